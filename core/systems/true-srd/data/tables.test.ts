/**
 * The True SRD tables against the text of 003 (read through the sources helper) and against the text's own worked
 * examples, typed here by hand with their lines.
 */
import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { CARRYING_TABLE, HAMPERED_MOVEMENT, LOAD_EFFECTS, allOutRounds, carryingRow, hamperedDistance, loadFor, throwDistance } from './movement';
import { SIZE_TABLE, SUBSTANCE_TOUGHNESS, objectToughness, rangePenalty, sizeRow } from './combat-tables';
import { TRUE_SRD_CONDITIONS } from './conditions';
import { TRUE_SRD_SOURCE } from './source';

/** Line n of 003 as cited (003:n). */
const line = (n: number): string => readSource(TRUE_SRD_SOURCE)[n - 1] ?? '';
/** "1,150 lb." → 1150; "-5" → -5; "+10" → 10. */
const number = (cell: string): number => Number(cell.replace(/lb\.|,|\s/g, '').replace(/^\+/, ''));
const cells = (n: number): string[] => line(n).split('|').map((c) => c.trim()).filter((c) => c !== '');

describeWithSources('003 tables as printed', () => {
  it('the Carrying Capacity table is the text’s, row by row (003:30-45)', () => {
    expect(CARRYING_TABLE).toHaveLength(16);
    CARRYING_TABLE.forEach((row, i) => {
      const printed = cells(30 + i).map(number);
      expect([row.str, row.light, row.medium, row.heavy, row.maximum, row.drag]).toEqual(printed);
    });
  });
  it('the load effects are the text’s (003:48-51)', () => {
    LOAD_EFFECTS.forEach((l, i) => {
      const [name, maxDex, penalty, speed, allOut] = cells(48 + i);
      expect(l.name.split(' ')[0]).toBe(name);
      expect(l.maxDodge === null ? 'None' : `+${l.maxDodge}`).toBe(maxDex);
      expect(l.checkPenalty === null ? '--' : String(l.checkPenalty)).toBe(penalty);
      expect(l.speed).toBe(speed);
      expect(l.allOut).toBe(allOut);
    });
  });
  it('the Hampered Movement rows are the text’s (003:15-20)', () => {
    const printed = [15, 16, 18, 19, 20].map(cells);
    HAMPERED_MOVEMENT.forEach((r, i) => {
      const [condition, examples, factor] = printed[i] ?? [];
      expect(r.condition).toBe(condition);
      expect(r.examples).toBe(examples);
      expect(`x${r.factor[0]}/${r.factor[1]}`).toBe(factor);
    });
  });
  it('the size modifiers are the text’s (003:126-130)', () => {
    const printed = new Map<string, number>();
    for (let n = 126; n <= 130; n++) {
      const c = cells(n);
      for (let i = 0; i + 1 < c.length; i += 2) printed.set(c[i] ?? '', number(c[i + 1] ?? ''));
    }
    expect(printed.size).toBe(9);
    for (const s of SIZE_TABLE) expect(s.modifier).toBe(printed.get(s.name));
  });
  it('the Substance Toughness rows are the text’s, the duplicate Paper included (003:279-288)', () => {
    for (const s of SUBSTANCE_TOUGHNESS) expect(cells(s.line).map((c, i) => (i === 1 ? number(c) : c))).toEqual([s.substance, s.toughness]);
  });
  it('each condition’s cited line is where the text defines it', () => {
    for (const c of TRUE_SRD_CONDITIONS) {
      const n = Number(c.source?.replace('003:', ''));
      const first = c.name.split(' ')[0]?.toLowerCase() ?? '';
      expect(line(n).toLowerCase(), `${c.name} at ${c.source}`).toContain(first);
    }
  });
});

describe('carrying, loads and throwing', () => {
  it('Str +0 carrying 70 lb is a heavy load: light 33, medium 66, heavy 100 (003:35)', () => {
    expect(loadFor(0, 33)).toBe('light');
    expect(loadFor(0, 66)).toBe('medium');
    expect(loadFor(0, 70)).toBe('heavy');
    expect(loadFor(0, 200)).toBe('maximum');
    expect(loadFor(0, 201)).toBe('over');
    expect(loadFor(11, 10)).toBeNull();
  });
  it('the +10 row is kept as printed, 532 and 1,064 (003:45)', () => {
    expect(carryingRow(10)).toEqual({ str: 10, light: 532, medium: 1064, heavy: 1600, maximum: 3200, drag: 8000 });
  });
  it('a Strength +5 character throws a 100-pound object 20 feet (003:53)', () => {
    expect(throwDistance(5, 100)).toBe(20);
    // Its own heavy load goes 5 feet (003:53); more than that cannot be thrown (003:52).
    expect(throwDistance(0, 100)).toBe(5);
    expect(throwDistance(0, 101)).toBeNull();
  });
  it('60 feet through thick undergrowth is 30; in heavy fog as well, 15 (003:11-12)', () => {
    expect(hamperedDistance(60, ['heavy-obstruction'])).toBe(30);
    expect(hamperedDistance(60, ['heavy-obstruction', 'poor-visibility'])).toBe(15);
    expect(() => hamperedDistance(60, ['quicksand'])).toThrow(/not a hampered-movement condition/);
  });
  it('all out for 8 rounds at Con −1 and 16 at Con +3 (003:10), or Con rounds by 003:203', () => {
    expect(allOutRounds(-1, 'line-10')).toBe(8);
    expect(allOutRounds(3, 'line-10')).toBe(16);
    expect(allOutRounds(3, 'line-203')).toBe(3);
    expect(allOutRounds(-1, 'line-203')).toBe(0);
  });
});

describe('combat tables', () => {
  it('an increment of 50 feet at 120 feet is −4 (003:104); projectiles reach 10 increments, thrown 5 (003:105)', () => {
    expect(rangePenalty(50, 50, 'projectile')).toBe(0);
    expect(rangePenalty(120, 50, 'projectile')).toBe(-4);
    expect(rangePenalty(500, 50, 'projectile')).toBe(-18);
    expect(rangePenalty(501, 50, 'projectile')).toBeNull();
    expect(rangePenalty(260, 50, 'thrown')).toBeNull();
  });
  it('a foot-thick stone wall has Toughness 12 (003:275)', () => {
    expect(objectToughness(8, 12)).toBe(12);
    expect(objectToughness(8, 1)).toBe(8);
  });
  it('grapple size is ±4 a category from Medium (003:195)', () => {
    expect(sizeRow('medium').grapple).toBe(0);
    expect(sizeRow('large').grapple).toBe(4);
    expect(sizeRow('small').grapple).toBe(-4);
    expect(sizeRow('colossal').grapple).toBe(16);
    expect(sizeRow('large').modifier).toBe(-1);
  });
});
