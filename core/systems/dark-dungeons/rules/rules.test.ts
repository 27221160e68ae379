import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededRandom } from '../../../dice';
import { createScriptedRandom } from '../../../dice/testing';
import { ABILITY_ORDER, finalScores, newDarkDungeonsData, type AbilityScores, type DarkDungeonsData } from '../character';
import { CLASS_IDS } from '../data/classes';
import { CLASS_REQUIREMENTS } from '../data/class-requirements';
import { turnUndeadRow } from '../data/turn-undead';
import { rerollVerdict, rollAbilityScores } from './rolling';
import { adjustmentProblems, adjustmentRoom, classEligibility, minimumProblems, xpBonusFor } from './adjustment';
import { planAdjustments, quickCharacter } from './quick';
import { validateCharacter } from './validate';
import { hitPointGainFor, rollHitPoints, skillPointsAvailable, weaponFeatSlots } from './creation';
import { computeDerived } from './derive';
import type { CharacterDocument } from '../../../documents/character';

const s = (str: number, int: number, wis: number, dex: number, con: number, cha: number): AbilityScores => ({ str, int, wis, dex, con, cha });
const zero = s(0, 0, 0, 0, 0, 0);

describe('the reroll rule (004:21 "If none of your rolls are above 9, or if two or more of your rolls are 6 or less")', () => {
  it('rerolls when no score is above 9 — 9 is not above 9', () => {
    expect(rerollVerdict(s(9, 9, 9, 9, 9, 9)).mustReroll).toBe(true);
    expect(rerollVerdict(s(9, 9, 9, 9, 9, 9)).reason).toMatch(/None of the scores is above 9/);
    expect(rerollVerdict(s(10, 9, 9, 9, 9, 9)).mustReroll).toBe(false);
  });
  it('rerolls on two scores of 6 or less, not on one, and not on 7s', () => {
    expect(rerollVerdict(s(12, 6, 6, 10, 10, 10)).mustReroll).toBe(true);
    expect(rerollVerdict(s(12, 6, 6, 10, 10, 10)).reason).toMatch(/Int 6, Wis 6/);
    expect(rerollVerdict(s(12, 6, 7, 10, 10, 10)).mustReroll).toBe(false);
    expect(rerollVerdict(s(12, 7, 7, 10, 10, 10)).mustReroll).toBe(false);
  });
  it('matches the CLI example 8,9,9,6,6,12: two scores of 6 force a reroll', () => {
    expect(rerollVerdict(s(8, 9, 9, 6, 6, 12)).mustReroll).toBe(true);
  });
  it('rolls again with scripted dice until the set stands, keeping every set', () => {
    // First set: all 3s (1+1+1) → none above 9 → reroll; second set: 6+6+6 = 18 each.
    const rng = createScriptedRandom([...Array(18).fill(1), ...Array(18).fill(6)]);
    const out = rollAbilityScores(rng);
    expect(out.sets).toHaveLength(2);
    expect(out.sets[0]?.verdict.mustReroll).toBe(true);
    expect(out.scores).toEqual(s(18, 18, 18, 18, 18, 18));
  });
});

describe('Black Leaf (004:58-62): thief, Str 10, Int 8, Wis 12, Dex 14, Con 10, Cha 11', () => {
  const rolled = s(10, 8, 12, 14, 10, 11);
  it('may lower Str by 1 and Wis by 3 (to 9) but not Int 8, raising Dex by 2 to 16 for +10% XP', () => {
    const adj = { ...zero, str: -1, wis: -3, dex: 2 };
    expect(adjustmentProblems('thief', rolled, adj)).toEqual([]);
    const final = { ...rolled, str: 9, wis: 9, dex: 16 };
    expect(minimumProblems('thief', final)).toEqual([]);
    expect(xpBonusFor('thief', final).percent).toBe(10);
    expect(adjustmentRoom('thief', rolled, adj, 'int').canLower).toBe(false);
    expect(adjustmentRoom('thief', rolled, adj, 'int').lowerReason).toMatch(/Int is 8; no score may go below 9/);
    expect(adjustmentRoom('thief', rolled, adj, 'wis').canLower).toBe(false);
  });
  it('the planner reaches the same adjustment the example chose', () => {
    expect(planAdjustments('thief', rolled)).toEqual({ ...zero, str: -1, wis: -3, dex: 2 });
  });
  it('can be a magic-user only after adjusting: Int 8 is below the minimum 9, but sacrificing Str and Wis raises it', () => {
    // 004:36 "Magic-User Intelligence Strength; Wisdom Intelligence 9": Int may be raised by sacrificing Str and Wis,
    // two points per point (004:46), none below 9 (004:48), minimums checked after adjusting (004:50). Str 10→9 and
    // Wis 12→9 give 4 points: Int 8 → 10.
    const e = classEligibility('magic-user', rolled);
    expect(e.state).toBe('open-after-adjusting');
    expect(e.reason).toMatch(/raise Int 8 → 9/);
    expect(minimumProblems('magic-user', rolled)).not.toEqual([]);
    const adj = { ...zero, str: -1, wis: -3, int: 2 };
    expect(adjustmentProblems('magic-user', rolled, adj)).toEqual([]);
    expect(minimumProblems('magic-user', { ...rolled, str: 9, wis: 9, int: 10 })).toEqual([]);
  });
});

describe('class eligibility reasons', () => {
  it('says what is needed and the best reachable score', () => {
    const e = classEligibility('mystic', s(9, 9, 9, 10, 10, 10));
    expect(e.state).toBe('not-possible');
    expect(e.reason).toMatch(/needs Wis 13 after adjustment; best reachable is 9/);
  });
  it('a dwarf with Con 8 can never qualify: Con is not adjustable', () => {
    const e = classEligibility('dwarf', s(18, 18, 18, 18, 8, 18));
    expect(e.state).toBe('not-possible');
    expect(e.reason).toMatch(/needs Con 9 after adjustment; best reachable is 8/);
  });
  it('a thief with Dex 8 and nothing to sacrifice cannot reach Dex 9', () => {
    const e = classEligibility('thief', s(9, 9, 9, 8, 12, 12));
    expect(e.reason).toMatch(/needs Dex 9 after adjustment; best reachable is 8/);
  });
});

describe('adjustment properties (004:44-48)', () => {
  const score = fc.integer({ min: 3, max: 18 });
  const scoresArb = fc.record({ str: score, int: score, wis: score, dex: score, con: score, cha: score });
  it('every adjustment the planner makes keeps 2-for-1 and the 9/18 bounds', () => {
    fc.assert(
      fc.property(scoresArb, fc.constantFrom(...CLASS_IDS), (base, classId) => {
        const adj = planAdjustments(classId, base);
        const req = CLASS_REQUIREMENTS[classId];
        const raised = ABILITY_ORDER.reduce((t, a) => t + Math.max(0, adj[a]), 0);
        const lowered = ABILITY_ORDER.reduce((t, a) => t + Math.max(0, -adj[a]), 0);
        expect(lowered).toBe(raised * 2);
        for (const a of ABILITY_ORDER) {
          if (adj[a] > 0) expect(req.canEnhance).toContain(a);
          if (adj[a] > 0) expect(base[a] + adj[a]).toBeLessThanOrEqual(18);
          if (adj[a] < 0) expect(req.canSacrifice).toContain(a);
          if (adj[a] < 0) expect(base[a] + adj[a]).toBeGreaterThanOrEqual(9);
        }
        expect(adjustmentProblems(classId, base, adj)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
  it('adjustmentProblems refuses every move outside the rules', () => {
    const base = s(12, 12, 12, 12, 12, 12);
    expect(adjustmentProblems('thief', base, { ...zero, dex: 1, str: -1 }).map((p) => p.message).join()).toMatch(/costs 2 sacrificed; only 1 was/);
    expect(adjustmentProblems('thief', base, { ...zero, dex: 1, str: -3 }).map((p) => p.message).join()).toMatch(/not spent/);
    expect(adjustmentProblems('thief', base, { ...zero, con: 1, str: -2 }).map((p) => p.message).join()).toMatch(/Con cannot be raised/);
    expect(adjustmentProblems('thief', base, { ...zero, dex: 2, str: -4 }).map((p) => p.message).join()).toMatch(/below 9/);
    expect(adjustmentProblems('thief', s(12, 12, 12, 18, 12, 12), { ...zero, dex: 1, str: -2 }).map((p) => p.message).join()).toMatch(/stops at 18/);
  });
  it('the "either/both" rule of two-prime classes (Table 4-1, 004:33): elf Str 13 + Int 12 → +5%, both 13 → +10%', () => {
    expect(xpBonusFor('elf', s(13, 12, 10, 10, 10, 10)).percent).toBe(5);
    expect(xpBonusFor('elf', s(13, 13, 10, 10, 10, 10)).percent).toBe(10);
  });
});

describe('level 1 details', () => {
  it('hit points: die + Con modifier, at least 1; fixed after 9th with no Con', () => {
    expect(hitPointGainFor('thief', 1, 1, 3, 'rolled').gained).toBe(1); // 1 − 3 (Con 3) → at least 1
    expect(hitPointGainFor('fighter', 1, 8, 16, 'rolled').gained).toBe(10); // 8 + 2
    expect(hitPointGainFor('fighter', 10, 0, 18, 'rolled').gained).toBe(2); // fighter +2 after 9th, no Con
    expect(hitPointGainFor('cleric', 12, 0, 18, 'rolled').gained).toBe(1);
    const r = rollHitPoints('magic-user', 1, 10, createScriptedRandom([3]));
    expect(r.roll.gained).toBe(3);
    expect(r.text).toMatch(/1d4 \[3\] = 3/);
  });
  it('skill points: 4 + Int bonus; a penalty does not reduce them (004:1018)', () => {
    expect(skillPointsAvailable('thief', 1, 8)).toBe(4);
    expect(skillPointsAvailable('thief', 1, 16)).toBe(6);
    expect(skillPointsAvailable('thief', 5, 10)).toBe(5); // Table 4-9 level 5 skills column = 5 (004:854)
  });
  it('weapon feats: 2, or 4 for fighters and dwarves', () => {
    expect(CLASS_IDS.map((c) => [c, weaponFeatSlots(c, 1)])).toEqual([
      ['cleric', 2], ['dwarf', 4], ['elf', 2], ['fighter', 4], ['halfling', 2], ['magic-user', 2], ['mystic', 2], ['thief', 2],
    ]);
  });
  it('a level-2 cleric turns zombies on 7 (004:117 "2 t 7 9 11")', () => {
    expect(turnUndeadRow(2).zombie).toBe('7');
    expect(turnUndeadRow(2).skeleton).toBe('t');
  });
});

describe('quick characters', () => {
  it('every generated character of every class validates (property over seeds)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom(...CLASS_IDS, undefined), (seed, classId) => {
        const doc = quickCharacter(createSeededRandom(seed), { id: `q${seed}`, now: '2026-11-22T00:00:00.000Z', ...(classId ? { classId } : {}) });
        expect(validateCharacter(doc)).toEqual([]);
        if (classId) expect(doc.data.classId).toBe(classId);
      }),
      { numRuns: 400 },
    );
  });
  it('the same seed gives the same character', () => {
    const a = quickCharacter(createSeededRandom(42), { id: 'x', now: 'n' });
    const b = quickCharacter(createSeededRandom(42), { id: 'x', now: 'n' });
    expect(a).toEqual(b);
  });
});

describe('the validator', () => {
  const doc = (data: Partial<DarkDungeonsData>, name = 'Test'): CharacterDocument<DarkDungeonsData> =>
    ({ ...quickCharacter(createSeededRandom(7), { id: 'v', now: 'n', classId: 'thief' }), name, data: { ...quickCharacter(createSeededRandom(7), { id: 'v', now: 'n', classId: 'thief' }).data, ...data } });
  it('lists every broken rule in words without refusing the character', () => {
    const broken = doc({ rolled: s(25, 8, 12, 14, 10, 11), skills: [{ skillId: 'craft', specialty: '', points: 9 }], weaponFeats: [{ weaponId: 'sword-two-handed', proficiency: 'B' }] }, '');
    const messages = validateCharacter(broken).map((v) => v.message).join('\n');
    expect(messages).toMatch(/no name/);
    expect(messages).toMatch(/Str 25 cannot come from 3d6/);
    expect(messages).toMatch(/Craft needs a medium to be named/);
    expect(messages).toMatch(/skill points are spent but only/);
    expect(messages).toMatch(/Sword, Two-Handed|two-handed/i);
  });
  it('an empty draft lists what is missing', () => {
    const empty = { ...doc({}), name: '', data: newDarkDungeonsData() };
    const messages = validateCharacter(empty).map((v) => v.message);
    expect(messages).toContain('Ability scores have not been rolled or entered yet.');
    expect(messages).toContain('No class has been chosen.');
  });
});

describe('derived values explain themselves', () => {
  it('a level-4 thief save reads "Thief level 4, Table 4-9" (004:853)', () => {
    const d = quickCharacter(createSeededRandom(3), { id: 'd', now: 'n', classId: 'thief' }).data;
    const values = computeDerived({ ...d, level: 4, xp: 4800 });
    const wands = values.find((v) => v.id === 'save.magicWands');
    expect(wands?.value).toBe(13);
    expect(wands?.explanation).toBe('Thief level 4, Table 4-9');
    expect(finalScores(d)).not.toBeNull();
  });
});
