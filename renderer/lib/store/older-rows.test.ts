/**
 * Reading an older stored character runs the migrations with its game system loaded: the schema 2 → 3 step reads the
 * system's own level-ups and trainings through the system (`SystemRecords.schema3`), so the store loads the system
 * before it reads such a row. Nothing in this file loads Dark Dungeons itself: the store must.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb } from './db';
import { CharacterRepository } from './characters-repo';
import { RestorePointRepository } from './restore-points-repo';
import { loadedSystem } from '../../../core/systems/registry';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../core/documents/character';
import type { StoredCharacter } from './db';

const v2 = JSON.parse(readFileSync(new URL('../../../core/documents/fixtures/character-v2.json', import.meta.url), 'utf8')) as CharacterDocument;

const opened: SheetsmithDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

function freshDb(): SheetsmithDb {
  const db = new SheetsmithDb(`older-${Date.now()}-${opened.length}`);
  opened.push(db);
  return db;
}

/** The fixture's history as read: which entries kept an undo, and the first training's payload. */
function undoable(doc: CharacterDocument | undefined): number[] {
  return (doc?.history ?? []).flatMap((h, i) => (h.undo ? [i + 1] : []));
}

describe('an older stored character', () => {
  it('is read with its system loaded first, so its system’s part of the schema 2 → 3 step runs', async () => {
    expect(loadedSystem(v2.system), 'this file loads no system itself').toBeUndefined();
    const db = freshDb();
    await db.characters.put({ ...v2, sortName: 'old' } as StoredCharacter);
    const repo = new CharacterRepository(db);
    const doc = await repo.get(v2.id);
    expect(doc?.schemaVersion).toBe(CHARACTER_SCHEMA_VERSION);
    // As the import of the same file gives (core/documents/migration-2-to-3.test.ts): the last level-up, the training
    // after it and the last award keep their undo; each training got its payload read from its sentence.
    expect(undoable(doc)).toEqual([8, 9, 10]);
    expect(doc?.history[5]?.payload).toEqual({ weaponId: 'bow-short', to: 'B', trainer: 'S', roll: 95, chance: 80, outcome: 'completed-failed', fee: 250, weeks: 1 });
    // The live query reads it the same way.
    const live = await new Promise<CharacterDocument | undefined>((resolve, reject) => {
      const sub = repo.watchOne(v2.id).subscribe(
        (value) => {
          queueMicrotask(() => sub.unsubscribe());
          resolve(value?.doc);
        },
        (e) => reject(e instanceof Error ? e : new Error(String(e))),
      );
    });
    expect(undoable(live)).toEqual([8, 9, 10]);
  });

  it('restores an older restore point with its system’s part of the migration', async () => {
    const db = freshDb();
    const points = new RestorePointRepository(db, () => '2026-12-01T00:00:00.000Z', () => 'p2');
    await db.restorePoints.put({ id: 'p1', characterId: v2.id, at: '2026-01-01T00:00:00.000Z', reason: 'level-up', label: 'Level 4', doc: v2 });
    const restored = await points.restore('p1');
    expect(undoable(restored)).toEqual([8, 9, 10]);
  });
});
