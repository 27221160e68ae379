/**
 * Dying, stabilising and death pinned to 003's lines: the Con check each round (003:343), the Fortitude save at once
 * and then hourly at +1 (003:363-364) with its natural 20, the Heal check of 15 (003:364), the disabled character's
 * standard action (003:342) and the stable state (003:385). Expected values are worked out by hand from the lines.
 */
import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { UNHURT, type DamageTrack } from '../character';
import { TRUE_SRD_SOURCE } from '../data/source';
import { dyingCheck, dyingDifficulty, healCheck, settleTrack, stabilise, strain } from './dying';

const track = (t: Partial<DamageTrack>): DamageTrack => ({ ...UNHURT, ...t });
const DYING = track({ dying: true, unconscious: true, wounded: true, dazed: true, disabled: true, staggered: true });
const outcome = (r: ReturnType<typeof dyingCheck>) => {
  if ('problem' in r) throw new Error(r.problem);
  return r;
};

describeWithSources('the lines the dying rules rest on', () => {
  const line = (n: number) => readSource(TRUE_SRD_SOURCE)[n - 1] ?? '';
  it('003:343 is a Con check at the beginning of each round; success by 10 is disabled and unconscious', () => {
    expect(line(343)).toContain('Constitution check (Difficulty 10) at the beginning of each round');
    expect(line(343)).toContain('succeeds by 10 or more (Difficulty 20), the character\'s condition becomes disabled and unconscious');
  });
  it('003:363-364: a Fortitude save at once, hourly at a cumulative +1; by 10 or a natural 20 stabilises; Heal 15', () => {
    expect(line(363)).toContain('immediately make a Fortitude save (Difficulty 10)');
    expect(line(364)).toContain('cumulative +1 to the Difficulty for every hour');
    expect(line(364)).toContain('succeeds by 10 or more or the roll is a natural 20, the character automatically stabilizes');
    expect(line(364)).toContain('successful Heal check (Difficulty 15)');
  });
  it('003:342 and 003:385: a disabled standard action begins dying; stable is unconscious and disabled', () => {
    expect(line(342)).toContain('takes a standard action, he falls unconscious and begins dying');
    expect(line(385)).toContain('no longer dying, but is still unconscious and disabled');
  });
});

describe('the dying check by 003:343 (a Con check each round, Difficulty 10)', () => {
  it('a total below 10 kills; 10 to 19 lives another round; 20 or more stabilises', () => {
    expect(outcome(dyingCheck(DYING, { natural: 8, bonus: 1, rule: 'line-343' })).track.dead).toBe(true); // 9
    const holds = outcome(dyingCheck(DYING, { natural: 9, bonus: 1, rule: 'line-343' })); // 10
    expect(holds.track).toEqual({ ...DYING, dyingChecks: 1 });
    expect(holds.explanation).toBe('Con check: d20 9 + 1 Con = 10 vs Difficulty 10: still dying; the next check at the beginning of the next round, Difficulty 10 (003:343).');
    const stable = outcome(dyingCheck(DYING, { natural: 19, bonus: 1, rule: 'line-343' })); // 20
    expect(stable.track).toMatchObject({ dying: false, unconscious: true, disabled: true, stable: true, dyingChecks: 0 });
  });
  it('the Difficulty stays 10 however many rounds pass', () => {
    expect(dyingDifficulty('line-343', track({ dying: true, dyingChecks: 7 }))).toBe(10);
  });
  it('a natural 20 whose total still misses stabilises here too: 003:364 is the text\'s only word on it (issue 19)', () => {
    const r = outcome(dyingCheck(DYING, { natural: 20, bonus: -11, rule: 'line-343' })); // 9 against 10
    expect(r.track).toMatchObject({ dead: false, dying: false, unconscious: true, disabled: true, stable: true });
    expect(r.explanation).toBe('Con check: d20 20 − 11 Con = 9 vs Difficulty 10: a natural 20 stabilises; now unconscious and disabled (003:364).');
    // A 19 with the same bonus is its total: it misses, and the character dies (003:343).
    expect(outcome(dyingCheck(DYING, { natural: 19, bonus: -11, rule: 'line-343' })).track.dead).toBe(true);
  });
});

describe('the dying save by 003:363-364 (Fortitude, at once, then hourly at +1)', () => {
  it('the first save, made at once, is Difficulty 10; each one survived adds 1 to the next', () => {
    expect(dyingDifficulty('line-363', track({ dying: true }))).toBe(10);
    const first = outcome(dyingCheck(DYING, { natural: 12, bonus: 0, rule: 'line-363' }));
    expect(first.track.dyingChecks).toBe(1);
    expect(dyingDifficulty('line-363', first.track)).toBe(11);
    expect(outcome(dyingCheck(first.track, { natural: 10, bonus: 0, rule: 'line-363' })).track.dead).toBe(true); // 10 vs 11
  });
  it('a natural 20 stabilises even when the total misses the Difficulty (003:364)', () => {
    // d20 20 − 15 Fortitude = 5 against 13: failed by 8, yet "the roll is a natural 20, the character automatically stabilizes".
    const r = outcome(dyingCheck(track({ ...DYING, dyingChecks: 3 }), { natural: 20, bonus: -15, rule: 'line-363' }));
    expect(r.total).toBe(5);
    expect(r.track).toMatchObject({ dead: false, dying: false, stable: true, unconscious: true, disabled: true });
    expect(r.explanation).toBe('Fortitude save: d20 20 − 15 Fortitude = 5 vs Difficulty 13: a natural 20 stabilises; now unconscious and disabled (003:364).');
  });
  it('a success by 10 stabilises', () => {
    expect(outcome(dyingCheck(DYING, { natural: 17, bonus: 3, rule: 'line-363' })).track.stable).toBe(true); // 20 vs 10
  });
  it('the dead and the not-dying make no check; a face no d20 shows is refused', () => {
    expect(dyingCheck(track({ dead: true, dying: true }), { natural: 10, bonus: 0, rule: 'line-363' })).toEqual({ problem: 'The character is dead (003:344).' });
    expect(dyingCheck(UNHURT, { natural: 10, bonus: 0, rule: 'line-343' })).toEqual({ problem: 'Only a dying character makes a dying check.' });
    expect(dyingCheck(DYING, { natural: 21, bonus: 0, rule: 'line-343' })).toEqual({ problem: 'A d20 shows 1 to 20, not 21.' });
  });
});

describe('stabilising and the stable state (003:342, 003:364, 003:385)', () => {
  it('a Heal check of 15 stabilises, 14 does not', () => {
    const ok = healCheck(DYING, 10, 5);
    const no = healCheck(DYING, 10, 4);
    expect('track' in ok && ok.track.stable).toBe(true);
    expect('track' in no && no.track).toEqual(DYING);
    expect(healCheck(UNHURT, 10, 5)).toHaveProperty('problem');
  });
  it('stable is unconscious and disabled, no longer dying', () => {
    expect(stabilise(track({ dying: true, dyingChecks: 2 }))).toEqual(track({ unconscious: true, disabled: true, stable: true }));
  });
  it('a disabled character who takes a standard action falls unconscious and begins dying (003:342)', () => {
    const r = strain(track({ disabled: true, staggered: true }));
    expect('track' in r && r.track).toEqual(track({ disabled: true, staggered: true, unconscious: true, dying: true }));
    expect(strain(track({ wounded: true }))).toHaveProperty('problem');
  });
  it('the state follows the boxes: waking ends "stable"; a new dying box starts its checks afresh', () => {
    const stable = stabilise(DYING);
    expect(settleTrack(stable, { ...stable, unconscious: false }).stable).toBe(false);
    expect(settleTrack(stable, { ...stable, dying: true, dyingChecks: 4 })).toMatchObject({ dying: true, dyingChecks: 0, stable: false });
    expect(settleTrack(track({ dying: true, dyingChecks: 2 }), track({ dyingChecks: 2 })).dyingChecks).toBe(0);
  });
});
