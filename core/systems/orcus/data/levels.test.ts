import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { LEVELS, allIncreases, featSlots, increaseLevels, levelBonus, levelForXp, tierOf, xpForLevel } from './levels';
import { POWER_KINDS, POWER_TABLE, powerSlots, slotText } from './powers';
import { ORCUS_SOURCE } from './source';

describe('Table – Levels and Their Benefits (002:578-613)', () => {
  it('pins rows of the XP column', () => {
    expect(xpForLevel(1)).toBe(0); // 002:582 "-"
    expect(xpForLevel(2)).toBe(1_000); // 002:583
    expect(xpForLevel(9)).toBe(16_500); // 002:590
    expect(xpForLevel(11)).toBe(25_500); // 002:593
    expect(xpForLevel(21)).toBe(170_500); // 002:604
    expect(xpForLevel(30)).toBe(826_500); // 002:613
    expect(xpForLevel(31)).toBeNull();
  });

  it('reads a level from XP: 0, 999, 1,000, 25,499, 25,500, 826,500 give 1, 1, 2, 10, 11, 30', () => {
    expect([0, 999, 1_000, 25_499, 25_500, 826_500].map(levelForXp)).toEqual([1, 1, 2, 10, 11, 30]);
    // 15,000 XP is level 8: 13,000 (002:589) ≤ 15,000 < 16,500 (002:590).
    expect(levelForXp(15_000)).toBe(8);
  });

  it('level bonus is half the level rounded down (002:615): +0, +3, +10, +15 at 1, 7, 20, 30', () => {
    expect([1, 7, 20, 30].map(levelBonus)).toEqual([0, 3, 10, 15]);
  });

  it('feats at 1 and every even level but none at 11 or 21 (realigned): 5 by level 8, 16 by 30', () => {
    expect(featSlots(1)).toBe(1);
    expect(featSlots(8)).toBe(5); // levels 1, 2, 4, 6, 8
    expect(featSlots(12)).toBe(7); // + 10, 12; none at 11
    expect(featSlots(30)).toBe(16);
  });

  it('"Increase two by +1" at 4, 8, 14, 18, 24, 28 and "all +1" at 11 and 21', () => {
    expect(increaseLevels(30)).toEqual([4, 8, 14, 18, 24, 28]);
    expect([10, 11, 20, 21, 30].map(allIncreases)).toEqual([0, 1, 1, 2, 2]);
  });

  it('tiers (002:636-638)', () => {
    expect([1, 10, 11, 20, 21, 30].map(tierOf)).toEqual(['adventurer', 'adventurer', 'prestige', 'prestige', 'epic', 'epic']);
  });

  it('each cumulative XP is the previous one plus its "XP to next level"', () => {
    for (let i = 1; i < LEVELS.length; i++) expect(LEVELS[i]?.xp).toBe((LEVELS[i - 1]?.xp ?? 0) + (LEVELS[i - 1]?.xpToNext ?? 0));
  });
});

describe('Appendix A: Powers Available by Level (002:2358-2393)', () => {
  const count = (level: number) => POWER_KINDS.map((k) => powerSlots(level)[k].length);
  it('level 1: two at-will, one encounter, one daily, no utility (002:2364)', () => {
    expect(count(1)).toEqual([2, 1, 1, 0]);
  });
  it('totals of 4, 11, 15 and 17 powers at levels 1, 10, 20 and 30', () => {
    const total = (l: number) => count(l).reduce((s, n) => s + n, 0);
    expect([1, 10, 20, 30].map(total)).toEqual([4, 11, 15, 17]);
    expect(count(30)).toEqual([2, 4, 4, 7]); // 002:2393
  });
  it('marks the path powers: 11 (P) encounter at 11, 26 (E) utility at 26', () => {
    expect(powerSlots(11).encounter.map(slotText)).toEqual(['1', '3', '7', '11 (P)']); // 002:2374
    expect(powerSlots(26).utility.map(slotText)).toEqual(['2', '6', '10', '12 (P)', '16', '22', '26 (E)']); // 002:2389
    expect(powerSlots(13).encounter.map(slotText)).toEqual(['3', '7', '11 (P)', '13']); // 002:2376: the level-1 one is replaced
  });
});

describeWithSources('the level and power tables say what the source lines say', () => {
  const lines = readSource(ORCUS_SOURCE);
  const at = (n: number) => lines[n - 1] ?? '';
  const num = (s: string | undefined) => Number((s ?? '').replace(/,/g, ''));

  it('each Levels row: level, level bonus, XP to next and cumulative XP at its line', () => {
    for (const row of LEVELS) {
      const cells = at(row.line).split('|').map((c) => c.trim());
      expect(Number(cells[0]), `line ${row.line}`).toBe(row.level);
      expect(cells[1]).toBe(`+${row.levelBonus}`);
      expect(cells[2]).toBe(row.xpToNext === null ? 'N/A' : row.xpToNext.toLocaleString('en-US'));
      expect(cells[3] === '-' ? 0 : num(cells[3])).toBe(row.xp);
      // The realigned columns: the row mentions its increase and gives "+1" (or the first "1") where a feat is gained.
      if (row.abilityIncrease === 'two') expect(cells[4]).toBe('Increase two by +1');
      if (row.abilityIncrease === 'all') expect(cells[4]).toBe('Increase all by +1');
      expect(cells.slice(4).includes('+1') || (row.level === 1 && cells[4] === '1'), `line ${row.line} feat`).toBe(row.feat);
    }
  });

  it('each Appendix A row, cell by cell', () => {
    for (const row of POWER_TABLE) {
      const cells = at(row.line).split('|').map((c) => c.trim());
      expect(Number(cells[0])).toBe(row.level);
      POWER_KINDS.forEach((k, i) => expect(row.slots[k].map(slotText).join(', '), `line ${row.line} ${k}`).toBe(cells[i + 1] ?? ''));
    }
  });
});
