/**
 * Two windows on one store, as two databases of the same name on fake IndexedDB: a document open in both follows the
 * other's saves, edits of different fields merge, a clash is refused with a notice and the newer document kept, and
 * unwritten edits survive the page going away through the pending journal.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import { CampaignRepository } from '../store/campaigns-repo';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../core/documents/character';
import { FIXED_NOW, sampleCharacter as sample } from '../../../core/documents/testing/fake-system';

/** The fake system's sample at the schema this build writes. */
const sampleCharacter = (over: Partial<CharacterDocument> = {}) => sample({ schemaVersion: CHARACTER_SCHEMA_VERSION, ...over });
import { LiveDocument } from './live-document.svelte';
import { SaveStatus, writeKeys } from './save-status.svelte';
import { PendingJournal } from './pending-journal';
import { recoverPending } from './recover-pending';
import { loadSystem } from '../../../core/systems/registry';
import { createSeededRandom } from '../../../core/dice';

const opened: SheetsmithDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await Promise.all((await Dexie.getDatabaseNames()).map((n) => Dexie.delete(n)));
});

/** A window: its own connection to the shared store. */
function windowOn(name: string) {
  const db = new SheetsmithDb(name);
  opened.push(db);
  const repo = new CharacterRepository(db);
  const status = new SaveStatus();
  return { db, repo, status, live: new LiveDocument<CharacterDocument>(repo, status, writeKeys.character, 20) };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

const data = (doc: CharacterDocument | null) => (doc?.data ?? {}) as { level?: number; notes?: string };

describe('a document open in two windows', () => {
  it('follows the other window’s saves when it has no edits of its own', async () => {
    const name = `live-${Math.random()}`;
    const a = windowOn(name);
    const b = windowOn(name);
    await a.repo.save(sampleCharacter());
    await a.live.open('char-1');
    await b.live.open('char-1');
    b.live.edit((d) => ({ ...d, data: { ...data(d), level: 4 } }));
    await b.live.settled();
    await until(() => data(a.live.doc).level === 4);
    expect(a.live.notice).toMatch(/another window/);
  });

  it('merges edits of different fields made at the same time, keeping both', async () => {
    const name = `merge-${Math.random()}`;
    const a = windowOn(name);
    const b = windowOn(name);
    await a.repo.save(sampleCharacter());
    await a.live.open('char-1');
    await b.live.open('char-1');
    a.live.edit((d) => ({ ...d, data: { ...data(d), level: 5 } }));
    b.live.edit((d) => ({ ...d, name: 'Ayla the Bold' }));
    await a.live.settled();
    await b.live.settled();
    const stored = await a.repo.get('char-1');
    expect(stored?.name).toBe('Ayla the Bold');
    expect(data(stored ?? null).level).toBe(5);
    expect(a.status.error).toBeNull();
    expect(b.status.error).toBeNull();
  });

  it('refuses a clash on the same field with a notice, shows the newer document, and writes nothing of its own', async () => {
    const name = `clash-${Math.random()}`;
    const a = windowOn(name);
    const b = windowOn(name);
    await a.repo.save(sampleCharacter());
    await a.live.open('char-1');
    await b.live.open('char-1');
    a.live.edit((d) => ({ ...d, data: { ...data(d), notes: 'From A' } }));
    b.live.edit((d) => ({ ...d, data: { ...data(d), notes: 'From B' } }));
    await a.live.settled();
    await b.live.settled();
    expect(b.live.notice).toMatch(/Another window changed notes at the same time/);
    expect(data(b.live.doc).notes).toBe('From A');
    expect(data((await a.repo.get('char-1')) ?? null).notes).toBe('From A');
    // The refusal is a notice, not a save error.
    expect(b.status.error).toBeNull();
  });

  it('says so when the other window deleted the document for good', async () => {
    const name = `gone-${Math.random()}`;
    const a = windowOn(name);
    await a.repo.save(sampleCharacter());
    await a.live.open('char-1');
    await a.db.characters.delete('char-1');
    expect(await a.live.commit({ ...sampleCharacter(), name: 'Changed' })).toBe(false);
    expect(a.live.notice).toMatch(/deleted for good/);
  });
});

describe('the pending journal', () => {
  function memoryStorage() {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      key: (i: number) => [...map.keys()][i] ?? null,
      get length() {
        return map.size;
      },
      map,
    };
  }

  it('keeps an edit the page could not store and applies it at the next start, then forgets it', async () => {
    const name = `journal-${Math.random()}`;
    const storage = memoryStorage();
    const journal = new PendingJournal(storage);
    const db = new SheetsmithDb(name);
    opened.push(db);
    const repo = new CharacterRepository(db);
    const system = await loadSystem('dark-dungeons');
    if (!system) throw new Error('Dark Dungeons is registered');
    const original = system.quick(createSeededRandom(5), { id: 'dd-1', now: FIXED_NOW });
    await repo.save(original);
    const first = new LiveDocument<CharacterDocument>(repo, new SaveStatus(), writeKeys.character, 60_000, undefined, { journal, kind: 'character' });
    await first.open('dd-1');
    first.edit((d) => {
      const result = system.vitals.setText(d, 'notes', 'Typed just before the reload');
      if ('problem' in result) throw new Error(result.problem);
      return { ...d, data: result.data };
    });
    // The page goes away: the journal is written synchronously, before any store write could finish.
    first.flushForExit();
    expect(journal.entries()).toHaveLength(1);
    expect(storage.map.size).toBe(1);
    // Simulate the write never landing: put the stored document back as it was.
    await db.characters.clear();
    await repo.save(original);
    const problems = await recoverPending(journal, repo, new CampaignRepository(db));
    expect(problems).toEqual([]);
    const back = await repo.get('dd-1');
    expect(back && system.vitals.texts(back)[0]?.value).toBe('Typed just before the reload');
    expect(journal.entries()).toEqual([]);
  });

  it('drops a damaged or foreign entry with a sentence, never writing it', async () => {
    const name = `journal-bad-${Math.random()}`;
    const storage = memoryStorage();
    const journal = new PendingJournal(storage);
    const db = new SheetsmithDb(name);
    opened.push(db);
    const repo = new CharacterRepository(db);
    await repo.save({ ...sampleCharacter(), updatedAt: FIXED_NOW });
    journal.write({ kind: 'character', id: 'char-1', baseRev: 'nonsense', base: null, doc: { format: 'sheetsmith/character', id: 'char-1', system: 'fake', data: {} } });
    const problems = await recoverPending(journal, repo, new CampaignRepository(db));
    expect(problems.join(' ')).toMatch(/could not be applied|damaged|clashed/);
    expect((await repo.get('char-1'))?.name).toBe('Ayla');
    expect(journal.entries()).toEqual([]);
  });
});
