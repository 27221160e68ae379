/**
 * The True SRD character payload (the `data` of a CharacterDocument whose system is "true-srd").
 *
 * Source 003 is True20's "Playing the Game" chapter only: it uses ability scores, a combat bonus, base saves, size,
 * armour and weapons but says how to make none of them (roles and levels are another chapter, 003:100). So every
 * figure the chapter takes as given is stored as entered, and everything the chapter computes from them is derived.
 * There are no hit points: damage is the damage track (003:322-348) and fatigue (003:349-353).
 */

/** The six abilities; all six are named in 003 (Cha 003:60, Int 003:159). */
export type AbilityId = 'str' | 'dex' | 'con' | 'int' | 'wis' | 'cha';

/** Signed scores by ability: in True SRD the score is the modifier ("Strength +1", 003:322). */
export type AbilityScores = Readonly<Record<AbilityId, number>>;

/** Ability order as printed on sheets. */
export const ABILITY_ORDER: readonly AbilityId[] = ['str', 'dex', 'con', 'int', 'wis', 'cha'];

export const ABILITY_NAMES: Readonly<Record<AbilityId, string>> = {
  str: 'Strength',
  dex: 'Dexterity',
  con: 'Constitution',
  int: 'Intelligence',
  wis: 'Wisdom',
  cha: 'Charisma',
};

export const ABILITY_ABBREVIATIONS: Readonly<Record<AbilityId, string>> = { str: 'Str', dex: 'Dex', con: 'Con', int: 'Int', wis: 'Wis', cha: 'Cha' };

/**
 * The lowest and highest score a player enters: the span of the Carrying Capacity table, −5 to +10 (003:30-45),
 * the only table in the text indexed by a score. Below −5 an ability is "debilitated" (003:361), which happens
 * through ability damage in play, not at creation.
 */
export const SCORE_MIN = -5;
export const SCORE_MAX = 10;

/** Size categories of the Size Modifier table (003:124-130), smallest first. */
export type SizeId = 'fine' | 'diminutive' | 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'gargantuan' | 'colossal';

/** How a weapon adds Strength and where its range comes from (003:104-105, 003:114-117). */
export type WeaponKind = 'unarmed' | 'melee' | 'thrown' | 'projectile';

/** An attack the character makes; the weapon list itself is in chapter 5, not in 003, so each is entered. */
export interface Weapon {
  /** Stable id within the character. */
  readonly id: string;
  readonly name: string;
  readonly kind: WeaponKind;
  /** The weapon's damage modifier (a short sword is +2, 003:322); 0 for unarmed (Strength alone). */
  readonly damage: number;
  /** Lethal or non-lethal damage (003:118, 003:325-327). Unarmed attacks are non-lethal. */
  readonly lethal: boolean;
  /** Range increment in feet for thrown and projectile attacks (003:104); 0 for melee and unarmed. */
  readonly rangeIncrement: number;
  /** The critical effect in the player's words; empty means the default +3 damage (003:119). */
  readonly critical: string;
}

/** An item carried, with its weight for the load (003:21-27). */
export interface EquipmentItem {
  readonly id: string;
  readonly name: string;
  /** Weight of one, in pounds. */
  readonly weightLb: number;
  readonly quantity: number;
}

/** A skill the character has, with its total bonus as the player works it out (skills are chapter 2, not in 003). */
export interface SkillEntry {
  readonly name: string;
  /** Total check bonus, entered. */
  readonly bonus: number;
}

/**
 * The damage track (003:326-334). As printed, each row has one column more than boxes: Bruised and Hurt are tallies
 * ("each bruised result imposes a −1", 003:326) and the seven boxes are the "seven conditions" of 003:337 — dazed,
 * staggered, unconscious; wounded, disabled, dying, dead.
 */
export interface DamageTrack {
  /** Non-lethal results of 1-4 below the Difficulty (003:326); each is −1 on saves against non-lethal damage. */
  readonly bruised: number;
  /** Non-lethal, failed by 5+ (003:326); also −1 on saves against non-lethal damage. */
  readonly dazed: boolean;
  /** Non-lethal, failed by 10+ (003:326). */
  readonly staggered: boolean;
  /** Non-lethal, failed by 15+ (003:326); from here further non-lethal damage goes to the lethal boxes. */
  readonly unconscious: boolean;
  /** Lethal results of 1-4 below the Difficulty (003:328); each is −1 on further Toughness saves against lethal damage. */
  readonly hurt: number;
  /** Lethal, failed by 5+ (003:328); shaken (−2 on checks) until cleared, and −1 on further lethal saves. */
  readonly wounded: boolean;
  /** Lethal, failed by 10+ (003:328). */
  readonly disabled: boolean;
  /** Lethal, failed by 15+ (003:328). */
  readonly dying: boolean;
  /** The last column of the track (003:334): a dying character who takes another result, or fails a dying check. */
  readonly dead: boolean;
  /**
   * Stabilised: no longer dying, still unconscious and disabled, recovering from both normally (003:364, 003:385).
   * Set by a dying check that succeeds by 10 (or a natural 20 by 003:364), a Heal check of 15 or the Cure power;
   * cleared when either box clears or the character is dying again. Kept since version 2 of the data.
   */
  readonly stable: boolean;
  /**
   * Dying checks survived since the dying box was checked (0 while not dying). By 003:363-364 the first is owed at
   * once and each later one, an hour apart, is at Difficulty 10 + this count; by 003:343 it only counts the rounds.
   * Kept since version 2 of the data.
   */
  readonly dyingChecks: number;
}

/** Fatigue levels (003:349-353): 0 normal, 1 winded, 2 fatigued, 3 exhausted. One more result means unconscious. */
export type FatigueLevel = 0 | 1 | 2 | 3;

/**
 * Where 003 says one thing in two places, the table picks which line rules (the default is the first-named). Kept
 * with the character so its sheet always explains the same way.
 */
export interface TrueSrdVariants {
  /** All-out duration: 10 + 2 × Con rounds (003:10, default) or Con rounds (003:203). */
  readonly allOut: 'line-10' | 'line-203';
  /** Exhausted: −3 effective Str and Dex (003:352, default) or −6 (003:366). */
  readonly exhausted: 'line-352' | 'line-366';
  /** Dying: a Con check each round (003:343, default) or a Fortitude save each hour (003:363-364). */
  readonly dying: 'line-343' | 'line-363';
  /** A natural 20 on a Toughness save leaves only bruised or hurt (003:335); Narrators may ignore it. */
  readonly naturalTwentySpares: boolean;
}

/** Figures the chapter uses but leaves to the roles of another chapter (003:100): entered by the player. */
export interface CombatFigures {
  /** Combat bonus from role(s) and level (003:100, 003:109). */
  readonly combatBonus: number;
  /** Base save bonuses (003:122); the ability is added by the sheet. */
  readonly fortitude: number;
  readonly reflex: number;
  readonly will: number;
}

/** The True SRD payload. */
export interface TrueSrdData {
  /** One-line concept. */
  readonly concept: string;
  /** Role(s) as the player names them (roles are another chapter; 003:100 only refers to them). */
  readonly role: string;
  /** Level as the player gives it, or null; the chapter refers to levels but has no table. */
  readonly level: number | null;
  /** The six scores, null until entered. */
  readonly abilities: AbilityScores | null;
  /** Points of ability damage taken (003:355); they come back at 1 a day. Never negative. */
  readonly abilityDamage: AbilityScores;
  readonly size: SizeId;
  /** Base speed in feet per move action; "most characters' base speed is 30 feet" (003:6). */
  readonly baseSpeed: number;
  /** Combat bonus and base saves, null until entered. */
  readonly combat: CombatFigures | null;
  /** Armour worn: its name and Toughness bonus (003:132, 003:323). */
  readonly armor: { readonly name: string; readonly toughness: number };
  /** Toughness from feats such as Defensive Roll and Great Toughness (003:132). */
  readonly toughnessFeats: number;
  /** Other bonuses to Defense (feats, 003:110-111), added to both the dodge and the parry figure. */
  readonly defenseMisc: number;
  /** Other bonuses to initiative (003:137). */
  readonly initiativeMisc: number;
  /** Armed, Improved Strike or a shield: may use the parry bonus against melee attacks (003:111). */
  readonly canParry: boolean;
  readonly weapons: readonly Weapon[];
  readonly equipment: readonly EquipmentItem[];
  readonly skills: readonly SkillEntry[];
  /** Feat names (feats are chapter 3; the sheet only lists them). */
  readonly feats: readonly string[];
  /** Power names (chapter 4). */
  readonly powers: readonly string[];
  /** Conviction points now (003:347-348; the maximum is chapter 1, not in 003). */
  readonly conviction: number;
  readonly damage: DamageTrack;
  readonly fatigue: FatigueLevel;
  readonly variants: TrueSrdVariants;
  readonly notes: string;
}

export const ZERO_SCORES: AbilityScores = { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 };

/** An unhurt damage track. */
export const UNHURT: DamageTrack = {
  bruised: 0,
  dazed: false,
  staggered: false,
  unconscious: false,
  hurt: 0,
  wounded: false,
  disabled: false,
  dying: false,
  dead: false,
  stable: false,
  dyingChecks: 0,
};

export const DEFAULT_VARIANTS: TrueSrdVariants = { allOut: 'line-10', exhausted: 'line-352', dying: 'line-343', naturalTwentySpares: true };

/** A fresh payload for the creation flow. */
export function newTrueSrdData(): TrueSrdData {
  return {
    concept: '',
    role: '',
    level: null,
    abilities: null,
    abilityDamage: ZERO_SCORES,
    size: 'medium',
    baseSpeed: 30,
    combat: null,
    armor: { name: '', toughness: 0 },
    toughnessFeats: 0,
    defenseMisc: 0,
    initiativeMisc: 0,
    canParry: false,
    weapons: [],
    equipment: [],
    skills: [],
    feats: [],
    powers: [],
    conviction: 0,
    damage: UNHURT,
    fatigue: 0,
    variants: DEFAULT_VARIANTS,
    notes: '',
  };
}
