/**
 * The damage track pinned to 003's own words: the Difficulty example, the bands, escalation, collateral damage,
 * the impossible-save rule, recovery, dying and fatigue. Expected values are worked out by hand from the cited lines.
 */
import { describe, expect, it } from 'vitest';
import { UNHURT, type DamageTrack } from '../character';
import { damageBonus } from './derive';
import {
  addFatigue,
  fadeHour,
  fadeMinute,
  fatiguePenalty,
  fatigueRecovery,
  neededOnD20,
  recoveryCheck,
  resolveToughnessSave,
  shakeOff,
  toughnessDifficulty,
  trackPenalty,
  trackPosition,
  trackState,
} from './toughness';

const track = (t: Partial<DamageTrack>): DamageTrack => ({ ...UNHURT, ...t });
const save = (t: DamageTrack, natural: number, toughness: number, damage: number, type: 'lethal' | 'non-lethal' = 'lethal', spares = true) =>
  resolveToughnessSave(t, { natural, toughness, damageBonus: damage, type, naturalTwentySpares: spares });

describe('the Toughness save (003:322-323)', () => {
  it('Strength +1 with a short sword (+2) is damage +3, Difficulty 18 (003:322)', () => {
    const bonus = damageBonus({ id: 's', name: 'Short sword', kind: 'melee', damage: 2, lethal: true, rangeIncrement: 0, critical: '' }, 1);
    expect(bonus).toBe(3);
    expect(toughnessDifficulty(bonus)).toBe(18);
  });
  it('projectiles keep their fixed damage; Strength does not add (003:116)', () => {
    expect(damageBonus({ id: 'b', name: 'Bow', kind: 'projectile', damage: 3, lethal: true, rangeIncrement: 60, critical: '' }, 4)).toBe(3);
  });
  it('meeting the Difficulty is no damage (003:324)', () => {
    const r = save(UNHURT, 15, 3, 3);
    expect(r.total).toBe(18);
    expect(r.success).toBe(true);
    expect(r.track).toEqual(UNHURT);
  });
  it('says which face is needed: Toughness +3 against 18 needs 15; against 40 even a 20 fails', () => {
    expect(neededOnD20(3, 18)).toBe(15);
    expect(neededOnD20(3, 40)).toBe(21);
  });
});

describe('lethal damage (003:328)', () => {
  it('failing by 1-4 is hurt, and hurt also bruises (003:329)', () => {
    const r = save(UNHURT, 11, 3, 3); // 14 vs 18: failed by 4
    expect(r.failedBy).toBe(4);
    expect(r.marked).toEqual(['hurt', 'bruised']);
    expect(r.track).toEqual(track({ hurt: 1, bruised: 1 }));
  });
  it('by 5 is wounded, and a wounded hero is also dazed (003:329)', () => {
    const r = save(UNHURT, 10, 3, 3); // 13 vs 18
    expect(r.marked).toEqual(['wounded', 'dazed']);
  });
  it('by 10 is disabled (and staggered), by 15 dying (and unconscious)', () => {
    expect(save(UNHURT, 5, 3, 3).marked).toEqual(['disabled', 'staggered']); // 8 vs 18
    expect(save(UNHURT, 1, 2, 3).marked).toEqual(['dying', 'unconscious']); // 3 vs 18
  });
  it('“already wounded and suffers another wounded result, check off the disabled box. If that’s already checked off, check off the dying box” (003:328)', () => {
    expect(save(track({ wounded: true, dazed: true }), 11, 3, 3).marked[0]).toBe('disabled'); // 14 − 1 wounded = 13: by 5
    expect(save(track({ wounded: true, disabled: true }), 11, 3, 3).marked[0]).toBe('dying'); // 14 − 1 = 13: by 5
  });
  it('each hurt and the wounded box are −1 on further lethal saves, bruises are not (003:326, 003:328)', () => {
    const t = track({ hurt: 2, wounded: true, bruised: 3 });
    expect(trackPenalty(t, 'lethal')).toBe(-3);
    expect(trackPenalty(t, 'non-lethal')).toBe(-3);
    expect(trackPenalty(track({ bruised: 2 }), 'lethal')).toBe(0);
  });
  it('past dying is dead, the track’s last column (003:334)', () => {
    const r = save(track({ wounded: true, disabled: true, dying: true, unconscious: true }), 1, 0, 10);
    expect(r.marked).toEqual(['dead']);
    expect(trackState(r.track)).toBe('Dead');
  });
});

describe('non-lethal damage (003:326)', () => {
  it('failing by 1-4 is bruised, by 5 dazed, by 10 staggered, by 15 unconscious', () => {
    expect(save(UNHURT, 12, 2, 0, 'non-lethal').marked).toEqual(['bruised']); // 14 vs 15
    expect(save(UNHURT, 8, 2, 0, 'non-lethal').marked).toEqual(['dazed']); // 10 vs 15
    expect(save(UNHURT, 3, 2, 0, 'non-lethal').marked).toEqual(['staggered']); // 5 vs 15
    expect(save(UNHURT, 1, -2, 0, 'non-lethal').marked).toEqual(['unconscious']); // −1 vs 15
  });
  it('“already staggered and suffers another staggered result, check off the unconscious box” (003:326)', () => {
    expect(save(track({ staggered: true }), 3, 2, 0, 'non-lethal').marked).toEqual(['unconscious']);
  });
  it('any further damage to a staggered character makes it unconscious (003:386)', () => {
    expect(save(track({ staggered: true }), 12, 2, 0, 'non-lethal').marked).toEqual(['unconscious']);
    expect(save(track({ staggered: true }), 11, 3, 3).marked).toEqual(['hurt', 'bruised', 'unconscious']);
  });
  it('unconscious and more non-lethal damage: the first free lethal box, wounded (003:326)', () => {
    const r = save(track({ unconscious: true }), 12, 2, 0, 'non-lethal');
    expect(r.marked).toEqual(['wounded', 'dazed']);
  });
  it('bruises do not count against lethal damage (003:326)', () => {
    const r = save(track({ bruised: 4 }), 15, 3, 3);
    expect(r.penalty).toBe(0);
    expect(r.success).toBe(true);
  });
});

describe('impossible Toughness saves (003:335)', () => {
  it('a natural 20 that still fails leaves the hero only hurt', () => {
    const r = save(UNHURT, 20, 0, 25); // 20 vs 40: failed by 20
    expect(r.failedBy).toBe(20);
    expect(r.marked).toEqual(['hurt', 'bruised']);
  });
  it('Narrators who ignore the rule get the full result', () => {
    expect(save(UNHURT, 20, 0, 25, 'lethal', false).marked).toEqual(['dying', 'unconscious']);
  });
});

describe('recovery (003:345-348)', () => {
  it('a Con check of 10 erases the condition; 9 does not', () => {
    const t = track({ wounded: true, dazed: true });
    const ok = recoveryCheck(t, 'wounded', 9, 1);
    const no = recoveryCheck(t, 'wounded', 8, 1);
    expect('success' in ok && ok.success && ok.value.wounded).toBe(false);
    expect('success' in no && no.success).toBe(false);
    expect('value' in no && no.value.wounded).toBe(true);
  });
  it('Conviction gives a roll of 10 (003:347)', () => {
    const r = recoveryCheck(track({ staggered: true }), 'staggered', 1, 0, true);
    expect('total' in r && r.total).toBe(10);
  });
  it('nothing to recover from, or dying first, is refused in a sentence', () => {
    expect(recoveryCheck(UNHURT, 'wounded', 15, 0)).toEqual({ problem: 'Wounded is not checked, so there is nothing to recover from.' });
    expect('problem' in recoveryCheck(track({ dying: true, unconscious: true }), 'unconscious', 15, 0)).toBe(true);
  });
  it('bruised and dazed fade one a minute, hurt one an hour; Conviction erases all three after a conflict (003:348)', () => {
    expect(fadeMinute(track({ bruised: 2, dazed: true, hurt: 1 }))).toEqual(track({ bruised: 1, hurt: 1 }));
    expect(fadeHour(track({ hurt: 2 }))).toEqual(track({ hurt: 1 }));
    expect(shakeOff(track({ bruised: 2, dazed: true, hurt: 3, wounded: true }))).toEqual(track({ wounded: true }));
  });
});

describe('fatigue (003:349-353)', () => {
  it('winded, fatigued, exhausted, then unconscious', () => {
    const one = addFatigue(0, UNHURT);
    const three = addFatigue(2, UNHURT);
    const four = addFatigue(3, UNHURT);
    expect(one.fatigue).toBe(1);
    expect(three.fatigue).toBe(3);
    expect(four.fatigue).toBe(3);
    expect(four.track.unconscious).toBe(true);
  });
  it('−1, −2 and −3 to effective Str and Dex, or −6 for exhausted by 003:366', () => {
    expect([1, 2, 3].map((l) => fatiguePenalty(l as 1 | 2 | 3, 'line-352'))).toEqual([-1, -2, -3]);
    expect(fatiguePenalty(3, 'line-366')).toBe(-6);
  });
  it('an hour’s rest and a Con check of 10 remove one level (003:353)', () => {
    const r = fatigueRecovery(3, 10, 0);
    expect('value' in r && r.value).toBe(2);
    expect(fatigueRecovery(0, 10, 0)).toEqual({ problem: 'The character is not fatigued.' });
  });
});

describe('the track as one number', () => {
  it('0 unhurt … 5 dead, by the worst column checked (003:330-334)', () => {
    expect(trackPosition(UNHURT)).toBe(0);
    expect(trackPosition(track({ bruised: 3 }))).toBe(1);
    expect(trackPosition(track({ wounded: true }))).toBe(2);
    expect(trackPosition(track({ staggered: true }))).toBe(3);
    expect(trackPosition(track({ dying: true }))).toBe(4);
    expect(trackPosition(track({ dead: true }))).toBe(5);
    expect(trackState(track({ disabled: true, staggered: true, hurt: 2 }))).toBe('Disabled, staggered, hurt 2');
    expect(trackState(UNHURT)).toBeNull();
  });
});
