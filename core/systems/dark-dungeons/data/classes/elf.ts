/**
 * The Dark Dungeons elf: Table 4-4 (abilities by level) and the class prose of chapter 4.
 */
import type { ClassTable, SpecialAbility } from '../types';
import { casterLevelRow, type PrintedCasterRow } from './printed-row';

const SOURCE = '004_b3026cedeba6292d.txt';

// Source 004 lines 375-410. Blank spell cells were collapsed in extraction; spell columns fill from spell level 1, so
// the numbers between "Weapon Feats" and the five saves are spell levels 1, 2, 3, ... in order (the trailing
// "Special Abilities" text is not a number and is read into GAINS).
const PRINTED: readonly PrintedCasterRow[] = [
  [1, 0, '1d6', 1, 4, 2, [1], [12, 13, 13, 15, 15]],
  [2, 4000, '2d6', 1, 4, 2, [2], [12, 13, 13, 15, 15]],
  [3, 8000, '3d6', 1, 4, 3, [2, 1], [11, 12, 12, 14, 14]],
  [4, 16000, '4d6', 2, 4, 3, [2, 2], [9, 11, 11, 12, 12]],
  [5, 32000, '5d6', 2, 5, 3, [2, 2, 1], [8, 10, 10, 11, 11]],
  [6, 64000, '6d6', 3, 5, 4, [3, 2, 2], [7, 9, 9, 10, 10]],
  [7, 120000, '7d6', 3, 5, 4, [3, 2, 2, 1], [5, 8, 8, 8, 8]],
  [8, 250000, '8d6', 4, 5, 4, [3, 3, 2, 2], [4, 7, 7, 7, 7]],
  [9, 400000, '9d6', 4, 6, 5, [3, 3, 2, 2, 1], [3, 6, 6, 6, 6]],
  [10, 550000, '9d6+1', 5, 6, 5, [4, 3, 3, 2, 2], [3, 5, 5, 4, 4]],
  [11, 700000, '9d6+2', 5, 6, 6, [4, 4, 4, 3, 2], [2, 4, 4, 3, 3]],
  [12, 850000, '9d6+3', 6, 6, 6, [4, 4, 4, 3, 2, 1], [2, 4, 4, 3, 3]],
  [13, 1000000, '9d6+4', 6, 7, 6, [5, 4, 4, 3, 2, 2], [2, 4, 4, 2, 2]],
  [14, 1150000, '9d6+5', 7, 7, 6, [5, 4, 4, 4, 3, 2], [2, 3, 3, 2, 2]],
  [15, 1300000, '9d6+6', 7, 7, 7, [5, 4, 4, 4, 3, 2, 1], [2, 3, 3, 2, 2]],
  [16, 1450000, '9d6+7', 8, 7, 7, [5, 5, 5, 4, 3, 2, 2], [2, 3, 3, 2, 2]],
  [17, 1600000, '9d6+8', 8, 8, 7, [6, 5, 5, 4, 4, 3, 2], [2, 2, 2, 2, 2]],
  [18, 1750000, '9d6+9', 9, 8, 7, [6, 5, 5, 4, 4, 3, 2, 1], [2, 2, 2, 2, 2]],
  [19, 1900000, '9d6+10', 9, 8, 7, [6, 5, 5, 5, 4, 3, 2, 2], [2, 2, 2, 2, 2]],
  [20, 2050000, '9d6+11', 10, 8, 7, [6, 5, 5, 5, 4, 4, 3, 2], [2, 2, 2, 2, 2]],
  [21, 2200000, '9d6+12', 10, 9, 7, [6, 5, 5, 5, 4, 4, 3, 2, 1], [2, 2, 2, 2, 2]],
  [22, 2350000, '9d6+13', 11, 9, 7, [6, 6, 5, 5, 5, 4, 3, 2, 2], [2, 2, 2, 2, 2]],
  [23, 2500000, '9d6+14', 11, 9, 8, [6, 6, 6, 6, 5, 4, 3, 3, 2], [2, 2, 2, 2, 2]],
  [24, 2650000, '9d6+15', 12, 9, 8, [7, 7, 6, 6, 5, 5, 4, 3, 2], [2, 2, 2, 2, 2]],
  [25, 2800000, '9d6+16', 12, 10, 8, [7, 7, 6, 6, 5, 5, 4, 4, 3], [2, 2, 2, 2, 2]],
  [26, 2950000, '9d6+17', 13, 10, 8, [7, 7, 7, 6, 6, 5, 5, 4, 3], [2, 2, 2, 2, 2]],
  [27, 3100000, '9d6+18', 13, 10, 8, [7, 7, 7, 6, 6, 5, 5, 5, 4], [2, 2, 2, 2, 2]],
  [28, 3250000, '9d6+19', 14, 10, 8, [8, 8, 7, 6, 6, 6, 6, 5, 4], [2, 2, 2, 2, 2]],
  [29, 3400000, '9d6+20', 14, 11, 8, [8, 8, 7, 7, 7, 6, 6, 5, 5], [2, 2, 2, 2, 2]],
  [30, 3550000, '9d6+21', 15, 11, 9, [8, 8, 8, 7, 7, 7, 6, 6, 5], [2, 2, 2, 2, 2]],
  [31, 3700000, '9d6+22', 15, 11, 9, [8, 8, 8, 7, 7, 7, 7, 6, 6], [2, 2, 2, 2, 2]],
  [32, 3850000, '9d6+23', 16, 11, 9, [9, 8, 8, 8, 8, 7, 7, 7, 6], [2, 2, 2, 2, 2]],
  [33, 4000000, '9d6+24', 16, 12, 9, [9, 9, 9, 8, 8, 8, 7, 7, 7], [2, 2, 2, 2, 2]],
  [34, 4150000, '9d6+25', 17, 12, 9, [9, 9, 9, 9, 8, 8, 8, 8, 7], [2, 2, 2, 2, 2]],
  [35, 4300000, '9d6+26', 17, 12, 9, [9, 9, 9, 9, 9, 9, 8, 8, 8], [2, 2, 2, 2, 2]],
  [36, 4450000, '9d6+27', 18, 12, 10, [9, 9, 9, 9, 9, 9, 9, 9, 9], [2, 2, 2, 2, 2]],
];

// The "Special Abilities" column of Table 4-4 (lines 375, 385, 388, 392) as ability ids.
// "Multiple Attacks" and "Multiple Attacks (2)" both become 'multiple-attacks' (two attacks), as in the halfling
// table; three and four attacks are 'multiple-attacks-3' and 'multiple-attacks-4'.
const GAINS: Readonly<Record<number, readonly string[]>> = {
  1: ['heatvision', 'elfsight', 'ghoul-immunity'],
  11: ['multiple-attacks', 'smash', 'parry'],
  14: ['breath-evasion'],
  18: ['multiple-attacks-3'],
};

const SPECIAL_ABILITIES: readonly SpecialAbility[] = [
  {
    id: 'heatvision',
    name: 'Heatvision',
    description:
      'In darkness only, sees the temperature of things well enough to move and fight; normal light blinds it. ' +
      'Cannot read pictures or writing unless they are carved.',
    citation: { file: SOURCE, lines: '454' },
  },
  {
    id: 'elfsight',
    name: 'Elfsight',
    description: 'Keen eyes find secret and hidden doors more easily than other characters (see Chapter 9).',
    citation: { file: SOURCE, lines: '456' },
  },
  {
    id: 'ghoul-immunity',
    name: 'Ghoul Immunity',
    description: 'Immune to the paralysing touch of ghouls and ghasts, but not to other paralysis.',
    citation: { file: SOURCE, lines: '458' },
  },
  {
    id: 'multiple-attacks',
    name: 'Multiple Attacks',
    description: 'Two attacks per round against any creature the elf hits on a 2 or better after modifiers.',
    citation: { file: SOURCE, lines: '460' },
  },
  {
    id: 'smash',
    name: 'Smash',
    description:
      'Declared at the start of the round: the elf loses initiative and attacks at -5, but a hit adds the ' +
      'Strength score as well as the Strength bonus to damage.',
    citation: { file: SOURCE, lines: '462' },
  },
  {
    id: 'parry',
    name: 'Parry',
    description: 'Declared before initiative: the elf makes no attacks this round, and all attacks against it are at -4.',
    citation: { file: SOURCE, lines: '464' },
  },
  {
    id: 'breath-evasion',
    name: 'Breath Evasion',
    description: 'Takes half damage from breath weapons, or a quarter when a save for half damage succeeds.',
    citation: { file: SOURCE, lines: '466' },
  },
  {
    id: 'multiple-attacks-3',
    name: 'Multiple Attacks (3)',
    description: 'Three attacks per round against any creature the elf hits on a 2 or better after modifiers.',
    citation: { file: SOURCE, lines: '460' },
  },
];

/** The elf class (Table 4-4 and its prose). */
export const ELF: ClassTable = {
  id: 'elf',
  name: 'Elf',
  // "Elves gain 1d6 hit points per level ... After 9th level, elves gain 1 hit point per level" (004:432).
  hitDie: 6,
  hpPerLevelAfterNinth: 1,
  summary:
    'A slender, naturally magical demi-human of the woods who both fights and casts magic-user spells from a ' +
    'spell book; flexible, but the slowest class to advance.',
  equipmentRestrictions: 'Any armour, any shield and any weapon.',
  levels: PRINTED.map((row) => casterLevelRow(row, GAINS)),
  // 004:442-448: spells are prepared from the elf's own spell book, which holds only the spells it has acquired.
  rules: { keepsSpellbook: true },
  specialAbilities: SPECIAL_ABILITIES,
  reconstructions: [],
  citation: {
    file: SOURCE,
    lines: '372-410',
    table: 'Table 4-4: Elf abilities by level',
    note: 'Blank spell cells were collapsed in extraction; spells are read as the numbers between weapon feats and the five saves, from spell level 1. Prose at 412-466.',
  },
};
