/**
 * The Dark Dungeons halfling: Table 4-6 and the class prose (source 004, lines 555-647).
 *
 * Each row is preceded by the source line it was read from ("004:562" = line 562 of 004_b3026cedeba6292d.txt), so a
 * reviewer can hold the row against the printed text. The table printed cleanly: no cell needed reconstructing.
 */
import type { ClassLevelRow, ClassTable, Reconstruction, SpecialAbility } from '../types';

const SOURCE = '004_b3026cedeba6292d.txt';

/** Table 4-6, one entry per level; `gains` are the ids of the "Special Abilities" column split on "/". */
const LEVELS: readonly ClassLevelRow[] = [
  // 004:562
  {
    level: 1, xp: 0, hitDice: '1d6', attackBonus: 1, skills: 4, weaponFeats: 2,
    saves: { deathRayPoison: 8, magicWands: 9, paralysisPetrify: 10, breathWeapon: 13, rodStaffSpell: 12 },
    spellsPerDay: [], gains: ['small', 'nimble', 'unobtrusive'],
  },
  // 004:563
  {
    level: 2, xp: 2000, hitDice: '2d6', attackBonus: 1, skills: 4, weaponFeats: 2,
    saves: { deathRayPoison: 8, magicWands: 9, paralysisPetrify: 10, breathWeapon: 13, rodStaffSpell: 12 },
    spellsPerDay: [], gains: [],
  },
  // 004:564
  {
    level: 3, xp: 4000, hitDice: '3d6', attackBonus: 1, skills: 4, weaponFeats: 3,
    saves: { deathRayPoison: 7, magicWands: 8, paralysisPetrify: 9, breathWeapon: 12, rodStaffSpell: 11 },
    spellsPerDay: [], gains: [],
  },
  // 004:565
  {
    level: 4, xp: 8000, hitDice: '4d6', attackBonus: 2, skills: 4, weaponFeats: 3,
    saves: { deathRayPoison: 6, magicWands: 7, paralysisPetrify: 8, breathWeapon: 10, rodStaffSpell: 9 },
    spellsPerDay: [], gains: [],
  },
  // 004:566
  {
    level: 5, xp: 16000, hitDice: '5d6', attackBonus: 2, skills: 5, weaponFeats: 3,
    saves: { deathRayPoison: 5, magicWands: 6, paralysisPetrify: 7, breathWeapon: 9, rodStaffSpell: 8 },
    spellsPerDay: [], gains: [],
  },
  // 004:567
  {
    level: 6, xp: 32000, hitDice: '6d6', attackBonus: 3, skills: 5, weaponFeats: 4,
    saves: { deathRayPoison: 4, magicWands: 5, paralysisPetrify: 6, breathWeapon: 8, rodStaffSpell: 7 },
    spellsPerDay: [], gains: [],
  },
  // 004:568
  {
    level: 7, xp: 64000, hitDice: '7d6', attackBonus: 3, skills: 5, weaponFeats: 4,
    saves: { deathRayPoison: 3, magicWands: 4, paralysisPetrify: 5, breathWeapon: 6, rodStaffSpell: 5 },
    spellsPerDay: [], gains: [],
  },
  // 004:569
  {
    level: 8, xp: 120000, hitDice: '8d6', attackBonus: 4, skills: 5, weaponFeats: 4,
    saves: { deathRayPoison: 2, magicWands: 3, paralysisPetrify: 4, breathWeapon: 5, rodStaffSpell: 4 },
    spellsPerDay: [], gains: [],
  },
  // 004:570
  {
    level: 9, xp: 240000, hitDice: '9d6', attackBonus: 4, skills: 6, weaponFeats: 5,
    saves: { deathRayPoison: 2, magicWands: 3, paralysisPetrify: 4, breathWeapon: 5, rodStaffSpell: 4 },
    spellsPerDay: [], gains: ['spell-resistance'],
  },
  // 004:571
  {
    level: 10, xp: 360000, hitDice: '9d6+1', attackBonus: 5, skills: 6, weaponFeats: 5,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 3, breathWeapon: 4, rodStaffSpell: 3 },
    spellsPerDay: [], gains: [],
  },
  // 004:572
  {
    level: 11, xp: 480000, hitDice: '9d6+2', attackBonus: 5, skills: 6, weaponFeats: 6,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 3, breathWeapon: 4, rodStaffSpell: 3 },
    spellsPerDay: [], gains: ['multiple-attacks', 'smash', 'parry'],
  },
  // 004:573
  {
    level: 12, xp: 600000, hitDice: '9d6+3', attackBonus: 6, skills: 6, weaponFeats: 6,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 3, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:574
  {
    level: 13, xp: 720000, hitDice: '9d6+4', attackBonus: 6, skills: 7, weaponFeats: 6,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 3, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:575
  {
    level: 14, xp: 840000, hitDice: '9d6+5', attackBonus: 7, skills: 7, weaponFeats: 6,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:576
  {
    level: 15, xp: 960000, hitDice: '9d6+6', attackBonus: 7, skills: 7, weaponFeats: 7,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: ['breath-evasion'],
  },
  // 004:577
  {
    level: 16, xp: 1080000, hitDice: '9d6+7', attackBonus: 8, skills: 7, weaponFeats: 7,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:578
  {
    level: 17, xp: 1200000, hitDice: '9d6+8', attackBonus: 8, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:579
  {
    level: 18, xp: 1320000, hitDice: '9d6+9', attackBonus: 9, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: ['multiple-attacks-3'],
  },
  // 004:580
  {
    level: 19, xp: 1440000, hitDice: '9d6+10', attackBonus: 9, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:581
  {
    level: 20, xp: 1560000, hitDice: '9d6+11', attackBonus: 10, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:582
  {
    level: 21, xp: 1680000, hitDice: '9d6+12', attackBonus: 10, skills: 9, weaponFeats: 7,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:583
  {
    level: 22, xp: 1800000, hitDice: '9d6+13', attackBonus: 11, skills: 9, weaponFeats: 7,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:584
  {
    level: 23, xp: 1920000, hitDice: '9d6+14', attackBonus: 11, skills: 9, weaponFeats: 8,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:585
  {
    level: 24, xp: 2040000, hitDice: '9d6+15', attackBonus: 12, skills: 9, weaponFeats: 8,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:586
  {
    level: 25, xp: 2160000, hitDice: '9d6+16', attackBonus: 12, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:587
  {
    level: 26, xp: 2280000, hitDice: '9d6+17', attackBonus: 13, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:588
  {
    level: 27, xp: 2400000, hitDice: '9d6+18', attackBonus: 13, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:589
  {
    level: 28, xp: 2520000, hitDice: '9d6+19', attackBonus: 14, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:590
  {
    level: 29, xp: 2640000, hitDice: '9d6+20', attackBonus: 14, skills: 11, weaponFeats: 8,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:591
  {
    level: 30, xp: 2760000, hitDice: '9d6+21', attackBonus: 15, skills: 11, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:592
  {
    level: 31, xp: 2880000, hitDice: '9d6+22', attackBonus: 15, skills: 11, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:593
  {
    level: 32, xp: 3000000, hitDice: '9d6+23', attackBonus: 16, skills: 11, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:594
  {
    level: 33, xp: 3120000, hitDice: '9d6+24', attackBonus: 16, skills: 12, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:595
  {
    level: 34, xp: 3240000, hitDice: '9d6+25', attackBonus: 17, skills: 12, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:596
  {
    level: 35, xp: 3360000, hitDice: '9d6+26', attackBonus: 17, skills: 12, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
  // 004:597
  {
    level: 36, xp: 3480000, hitDice: '9d6+27', attackBonus: 18, skills: 12, weaponFeats: 10,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [], gains: [],
  },
];

/** The abilities named in the table's last column, described from the prose under it. */
const SPECIAL_ABILITIES: readonly SpecialAbility[] = [
  {
    id: 'small',
    name: 'Small',
    description:
      'Creatures larger than human size find a halfling hard to hit: the halfling gets a 2-point armour-class ' +
      'bonus against their attacks.',
    citation: { file: SOURCE, lines: '629' },
  },
  {
    id: 'nimble',
    name: 'Nimble',
    description: '+1 to attack rolls with missile weapons and +1 to initiative rolls.',
    citation: { file: SOURCE, lines: '631' },
  },
  {
    id: 'unobtrusive',
    name: 'Unobtrusive',
    description:
      'A halfling keeping still can hide: 90% outdoors with bushes, rocks or trees for cover, 33% indoors with cover ' +
      'or shadow. Works in daylight, but not under magical light such as Continual Light.',
    citation: { file: SOURCE, lines: '633-635' },
  },
  {
    id: 'spell-resistance',
    name: 'Spell Resistance',
    description:
      'From 9th level, spells and spell-like abilities do half damage; a successful save against a half-damage ' +
      'attack cuts it to a quarter.',
    citation: { file: SOURCE, lines: '637' },
  },
  {
    id: 'multiple-attacks',
    name: 'Multiple Attacks',
    description: 'From 11th level, two attacks per round against a creature the halfling hits on a 2+ after modifiers.',
    citation: { file: SOURCE, lines: '639' },
  },
  {
    id: 'smash',
    name: 'Smash',
    description:
      'From 11th level, a declared melee smash: the halfling loses initiative and takes -5 to hit, but on a hit adds ' +
      'its Strength score (as well as its Strength bonus) to the damage.',
    citation: { file: SOURCE, lines: '643' },
  },
  {
    id: 'parry',
    name: 'Parry',
    description:
      'From 11th level, declared before initiative: the halfling makes no attacks that round, and every attack on it ' +
      'is made at -4.',
    citation: { file: SOURCE, lines: '645' },
  },
  {
    id: 'breath-evasion',
    name: 'Breath Evasion',
    description:
      'From 15th level, breath weapons do half damage; a successful save against a half-damage breath cuts it to a ' +
      'quarter.',
    citation: { file: SOURCE, lines: '647' },
  },
  {
    id: 'multiple-attacks-3',
    name: 'Multiple Attacks (3)',
    description: 'From 18th level, Multiple Attacks gives three attacks per round instead of two.',
    citation: {
      file: SOURCE,
      lines: '639-641',
      note: 'The table prints "Multiple Attacks (3)" at 18th level (004:579).',
    },
  },
];

/** Only the prose needed a decision; every printed cell is kept as printed. */
const RECONSTRUCTIONS: readonly Reconstruction[] = [
  {
    column: 'prose',
    note:
      'The heading "Halfling Abilities (See Table 4-7)" names the magic-user table; the halfling table is 4-6 ' +
      '(004:559, and 004:627 says "table 4-6"), so we read Table 4-6.',
    citation: { file: SOURCE, lines: '615' },
  },
];

/** Everything chapter 4 says about the halfling class. */
export const HALFLING: ClassTable = {
  id: 'halfling',
  name: 'Halfling',
  // 004:617 "Halflings gain 1d6 hit points per level of experience until 9th level."
  hitDie: 6,
  // 004:619 "After 9th level, halflings gain 1 hit point per level and do not add additional Con bonuses"
  hpPerLevelAfterNinth: 1,
  summary:
    'A small, stealthy demi-human (about 3 feet tall) and a single class for the whole race: a fair fighter and ' +
    'scout, at home outdoors, resistant to magic and, at high level, to breath weapons.',
  equipmentRestrictions:
    'Any armour and any shield; small weapons only (no medium or large weapons, because of their size).',
  levels: LEVELS,
  specialAbilities: SPECIAL_ABILITIES,
  reconstructions: RECONSTRUCTIONS,
  citation: {
    file: SOURCE,
    lines: '555-647',
    table: 'Table 4-6: Halfling abilities by level',
    note: 'Rows at 562-597; the prose heading at 615 wrongly refers to Table 4-7 (see reconstructions).',
  },
};
