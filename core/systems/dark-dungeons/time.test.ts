import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { DarkDungeonsData } from './character';
import { darkDungeons } from './system';
import { darkDungeonsTime as T } from './time';
import { maxHp } from './vitals';

const rng = createSeededRandom(3);
/** A quick fighter whose maximum a GM ruling sets to `max` (the dice may give a 1st-level fighter very few hp). */
const fighter = (max = 12): CharacterDocument<DarkDungeonsData> => ({
  ...darkDungeons.quick(createSeededRandom(7), { id: 'f', now: '2026-05-01T00:00:00.000Z', variant: 'fighter' }),
  overrides: { 'hp.max': { value: max, note: 'GM ruling', at: '2026-05-01T00:00:00.000Z' } },
});
const withHp = (doc: CharacterDocument<DarkDungeonsData>, current: number, health?: DarkDungeonsData['health']) => ({
  ...doc,
  data: { ...doc.data, hitPoints: { ...doc.data.hitPoints, current }, ...(health ? { health } : {}) },
});
const hpAfter = (doc: CharacterDocument<DarkDungeonsData>, restId: string) => {
  const r = T.rest(doc, restId, { choices: {}, rng });
  if ('problem' in r) throw new Error(r.problem);
  return r.data.hitPoints.current;
};

describe('Dark Dungeons time (supplement §10)', () => {
  it('a round is 10 seconds (l.948), a turn is read as 10 minutes (l.950)', () => {
    expect(T.units.map((u) => [u.id, u.seconds])).toEqual([['round', 10], ['turn', 600]]);
    expect(T.units.every((u) => u.source?.includes('supplement §10'))).toBe(true);
    expect(T.roundSeconds).toBe(10);
  });

  it('a torch burns 1 hour, a lantern 4 hours a flask (l.959)', () => {
    expect(T.lights.map((l) => [l.id, l.seconds])).toEqual([['torch', 3_600], ['lantern', 14_400]]);
  });

  it('natural healing: a night after an active day heals 1 hp, a day of bed rest 2 (l.962)', () => {
    const doc = fighter();
    const max = maxHp(doc);
    expect(max).toBe(12);
    expect(hpAfter(withHp(doc, max - 3), 'night')).toBe(max - 2);
    expect(hpAfter(withHp(doc, max - 3), 'rest-day')).toBe(max - 1);
    // At 0 and stable (First Aid stopped the dying): natural healing as for anyone (supplement §9.6; §10 l.962).
    expect(hpAfter(withHp(doc, 0, { state: 'stable' }), 'rest-day')).toBe(2);
    expect(T.rests.map((r) => [r.id, r.seconds, r.oncePer])).toEqual([['night', 28_800, 86_400], ['rest-day', 86_400, 86_400]]);
  });

  it('never above the maximum, which an override may change', () => {
    const doc = fighter();
    const max = maxHp(doc);
    expect(hpAfter(withHp(doc, max - 1), 'rest-day')).toBe(max);
    expect(hpAfter(withHp(doc, max), 'night')).toBe(max);
    expect(hpAfter(withHp(fighter(20), max), 'rest-day')).toBe(max + 2);
    expect(hpAfter(withHp(fighter(13), max), 'rest-day')).toBe(13);
  });

  it('never heals the dead; the dying cannot rest until First Aid or magic stops the saves; the stable wake above 0 (supplement §9.6, §10)', () => {
    const doc = fighter();
    const dead = T.rest(withHp(doc, 0, { state: 'dead', cause: 'Failed the 2nd save vs death ray while dying (9 vs 12)' }), 'night', { choices: {}, rng });
    expect(dead).toEqual({ problem: 'Dead: a rest heals nobody dead; only Raise Dead brings them back (supplement §10, l.968).' });
    // A character at 0 is dying until something stops it; the measured fault was a night's sleep taking one from 0 to 1.
    for (const dying of [withHp(doc, 0), withHp(doc, 0, { state: 'dying', saves: 2 })]) {
      expect(T.rest(dying, 'night', { choices: {}, rng })).toEqual({
        problem: 'Dying: a save vs death ray every round until First Aid or magical healing stops it, which rest does not (supplement §9.6, l.889); it cannot rest until then.',
      });
    }
    const woke = T.rest(withHp(doc, 0, { state: 'stable' }), 'night', { choices: {}, rng });
    if ('problem' in woke) throw new Error(woke.problem);
    expect(woke.data.hitPoints.current).toBe(1);
    expect(woke.data.health).toBeUndefined();
    expect(woke.notices).toEqual(['Natural healing: +1 hp (1 a day when active; supplement §10, l.962).', 'Above 0 hit points: conscious again (supplement §9.6, l.889).']);
  });

  it('refuses an unknown rest and a character without hit points', () => {
    expect(T.rest(fighter(), 'week', { choices: {}, rng })).toEqual({ problem: 'Dark Dungeons has no rest “week”.' });
    const blank = { ...fighter(), data: darkDungeons.newData() };
    expect(T.rest(blank, 'night', { choices: {}, rng })).toEqual({ problem: 'Hit points are not rolled yet.' });
  });
});
