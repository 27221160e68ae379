/**
 * The Orcus character payload (the `data` of a CharacterDocument whose system is "orcus").
 *
 * The Orcus Rulebook defines abilities, skills, levels, equipment, power slots, combat and healing, but none of the
 * classes, ancestries, kits, feats or powers it refers to (002:582, 002:913, 002:2295). Those are entered by hand in
 * named fields (a class's hit points, recoveries and defence bonuses; each feat and power by name), so the sheet can
 * compute with them and say which values came from the player rather than the text.
 */
import type { AbilityId, AbilityScores } from './data/abilities';
import type { AlignmentId, CharacterSize } from './data/personal';
import type { PowerKind } from './data/powers';
import type { SkillId } from './data/skills';
import { CP_PER_GP, STARTING_GP } from './data/gear';
import { HUMAN_SPEED } from './data/personal';

export type { AbilityId, AbilityScores, AlignmentId, CharacterSize, PowerKind, SkillId };

/** How the scores were generated (002:225-248). */
export type GenerationMethod = 'point-buy' | 'roll' | 'standard-array';

/** The generated ability scores, kept with how they were made so the sheet and the rules can show every step. */
export interface AbilityGeneration {
  /** The method used; null until a method is chosen. */
  readonly method: GenerationMethod | null;
  /** The six scores as generated and assigned, before ancestry bonuses (002:227); null until generated. */
  readonly base: AbilityScores | null;
  /** For "roll": the six sets of four d6 as rolled, in the order rolled (the lowest die of each is dropped, 002:246). Empty otherwise. */
  readonly rolls: readonly (readonly number[])[];
  /** For "roll": who rolled, the app or the player with real dice (typed in). Null otherwise. */
  readonly rolledBy: 'app' | 'player' | null;
}

/** The ancestry, entered by hand: ancestries are not in the text ("Only racial ancestries are presented in Orcus so far", 002:2295). */
export interface AncestryEntry {
  /** The ancestry's name as the player's book gives it. */
  readonly name: string;
  /** Ancestry bonuses to abilities, applied after generation (002:227); zero where none. */
  readonly abilityBonuses: AbilityScores;
  /** Small characters cannot wield two-handed weapons without the Small property (002:708). */
  readonly size: CharacterSize;
  /** Walking speed in squares before armour; 6 is the standard human speed (002:1317). */
  readonly speed: number;
}

/** Defence bonuses a class gives, entered by hand. */
export interface DefenceBonuses {
  readonly fort: number;
  readonly ref: number;
  readonly will: number;
}

/** The class, entered by hand: the Classes chapter is not in the text (002:913). Null numbers are not entered yet. */
export interface ClassEntry {
  readonly name: string;
  /** The class's hit points at 1st level (the Constitution score is added to them, 002:172). */
  readonly hpAtFirstLevel: number | null;
  /** Hit points the class gives at each level after the 1st. */
  readonly hpPerLevel: number | null;
  /** The class's recoveries (the Constitution modifier is added to them, 002:174). */
  readonly recoveries: number | null;
  readonly defenceBonuses: DefenceBonuses;
  /** How many skills the class trains, to check the trained list against; null when not entered. */
  readonly trainedSkills: number | null;
  /** Armour and shield ids (Table – Armor and Shields) the class is proficient with (002:667). */
  readonly armourProficiencies: readonly string[];
  /** Weapon categories ("simple", "martial", "exotic") and weapon ids the class is proficient with (002:705). */
  readonly weaponProficiencies: readonly string[];
}

/** The two scores raised by +1 at a level whose row says "Increase two by +1" (002:585). */
export interface AbilityIncreaseChoice {
  readonly level: number;
  readonly abilities: readonly AbilityId[];
}

/** A language the character speaks (002:553-571). */
export interface LanguageEntry {
  readonly name: string;
  /** "ancestry": a default of the ancestry (002:554); "chosen": picked by the player. */
  readonly source: 'ancestry' | 'chosen';
  /** The level it was learned at: at 1st only Standard languages may be chosen (002:555). */
  readonly level: number;
}

/** A feat, entered by name (feats are not in the text; the Levels table gives when they come, 002:582-613). */
export interface FeatEntry {
  readonly name: string;
  /** The level it was taken at. */
  readonly level: number;
  /** What it does, in the player's words (optional). */
  readonly note: string;
}

/** A power, entered by name into a slot of Appendix A (002:2358-2393). */
export interface PowerEntry {
  readonly name: string;
  readonly kind: PowerKind;
  /** The power's own level (a lower-level power may fill a higher slot, 002:2359). */
  readonly level: number;
  readonly note: string;
}

/** What an item is, for what it does on the sheet. */
export type ItemKind = 'armour' | 'shield' | 'weapon' | 'focus' | 'neck' | 'gear';

/** An item carried. */
export interface EquipmentItem {
  /** The app's id for the item (stable across edits). */
  readonly id: string;
  /** The id in the text's tables (armour, shield, weapon or gear), or null for an item entered by hand. */
  readonly catalogId: string | null;
  readonly name: string;
  readonly kind: ItemKind;
  /** Cost of one, in copper pieces (1 gp = 100 cp, 002:651-657). */
  readonly costCp: number;
  /** Weight of one, in pounds. */
  readonly weightLb: number;
  readonly quantity: number;
  /** Worn or wielded: worn armour and a shield count toward AC (at most one of each, 002:671). */
  readonly equipped: boolean;
  /** An enchanted item's +X (002:2163-2216); 0 for a mundane item. */
  readonly enhancement: number;
}

/**
 * The health state a character is in (002:1450-1471), kept on the character because hit points alone do not tell it:
 * "up" above 0 hit points (staggered at half or fewer is read from them, 002:1449); at 0 or below "dying" (unconscious,
 * a death saving throw at the start of each turn, 002:1458-1461), "stable" after First Aid (no more death saves,
 * 002:1426), "knocked-out" when the attacker chose to knock it out (unconscious, 1 hit point after a short rest,
 * 002:1471); "dead" after the third failed death save or damage to minus the staggered value (002:1456, 002:1461).
 */
export type HealthState = 'up' | 'dying' | 'stable' | 'knocked-out' | 'dead';

/** The values that change in play. */
export interface OrcusVitals {
  /** Current hit points; may be negative down to minus the staggered value (002:1209-1210, 002:1456). */
  readonly hp: number;
  /** Temporary hit points, lost first; they do not stack (002:1472-1478). */
  readonly tempHp: number;
  /** Recoveries left until the next long rest (002:1444-1447, 002:2311). */
  readonly recoveries: number;
  /** Failed death saving throws since the last rest; the third kills (002:1461). */
  readonly deathSaveFailures: number;
  /** Action points; reset to 1 after a long rest (002:1119). */
  readonly actionPoints: number;
  /** The health state (see {@link HealthState}); added in data version 2, worked out from the hit points before it. */
  readonly state: HealthState;
}

/** The Orcus payload. */
export interface OrcusData {
  /** One line on who the character is. */
  readonly concept: string;
  readonly alignment: AlignmentId | null;
  readonly languages: readonly LanguageEntry[];
  readonly notes: string;
  readonly abilities: AbilityGeneration;
  readonly ancestry: AncestryEntry;
  readonly class: ClassEntry;
  /** The kit's name, entered by hand (kits are not in the text, 002:2297). */
  readonly kit: string;
  /** The prestige path chosen at 11th level (002:593), by name. */
  readonly prestigePath: string;
  /** The epic path chosen at 21st level (002:604), by name. */
  readonly epicPath: string;
  /** The "Increase two by +1" choices made so far. */
  readonly increases: readonly AbilityIncreaseChoice[];
  readonly level: number;
  readonly xp: number;
  readonly trainedSkills: readonly SkillId[];
  readonly feats: readonly FeatEntry[];
  readonly powers: readonly PowerEntry[];
  readonly equipment: readonly EquipmentItem[];
  /** Money in copper pieces (100 cp = 1 gp). */
  readonly moneyCp: number;
  readonly vitals: OrcusVitals;
}

export const ZERO_SCORES: AbilityScores = { str: 0, con: 0, dex: 0, int: 0, wis: 0, cha: 0 };

/** A class with nothing entered yet. */
export const EMPTY_CLASS: ClassEntry = {
  name: '',
  hpAtFirstLevel: null,
  hpPerLevel: null,
  recoveries: null,
  defenceBonuses: { fort: 0, ref: 0, will: 0 },
  trainedSkills: null,
  armourProficiencies: [],
  weaponProficiencies: [],
};

/** A fresh payload for the creation flow: level 1 with the 100 gp every first-level character starts with (002:642). */
export function newOrcusData(): OrcusData {
  return {
    concept: '',
    alignment: null,
    languages: [],
    notes: '',
    abilities: { method: null, base: null, rolls: [], rolledBy: null },
    ancestry: { name: '', abilityBonuses: ZERO_SCORES, size: 'medium', speed: HUMAN_SPEED },
    class: EMPTY_CLASS,
    kit: '',
    prestigePath: '',
    epicPath: '',
    increases: [],
    level: 1,
    xp: 0,
    trainedSkills: [],
    feats: [],
    powers: [],
    equipment: [],
    moneyCp: STARTING_GP * CP_PER_GP,
    vitals: { hp: 0, tempHp: 0, recoveries: 0, deathSaveFailures: 0, actionPoints: 1, state: 'up' },
  };
}
