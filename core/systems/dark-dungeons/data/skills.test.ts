import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { ABILITY_ABBREVIATIONS, ABILITY_NAMES } from './ability-modifiers';
import { SKILLS, skillById, skillScore, startingSkillPoints, type SkillDef } from './skills';
import type { AbilityId } from './types';

/** 1-based line of source 004 (only inside describeWithSources). */
const at = (n: number): string => readSource('004_b3026cedeba6292d.txt')[n - 1] ?? '';

const ABBR_TO_ID = new Map<string, AbilityId>(
  Object.entries(ABILITY_ABBREVIATIONS).map(([id, abbr]) => [abbr, id as AbilityId]),
);

/** Parses a Table 5-2 row, e.g. "Craft (Choose Medium) Dex" or "Intimidation Str or Cha". */
function parseTableRow(text: string): { name: string; choose?: string; abilities: AbilityId[] } {
  const m = /^(.+?)(?: \(Choose(?: (\w+))?\))?((?: (?:Str|Int|Wis|Dex|Con|Cha)(?: or)?)*)$/.exec(text);
  if (m === null) throw new Error(`unparsed row: ${text}`);
  const abilities = (m[3] ?? '')
    .split(/\s+|or/)
    .filter((t) => t !== '')
    .map((t) => ABBR_TO_ID.get(t) as AbilityId);
  const row: { name: string; choose?: string; abilities: AbilityId[] } = { name: m[1] ?? '', abilities };
  // "Language (Choose)" names no prompt: the thing chosen is the language itself.
  if (text.includes('(Choose')) row.choose = (m[2] ?? 'language').toLowerCase();
  return row;
}

const tableLine = (s: SkillDef): number => Number(s.citation.lines.split(',')[0]);
const get = (id: string): SkillDef => {
  const s = skillById(id);
  if (s === undefined) throw new Error(`no skill ${id}`);
  return s;
};

describeWithSources('Table 5-2 against source 004', () => {
  it('lists every printed row, in order (004:1064-1093)', () => {
    expect(at(1064)).toBe('Table 5-2: Alphabetical Skill List');
    expect(at(1065)).toBe('Skill Ability Check');
    expect(at(1094)).toBe('');
    const printed = [];
    for (let n = 1066; n <= 1093; n++) printed.push(parseTableRow(at(n)).name);
    expect(SKILLS.map((s) => s.name)).toEqual(printed);
    expect(SKILLS.map(tableLine)).toEqual(printed.map((_, i) => 1066 + i));
  });

  it('matches each row\'s abilities and choice, except the recorded Performance reconstruction', () => {
    for (const s of SKILLS) {
      const row = parseTableRow(at(tableLine(s)));
      expect(s.choose).toBe(row.choose);
      if (s.id === 'performance') {
        // 004:1088 "Performance (Choose Medium) Cha"; 004:1389 "+1 bonus to both Dexterity Checks and Charisma Checks"
        expect(row.abilities).toEqual(['cha']);
        expect(at(1389)).toContain('both Dexterity Checks and Charisma Checks');
        expect(s.abilities).toEqual(['cha', 'dex']);
        expect(s.citation.note).toBeDefined();
      } else {
        expect(s.abilities).toEqual(row.abilities);
      }
    }
  });

  it('cites description ranges that start at the skill\'s heading', () => {
    for (const s of SKILLS) {
      const range = s.citation.lines.split(', ')[1] ?? '';
      const [start, end] = range.split('-').map(Number);
      expect(at(start ?? 0).startsWith(s.name)).toBe(true);
      expect(end).toBeGreaterThan(start ?? 0);
    }
  });

  it('agrees with Table 5-1 on which skills each ability serves (004:971-980)', () => {
    // [line the ability's row starts on, line that ends with its skill list]; Wis and Dex rows span two lines.
    const rows: Record<AbilityId, [number, number]> = {
      str: [973, 973], int: [974, 974], wis: [975, 976], dex: [977, 978], con: [979, 979], cha: [980, 980],
    };
    for (const [id, [first, last]] of Object.entries(rows) as [AbilityId, [number, number]][]) {
      expect(at(first).startsWith(ABILITY_NAMES[id])).toBe(true);
      const text = at(last);
      // The skill list follows the situation text, which ends with "." or ".”"; Con's row has no list.
      const cut = Math.max(text.lastIndexOf('. '), text.lastIndexOf('” '));
      const printed = text.endsWith('.') ? [] : text.slice(cut + 2).split('; ');
      const ours = SKILLS.filter((s) => s.abilities.includes(id)).map((s) => s.name);
      expect([...ours].sort()).toEqual([...printed].sort());
    }
  });

  it.each([1070, 1075, 1082, 1083, 1088, 1090])('prints "(Choose" on the line the "choose" skills below cite (%i)', (n) => {
    expect(at(n)).toContain('(Choose');
  });
});

describe('skill ids', () => {
  it('are unique and kebab-case', () => {
    const ids = SKILLS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(ids).toContain('craft');
    expect(ids).toContain('intimidation');
  });
});

describe('"choose" skills', () => {
  it.each([
    ['craft', 'medium', 1070], // 004:1070 "Craft (Choose Medium) Dex"
    ['etiquette', 'culture', 1075], // 004:1075 "Etiquette (Choose Culture) Cha"
    ['language', 'language', 1082], // 004:1082 "Language (Choose)"; 004:1325 "Language (Choose Language)"
    ['laws', 'culture', 1083], // 004:1083 "Laws (Choose Culture) Int"
    ['performance', 'medium', 1088], // 004:1088 "Performance (Choose Medium) Cha"
    ['riding', 'animal', 1090], // 004:1090 "Riding (Choose Animal) Dex"
  ])('%s asks for a %s (line %i)', (id, prompt, line) => {
    expect(get(id).choose).toBe(prompt);
    expect(tableLine(get(id))).toBe(line);
  });

  it('only those six ask for a choice', () => {
    expect(SKILLS.filter((s) => s.choose !== undefined).map((s) => s.id)).toEqual([
      'craft', 'etiquette', 'language', 'laws', 'performance', 'riding',
    ]);
  });

  it('carries the printed examples', () => {
    // 004:1145 "• Carpentry" ... 004:1169 "• Sculpture"
    expect(get('craft').examples?.[0]).toBe('Carpentry');
    expect(get('craft').examples).toHaveLength(13);
    expect(get('riding').examples).toContain('Griffon'); // 004:1417
    expect(get('performance').examples).toContain('Juggling'); // 004:1381
  });
});

const SCORES: Record<AbilityId, number> = { str: 9, int: 8, wis: 9, dex: 16, con: 12, cha: 11 };

describe('skillScore', () => {
  it('adds points and the GM modifier to the ability (Black Leaf on the rope bridge)', () => {
    // 004:1034 "roll against an effective dexterity of (16+2-1=17)"
    const r = skillScore(get('balance'), SCORES, 2, -1);
    expect(r.target).toBe(17);
    expect(r.ability).toBe('dex');
    expect(r.explanation).toBe('Balance: Dex 16 + 2 skill - 1 situational = 17; roll 1d20 ≤ 17 (004:990, 1024-1028)');
  });

  it('reproduces the swimming and jumping examples', () => {
    // 004:1026 "strength of 12 ... spent two points in the Swimming skill ... effectively 14"
    expect(skillScore(get('swimming'), { ...SCORES, str: 12 }, 2).target).toBe(14);
    // 004:1315 "strength of only 9, but has spent two skill points on the jump skill ... effective strength of 11"
    expect(skillScore(get('jumping'), SCORES, 2).target).toBe(11);
  });

  it('with no points is a plain ability check', () => {
    expect(skillScore(get('disguise'), SCORES, 0).target).toBe(11);
  });

  it('gives Intimidation a target for Str and for Cha', () => {
    // 004:1080 "Intimidation Str or Cha"; 004:1291 "+1 bonus to both Charisma Checks and Strength Checks"
    const s = get('intimidation');
    expect(s.abilities).toEqual(['str', 'cha']);
    const r = skillScore(s, SCORES, 1);
    expect(r.byAbility).toEqual([
      { ability: 'str', target: 10 },
      { ability: 'cha', target: 12 },
    ]);
    expect(r.target).toBe(12);
    expect(r.ability).toBe('cha');
    expect(r.explanation).toContain('Str or Cha');
  });

  it('treats Language as fluency, not a roll', () => {
    // 004:1327 "knows another language ... accented"; 004:1329 "a second skill point ... like a native"
    const lang = get('language');
    expect(skillScore(lang, SCORES, 0).fluency).toBe('none');
    expect(skillScore(lang, SCORES, 1)).toMatchObject({ target: null, ability: null, fluency: 'accented' });
    expect(skillScore(lang, SCORES, 2).fluency).toBe('native');
    expect(skillScore(lang, SCORES, 3).explanation).toContain('more than 2 add nothing');
  });

  it('rejects negative or fractional points', () => {
    expect(() => skillScore(get('balance'), SCORES, -1)).toThrow(RangeError);
    expect(() => skillScore(get('balance'), SCORES, 1.5)).toThrow(RangeError);
  });
});

describe('startingSkillPoints', () => {
  it('is 4 plus the Int bonus, never reduced by a penalty', () => {
    // 004:1018 "4 skill points, plus an extra skill point per point of intelligence bonus ... penalty ... does not reduce"
    expect(startingSkillPoints(8)).toBe(4);
    expect(startingSkillPoints(3)).toBe(4);
    expect(startingSkillPoints(12)).toBe(4);
    expect(startingSkillPoints(13)).toBe(5);
    expect(startingSkillPoints(18)).toBe(7);
  });
});
