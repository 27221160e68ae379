import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { ABILITY_ABBREVIATIONS, ABILITY_NAMES } from './ability-modifiers';
import { CLASS_REQUIREMENTS, xpBonusPercent, type ClassRequirement } from './class-requirements';
import type { AbilityId, ClassId } from './types';

// The rule texts, read only inside describeWithSources.
const source = (): readonly string[] => readSource('004_b3026cedeba6292d.txt');
const supplement = (): readonly string[] => readSource('supplements/dark-dungeons-tables.md');
const at = (lines: () => readonly string[], n: number): string => lines()[n - 1] ?? '';

const PRINTED_CLASS: Record<ClassId, string> = {
  cleric: 'Cleric',
  dwarf: 'Dwarf',
  elf: 'Elf',
  fighter: 'Fighter',
  halfling: 'Halfling',
  'magic-user': 'Magic-User',
  mystic: 'Mystic',
  thief: 'Thief',
};

/** Renders a row the way the extracted source prints it: Class, Enhanced, Sacrificed, Minimum, XP bonus. */
function renderSourceRow(r: ClassRequirement): string {
  const names = (ids: readonly AbilityId[]): string => ids.map((id) => ABILITY_NAMES[id]).join('; ');
  const minimums = Object.entries(r.minimums)
    .map(([id, v]) => `${ABILITY_NAMES[id as AbilityId]} ${v}`)
    .join('; ');
  let xp: string;
  if (r.xpBonus.kind === 'bands') {
    const ab = ABILITY_ABBREVIATIONS[r.xpBonus.ability];
    xp = r.xpBonus.bands
      .map((b) => `${ab} ${b.min}${b.max === undefined ? '+' : `-${b.max}`} = +${b.percent}%`)
      .join('; ');
  } else {
    const rule = r.xpBonus;
    const [a, b] = rule.abilities.map((id) => `${ABILITY_ABBREVIATIONS[id]} ${rule.threshold}+`);
    xp = `${a} or ${b} = +${rule.either}%; ${a} and ${b} = +${rule.both}%`;
  }
  return `${PRINTED_CLASS[r.classId]} ${names(r.canEnhance)} ${names(r.canSacrifice)} ${minimums} ${xp}`;
}

describeWithSources('Table 4-1 against source 004', () => {
  it('reads lines 29-38', () => {
    expect(at(source, 29)).toBe('Table 4-1: Class Ability Requirements');
    // 004:30 "Class Abilities Can Be Enhanced Experience Bonus Can Be Sacrified Minimum Required" (jumbled header)
    expect(at(source, 30)).toContain('Can Be Sacrified');
  });

  it('renders every row exactly as printed', () => {
    const rows = Object.values(CLASS_REQUIREMENTS);
    expect(rows).toHaveLength(8);
    rows.forEach((r, i) => {
      const lineNo = 31 + i;
      expect(r.citation.lines).toBe(`29-30, ${lineNo}`);
      expect(renderSourceRow(r)).toBe(at(source, lineNo));
    });
  });

  it('agrees with the supplement transcription (section 2, lines 90-97) on raise/lower/minimums', () => {
    const byName = new Map<string, string[]>();
    for (let n = 90; n <= 97; n++) {
      const cells = at(supplement, n).split('|').map((c) => c.trim()).filter((c) => c !== '');
      byName.set(cells[0] ?? '', cells.slice(1));
    }
    for (const r of Object.values(CLASS_REQUIREMENTS)) {
      const cells = byName.get(PRINTED_CLASS[r.classId]);
      expect(cells).toBeDefined();
      const abbr = (ids: readonly AbilityId[]): string => ids.map((id) => ABILITY_ABBREVIATIONS[id]).join(', ');
      expect(cells?.[0]).toBe(abbr(r.canEnhance));
      expect(cells?.[1]).toBe(abbr(r.canSacrifice));
      const mins = Object.entries(r.minimums).map(([id, v]) => `${ABILITY_ABBREVIATIONS[id as AbilityId]} ${v}`);
      expect(cells?.[2]).toBe(mins.join(', '));
    }
  });

  it('prints the mystic\'s prime requisites as Str and Dex in the supplement (line 170), which 004 overrules', () => {
    expect(at(supplement, 170)).toContain('Prime requisites Str and Dex');
  });
});

describe('prime requisites', () => {
  it('are the abilities the XP bonus reads', () => {
    for (const r of Object.values(CLASS_REQUIREMENTS)) {
      const read = r.xpBonus.kind === 'bands' ? [r.xpBonus.ability] : [...r.xpBonus.abilities];
      expect(r.primeRequisites).toEqual(read);
    }
    // 004:37 "Mystic ... Str 13-15 = +5%; Str 16+ = +10%": Str only, although the supplement (line 170) says Str and Dex.
    expect(CLASS_REQUIREMENTS.mystic.primeRequisites).toEqual(['str']);
    expect(CLASS_REQUIREMENTS.mystic.citation.note).toMatch(/source wins/);
  });
});

const BASE: Record<AbilityId, number> = { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 };
const withScores = (s: Partial<Record<AbilityId, number>>): Record<AbilityId, number> => ({ ...BASE, ...s });

describe('xpBonusPercent', () => {
  it('gives Black Leaf (thief, Dex 16) +10%', () => {
    // 004:60 "as a thief Black Leaf's great dexterity score will give her a +10% bonus"; 004:38 "Dex 16+ = +10%"
    const r = xpBonusPercent('thief', withScores({ str: 9, int: 8, wis: 9, dex: 16 }));
    expect(r).toEqual({ percent: 10, explanation: 'Dex 16 (16+) gives +10% (Table 4-1)' });
  });

  it('reads the 13-15 band and the edges', () => {
    // 004:31 "Wis 13-15 = +5%; Wis 16+ = +10%"
    expect(xpBonusPercent('cleric', withScores({ wis: 12 })).percent).toBe(0);
    expect(xpBonusPercent('cleric', withScores({ wis: 13 })).percent).toBe(5);
    expect(xpBonusPercent('cleric', withScores({ wis: 15 })).percent).toBe(5);
    expect(xpBonusPercent('cleric', withScores({ wis: 16 })).percent).toBe(10);
    expect(xpBonusPercent('cleric', withScores({ wis: 18 })).explanation).toBe('Wis 18 (16+) gives +10% (Table 4-1)');
    expect(xpBonusPercent('magic-user', withScores({ int: 14 })).explanation).toBe('Int 14 (13-15) gives +5% (Table 4-1)');
  });

  it('gives no penalty for low prime requisites', () => {
    // 004:31-38 print bonuses only; see NO_PENALTY_NOTE.
    const r = xpBonusPercent('fighter', withScores({ str: 3 }));
    expect(r).toEqual({ percent: 0, explanation: 'Str 3 (below 13) gives no bonus (Table 4-1)' });
  });

  it('gives the elf +5% for one score of 13 and +10% for both', () => {
    // 004:33 "Str 13+ or Int 13+ = +5%; Str 13+ and Int 13+ = +10%"
    const one = xpBonusPercent('elf', withScores({ str: 13, int: 12 }));
    expect(one.percent).toBe(5);
    expect(one.explanation).toBe('Str 13 (13+) and Int 12 (below 13): one gives +5% (Table 4-1)');
    expect(xpBonusPercent('elf', withScores({ str: 12, int: 13 })).percent).toBe(5);
    const both = xpBonusPercent('elf', withScores({ str: 13, int: 13 }));
    expect(both).toEqual({ percent: 10, explanation: 'Str 13 (13+) and Int 13 (13+): both give +10% (Table 4-1)' });
    expect(xpBonusPercent('elf', withScores({ str: 12, int: 12 })).percent).toBe(0);
  });

  it('reads Str and Dex for the halfling and Str alone for the mystic', () => {
    // 004:35 "Str 13+ or Dex 13+ = +5%; Str 13+ and Dex 13+ = +10%"
    expect(xpBonusPercent('halfling', withScores({ str: 9, dex: 17 })).percent).toBe(5);
    expect(xpBonusPercent('halfling', withScores({ str: 13, dex: 17 })).percent).toBe(10);
    // 004:37 "Str 13-15 = +5%; Str 16+ = +10%"
    expect(xpBonusPercent('mystic', withScores({ str: 12, dex: 18 })).percent).toBe(0);
    expect(xpBonusPercent('mystic', withScores({ str: 16, dex: 13 })).percent).toBe(10);
  });
});
