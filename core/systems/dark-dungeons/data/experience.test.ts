import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { MAX_LEVEL, applyXpBonus, capAward, levelForXp } from './experience';

/** The cleric's XP column, typed by hand from Table 4-2a (004:75-110, second column). */
// prettier-ignore
const CLERIC_XP: readonly number[] = [
  0, 1500, 3000, 6000, 12000, 25000, 50000, 100000, 200000, 300000, 400000, 500000, 600000, 700000, 800000, 900000,
  1000000, 1100000, 1200000, 1300000, 1400000, 1500000, 1600000, 1700000, 1800000, 1900000, 2000000, 2100000,
  2200000, 2300000, 2400000, 2500000, 2600000, 2700000, 2800000, 2900000,
];

describe('MAX_LEVEL', () => {
  it('is the last row the class tables print (004:110 "36 2900000 ...")', () => {
    expect(MAX_LEVEL).toBe(36);
    expect(CLERIC_XP).toHaveLength(MAX_LEVEL);
  });
});

describe('applyXpBonus', () => {
  it('multiplies and shows the arithmetic', () => {
    expect(applyXpBonus(1000, 10)).toEqual({ awarded: 1100, arithmetic: '1,000 × 1.10 = 1,100' });
    expect(applyXpBonus(1000, 5)).toEqual({ awarded: 1050, arithmetic: '1,000 × 1.05 = 1,050' });
    expect(applyXpBonus(2500, 0)).toEqual({ awarded: 2500, arithmetic: '2,500 × 1.00 = 2,500' });
  });

  it('rounds down', () => {
    expect(applyXpBonus(7, 10)).toEqual({ awarded: 7, arithmetic: '7 × 1.10 = 7 (7.7 rounded down)' });
    expect(applyXpBonus(999, 5).awarded).toBe(1048);
    expect(applyXpBonus(15, -10).awarded).toBe(13);
  });

  it('rejects nonsense', () => {
    expect(() => applyXpBonus(-1, 10)).toThrow(RangeError);
    expect(() => applyXpBonus(100, Number.NaN)).toThrow(RangeError);
    expect(() => applyXpBonus(100, -101)).toThrow(RangeError);
  });
});

describe('levelForXp and capAward', () => {
  it('finds the level of a total', () => {
    expect(levelForXp(0, CLERIC_XP)).toBe(1);
    expect(levelForXp(1499, CLERIC_XP)).toBe(1);
    expect(levelForXp(1500, CLERIC_XP)).toBe(2);
    expect(levelForXp(2900000, CLERIC_XP)).toBe(36);
    expect(() => levelForXp(-1, CLERIC_XP)).toThrow(RangeError);
    expect(() => levelForXp(0, [])).toThrow(RangeError);
  });

  it('lets one award reach the next level', () => {
    expect(capAward(1000, 1000, CLERIC_XP)).toEqual({ total: 2000, capped: false, explanation: '1,000 + 1,000 = 2,000' });
    expect(capAward(1000, 1999, CLERIC_XP).total).toBe(2999);
    expect(capAward(1000, 1999, CLERIC_XP).capped).toBe(false);
  });

  it('caps nothing by default: the text sets no one-level limit (supplement line 987)', () => {
    // A level-1 cleric with 1,000 XP given 5,000: 6,000 reaches level 4 (Table 4-2a, 004:78 "4 6000").
    expect(capAward(1000, 5000, CLERIC_XP)).toEqual({ total: 6000, capped: false, explanation: '1,000 + 5,000 = 6,000' });
    expect(levelForXp(6000, CLERIC_XP)).toBe(4);
  });

  it('under the one-level-per-award house rule, stops 1 XP below the level after next', () => {
    const r = capAward(1000, 5000, CLERIC_XP, true);
    expect(r.total).toBe(2999);
    expect(r.capped).toBe(true);
    expect(r.explanation).toBe(
      '1,000 + 5,000 = 6,000 would pass level 3 (3,000 XP); under the house rule one award raises at most one level, so the total stops at 2,999 and 3,001 XP is lost',
    );
    expect(capAward(1000, 2000, CLERIC_XP, true)).toMatchObject({ total: 2999, capped: true });
  });

  it('does not cap at the top of the table', () => {
    expect(capAward(2800000, 500000, CLERIC_XP)).toMatchObject({ total: 3300000, capped: false });
    // Level 34 can still only reach 35 (004:109 "35 2800000"; 004:110 "36 2900000").
    expect(capAward(2700000, 500000, CLERIC_XP, true)).toMatchObject({ total: 2899999, capped: true });
  });
});

describeWithSources('experience against the rule texts', () => {
  const source = readSource('004_b3026cedeba6292d.txt');
  const supplement = readSource('supplements/dark-dungeons-tables.md');

  it('the cleric XP column typed above is the one printed at 004:75-110', () => {
    expect(source.slice(74, 110).map((l) => Number(l.split(' ')[1]))).toEqual(CLERIC_XP);
  });

  it('the sources say nothing about one award raising several levels, so capAward\'s rule is our decision', () => {
    expect(supplement[172]).toContain('Gaining Experience');
    const section = supplement.slice(172, 260).join('\n');
    expect(section).not.toMatch(/more than one level|one level per/i);
  });
});
