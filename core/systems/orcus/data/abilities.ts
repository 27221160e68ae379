/**
 * The six abilities, their modifiers and the three ways of generating scores (002:105-248).
 */
import { cite, type Citation } from './source';

/** Ability ids in the book's order: Strength, Constitution, Dexterity, Intelligence, Wisdom, Charisma (002:107-112, 002:246). */
export type AbilityId = 'str' | 'con' | 'dex' | 'int' | 'wis' | 'cha';

export const ABILITY_IDS: readonly AbilityId[] = ['str', 'con', 'dex', 'int', 'wis', 'cha'];

export const ABILITY_NAMES: Readonly<Record<AbilityId, string>> = {
  str: 'Strength',
  con: 'Constitution',
  dex: 'Dexterity',
  int: 'Intelligence',
  wis: 'Wisdom',
  cha: 'Charisma',
};

export const ABILITY_ABBREVIATIONS: Readonly<Record<AbilityId, string>> = { str: 'Str', con: 'Con', dex: 'Dex', int: 'Int', wis: 'Wis', cha: 'Cha' };

/** Six scores by ability. */
export type AbilityScores = Readonly<Record<AbilityId, number>>;

/** Scores run from 1 to 30: the modifier table covers exactly that range (002:118-137). */
export const SCORE_MIN = 1;
export const SCORE_MAX = 30;

/** Table – Ability Scores and Modifiers (002:119-137): [lowest score, highest score, modifier]. */
export const ABILITY_MODIFIER_TABLE: readonly (readonly [number, number, number])[] = [
  [1, 1, -5],
  [2, 3, -4],
  [4, 5, -3],
  [6, 7, -2],
  [8, 9, -1],
  [10, 11, 0],
  [12, 13, 1],
  [14, 15, 2],
  [16, 17, 3],
  [18, 19, 4],
  [20, 21, 5],
  [22, 23, 6],
  [24, 25, 7],
  [26, 27, 8],
  [28, 29, 9],
  [30, 30, 10],
];
export const ABILITY_MODIFIER_CITATION: Citation = cite('119-138');

/**
 * The modifier of a score: "subtract 10 from the ability score and then divide the total by 2 (round down)" (002:138).
 * Rounding down is floor, not truncation: a 9 gives −1 and a 1 gives −5, as the table says (002:122, 002:126).
 */
export function abilityModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

/** Point buy: "You get 32 points" (002:229). */
export const POINT_BUY_BUDGET = 32;
/** "You cannot have more than one ability score below 10" (002:230). */
export const POINT_BUY_MAX_BELOW_TEN = 1;
/** Table – Ability Score Costs (002:231-244): score → cost; the table's range, 8 to 18, is the point-buy range. */
export const POINT_BUY_COSTS: Readonly<Record<number, number>> = { 8: 0, 9: 1, 10: 2, 11: 3, 12: 4, 13: 5, 14: 7, 15: 9, 16: 11, 17: 14, 18: 18 };
export const POINT_BUY_MIN = 8;
export const POINT_BUY_MAX = 18;
export const POINT_BUY_CITATION: Citation = cite('228-244');

/** The cost of one score under point buy, or null outside the table's 8 to 18. */
export function pointBuyCost(score: number): number | null {
  return POINT_BUY_COSTS[score] ?? null;
}

/** Standard Array: "Assign 16, 14, 14, 12, 11 and 8, one each to the six ability scores" (002:248). */
export const STANDARD_ARRAY: readonly number[] = [16, 14, 14, 12, 11, 8];

/** Roll 'em: "Roll 4d6 for each of the six ability scores … Drop the low die in each roll" (002:246). */
export const ROLL_DICE = '4d6kh3';

/** The ability whose modifier a light-armour AC, Reflex, Fortitude and Will add: the higher of two (002:155, 002:190-191, 002:214). */
export const DEFENCE_ABILITIES = {
  fort: ['str', 'con'],
  ref: ['dex', 'int'],
  will: ['wis', 'cha'],
} as const satisfies Readonly<Record<string, readonly [AbilityId, AbilityId]>>;
