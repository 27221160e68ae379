import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import { HEALTHY, type SixteenData } from './character';
import { sixteen } from './system';
import { sixteenTime as T } from './time';

const rng = createSeededRandom(2);
const base = sixteen.quick(createSeededRandom(4), { id: 's', now: '2026-05-01T00:00:00.000Z' });
const withVitals = (hp: number, max: number, mp = 0, mpMax = 0): CharacterDocument<SixteenData> => ({
  ...base,
  data: { ...base.data, hitPoints: { ...base.data.hitPoints, current: hp, max }, magic: { ...base.data.magic, mp, mpMax } },
});
const after = (doc: CharacterDocument<SixteenData>, choices: Record<string, string> = {}) => {
  const r = T.rest(doc, 'good-rest', { choices, rng });
  if ('problem' in r) throw new Error(r.problem);
  return r.data;
};

describe('“16+” time', () => {
  it('a round of 3 to 6 seconds is read as 6 (001:3); a good rest is 8 hours, once a day (001:12)', () => {
    expect(T.roundSeconds).toBe(6);
    expect(T.rests.map((r) => [r.id, r.seconds, r.oncePer])).toEqual([['good-rest', 28_800, 86_400]]);
  });

  it('heals 20% of the maximum, rounded up, through the sheet’s own rest (001:12)', () => {
    const doc = withVitals(3, 23);
    // 20% of 23 is 4.6, rounded up to 5.
    expect(after(doc).hitPoints.current).toBe(8);
    const sheet = sixteen.play.run(doc, 'rest', {}, rng);
    expect('data' in sheet && sheet.data.hitPoints).toEqual(after(doc).hitPoints);
  });

  it('never heals the dead, and refuses the bleeding until the bleeding is stopped (001:10, 001:12)', () => {
    const dead = { ...withVitals(-7, 23), data: { ...withVitals(-7, 23).data, health: { ...HEALTHY, dead: true } } };
    expect(T.rest(dead, 'good-rest', { choices: {}, rng })).toEqual({ problem: 'Dead: a rest does not bring back the dead (001:12).' });
    const bleeding = { ...withVitals(-2, 23), data: { ...withVitals(-2, 23).data, health: { ...HEALTHY, bleeding: true } } };
    expect(T.rest(bleeding, 'good-rest', { choices: {}, rng })).toMatchObject({ problem: expect.stringMatching(/^Bleeding to death/) });
    // Once first aid stopped it, a creature below 0 rests as any other: −2 + 5 = 3.
    const stopped = { ...bleeding, data: { ...bleeding.data, health: HEALTHY } };
    expect(after(stopped).hitPoints.current).toBe(3);
  });

  it('never above the maximum; nothing for a creature too weak to rest (001:12)', () => {
    expect(after(withVitals(21, 23)).hitPoints.current).toBe(23);
    expect(after(withVitals(3, 23), { state: 'weak' }).hitPoints.current).toBe(3);
  });

  it('magic points come back 10% of the maximum each 2 hours, four times in the 8 hours (001:17)', () => {
    // 10% of 12 is 1.2, rounded up to 2; four periods give 8.
    expect(after(withVitals(10, 10, 1, 12)).magic.mp).toBe(9);
    expect(after(withVitals(10, 10, 10, 12)).magic.mp).toBe(12);
  });
});
