/**
 * The health state as every change of hit points keeps it (health.ts) and as files hold it: the sheet's tracker typed
 * by hand, the data migration to version 2 (0 hit points in version 1 meant "Unconscious, dying"), the shape check and
 * the rule check. Pinned to supplement §9.6 (l.888 unconscious at 0, l.889 dying).
 */
import { describe, expect, it } from 'vitest';
import type { CharacterDocument } from '../../documents/character';
import type { DarkDungeonsData } from './character';
import { DARK_DUNGEONS_DATA_MIGRATIONS, DARK_DUNGEONS_DATA_VERSION } from './data-migrations';
import { healthWord, ordinal, setHitPoints } from './health';
import { darkDungeons } from './system';
import { checkDarkDungeonsShape } from './shape';
import { validateCharacter } from './rules/validate';
import { docOf, handBuilt, scores } from './rules/testing';
import { darkDungeonsCard, darkDungeonsVitals } from './vitals';

const data = (current: number, health?: DarkDungeonsData['health']): DarkDungeonsData => {
  const d = handBuilt('thief', scores(10, 12, 11, 13, 10, 9), { hp: 6 });
  return { ...d, hitPoints: { ...d.hitPoints, current }, ...(health ? { health } : {}) };
};
const set = (doc: CharacterDocument<DarkDungeonsData>, value: number) => {
  const r = darkDungeonsVitals.setTracker(doc, 'hp', value);
  if ('problem' in r) throw new Error(r.problem);
  return r;
};

describe('hit points typed on the sheet keep the state in line', () => {
  it('0 starts dying (l.888-889), raising it above 0 by hand ends it with a word on the rules, the dead are left alone', () => {
    const down = set(docOf(data(6)), -2);
    expect(down.data.hitPoints.current).toBe(0);
    expect(down.data.health).toEqual({ state: 'dying', saves: 0 });
    expect(down.notices?.[0]).toBe('Hit points stop at 0; the 2 damage beyond it is ignored.');
    expect(darkDungeonsCard(docOf(down.data)).health?.state).toBe('Unconscious, dying');
    const up = set(docOf(down.data), 3);
    expect(up.data.health).toBeUndefined();
    expect(up.notices).toEqual(['Above 0 hit points by hand: no longer dying. By the rules only magical healing or a First Aid check stops the dying (supplement §9.6, l.889).']);
    // A drop while dying at 5 (a coup de grâce) keeps dying: only healing or First Aid ends it.
    expect(set(docOf(data(5, { state: 'dying', saves: 1 })), 4).data.health).toEqual({ state: 'dying', saves: 1 });
    expect(darkDungeonsVitals.setTracker(docOf(data(0, { state: 'dead', cause: 'x' })), 'hp', 4)).toMatchObject({ problem: expect.stringContaining('Dead: hit points no longer change') });
  });

  it('words each state as the sheet, the roster and the tracker show it', () => {
    expect([data(3), data(0), data(0, { state: 'stable' }), data(0, { state: 'dead', cause: 'x' })].map(healthWord)).toEqual([null, 'Unconscious, dying', 'Unconscious, stable', 'Dead']);
    expect(darkDungeons.sheet(docOf(data(0, { state: 'stable' })), '2026-01-01').play?.state).toBe('Unconscious, stable');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']);
  });

  it('refuses healing other than magic while dying (l.889)', () => {
    expect(setHitPoints(data(0, { state: 'dying', saves: 0 }), 2, 'other')).toMatchObject({ problem: expect.stringContaining('only a successful First Aid check or magical healing') });
    expect(setHitPoints(data(0, { state: 'dying', saves: 0 }), 2, 'magic')).toMatchObject({ data: { hitPoints: { current: 2 } } });
  });
});

describe('the data migration to version 2', () => {
  const [step] = DARK_DUNGEONS_DATA_MIGRATIONS;
  /** A version-1 character as it was written: no health, no data version. */
  const v1 = (current: number) => ({ ...docOf(data(current)), data: data(current) }) as unknown as Record<string, unknown>;

  it('is the one step, from 1, and this build writes version 2', () => {
    expect(DARK_DUNGEONS_DATA_VERSION).toBe(2);
    expect(DARK_DUNGEONS_DATA_MIGRATIONS.map((m) => m.from)).toEqual([1]);
    expect(darkDungeons.records.dataVersion).toBe(2);
    expect(darkDungeons.records.migrations).toBe(DARK_DUNGEONS_DATA_MIGRATIONS);
  });

  it('makes a character at 0 dying, with no save made, and says so; leaves the others as they were', () => {
    const notes: string[] = [];
    const out = step!.up(v1(0), notes);
    expect((out['data'] as DarkDungeonsData).health).toEqual({ state: 'dying', saves: 0 });
    expect(out['dataVersion']).toBe(2);
    expect(notes).toEqual(['At 0 hit points the character is unconscious and dying: its first save vs death ray comes at the end of the next round (supplement §9.6).']);
    const standing = step!.up(v1(4), []);
    expect(standing['data']).toEqual(v1(4)['data']);
    const kept = { ...v1(0), data: data(0, { state: 'dead', cause: 'x' }) };
    expect((step!.up(kept, [])['data'] as DarkDungeonsData).health).toEqual({ state: 'dead', cause: 'x' });
  });

  it('is total: any JSON comes out as JSON, a draft with no hit points untouched', () => {
    for (const doc of [{}, { data: null }, { data: { hitPoints: 'x' } }, { data: { hitPoints: { rolls: [], current: 0 } } }, { data: { hitPoints: { rolls: [1], current: 'a' } } }]) {
      const out = step!.up(structuredClone(doc), []);
      expect(out['data']).toEqual(doc['data' as keyof typeof doc]);
      expect(out['dataVersion']).toBe(2);
    }
  });

  it('gives data the shape check and the rules accept', () => {
    const out = step!.up(v1(0), []);
    expect(checkDarkDungeonsShape(out['data'])).toEqual([]);
  });
});

describe('the health state in a file', () => {
  it('accepts each state with its own fields; drops a stray field; refuses a state it does not know', () => {
    for (const health of [{ state: 'dying', saves: 3 }, { state: 'stable' }, { state: 'dead', cause: 'Failed a save vs poison' }] as const) {
      expect(checkDarkDungeonsShape(data(0, health))).toEqual([]);
    }
    const stray = checkDarkDungeonsShape({ ...data(0), health: { state: 'stable', saves: 2 } });
    expect(stray.map((p) => p.repair?.kind)).toEqual(['drop']);
    const clamped = checkDarkDungeonsShape({ ...data(0), health: { state: 'dying', saves: -1 } });
    expect(clamped[0]?.repair).toMatchObject({ kind: 'set', at: ['health', 'saves'], value: 0 });
    const unknown = checkDarkDungeonsShape({ ...data(0), health: { state: 'undead' } });
    expect(unknown).toEqual([{ path: 'data.health.state', message: 'data.health.state: should be one of dying, stable, dead' }]);
    expect(checkDarkDungeonsShape({ ...data(0), health: 'dying' })[0]?.repair).toBeUndefined();
  });

  it('breaks a rule when a character with no hit points is marked dying, stable or dead', () => {
    const draft = docOf({ ...data(0, { state: 'stable' }), hitPoints: { rolls: [], current: 0 } });
    expect(validateCharacter(draft).find((v) => v.path === 'hitPoints.health')?.message).toMatch(/^The character is marked stable but has no hit points yet\./);
    expect(validateCharacter(docOf(data(0, { state: 'stable' }))).find((v) => v.path === 'hitPoints.health')).toBeUndefined();
  });
});
