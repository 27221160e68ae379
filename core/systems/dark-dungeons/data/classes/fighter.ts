/**
 * The Dark Dungeons fighter: Table 4-5 (abilities by level) and the class prose of chapter 4.
 * Chivalric vows (the chevalier) live in ../vows.
 */
import type { ClassRuleContext, ClassTable, Reconstruction, SpecialAbility } from '../types';
import { CHIVALRIC_VOWS, chevalierClericLevel } from '../vows';
import { CLERIC } from './cleric';
import { levelRow, type PrintedRow } from './printed-row';

const SOURCE = '004_b3026cedeba6292d.txt';

// Source 004 lines 473-509.
const PRINTED: readonly PrintedRow[] = [
  [1, 0, '1d8', 1, 4, 4, [12, 13, 14, 15, 16]],
  [2, 2000, '2d8', 1, 4, 4, [12, 13, 14, 15, 16]],
  [3, 4000, '3d8', 2, 4, 5, [11, 12, 13, 14, 15]],
  [4, 8000, '4d8', 2, 4, 5, [11, 12, 13, 14, 15]],
  [5, 16000, '5d8', 3, 5, 5, [10, 11, 12, 13, 14]],
  [6, 32000, '6d8', 4, 5, 6, [9, 10, 11, 12, 13]],
  [7, 64000, '7d8', 4, 5, 6, [9, 10, 11, 12, 13]],
  [8, 120000, '8d8', 5, 5, 6, [8, 9, 10, 11, 12]],
  [9, 240000, '9d8', 6, 6, 7, [7, 8, 9, 10, 11]],
  [10, 360000, '9d8+2', 6, 6, 7, [7, 8, 9, 10, 11]],
  [11, 480000, '9d8+4', 7, 6, 8, [6, 7, 8, 9, 10]],
  [12, 600000, '9d8+6', 8, 6, 8, [6, 7, 8, 9, 10]],
  [13, 720000, '9d8+8', 8, 7, 8, [6, 6, 7, 8, 9]],
  [14, 840000, '9d8+10', 9, 7, 8, [6, 6, 7, 8, 9]],
  [15, 960000, '9d8+12', 10, 7, 9, [6, 6, 7, 8, 9]],
  [16, 1080000, '9d8+14', 10, 7, 9, [5, 6, 6, 7, 8]],
  [17, 1200000, '9d8+16', 11, 8, 9, [5, 6, 6, 7, 8]],
  [18, 1320000, '9d8+18', 12, 8, 9, [5, 6, 6, 7, 8]],
  [19, 1440000, '9d8+20', 12, 8, 10, [5, 5, 6, 6, 7]],
  [20, 1560000, '9d8+22', 13, 8, 10, [5, 5, 6, 6, 7]],
  [21, 1680000, '9d8+24', 14, 9, 10, [5, 5, 6, 6, 7]],
  [22, 1800000, '9d8+26', 14, 9, 10, [4, 5, 5, 5, 6]],
  [23, 1920000, '9d8+28', 15, 9, 11, [4, 5, 5, 5, 6]],
  [24, 2040000, '9d8+30', 16, 9, 11, [4, 5, 5, 5, 6]],
  [25, 2160000, '9d8+32', 16, 10, 11, [4, 4, 5, 4, 5]],
  [26, 2280000, '9d8+34', 17, 10, 11, [4, 4, 5, 4, 5]],
  [27, 2400000, '9d8+36', 18, 10, 12, [4, 4, 5, 4, 5]],
  [28, 2520000, '9d8+38', 18, 10, 12, [3, 4, 4, 3, 4]],
  // Printed split over lines 501-502 with the attack bonus as '“+19' / '+19″' (see RECONSTRUCTIONS).
  [29, 2640000, '9d8+40', 19, 11, 12, [3, 4, 4, 3, 4]],
  [30, 2760000, '9d8+42', 20, 11, 13, [3, 4, 4, 3, 4]],
  [31, 2880000, '9d8+44', 20, 11, 13, [3, 3, 3, 2, 3]],
  [32, 3000000, '9d8+46', 21, 11, 13, [3, 3, 3, 2, 3]],
  [33, 3120000, '9d8+48', 22, 12, 14, [3, 3, 3, 2, 3]],
  [34, 3240000, '9d8+50', 22, 12, 14, [2, 2, 2, 2, 2]],
  [35, 3360000, '9d8+52', 23, 12, 14, [2, 2, 2, 2, 2]],
  [36, 3480000, '9d8+54', 23, 12, 15, [2, 2, 2, 2, 2]],
];

// The "Special Abilities" column of Table 4-5 (lines 481, 484, 496, 509) as ability ids.
// "Multiple Attacks" and "Multiple Attacks (2)" both become 'multiple-attacks' (two attacks), as in the halfling
// table; three and four attacks are 'multiple-attacks-3' and 'multiple-attacks-4'.
const GAINS: Readonly<Record<number, readonly string[]>> = {
  9: ['smash', 'parry'],
  12: ['multiple-attacks'],
  24: ['multiple-attacks-3'],
  36: ['multiple-attacks-4'],
};

const SPECIAL_ABILITIES: readonly SpecialAbility[] = [
  {
    id: 'smash',
    name: 'Smash',
    description:
      'Declared at the start of the round: the fighter loses initiative and attacks at -5, but a hit adds the ' +
      'Strength score as well as the Strength bonus to damage.',
    citation: { file: SOURCE, lines: '531' },
  },
  {
    id: 'parry',
    name: 'Parry',
    description:
      'Declared before initiative: the fighter makes no attacks this round, and all attacks against it are at -4.',
    citation: { file: SOURCE, lines: '533' },
  },
  {
    id: 'multiple-attacks',
    name: 'Multiple Attacks',
    description: 'Two attacks per round against any creature the fighter hits on a 2 or better after modifiers.',
    citation: { file: SOURCE, lines: '535' },
  },
  {
    id: 'multiple-attacks-3',
    name: 'Multiple Attacks (3)',
    description: 'Three attacks per round against any creature the fighter hits on a 2 or better after modifiers.',
    citation: { file: SOURCE, lines: '535' },
  },
  {
    id: 'multiple-attacks-4',
    name: 'Multiple Attacks (4)',
    description: 'Four attacks per round against any creature the fighter hits on a 2 or better after modifiers.',
    citation: { file: SOURCE, lines: '535' },
  },
];

const RECONSTRUCTIONS: readonly Reconstruction[] = [
  {
    level: 29,
    column: 'attackBonus',
    note: 'Row split over two lines with the attack bonus printed as “+19 / +19″; we store 19 (the printed figure, between 18 and 20, and the supplement\'s +19).',
    citation: { file: SOURCE, lines: '501-502' },
  },
];

/** A fighter under chivalric vows, at a level where they apply (004:539 "After reaching 9th level"). */
function isChevalier(level: number, character: ClassRuleContext): boolean {
  return character.vows.chivalric && level >= CHIVALRIC_VOWS.requirements.minimumLevel;
}

/** The fighter class (Table 4-5 and its prose). */
export const FIGHTER: ClassTable = {
  id: 'fighter',
  name: 'Fighter',
  // "Fighters gain 1d8 hit points per level ... After 9th level, fighters gain 2 hit points per level" (004:521).
  hitDie: 8,
  hpPerLevelAfterNinth: 2,
  summary:
    'A human trained for combat who holds the front line; gains the smash and parry options at 9th level and extra ' +
    'attacks from 12th, and may become a chevalier by taking chivalric vows.',
  equipmentRestrictions: 'Any armour, any shield and any weapon.',
  levels: PRINTED.map((row) => levelRow(row, GAINS)),
  rules: {
    // A chevalier (chivalric vows, 9th level or more) with Wis 9+ casts cleric spells as a cleric of one third its
    // level (004:551), and turns undead as one whatever its Wisdom (004:553).
    spellsPerDay: (level, character) => {
      if (!isChevalier(level, character) || character.wisdom < CHIVALRIC_VOWS.minimumWisdomForSpells) return null;
      const as = chevalierClericLevel(level);
      return { spells: CLERIC.levels[as - 1]?.spellsPerDay ?? [], source: `as a level-${as} cleric (chevalier, 004:551)` };
    },
    turnsUndeadAs: (level, character) => (isChevalier(level, character) ? chevalierClericLevel(level) : null),
  },
  specialAbilities: SPECIAL_ABILITIES,
  reconstructions: RECONSTRUCTIONS,
  citation: { file: SOURCE, lines: '470-509', table: 'Table 4-5: Fighter abilities by level', note: 'Prose at 513-553.' },
};
