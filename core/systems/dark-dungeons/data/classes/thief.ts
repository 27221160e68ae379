/**
 * The Dark Dungeons thief: Table 4-9 and the class prose (source 004, lines 843-957).
 *
 * The rows are printed-row tuples (./printed-row), one per line of the table. The extracted text dropped blank
 * cells, so a row lists eight thief abilities every thief has, then Read Languages (printed from 4th level, as the
 * prose at 004:947 says) and Use Magic-User Scroll (from 10th, 004:951): the count tells which late abilities the row
 * has. Several percentages exceed 100 as printed; they are kept, since the rules apply modifiers to these chances
 * (e.g. -5% per hit die of a pick-pocket target, 004:937) and the surplus matters then.
 */
import type { ClassTable, Reconstruction, SpecialAbility } from '../types';
import { thiefLevelRow, type PrintedThiefRow } from './printed-row';

const SOURCE = '004_b3026cedeba6292d.txt';

// Source 004 lines 850-885 (row n is line 849 + n).
const PRINTED: readonly PrintedThiefRow[] = [
  [1, 0, '1d4', 1, 4, 2, [15, 10, 10, 87, 20, 10, 20, 30], [13, 14, 13, 16, 15]],
  [2, 1200, '2d4', 1, 4, 2, [20, 15, 15, 88, 25, 15, 25, 35], [13, 14, 13, 16, 15]],
  [3, 2400, '3d4', 1, 4, 3, [25, 20, 20, 89, 30, 20, 30, 40], [13, 14, 13, 16, 15]],
  [4, 4800, '4d4', 2, 4, 3, [30, 25, 25, 90, 35, 24, 35, 45, 80], [12, 13, 12, 15, 14]],
  [5, 9600, '5d4', 2, 5, 3, [35, 30, 30, 91, 40, 28, 40, 50, 80], [12, 13, 12, 15, 14]],
  [6, 20000, '6d4', 3, 5, 4, [40, 35, 34, 92, 44, 32, 45, 54, 80], [11, 12, 11, 14, 13]],
  [7, 40000, '7d4', 3, 5, 4, [45, 40, 38, 93, 48, 35, 50, 58, 80], [11, 12, 11, 14, 13]],
  [8, 80000, '8d4', 4, 5, 4, [50, 45, 42, 94, 52, 38, 55, 62, 80], [10, 11, 10, 13, 12]],
  [9, 160000, '9d4', 4, 6, 5, [54, 50, 46, 95, 55, 41, 60, 66, 80], [10, 11, 10, 13, 12]],
  [10, 280000, '9d4+2', 5, 6, 5, [58, 54, 50, 96, 58, 44, 65, 70, 80, 90], [9, 10, 9, 12, 11]],
  [11, 400000, '9d4+4', 5, 6, 6, [62, 58, 54, 97, 61, 47, 70, 74, 80, 90], [9, 10, 9, 12, 11]],
  [12, 520000, '9d4+6', 6, 6, 6, [66, 62, 58, 98, 64, 50, 75, 78, 80, 90], [8, 9, 8, 11, 10]],
  [13, 640000, '9d4+8', 6, 7, 6, [69, 66, 61, 99, 66, 53, 80, 81, 80, 90], [8, 9, 8, 11, 10]],
  [14, 760000, '9d4+10', 7, 7, 6, [72, 70, 64, 100, 68, 56, 85, 84, 80, 90], [7, 8, 7, 10, 9]],
  [15, 880000, '9d4+12', 7, 7, 7, [75, 73, 67, 101, 70, 58, 90, 87, 80, 90], [7, 8, 7, 10, 9]],
  [16, 1000000, '9d4+14', 8, 7, 7, [78, 76, 70, 102, 72, 60, 95, 90, 80, 90], [6, 7, 6, 9, 8]],
  [17, 1120000, '9d4+16', 8, 8, 7, [81, 80, 73, 103, 74, 62, 100, 92, 80, 90], [6, 7, 6, 9, 8]],
  [18, 1240000, '9d4+18', 9, 8, 7, [84, 83, 76, 104, 76, 64, 105, 94, 80, 90], [5, 6, 5, 8, 7]],
  [19, 1360000, '9d4+20', 9, 8, 7, [86, 86, 79, 105, 78, 66, 110, 96, 80, 90], [5, 6, 5, 8, 7]],
  [20, 1480000, '9d4+22', 10, 8, 7, [88, 89, 82, 106, 80, 68, 115, 98, 80, 90], [5, 6, 5, 7, 6]],
  [21, 1600000, '9d4+24', 10, 9, 7, [90, 92, 85, 107, 82, 70, 120, 100, 80, 90], [4, 5, 4, 7, 6]],
  [22, 1720000, '9d4+26', 11, 9, 7, [92, 94, 88, 108, 84, 72, 125, 102, 80, 90], [4, 5, 4, 6, 5]],
  [23, 1840000, '9d4+28', 11, 9, 8, [94, 96, 91, 109, 86, 74, 130, 104, 80, 90], [4, 5, 4, 6, 5]],
  [24, 1960000, '9d4+30', 12, 9, 8, [96, 98, 94, 110, 88, 76, 135, 106, 80, 90], [4, 5, 4, 5, 5]],
  [25, 2080000, '9d4+34', 12, 10, 8, [98, 99, 97, 111, 89, 78, 140, 108, 80, 90], [3, 4, 3, 5, 4]],
  [26, 2200000, '9d4+36', 13, 10, 8, [100, 100, 100, 112, 90, 80, 145, 110, 80, 90], [3, 4, 3, 4, 4]],
  [27, 2320000, '9d4+38', 13, 10, 8, [102, 101, 103, 113, 91, 82, 150, 112, 80, 90], [3, 4, 3, 4, 4]],
  [28, 2440000, '9d4+40', 14, 10, 8, [104, 102, 106, 114, 92, 84, 155, 114, 80, 90], [3, 4, 3, 4, 4]],
  [29, 2560000, '9d4+42', 14, 11, 8, [106, 103, 109, 115, 93, 86, 160, 116, 80, 90], [2, 3, 2, 3, 3]],
  [30, 2680000, '9d4+44', 15, 11, 9, [108, 104, 112, 116, 94, 88, 165, 118, 80, 90], [2, 3, 2, 3, 2]],
  [31, 2800000, '9d4+46', 15, 11, 9, [110, 105, 115, 117, 95, 90, 170, 120, 80, 90], [2, 3, 2, 3, 2]],
  [32, 2920000, '9d4+48', 16, 11, 9, [112, 106, 118, 118, 96, 92, 175, 122, 80, 90], [2, 3, 2, 3, 2]],
  [33, 3040000, '9d4+50', 16, 12, 9, [114, 107, 121, 118, 97, 94, 180, 124, 80, 90], [2, 2, 2, 2, 2]],
  [34, 3160000, '9d4+52', 17, 12, 9, [116, 108, 124, 119, 98, 96, 185, 126, 80, 90], [2, 2, 2, 2, 2]],
  [35, 3280000, '9d4+54', 17, 12, 9, [118, 109, 127, 119, 99, 98, 190, 128, 80, 90], [2, 2, 2, 2, 2]],
  [36, 3400000, '9d4+56', 18, 12, 10, [120, 110, 130, 120, 100, 100, 195, 130, 80, 90], [2, 2, 2, 2, 2]],
];

// Table 4-9 has no Special Abilities column: the prose gives Sneak Attack and the eight percentage abilities from 1st
// (004:907-945, described without a starting level), Read Languages from 4th (004:947) and Use Magic-User Scroll
// from 10th (004:951), the levels at which the table starts printing their columns.
const GAINS: Readonly<Record<number, readonly string[]>> = {
  1: [
    'sneak-attack', 'open-locks', 'find-traps', 'remove-traps', 'climb-walls', 'move-silently', 'hide-in-shadows',
    'pick-pockets', 'hear-noise',
  ],
  4: ['read-languages'],
  10: ['use-magic-user-scroll'],
};

/** The thief's abilities, described from the prose after the table. */
const SPECIAL_ABILITIES: readonly SpecialAbility[] = [
  {
    id: 'sneak-attack',
    name: 'Sneak Attack',
    description:
      'Against a foe who does not know where the thief is (hidden, invisible or concealed, not merely behind it), +4 ' +
      'to hit and double damage, in melee or with a missile at short range; both attacks benefit when fighting with ' +
      'two weapons.',
    citation: { file: SOURCE, lines: '907-911' },
  },
  {
    id: 'open-locks',
    name: 'Open Locks',
    description:
      'With lock picks (or improvised ones), pick a lock at the table percentage; one try per lock until the thief ' +
      'gains a level, and picking sets off any trap still on the lock.',
    citation: { file: SOURCE, lines: '913-915' },
  },
  {
    id: 'find-traps',
    name: 'Find Traps',
    description:
      'When the player says the thief is searching, the GM rolls the table percentage for each trap present; a ' +
      'failure is indistinguishable from there being no trap.',
    citation: { file: SOURCE, lines: '917-919' },
  },
  {
    id: 'remove-traps',
    name: 'Remove Traps',
    description:
      'Disarm a known trap at the table percentage; each failure sets the trap off, but the thief may keep trying.',
    citation: { file: SOURCE, lines: '921-923' },
  },
  {
    id: 'climb-walls',
    name: 'Climb Walls',
    description:
      'Climb sheer surfaces at the table percentage, rolling per 100 feet or part; a failure means a fall from half ' +
      'way up.',
    citation: { file: SOURCE, lines: '925-927' },
  },
  {
    id: 'move-silently',
    name: 'Move Silently',
    description:
      'Move without being heard at the table percentage, rolled secretly by the GM for each round of movement.',
    citation: { file: SOURCE, lines: '929' },
  },
  {
    id: 'hide-in-shadows',
    name: 'Hide in Shadows',
    description:
      'Hide in cover or shadow at the table percentage, rolled when hiding and for each round of movement; anyone ' +
      'already watching the thief still sees it.',
    citation: { file: SOURCE, lines: '931-933' },
  },
  {
    id: 'pick-pockets',
    name: 'Pick Pockets',
    description:
      'Steal a named small, unheld item at the table percentage less 5% per hit die of the target; failing by up to ' +
      'double the chance goes unnoticed, worse (or 00) is noticed.',
    citation: { file: SOURCE, lines: '935-941' },
  },
  {
    id: 'hear-noise',
    name: 'Hear Noise',
    description:
      'Listening quietly at a door, window or thin wall, hear faint noises at the table percentage (GM rolls; needs ' +
      'quiet surroundings).',
    citation: { file: SOURCE, lines: '943-945' },
  },
  {
    id: 'read-languages',
    name: 'Read Languages',
    description: 'From 4th level, an 80% chance to decipher any non-magical writing or code (written text only).',
    citation: { file: SOURCE, lines: '947-949' },
  },
  {
    id: 'use-magic-user-scroll',
    name: 'Use Magic-User Scroll',
    description:
      'From 10th level, a 90% chance to read and cast a magic-user spell from a scroll; on a failure the spell is ' +
      'spent and misfires (an offensive spell centres on the thief, others fizzle).',
    citation: { file: SOURCE, lines: '951-955' },
  },
];

/** Cells that break the table's own pattern; each is kept as printed. */
const RECONSTRUCTIONS: readonly Reconstruction[] = [
  {
    level: 25,
    column: 'hitDice',
    note:
      'Printed 9d4+34 after 9d4+30 at 24th, a jump of 4 where the prose gives 2 hp a level; every later row keeps ' +
      'the offset (9d4+56 at 36th, not +54). Kept as printed; hit points follow hpPerLevelAfterNinth.',
    citation: { file: SOURCE, lines: '874-885' },
  },
  {
    level: 33,
    column: 'climbWalls',
    note:
      'Printed 118 at both 32nd and 33rd and 119 at both 34th and 35th, breaking the +1-a-level run from 87; kept ' +
      'as printed (the mystic table in the supplement has the same figures).',
    citation: { file: SOURCE, lines: '881-884' },
  },
];

/** Everything chapter 4 says about the thief class. */
export const THIEF: ClassTable = {
  id: 'thief',
  name: 'Thief',
  // 004:899 "Thieves gain 1d4 hit points per level of experience until 9th level."
  hitDie: 4,
  // 004:899 "After 9th level, thieves gain 2 hit points per level and do not add additional Con bonuses"
  hpPerLevelAfterNinth: 2,
  summary:
    'A human specialist in stealth, locks, traps and trickery, not necessarily dishonest: a scout and trap-breaker ' +
    'who strikes hard from hiding but is no front-line fighter.',
  equipmentRestrictions:
    'Leather armour only and no shields; any one-handed weapon and any missile weapon, but no two-handed weapons.',
  levels: PRINTED.map((row) => thiefLevelRow(row, GAINS)),
  specialAbilities: SPECIAL_ABILITIES,
  reconstructions: RECONSTRUCTIONS,
  citation: {
    file: SOURCE,
    lines: '843-957',
    table: 'Table 4-9: Thief abilities by level',
    note:
      'Rows at 850-885; blank Read Languages / Use Magic-User Scroll cells told apart by row length (19/20/21); ' +
      'percentages over 100 kept as printed.',
  },
};
