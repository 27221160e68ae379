import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import { UNHURT, type DamageTrack, type TrueSrdData } from './character';
import { trueSrd } from './system';
import { trueSrdTime as T } from './time';
import { createScriptedRandom } from '../../dice/testing';

/** A die that always shows `face`: recovery checks (Con + d20 vs 10, 003:345) pass or fail as the test needs. */
const always = (face: number): RandomSource => ({ next: () => (face - 1) / 20, int: (min, max) => Math.min(max, Math.max(min, face)) });
const base = trueSrd.quick(always(10), { id: 't', now: '2026-05-01T00:00:00.000Z' });
const NONE: DamageTrack = UNHURT;
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
    const r = rest(withTrack({ wounded: true, staggered: true, bruised: 3, hurt: 2, dazed: true }), 'hour', always(12));
    expect(r.data.damage).toEqual({ ...NONE, hurt: 1 });
    // One roll each: a 12 with Con +0, −2 while wounded (shaken: −2 on all checks, 003:341), makes 10, Difficulty 10.
    expect(r.dice).toHaveLength(2);
    expect(r.dice?.[0]).toBe('Recovery: d20 12 − 2 (Con +0, shaken −2) = 10 vs Difficulty 10: staggered is erased (003:345-346).');
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

  it('the dead do not rest (003:344)', () => {
    expect(T.rest(withTrack({ dead: true }), 'day', { choices: {}, rng: always(20) })).toEqual({ problem: 'The character is dead; only powerful healers restore life (003:344).' });
  });

  it('the dying spend the rest on their dying checks, one each round by 003:343; a failed one kills, nothing heals', () => {
    // Con +0 and −2 while wounded (003:341): a 12 makes 10, alive; a 19 makes 17, alive but not stable (a natural 20
    // would stabilise, 003:364); a 1 dies.
    const dying = withTrack({ dying: true, unconscious: true, disabled: true, wounded: true });
    const r = rest(dying, 'hour', createScriptedRandom([12, 19, 1]));
    expect(r.dice).toEqual([
      'Dying: Con check: d20 12 − 2 (Con +0, shaken −2) = 10 vs Difficulty 10: still dying; the next check at the beginning of the next round, Difficulty 10 (003:343).',
      'Dying: Con check: d20 19 − 2 (Con +0, shaken −2) = 17 vs Difficulty 10: still dying; the next check at the beginning of the next round, Difficulty 10 (003:343).',
      'Dying: Con check: d20 1 − 2 (Con +0, shaken −2) = -1 vs Difficulty 10: failed, the character dies (003:343).',
    ]);
    expect(r.data.damage).toMatchObject({ dead: true, wounded: true, disabled: true });
    expect(r.notices).toEqual(['Dying through the rest: the 3rd dying check failed; the character died (003:343).']);
  });

  it('a dying character who stabilises recovers normally for the rest of the time (003:343, 003:346)', () => {
    const dying = withTrack({ dying: true, unconscious: true, disabled: true });
    // The first check: 20 + 0 = 20, a success by 10: stable at the start of the hour; then unconscious is checked
    // each minute (a 1 fails, a 15 wakes), and disabled waits for its day (003:346).
    const r = rest(dying, 'hour', createScriptedRandom([20, 1, 15]));
    expect(r.data.damage).toEqual({ ...NONE, disabled: true });
    expect(r.notices).toContain('Dying through the rest: stable on the 1st dying check; the rest of the time goes to recovery (003:343, 003:346).');
    expect(r.notices).toContain('Unconscious is erased on the 2nd recovery check (003:345-346).');
  });

  it('by 003:363-364 the save owed at once, then one each hour at +1; a failed one kills', () => {
    const dying = withTrack({ dying: true, unconscious: true });
    const hourly = { ...dying, data: { ...dying.data, variants: { ...dying.data.variants, dying: 'line-363' as const }, combat: { combatBonus: 0, fortitude: 0, reflex: 0, will: 0 } } };
    // At once: 10 against 10 lives; an hour later: 10 against 11 dies.
    const r = rest(hourly, 'hour', createScriptedRandom([10, 10]));
    expect(r.data.damage.dead).toBe(true);
    expect(r.dice).toHaveLength(2);
    expect(r.notices).toEqual(['Dying through the rest: the 2nd dying check failed; the character died (003:363-364).']);
  });
});
