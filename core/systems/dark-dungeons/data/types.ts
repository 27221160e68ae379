/**
 * Types of the Dark Dungeons rule tables. The tables themselves are data files beside this one; every table
 * carries a {@link Citation} to the line range of the source text it was read from.
 */

import type { VowId } from './vows';

/** The six abilities, in the order the rules roll them (source 004, line 23). */
export type AbilityId = 'str' | 'int' | 'wis' | 'dex' | 'con' | 'cha';

/** The eight classes of chapter 4. Ids are stable: documents reference classes by these ids. */
export type ClassId = 'cleric' | 'dwarf' | 'elf' | 'fighter' | 'halfling' | 'magic-user' | 'mystic' | 'thief';

/** Where a table or value comes from. */
export interface Citation {
  /** Rule-text file name (tests read the texts through tests/unit-support/sources.ts), e.g. "004_b3026cedeba6292d.txt" or "supplements/dark-dungeons-tables.md". */
  readonly file: string;
  /** Line range in that file, e.g. "72-110". */
  readonly lines: string;
  /** Table name as printed, e.g. "Table 4-2a: Cleric abilities by level". */
  readonly table?: string;
  /** One line on any reconstruction or decision made while reading the damaged text. */
  readonly note?: string;
}

/** The five saving throws of every class table (target numbers on d20). */
export interface SavingThrows {
  readonly deathRayPoison: number;
  readonly magicWands: number;
  readonly paralysisPetrify: number;
  readonly breathWeapon: number;
  readonly rodStaffSpell: number;
}

/** Thief abilities in the column order of Table 4-9 (percentages). */
export type ThiefAbilityId =
  | 'openLocks'
  | 'findTraps'
  | 'removeTraps'
  | 'climbWalls'
  | 'moveSilently'
  | 'hideInShadows'
  | 'pickPockets'
  | 'hearNoise'
  | 'readLanguages'
  | 'useMagicUserScroll';

/** The mystic's extra columns (Table 4-8, from the supplement). */
export interface MysticColumns {
  /** Armour class (descending AC as printed). */
  readonly armourClass: number;
  /** Movement in feet per round, as printed (e.g. "120'"), kept as the number of feet. */
  readonly movement: number;
  /** Strike-to-kill damage, dice notation as printed, e.g. "1d4", "3d12". */
  readonly strikeDamage: string;
  /** Strike-to-kill attacks per round as printed, e.g. "1", "2", "3", "4". */
  readonly attacks: string;
  /** What the unarmed attack counts as for hitting special creatures, as printed, e.g. "-", "Silver", "+1". */
  readonly unarmedAs: string;
}

/** One row (one level) of a class table. */
export interface ClassLevelRow {
  readonly level: number;
  /** Experience points needed to reach this level. */
  readonly xp: number;
  /** Hit dice as printed, e.g. "3d6", "9d6+2". */
  readonly hitDice: string;
  readonly attackBonus: number;
  /** The "Skills" column: total skill points the class has at this level (before Int bonus). */
  readonly skills: number;
  /** The "Weapon Feats" column: total weapon feats at this level. */
  readonly weaponFeats: number;
  readonly saves: SavingThrows;
  /** Spells per day, index 0 = spell level 1. Empty array when the class casts no spells at this level. */
  readonly spellsPerDay: readonly number[];
  /** Thief-like abilities the class has at this level (percentages); absent keys are not had yet. */
  readonly thiefAbilities?: Readonly<Partial<Record<ThiefAbilityId, number>>>;
  /** Mystic only. */
  readonly mystic?: MysticColumns;
  /** Ids of special abilities gained at exactly this level (see {@link SpecialAbility}). */
  readonly gains: readonly string[];
}

/** A special ability a class gains at a level (Heatvision, Smash, Read Languages, ...). */
export interface SpecialAbility {
  /** Stable id, kebab-case, e.g. "heatvision". */
  readonly id: string;
  readonly name: string;
  /** A short description in our own words (one to three sentences). */
  readonly description: string;
  readonly citation: Citation;
}

/** A recorded decision about a damaged or contradictory cell. */
export interface Reconstruction {
  readonly level?: number;
  readonly column: string;
  /** What was printed, what we store, and why. One line. */
  readonly note: string;
  readonly citation: Citation;
}

/** What a character has chosen that changes how its class reads the tables: its vows and its Wisdom. */
export interface ClassRuleContext {
  /** The vows taken (see ./vows). */
  readonly vows: Readonly<Record<VowId, boolean>>;
  /** The final Wisdom score (a chevalier casts cleric spells only with Wis 9+, 004:551). */
  readonly wisdom: number;
}

/**
 * A class's rules that its printed rows do not carry by themselves, kept beside its table so the level-up planner
 * (and anything else that reads the tables) stays the same for every class. Absent fields mean "the row as printed".
 */
export interface ClassRules {
  /** Learns spells by writing them in a spellbook: a new spell level with no spell in the book stays idle (supplement line 193). */
  readonly keepsSpellbook?: boolean;
  /** Spells per day at a level when something other than the class's own row decides them (a chevalier), else null. */
  readonly spellsPerDay?: (level: number, character: ClassRuleContext) => { readonly spells: readonly number[]; readonly source: string } | null;
  /** The cleric level whose Table 4-2b row the character turns undead with at a level, or null when it cannot turn. */
  readonly turnsUndeadAs?: (level: number, character: ClassRuleContext) => number | null;
}

/** Everything chapter 4 says about one class. */
export interface ClassTable {
  readonly id: ClassId;
  readonly name: string;
  /** Sides of the hit die (4, 6, 8). */
  readonly hitDie: number;
  /** Fixed hit points gained per level after 9th (Con no longer applies). */
  readonly hpPerLevelAfterNinth: number;
  /** Short description of the class in our own words. */
  readonly summary: string;
  /** Equipment restrictions, in our own words, close to the source. */
  readonly equipmentRestrictions: string;
  /** The 36 rows, index 0 = level 1. */
  readonly levels: readonly ClassLevelRow[];
  readonly specialAbilities: readonly SpecialAbility[];
  readonly reconstructions: readonly Reconstruction[];
  /** Rules beyond the printed rows (turning undead, spells through a vow, a spellbook); absent for a plain table. */
  readonly rules?: ClassRules;
  readonly citation: Citation;
}
