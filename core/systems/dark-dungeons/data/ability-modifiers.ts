/**
 * Dark Dungeons ability score modifiers (Table 3-1). The chapter 4-6 source refers to this table but does not print
 * it, so every figure here comes from the supplement, section 1. DD keeps the Rules Cyclopedia values for 3-18 and
 * only extends the table downwards (score 1) and upwards (Immortal scores up to 100).
 */
import type { AbilityId, Citation } from './types';

/** Where Table 3-1 comes from. */
export const ABILITY_MODIFIER_CITATION: Citation = {
  file: 'supplements/dark-dungeons-tables.md',
  lines: '37-78',
  table: 'Table 3-1: Ability score modifiers',
  note:
    'Not in source 004; three independent transcriptions agree (supplement lines 67-71). The Cha reaction column is ' +
    'the printed -2..+2 one, not the -3..+3 of one transcription\'s helper (supplement line 608).',
};

/** One band of Table 3-1: every column applies to every score from `min` to `max` inclusive. */
export interface AbilityModifierRow {
  readonly min: number;
  readonly max: number;
  /** The general modifier (Str to-hit/damage, Dex missile/AC, Con hp per die, Wis saves vs spells, Int skill points). */
  readonly general: number;
  /** Maximum number of hirelings (Cha). */
  readonly maxHirelings: number;
  /** Hireling morale (Cha). */
  readonly hirelingMorale: number;
  /** Reaction roll modifier (Cha). */
  readonly reaction: number;
  /** Initiative modifier (Dex); a separate, gentler column than the general one. */
  readonly initiative: number;
}

/** Table 3-1 as printed in the supplement (lines 41-65), lowest band first. Bands are contiguous from 1 to 100. */
export const ABILITY_MODIFIER_TABLE: readonly AbilityModifierRow[] = [
  { min: 1, max: 1, general: -4, maxHirelings: 0, hirelingMorale: 3, reaction: -2, initiative: -2 },
  { min: 2, max: 3, general: -3, maxHirelings: 1, hirelingMorale: 4, reaction: -2, initiative: -2 },
  { min: 4, max: 5, general: -2, maxHirelings: 2, hirelingMorale: 5, reaction: -1, initiative: -1 },
  { min: 6, max: 8, general: -1, maxHirelings: 3, hirelingMorale: 6, reaction: -1, initiative: -1 },
  { min: 9, max: 12, general: 0, maxHirelings: 4, hirelingMorale: 7, reaction: 0, initiative: 0 },
  { min: 13, max: 15, general: 1, maxHirelings: 5, hirelingMorale: 8, reaction: 1, initiative: 1 },
  { min: 16, max: 17, general: 2, maxHirelings: 6, hirelingMorale: 9, reaction: 1, initiative: 1 },
  { min: 18, max: 19, general: 3, maxHirelings: 7, hirelingMorale: 10, reaction: 2, initiative: 2 },
  { min: 20, max: 21, general: 4, maxHirelings: 8, hirelingMorale: 11, reaction: 2, initiative: 2 },
  { min: 22, max: 23, general: 5, maxHirelings: 9, hirelingMorale: 12, reaction: 3, initiative: 3 },
  { min: 24, max: 27, general: 6, maxHirelings: 10, hirelingMorale: 13, reaction: 3, initiative: 3 },
  { min: 28, max: 32, general: 7, maxHirelings: 11, hirelingMorale: 14, reaction: 4, initiative: 4 },
  { min: 33, max: 38, general: 8, maxHirelings: 12, hirelingMorale: 15, reaction: 4, initiative: 4 },
  { min: 39, max: 45, general: 9, maxHirelings: 13, hirelingMorale: 16, reaction: 5, initiative: 5 },
  { min: 46, max: 53, general: 10, maxHirelings: 14, hirelingMorale: 17, reaction: 5, initiative: 5 },
  { min: 54, max: 62, general: 11, maxHirelings: 15, hirelingMorale: 18, reaction: 6, initiative: 6 },
  { min: 63, max: 70, general: 12, maxHirelings: 16, hirelingMorale: 19, reaction: 6, initiative: 6 },
  { min: 71, max: 77, general: 13, maxHirelings: 17, hirelingMorale: 20, reaction: 7, initiative: 7 },
  { min: 78, max: 83, general: 14, maxHirelings: 18, hirelingMorale: 21, reaction: 7, initiative: 7 },
  { min: 84, max: 88, general: 15, maxHirelings: 19, hirelingMorale: 22, reaction: 8, initiative: 8 },
  { min: 89, max: 93, general: 16, maxHirelings: 20, hirelingMorale: 23, reaction: 8, initiative: 8 },
  { min: 94, max: 96, general: 17, maxHirelings: 21, hirelingMorale: 24, reaction: 9, initiative: 9 },
  { min: 97, max: 98, general: 18, maxHirelings: 22, hirelingMorale: 25, reaction: 9, initiative: 9 },
  { min: 99, max: 99, general: 19, maxHirelings: 23, hirelingMorale: 26, reaction: 10, initiative: 10 },
  { min: 100, max: 100, general: 20, maxHirelings: 24, hirelingMorale: 27, reaction: 10, initiative: 10 },
];

/** Lowest score Table 3-1 covers. */
const MIN_ABILITY_SCORE = 1;
/** Highest score Table 3-1 covers. */
const MAX_ABILITY_SCORE = 100;

/** Full ability names, as the source prints them. */
export const ABILITY_NAMES: Readonly<Record<AbilityId, string>> = {
  str: 'Strength',
  int: 'Intelligence',
  wis: 'Wisdom',
  dex: 'Dexterity',
  con: 'Constitution',
  cha: 'Charisma',
};

/** Three-letter ability names, as Table 4-1 and Table 5-2 print them ("Str", "Dex", ...). */
export const ABILITY_ABBREVIATIONS: Readonly<Record<AbilityId, string>> = {
  str: 'Str',
  int: 'Int',
  wis: 'Wis',
  dex: 'Dex',
  con: 'Con',
  cha: 'Cha',
};

/**
 * The Table 3-1 row for a score.
 * @throws RangeError when the score is not a whole number from 1 to 100: the table says nothing about such scores,
 *   and a silent clamp would hide a data-entry error on the sheet.
 */
export function abilityModifierRow(score: number): AbilityModifierRow {
  if (!Number.isInteger(score) || score < MIN_ABILITY_SCORE || score > MAX_ABILITY_SCORE) {
    throw new RangeError(
      `Ability score ${String(score)} is outside Table 3-1, which covers whole scores ${MIN_ABILITY_SCORE}-${MAX_ABILITY_SCORE}.`,
    );
  }
  const row = ABILITY_MODIFIER_TABLE.find((r) => score >= r.min && score <= r.max);
  // The bands are contiguous 1..100 (checked by the tests), so a miss is a broken table, not bad input.
  if (row === undefined) throw new Error(`Table 3-1 has no band for score ${score}.`);
  return row;
}

/** The general modifier of a score (e.g. 16 → +2). Throws RangeError outside 1..100. */
export function abilityModifier(score: number): number {
  return abilityModifierRow(score).general;
}

/** The initiative modifier of a Dexterity score. Throws RangeError outside 1..100. */
export function initiativeModifier(dex: number): number {
  return abilityModifierRow(dex).initiative;
}

/** The reaction-roll modifier of a Charisma score. Throws RangeError outside 1..100. */
export function reactionModifier(cha: number): number {
  return abilityModifierRow(cha).reaction;
}

/** The maximum number of hirelings a Charisma score allows. Throws RangeError outside 1..100. */
export function maxHirelings(cha: number): number {
  return abilityModifierRow(cha).maxHirelings;
}

/** The morale of hirelings for a Charisma score. Throws RangeError outside 1..100. */
export function hirelingMorale(cha: number): number {
  return abilityModifierRow(cha).hirelingMorale;
}

/** A modifier written with its sign, as the tables print it: "+2", "0", "-1". */
export function formatModifier(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}
