/**
 * The "16+" character payload (the `data` of a CharacterDocument whose system is "sixteen").
 *
 * Source 001 is a homebrew d20 rules extract: tests, saves, attacks, damage, healing and magic. It uses stats, level,
 * hit dice, hit points, AC, skill levels, magic level and magic points but says how to make none of them, and has no
 * advancement. So those are entered, and the sheet works out everything the text computes from them (the test and
 * save modifiers, "needs X on the d20", attacks, stun and death thresholds, healing and magic-point recovery).
 */

/** The five stats the text uses (CHA never appears in 001). */
export type StatId = 'str' | 'dex' | 'con' | 'int' | 'wis';

/** Signed stats, as the text writes them ("STR test with STR +2", 001:1). */
export type StatScores = Readonly<Record<StatId, number>>;

export const STAT_ORDER: readonly StatId[] = ['str', 'dex', 'con', 'int', 'wis'];

export const STAT_NAMES: Readonly<Record<StatId, string>> = { str: 'Strength', dex: 'Dexterity', con: 'Constitution', int: 'Intelligence', wis: 'Wisdom' };

export const STAT_ABBREVIATIONS: Readonly<Record<StatId, string>> = { str: 'STR', dex: 'DEX', con: 'CON', int: 'INT', wis: 'WIS' };

/**
 * The range a player enters. The text gives none; a stat test adds 4 + 2 × stat to a d20 and needs 16 (001:1), so
 * at +6 a test cannot fail (1 + 16 = 17) and at −5 it cannot succeed (20 − 6 = 14). −4 to +5 is the range in
 * which a stat test can both succeed and fail, and what the sheet accepts at creation; a GM may override beyond it.
 */
export const STAT_MIN = -4;
export const STAT_MAX = 5;

/** A skill and its level ("melee-20", 001:9). Skill lists and costs are not in the text, so skills are named freely. */
export interface SkillEntry {
  readonly name: string;
  readonly level: number;
  /** The stat that goes with it in a skill test (001:1 "appropriate stat"), or null for none. */
  readonly stat: StatId | null;
}

/** A weapon the character attacks with (001:6-9). */
export interface Weapon {
  readonly id: string;
  readonly name: string;
  /** Melee adds the melee skill and DEX/2 rounded down; ranged adds marksmanship and DEX/2 rounded up (001:9). */
  readonly kind: 'melee' | 'ranged';
  /** Skilled in the weapon's class; unskilled attacks are −3 to hit (001:9). */
  readonly skilled: boolean;
  /** Specialised in the weapon type: +1 to hit in melee, +2 at range (001:9). */
  readonly specialised: boolean;
  /** Any other to-hit modifier (magic, quality), entered. */
  readonly bonus: number;
  /** Damage as the player writes it ("d8+1"); damage dice are not in the text. */
  readonly damage: string;
}

/** Attack types of 001:15-16, against which a character may resist or be vulnerable. */
export type AttackTypeId =
  | 'physical'
  | 'acid'
  | 'fire'
  | 'cold'
  | 'lightning'
  | 'poison'
  | 'disintegration'
  | 'disease'
  | 'energy-drain'
  | 'death'
  | 'magic'
  | 'mind'
  | 'petrification'
  | 'paralyzation'
  | 'sleep';

/** A resistance (+) or vulnerability (−) as a modifier to saves against one attack type (001:2, 001:15). */
export interface Resistance {
  readonly type: AttackTypeId;
  readonly modifier: number;
}

/** An item carried (the text has no weights or prices, so only what and how many). */
export interface EquipmentItem {
  readonly id: string;
  readonly name: string;
  readonly quantity: number;
  /** Anything worth noting: quality (acid and fire lower it, 001:15), charges, what it does. */
  readonly note: string;
}

/** Where 001 leaves a formula open, the reading the table uses. */
export interface SixteenVariants {
  /**
   * How the stat counts in a skill test: "modifiers from skill level, appropriate stat and condition" (001:1) does
   * not say. `double` (default) adds 2 × stat, as the perception test does with INT (001:1); `single` adds it once.
   */
  readonly skillStat: 'double' | 'single';
}

/**
 * The state in play that the rules give a character at moments of a fight (001:10-12, 001:18), kept on the character
 * so the sheet, the combat tracker and rests all read the same one. Unconscious needs no field: it is 0 hit points or
 * fewer (001:10). Stunned itself is a condition on the character ("Stunned" until its next turn), put on when the
 * stun save fails.
 */
export interface SixteenHealth {
  /**
   * A stun save owed and not yet rolled: after a blow of more than 10 + HD (`blow` is its damage, 001:10), or after
   * mana burn (001:18); null when none is owed.
   */
  readonly stunSave: { readonly cause: 'blow'; readonly damage: number } | { readonly cause: 'mana-burn' } | null;
  /** A mana-burn save owed after a casting roll of 10s or a failed spell, not yet rolled (001:18-20). */
  readonly manaBurnSave: boolean;
  /**
   * Bleeding to death: below 0 hit points, losing 1 a round (001:10). False again once a round of first aid
   * succeeds or healing brings the character back to 0 or more; a new blow below 0 starts it again.
   */
  readonly bleeding: boolean;
  /**
   * Dead: dropped to −(HD/3 + 5 + CON) hit points (001:12), or a non-living creature at 0 or fewer (001:11). Kept,
   * not worked out from the hit points, so a later change of hit dice or CON does not bring anyone back; only
   * resurrection or the like does (001:12).
   */
  readonly dead: boolean;
}

/** Nothing owed, not bleeding, alive. */
export const HEALTHY: SixteenHealth = { stunSave: null, manaBurnSave: false, bleeding: false, dead: false };

/** The "16+" payload. */
export interface SixteenData {
  readonly concept: string;
  /** The five stats, null until entered. */
  readonly stats: StatScores | null;
  /** Level (001:2 "level/3"); the text has no level table, so it is entered. */
  readonly level: number;
  /** Hit dice for the stun and death thresholds (001:10, 001:12); for a character usually its level. */
  readonly hitDice: number;
  /** Maximum hit points (entered: the text has no formula) and hit points now, which may go below 0 (001:10-12). */
  readonly hitPoints: { readonly max: number | null; readonly current: number };
  /** Stunned, bleeding and dead as the rules leave them (data version 2). */
  readonly health: SixteenHealth;
  /** A non-living creature (an animated statue, the undead) dies at 0 hit points or fewer instead of bleeding (001:11). */
  readonly nonLiving: boolean;
  /** AC as added to an attacker's roll: lower is better (001:6, "AC -18"). Melee and ranged (001:8); entered. */
  readonly ac: { readonly melee: number | null; readonly ranged: number | null };
  readonly skills: readonly SkillEntry[];
  readonly weapons: readonly Weapon[];
  /** Magic levels (001:17, 001:21), maximum and current magic points. */
  readonly magic: { readonly level: number; readonly mpMax: number; readonly mp: number };
  /** Modifier to every save but stun from magical rings and cloaks (001:2), entered. */
  readonly saveMisc: number;
  /** Helmet and other modifiers to perception tests (001:1). */
  readonly perceptionMisc: number;
  readonly resistances: readonly Resistance[];
  readonly equipment: readonly EquipmentItem[];
  readonly variants: SixteenVariants;
  readonly notes: string;
}

/** The version of this payload: 2 added `health` and `nonLiving`. */
export const SIXTEEN_DATA_VERSION = 2;

/** The two skills the text names for attacks (001:9); a new character starts with them at level 0. */
export const ATTACK_SKILLS = ['Melee', 'Marksmanship'] as const;

/** A fresh payload for the creation flow. */
export function newSixteenData(): SixteenData {
  return {
    concept: '',
    stats: null,
    level: 1,
    hitDice: 1,
    hitPoints: { max: null, current: 0 },
    health: HEALTHY,
    nonLiving: false,
    ac: { melee: null, ranged: null },
    skills: ATTACK_SKILLS.map((name) => ({ name, level: 0, stat: null })),
    weapons: [],
    magic: { level: 0, mpMax: 0, mp: 0 },
    saveMisc: 0,
    perceptionMisc: 0,
    resistances: [],
    equipment: [],
    variants: { skillStat: 'double' },
    notes: '',
  };
}

/** A skill's level by name (case-insensitive), 0 when the character does not have it. */
export function skillLevel(data: Pick<SixteenData, 'skills'>, name: string): number {
  return data.skills.find((s) => s.name.toLowerCase() === name.toLowerCase())?.level ?? 0;
}
