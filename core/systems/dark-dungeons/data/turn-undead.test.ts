import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import {
  TURN_RESULT_MEANINGS,
  TURN_UNDEAD,
  TURN_UNDEAD_CITATION,
  UNDEAD_TYPES,
  turnUndeadRow,
  type TurnResult,
  type UndeadType,
} from './turn-undead';
import { chevalierClericLevel } from './vows';

/** 1-based line of source 004 (only inside describeWithSources). */
const line = (n: number): string => readSource('004_b3026cedeba6292d.txt')[n - 1] ?? '';

/** Weakest to strongest result, to check that turning only improves with level and worsens with tougher undead. */
const STRENGTH: readonly TurnResult[] = ['-', '11', '9', '7', 't', 'd', 'D', 'X'];
const strength = (r: TurnResult): number => STRENGTH.indexOf(r);

describeWithSources('Table 4-2b against source 004', () => {
  it('cites the table it was read from', () => {
    expect(TURN_UNDEAD_CITATION.file).toBe('004_b3026cedeba6292d.txt');
    expect(TURN_UNDEAD_CITATION.lines).toBe('114-151');
    expect(line(114)).toBe(TURN_UNDEAD_CITATION.table);
  });

  it('has the printed undead columns in printed order', () => {
    // 004:115 "Level Skeleton Zombie Ghoul Wight Wraith Mummy Spectre Vampire Phantom Haunt Spirit Nightshade Lich Special"
    const header = line(115).toLowerCase().split(/\s+/).slice(1);
    expect(header).toEqual([...UNDEAD_TYPES]);
  });

  it('matches all 36 printed rows, read from the skeleton column with the missing cells as "-"', () => {
    for (let level = 1; level <= 36; level++) {
      const [printedLevel, ...cells] = line(115 + level).trim().split(/\s+/);
      expect(printedLevel).toBe(String(level));
      const expected = Object.fromEntries(UNDEAD_TYPES.map((type, i) => [type, cells[i] ?? '-']));
      expect(TURN_UNDEAD[level - 1], `level ${level}`).toEqual(expected);
    }
    // The line after the last row is blank: no row was left out.
    expect(line(152).trim()).toBe('');
  });

  it('has the worked example pinned below: a 2nd-level cleric turns zombies on a 7 (004:233-237)', () => {
    expect(line(233)).toContain('second level cleric is facing a pack of zombies');
    expect(line(237)).toContain('This shows a ‘7’');
  });

  it('defines each result code on the line its meaning cites, with the rolls and dice pinned below', () => {
    for (const code of STRENGTH) {
      // e.g. 004:199 "‘11’—Roll 2d6. ..."
      expect(line(Number(TURN_RESULT_MEANINGS[code].citation.lines.split('-')[0])), code).toMatch(new RegExp(`^‘${code}’ ?—`));
    }
    for (const [at, phrase] of [[199, 'an 11'], [203, 'a 9'], [207, 'a 7']] as const) {
      expect(line(at)).toContain(`successful if you roll ${phrase} or higher`);
    }
    expect(line(211)).toContain('Roll 2d6');
    for (const [at, dice] of [[215, '2d6'], [219, '3d6'], [223, '4d6']] as const) {
      expect(line(at)).toContain('destroy the undead');
      expect(line(at)).toContain(`Roll ${dice} to see how many`);
    }
  });
});

describe('Table 4-2b', () => {
  it('agrees with the worked example: a 2nd-level cleric turns zombies on a 7 (004:237)', () => {
    expect(turnUndeadRow(2).zombie).toBe('7');
  });

  it('hand-checked rows', () => {
    // 004:116 "1 7 9 11"
    expect(turnUndeadRow(1)).toMatchObject({ skeleton: '7', zombie: '9', ghoul: '11', wight: '-', special: '-' });
    // 004:124 "9 d d d d d d t t 7 9 11"
    expect(turnUndeadRow(9)).toMatchObject({ mummy: 'd', spectre: 't', vampire: 't', phantom: '7', spirit: '11', nightshade: '-' });
    // 004:125 "10 d d d d d d t t 7 9 11" (printed the same as 9th)
    expect(turnUndeadRow(10)).toEqual(turnUndeadRow(9));
    // 004:130 "15 D D D d d d d d d t t 7 9 11": the first row that fills all fourteen columns
    expect(turnUndeadRow(15)).toMatchObject({ ghoul: 'D', wight: 'd', haunt: 't', nightshade: '7', lich: '9', special: '11' });
    // 004:151 "36 X X X D D D D D d d d d t t"
    expect(turnUndeadRow(36)).toMatchObject({ skeleton: 'X', ghoul: 'X', wight: 'D', vampire: 'D', phantom: 'd', nightshade: 'd', lich: 't', special: 't' });
  });

  it('has 36 rows of 14 cells, turning only improving with level and worsening with tougher undead', () => {
    expect(TURN_UNDEAD).toHaveLength(36);
    TURN_UNDEAD.forEach((row, i) => {
      expect(Object.keys(row)).toEqual([...UNDEAD_TYPES]);
      const prev = TURN_UNDEAD[i - 1];
      UNDEAD_TYPES.forEach((type: UndeadType, k) => {
        if (prev) expect(strength(row[type]), `level ${i + 1} ${type}`).toBeGreaterThanOrEqual(strength(prev[type]));
        const harder = UNDEAD_TYPES[k + 1];
        if (harder) expect(strength(row[type]), `level ${i + 1} ${type}`).toBeGreaterThanOrEqual(strength(row[harder]));
      });
    });
  });

  it('rejects levels outside 1-36 instead of reading them as "cannot turn"', () => {
    expect(turnUndeadRow(1)).toBe(TURN_UNDEAD[0]);
    expect(turnUndeadRow(36)).toBe(TURN_UNDEAD[35]);
    for (const bad of [0, 37, -1, 2.5, Number.NaN]) expect(() => turnUndeadRow(bad)).toThrow(RangeError);
  });

  it('gives a chevalier the row of a cleric of one third their level', () => {
    // 004:553 "a 17th level chevalier can turn undead as if a 6th level cleric"
    expect(turnUndeadRow(chevalierClericLevel(17))).toBe(TURN_UNDEAD[5]);
  });
});

describe('TURN_RESULT_MEANINGS (source 004 lines 197-225)', () => {
  it('explains every code', () => {
    expect(Object.keys(TURN_RESULT_MEANINGS).sort()).toEqual([...STRENGTH].sort());
    for (const code of STRENGTH) {
      const m = TURN_RESULT_MEANINGS[code];
      expect(m.citation.file, code).toBe('004_b3026cedeba6292d.txt');
      expect(m.description.length).toBeGreaterThan(20);
    }
  });

  it('has the roll needed for 11, 9 and 7 and none for the automatic codes', () => {
    // 004:199/203/207 "Your attempt at turning the undead will be successful if you roll an 11 / a 9 / a 7 or higher."
    for (const code of ['11', '9', '7'] as const) {
      expect(TURN_RESULT_MEANINGS[code]).toMatchObject({ rollNeeded: Number(code), effect: 'turn', hitDiceAffected: '2d6' });
    }
    for (const code of ['-', 't', 'd', 'D', 'X'] as const) expect(TURN_RESULT_MEANINGS[code].rollNeeded).toBeNull();
  });

  it('turns or destroys as the prose says, with 2d6, 3d6 or 4d6 hit dice affected', () => {
    // 004:197 "You are not powerful enough to turn this type of undead."
    expect(TURN_RESULT_MEANINGS['-']).toMatchObject({ effect: 'none', hitDiceAffected: null });
    // 004:211 "‘t’—Your attempt at turning the undead automatically succeeds. Roll 2d6 ..."
    expect(TURN_RESULT_MEANINGS.t).toMatchObject({ effect: 'turn', hitDiceAffected: '2d6' });
    // 004:215/219/223 "... will destroy the undead ... Roll 2d6 / 3d6 / 4d6 to see how many"
    for (const [code, dice] of [['d', '2d6'], ['D', '3d6'], ['X', '4d6']] as const) {
      expect(TURN_RESULT_MEANINGS[code]).toMatchObject({ effect: 'destroy', hitDiceAffected: dice });
    }
  });
});
