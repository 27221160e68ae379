import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import {
  ABILITY_MODIFIER_CITATION,
  ABILITY_MODIFIER_TABLE,
  abilityModifier,
  abilityModifierRow,
  formatModifier,
  hirelingMorale,
  initiativeModifier,
  maxHirelings,
  reactionModifier,
} from './ability-modifiers';

/** 1-based line of the supplement (only inside describeWithSources). */
const line = (n: number): string => readSource('supplements/dark-dungeons-tables.md')[n - 1] ?? '';

/** Parses a printed row such as "| 2–3 | -3 | 1 | 4 | -2 | -2 |". */
function parseRow(text: string): number[] {
  const cells = text.split('|').map((c) => c.trim()).filter((c) => c !== '');
  const [range, ...rest] = cells;
  const [min, max] = (range ?? '').split('–').map(Number);
  return [min ?? NaN, max ?? min ?? NaN, ...rest.map(Number)];
}

describeWithSources('Table 3-1 against the supplement text', () => {
  it('cites the section it was read from', () => {
    expect(line(37)).toContain('## 1. Ability score modifiers');
    expect(ABILITY_MODIFIER_CITATION.lines).toBe('37-78');
  });

  it('matches every printed row (supplement lines 41-65)', () => {
    const printed = [];
    for (let n = 41; n <= 65; n++) printed.push(parseRow(line(n)));
    const data = ABILITY_MODIFIER_TABLE.map((r) => [
      r.min,
      r.max,
      r.general,
      r.maxHirelings,
      r.hirelingMorale,
      r.reaction,
      r.initiative,
    ]);
    expect(data).toEqual(printed);
    // The row after the table is prose, so no row was left out.
    expect(line(66).trim()).toBe('');
  });

  it('confirms the RC breakpoints for 3-18 pinned below (supplement:67)', () => {
    expect(`${line(67)} ${line(68)}`).toContain('(3:-3, 4–5:-2, 6–8:-1, 9–12:0, 13–15:+1, 16–17:+2, 18:+3)');
  });
});

describe('Table 3-1 shape', () => {
  it('has contiguous bands from 1 to 100', () => {
    let next = 1;
    for (const row of ABILITY_MODIFIER_TABLE) {
      expect(row.min).toBe(next);
      expect(row.max).toBeGreaterThanOrEqual(row.min);
      next = row.max + 1;
    }
    expect(next).toBe(101);
  });

  it('agrees with the RC breakpoints the supplement confirms for 3-18', () => {
    // supplement:67 "(3:-3, 4–5:-2, 6–8:-1, 9–12:0, 13–15:+1, 16–17:+2, 18:+3)"
    const expected: Record<number, number> = { 3: -3, 4: -2, 5: -2, 6: -1, 8: -1, 9: 0, 12: 0, 13: 1, 15: 1, 16: 2, 17: 2, 18: 3 };
    for (const [score, mod] of Object.entries(expected)) expect(abilityModifier(Number(score))).toBe(mod);
  });
});

describe('abilityModifier spot checks', () => {
  it.each([
    [1, -4], // supplement:41 "| 1 | -4 |"
    [2, -3], // supplement:42 "| 2–3 | -3 |"
    [3, -3],
    [8, -1], // supplement:44 "| 6–8 | -1 |"
    [9, 0], // supplement:45 "| 9–12 | 0 |"
    [12, 0],
    [13, 1], // supplement:46 "| 13–15 | +1 |"
    [18, 3], // supplement:48 "| 18–19 | +3 |"
    [19, 3],
    [20, 4], // supplement:49 "| 20–21 | +4 |"
    [100, 20], // supplement:65 "| 100 | +20 |"
  ])('score %i gives %i', (score, mod) => {
    expect(abilityModifier(score)).toBe(mod);
  });

  it('throws a RangeError outside the table', () => {
    expect(() => abilityModifier(0)).toThrow(RangeError);
    expect(() => abilityModifier(101)).toThrow(RangeError);
    expect(() => abilityModifier(-3)).toThrow(/outside Table 3-1/);
    expect(() => abilityModifier(12.5)).toThrow(RangeError);
    expect(() => abilityModifier(Number.NaN)).toThrow(RangeError);
  });
});

describe('the other columns', () => {
  it('reads the Dex and Cha columns', () => {
    // supplement:46 "| 13–15 | +1 | 5 | 8 | +1 | +1 |"
    expect(initiativeModifier(13)).toBe(1);
    expect(reactionModifier(13)).toBe(1);
    expect(maxHirelings(13)).toBe(5);
    expect(hirelingMorale(13)).toBe(8);
    // supplement:47 "| 16–17 | +2 | 6 | 9 | +1 | +1 |": the reaction/initiative columns are gentler than the general one.
    expect(abilityModifier(17)).toBe(2);
    expect(initiativeModifier(17)).toBe(1);
    expect(reactionModifier(17)).toBe(1);
    // supplement:41 "| 1 | -4 | 0 | 3 | -2 | -2 |"
    expect(maxHirelings(1)).toBe(0);
    expect(hirelingMorale(1)).toBe(3);
    expect(reactionModifier(3)).toBe(-2);
  });

  it('throws for the other columns too', () => {
    expect(() => initiativeModifier(0)).toThrow(RangeError);
    expect(() => reactionModifier(101)).toThrow(RangeError);
    expect(() => abilityModifierRow(0)).toThrow(RangeError);
  });

  it('formats modifiers with a sign', () => {
    expect(formatModifier(2)).toBe('+2');
    expect(formatModifier(0)).toBe('0');
    expect(formatModifier(-1)).toBe('-1');
  });
});
