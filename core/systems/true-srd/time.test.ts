import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { DamageTrack, TrueSrdData } from './character';
import { trueSrd } from './system';
import { trueSrdTime as T } from './time';

/** A die that always shows `face`: recovery checks (Con + d20 vs 10, 003:345) pass or fail as the test needs. */
const always = (face: number): RandomSource => ({ next: () => (face - 1) / 20, int: (min, max) => Math.min(max, Math.max(min, face)) });
const base = trueSrd.quick(always(10), { id: 't', now: '2026-05-01T00:00:00.000Z' });
const NONE: DamageTrack = { bruised: 0, dazed: false, staggered: false, unconscious: false, hurt: 0, wounded: false, disabled: false, dying: false, dead: false };
const withTrack = (damage: Partial<DamageTrack>, fatigue: TrueSrdData['fatigue'] = 0): CharacterDocument<TrueSrdData> => ({
  ...base,
  data: { ...base.data, abilities: { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 }, damage: { ...NONE, ...damage }, fatigue },
});
const rest = (doc: CharacterDocument<TrueSrdData>, id: string, rng: RandomSource) => {
  const r = T.rest(doc, id, { choices: {}, rng });
  if ('problem' in r) throw new Error(r.problem);
  return r;
};

describe('True SRD time and recovery (003:148, 003:345-353)', () => {
  it('rounds of 6 seconds (003:148); an hour and a day of rest', () => {
    expect(T.roundSeconds).toBe(6);
    expect(T.rests.map((r) => [r.id, r.seconds])).toEqual([['hour', 3_600], ['day', 86_400]]);
  });

  it('an hour: recovery checks erase wounded and staggered on a pass; bruises fade, one hurt fades (003:345-348)', () => {
    const r = rest(withTrack({ wounded: true, staggered: true, bruised: 3, hurt: 2, dazed: true }), 'hour', always(10));
    expect(r.data.damage).toEqual({ ...NONE, hurt: 1 });
    // One roll each: Con +0 and a 10 make 10, Difficulty 10.
    expect(r.dice).toHaveLength(2);
  });

  it('failed checks wait for the next period: 60 tries a minute for staggered, one for wounded in an hour (003:346)', () => {
    const r = rest(withTrack({ wounded: true, staggered: true, disabled: true }), 'hour', always(1));
    expect(r.data.damage).toMatchObject({ wounded: true, staggered: true, disabled: true });
    expect(r.dice).toHaveLength(61);
    expect(r.notices).toContain('Still wounded after 1 recovery check (003:345-346).');
  });

  it('a day: disabled gets its once-a-day check, ten hours clear all fatigue (003:346, 003:353)', () => {
    const r = rest(withTrack({ disabled: true, hurt: 30 }, 3), 'day', always(12));
    expect(r.data.damage).toEqual({ ...NONE, hurt: 6 });
    expect(r.data.fatigue).toBe(0);
  });

  it('a fatigue check each hour of rest: a pass lowers fatigue one level (003:353)', () => {
    expect(rest(withTrack({}, 2), 'hour', always(15)).data.fatigue).toBe(1);
    expect(rest(withTrack({}, 2), 'hour', always(2)).data.fatigue).toBe(2);
  });

  it('the dying make their dying check instead; the dead do not rest', () => {
    expect(T.rest(withTrack({ dying: true, unconscious: true }), 'hour', { choices: {}, rng: always(20) })).toHaveProperty('problem');
    expect(T.rest(withTrack({ dead: true }), 'day', { choices: {}, rng: always(20) })).toHaveProperty('problem');
  });
});
