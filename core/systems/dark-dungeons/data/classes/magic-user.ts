/**
 * The Dark Dungeons magic-user: Table 4-7 and the class prose (source 004, lines 649-727).
 *
 * The rows are printed-row tuples (./printed-row), one per line of the table. The extracted text dropped the blank
 * spell cells, so a printed row is: level, XP, hit dice, attack bonus, skills, weapon feats, then 0-9 spells-per-day
 * figures, then exactly five saves. Because a class always gains spell levels from the lowest up, the blanks are all
 * trailing and the split is unambiguous: the figures between the sixth token and the last five are spell levels 1,
 * 2, 3... in order.
 */
import type { ClassTable, Reconstruction, SpecialAbility } from '../types';
import { casterLevelRow, type PrintedCasterRow } from './printed-row';

const SOURCE = '004_b3026cedeba6292d.txt';

// Source 004 lines 656-691 (row n is line 655 + n); spells per day from spell level 1.
const PRINTED: readonly PrintedCasterRow[] = [
  [1, 0, '1d4', 1, 4, 2, [1], [13, 14, 13, 16, 15]],
  [2, 2500, '2d4', 1, 4, 2, [2], [13, 14, 13, 16, 15]],
  [3, 5000, '3d4', 1, 4, 3, [2, 1], [13, 14, 13, 16, 15]],
  [4, 10000, '4d4', 1, 4, 3, [2, 2], [13, 14, 13, 16, 14]],
  [5, 20000, '5d4', 2, 5, 3, [2, 2, 1], [12, 13, 12, 15, 14]],
  [6, 40000, '6d4', 2, 5, 4, [3, 2, 2], [12, 13, 12, 15, 13]],
  [7, 80000, '7d4', 3, 5, 4, [3, 2, 2, 1], [11, 12, 11, 14, 13]],
  [8, 150000, '8d4', 3, 5, 4, [3, 3, 2, 2], [11, 12, 11, 14, 12]],
  [9, 300000, '9d4', 3, 6, 5, [3, 3, 2, 2, 1], [11, 12, 11, 14, 11]],
  [10, 450000, '9d4+1', 4, 6, 5, [4, 3, 3, 2, 2], [10, 11, 10, 13, 11]],
  [11, 600000, '9d4+2', 4, 6, 6, [4, 4, 4, 3, 2], [10, 11, 10, 13, 10]],
  [12, 750000, '9d4+3', 5, 6, 6, [4, 4, 4, 3, 2, 1], [9, 10, 9, 12, 10]],
  [13, 900000, '9d4+4', 5, 7, 6, [5, 4, 4, 3, 2, 2], [9, 10, 9, 12, 9]],
  [14, 1050000, '9d4+5', 5, 7, 6, [5, 4, 4, 4, 3, 2], [9, 10, 9, 12, 8]],
  [15, 1200000, '9d4+6', 6, 7, 7, [5, 4, 4, 4, 3, 2, 1], [8, 9, 8, 11, 8]],
  [16, 1350000, '9d4+7', 6, 7, 7, [5, 5, 5, 4, 3, 2, 2], [8, 9, 8, 11, 7]],
  [17, 1500000, '9d4+8', 7, 8, 7, [6, 5, 5, 4, 4, 3, 2], [7, 8, 7, 10, 7]],
  [18, 1650000, '9d4+9', 7, 8, 7, [6, 5, 5, 4, 4, 3, 2, 1], [7, 8, 7, 10, 6]],
  [19, 1800000, '9d4+10', 7, 8, 7, [6, 5, 5, 5, 4, 3, 2, 2], [7, 8, 7, 10, 6]],
  [20, 1950000, '9d4+11', 8, 8, 7, [6, 5, 5, 5, 4, 4, 3, 2], [6, 7, 6, 9, 5]],
  [21, 2100000, '9d4+12', 8, 9, 7, [6, 5, 5, 5, 4, 4, 3, 2, 1], [6, 7, 6, 9, 5]],
  [22, 2250000, '9d4+13', 9, 9, 7, [6, 6, 5, 5, 5, 4, 3, 2, 2], [5, 6, 5, 8, 4]],
  [23, 2400000, '9d4+14', 9, 9, 8, [6, 6, 6, 6, 5, 4, 3, 3, 2], [5, 6, 5, 8, 4]],
  [24, 2550000, '9d4+15', 9, 9, 8, [7, 7, 6, 6, 5, 5, 4, 3, 2], [5, 5, 5, 7, 4]],
  [25, 2700000, '9d4+16', 10, 10, 8, [7, 7, 6, 6, 5, 5, 4, 4, 3], [4, 5, 4, 7, 3]],
  [26, 2850000, '9d4+17', 10, 10, 8, [7, 7, 7, 6, 6, 5, 5, 4, 3], [4, 4, 4, 6, 3]],
  [27, 3000000, '9d4+18', 11, 10, 8, [7, 7, 7, 6, 6, 5, 5, 5, 4], [4, 4, 4, 6, 3]],
  [28, 3150000, '9d4+19', 11, 10, 8, [8, 8, 7, 6, 6, 6, 6, 5, 4], [4, 4, 4, 5, 3]],
  [29, 3300000, '9d4+20', 11, 11, 8, [8, 8, 7, 7, 7, 6, 6, 5, 5], [3, 3, 3, 5, 2]],
  [30, 3450000, '9d4+21', 12, 11, 9, [8, 8, 8, 7, 7, 7, 6, 6, 5], [3, 3, 3, 4, 2]],
  [31, 3600000, '9d4+22', 12, 11, 9, [8, 8, 8, 7, 7, 7, 7, 6, 6], [3, 3, 3, 4, 2]],
  [32, 3750000, '9d4+23', 13, 11, 9, [9, 8, 8, 8, 8, 7, 7, 7, 6], [3, 3, 3, 3, 2]],
  [33, 3900000, '9d4+24', 13, 12, 9, [9, 9, 9, 8, 8, 8, 7, 7, 7], [2, 2, 2, 3, 2]],
  [34, 4050000, '9d4+25', 13, 12, 9, [9, 9, 9, 9, 8, 8, 8, 8, 7], [2, 2, 2, 2, 2]],
  [35, 4200000, '9d4+26', 14, 12, 9, [9, 9, 9, 9, 9, 9, 8, 8, 8], [2, 2, 2, 2, 2]],
  [36, 4350000, '9d4+27', 15, 12, 10, [9, 9, 9, 9, 9, 9, 9, 9, 9], [2, 2, 2, 2, 2]],
];

// Table 4-7 has no Special Abilities column; spellcasting from 1st level is the class's one feature (004:715-723).
const GAINS: Readonly<Record<number, readonly string[]>> = { 1: ['magic-user-spells'] };

/** The magic-user's only class feature is spellcasting; the prose describes no other special ability. */
const SPECIAL_ABILITIES: readonly SpecialAbility[] = [
  {
    id: 'magic-user-spells',
    name: 'Spells',
    description:
      'Casts magic-user spells. After a full night of sleep and an hour with the spell book, prepares the number of ' +
      'spells per level shown in Table 4-7, each cast once (normal or reversed form chosen when preparing). Starts ' +
      'with a spell book holding Read Magic and one other 1st-level spell.',
    citation: { file: SOURCE, lines: '715-723' },
  },
];

/** Every printed cell of Table 4-7 is consistent with its neighbours, so nothing was reconstructed. */
const RECONSTRUCTIONS: readonly Reconstruction[] = [];

/** Everything chapter 4 says about the magic-user class. */
export const MAGIC_USER: ClassTable = {
  id: 'magic-user',
  name: 'Magic-User',
  // 004:705 "Magic-users gain 1d4 hit points per level of experience until 9th level."
  hitDie: 4,
  // 004:705 "After 9th level, magic-users gain 1 hit point per level and do not add additional Con bonuses"
  hpPerLevelAfterNinth: 1,
  summary:
    'A human scholar of the arcane who casts spells from a spell book: physically weak and reliant on the party at ' +
    'low level, but a wielder of great destructive power at high level.',
  equipmentRestrictions:
    'No armour and no shields. Weapons only from this list: dagger, staff, sling, whip, pistol, net and blowgun.',
  levels: PRINTED.map((row) => casterLevelRow(row, GAINS)),
  // 004:717-723: spells are prepared from the magic-user's own spell book, which holds only the spells it has acquired.
  rules: { keepsSpellbook: true },
  specialAbilities: SPECIAL_ABILITIES,
  reconstructions: RECONSTRUCTIONS,
  citation: {
    file: SOURCE,
    lines: '649-727',
    table: 'Table 4-7: Magic-user abilities by level',
    note: 'Rows at 656-691; blank spell cells were collapsed in extraction and are trailing, split before the 5 saves.',
  },
};
