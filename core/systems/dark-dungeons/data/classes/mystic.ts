/**
 * The Dark Dungeons mystic: the class prose (source 004, lines 729-841) and Table 4-8, which the source refers to
 * but does not contain. The table comes from the supplement (supplements/dark-dungeons-tables.md section 3, rows at
 * lines 117-152), which merges the original edition's transcription (AC, movement, strike to kill, thief-like
 * percentages) with the later edition's tables (XP, hit dice, attack bonus, saves, "unarmed hits as", new abilities).
 * Where the source's prose gives a figure (ability levels, hit points), the prose wins.
 *
 * The rows are printed-row tuples (./printed-row) in the supplement's column order, one per line of the table.
 * Table 4-8 has no Skills or Weapon Feats columns: those two figures follow the schedule every other class prints
 * (see the reconstructions).
 */
import type { ClassTable, Reconstruction, SpecialAbility } from '../types';
import { mysticLevelRow, type PrintedMysticRow } from './printed-row';

const SOURCE = '004_b3026cedeba6292d.txt';
const SUPPLEMENT = 'supplements/dark-dungeons-tables.md';

// Supplement lines 117-152 (row n is line 116 + n), in the printed column order (see PrintedMysticRow).
const PRINTED: readonly PrintedMysticRow[] = [
  [1, 0, '1d6', 1, 9, 40, '1', '1d4', '-', [10, 10, 87, 20, 10], [12, 13, 14, 15, 16]],
  [2, 2000, '2d6', 1, 8, 45, '1', '1d4+1', 'S', [15, 15, 88, 25, 15], [12, 13, 14, 15, 16]],
  [3, 4000, '3d6', 1, 7, 45, '1', '1d6', 'S', [20, 20, 89, 30, 20], [11, 12, 13, 14, 15]],
  [4, 8000, '4d6', 2, 6, 50, '1', '1d6+1', 'S', [25, 25, 90, 35, 24], [11, 12, 13, 14, 15]],
  [5, 16000, '5d6', 2, 5, 55, '2', '1d8', '+1', [30, 30, 91, 40, 28], [10, 11, 12, 13, 14]],
  [6, 32000, '6d6', 3, 4, 55, '2', '1d8+1', '+1', [35, 34, 92, 44, 32], [9, 10, 11, 12, 13]],
  [7, 64000, '7d6', 3, 3, 60, '2', '1d10', '+1', [40, 38, 93, 48, 35], [9, 10, 11, 12, 13]],
  [8, 120000, '8d6', 4, 2, 65, '2', '1d12', '+2', [45, 42, 94, 52, 38], [8, 9, 10, 11, 12]],
  [9, 240000, '9d6', 4, 1, 65, '3', '2d8', '+2', [50, 46, 95, 55, 41], [7, 8, 9, 10, 11]],
  [10, 360000, '9d6+2', 5, 0, 70, '3', '2d10', '+2', [54, 50, 96, 58, 44], [7, 8, 9, 10, 11]],
  [11, 480000, '9d6+4', 5, -1, 75, '3', '2d12', '+3', [58, 54, 97, 61, 47], [6, 7, 8, 9, 10]],
  [12, 600000, '9d6+6', 6, -2, 80, '3', '3d8+1', '+3', [62, 58, 98, 64, 50], [6, 7, 8, 9, 10]],
  [13, 720000, '9d6+8', 6, -3, 85, '4', '4d6+2', '+3', [66, 61, 99, 66, 53], [6, 6, 7, 8, 9]],
  [14, 840000, '9d6+10', 7, -4, 90, '4', '5d6', '+4', [70, 64, 100, 68, 56], [6, 6, 7, 8, 9]],
  [15, 960000, '9d6+12', 7, -5, 95, '4', '4d8', '+4', [73, 67, 101, 70, 58], [6, 6, 7, 8, 9]],
  [16, 1080000, '9d6+14', 8, -6, 100, '4', '3d12', '+5', [76, 70, 102, 72, 60], [5, 6, 6, 7, 8]],
  [17, 1200000, '9d6+16', 8, -6, 100, '4', '3d12', '+5', [80, 73, 103, 74, 62], [5, 6, 6, 7, 8]],
  [18, 1320000, '9d6+18', 9, -6, 105, '4', '3d12', '+5', [83, 76, 104, 76, 64], [5, 6, 6, 7, 8]],
  [19, 1440000, '9d6+20', 9, -6, 105, '4', '3d12', '+5', [86, 79, 105, 78, 66], [5, 5, 6, 6, 7]],
  [20, 1560000, '9d6+22', 10, -6, 105, '4', '3d12', '+5', [89, 82, 106, 80, 68], [5, 5, 6, 6, 7]],
  [21, 1680000, '9d6+24', 10, -6, 105, '4', '3d12', '+5', [92, 85, 107, 82, 70], [5, 5, 6, 6, 7]],
  [22, 1800000, '9d6+26', 11, -6, 105, '4', '3d12', '+5', [94, 88, 108, 84, 72], [4, 5, 5, 5, 6]],
  [23, 1920000, '9d6+28', 11, -6, 105, '4', '3d12', '+5', [96, 91, 109, 86, 74], [4, 5, 5, 5, 6]],
  [24, 2040000, '9d6+30', 12, -6, 105, '4', '3d12', '+5', [98, 94, 110, 88, 76], [4, 5, 5, 5, 6]],
  [25, 2160000, '9d6+32', 12, -6, 105, '4', '3d12', '+5', [99, 97, 111, 89, 78], [4, 4, 5, 4, 5]],
  [26, 2280000, '9d6+34', 13, -6, 105, '4', '3d12', '+5', [100, 100, 112, 90, 80], [4, 4, 5, 4, 5]],
  [27, 2400000, '9d6+36', 13, -6, 105, '4', '3d12', '+5', [101, 103, 113, 91, 82], [4, 4, 5, 4, 5]],
  [28, 2520000, '9d6+40', 14, -6, 105, '4', '3d12', '+5', [102, 106, 114, 92, 84], [3, 4, 4, 3, 4]],
  [29, 2640000, '9d6+42', 14, -6, 105, '4', '3d12', '+5', [103, 109, 115, 93, 86], [3, 4, 4, 3, 4]],
  [30, 2760000, '9d6+44', 15, -6, 105, '4', '3d12', '+5', [104, 112, 116, 94, 88], [3, 4, 4, 3, 4]],
  [31, 2880000, '9d6+46', 15, -6, 105, '4', '3d12', '+5', [105, 115, 117, 95, 90], [3, 3, 3, 2, 3]],
  [32, 3000000, '9d6+48', 16, -6, 105, '4', '3d12', '+5', [106, 118, 118, 96, 92], [3, 3, 3, 2, 3]],
  [33, 3120000, '9d6+50', 16, -6, 105, '4', '3d12', '+5', [107, 121, 118, 97, 94], [3, 3, 3, 2, 3]],
  [34, 3240000, '9d6+52', 17, -6, 105, '4', '3d12', '+5', [108, 124, 119, 98, 96], [2, 2, 2, 2, 2]],
  [35, 3360000, '9d6+54', 17, -6, 105, '4', '3d12', '+5', [109, 127, 119, 99, 98], [2, 2, 2, 2, 2]],
  [36, 3480000, '9d6+56', 18, -6, 105, '4', '3d12', '+5', [110, 130, 120, 100, 100], [2, 2, 2, 2, 2]],
];

// Table 4-8 prints no Skills or Weapon Feats columns (see RECONSTRUCTIONS): 4 skill points at 1st (004:755) +1 at
// each level of supplement:195, and 2 weapon feats at 1st (004:757) +1 at each level of the "Standard" schedule,
// supplement:204: the figures every other non-martial class table prints.
const SKILL_POINT_LEVELS: readonly number[] = [5, 9, 13, 17, 21, 25, 29, 33];
const WEAPON_FEAT_LEVELS: readonly number[] = [3, 6, 9, 11, 15, 23, 30, 36];
const unprinted = (level: number): { skills: number; weaponFeats: number } => ({
  skills: 4 + SKILL_POINT_LEVELS.filter((l) => l <= level).length,
  weaponFeats: 2 + WEAPON_FEAT_LEVELS.filter((l) => l <= level).length,
});

// The "New abilities" column of Table 4-8 as ability ids, with the departures RECONSTRUCTIONS records (1st, 5th, 10th).
const GAINS: Readonly<Record<number, readonly string[]>> = {
  1: [
    'mystic-armour-class', 'mystic-movement-rate', 'strike-to-kill-damage', 'unarmed-attack-as', 'find-traps',
    'remove-traps', 'climb-walls', 'move-silently', 'hide-in-shadows',
  ],
  2: ['alertness'],
  4: ['self-healing'],
  5: ['strike-to-kill-attacks'],
  6: ['speak-with-animals'],
  8: ['spell-resistance', 'breath-evasion'],
  9: ['smash', 'parry'],
  10: ['speak-with-anyone'],
  12: ['mind-blank'],
  14: ['fade'],
  16: ['dim-mak'],
};

/** The mystic's abilities, described from the source's prose (which wins over the supplement's summary). */
const SPECIAL_ABILITIES: readonly SpecialAbility[] = [
  {
    id: 'mystic-armour-class',
    name: 'Armour Class',
    description:
      'The mystic wears no armour, yet its armour class improves with level as Table 4-8 lists (9 at 1st down to -6 ' +
      'from 16th).',
    citation: { file: SOURCE, lines: '759' },
  },
  {
    id: 'mystic-movement-rate',
    name: 'Movement Rate',
    description: 'Movement per round rises with level as Table 4-8 lists (40 feet at 1st up to 105 feet).',
    citation: { file: SOURCE, lines: '761' },
  },
  {
    id: 'strike-to-kill-damage',
    name: 'Strike to Kill Damage',
    description:
      'Fighting unarmed with the unarmed strikes proficiency, the mystic may strike to kill instead of to stun: ' +
      'damage from Table 4-8 (1d4 at 1st up to 3d12 at 16th) plus Strength bonus, but no stun or knockout.',
    citation: { file: SOURCE, lines: '767-769' },
  },
  {
    id: 'unarmed-attack-as',
    name: 'Unarmed Attack As',
    description:
      'Unarmed attacks count as silver from 2nd level and as magic weapons (+1 from 5th, rising per Table 4-8) for ' +
      'deciding whether they can hurt resistant creatures only; no bonus to hit or damage.',
    citation: { file: SOURCE, lines: '771-775' },
  },
  {
    id: 'find-traps',
    name: 'Find Traps',
    description:
      'When the player says the mystic is searching, the GM rolls the Table 4-8 percentage for each trap present; a ' +
      'failure is indistinguishable from there being no trap.',
    citation: { file: SOURCE, lines: '777-779' },
  },
  {
    id: 'remove-traps',
    name: 'Remove Traps',
    description:
      'Disarm a known trap at the Table 4-8 percentage; each failure sets the trap off, but the mystic may try again.',
    citation: { file: SOURCE, lines: '781-785' },
  },
  {
    id: 'climb-walls',
    name: 'Climb Walls',
    description:
      'Climb sheer surfaces at the Table 4-8 percentage, rolling per 100 feet or part; a failure means a fall from ' +
      'half way up.',
    citation: { file: SOURCE, lines: '787-789' },
  },
  {
    id: 'move-silently',
    name: 'Move Silently',
    description:
      'Move without being heard at the Table 4-8 percentage, rolled secretly by the GM for each round of movement.',
    citation: { file: SOURCE, lines: '791-793' },
  },
  {
    id: 'hide-in-shadows',
    name: 'Hide in Shadows',
    description:
      'Hide in cover or shadow at the Table 4-8 percentage, rolled by the GM when hiding and for each round of ' +
      'movement; anyone already watching still sees the mystic.',
    citation: { file: SOURCE, lines: '795-799' },
  },
  {
    id: 'alertness',
    name: 'Alertness',
    description: 'From 2nd level, the mystic is surprised only on a 1 on d6 instead of 1-2.',
    citation: { file: SOURCE, lines: '803' },
  },
  {
    id: 'self-healing',
    name: 'Self Healing',
    description: 'From 4th level, once a day, a round of concentration heals the mystic 1 hit point per level.',
    citation: { file: SOURCE, lines: '805' },
  },
  {
    id: 'strike-to-kill-attacks',
    name: 'Strike to Kill Attacks',
    description:
      'From 5th level, two unarmed strike-to-kill attacks per round; three from 9th and four from 13th (Table 4-8). ' +
      'Not with weapons, nor when striking to stun.',
    citation: {
      file: SOURCE,
      lines: '763-765',
      note: 'Table 4-8\'s abilities column shows "-" at 5th; the prose sets 5th.',
    },
  },
  {
    id: 'speak-with-animals',
    name: 'Speak with Animals',
    description:
      'From 6th level, the mystic understands any animal and makes itself understood, mind to mind. The animal ' +
      'gains no intelligence and need not cooperate.',
    citation: { file: SOURCE, lines: '807-809' },
  },
  {
    id: 'spell-resistance',
    name: 'Spell Resistance',
    description:
      'From 8th level, spells and spell-like abilities do half damage; a successful save against a half-damage ' +
      'attack cuts it to a quarter.',
    citation: { file: SOURCE, lines: '811' },
  },
  {
    id: 'breath-evasion',
    name: 'Breath Evasion',
    description:
      'From 8th level, breath weapons do half damage; a successful save against a half-damage breath cuts it to a ' +
      'quarter.',
    citation: { file: SOURCE, lines: '813' },
  },
  {
    id: 'smash',
    name: 'Smash',
    description:
      'From 9th level, a declared melee smash, armed or with one unarmed attack: the mystic loses initiative and ' +
      'takes -5 to hit, but on a hit adds its Strength score (as well as its Strength bonus) to the damage.',
    citation: { file: SOURCE, lines: '815-817' },
  },
  {
    id: 'parry',
    name: 'Parry',
    description:
      'From 9th level, declared before initiative: the mystic makes no attacks that round, and every attack on it ' +
      'is made at -4.',
    citation: { file: SOURCE, lines: '819' },
  },
  {
    id: 'speak-with-anyone',
    name: 'Speak with Anyone',
    description: 'From 10th level, Speak with Animals works with any creature that has a natural language.',
    citation: { file: SOURCE, lines: '821' },
  },
  {
    id: 'mind-blank',
    name: 'Mind Blank',
    description: 'From 12th level, immune to Charm, Quest and Geas, Hold and Slow spells, and ESP.',
    citation: {
      file: SOURCE,
      lines: '823',
      note: 'The supplement (line 167) narrows this to Charm Person and Hold Person; the source prose wins.',
    },
  },
  {
    id: 'fade',
    name: 'Fade',
    description:
      'From 14th level, once a day, the mystic fades from view for up to a round per level; being mental, it is not ' +
      'revealed by detect-invisibility effects, and it ends when the mystic attacks, speaks or draws attention.',
    citation: { file: SOURCE, lines: '825' },
  },
  {
    id: 'dim-mak',
    name: 'Dim Mak',
    description:
      'From 16th level, once a day, a touch with no saving throw against a target of no more hit dice or levels ' +
      'than the mystic: 24-hour charm, cureall, death, 24-hour quest, or 24-hour paralysis, chosen before the ' +
      'attack. A miss does not use it up.',
    citation: { file: SOURCE, lines: '827-841' },
  },
];

/** Decisions about Table 4-8's gaps and odd cells. Printed figures are kept as printed. */
const RECONSTRUCTIONS: readonly Reconstruction[] = [
  {
    column: 'skills',
    note:
      'Table 4-8 has no Skills column; we use 4 at 1st (004:755) +1 at 5, 9, ... 33, the schedule the supplement ' +
      'gives for every class and the other class tables print (e.g. 004:562-597).',
    citation: { file: SUPPLEMENT, lines: '195' },
  },
  {
    column: 'weaponFeats',
    note:
      'Table 4-8 has no Weapon Feats column; we use 2 at 1st (004:757) +1 at 3, 6, 9, 11, 15, 23, 30, 36, the ' +
      'supplement\'s "Standard" schedule, which the other non-martial class tables print.',
    citation: { file: SUPPLEMENT, lines: '204' },
  },
  {
    level: 1,
    column: 'gains',
    note:
      'Added mystic-armour-class and mystic-movement-rate, which the prose lists among the mystic abilities ' +
      '(004:759-761) but Table 4-8\'s abilities column omits.',
    citation: { file: SUPPLEMENT, lines: '117' },
  },
  {
    level: 5,
    column: 'gains',
    note: 'Table 4-8 prints "-"; added strike-to-kill-attacks, which the prose starts at 5th (004:763).',
    citation: { file: SUPPLEMENT, lines: '121' },
  },
  {
    level: 10,
    column: 'gains',
    note:
      'Table 4-8 prints "Speak with Animals" again; the prose gives Speak with Anyone at 10th (004:821), so we store ' +
      'speak-with-anyone (the supplement flags this erratum at line 157).',
    citation: { file: SUPPLEMENT, lines: '126' },
  },
  {
    level: 28,
    column: 'hitDice',
    note:
      'Printed 9d6+40 after 9d6+36 at 27th, a jump of 4 where the prose gives 2 hp a level (004:751); later rows ' +
      'keep the offset (9d6+56 at 36th, not +54). Kept as printed; hit points follow hpPerLevelAfterNinth.',
    citation: { file: SUPPLEMENT, lines: '144-152' },
  },
];

/** Everything chapter 4 (and the supplement's Table 4-8) says about the mystic class. */
export const MYSTIC: ClassTable = {
  id: 'mystic',
  name: 'Mystic',
  // 004:751 "Mystics gain 1d6 hit points per level of experience until 9th level."
  hitDie: 6,
  // 004:751 "After 9th level, mystics gain 2 hit points per level and do not add additional Con bonuses"
  hpPerLevelAfterNinth: 2,
  summary:
    'A human martial artist trained in a secluded monastery: fights best unarmed, has an armour class and speed ' +
    'that improve with level and a scout\'s skills, and must keep a code (never lie, own only what it can carry, ' +
    'trust its own abilities).',
  equipmentRestrictions:
    'No armour, no shields and no other items that improve armour class (such as rings of protection); any weapon, ' +
    'though the mystic is usually better off fighting unarmed.',
  levels: PRINTED.map((row) => mysticLevelRow(row, GAINS, unprinted(row[0]))),
  specialAbilities: SPECIAL_ABILITIES,
  reconstructions: RECONSTRUCTIONS,
  citation: {
    file: SUPPLEMENT,
    lines: '105-171',
    table: 'Table 4-8: Mystic abilities by level',
    note:
      'Missing from 004 (prose at 004:729-841); rows at 117-152. "S" stored as "Silver"; thief-like percentages ' +
      'are the original edition\'s (they equal Table 4-9).',
  },
};
