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
const withHp = (doc: CharacterDocument<DarkDungeonsData>, current: number) => ({ ...doc, data: { ...doc.data, hitPoints: { ...doc.data.hitPoints, current } } });
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
    expect(hpAfter(withHp(doc, 0), 'rest-day')).toBe(2);
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

  it('refuses an unknown rest and a character without hit points', () => {
    expect(T.rest(fighter(), 'week', { choices: {}, rng })).toEqual({ problem: 'Dark Dungeons has no rest “week”.' });
    const blank = { ...fighter(), data: darkDungeons.newData() };
    expect(T.rest(blank, 'night', { choices: {}, rng })).toEqual({ problem: 'Hit points are not rolled yet.' });
  });
});
