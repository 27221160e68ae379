import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../dice';
import type { CharacterDocument } from '../../../documents/character';
import { ZERO_SCORES, type ClassId, type DarkDungeonsData } from '../character';
import { quickCharacter } from '../rules/quick';
import { LevelUpError, MAX_XP_AWARD, applyXpAward, awardXp, levelUpReady } from './index';

const NOW = '2025-02-03T10:00:00.000Z';

/** A quick character of `classId` with its scores set exactly (no adjustments), so the XP bonus is known. */
function character(classId: ClassId, scores: Partial<Record<keyof typeof ZERO_SCORES, number>>): CharacterDocument<DarkDungeonsData> {
  const doc = quickCharacter(createSeededRandom(42), { id: `xp-${classId}`, now: NOW, classId });
  const rolled = { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10, ...scores };
  return { ...doc, data: { ...doc.data, rolled, swap: null, adjustments: ZERO_SCORES } };
}

describe('awardXp', () => {
  it('shows the bonus arithmetic for a +10% thief', () => {
    // 004:38 "Thief ... Dex 13-15 = +5%; Dex 16+ = +10%"
    const thief = character('thief', { dex: 16 });
    const award = awardXp(thief, 1000);
    expect(award).toMatchObject({ base: 1000, bonusPercent: 10, awarded: 1100, arithmetic: '1,000 × 1.10 = 1,100' });
    expect(award.bonusExplanation).toBe('Dex 16 (16+) gives +10% (Table 4-1)');
    expect(award).toMatchObject({ fromXp: 0, totalXp: 1100, capped: false, levelReady: false, readyLevel: null });
  });

  it('gives +5% for 13-15 and nothing below, and rounds down', () => {
    // 004:38 "Dex 13-15 = +5%"
    expect(awardXp(character('thief', { dex: 13 }), 999).arithmetic).toBe('999 × 1.05 = 1,048 (1048.95 rounded down)');
    expect(awardXp(character('thief', { dex: 12 }), 1000)).toMatchObject({ bonusPercent: 0, awarded: 1000 });
  });

  it('gives no bonus to XP added by a spell (supplement:179)', () => {
    const award = awardXp(character('thief', { dex: 18 }), 1000, 'spell');
    expect(award).toMatchObject({ bonusPercent: 0, awarded: 1000, arithmetic: '1,000 × 1.00 = 1,000' });
  });

  it('says when the next level is ready: a thief needs 1,200 XP for 2nd (004:851)', () => {
    const thief = character('thief', { dex: 10 });
    expect(awardXp(thief, 1199).levelReady).toBe(false);
    expect(awardXp(thief, 1200)).toMatchObject({ levelReady: true, readyLevel: 2, totalXp: 1200 });
  });

  it('lets one award reach several levels: the text sets no cap (supplement:987)', () => {
    // Thief 4th level at 4,800 XP (004:853); 5,000 from 0 reaches it, nothing is lost.
    const award = awardXp(character('thief', { dex: 10 }), 5000);
    expect(award).toMatchObject({ totalXp: 5000, capped: false, levelReady: true, readyLevel: 4 });
  });

  it('refuses negative, fractional, absurd or non-numeric awards with a sentence', () => {
    const doc = character('fighter', { str: 10 });
    for (const bad of [-1, 1.5, MAX_XP_AWARD + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => awardXp(doc, bad)).toThrow(RangeError);
      expect(() => awardXp(doc, bad)).toThrow(/^An .+\.$/);
    }
    expect(() => awardXp(doc, MAX_XP_AWARD)).not.toThrow();
  });

  it('refuses a character without a class', () => {
    const doc = character('fighter', {});
    expect(() => awardXp({ ...doc, data: { ...doc.data, classId: null } }, 10)).toThrow(LevelUpError);
  });
});

describe('applyXpAward', () => {
  it('adds the XP and a history entry with the arithmetic, the award as a payload and the XP it added for undo', () => {
    const thief = character('thief', { dex: 16 });
    const award = awardXp(thief, 1000);
    const next = applyXpAward(thief, award, NOW);
    expect(next.data.xp).toBe(1100);
    expect(thief.data.xp).toBe(0); // the input is not changed
    const entry = next.history.at(-1)!;
    expect(entry).toMatchObject({ kind: 'xp', at: NOW, dice: [] });
    // Dex 16 gives a thief +10% (Table 4-1): 1,000 × 1.10 = 1,100, from 0 to 1,100.
    expect(entry.kind === 'xp' && entry.payload).toEqual({ base: 1000, awarded: 1100, bonusPercent: 10, from: 0, to: 1100, source: 'earned' });
    expect(entry.undo).toEqual({ add: { xp: 1100 } });
    expect(entry.summary).toBe('+1,100 XP (1,000 × 1.10 = 1,100), total 1,100');
    expect(next.updatedAt).toBe(NOW);
    expect(new Set(next.history.map((h) => h.id)).size).toBe(next.history.length);
  });

  it('says "level 2 ready" and the ready flag follows the XP', () => {
    const thief = character('thief', { dex: 10 });
    const next = applyXpAward(thief, awardXp(thief, 1500), NOW);
    expect(next.history.at(-1)!.summary).toContain('level 2 ready');
    expect(levelUpReady(thief.data)).toBe(false);
    expect(levelUpReady(next.data)).toBe(true);
  });

  it('refuses an award worked out for another XP total', () => {
    const thief = character('thief', { dex: 10 });
    const award = awardXp(thief, 100);
    const moved = applyXpAward(thief, award, NOW);
    expect(() => applyXpAward(moved, award, NOW)).toThrow(/work it out again/);
  });
});
