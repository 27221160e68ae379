import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ClassLevelRow, ClassTable } from '../types';
import { turnUndeadRow } from '../turn-undead';
import { CHIVALRIC_VOWS, DRUIDIC_VOWS, VOWS, chevalierClericLevel, meetsVowRequirements } from '../vows';
import { CLERIC } from './cleric';
import { DWARF } from './dwarf';
import { ELF } from './elf';
import { FIGHTER } from './fighter';

const SOURCE_FILE = '004_b3026cedeba6292d.txt';
const SOURCES = new URL('../../../../../../shared/sources/', import.meta.url);
const sourceLines = readFileSync(new URL(SOURCE_FILE, SOURCES), 'utf8').split('\n');
const supplementLines = readFileSync(new URL('supplements/dark-dungeons-tables.md', SOURCES), 'utf8').split('\n');
/** 1-based line of source 004. */
const line = (n: number): string => sourceLines[n - 1] ?? '';

/** A class table row as read straight from the source text. */
interface ParsedRow {
  readonly level: number;
  readonly xp: number;
  readonly hitDice: string;
  /** NaN when the printed cell is garbled (see `garbled`). */
  readonly attackBonus: number;
  readonly skills: number;
  readonly weaponFeats: number;
  readonly spellsPerDay: readonly number[];
  readonly saves: readonly number[];
  readonly gains: readonly string[];
  /** Columns whose printed text was damaged and could not be read as a plain value. */
  readonly garbled: readonly string[];
  /** Source lines the row was read from. */
  readonly lines: readonly number[];
}

/** "Multiple Attacks" / "Multiple Attacks (2)" -> 'multiple-attacks'; "(3)" -> 'multiple-attacks-3'; else kebab-case. */
function abilityId(printed: string): string {
  const attacks = /^Multiple Attacks(?: \((\d)\))?$/.exec(printed);
  if (attacks) return attacks[1] === undefined || attacks[1] === '2' ? 'multiple-attacks' : `multiple-attacks-${attacks[1]}`;
  return printed.toLowerCase().replace(/\s+/g, '-');
}

/**
 * Reads a class table from the source: a row starts with "level xp NdM"; a following line that does not is a
 * continuation of the row (the split rows at levels 29). The last five numbers are the saves; the numbers between
 * weapon feats and the saves are spells per day from spell level 1; trailing text is the Special Abilities column.
 */
function parseTable(first: number, last: number): ParsedRow[] {
  const raw: { text: string; lines: number[] }[] = [];
  for (let n = first; n <= last; n++) {
    const text = line(n).trim();
    if (/^\d+ \d+ \d+d\d+/.test(text)) raw.push({ text, lines: [n] });
    else if (text !== '' && raw.length > 0) {
      const row = raw[raw.length - 1];
      if (row) {
        row.text += ` ${text}`;
        row.lines.push(n);
      }
    }
  }
  return raw.map(({ text, lines }) => {
    const garbled: string[] = [];
    // The split rows print the attack bonus as “+19 ... +19″ across the line break.
    let cleaned = text.replace(/“\+(\d+)\s+\+(\d+)″/, () => {
      garbled.push('attackBonus');
      return 'GARBLED';
    });
    const textStart = cleaned.search(/\s[A-Z][a-z]/);
    const special = textStart < 0 ? '' : cleaned.slice(textStart).trim();
    if (textStart >= 0) cleaned = cleaned.slice(0, textStart);
    const [level, xp, hitDice, attackBonus, skills, weaponFeats, ...rest] = cleaned.trim().split(/\s+/);
    return {
      level: Number(level),
      xp: Number(xp),
      hitDice: hitDice ?? '',
      attackBonus: attackBonus === 'GARBLED' ? NaN : Number(attackBonus),
      skills: Number(skills),
      weaponFeats: Number(weaponFeats),
      spellsPerDay: rest.slice(0, -5).map(Number),
      saves: rest.slice(-5).map(Number),
      gains: special === '' ? [] : special.split('/').map((s) => abilityId(s.trim())),
      garbled,
      lines,
    };
  });
}

const savesOf = (r: ClassLevelRow): number[] => [
  r.saves.deathRayPoison,
  r.saves.magicWands,
  r.saves.paralysisPetrify,
  r.saves.breathWeapon,
  r.saves.rodStaffSpell,
];

/** The columns in which the stored row differs from the printed row. */
function differences(data: ClassLevelRow, printed: ParsedRow): string[] {
  const diffs: string[] = [];
  if (data.level !== printed.level) diffs.push('level');
  if (data.xp !== printed.xp) diffs.push('xp');
  if (data.hitDice !== printed.hitDice) diffs.push('hitDice');
  if (data.attackBonus !== printed.attackBonus) diffs.push('attackBonus');
  if (data.skills !== printed.skills) diffs.push('skills');
  if (data.weaponFeats !== printed.weaponFeats) diffs.push('weaponFeats');
  if (JSON.stringify(data.spellsPerDay) !== JSON.stringify(printed.spellsPerDay)) diffs.push('spellsPerDay');
  if (JSON.stringify(savesOf(data)) !== JSON.stringify(printed.saves)) diffs.push('saves');
  if (JSON.stringify(data.gains) !== JSON.stringify(printed.gains)) diffs.push('gains');
  return diffs;
}

/** Each class with the source lines of its table rows and its prose hit-point line. */
const CASES: readonly { table: ClassTable; rows: [number, number]; title: number; hpLine: number; maxSpellLevel: number }[] = [
  { table: CLERIC, rows: [75, 110], title: 72, hpLine: 171, maxSpellLevel: 7 },
  { table: DWARF, rows: [282, 318], title: 279, hpLine: 336, maxSpellLevel: 0 },
  { table: ELF, rows: [375, 410], title: 372, hpLine: 432, maxSpellLevel: 9 },
  { table: FIGHTER, rows: [473, 509], title: 470, hpLine: 521, maxSpellLevel: 0 },
];

describe.each(CASES)('$table.name against source 004', ({ table, rows, title, hpLine, maxSpellLevel }) => {
  const printed = parseTable(rows[0], rows[1]);

  it('reads 36 printed rows, levels 1-36 in order', () => {
    expect(printed.map((r) => r.level)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  });

  it('cites the table it was read from', () => {
    expect(table.citation.file).toBe(SOURCE_FILE);
    expect(table.citation.lines).toBe(`${title}-${rows[1]}`);
    expect(line(title)).toBe(table.citation.table);
  });

  it('matches every printed cell, except exactly the cells listed as reconstructions', () => {
    const found: string[] = [];
    printed.forEach((p, i) => {
      const data = table.levels[i];
      expect(data, `level ${p.level}`).toBeDefined();
      if (data) for (const column of differences(data, p)) found.push(`${p.level}:${column}`);
      for (const column of p.garbled) expect(found).toContain(`${p.level}:${column}`);
    });
    const documented = table.reconstructions.map((r) => `${r.level}:${r.column}`);
    expect(found.sort()).toEqual([...documented].sort());
  });

  it('takes its hit die and hit points after 9th from the prose', () => {
    // e.g. 004:171 "Clerics gain 1d6 hit points ... After 9th level, clerics gain 1 hit point per level"
    const m = /gain 1d(\d+) hit points per level.*After 9th level, \w+ gain (\d+) hit points? per level/.exec(line(hpLine));
    expect(m).not.toBeNull();
    expect(table.hitDie).toBe(Number(m?.[1]));
    expect(table.hpPerLevelAfterNinth).toBe(Number(m?.[2]));
  });

  it('has hit dice that follow the prose: NdX to 9th, then 9dX plus the fixed hit points', () => {
    for (const r of table.levels) {
      const bonus = (r.level - 9) * table.hpPerLevelAfterNinth;
      const expected = r.level <= 9 ? `${r.level}d${table.hitDie}` : `9d${table.hitDie}+${bonus}`;
      expect(r.hitDice, `level ${r.level}`).toBe(expected);
    }
  });

  it('has 36 rows, level = index + 1, XP rising, attack bonus never falling, saves never rising', () => {
    expect(table.levels).toHaveLength(36);
    table.levels.forEach((r, i) => {
      expect(r.level).toBe(i + 1);
      const prev = table.levels[i - 1];
      if (!prev) return;
      expect(r.xp, `level ${r.level}`).toBeGreaterThan(prev.xp);
      expect(r.attackBonus).toBeGreaterThanOrEqual(prev.attackBonus);
      expect(r.skills).toBeGreaterThanOrEqual(prev.skills);
      expect(r.weaponFeats).toBeGreaterThanOrEqual(prev.weaponFeats);
      savesOf(r).forEach((s, k) => expect(s, `level ${r.level} save ${k}`).toBeLessThanOrEqual(savesOf(prev)[k] ?? 0));
    });
  });

  it('never loses spells per day or spell levels as it rises', () => {
    table.levels.forEach((r, i) => {
      expect(r.spellsPerDay.length).toBeLessThanOrEqual(maxSpellLevel);
      const prev = table.levels[i - 1];
      if (!prev) return;
      expect(r.spellsPerDay.length).toBeGreaterThanOrEqual(prev.spellsPerDay.length);
      prev.spellsPerDay.forEach((n, k) => expect(r.spellsPerDay[k], `level ${r.level}`).toBeGreaterThanOrEqual(n));
    });
  });

  it('agrees with the supplement XP and attack-bonus table (supplement lines 212-247)', () => {
    const header = (supplementLines[209] ?? '').split('|').map((c) => c.trim());
    const xpColumn = header.indexOf(table.name);
    const abColumn = header.findIndex((c) => c.startsWith('AB') && c.includes(table.name));
    expect(xpColumn).toBeGreaterThan(0);
    expect(abColumn).toBeGreaterThan(0);
    for (let level = 1; level <= 36; level++) {
      const cells = (supplementLines[210 + level] ?? '').split('|').map((c) => c.trim());
      expect(cells[1]).toBe(String(level));
      expect(table.levels[level - 1]?.xp).toBe(Number((cells[xpColumn] ?? '').replace(/,/g, '')));
      expect(table.levels[level - 1]?.attackBonus).toBe(Number(cells[abColumn]));
    }
  });

  it('describes every gained ability exactly once, and gains each described ability', () => {
    const described = table.specialAbilities.map((a) => a.id);
    expect(new Set(described).size).toBe(described.length);
    const gained = table.levels.flatMap((r) => r.gains);
    expect(new Set(gained).size).toBe(gained.length);
    expect([...gained].sort()).toEqual([...described].sort());
    for (const a of table.specialAbilities) {
      expect(a.citation.file).toBe(SOURCE_FILE);
      expect(a.description.length).toBeGreaterThan(20);
      // The cited prose line names the ability (e.g. 004:346 "Heatvision: ...").
      const first = Number(a.citation.lines.split('-')[0]);
      const name = a.name.replace(/ \(\d\)$/, '');
      expect(line(first), a.id).toContain(`${name}:`);
    }
  });
});

describe('hand-checked rows', () => {
  const row = (t: ClassTable, level: number): ClassLevelRow | undefined => t.levels[level - 1];
  const saves = (dr: number, mw: number, pp: number, bw: number, rss: number) => ({
    deathRayPoison: dr,
    magicWands: mw,
    paralysisPetrify: pp,
    breathWeapon: bw,
    rodStaffSpell: rss,
  });

  it('cleric', () => {
    // 004:75 "1 0 1d6 1 4 2 11 12 14 16 15"
    expect(row(CLERIC, 1)).toEqual({
      level: 1, xp: 0, hitDice: '1d6', attackBonus: 1, skills: 4, weaponFeats: 2,
      saves: saves(11, 12, 14, 16, 15), spellsPerDay: [], gains: ['turn-undead'],
    });
    // 004:83 "9 200000 9d6 4 6 5 3 3 3 2 8 9 11 13 12"
    expect(row(CLERIC, 9)).toMatchObject({ xp: 200000, hitDice: '9d6', attackBonus: 4, skills: 6, weaponFeats: 5 });
    expect(row(CLERIC, 9)?.spellsPerDay).toEqual([3, 3, 3, 2]);
    expect(row(CLERIC, 9)?.saves).toEqual(saves(8, 9, 11, 13, 12));
    // 004:84 "10 300000 9d6+1 5 6 5 4 4 3 2 1 7 8 10 12 11"
    expect(row(CLERIC, 10)).toMatchObject({ xp: 300000, hitDice: '9d6+1', attackBonus: 5, weaponFeats: 5 });
    expect(row(CLERIC, 10)?.spellsPerDay).toEqual([4, 4, 3, 2, 1]);
    expect(row(CLERIC, 10)?.saves).toEqual(saves(7, 8, 10, 12, 11));
    // 004:110 "36 2900000 9d6+27 18 12 10 9 9 9 9 9 9 9 2 2 2 2 2"
    expect(row(CLERIC, 36)).toMatchObject({ xp: 2900000, hitDice: '9d6+27', attackBonus: 18, skills: 12, weaponFeats: 10 });
    expect(row(CLERIC, 36)?.spellsPerDay).toEqual([9, 9, 9, 9, 9, 9, 9]);
    // 004:76 "2 1500 2d6 1 4 2 1 11 ..." and 004:179 "Starting at 2nd level, clerics can cast clerical spells"
    expect(row(CLERIC, 2)?.spellsPerDay).toEqual([1]);
    // 004:91 "17 ... 8 8 7 6 6 5 4 4 3 1 5 7 7 9 8": the first 7th-level spell
    expect(row(CLERIC, 17)?.spellsPerDay).toEqual([6, 6, 5, 4, 4, 3, 1]);
  });

  it('dwarf', () => {
    // 004:282 "1 0 1d8 1 4 4 8 9 10 13 12 Heatvision / Stonelore"
    expect(row(DWARF, 1)).toEqual({
      level: 1, xp: 0, hitDice: '1d8', attackBonus: 1, skills: 4, weaponFeats: 4,
      saves: saves(8, 9, 10, 13, 12), spellsPerDay: [], gains: ['heatvision', 'stonelore'],
    });
    // 004:290 "9 270000 9d8 6 6 7 3 4 5 6 5"
    expect(row(DWARF, 9)).toMatchObject({ xp: 270000, hitDice: '9d8', attackBonus: 6, skills: 6, weaponFeats: 7 });
    expect(row(DWARF, 9)?.saves).toEqual(saves(3, 4, 5, 6, 5));
    // 004:291 "10 400000 9d8+2 6 6 7 3 4 5 5 4"
    expect(row(DWARF, 10)).toMatchObject({ xp: 400000, hitDice: '9d8+2', attackBonus: 6 });
    expect(row(DWARF, 10)?.saves).toEqual(saves(3, 4, 5, 5, 4));
    // 004:293 "12 ... Multiple Attacks/Smash/Parry"; 004:297 "16 ... Spell Resistance"
    expect(row(DWARF, 12)?.gains).toEqual(['multiple-attacks', 'smash', 'parry']);
    expect(row(DWARF, 16)?.gains).toEqual(['spell-resistance']);
    // 004:318 "36 4250000 9d8+54 23 12 15 2 2 2 2 2 Multiple Attacks (4)"
    expect(row(DWARF, 36)).toMatchObject({ xp: 4250000, hitDice: '9d8+54', attackBonus: 23, skills: 12, weaponFeats: 15 });
    expect(row(DWARF, 36)?.gains).toEqual(['multiple-attacks-4']);
  });

  it('elf', () => {
    // 004:375 "1 0 1d6 1 4 2 1 12 13 13 15 15 Heatvision / Elfsight / Ghoul Immunity"
    expect(row(ELF, 1)).toEqual({
      level: 1, xp: 0, hitDice: '1d6', attackBonus: 1, skills: 4, weaponFeats: 2,
      saves: saves(12, 13, 13, 15, 15), spellsPerDay: [1], gains: ['heatvision', 'elfsight', 'ghoul-immunity'],
    });
    // 004:383 "9 400000 9d6 4 6 5 3 3 2 2 1 3 6 6 6 6"
    expect(row(ELF, 9)?.spellsPerDay).toEqual([3, 3, 2, 2, 1]);
    expect(row(ELF, 9)?.saves).toEqual(saves(3, 6, 6, 6, 6));
    // 004:384 "10 550000 9d6+1 5 6 5 4 3 3 2 2 3 5 5 4 4"
    expect(row(ELF, 10)).toMatchObject({ xp: 550000, hitDice: '9d6+1', attackBonus: 5, skills: 6, weaponFeats: 5 });
    expect(row(ELF, 10)?.spellsPerDay).toEqual([4, 3, 3, 2, 2]);
    expect(row(ELF, 10)?.saves).toEqual(saves(3, 5, 5, 4, 4));
    // 004:392 "18 ... 6 5 5 4 4 3 2 1 2 2 2 2 2 Multiple Attacks (3)"
    expect(row(ELF, 18)?.spellsPerDay).toEqual([6, 5, 5, 4, 4, 3, 2, 1]);
    expect(row(ELF, 18)?.gains).toEqual(['multiple-attacks-3']);
    // 004:410 "36 4450000 9d6+27 18 12 10 9 9 9 9 9 9 9 9 9 2 2 2 2 2"
    expect(row(ELF, 36)?.spellsPerDay).toEqual([9, 9, 9, 9, 9, 9, 9, 9, 9]);
    expect(row(ELF, 36)).toMatchObject({ xp: 4450000, attackBonus: 18, weaponFeats: 10 });
  });

  it('fighter', () => {
    // 004:473 "1 0 1d8 1 4 4 12 13 14 15 16"
    expect(row(FIGHTER, 1)).toEqual({
      level: 1, xp: 0, hitDice: '1d8', attackBonus: 1, skills: 4, weaponFeats: 4,
      saves: saves(12, 13, 14, 15, 16), spellsPerDay: [], gains: [],
    });
    // 004:481 "9 240000 9d8 6 6 7 7 8 9 10 11 Smash / Parry"
    expect(row(FIGHTER, 9)).toMatchObject({ xp: 240000, hitDice: '9d8', attackBonus: 6, gains: ['smash', 'parry'] });
    expect(row(FIGHTER, 9)?.saves).toEqual(saves(7, 8, 9, 10, 11));
    // 004:482 "10 360000 9d8+2 6 6 7 7 8 9 10 11"
    expect(row(FIGHTER, 10)).toMatchObject({ xp: 360000, hitDice: '9d8+2', attackBonus: 6, gains: [] });
    // 004:484 "12 ... Multiple Attacks (2)"; 004:496 "24 ... Multiple Attacks (3)"
    expect(row(FIGHTER, 12)?.gains).toEqual(['multiple-attacks']);
    expect(row(FIGHTER, 24)?.gains).toEqual(['multiple-attacks-3']);
    // 004:509 "36 3480000 9d8+54 23 12 15 2 2 2 2 2 Multiple Attacks (4)"
    expect(row(FIGHTER, 36)).toMatchObject({ xp: 3480000, hitDice: '9d8+54', attackBonus: 23, weaponFeats: 15 });
    expect(row(FIGHTER, 36)?.saves).toEqual(saves(2, 2, 2, 2, 2));
  });
});

describe('reconstructions', () => {
  it.each([
    { table: DWARF, at: 310 },
    { table: FIGHTER, at: 501 },
  ])('$table.name level 29 attack bonus: printed “+19 / +19″ over two lines, stored 19', ({ table, at }) => {
    // 004:310-311 (dwarf), 004:501-502 (fighter): '29 ... 9d8+40 “+19' then '+19″ 11 12 ...'
    expect(line(at)).toMatch(/^29 \d+ 9d8\+40 “\+19$/);
    expect(line(at + 1)).toMatch(/^\+19″ 11 12 /);
    expect(table.levels[28]?.attackBonus).toBe(19);
    const r = table.reconstructions.find((x) => x.level === 29 && x.column === 'attackBonus');
    expect(r?.citation.lines).toBe(`${at}-${at + 1}`);
    // Between its neighbours, as the rest of the column rises.
    expect(table.levels[27]?.attackBonus).toBe(18);
    expect(table.levels[29]?.attackBonus).toBe(20);
  });

  it('cleric level 1 gains turn-undead although Table 4-2a has no abilities column', () => {
    // 004:74 the header has no "Special Abilities"; 004:116 "1 7 9 11" is a 1st-level turning row
    expect(line(74)).not.toContain('Special Abilities');
    expect(CLERIC.reconstructions.map((r) => `${r.level}:${r.column}`)).toEqual(['1:gains']);
    expect(turnUndeadRow(1).skeleton).toBe('7');
  });

  it('every reconstruction has a one-line note and a citation into source 004', () => {
    for (const t of [CLERIC, DWARF, ELF, FIGHTER]) {
      for (const r of t.reconstructions) {
        expect(r.note).not.toContain('\n');
        expect(r.note.length).toBeGreaterThan(20);
        expect(r.citation.file).toBe(SOURCE_FILE);
      }
    }
  });
});

describe('vows', () => {
  it('druidic vows: neutral clerics of 9th level or more', () => {
    // 004:245 "When a cleric with a neutral alignment reaches 9th level or higher, they may decide to take druidic vows."
    expect(line(245)).toContain('neutral alignment reaches 9th level');
    expect(DRUIDIC_VOWS.requirements).toMatchObject({ classId: 'cleric', minimumLevel: 9, alignments: ['neutral'] });
    expect(meetsVowRequirements(DRUIDIC_VOWS, { classId: 'cleric', level: 9, alignment: 'neutral' })).toBe(true);
    expect(meetsVowRequirements(DRUIDIC_VOWS, { classId: 'cleric', level: 8, alignment: 'neutral' })).toBe(false);
    expect(meetsVowRequirements(DRUIDIC_VOWS, { classId: 'cleric', level: 20, alignment: 'lawful' })).toBe(false);
    expect(meetsVowRequirements(DRUIDIC_VOWS, { classId: 'fighter', level: 20, alignment: 'neutral' })).toBe(false);
  });

  it('druidic vows: leather armour, wood or stone weapons and shields, no turning, four extra spells to choose from', () => {
    // 004:267 "They may only use weapons and shields made of wood and/or natural stone, and may only use leather armour."
    expect(line(267)).toContain('wood and/or natural stone, and may only use leather armour');
    expect(DRUIDIC_VOWS.allowedArmour).toEqual(['leather']);
    expect(DRUIDIC_VOWS.allowedWeaponAndShieldMaterials).toEqual(['wood', 'natural stone']);
    // 004:273 "Clerics who take druidic vows lose the ability to turn undead."
    expect(line(273)).toContain('lose the ability to turn undead');
    expect(DRUIDIC_VOWS.losesTurnUndead).toBe(true);
    // 004:271 "Druids have four extra druid-only spells available to them at each spell level."
    expect(line(271)).toContain('four extra druid-only spells');
    expect(DRUIDIC_VOWS.extraSpellsAvailablePerSpellLevel).toBe(4);
  });

  it('chivalric vows: fighters of 9th level or more, any alignment shared with the order', () => {
    // 004:539 "After reaching 9th level, a fighter who has received a title of nobility (knight or higher) ..."
    expect(line(539)).toContain('After reaching 9th level, a fighter who has received a title of nobility');
    expect(CHIVALRIC_VOWS.requirements).toMatchObject({ classId: 'fighter', minimumLevel: 9 });
    expect(CHIVALRIC_VOWS.requirements.conditions.join(' ')).toContain('knight or higher');
    for (const alignment of ['lawful', 'neutral', 'chaotic'] as const) {
      expect(meetsVowRequirements(CHIVALRIC_VOWS, { classId: 'fighter', level: 9, alignment })).toBe(true);
    }
    expect(meetsVowRequirements(CHIVALRIC_VOWS, { classId: 'fighter', level: 8, alignment: 'lawful' })).toBe(false);
    expect(meetsVowRequirements(CHIVALRIC_VOWS, { classId: 'dwarf', level: 12, alignment: 'lawful' })).toBe(false);
  });

  it('chevaliers cast and turn as a cleric of one third their level (17th -> 6th)', () => {
    // 004:551 "a 17th level chevalier can cast spells as if a 6th level cleric"; 004:553 the same for turning
    expect(line(551)).toContain('17th level chevalier can cast spells as if a 6th level cleric');
    expect(line(553)).toContain('17th level chevalier can turn undead as if a 6th level cleric');
    expect(chevalierClericLevel(17)).toBe(6);
    expect(chevalierClericLevel(9)).toBe(3);
    expect(chevalierClericLevel(36)).toBe(12);
    // 004:551 "Chevaliers with a wisdom score of at least 9 can cast cleric spells"
    expect(CHIVALRIC_VOWS.minimumWisdomForSpells).toBe(9);
    expect(CHIVALRIC_VOWS.effects.map((e) => e.id)).toEqual(['detect-evil', 'chevalier-spells', 'chevalier-turn-undead']);
  });

  it('every vow effect cites a line that names it', () => {
    for (const vow of Object.values(VOWS)) {
      expect(line(Number(vow.citation.lines.split('-')[0]))).toBe(vow.name);
      for (const e of vow.effects) {
        expect(line(Number(e.citation.lines.split('-')[0])), e.id).toContain(`${e.name}:`);
      }
    }
  });
});
