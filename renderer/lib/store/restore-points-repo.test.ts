import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb, STORE_VERSION, openStore } from './db';
import { CharacterRepository } from './characters-repo';
import { MAX_POINTS_PER_CHARACTER, RestorePointRepository, capRestorePoints } from './restore-points-repo';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../core/documents/character';
import type { RestorePoint, RestorePointReason } from '../../../core/documents/restore-points';
import { FIXED_NOW, sampleCharacter } from '../../../core/documents/testing/fake-system';

let n = 0;
const names: string[] = [];
function freshName(): string {
  const name = `restore-points-${Date.now()}-${n++}`;
  names.push(name);
  return name;
}
afterEach(async () => {
  await Promise.all(names.splice(0).map((name) => Dexie.delete(name)));
});

const MINUTE = 60_000;
const id = (s: string) => s as CharacterDocument['id'];

/** A clock the test moves by hand. */
function manualClock(start = FIXED_NOW) {
  let ms = Date.parse(start);
  return {
    now: () => new Date(ms).toISOString(),
    advance: (by: number) => {
      ms += by;
    },
  };
}

/** A store holding Ayla at level 1, with a repository on a manual clock. */
async function setup() {
  const db = new SheetsmithDb(freshName());
  const clock = manualClock();
  const characters = new CharacterRepository(db);
  const points = new RestorePointRepository(db, clock.now);
  const level1 = sampleCharacter({ id: id('ayla'), name: 'Ayla', data: { level: 1 } });
  await db.characters.put({ ...level1, sortName: 'ayla' });
  return { db, clock, characters, points, level1 };
}

describe('RestorePointRepository', () => {
  it('takes, lists newest first, restores, and the restore is undone by its before-restore point', async () => {
    const { db, clock, characters, points, level1 } = await setup();
    const p1 = await points.take(level1, 'creation', 'Created');
    clock.advance(10 * MINUTE);
    const level2 = { ...level1, data: { level: 2 }, houseRules: [] };
    await db.characters.put({ ...level2, sortName: 'ayla' });
    await points.take(level2, 'level-up', 'Level 1 → 2');
    expect((await points.list('ayla')).map((p) => [p.label, p.reason])).toEqual([
      ['Level 1 → 2', 'level-up'],
      ['Created', 'creation'],
    ]);
    expect(await points.get(p1.id)).toEqual(p1);

    clock.advance(MINUTE);
    const restored = await points.restore(p1.id);
    expect(restored).toEqual({ ...level1, updatedAt: clock.now() });
    expect(await characters.get('ayla')).toEqual(restored);

    const listed = await points.list('ayla');
    expect(listed.map((p) => p.label)).toEqual(['Before restoring “Created”', 'Level 1 → 2', 'Created']);
    const undo = await points.get(listed[0]!.id);
    expect(undo?.reason).toBe('before-restore');
    expect(undo?.doc).toEqual(level2);

    clock.advance(MINUTE);
    const back = await points.restore(listed[0]!.id);
    expect(back).toEqual({ ...level2, updatedAt: clock.now() });
    expect((await characters.get('ayla'))?.data).toEqual({ level: 2 });
    expect(await points.list('ayla')).toHaveLength(4);
    db.close();
  });

  it('stores only the document fields and gives points of the same millisecond increasing times', async () => {
    const { db, points, level1 } = await setup();
    const a = await points.take({ ...level1, sortName: 'ayla', deletedAt: FIXED_NOW } as CharacterDocument, 'periodic', 'a');
    const b = await points.take(level1, 'periodic', 'b');
    expect(a.doc).toEqual(level1);
    expect(a.at).toBe(FIXED_NOW);
    expect(b.at).toBe('2026-05-01T10:00:00.001Z');
    expect((await points.list('ayla')).map((p) => p.label)).toEqual(['b', 'a']);
    expect(await points.list('nobody')).toEqual([]);
    db.close();
  });

  it('thins in the same transaction as each take, keeping level-ups', async () => {
    const { db, clock, points, level1 } = await setup();
    await points.take(level1, 'level-up', 'Level 1');
    // Three days of a save every 5 minutes: 864 points taken.
    for (let i = 0; i < (3 * 24 * 60) / 5; i++) {
      clock.advance(5 * MINUTE);
      await points.take(level1, 'periodic', `edit ${i}`);
    }
    const listed = await points.list('ayla');
    expect(await db.restorePoints.count()).toBe(listed.length);
    // 12 of the last hour, at most 24 hourly, the days before, and the level-up.
    expect(listed.length).toBeGreaterThan(12 + 20);
    expect(listed.length).toBeLessThanOrEqual(12 + 24 + 4 + 1);
    expect(listed.at(-1)?.label).toBe('Level 1');
    expect(listed[0]?.label).toBe('edit 863');
    db.close();
  }, 60_000);

  it('changes nothing when the restore fails after the before-restore point was taken', async () => {
    const { db, clock, points, level1 } = await setup();
    const p1 = await points.take(level1, 'creation', 'Created');
    clock.advance(MINUTE);
    const before = { characters: await db.characters.toArray(), points: await db.restorePoints.toArray() };
    (db.characters as { put: unknown }).put = () => Promise.reject(new Error('The disk is full.'));
    await expect(points.restore(p1.id)).rejects.toThrow('The disk is full.');
    expect({ characters: await db.characters.toArray(), points: await db.restorePoints.toArray() }).toEqual(before);
    await expect(points.restore('nope')).rejects.toThrow(/no restore point with id nope/);
    db.close();
  });

  it('upgrades a point of an older schema on restore, refuses one from a newer, and keeps a trashed character trashed', async () => {
    const { db, points, level1 } = await setup();
    await db.characters.update('ayla', { deletedAt: FIXED_NOW });
    const v1 = { format: 'sheetsmith/character', schemaVersion: 1, id: 'ayla', system: 'fake', name: 'Old Ayla', createdAt: FIXED_NOW, updatedAt: FIXED_NOW, data: { level: 1 } };
    const old = await points.take(v1 as unknown as CharacterDocument, 'import', 'Imported');
    const restored = await points.restore(old.id);
    expect(restored).toMatchObject({ schemaVersion: CHARACTER_SCHEMA_VERSION, name: 'Old Ayla', status: 'complete', history: [] });
    expect((await db.characters.get('ayla'))?.deletedAt).toBe(FIXED_NOW);

    const newer: RestorePoint = { id: 'from-future', characterId: id('ayla'), at: FIXED_NOW, reason: 'periodic', label: '', doc: { ...level1, schemaVersion: 99 } };
    await db.restorePoints.put(newer);
    const count = await db.restorePoints.count();
    await expect(points.restore('from-future')).rejects.toThrow(/newer Sheetsmith/);
    await expect(points.get('from-future')).rejects.toThrow(/newer Sheetsmith/);
    expect(await db.restorePoints.count()).toBe(count);
    db.close();
  });

  it('removes the points of characters no longer stored, keeping those of trashed ones', async () => {
    const { db, points, level1 } = await setup();
    await points.take(level1, 'creation', 'Ayla');
    await points.take(sampleCharacter({ id: id('gone') }), 'creation', 'Gone');
    await points.take(sampleCharacter({ id: id('gone') }), 'periodic', 'Gone again');
    await db.characters.update('ayla', { deletedAt: FIXED_NOW });
    expect(await points.removeOrphans()).toBe(2);
    expect((await points.list('ayla')).map((p) => p.label)).toEqual(['Ayla']);
    expect(await points.removeOrphans()).toBe(0);
    db.close();
  });

  it('follows new points live', async () => {
    const { db, points, level1 } = await setup();
    const seen: string[][] = [];
    const done = new Promise<void>((resolve) => {
      const sub = points.watch('ayla').subscribe((rows) => {
        seen.push(rows.map((r) => r.label));
        if (rows.length === 1) {
          sub.unsubscribe();
          resolve();
        }
      });
    });
    await points.take(level1, 'creation', 'Created');
    await done;
    expect(seen.at(-1)).toEqual(['Created']);
    db.close();
  });
});

describe('store version 2', () => {
  it('upgrades a version 1 store in place: data kept, restore points and the new characters index available', async () => {
    const name = freshName();
    const v1 = new Dexie(name);
    v1.version(1).stores({ characters: 'id, sortName, system, updatedAt, deletedAt', campaigns: 'id, sortName, updatedAt, deletedAt', settings: 'key' });
    await v1.open();
    await v1.table('characters').put({ ...sampleCharacter({ id: id('ayla') }), sortName: 'ayla', deletedAt: FIXED_NOW });
    await v1.table('settings').put({ key: 'theme', value: 'dark' });
    v1.close();

    const db = new SheetsmithDb(name);
    await openStore(db);
    expect(STORE_VERSION).toBe(2);
    expect(db.backendDB().version / 10).toBe(2);
    expect(await db.characters.get('ayla')).toMatchObject({ name: 'Ayla', deletedAt: FIXED_NOW });
    expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'dark' });
    expect(await db.characters.where('[deletedAt+sortName]').between([FIXED_NOW, Dexie.minKey], [FIXED_NOW, Dexie.maxKey]).primaryKeys()).toEqual(['ayla']);
    await new RestorePointRepository(db).take(sampleCharacter({ id: id('ayla') }), 'creation', 'Created');
    expect(await db.restorePoints.where('characterId').equals('ayla').count()).toBe(1);
    db.close();
  });

  it('caps a character at MAX_POINTS_PER_CHARACTER after thinning: the oldest ordinary points go first', async () => {
    const { db, clock, points, level1 } = await setup();
    // Two years of weekly sessions, one point each, and a level-up every 20 weeks: thinning alone keeps one a week.
    const WEEK = 7 * 24 * 60 * MINUTE;
    const levelUps: string[] = [];
    for (let week = 0; week < 104; week++) {
      const levelUp = week % 20 === 0;
      const point = await points.take(level1, levelUp ? 'level-up' : 'periodic', `week ${week}`);
      if (levelUp) levelUps.push(point.id);
      clock.advance(WEEK);
    }
    const listed = await points.list('ayla');
    expect(MAX_POINTS_PER_CHARACTER).toBe(60);
    expect(listed).toHaveLength(60);
    // Every level-up is still there, and so is the newest week; the dropped ones are the oldest ordinary weeks.
    expect(levelUps.every((pointId) => listed.some((p) => p.id === pointId))).toBe(true);
    expect(listed[0]?.label).toBe('week 103');
    const ordinary = listed.filter((p) => p.reason === 'periodic').map((p) => Number(p.label.slice(5)));
    // 60 kept less 6 level-ups (weeks 0, 20, ..., 100) leaves 54 periodic: the newest 54 of them.
    expect(ordinary).toHaveLength(54);
    // Counting back from week 103, 54 periodic weeks skip the level-ups of weeks 100, 80 and 60: 57 weeks, 103..47.
    expect(Math.min(...ordinary)).toBe(47);
    expect(await db.restorePoints.count()).toBe(60);
    db.close();
  });
});

describe('capRestorePoints', () => {
  const point = (n: number, reason: RestorePointReason): RestorePoint => ({
    id: `p${n}`,
    characterId: id('ayla'),
    at: new Date(Date.parse(FIXED_NOW) - n * MINUTE).toISOString(),
    reason,
    label: '',
    doc: sampleCharacter(),
  });

  it('keeps everything under the cap, drops protected ones oldest first only when they alone are too many', () => {
    const few = [point(0, 'periodic'), point(1, 'level-up')];
    expect(capRestorePoints(few, 5)).toEqual(few);
    // Newest first: p0 (periodic, newest), p1..p4 level-ups, p5 periodic.
    const list = [point(0, 'periodic'), ...[1, 2, 3, 4].map((i) => point(i, 'level-up')), point(5, 'periodic')];
    expect(capRestorePoints(list, 5).map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(capRestorePoints(list, 3).map((p) => p.id)).toEqual(['p0', 'p1', 'p2']);
    // The newest point stays even when it is ordinary and everything else is protected.
    expect(capRestorePoints(list, 1).map((p) => p.id)).toEqual(['p0']);
    expect(capRestorePoints(list, 0).map((p) => p.id)).toEqual(['p0']);
  });
});
