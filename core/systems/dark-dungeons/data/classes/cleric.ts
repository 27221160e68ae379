/**
 * The Dark Dungeons cleric: Table 4-2a (abilities by level) and the class prose of chapter 4.
 * Turning undead (Table 4-2b) lives in ../turn-undead; druidic vows in ../vows.
 */
import type { ClassTable, Reconstruction, SpecialAbility } from '../types';
import { DRUIDIC_VOWS } from '../vows';
import { casterLevelRow, type PrintedCasterRow } from './printed-row';

const SOURCE = '004_b3026cedeba6292d.txt';

// Source 004 lines 75-110. Blank spell cells were collapsed in extraction; spell columns fill from spell level 1, so
// the numbers between "Weapon Feats" and the last five (saves) are spell levels 1, 2, 3, ... in order.
const PRINTED: readonly PrintedCasterRow[] = [
  [1, 0, '1d6', 1, 4, 2, [], [11, 12, 14, 16, 15]],
  [2, 1500, '2d6', 1, 4, 2, [1], [11, 12, 14, 16, 15]],
  [3, 3000, '3d6', 1, 4, 3, [2], [11, 12, 14, 16, 15]],
  [4, 6000, '4d6', 2, 4, 3, [2, 1], [10, 11, 13, 15, 14]],
  [5, 12000, '5d6', 2, 5, 3, [2, 2], [10, 11, 13, 15, 14]],
  [6, 25000, '6d6', 3, 5, 4, [2, 2, 1], [9, 10, 12, 14, 13]],
  [7, 50000, '7d6', 3, 5, 4, [3, 2, 2], [9, 10, 12, 14, 13]],
  [8, 100000, '8d6', 4, 5, 4, [3, 3, 2, 1], [8, 9, 11, 13, 12]],
  [9, 200000, '9d6', 4, 6, 5, [3, 3, 3, 2], [8, 9, 11, 13, 12]],
  [10, 300000, '9d6+1', 5, 6, 5, [4, 4, 3, 2, 1], [7, 8, 10, 12, 11]],
  [11, 400000, '9d6+2', 5, 6, 6, [4, 4, 3, 3, 2], [7, 8, 10, 12, 11]],
  [12, 500000, '9d6+3', 6, 6, 6, [4, 4, 4, 3, 2, 1], [7, 8, 9, 11, 10]],
  [13, 600000, '9d6+4', 6, 7, 6, [5, 5, 4, 3, 2, 2], [6, 7, 9, 11, 10]],
  [14, 700000, '9d6+5', 7, 7, 6, [5, 5, 5, 3, 3, 2], [6, 7, 8, 10, 9]],
  [15, 800000, '9d6+6', 7, 7, 7, [6, 5, 5, 3, 3, 3], [6, 7, 8, 10, 9]],
  [16, 900000, '9d6+7', 8, 7, 7, [6, 5, 5, 4, 4, 3], [6, 7, 7, 9, 8]],
  [17, 1000000, '9d6+8', 8, 8, 7, [6, 6, 5, 4, 4, 3, 1], [5, 7, 7, 9, 8]],
  [18, 1100000, '9d6+9', 9, 8, 7, [6, 6, 5, 4, 4, 3, 2], [5, 7, 6, 8, 7]],
  [19, 1200000, '9d6+10', 9, 8, 7, [7, 6, 5, 4, 4, 4, 2], [5, 7, 6, 8, 7]],
  [20, 1300000, '9d6+11', 10, 8, 7, [7, 6, 5, 4, 4, 4, 3], [5, 6, 6, 7, 6]],
  [21, 1400000, '9d6+12', 10, 9, 7, [7, 6, 5, 5, 5, 4, 3], [4, 6, 5, 7, 6]],
  [22, 1500000, '9d6+13', 11, 9, 7, [7, 6, 5, 5, 5, 4, 4], [4, 5, 5, 6, 5]],
  [23, 1600000, '9d6+14', 11, 9, 8, [7, 7, 6, 6, 5, 4, 4], [4, 5, 5, 6, 5]],
  [24, 1700000, '9d6+15', 12, 9, 8, [8, 7, 6, 6, 5, 5, 4], [4, 5, 5, 5, 5]],
  [25, 1800000, '9d6+16', 12, 10, 8, [8, 7, 6, 6, 5, 5, 5], [3, 4, 4, 5, 4]],
  [26, 1900000, '9d6+17', 13, 10, 8, [8, 7, 7, 6, 6, 5, 5], [3, 4, 4, 4, 4]],
  [27, 2000000, '9d6+18', 13, 10, 8, [8, 8, 7, 6, 6, 6, 5], [3, 4, 4, 4, 4]],
  [28, 2100000, '9d6+19', 14, 10, 8, [8, 8, 7, 7, 7, 6, 5], [3, 4, 4, 4, 4]],
  [29, 2200000, '9d6+20', 14, 11, 8, [8, 8, 7, 7, 7, 6, 6], [2, 3, 3, 3, 3]],
  [30, 2300000, '9d6+21', 15, 11, 9, [8, 8, 8, 7, 7, 7, 6], [2, 3, 3, 3, 3]],
  [31, 2400000, '9d6+22', 15, 11, 9, [8, 8, 8, 8, 8, 7, 6], [2, 3, 3, 3, 3]],
  [32, 2500000, '9d6+23', 16, 11, 9, [9, 8, 8, 8, 8, 7, 7], [2, 3, 3, 3, 3]],
  [33, 2600000, '9d6+24', 16, 12, 9, [9, 9, 8, 8, 8, 8, 7], [2, 2, 2, 2, 2]],
  [34, 2700000, '9d6+25', 17, 12, 9, [9, 9, 9, 8, 8, 8, 8], [2, 2, 2, 2, 2]],
  [35, 2800000, '9d6+26', 17, 12, 9, [9, 9, 9, 9, 9, 8, 8], [2, 2, 2, 2, 2]],
  [36, 2900000, '9d6+27', 18, 12, 10, [9, 9, 9, 9, 9, 9, 9], [2, 2, 2, 2, 2]],
];

// Table 4-2a has no "Special Abilities" column; turning undead is the one ability the prose gives at 1st level
// (see the reconstruction below). Spells are carried by spellsPerDay, not by a gain.
const GAINS: Readonly<Record<number, readonly string[]>> = {
  1: ['turn-undead'],
};

const SPECIAL_ABILITIES: readonly SpecialAbility[] = [
  {
    id: 'turn-undead',
    name: 'Turn Undead',
    description:
      'Channels divine power against one type of undead per round: consult Table 4-2b by cleric level to see whether ' +
      'the undead can be turned, with what 2d6 roll, or are turned or destroyed automatically.',
    citation: { file: SOURCE, lines: '191-239', table: 'Table 4-2b: Turning Undead by Cleric Level' },
  },
];

const RECONSTRUCTIONS: readonly Reconstruction[] = [
  {
    level: 1,
    column: 'gains',
    note: 'Table 4-2a has no Special Abilities column; we list turn-undead as gained at 1st level because Table 4-2b gives a 1st-level cleric turning results.',
    citation: { file: SOURCE, lines: '114-116' },
  },
];

/** The cleric class (Table 4-2a and its prose). */
export const CLERIC: ClassTable = {
  id: 'cleric',
  name: 'Cleric',
  // "Clerics gain 1d6 hit points per level ... After 9th level, clerics gain 1 hit point per level" (004:171).
  hitDie: 6,
  hpPerLevelAfterNinth: 1,
  summary:
    'A human devoted to religious service who, in return for vows to uphold the faith and shun bladed weapons, ' +
    'casts clerical spells from 2nd level and can turn or destroy undead. Usually a healer and protector in a party.',
  equipmentRestrictions: 'Any armour and any shield; blunt weapons only.',
  levels: PRINTED.map((row) => casterLevelRow(row, GAINS)),
  rules: {
    // A cleric turns undead with its own level's row of Table 4-2b; a druid cannot turn at all (004:273).
    turnsUndeadAs: (level, character) => (character.vows.druidic && DRUIDIC_VOWS.losesTurnUndead ? null : level),
  },
  specialAbilities: SPECIAL_ABILITIES,
  reconstructions: RECONSTRUCTIONS,
  citation: {
    file: SOURCE,
    lines: '72-110',
    table: 'Table 4-2a: Cleric abilities by level',
    note: 'Blank spell cells were collapsed in extraction; spells are read as the numbers between weapon feats and the five saves, from spell level 1. Prose at 155-241.',
  },
};
