/**
 * The Murdham character payload (the `data` of a CharacterDocument whose system is "murdham").
 *
 * Source 000 is Murdham's "Core Rules" page: three abilities, health equal to STR, armour, omens, corruption, money,
 * rests, encumbrance and durability. It has no creation chapter and no advancement, so the payload keeps what those
 * rules track in play: the scores as created, every permanent and temporary change to them with its reason (so a full
 * rest can restore them and the sheet can explain each score), health with where the character stands between life
 * and death, omens, corruption, injuries and mutations, a roll shown and not yet kept, shillings to the quarter, and
 * gear with its bulk, armour and durability. Conditions (keywords such as incapacitated or hobbled, 000:33) are the
 * character's envelope conditions (`CharacterDocument.conditions`), shared with the combat tracker.
 */

/** The three abilities (000:8-11). */
export type AbilityId = 'str' | 'agi' | 'wit';

/** Ability order as the text lists them (000:9-11). */
export const ABILITY_ORDER: readonly AbilityId[] = ['str', 'agi', 'wit'];

/** Names and abbreviations as the text prints them (000:9-11). */
export const ABILITY_NAMES: Readonly<Record<AbilityId, string>> = { str: 'Strength', agi: 'Agility', wit: 'Wits' };
export const ABILITY_ABBREVIATIONS: Readonly<Record<AbilityId, string>> = { str: 'STR', agi: 'AGI', wit: 'WIT' };

/** One score per ability. */
export type AbilityScores = Readonly<Record<AbilityId, number>>;

/**
 * A change to one ability: permanent (a mutation, an injury made permanent by an omen) or temporary (an injury, a
 * missed meal), kept with its reason so the sheet explains the score and a full rest can undo the temporary ones.
 */
export interface AbilityChange {
  readonly ability: AbilityId;
  /** Points added (+) or taken away (−), as applied (after the limits of 000:72). */
  readonly amount: number;
  /** In words: "Painful wound (d4 = 3)", "Bulging muscles (d4 = 2)", "Did not eat". */
  readonly reason: string;
  /** Where the rule is written, "000:52". */
  readonly source: string;
  /**
   * True for the mutations that "can go above 15, but not above 19" (000:95, 97, 99): a human's score raised this way
   * is allowed past the human limit of 15.
   */
  readonly aboveHumanLimit: boolean;
}

/**
 * Where a character stands between life and death (000:43-46, 000:72): alive; dying after losing all health (dies at
 * the end of the next round unless healed at least 1, 000:45); or dead. The state lives here, on the character, so
 * the sheet, the combat tracker and rests read the same one.
 */
export type Life =
  | { readonly state: 'alive' }
  /** `roundsEnded`: ends of round passed since the mortal wound (0, then 1); at the end of the next round they die. */
  | { readonly state: 'dying'; readonly roundsEnded: number }
  | { readonly state: 'dead'; readonly cause: DeathCause };

/**
 * How a character died: damage matching maximum health at once (000:46), dying not healed in time (000:45), or STR
 * reduced to 0 (000:72). The first two are deaths by health loss, from which an omen saves (000:140).
 */
export type DeathCause = 'instant-death' | 'wounds' | 'strength';

export const DEATH_CAUSES: readonly DeathCause[] = ['instant-death', 'wounds', 'strength'];

/** A table roll the rules call for and not yet made: an injury after recovering from dying (000:45), a mutation after critical damage from soulblight (000:80). */
export type OwedRoll = 'injury' | 'mutation';

export const OWED_ROLLS: readonly OwedRoll[] = ['injury', 'mutation'];

/** How damage is rolled after enhancing and impairing factors cancel out (000:66). */
export type DamageMode = 'normal' | 'enhanced' | 'impaired' | 'ineffective';

export const DAMAGE_MODES: readonly DamageMode[] = ['normal', 'enhanced', 'impaired', 'ineffective'];

/** The dice of one mutation, enough to look it up again (data/mutations.ts): the d12, the d20, its list die and its d4s. */
export interface MutationDice {
  readonly d12: number;
  readonly d20: number;
  readonly option: number | null;
  readonly abilityRolls: readonly number[];
}

/**
 * A roll made and shown but not applied yet, so an omen can re-roll it and the most favourable result is kept
 * (000:139). It is kept on the character (not on the screen), so a reload keeps it and every re-roll is in the
 * history. Each kind keeps every attempt, the first one first, as dice from which the result is worked out again.
 */
export type PendingRoll =
  /** Damage suffered on a d`sides` (000:63-66): each attempt is the faces of each exploding roll it needed. */
  | { readonly kind: 'damage'; readonly sides: number; readonly mode: DamageMode; readonly direct: boolean; readonly attempts: readonly (readonly (readonly number[])[])[] }
  /** A soulblight check (000:76) after suffering `suffered` corruption from `before`: each attempt's d12. */
  | { readonly kind: 'soulblight'; readonly before: number; readonly suffered: number; readonly rolls: readonly number[] }
  /** The injury table (000:48-61), `permanent` after an omen's save from death (000:140): each attempt's d12 and the d4 or d2 beneath it. */
  | { readonly kind: 'injury'; readonly permanent: boolean; readonly attempts: readonly { readonly roll: number; readonly sub: number | null }[] }
  /** The mutation table (000:82-136): each attempt's mutations ("Roll twice" gives several) and a line per die rolled. */
  | { readonly kind: 'mutation'; readonly attempts: readonly { readonly results: readonly MutationDice[]; readonly log: readonly string[] }[] }
  /** A save against an ability (000:13), with the extra STR save of an encumbered AGI save (000:173): each d20 made. */
  | { readonly kind: 'save'; readonly ability: AbilityId; readonly score: number; readonly rolls: readonly number[]; readonly str: { readonly score: number; readonly rolls: readonly number[] } | null }
  /** A durability roll for an item (000:180), a 1:4 chance, itself a chance roll an omen may re-roll (000:139). */
  | { readonly kind: 'durability'; readonly itemId: string; readonly rolls: readonly number[] };


/** An injury rolled on the d12 table (000:48-61). */
export interface InjuryEntry {
  readonly id: string;
  /** The d12 result, 1-12. */
  readonly roll: number;
  /** The entry's name, "Painful wound". */
  readonly name: string;
  /** What was rolled beneath it and what it did: "d4 = 3: STR −3". */
  readonly detail: string;
  /** True when an omen saved the character from death: the effect never heals (000:140). */
  readonly permanent: boolean;
}

/** A mutation rolled on the d12/d20 table or chosen by the GM (000:80-136). Mutations are permanent. */
export interface MutationEntry {
  readonly id: string;
  /** The table entry's id (see data/mutations.ts), or "gm" for one the GM described. */
  readonly entryId: string;
  readonly name: string;
  /** The rolls and what they did: "d12 4, d20 5: STR +2 (d4 = 2)". */
  readonly detail: string;
}

/** How worn an item is (000:179-180): damaged items still work; another failed durability roll destroys them. */
export type Durability = 'intact' | 'damaged' | 'destroyed';

export const DURABILITY_STATES: readonly Durability[] = ['intact', 'damaged', 'destroyed'];

/** An item carried. */
export interface GearItem {
  readonly id: string;
  readonly name: string;
  readonly quantity: number;
  /** Bulk of one item: 1 unless its description says otherwise (000:174). */
  readonly bulk: number;
  /** What one item cost in shillings when bought (the text has no price list; 0 when unknown). */
  readonly cost: number;
  /** Armour value this item gives when worn (armour, shields: 000:65). */
  readonly armour: number;
  /** Whether it is worn (armour counts only when worn). */
  readonly worn: boolean;
  readonly durability: Durability;
}

/** A follower (000:184-187): a retainer or an animal. */
export interface Follower {
  readonly id: string;
  readonly name: string;
  readonly kind: 'retainer' | 'animal';
  readonly notes: string;
}

/** The Murdham payload. */
export interface MurdhamData {
  /** True for a human: abilities can never exceed 15 for humans, 19 for others, "not even temporarily" (000:72). */
  readonly human: boolean;
  /** What the character is when not human (the text names no other peoples); empty for humans. */
  readonly ancestry: string;
  /** Who the character is, in the player's words (a trade, a past): the text has no careers. */
  readonly concept: string;
  readonly notes: string;
  /** The three scores as created (entered or rolled); null until the abilities step is done. */
  readonly abilities: AbilityScores | null;
  /** How the scores were made: typed from the player's own method, or rolled by the labelled house rule. */
  readonly abilityMethod: 'entered' | 'house-rule-roll' | null;
  /** Every roll made for the scores, as readable breakdowns. */
  readonly abilityLog: readonly string[];
  /** Permanent changes since creation (mutations, permanent injuries), oldest first. */
  readonly permanentChanges: readonly AbilityChange[];
  /** Temporary changes, restored by a full rest (000:72, 000:170). */
  readonly temporaryChanges: readonly AbilityChange[];
  /** Current health, 0 up to the maximum (STR, 000:43). */
  readonly health: number;
  /** Alive, dying or dead (000:44-46, 000:72). */
  readonly life: Life;
  /** Table rolls the rules call for that are not made yet (an injury on recovering from dying, 000:45; a mutation, 000:80). */
  readonly owed: readonly OwedRoll[];
  /** A roll shown and not yet kept, for an omen's re-roll (000:139); null when none. */
  readonly pending: PendingRoll | null;
  /** Armour value from the body rather than gear (the turtle-shell mutation, 000:113), 0-3. */
  readonly naturalArmour: number;
  /** Omens now and their maximum: player characters start with 2, which is also the maximum (000:138). */
  readonly omens: { readonly current: number; readonly max: number };
  /** Corruption, 0 or more (000:76). */
  readonly corruption: number;
  /** Mana now and its maximum: the text restores it on rests but gives no formula (000:155, 000:170), so it is entered. */
  readonly mana: { readonly current: number; readonly max: number };
  /** Shillings, tracked to a quarter (000:153). */
  readonly shillings: number;
  readonly gear: readonly GearItem[];
  /** Skills (keywords with no ranks, 000:33): "climb", "sorcery". */
  readonly skills: readonly string[];
  /** Traits (permanent keywords, 000:33): "addicted", "frightening", "flying (lander)". */
  readonly traits: readonly string[];
  readonly injuries: readonly InjuryEntry[];
  readonly mutations: readonly MutationEntry[];
  /** Up to 4 followers (000:185). */
  readonly followers: readonly Follower[];
}

/** A fresh payload for the creation flow: omens 2 of 2 (000:138), no corruption, nothing carried. */
export function newMurdhamData(): MurdhamData {
  return {
    human: true,
    ancestry: '',
    concept: '',
    notes: '',
    abilities: null,
    abilityMethod: null,
    abilityLog: [],
    permanentChanges: [],
    temporaryChanges: [],
    health: 0,
    life: { state: 'alive' },
    owed: [],
    pending: null,
    naturalArmour: 0,
    omens: { current: 2, max: 2 },
    corruption: 0,
    mana: { current: 0, max: 0 },
    shillings: 0,
    gear: [],
    skills: [],
    traits: [],
    injuries: [],
    mutations: [],
    followers: [],
  };
}
