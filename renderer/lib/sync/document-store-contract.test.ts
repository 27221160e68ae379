/**
 * The document-store port's contract, run against both adapters: the device's Dexie store and a shared campaign's
 * PouchDB database. The repositories rely on exactly this behaviour, whichever home a document has.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import type { CharacterDocument } from '../../../core/documents/character';
import type { CharacterId } from '../../../core/documents/ids';
import { sampleCharacter } from '../../../core/documents/testing/fake-system';
import { SheetsmithDb } from '../store/db';
import { DocumentTable } from '../store/document-table';
import { DexieDocumentStore } from '../store/dexie-document-store';
import type { DocumentStore } from '../store/document-store';
import { characterRow, readCharacter } from '../store/rows';
import { RevisionConflictError } from '../store/store-errors';
import { MemoryPouch } from './memory-pouch';
import { openSharedCampaign } from './shared-campaign';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
let n = 0;

const adapters: Record<string, () => DocumentStore<CharacterDocument>> = {
  dexie: () => {
    const db = new SheetsmithDb(`contract-${++n}`);
    cleanups.push(async () => {
      db.close();
      await Dexie.delete(db.name);
    });
    const table = new DocumentTable(db, db.characters, { read: readCharacter, write: characterRow });
    return new DexieDocumentStore(db, db.characters, table);
  },
  pouch: () => {
    const shared = openSharedCampaign(MemoryPouch, `contract-${++n}`, { user: 'gm', device: 'laptop', now: () => new Date().toISOString() });
    cleanups.push(() => shared.local.destroy().then(() => undefined));
    return shared.characters;
  },
};

const ayla = sampleCharacter({ id: 'ch-ayla' as CharacterId });

describe.each(Object.keys(adapters))('the document-store port on %s', (name) => {
  const open = () => adapters[name]!();

  it('stores, reads back and revises a document', async () => {
    const store = open();
    expect(await store.get('ch-ayla')).toBeUndefined();
    const rev = await store.put(ayla);
    const read = await store.get('ch-ayla');
    expect(read?.rev).toBe(rev);
    expect(read?.doc.name).toBe('Ayla');
    expect(read?.conflicts).toEqual([]);
    const next = await store.put({ ...ayla, name: 'Ayla II' }, { baseRev: rev });
    expect(next).not.toBe(rev);
    expect(Number(next.split('-')[0])).toBeGreaterThan(Number(rev.split('-')[0]));
  });

  it('refuses a stale put and a stale remove, with the stored document', async () => {
    const store = open();
    const first = await store.put(ayla);
    await store.put({ ...ayla, name: 'Ayla II' }, { baseRev: first });
    const refused = await store.put({ ...ayla, name: 'Stale' }, { baseRev: first }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RevisionConflictError);
    expect((refused as RevisionConflictError<CharacterDocument>).stored?.name).toBe('Ayla II');
    const removal = await store.remove('ch-ayla', first).catch((e: unknown) => e);
    expect(removal).toBeInstanceOf(RevisionConflictError);
    expect((await store.get('ch-ayla'))?.doc.name).toBe('Ayla II');
  });

  it('keeps the trash flag, lists, removes for good, and tells its watchers', async () => {
    const store = open();
    const seen = new Set<string>();
    const stop = store.watch((ids) => ids.forEach((id) => seen.add(id)));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const rev = await store.put(ayla, { deletedAt: '2026-11-28T10:00:00.000Z' });
    const read = await store.get('ch-ayla');
    expect(read?.deletedAt).toBe('2026-11-28T10:00:00.000Z');
    await store.put(sampleCharacter({ id: 'ch-bram' as CharacterId, name: 'Bram' }));
    expect((await store.list()).map((v) => v.doc.name).sort()).toEqual(['Ayla', 'Bram']);
    expect((await store.leaves('ch-bram')).map((v) => v.doc.name)).toEqual(['Bram']);
    await store.remove('ch-ayla', read?.rev ?? rev);
    expect(await store.get('ch-ayla')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(seen.has('ch-ayla')).toBe(true);
    expect(seen.has('ch-bram')).toBe(true);
  });
});
