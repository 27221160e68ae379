/**
 * Printed rows of the class tables (Tables 4-2a to 4-7), kept as tuples in the printed column order so each data
 * line can be read against the source, and turned into ClassLevelRows here, once for every class file.
 */
import type { ClassLevelRow, SavingThrows } from '../types';

/** The five saves in printed order: death ray/poison, magic wands, paralysis/petrify, breath weapon, rod/staff/spell. */
export type PrintedSaves = readonly [number, number, number, number, number];

/** Level, experience, hit dice, base attack bonus, skills, weapon feats, then the five saves. */
export type PrintedRow = readonly [
  level: number,
  xp: number,
  hitDice: string,
  attackBonus: number,
  skills: number,
  weaponFeats: number,
  saves: PrintedSaves,
];

/** As PrintedRow, with the spells-per-day columns (index 0 = spell level 1) before the saves. */
export type PrintedCasterRow = readonly [
  level: number,
  xp: number,
  hitDice: string,
  attackBonus: number,
  skills: number,
  weaponFeats: number,
  spells: readonly number[],
  saves: PrintedSaves,
];

function savingThrows([deathRayPoison, magicWands, paralysisPetrify, breathWeapon, rodStaffSpell]: PrintedSaves): SavingThrows {
  return { deathRayPoison, magicWands, paralysisPetrify, breathWeapon, rodStaffSpell };
}

/** A non-casting class's row; `gains` maps a level to the special abilities it brings. */
export function levelRow(row: PrintedRow, gains: Readonly<Record<number, readonly string[]>>): ClassLevelRow {
  const [level, xp, hitDice, attackBonus, skills, weaponFeats, saves] = row;
  return { level, xp, hitDice, attackBonus, skills, weaponFeats, saves: savingThrows(saves), spellsPerDay: [], gains: gains[level] ?? [] };
}

/** A spell-casting class's row. */
export function casterLevelRow(row: PrintedCasterRow, gains: Readonly<Record<number, readonly string[]>>): ClassLevelRow {
  const [level, xp, hitDice, attackBonus, skills, weaponFeats, spells, saves] = row;
  return { level, xp, hitDice, attackBonus, skills, weaponFeats, saves: savingThrows(saves), spellsPerDay: spells, gains: gains[level] ?? [] };
}
