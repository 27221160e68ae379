import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { ABILITY_MODIFIER_TABLE, POINT_BUY_COSTS, STANDARD_ARRAY, abilityModifier } from './abilities';
import { pointBuyProblems, pointBuyTotal } from '../rules/generation';
import { ORCUS_SOURCE } from './source';

describe('ability modifiers (002:119-138)', () => {
  it('rounds down, not toward zero: a 9 is −1 and a 1 is −5', () => {
    // 002:126 "8-9 | -1", 002:122 "1 | -5", 002:138 "divide the total by 2 (round down)".
    expect(abilityModifier(9)).toBe(-1);
    expect(abilityModifier(1)).toBe(-5);
    expect(abilityModifier(8)).toBe(-1);
    expect(abilityModifier(10)).toBe(0);
    expect(abilityModifier(11)).toBe(0);
    expect(abilityModifier(17)).toBe(3);
    expect(abilityModifier(30)).toBe(10);
  });

  it('the formula agrees with every row of the table', () => {
    for (const [from, to, modifier] of ABILITY_MODIFIER_TABLE) {
      for (let s = from; s <= to; s++) expect(abilityModifier(s), `score ${s}`).toBe(modifier);
    }
  });
});

describe('point buy (002:229-244) and the standard array (002:248)', () => {
  it('the standard array costs exactly 32 points: 11 + 7 + 7 + 4 + 3 + 0', () => {
    expect(pointBuyTotal({ str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 })).toBe(32);
    expect(pointBuyProblems({ str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 })).toEqual([]);
    expect([...STANDARD_ARRAY]).toEqual([16, 14, 14, 12, 11, 8]);
  });

  it('an archer of Dex 18, Wis 14, Con 11, Str 10, Int 10, Cha 8 spends 18 + 7 + 3 + 2 + 2 + 0 = 32', () => {
    expect(pointBuyTotal({ str: 10, con: 11, dex: 18, int: 10, wis: 14, cha: 8 })).toBe(32);
  });

  it('refuses two scores below 10 even within the budget (002:230)', () => {
    // 18/14/12/10/8/8 costs 18 + 7 + 4 + 2 + 0 + 0 = 31.
    const scores = { str: 18, con: 14, dex: 12, int: 10, wis: 8, cha: 8 };
    expect(pointBuyTotal(scores)).toBe(31);
    expect(pointBuyProblems(scores).join(' ')).toMatch(/at most one score below 10/);
  });

  it('refuses 35 points (002:229)', () => {
    // 18/16/10/10/10/8 = 18 + 11 + 2 + 2 + 2 + 0 = 35.
    const problems = pointBuyProblems({ str: 18, con: 16, dex: 10, int: 10, wis: 10, cha: 8 });
    expect(problems).toEqual(['These scores cost 35 points; point buy gives 32 (002:229).']);
  });

  it('refuses a score outside the cost table', () => {
    expect(pointBuyProblems({ str: 19, con: 10, dex: 10, int: 10, wis: 10, cha: 7 }).join(' ')).toMatch(/Str 19, Cha 7: point buy gives scores from 8 to 18/);
  });
});

describeWithSources('the ability tables say what the source lines say', () => {
  const lines = readSource(ORCUS_SOURCE);
  const at = (n: number) => lines[n - 1] ?? '';

  it('Table – Ability Scores and Modifiers, 002:122-137', () => {
    ABILITY_MODIFIER_TABLE.forEach(([from, to, modifier], i) => {
      const scores = from === to ? String(from) : `${from}-${to}`;
      const printed = modifier > 0 ? `+${modifier}` : modifier === 0 ? '+0' : String(modifier);
      expect(at(122 + i)).toBe(`${scores} | ${printed} |`);
    });
  });

  it('Table – Ability Score Costs, 002:234-244', () => {
    for (let score = 18; score >= 8; score--) expect(at(234 + 18 - score)).toBe(`${score} | ${POINT_BUY_COSTS[score]} |`);
  });

  it('the standard array line, 002:248', () => {
    expect(at(248)).toBe('Assign 16, 14, 14, 12, 11 and 8, one each to the six ability scores.');
  });
});
