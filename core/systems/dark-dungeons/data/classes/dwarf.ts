/**
 * The Dark Dungeons dwarf: Table 4-3 (abilities by level) and the class prose of chapter 4.
 */
import type { ClassTable, Reconstruction, SpecialAbility } from '../types';
import { levelRow, type PrintedRow } from './printed-row';

const SOURCE = '004_b3026cedeba6292d.txt';

// Source 004 lines 282-318.
const PRINTED: readonly PrintedRow[] = [
  [1, 0, '1d8', 1, 4, 4, [8, 9, 10, 13, 12]],
  [2, 2200, '2d8', 1, 4, 4, [8, 9, 10, 13, 12]],
  [3, 4400, '3d8', 2, 4, 5, [7, 8, 9, 12, 11]],
  [4, 8800, '4d8', 2, 4, 5, [7, 8, 9, 11, 10]],
  [5, 17000, '5d8', 3, 5, 5, [6, 7, 8, 10, 9]],
  [6, 35000, '6d8', 4, 5, 6, [5, 6, 7, 9, 8]],
  [7, 70000, '7d8', 4, 5, 6, [5, 6, 7, 8, 7]],
  [8, 140000, '8d8', 5, 5, 6, [4, 5, 6, 7, 6]],
  [9, 270000, '9d8', 6, 6, 7, [3, 4, 5, 6, 5]],
  [10, 400000, '9d8+2', 6, 6, 7, [3, 4, 5, 5, 4]],
  [11, 530000, '9d8+4', 7, 6, 8, [2, 3, 4, 4, 3]],
  [12, 660000, '9d8+6', 8, 6, 8, [2, 3, 4, 4, 3]],
  [13, 800000, '9d8+8', 8, 7, 8, [2, 3, 4, 3, 3]],
  [14, 950000, '9d8+10', 9, 7, 8, [2, 3, 4, 3, 3]],
  [15, 1100000, '9d8+12', 10, 7, 9, [2, 2, 3, 2, 2]],
  [16, 1250000, '9d8+14', 10, 7, 9, [2, 2, 3, 2, 2]],
  [17, 1400000, '9d8+16', 11, 8, 9, [2, 2, 3, 2, 2]],
  [18, 1550000, '9d8+18', 12, 8, 9, [2, 2, 3, 2, 2]],
  [19, 1700000, '9d8+20', 12, 8, 10, [2, 2, 2, 2, 2]],
  [20, 1850000, '9d8+22', 13, 8, 10, [2, 2, 2, 2, 2]],
  [21, 2000000, '9d8+24', 14, 9, 10, [2, 2, 2, 2, 2]],
  [22, 2150000, '9d8+26', 14, 9, 10, [2, 2, 2, 2, 2]],
  [23, 2300000, '9d8+28', 15, 9, 11, [2, 2, 2, 2, 2]],
  [24, 2450000, '9d8+30', 16, 9, 11, [2, 2, 2, 2, 2]],
  [25, 2600000, '9d8+32', 16, 10, 11, [2, 2, 2, 2, 2]],
  [26, 2750000, '9d8+34', 17, 10, 11, [2, 2, 2, 2, 2]],
  [27, 2900000, '9d8+36', 18, 10, 12, [2, 2, 2, 2, 2]],
  [28, 3050000, '9d8+38', 18, 10, 12, [2, 2, 2, 2, 2]],
  // Printed split over lines 310-311 with the attack bonus as '“+19' / '+19″' (see RECONSTRUCTIONS).
  [29, 3200000, '9d8+40', 19, 11, 12, [2, 2, 2, 2, 2]],
  [30, 3350000, '9d8+42', 20, 11, 13, [2, 2, 2, 2, 2]],
  [31, 3500000, '9d8+44', 20, 11, 13, [2, 2, 2, 2, 2]],
  [32, 3650000, '9d8+46', 21, 11, 13, [2, 2, 2, 2, 2]],
  [33, 3800000, '9d8+48', 22, 12, 14, [2, 2, 2, 2, 2]],
  [34, 3950000, '9d8+50', 22, 12, 14, [2, 2, 2, 2, 2]],
  [35, 4100000, '9d8+52', 23, 12, 14, [2, 2, 2, 2, 2]],
  [36, 4250000, '9d8+54', 23, 12, 15, [2, 2, 2, 2, 2]],
];

// The "Special Abilities" column of Table 4-3 (lines 282, 293, 297, 301, 318) as ability ids.
// "Multiple Attacks" and "Multiple Attacks (2)" both become 'multiple-attacks' (two attacks), as in the halfling
// table; three and four attacks are 'multiple-attacks-3' and 'multiple-attacks-4'.
const GAINS: Readonly<Record<number, readonly string[]>> = {
  1: ['heatvision', 'stonelore'],
  12: ['multiple-attacks', 'smash', 'parry'],
  16: ['spell-resistance'],
  20: ['multiple-attacks-3'],
  36: ['multiple-attacks-4'],
};

const SPECIAL_ABILITIES: readonly SpecialAbility[] = [
  {
    id: 'heatvision',
    name: 'Heatvision',
    description:
      'In darkness only, sees the temperature of things well enough to move and fight; normal light blinds it. ' +
      'Cannot read pictures or writing unless they are carved.',
    citation: { file: SOURCE, lines: '346' },
  },
  {
    id: 'stonelore',
    name: 'Stonelore',
    description:
      'When searching an area, the GM secretly rolls 1d6 for each stonework trap, stone secret door, new stone ' +
      'construction or gentle slope there; on 1-2 the dwarf notices it.',
    citation: { file: SOURCE, lines: '348-358' },
  },
  {
    id: 'multiple-attacks',
    name: 'Multiple Attacks',
    description: 'Two attacks per round against any creature the dwarf hits on a 2 or better after modifiers.',
    citation: { file: SOURCE, lines: '360' },
  },
  {
    id: 'smash',
    name: 'Smash',
    description:
      'Declared at the start of the round: the dwarf loses initiative and attacks at -5, but a hit adds the ' +
      'Strength score as well as the Strength bonus to damage.',
    citation: { file: SOURCE, lines: '362' },
  },
  {
    id: 'parry',
    name: 'Parry',
    description: 'Declared before initiative: the dwarf makes no attacks this round, and all attacks against it are at -4.',
    citation: { file: SOURCE, lines: '364' },
  },
  {
    id: 'spell-resistance',
    name: 'Spell Resistance',
    description:
      'Takes half damage from spells and spell-like abilities, or a quarter when a save for half damage succeeds.',
    citation: { file: SOURCE, lines: '366' },
  },
  {
    id: 'multiple-attacks-3',
    name: 'Multiple Attacks (3)',
    description: 'Three attacks per round against any creature the dwarf hits on a 2 or better after modifiers.',
    citation: { file: SOURCE, lines: '360' },
  },
  {
    id: 'multiple-attacks-4',
    name: 'Multiple Attacks (4)',
    description: 'Four attacks per round against any creature the dwarf hits on a 2 or better after modifiers.',
    citation: { file: SOURCE, lines: '360' },
  },
];

const RECONSTRUCTIONS: readonly Reconstruction[] = [
  {
    level: 29,
    column: 'attackBonus',
    note: 'Row split over two lines with the attack bonus printed as “+19 / +19″; we store 19 (the printed figure, between 18 and 20, and the supplement\'s +19).',
    citation: { file: SOURCE, lines: '310-311' },
  },
];

/** The dwarf class (Table 4-3 and its prose). */
export const DWARF: ClassTable = {
  id: 'dwarf',
  name: 'Dwarf',
  // "Dwarves gain 1d8 hit points per level ... After 9th level, dwarves gain 2 hit points per level" (004:336).
  hitDie: 8,
  hpPerLevelAfterNinth: 2,
  summary:
    'A stocky, non-magical demi-human from the mountains: a tough warrior at home underground, who sees heat in the ' +
    'dark, notices odd stonework and later shrugs off half the damage of spells.',
  equipmentRestrictions: 'Any armour and any shield; small or medium weapons only (no large weapons).',
  levels: PRINTED.map((row) => levelRow(row, GAINS)),
  specialAbilities: SPECIAL_ABILITIES,
  reconstructions: RECONSTRUCTIONS,
  citation: { file: SOURCE, lines: '279-318', table: 'Table 4-3: Dwarf abilities by level', note: 'Prose at 322-366.' },
};
