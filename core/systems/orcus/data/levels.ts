/**
 * Table – Levels and Their Benefits (002:578-613), the level bonus (002:614-620) and the tiers (002:633-639).
 *
 * The printed table lost its empty cells, so the later cells of many rows slid left (row 1 prints "1" under Ability
 * Scores, row 2 "+1" there). Rows 4, 8, 14… keep all their cells ("Increase two by +1 | +1"), which fixes the columns:
 * the lone "+1" of the even rows is a feat, and the "1" of row 1 is the first feat. Rows 11 and 21 print "Increase all
 * by +1 | Select a … path" with no feat cell; "Select a prestige path" is read as the Features cell, so no feat is
 * gained at 11 or 21 (every other feat comes at an even level).
 */
import { cite, type Citation, type Reconstruction } from './source';

/** The three tiers (002:636-638). */
export type Tier = 'adventurer' | 'prestige' | 'epic';

export const TIER_NAMES: Readonly<Record<Tier, string>> = { adventurer: 'Adventurer', prestige: 'Prestige', epic: 'Epic' };

/** What a level's Ability Scores column gives. */
export type AbilityIncrease = 'two' | 'all' | null;

export interface LevelRow {
  readonly level: number;
  readonly tier: Tier;
  /** Level bonus: half the level, rounded down (002:615). */
  readonly levelBonus: number;
  /** XP to reach the next level; null at 30 ("N/A"). */
  readonly xpToNext: number | null;
  /** Cumulative XP needed to reach this level (0 at level 1, printed "-"). */
  readonly xp: number;
  /** "Increase two by +1" (two scores +1 each) or "Increase all by +1". */
  readonly abilityIncrease: AbilityIncrease;
  /** Whether a feat is gained at this level (1 at level 1). */
  readonly feat: boolean;
  /** The Features cell, in the table's words. */
  readonly features: string | null;
  /** The source line of the row. */
  readonly line: number;
}

type Raw = readonly [level: number, xpToNext: number | null, xp: number, increase: AbilityIncrease, feat: boolean, features: string | null];

/** Rows as realigned: [level, XP to next, cumulative XP, ability increase, feat, features]. */
const RAW: readonly Raw[] = [
  [1, 1_000, 0, null, true, 'Class features, ancestry traits'],
  [2, 1_250, 1_000, null, true, null],
  [3, 1_500, 2_250, null, false, null],
  [4, 1_750, 3_750, 'two', true, null],
  [5, 2_000, 5_500, null, false, null],
  [6, 2_500, 7_500, null, true, null],
  [7, 3_000, 10_000, null, false, null],
  [8, 3_500, 13_000, 'two', true, null],
  [9, 4_000, 16_500, null, false, null],
  [10, 5_000, 20_500, null, true, null],
  [11, 6_000, 25_500, 'all', false, 'Select a prestige path'],
  [12, 7_000, 31_500, null, true, null],
  [13, 8_000, 38_500, null, false, null],
  [14, 10_000, 46_500, 'two', true, null],
  [15, 12_000, 56_500, null, false, null],
  [16, 14_000, 68_500, null, true, null],
  [17, 16_000, 82_500, null, false, null],
  [18, 20_000, 98_500, 'two', true, null],
  [19, 24_000, 118_500, null, false, null],
  [20, 28_000, 142_500, null, true, null],
  [21, 32_000, 170_500, 'all', false, 'Select an epic path'],
  [22, 40_000, 202_500, null, true, null],
  [23, 48_000, 242_500, null, false, null],
  [24, 56_000, 290_500, 'two', true, null],
  [25, 64_000, 346_500, null, false, null],
  [26, 80_000, 410_500, null, true, null],
  [27, 96_000, 490_500, null, false, null],
  [28, 112_000, 586_500, 'two', true, null],
  [29, 128_000, 698_500, null, false, null],
  [30, null, 826_500, null, true, null],
];

/** The highest level (002:575). */
export const MAX_LEVEL = 30;

/** The tier of a level (002:636-638). */
export function tierOf(level: number): Tier {
  return level <= 10 ? 'adventurer' : level <= 20 ? 'prestige' : 'epic';
}

/** "Characters have a level bonus equal to half their level, rounded down" (002:615). */
export function levelBonus(level: number): number {
  return Math.floor(level / 2);
}

/** Source line of a level's row: the tier headings at 581, 592 and 603 sit between the rows. */
function lineOf(level: number): number {
  return 581 + level + (level > 10 ? 1 : 0) + (level > 20 ? 1 : 0);
}

export const LEVELS: readonly LevelRow[] = RAW.map(([level, xpToNext, xp, abilityIncrease, feat, features]) => ({
  level,
  tier: tierOf(level),
  levelBonus: levelBonus(level),
  xpToNext,
  xp,
  abilityIncrease,
  feat,
  features,
  line: lineOf(level),
}));

export const LEVELS_CITATION: Citation = cite('578-613');

export const LEVEL_RECONSTRUCTIONS: readonly Reconstruction[] = [
  {
    citation: LEVELS_CITATION,
    note: 'Empty cells collapsed in the printed table; columns realigned on rows 4, 8, 14… ("Increase two by +1 | +1"): a feat at 1 and every even level, none at 11 or 21.',
  },
  {
    citation: cite('585'),
    note: '"Increase two by +1" is read as +1 to two different scores; the text sets no cap, so none is applied beyond the 30 of the modifier table.',
  },
];

/** The row of a level, or undefined outside 1-30. */
export function levelRow(level: number): LevelRow | undefined {
  return LEVELS[level - 1];
}

/** The XP needed to reach a level, or null outside 1-30. */
export function xpForLevel(level: number): number | null {
  return levelRow(level)?.xp ?? null;
}

/** The highest level an XP total reaches (1 for anything below 1,000). */
export function levelForXp(xp: number): number {
  let reached = 1;
  for (const row of LEVELS) if (xp >= row.xp) reached = row.level;
  return reached;
}

/** Feats gained by a level: one at 1st and at every level whose row gives one. */
export function featSlots(level: number): number {
  return LEVELS.filter((r) => r.level <= level && r.feat).length;
}

/** Levels up to `level` whose row gives "Increase two by +1" (a choice of two scores). */
export function increaseLevels(level: number): number[] {
  return LEVELS.filter((r) => r.level <= level && r.abilityIncrease === 'two').map((r) => r.level);
}

/** How many "Increase all by +1" rows a level has passed (0, 1 at 11+, 2 at 21+). */
export function allIncreases(level: number): number {
  return LEVELS.filter((r) => r.level <= level && r.abilityIncrease === 'all').length;
}
