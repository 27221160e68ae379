/**
 * The roster's store queries: ids in name order from the indexes (never whole documents), summaries for a page, and
 * the trash left out. The "reads no document" test watches Dexie's core layer, so it fails if the roster query ever
 * goes back to loading every character.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie, { type DBCore } from 'dexie';
import { SheetsmithDb } from './db';
import { CharacterRepository, summarize } from './characters-repo';
import { loadSystem } from '../../../core/systems/registry';
import { createSeededRandom } from '../../../core/dice';
import type { CharacterDocument } from '../../../core/documents/character';
import type { CharacterId } from '../../../core/documents/ids';

const opened: SheetsmithDb[] = [];
let n = 0;
function freshDb(): SheetsmithDb {
  const db = new SheetsmithDb(`roster-${Date.now()}-${n++}`);
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

function character(id: string, name: string, data: unknown = { classId: 'thief', level: 3 }): CharacterDocument {
  return {
    format: 'sheetsmith/character',
    schemaVersion: 2,
    id: id as CharacterId,
    system: 'dark-dungeons',
    name,
    status: 'complete',
    creationStep: 'review',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    data,
    overrides: {},
    houseRules: [],
    history: [],
  };
}

function first<T>(live: { subscribe(next: (v: T) => void): { unsubscribe(): void } }): Promise<T> {
  return new Promise((resolve) => {
    const sub = live.subscribe((value) => {
      queueMicrotask(() => sub.unsubscribe());
      resolve(value);
    });
  });
}

describe('the roster queries', () => {
  it('lists live ids in name order (case-insensitive), leaving the trash out, and counts the same', async () => {
    const db = freshDb();
    const repo = new CharacterRepository(db);
    for (const [id, name] of [['1', 'mira'], ['2', 'Zed'], ['3', 'aldo'], ['4', 'Bram']] as const) await repo.save(character(id, name));
    await repo.trash('4');
    expect(await first(repo.watchRosterIds())).toEqual(['3', '1', '2']);
    expect(await repo.count()).toBe(3);
    const trash = await first(repo.watchTrash());
    expect(trash.map((c) => c.name)).toEqual(['Bram']);
    expect(trash[0]?.deletedAt).toMatch(/^\d{4}-/);
  });

  it('gives summaries for a page in the order asked, with the system’s card, undefined for a missing id', async () => {
    const db = freshDb();
    const repo = new CharacterRepository(db);
    const darkDungeons = await loadSystem('dark-dungeons');
    if (!darkDungeons) throw new Error('Dark Dungeons is registered');
    const thief = darkDungeons.quick(createSeededRandom(3), { id: 'a', now: '2026-01-01T00:00:00.000Z', variant: 'thief' });
    await repo.save({ ...thief, name: 'Ayla' });
    await repo.save({ ...character('b', ''), status: 'draft', creationStep: 'class', data: darkDungeons.newData() });
    const page = await first(repo.watchSummaries(['b', 'gone', 'a']));
    expect(page.map((s) => s?.id)).toEqual(['b', undefined, 'a']);
    expect(page[0]).toMatchObject({ status: 'draft', creationStep: 'class', system: 'dark-dungeons' });
    expect(page[0]?.card?.line).toBe('Draft — at “Class”');
    expect(page[2]).toMatchObject({ name: 'Ayla', system: 'dark-dungeons' });
    // A quick character is level 1; the roster line is the class table's name and the level (Table 4-9).
    expect(page[2]?.card?.line).toBe('Thief 1');
    expect(page[2]?.card?.health?.max).toBe(darkDungeons.vitals.trackers(thief).find((t) => t.id === 'hp')?.value);
  });

  it('stores no card for data its system cannot work out, and summaries keep only what the list shows', async () => {
    const db = freshDb();
    const repo = new CharacterRepository(db);
    await repo.save(character('x', 'Odd', { classId: 7, level: 'high', history: ['big'] }));
    const [s] = await first(repo.watchSummaries(['x']));
    expect(s).toEqual({ id: 'x', name: 'Odd', status: 'complete', creationStep: 'review', system: 'dark-dungeons', card: null, updatedAt: s?.updatedAt });
    const row = { ...character('y', 'Old'), sortName: 'old' };
    expect(summarize(row).card).toBeNull();
    expect(Object.keys(summarize({ ...row, deletedAt: '2026-02-02T00:00:00.000Z' }))).toContain('deletedAt');
  });

  it('reads no document to list the roster: only index keys', async () => {
    const db = freshDb();
    const reads: string[] = [];
    // A Dexie core middleware (registered before the store opens) that notes every read returning whole rows.
    db.use({
      stack: 'dbcore',
      name: 'read-spy',
      create: (down: DBCore): DBCore => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          if (name !== 'characters') return table;
          return {
            ...table,
            query: (req) => {
              if (req.values !== false) reads.push(`query ${req.query.index.name || 'id'}`);
              return table.query(req);
            },
            getMany: (req) => {
              reads.push(`getMany ${req.keys.length}`);
              return table.getMany(req);
            },
            get: (req) => {
              reads.push('get');
              return table.get(req);
            },
            openCursor: (req) => {
              if (req.values !== false) reads.push(`cursor ${req.query.index.name || 'id'}`);
              return table.openCursor(req);
            },
          };
        },
      }),
    });
    const repo = new CharacterRepository(db);
    await db.characters.bulkPut(Array.from({ length: 300 }, (_, i) => ({ ...character(`c${i}`, `Name ${i}`), sortName: `name ${i}` })));
    await repo.trash('c7');
    expect(reads.length).toBeGreaterThan(0); // the spy works: trashing read the row it changed
    reads.length = 0;
    const ids = await first(repo.watchRosterIds());
    expect(ids).toHaveLength(299);
    expect(ids).not.toContain('c7');
    expect(reads).toEqual([]);
    // A page of summaries reads exactly the rows of that page.
    await first(repo.watchSummaries(ids.slice(0, 50)));
    expect(reads).toEqual(['getMany 50']);
  });
});
