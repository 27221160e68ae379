/**
 * Table 4-2b, Turning Undead by Cleric Level, and what each of its codes means (source 004, chapter 4, cleric).
 * Chevaliers use the same table at one third of their level (see ./vows).
 */
import type { Citation } from './types';

const SOURCE = '004_b3026cedeba6292d.txt';

/** The undead columns of Table 4-2b, in printed order (weakest first). */
export const UNDEAD_TYPES = [
  'skeleton',
  'zombie',
  'ghoul',
  'wight',
  'wraith',
  'mummy',
  'spectre',
  'vampire',
  'phantom',
  'haunt',
  'spirit',
  'nightshade',
  'lich',
  'special',
] as const;

/** One undead column of Table 4-2b. 'special' is the table's catch-all column for the most powerful undead. */
export type UndeadType = (typeof UNDEAD_TYPES)[number];

/**
 * A cell of Table 4-2b: '-' cannot turn; '11', '9', '7' the 2d6 roll needed; 't' turned automatically;
 * 'd' destroyed automatically (2d6 HD); 'D' destroyed (3d6 HD); 'X' destroyed (4d6 HD).
 */
export type TurnResult = '-' | '7' | '9' | '11' | 't' | 'd' | 'D' | 'X';

/** What one {@link TurnResult} code means, in words and in the numbers a dice roller needs. */
export interface TurnResultMeaning {
  /** Our own wording of the rule for this code. */
  readonly description: string;
  /** The 2d6 roll needed for the attempt to work; null when it works automatically or cannot work. */
  readonly rollNeeded: number | null;
  /** What a successful attempt does to the affected undead. */
  readonly effect: 'none' | 'turn' | 'destroy';
  /** Dice rolled for the total hit dice of undead affected (at least one is always affected); null for '-'. */
  readonly hitDiceAffected: '2d6' | '3d6' | '4d6' | null;
  readonly citation: Citation;
}

/** Where Table 4-2b comes from, and how its collapsed blank cells were put back. */
export const TURN_UNDEAD_CITATION: Citation = {
  file: SOURCE,
  lines: '114-151',
  table: 'Table 4-2b: Turning Undead by Cleric Level',
  note:
    'Blank cells were collapsed in extraction; every printed row starts at the skeleton column and the missing cells ' +
    "are the hardest undead on the right ('-'), which the source's example confirms (a 2nd-level cleric turns zombies on 7, lines 233-237).",
};

/** The meaning of each code of Table 4-2b (source 004 lines 195-227). */
export const TURN_RESULT_MEANINGS: Readonly<Record<TurnResult, TurnResultMeaning>> = {
  '-': {
    description: 'The cleric is not powerful enough to turn this type of undead.',
    rollNeeded: null,
    effect: 'none',
    hitDiceAffected: null,
    citation: { file: SOURCE, lines: '197' },
  },
  '11': {
    description:
      'Roll 2d6: on 11 or more the attempt works and 2d6 more give the hit dice of undead turned (at least one). ' +
      'A failed roll means no further attempts against these undead this fight.',
    rollNeeded: 11,
    effect: 'turn',
    hitDiceAffected: '2d6',
    citation: { file: SOURCE, lines: '199-201' },
  },
  '9': {
    description:
      'Roll 2d6: on 9 or more the attempt works and 2d6 more give the hit dice of undead turned (at least one). ' +
      'A failed roll means no further attempts against these undead this fight.',
    rollNeeded: 9,
    effect: 'turn',
    hitDiceAffected: '2d6',
    citation: { file: SOURCE, lines: '203-205' },
  },
  '7': {
    description:
      'Roll 2d6: on 7 or more the attempt works and 2d6 more give the hit dice of undead turned (at least one). ' +
      'A failed roll means no further attempts against these undead this fight.',
    rollNeeded: 7,
    effect: 'turn',
    hitDiceAffected: '2d6',
    citation: { file: SOURCE, lines: '207-209' },
  },
  t: {
    description: 'The attempt works automatically; 2d6 give the hit dice of undead turned (at least one).',
    rollNeeded: null,
    effect: 'turn',
    hitDiceAffected: '2d6',
    citation: { file: SOURCE, lines: '211-213' },
  },
  d: {
    description: 'The attempt works automatically and destroys rather than turns; 2d6 give the hit dice destroyed (at least one).',
    rollNeeded: null,
    effect: 'destroy',
    hitDiceAffected: '2d6',
    citation: { file: SOURCE, lines: '215-217' },
  },
  D: {
    description: 'The attempt works automatically and destroys rather than turns; 3d6 give the hit dice destroyed (at least one).',
    rollNeeded: null,
    effect: 'destroy',
    hitDiceAffected: '3d6',
    citation: { file: SOURCE, lines: '219-221' },
  },
  X: {
    description: 'The attempt works automatically and destroys rather than turns; 4d6 give the hit dice destroyed (at least one).',
    rollNeeded: null,
    effect: 'destroy',
    hitDiceAffected: '4d6',
    citation: { file: SOURCE, lines: '223-225' },
  },
};

/** Fourteen cells, one per {@link UNDEAD_TYPES} entry, in the same order. */
type PrintedRow = readonly [
  TurnResult, TurnResult, TurnResult, TurnResult, TurnResult, TurnResult, TurnResult,
  TurnResult, TurnResult, TurnResult, TurnResult, TurnResult, TurnResult, TurnResult,
];

// Source 004 lines 116-151, with the collapsed right-hand blanks written back as '-' (see TURN_UNDEAD_CITATION).
// Columns: skeleton zombie ghoul wight wraith mummy spectre vampire phantom haunt spirit nightshade lich special.
const PRINTED: readonly PrintedRow[] = [
  ['7', '9', '11', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-'], // 1
  ['t', '7', '9', '11', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-'], // 2
  ['t', 't', '7', '9', '11', '-', '-', '-', '-', '-', '-', '-', '-', '-'], // 3
  ['d', 't', 't', '7', '9', '11', '-', '-', '-', '-', '-', '-', '-', '-'], // 4
  ['d', 'd', 't', 't', '7', '9', '11', '-', '-', '-', '-', '-', '-', '-'], // 5
  ['d', 'd', 'd', 't', 't', '7', '9', '11', '-', '-', '-', '-', '-', '-'], // 6
  ['d', 'd', 'd', 'd', 't', 't', '7', '9', '11', '-', '-', '-', '-', '-'], // 7
  ['d', 'd', 'd', 'd', 'd', 't', 't', '7', '9', '11', '-', '-', '-', '-'], // 8
  ['d', 'd', 'd', 'd', 'd', 'd', 't', 't', '7', '9', '11', '-', '-', '-'], // 9
  ['d', 'd', 'd', 'd', 'd', 'd', 't', 't', '7', '9', '11', '-', '-', '-'], // 10
  ['D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7', '9', '11', '-', '-'], // 11
  ['D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7', '9', '11', '-', '-'], // 12
  ['D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7', '9', '11', '-'], // 13
  ['D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7', '9', '11', '-'], // 14
  ['D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7', '9', '11'], // 15
  ['D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7', '9', '11'], // 16
  ['D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7', '9'], // 17
  ['D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7', '9'], // 18
  ['D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7', '9'], // 19
  ['D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7', '9'], // 20
  ['D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7'], // 21
  ['D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7'], // 22
  ['D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7'], // 23
  ['D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't', '7'], // 24
  ['X', 'D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't'], // 25
  ['X', 'D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't'], // 26
  ['X', 'D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't'], // 27
  ['X', 'D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 'd', 't', 't'], // 28
  ['X', 'X', 'D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 't', 't'], // 29
  ['X', 'X', 'D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 't', 't'], // 30
  ['X', 'X', 'D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 't', 't'], // 31
  ['X', 'X', 'D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 'd', 't', 't'], // 32
  ['X', 'X', 'X', 'D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 't', 't'], // 33
  ['X', 'X', 'X', 'D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 't', 't'], // 34
  ['X', 'X', 'X', 'D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 't', 't'], // 35
  ['X', 'X', 'X', 'D', 'D', 'D', 'D', 'D', 'd', 'd', 'd', 'd', 't', 't'], // 36
];

// Spelled out key by key (rather than zipping with UNDEAD_TYPES) so the compiler checks every column without a cast.
function toRecord(row: PrintedRow): Readonly<Record<UndeadType, TurnResult>> {
  const [skeleton, zombie, ghoul, wight, wraith, mummy, spectre, vampire, phantom, haunt, spirit, nightshade, lich, special] =
    row;
  return { skeleton, zombie, ghoul, wight, wraith, mummy, spectre, vampire, phantom, haunt, spirit, nightshade, lich, special };
}

/** Table 4-2b: index 0 = cleric level 1, 36 rows; each row maps every undead type to its result code. */
export const TURN_UNDEAD: readonly Readonly<Record<UndeadType, TurnResult>>[] = PRINTED.map(toRecord);

/**
 * The Table 4-2b row for a cleric (or effective cleric) level.
 * @throws RangeError when the level is not a whole number from 1 to 36, so a bad level is never read as "cannot turn".
 */
export function turnUndeadRow(level: number): Readonly<Record<UndeadType, TurnResult>> {
  const row = Number.isInteger(level) ? TURN_UNDEAD[level - 1] : undefined;
  if (row === undefined) throw new RangeError(`Cleric level must be a whole number from 1 to 36, got ${level}`);
  return row;
}
