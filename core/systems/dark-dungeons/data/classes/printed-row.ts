/**
 * Printed rows of the class tables (Tables 4-2a to 4-9), kept as tuples in the printed column order so each data
 * line can be read against the source, and turned into ClassLevelRows here, once for every class file.
 */
import type { ClassLevelRow, SavingThrows, ThiefAbilityId } from '../types';

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

/**
 * As PrintedCasterRow, with Table 4-9's thief abilities (percentages, in the printed column order of
 * {@link THIEF_ABILITY_COLUMNS}) before the saves. The text drops blank cells, so a row lists 8 abilities, 9 from 4th
 * level (Read Languages) and 10 from 10th (Use Magic-User Scroll).
 */
export type PrintedThiefRow = readonly [
  level: number,
  xp: number,
  hitDice: string,
  attackBonus: number,
  skills: number,
  weaponFeats: number,
  abilities: readonly number[],
  saves: PrintedSaves,
];

/** Table 4-9's thief-ability columns in printed order (004:849). */
const THIEF_ABILITY_COLUMNS: readonly ThiefAbilityId[] = [
  'openLocks', 'findTraps', 'removeTraps', 'climbWalls', 'moveSilently', 'hideInShadows', 'pickPockets', 'hearNoise',
  'readLanguages', 'useMagicUserScroll',
];

/** The five thief-like percentages Table 4-8 prints for the mystic, in printed order. */
export type PrintedMysticPercentages = readonly [
  findTraps: number,
  removeTraps: number,
  climbWalls: number,
  moveSilently: number,
  hideInShadows: number,
];

/**
 * A row of the mystic's Table 4-8 in the supplement's column order: level, XP, hit dice, attack bonus, natural AC,
 * movement (feet per round), strike-to-kill attacks, strike-to-kill damage, "unarmed hits as" ("S" is silver), the
 * five thief-like percentages, then the saves. The table prints no Skills or Weapon Feats columns.
 */
export type PrintedMysticRow = readonly [
  level: number,
  xp: number,
  hitDice: string,
  attackBonus: number,
  armourClass: number,
  movement: number,
  attacks: string,
  strikeDamage: string,
  unarmedAs: string,
  percentages: PrintedMysticPercentages,
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

/** A thief row: the printed percentages become the abilities of their columns; cells not printed stay absent. */
export function thiefLevelRow(row: PrintedThiefRow, gains: Readonly<Record<number, readonly string[]>>): ClassLevelRow {
  const [level, xp, hitDice, attackBonus, skills, weaponFeats, abilities, saves] = row;
  if (abilities.length > THIEF_ABILITY_COLUMNS.length) throw new Error(`Thief row ${level} prints too many abilities.`);
  const thiefAbilities = Object.fromEntries(abilities.map((p, i) => [THIEF_ABILITY_COLUMNS[i], p]));
  return { level, xp, hitDice, attackBonus, skills, weaponFeats, saves: savingThrows(saves), thiefAbilities, spellsPerDay: [], gains: gains[level] ?? [] };
}

/**
 * A mystic row. `unprinted` gives the Skills and Weapon Feats the table does not print (the mystic file says where
 * they come from); "S" in the "unarmed hits as" column is stored as "Silver".
 */
export function mysticLevelRow(
  row: PrintedMysticRow,
  gains: Readonly<Record<number, readonly string[]>>,
  unprinted: { readonly skills: number; readonly weaponFeats: number },
): ClassLevelRow {
  const [level, xp, hitDice, attackBonus, armourClass, movement, attacks, strikeDamage, unarmedAs, percentages, saves] = row;
  const [findTraps, removeTraps, climbWalls, moveSilently, hideInShadows] = percentages;
  return {
    level,
    xp,
    hitDice,
    attackBonus,
    skills: unprinted.skills,
    weaponFeats: unprinted.weaponFeats,
    saves: savingThrows(saves),
    mystic: { armourClass, movement, strikeDamage, attacks, unarmedAs: unarmedAs === 'S' ? 'Silver' : unarmedAs },
    thiefAbilities: { findTraps, removeTraps, climbWalls, moveSilently, hideInShadows },
    spellsPerDay: [],
    gains: gains[level] ?? [],
  };
}
