/**
 * The Dark Dungeons halfling: Table 4-6 and the class prose (source 004, lines 555-647).
 *
 * The rows are printed-row tuples (./printed-row), one per line of the table, so a reviewer can hold each against the
 * printed text. The table printed cleanly: no cell needed reconstructing.
 */
import type { ClassTable, Reconstruction, SpecialAbility } from '../types';
import { levelRow, type PrintedRow } from './printed-row';

const SOURCE = '004_b3026cedeba6292d.txt';

// Source 004 lines 562-597 (row n is line 561 + n).
const PRINTED: readonly PrintedRow[] = [
  [1, 0, '1d6', 1, 4, 2, [8, 9, 10, 13, 12]],
  [2, 2000, '2d6', 1, 4, 2, [8, 9, 10, 13, 12]],
  [3, 4000, '3d6', 1, 4, 3, [7, 8, 9, 12, 11]],
  [4, 8000, '4d6', 2, 4, 3, [6, 7, 8, 10, 9]],
  [5, 16000, '5d6', 2, 5, 3, [5, 6, 7, 9, 8]],
  [6, 32000, '6d6', 3, 5, 4, [4, 5, 6, 8, 7]],
  [7, 64000, '7d6', 3, 5, 4, [3, 4, 5, 6, 5]],
  [8, 120000, '8d6', 4, 5, 4, [2, 3, 4, 5, 4]],
  [9, 240000, '9d6', 4, 6, 5, [2, 3, 4, 5, 4]],
  [10, 360000, '9d6+1', 5, 6, 5, [2, 2, 3, 4, 3]],
  [11, 480000, '9d6+2', 5, 6, 6, [2, 2, 3, 4, 3]],
  [12, 600000, '9d6+3', 6, 6, 6, [2, 2, 2, 3, 2]],
  [13, 720000, '9d6+4', 6, 7, 6, [2, 2, 2, 3, 2]],
  [14, 840000, '9d6+5', 7, 7, 6, [2, 2, 2, 2, 2]],
  [15, 960000, '9d6+6', 7, 7, 7, [2, 2, 2, 2, 2]],
  [16, 1080000, '9d6+7', 8, 7, 7, [2, 2, 2, 2, 2]],
  [17, 1200000, '9d6+8', 8, 8, 7, [2, 2, 2, 2, 2]],
  [18, 1320000, '9d6+9', 9, 8, 7, [2, 2, 2, 2, 2]],
  [19, 1440000, '9d6+10', 9, 8, 7, [2, 2, 2, 2, 2]],
  [20, 1560000, '9d6+11', 10, 8, 7, [2, 2, 2, 2, 2]],
  [21, 1680000, '9d6+12', 10, 9, 7, [2, 2, 2, 2, 2]],
  [22, 1800000, '9d6+13', 11, 9, 7, [2, 2, 2, 2, 2]],
  [23, 1920000, '9d6+14', 11, 9, 8, [2, 2, 2, 2, 2]],
  [24, 2040000, '9d6+15', 12, 9, 8, [2, 2, 2, 2, 2]],
  [25, 2160000, '9d6+16', 12, 10, 8, [2, 2, 2, 2, 2]],
  [26, 2280000, '9d6+17', 13, 10, 8, [2, 2, 2, 2, 2]],
  [27, 2400000, '9d6+18', 13, 10, 8, [2, 2, 2, 2, 2]],
  [28, 2520000, '9d6+19', 14, 10, 8, [2, 2, 2, 2, 2]],
  [29, 2640000, '9d6+20', 14, 11, 8, [2, 2, 2, 2, 2]],
  [30, 2760000, '9d6+21', 15, 11, 9, [2, 2, 2, 2, 2]],
  [31, 2880000, '9d6+22', 15, 11, 9, [2, 2, 2, 2, 2]],
  [32, 3000000, '9d6+23', 16, 11, 9, [2, 2, 2, 2, 2]],
  [33, 3120000, '9d6+24', 16, 12, 9, [2, 2, 2, 2, 2]],
  [34, 3240000, '9d6+25', 17, 12, 9, [2, 2, 2, 2, 2]],
  [35, 3360000, '9d6+26', 17, 12, 9, [2, 2, 2, 2, 2]],
  [36, 3480000, '9d6+27', 18, 12, 10, [2, 2, 2, 2, 2]],
];

// The "Special Abilities" column of Table 4-6 (lines 562, 570, 572, 576, 579) as ability ids, split on "/".
// "Multiple Attacks" is two attacks ('multiple-attacks'), "Multiple Attacks (3)" is 'multiple-attacks-3'.
const GAINS: Readonly<Record<number, readonly string[]>> = {
  1: ['small', 'nimble', 'unobtrusive'],
  9: ['spell-resistance'],
  11: ['multiple-attacks', 'smash', 'parry'],
  15: ['breath-evasion'],
  18: ['multiple-attacks-3'],
};

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
  levels: PRINTED.map((row) => levelRow(row, GAINS)),
  specialAbilities: SPECIAL_ABILITIES,
  reconstructions: RECONSTRUCTIONS,
  citation: {
    file: SOURCE,
    lines: '555-647',
    table: 'Table 4-6: Halfling abilities by level',
    note: 'Rows at 562-597; the prose heading at 615 wrongly refers to Table 4-7 (see reconstructions).',
  },
};
