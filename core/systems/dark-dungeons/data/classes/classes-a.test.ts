/**
 * Cleric, dwarf, elf and fighter tables: values pinned by hand, each with the line of source 004 it was read from, so
 * they run without the rule texts; the comparisons of every printed cell are in classes-printed.test.ts, and the
 * checks that the cited lines say what is pinned here run when the texts are there.
 */
import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../../tests/unit-support/sources';
import type { ClassLevelRow, ClassTable } from '../types';
import { turnUndeadRow } from '../turn-undead';
import { CHIVALRIC_VOWS, DRUIDIC_VOWS, VOWS, chevalierClericLevel, meetsVowRequirements } from '../vows';
import { CLERIC } from './cleric';
import { DWARF } from './dwarf';
import { ELF } from './elf';
import { FIGHTER } from './fighter';

const SOURCE_FILE = '004_b3026cedeba6292d.txt';
/** 1-based line of source 004 (only inside describeWithSources). */
const line = (n: number): string => readSource(SOURCE_FILE)[n - 1] ?? '';

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
    expect(table.levels[28]?.attackBonus).toBe(19);
    const r = table.reconstructions.find((x) => x.level === 29 && x.column === 'attackBonus');
    expect(r?.citation.lines).toBe(`${at}-${at + 1}`);
    // Between its neighbours, as the rest of the column rises.
    expect(table.levels[27]?.attackBonus).toBe(18);
    expect(table.levels[29]?.attackBonus).toBe(20);
  });

  it('cleric level 1 gains turn-undead although Table 4-2a has no abilities column', () => {
    // 004:74 the header has no "Special Abilities"; 004:116 "1 7 9 11" is a 1st-level turning row
    expect(CLERIC.reconstructions.map((r) => `${r.level}:${r.column}`)).toEqual(['1:gains']);
    expect(CLERIC.levels[0]?.gains).toEqual(['turn-undead']);
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
  it('druidic vows: neutral clerics of 9th level or more (004:245)', () => {
    expect(DRUIDIC_VOWS.requirements).toMatchObject({ classId: 'cleric', minimumLevel: 9, alignments: ['neutral'] });
    expect(meetsVowRequirements(DRUIDIC_VOWS, { classId: 'cleric', level: 9, alignment: 'neutral' })).toBe(true);
    expect(meetsVowRequirements(DRUIDIC_VOWS, { classId: 'cleric', level: 8, alignment: 'neutral' })).toBe(false);
    expect(meetsVowRequirements(DRUIDIC_VOWS, { classId: 'cleric', level: 20, alignment: 'lawful' })).toBe(false);
    expect(meetsVowRequirements(DRUIDIC_VOWS, { classId: 'fighter', level: 20, alignment: 'neutral' })).toBe(false);
  });

  it('druidic vows: leather armour, wood or stone weapons and shields, no turning, four extra spells (004:267-273)', () => {
    expect(DRUIDIC_VOWS.allowedArmour).toEqual(['leather']);
    expect(DRUIDIC_VOWS.allowedWeaponAndShieldMaterials).toEqual(['wood', 'natural stone']);
    expect(DRUIDIC_VOWS.losesTurnUndead).toBe(true);
    expect(DRUIDIC_VOWS.extraSpellsAvailablePerSpellLevel).toBe(4);
  });

  it('chivalric vows: fighters of 9th level or more, any alignment shared with the order (004:539)', () => {
    expect(CHIVALRIC_VOWS.requirements).toMatchObject({ classId: 'fighter', minimumLevel: 9 });
    expect(CHIVALRIC_VOWS.requirements.conditions.join(' ')).toContain('knight or higher');
    for (const alignment of ['lawful', 'neutral', 'chaotic'] as const) {
      expect(meetsVowRequirements(CHIVALRIC_VOWS, { classId: 'fighter', level: 9, alignment })).toBe(true);
    }
    expect(meetsVowRequirements(CHIVALRIC_VOWS, { classId: 'fighter', level: 8, alignment: 'lawful' })).toBe(false);
    expect(meetsVowRequirements(CHIVALRIC_VOWS, { classId: 'dwarf', level: 12, alignment: 'lawful' })).toBe(false);
  });

  it('chevaliers cast and turn as a cleric of one third their level (004:551-553: 17th -> 6th)', () => {
    expect(chevalierClericLevel(17)).toBe(6);
    expect(chevalierClericLevel(9)).toBe(3);
    expect(chevalierClericLevel(36)).toBe(12);
    // 004:551 "Chevaliers with a wisdom score of at least 9 can cast cleric spells"
    expect(CHIVALRIC_VOWS.minimumWisdomForSpells).toBe(9);
    expect(CHIVALRIC_VOWS.effects.map((e) => e.id)).toEqual(['detect-evil', 'chevalier-spells', 'chevalier-turn-undead']);
  });
});

describe('class rules beyond the printed rows', () => {
  const plain = { vows: { druidic: false, chivalric: false }, wisdom: 12 };
  const druid = { ...plain, vows: { druidic: true, chivalric: false } };
  const chevalier = { ...plain, vows: { druidic: false, chivalric: true } };

  it('a cleric turns with its own level, a druid not at all (004:273)', () => {
    expect(CLERIC.rules?.turnsUndeadAs?.(5, plain)).toBe(5);
    expect(CLERIC.rules?.turnsUndeadAs?.(12, druid)).toBeNull();
    expect(CLERIC.rules?.spellsPerDay).toBeUndefined();
  });

  it('a chevalier casts (with Wis 9+) and turns as a cleric of one third its level (004:551-553)', () => {
    // 11th level -> a 4th-level cleric: 004:78 "4 6000 4d6 2 4 3 2 1 ..."
    expect(FIGHTER.rules?.spellsPerDay?.(11, chevalier)).toEqual({ spells: [2, 1], source: 'as a level-4 cleric (chevalier, 004:551)' });
    expect(FIGHTER.rules?.spellsPerDay?.(11, { ...chevalier, wisdom: 8 })).toBeNull();
    expect(FIGHTER.rules?.spellsPerDay?.(11, plain)).toBeNull();
    expect(FIGHTER.rules?.turnsUndeadAs?.(17, { ...chevalier, wisdom: 3 })).toBe(6);
    expect(FIGHTER.rules?.turnsUndeadAs?.(17, plain)).toBeNull();
    // Chivalric vows are taken from 9th level (004:539): a lower "chevalier" gets nothing.
    expect(FIGHTER.rules?.turnsUndeadAs?.(8, chevalier)).toBeNull();
  });

  it('elves keep a spellbook (004:442-448); dwarves have no rules beyond their table', () => {
    expect(ELF.rules?.keepsSpellbook).toBe(true);
    expect(CLERIC.rules?.keepsSpellbook).toBeUndefined();
    expect(DWARF.rules).toBeUndefined();
  });
});

describeWithSources('the cited lines say what is pinned above', () => {
  it('split attack-bonus rows at 004:310-311 and 004:501-502', () => {
    for (const at of [310, 501]) {
      expect(line(at)).toMatch(/^29 \d+ 9d8\+40 “\+19$/);
      expect(line(at + 1)).toMatch(/^\+19″ 11 12 /);
    }
  });

  it('the cleric table has no abilities column and turns from 1st', () => {
    expect(line(74)).not.toContain('Special Abilities');
    expect(line(116)).toBe('1 7 9 11');
  });

  it('vows', () => {
    // 004:245 "When a cleric with a neutral alignment reaches 9th level or higher, they may decide to take druidic vows."
    expect(line(245)).toContain('neutral alignment reaches 9th level');
    // 004:267 "They may only use weapons and shields made of wood and/or natural stone, and may only use leather armour."
    expect(line(267)).toContain('wood and/or natural stone, and may only use leather armour');
    // 004:273 "Clerics who take druidic vows lose the ability to turn undead."
    expect(line(273)).toContain('lose the ability to turn undead');
    // 004:271 "Druids have four extra druid-only spells available to them at each spell level."
    expect(line(271)).toContain('four extra druid-only spells');
    // 004:539 "After reaching 9th level, a fighter who has received a title of nobility (knight or higher) ..."
    expect(line(539)).toContain('After reaching 9th level, a fighter who has received a title of nobility');
    expect(line(551)).toContain('17th level chevalier can cast spells as if a 6th level cleric');
    expect(line(553)).toContain('17th level chevalier can turn undead as if a 6th level cleric');
    expect(line(551)).toContain('wisdom score of at least 9');
  });

  it('every vow and vow effect cites a line that names it', () => {
    for (const vow of Object.values(VOWS)) {
      expect(line(Number(vow.citation.lines.split('-')[0]))).toBe(vow.name);
      for (const e of vow.effects) {
        expect(line(Number(e.citation.lines.split('-')[0])), e.id).toContain(`${e.name}:`);
      }
    }
  });
});
