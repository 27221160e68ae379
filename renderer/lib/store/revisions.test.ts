/// <reference types="node" />
/**
 * Revisions in the store: every write gives the row a new "N-hash" revision, a save based on an older revision is
 * refused with the stored document and writes nothing (also for a party award of several characters), and two
 * repositories on one database name (two windows) see each other's saves live.
 */
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb } from './db';
import { CharacterRepository } from './characters-repo';
import { CampaignRepository } from './campaigns-repo';
import { RestorePointRepository } from './restore-points-repo';
import { TransferRepository } from './transfer-repo';
import { RevisionConflictError } from './store-errors';
import type { CharacterDocument } from '../../../core/documents/character';
import { characterEnvelope, exportCharacter } from '../../../core/documents/import';
import { mergeDocuments } from '../../../core/documents/merge';
import { INITIAL_REVISION, revisionHash } from '../../../core/documents/revision';
import { FIXED_NOW, fakeSystems, sampleCampaign, sampleCharacter } from '../../../core/documents/testing/fake-system';

let n = 0;
const opened: SheetsmithDb[] = [];
function freshName(): string {
  return `revisions-${Date.now()}-${n++}`;
}
function open(name: string): SheetsmithDb {
  const db = new SheetsmithDb(name);
  opened.push(db);
  return db;
}
afterEach(async () => {
  const names = new Set(opened.map((db) => db.name));
  for (const db of opened.splice(0)) db.close();
  await Promise.all([...names].map((name) => Dexie.delete(name)));
});

const now = () => FIXED_NOW;
const id = (s: string) => s as CharacterDocument['id'];
const REV = /^(\d+)-([0-9a-f]{32})$/;

/** The first value a live query gives that satisfies `accept`. */
function until<T>(
  live: { subscribe(next: (v: T) => void, error?: (e: unknown) => void): { unsubscribe(): void } },
  accept: (v: T) => boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const sub = live.subscribe(
      (value) => {
        if (!accept(value)) return;
        queueMicrotask(() => sub.unsubscribe());
        resolve(value);
      },
      (e) => reject(e instanceof Error ? e : new Error(String(e))),
    );
  });
}

/** What a save is expected to throw, for inspection. */
async function conflictOf(write: Promise<unknown>): Promise<RevisionConflictError> {
  try {
    await write;
  } catch (error) {
    if (error instanceof RevisionConflictError) return error;
    throw error;
  }
  throw new Error('The save was not refused.');
}

describe('revisions on characters', () => {
  it('numbers each save and hashes the stored document without its bookkeeping', async () => {
    const repo = new CharacterRepository(open(freshName()), now);
    const first = await repo.save(sampleCharacter({ id: id('a') }));
    const stored = characterEnvelope(first);
    expect(first.rev).toBe(`1-${revisionHash(stored)}`);
    // So the hash is the start of the SHA-256 of the character's exported file: a file can be matched to a revision.
    const fileHash = createHash('sha256').update(exportCharacter(stored), 'utf8').digest('hex');
    expect(first.rev).toBe(`1-${fileHash.slice(0, 32)}`);
    const second = await repo.save({ ...stored, name: 'Ayla the Bold' }, { baseRev: first.rev });
    expect(second.rev.split('-')[0]).toBe('2');
    expect(second.rev).not.toBe(first.rev);
    expect(await repo.getWithRev('a')).toEqual({ doc: characterEnvelope(second), rev: second.rev });
    // The document handed out carries no store bookkeeping.
    expect(Object.keys((await repo.get('a')) ?? {})).not.toContain('rev');
  });

  it('refuses a save based on an older revision, writing nothing, and hands over the stored document', async () => {
    const db = open(freshName());
    const repo = new CharacterRepository(db, now);
    const v1 = await repo.save(sampleCharacter({ id: id('a'), data: { level: 1, xp: 0, hp: 8 } }));
    // Window B awards XP on top of v1.
    const b = await repo.save({ ...characterEnvelope(v1), data: { level: 1, xp: 1000, hp: 8 } }, { baseRev: v1.rev });
    const before = await db.characters.get('a');
    // Window A, still on v1, changes HP.
    const mine = { ...characterEnvelope(v1), data: { level: 1, xp: 0, hp: 5 } };
    const conflict = await conflictOf(repo.save(mine, { baseRev: v1.rev }));
    expect(conflict).toMatchObject({ id: 'a', baseRev: v1.rev, storedRev: b.rev, stored: characterEnvelope(b) });
    expect(conflict.message).toMatch(/changed in another window/);
    expect(await db.characters.get('a')).toEqual(before);

    // The caller merges field by field and saves on the stored revision: both changes are kept.
    const merged = mergeDocuments(characterEnvelope(v1), mine, conflict.stored as CharacterDocument);
    expect(merged.ok).toBe(true);
    if (!merged.ok || conflict.storedRev === null) return;
    const saved = await repo.save(merged.doc, { baseRev: conflict.storedRev });
    expect(saved.data).toEqual({ level: 1, xp: 1000, hp: 5 });
    expect(saved.rev.split('-')[0]).toBe('3');
  });

  it('treats a row stored before revisions as revision 0-, and refuses a base when the row is gone', async () => {
    const db = open(freshName());
    const repo = new CharacterRepository(db, now);
    await db.characters.put({ ...sampleCharacter({ id: id('old') }), sortName: 'ayla' });
    expect((await repo.getWithRev('old'))?.rev).toBe(INITIAL_REVISION);
    await expect(repo.save(sampleCharacter({ id: id('old') }), { baseRev: '3-abc' })).rejects.toBeInstanceOf(RevisionConflictError);
    const saved = await repo.save(sampleCharacter({ id: id('old') }), { baseRev: INITIAL_REVISION });
    expect(saved.rev).toMatch(/^1-/);

    await repo.trash('old');
    await repo.emptyTrash();
    const gone = await conflictOf(repo.save(sampleCharacter({ id: id('old') }), { baseRev: saved.rev }));
    expect(gone).toMatchObject({ storedRev: null, stored: null });
    expect(gone.message).toMatch(/deleted for good/);
    expect(await db.characters.get('old')).toBeUndefined();
  });

  it('without a base revision, overwrites as before (new documents, imports)', async () => {
    const repo = new CharacterRepository(open(freshName()), now);
    await repo.save(sampleCharacter({ id: id('a'), name: 'One' }));
    const second = await repo.save(sampleCharacter({ id: id('a'), name: 'Two' }));
    expect(second.name).toBe('Two');
    expect(second.rev).toMatch(/^2-/);
  });

  it('trash and restore are new revisions, and a save keeps a trashed character in the trash', async () => {
    const db = open(freshName());
    const repo = new CharacterRepository(db, now);
    const saved = await repo.save(sampleCharacter({ id: id('a') }));
    await repo.trash('a');
    const trashed = await repo.getWithRev('a');
    expect(trashed?.deletedAt).toBe(FIXED_NOW);
    expect(trashed?.rev).toMatch(/^2-/);
    // A window that still shows the character and saves on the old revision is refused, and told it is trashed.
    const conflict = await conflictOf(repo.save(characterEnvelope(saved), { baseRev: saved.rev }));
    expect(conflict.storedDeletedAt).toBe(FIXED_NOW);
    // Saving on the new revision keeps it in the trash (only restore takes it out).
    await repo.save({ ...characterEnvelope(saved), name: 'Renamed' }, { baseRev: trashed?.rev ?? '' });
    expect((await db.characters.get('a'))?.deletedAt).toBe(FIXED_NOW);
    await repo.restore('a');
    const back = await repo.getWithRev('a');
    expect(back?.deletedAt).toBeUndefined();
    expect(back?.rev).toMatch(/^4-/);
  });

  it('refuses a whole party award when one member changed, and stores all of them otherwise', async () => {
    const db = open(freshName());
    const repo = new CharacterRepository(db, now);
    const a = await repo.save(sampleCharacter({ id: id('a'), name: 'Ayla', data: { level: 1, xp: 0 } }));
    const b = await repo.save(sampleCharacter({ id: id('b'), name: 'Bram', data: { level: 1, xp: 0 } }));
    const award = (doc: CharacterDocument) => ({ ...characterEnvelope(doc), data: { level: 1, xp: 500 } });
    // Bram changes in another window after the award read him.
    await repo.save({ ...characterEnvelope(b), name: 'Bram the Brave' }, { baseRev: b.rev });
    const before = await db.characters.toArray();
    const conflict = await conflictOf(repo.saveAll([award(a), award(b)], { a: a.rev, b: b.rev }));
    expect(conflict.id).toBe('b');
    expect(await db.characters.toArray()).toEqual(before);

    const fresh = await repo.getWithRev('b');
    const rows = await repo.saveAll([award(a), award(fresh?.doc ?? b)], { a: a.rev, b: fresh?.rev ?? '' });
    expect(rows.map((r) => [r.id, r.rev.split('-')[0]])).toEqual([['a', '2'], ['b', '3']]);
    expect((await repo.get('b'))?.data).toEqual({ level: 1, xp: 500 });
  });

  it('follows one character live, in another window on the same store too', async () => {
    const name = freshName();
    const windowA = new CharacterRepository(open(name), now);
    const windowB = new CharacterRepository(open(name), now);
    const saved = await windowA.save(sampleCharacter({ id: id('a'), data: { level: 1 } }));
    const first = await until(windowA.watchOne('a'), (v) => v !== undefined);
    expect(first).toEqual({ doc: characterEnvelope(saved), rev: saved.rev });
    const changed = until(windowA.watchOne('a'), (v) => (v?.doc.data as { level?: number } | undefined)?.level === 2);
    const other = await windowB.save({ ...characterEnvelope(saved), data: { level: 2 } }, { baseRev: saved.rev });
    expect((await changed)?.rev).toBe(other.rev);
    expect(await until(windowA.watchOne('missing'), () => true)).toBeUndefined();
  });
});

describe('revisions on campaigns', () => {
  it('refuses a stale campaign save and follows the campaign live', async () => {
    const db = open(freshName());
    const repo = new CampaignRepository(db, now);
    const v1 = await repo.save(sampleCampaign([]));
    const live = until(repo.watchOne(v1.id), (v) => v?.doc.notes === 'Session 2');
    const v2 = await repo.save({ ...sampleCampaign([]), notes: 'Session 2' }, { baseRev: v1.rev });
    expect((await live)?.rev).toBe(v2.rev);
    const conflict = await conflictOf(repo.save({ ...sampleCampaign([]), name: 'Renamed' }, { baseRev: v1.rev }));
    expect(conflict.storedRev).toBe(v2.rev);
    expect((await repo.getWithRev(v1.id))?.doc.name).toBe(sampleCampaign([]).name);
    await repo.trash(v1.id);
    expect((await repo.getWithRev(v1.id))?.rev).toMatch(/^3-/);
  });
});

describe('other writers give new revisions', () => {
  it('a restore point, an import and a backup restore each make a stale save conflict', async () => {
    const db = open(freshName());
    const repo = new CharacterRepository(db, now);
    const points = new RestorePointRepository(db, now);
    const transfer = new TransferRepository(db, now);
    const saved = await repo.save(sampleCharacter({ id: id('a') }));
    const point = await points.take(characterEnvelope(saved), 'periodic', 'Now');

    await points.restore(point.id);
    expect((await repo.getWithRev('a'))?.rev).toMatch(/^2-/);
    await expect(repo.save(characterEnvelope(saved), { baseRev: saved.rev })).rejects.toBeInstanceOf(RevisionConflictError);

    await transfer.importCharacter(sampleCharacter({ id: id('a'), name: 'Imported' }), 'replace');
    expect((await repo.getWithRev('a'))?.rev).toMatch(/^3-/);

    const imported = await repo.getWithRev('a');
    const backup = await transfer.exportAll();
    const outcome = await transfer.restoreAll(backup, fakeSystems);
    expect(outcome.ok).toBe(true);
    const restored = await repo.getWithRev('a');
    // The same content as before the restore: the same hash, the next number.
    expect(restored?.rev).toMatch(REV);
    expect(restored?.rev).toBe(`4-${imported?.rev.split('-')[1] ?? ''}`);
    await expect(repo.save(characterEnvelope(saved), { baseRev: imported?.rev ?? '' })).rejects.toBeInstanceOf(RevisionConflictError);
  });

  it('a duplicate starts at revision 1', async () => {
    const db = open(freshName());
    const repo = new CharacterRepository(db, now);
    await repo.save(sampleCharacter({ id: id('a') }));
    const copy = await new TransferRepository(db, now).duplicateCharacter('a');
    expect((await repo.getWithRev(copy.id))?.rev).toMatch(/^1-/);
  });
});
