import type { SheetModel } from '../sheet/sheet-model';
import type { CharacterCondition, CharacterDocument } from '../documents/character';
import type { CampaignDocument } from '../documents/campaign';
import type { RandomSource } from '../dice';
import type { TimeDef } from './time-types';
import type { PurseDef } from './purse-types';

export type { LightDef, RestDef, RestInput, RestOption, TimeDef, TimeUnit } from './time-types';
export { restChoice } from './time-types';
export type { EquipmentDef, HandedItem, MoneyDef, PurseDef } from './purse-types';

/**
 * The seam every game system plugs into. The shell, the store, the command line, the PDF code and the campaign code
 * know a system only through this interface (and the registry beside it); each system keeps its payload type and its
 * rules inside `core/systems/<id>/`. Nothing here names one system's ideas (prime requisites, weapon feats, omens):
 * a value the shell must show comes as a label and a value, already worded by the system.
 *
 * Methods are declared in method syntax on purpose: TypeScript checks method parameters bivariantly, which is what lets
 * a `SystemDefinition<DarkDungeonsData>` be held as a {@link AnySystem} without a cast, while inside the system every
 * call is fully typed.
 */

/** An ability (or attribute) the system rates characters on. */
export interface AbilityDef {
  readonly id: string;
  readonly name: string;
  readonly abbreviation: string;
  /** Lowest and highest score the system allows at creation. */
  readonly min: number;
  readonly max: number;
}

/** One step of guided creation (or of a level-up). */
export interface StepDef {
  readonly id: string;
  readonly title: string;
  /** One or two sentences explaining the rule, in player words (the source is shown apart, from `source`). */
  readonly help: string;
  /** Where the rule is written, for the "Source" affordance. */
  readonly source?: string;
}

/** A condition for the combat tracker and the party dashboard (stunned, prone, dazed...). */
export interface ConditionDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Where the text defines it. */
  readonly source?: string;
}

/** A derived number with the reason for it: the heart of "every number explains itself". */
export interface DerivedValue {
  /** Stable id, e.g. "save.magicWands"; overrides are keyed by it. */
  readonly id: string;
  readonly label: string;
  readonly value: number | string;
  /** In words: "Thief level 4, Table 4-9". */
  readonly explanation: string;
  /** True when an override replaced the computed value. */
  readonly overridden: boolean;
  /** The computed value before any override, shown beside an overridden one. */
  readonly computed: number | string;
}

/** A rule the character breaks, in words; characters are stored even when they break rules. */
export interface RuleViolation {
  /** What it concerns, e.g. "abilities.dex", "skills", "weaponFeats". */
  readonly path: string;
  readonly message: string;
  /** For a shape problem: how the importer can put it right without losing what the player wrote. */
  readonly repair?: ShapeRepair;
}

/**
 * A repair of the payload's shape, at a path of keys inside `data`: set a value (a number clamped into its range) or
 * drop a key the system does not know. The note says what was changed, for the import report.
 */
export type ShapeRepair =
  | { readonly kind: 'set'; readonly at: readonly (string | number)[]; readonly value: unknown; readonly note: string }
  | { readonly kind: 'drop'; readonly at: readonly (string | number)[]; readonly note: string };

/** The outcome of a pure state transition: the new payload, or why nothing changed (one sentence). */
export type StepResult<TData> =
  | {
      readonly data: TData;
      /** Sentences about what the change altered elsewhere ("1 skill point was taken back"). */
      readonly notices?: readonly string[];
      /** The house rules in force after the change, when the change touches them (a GM ruling). */
      readonly houseRules?: readonly string[];
      /** Every die rolled for the change, as readable breakdowns, for the history. */
      readonly dice?: readonly string[];
    }
  | { readonly problem: string };

/**
 * What the roster, the party dashboard and the combat tracker show of a character without knowing its system. The
 * store keeps it beside each character (computed when the character is saved), so lists never load a system.
 */
export interface CharacterCard {
  /** The roster line: "Thief 4", "Level 3 · Cleric", "STR 12 AGI 9 WIT 14". */
  readonly line: string;
  /** The character's level where the system has levels, else null. */
  readonly level: number | null;
  /** The system's health measure, or null where it has none yet (a draft). */
  readonly health: HealthCard | null;
  /** The defence figure (armour class, defences), already worded, or null. */
  readonly defence: { readonly label: string; readonly value: string } | null;
  /** Experience and the next level's threshold, where the system counts XP. */
  readonly xp: { readonly current: number; readonly next: number | null } | null;
  /** True when the character has the XP for a level it has not taken yet. */
  readonly levelUpReady: boolean;
  /**
   * What the system's hiring rules say of this character, where the text has them (Dark Dungeons, supplement §7.9 and
   * the Cha columns of §1): as the party's leader, how many hirelings it may keep, their morale and the highest level
   * they may have; as a hireling, its fee. Absent where the text has no hirelings (and on cards stored before).
   */
  readonly hiring?: CardHiring;
  /**
   * The state in play as lists show it: whether it stands, the rules' word, its conditions and the rolls a fight asks
   * of it now. Written by the shell (core/systems/card.ts) from the system's `play` and the envelope; absent on cards
   * stored before conditions were kept on characters.
   */
  readonly play?: CardPlay;
  /**
   * What a GM looks up in play beyond the card's one defence figure (every defence, initiative and movement, saves,
   * attack lines, thief abilities or skills), in short labelled values for the party sheet. Written by the shell from
   * the system's `tableSummary`; absent on drafts, on cards stored before it existed and for a system without it.
   */
  readonly table?: TableSummary;
}

/** One short labelled value of a table summary: "Death 12", "Sword +1, 1d6", "AC 18". */
export interface TableFigure {
  /** Short, in the system's own words ("Death", "Fort", "Open Locks"). */
  readonly label: string;
  /** As printed ("12", "+1, 1d6", "15%"). */
  readonly value: string;
  /** True when a player or GM overrode the value (or a part of it): the party sheet marks it. */
  readonly overridden?: boolean;
}

/** A line of figures under a short title ("Saves", "Attacks", "Thief", "Skills"). */
export interface TableLine {
  readonly id: string;
  readonly title: string;
  readonly figures: readonly TableFigure[];
}

/**
 * A character's figures as a GM reads them across the table (the party sheet, issue 21 §9): built by the system from
 * the values it derives for its own sheet, so the party sheet prints them without knowing the system.
 */
export interface TableSummary {
  /** Every defence: AC; AC, Fortitude, Reflex and Will; Defense and Toughness. */
  readonly defences: readonly TableFigure[];
  /** The few numbers read every round: initiative, movement, thresholds of the health measure. */
  readonly glance: readonly TableFigure[];
  /** Saves, attacks, thief abilities or skills, tests: one line each, in the order to print. */
  readonly lines: readonly TableLine[];
}

/** A character under the system's hiring rules (see CharacterCard.hiring). */
export interface CardHiring {
  /** As the party's leader: at most this many hirelings, with this morale, of at most this level. */
  readonly leads: { readonly most: number; readonly morale: number; readonly topLevel: number; readonly words: string };
  /** As a hireling: its fee in words ("200 gp an adventure or month, 100 gp ahead"). */
  readonly fee: string;
  /** Where the rules are written. */
  readonly source: string;
}

/** The state in play on a roster card. */
export interface CardPlay {
  readonly standing: PlayStatus['standing'];
  readonly word: string | null;
  readonly dying: boolean;
  readonly conditions: readonly { readonly id: string; readonly name: string; readonly rounds: number | null }[];
  readonly due: readonly DueRoll[];
  /** What the tracker's amount box means for a hit on this character, when not an amount of damage ("Attack’s damage bonus"). */
  readonly hitAmount?: string;
}

/** A health measure as the shell shows it. */
export interface HealthCard {
  /** "Hit points", "Health", "Damage". */
  readonly label: string;
  /** "HP", "Health"... */
  readonly abbreviation: string;
  readonly current: number;
  readonly max: number;
  /** The rules' word for the state at this value ("Dying", "Dead", "Staggered"), or null when nothing special. */
  readonly state: string | null;
}

/** A value the sheet edits in play (hit points, gold, omens): shown with − and + and a field. */
export interface Tracker {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  /** The ceiling the rules set (maximum hit points); exceeding it needs an override. Null when open-ended. */
  readonly max: number | null;
  readonly min: number | null;
  /** Whole numbers only, or quarters (Murdham's shillings)... the smallest step. */
  readonly step: number;
  /** Why the value is what it is, in words, when that is not obvious. */
  readonly explanation?: string;
  /** "count" (the default) is moved with − and + or typed; "flag" is a box that is checked (1) or not (0). */
  readonly kind?: 'count' | 'flag';
  /** The value as the rules write it, when that is not the plain number ("30½" shillings). */
  readonly display?: string;
  /** Trackers with the same group are shown together under this heading ("Damage track"). */
  readonly group?: string;
}

/** A table or rule the command line can print (`rules <system> <table> [--flag value...]`). */
export interface RulesTable {
  readonly id: string;
  readonly title: string;
  /** "004_b3026cedeba6292d.txt lines 72-110". */
  readonly citation: string;
  /** Flags the query takes, with what each means ("--level <1-36>"). */
  readonly flags: readonly { readonly name: string; readonly help: string; readonly required: boolean }[];
  /** The table (or the row the flags pick) as JSON-ready data; throws a RangeError with a sentence for bad flags. */
  query(flags: Readonly<Record<string, string>>): unknown;
}

/** An XP award worked out for one character, with its arithmetic, ready to show before it is applied. */
export interface XpAwardReport {
  /** The award as the GM gave it. */
  readonly base: number;
  /** The award after the system's bonus (or share), what is actually added. */
  readonly awarded: number;
  /** "1,000 × 1.10 = 1,100". */
  readonly arithmetic: string;
  /** Why the bonus, in words ("Dex 16 (16+) gives +10% (Table 4-1)"); empty when none. */
  readonly bonusExplanation: string;
  readonly fromXp: number;
  readonly totalXp: number;
  /** True when the new total reaches a level the character has not taken. */
  readonly levelReady: boolean;
  /** The highest level the new total reaches, when above the character's level; otherwise null. */
  readonly readyLevel: number | null;
}

/** One member's part of a party award. */
export interface PartyShareReport {
  readonly id: string;
  readonly name: string;
  readonly award: XpAwardReport | null;
  /** Why this member gets nothing (a draft, a character with no class). */
  readonly problem: string | null;
}

/** A party award worked out before it is applied. */
export interface PartyAwardReport {
  readonly total: number;
  readonly share: number;
  /** "1,000 ÷ 3 = 333 each". */
  readonly arithmetic: string;
  readonly members: readonly PartyShareReport[];
}

/** Whether the last level-up (or XP award) can be undone, and what the confirmation should say. */
export type UndoReport = { readonly ok: true; readonly summary: string } | { readonly ok: false; readonly reason: string };

/** XP, levels and their undo, for systems whose text has them (Dark Dungeons, Orcus). */
export interface ProgressionDef<TData> {
  /** Works out an award (nothing changes). Throws a RangeError with a sentence for a bad amount. */
  planAward(doc: CharacterDocument<TData>, amount: number): XpAwardReport;
  /** Applies an award worked out by {@link planAward}, recording it in the history. */
  applyAward(doc: CharacterDocument<TData>, award: XpAwardReport, now: string): CharacterDocument<TData>;
  /** Works out a party award (equal shares, each with the member's own bonus). Throws RangeError for a bad total. */
  planPartyAward(members: readonly CharacterDocument<TData>[], total: number): PartyAwardReport;
  applyPartyAward(members: readonly CharacterDocument<TData>[], plan: PartyAwardReport, now: string): CharacterDocument<TData>[];
  levelUpReady(doc: CharacterDocument<TData>): boolean;
  /** How a session's award is shared among the party. */
  readonly awards: AwardPolicy;
  /**
   * One level up without a person to ask (command line, quick NPCs, samples): dice from `rng`, choices made the
   * simplest legal way; what is left for the player is listed in `notes`. Throws a RangeError with a sentence when
   * the character cannot go up (XP short without `force`, top level).
   */
  advance(doc: CharacterDocument<TData>, rng: RandomSource, options: { readonly now: string; readonly force?: boolean }): { readonly doc: CharacterDocument<TData>; readonly notes: readonly string[] };
  /** The highest level the system has. */
  readonly maxLevel: number;
  /** Raises XP to `xp` as a GM ruling recorded in the history, with no bonus; `why` says what for. */
  grantXp(doc: CharacterDocument<TData>, xp: number, why: string, now: string): CharacterDocument<TData>;
  /** The XP a level needs (the threshold), or null past the table. */
  xpForLevel(doc: CharacterDocument<TData>, level: number): number | null;
  checkUndo(doc: CharacterDocument<TData>): UndoReport;
  undo(doc: CharacterDocument<TData>, now: string): CharacterDocument<TData>;
  /**
   * Whether the most recent XP award can be undone (once; refused when a level taken since needed that XP), and the
   * confirmation's sentence.
   */
  checkUndoAward(doc: CharacterDocument<TData>): UndoReport;
  /**
   * Takes back the XP the most recent award added, keeping every other change since, and records the undo in the
   * history. Throws a RangeError with the reason when {@link checkUndoAward} refuses.
   */
  undoAward(doc: CharacterDocument<TData>, now: string): CharacterDocument<TData>;
}

/** Guided creation: the steps, and what lets the shell run them without knowing the rules. */
export interface CreationDef<TData> {
  readonly steps: readonly StepDef[];
  /**
   * After a change, brings whatever depends on it back into line ("Int 12 gives 4 skill points: 1 from Balance was
   * taken back"). Returns the payload and sentences about what it altered.
   */
  reconcile(prev: TData, next: TData): { readonly data: TData; readonly changes: readonly string[] };
  /** The step where a violation is put right (the review step links to it). */
  stepFor(violation: RuleViolation, data: TData): string;
  /** Whether a step has everything it asks for (progress chips show done steps only when complete). */
  stepComplete(stepId: string, doc: CharacterDocument<TData>): boolean;
}

/** How a character's health changes in play and in combat. */
export interface VitalsDef<TData> {
  /** The values the sheet edits in place (hit points, money...). */
  trackers(doc: CharacterDocument<TData>): readonly Tracker[];
  /** Sets one tracker; returns the new payload or why not (healing past the maximum, a negative purse). */
  setTracker(doc: CharacterDocument<TData>, id: string, value: number): StepResult<TData>;
  /** The tracker id damage and healing change (hit points, health). */
  readonly healthTracker: string;
  /** Free texts edited in play (notes), by the id of the sheet section that prints them. */
  texts(doc: CharacterDocument<TData>): readonly TextField[];
  /** Sets one free text; returns the new payload or why not (too long). */
  setText(doc: CharacterDocument<TData>, id: string, value: string): StepResult<TData>;
}

/** A free text the sheet edits in place (notes); `id` is the sheet section that prints it. */
export interface TextField {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  /** The longest text kept. */
  readonly maxLength: number;
}

/** Initiative as the rules give it, for the combat tracker. */
export interface InitiativeRule {
  /** "1d6 per side, highest acts first; ties act at once (Chapter 8)". */
  readonly description: string;
  /** "side" when one roll is made for each side, "individual" when each combatant rolls. */
  readonly mode: 'side' | 'individual';
  /** Dice notation of the roll, e.g. "1d6". */
  readonly dice: string;
  /** How ties are broken, in words. */
  readonly ties: string;
  /**
   * True when the text rolls initiative anew at the start of every round (Dark Dungeons, supplement §9.1): the tracker
   * then offers the roll at each new round, with the choice to keep the order. False where the order holds all fight.
   */
  readonly eachRound: boolean;
  /**
   * The statement of intent where the text has one (Dark Dungeons, supplement §9.1): a player who commits early adds
   * `early` to the initiative roll, one who waits adds `late`. Optional at the table: the tracker offers it per member.
   */
  readonly intent?: { readonly early: number; readonly late: number; readonly words: string };
}

/** Combat for the tracker: conditions, initiative and the damage model. */
export interface CombatDef {
  readonly initiative: InitiativeRule;
  /** "hit-points" (damage lowers a pool), "damage-track" (a failed save moves along a track), "health" (Murdham). */
  readonly damageModel: 'hit-points' | 'damage-track' | 'health';
  /** The rules' state at a health value ("Dying" at 0...), or null. */
  healthState(current: number, max: number): string | null;
  /**
   * The system's roll kinds (`rollKinds`) the combat tracker offers as its own actions, by id, in order: surprise, the
   * reaction roll and morale where the text has them (Dark Dungeons supplement §9.2, §9.8). Empty where it has none.
   */
  readonly encounterRolls: readonly string[];
}

/** A value a roll kind asks for before it is rolled, typed as text and checked by the system. */
export type RollInputDef =
  | {
      readonly kind: 'number';
      readonly id: string;
      readonly label: string;
      /** The whole numbers accepted (a Murdham ability 1–19, a modifier −30 to +30). */
      readonly min: number;
      readonly max: number;
      readonly default: number;
    }
  | {
      readonly kind: 'choice';
      readonly id: string;
      readonly label: string;
      readonly options: readonly { readonly id: string; readonly label: string }[];
      readonly default: string;
    };

/** One of a system's own ways of rolling (a roll-under save, an open-ended attack), offered by the dice roller. */
export interface RollKindDef {
  readonly id: string;
  readonly name: string;
  /** The rule in one or two sentences, in player words. */
  readonly description: string;
  /** Where the text writes it ("000:64"). */
  readonly source: string;
  readonly inputs: readonly RollInputDef[];
}

/** A roll of one kind: the total, every die, and what it means by the rules. */
export interface RollKindResult {
  /** The number the roll comes to (the d20 of a roll-under save, the damage, the attack total). */
  readonly total: number;
  /** Every die rolled, faces in rolling order (explosions and re-rolls included). */
  readonly dice: readonly number[];
  /** Short notation for the log ("d20+8 vs 16", "d6 explode −1"). */
  readonly notation: string;
  /** Every die and the arithmetic: "d20 [7] + 8 = 15". */
  readonly breakdown: string;
  /** The outcome in words, with the line: "fails: 16 or more is needed (001:1)". */
  readonly words: string;
  /** True or false where the kind has a pass mark, null where it only makes a number. */
  readonly success: boolean | null;
}

/** Why a roll kind was not rolled, in one sentence; `input` names the input at fault, for the form to point at. */
export interface RollKindProblem {
  readonly problem: string;
  readonly input?: string;
}

/** A system's dice conventions as roll kinds: data for the roller's form and one pure roll function. */
export interface RollKindsDef {
  readonly kinds: readonly RollKindDef[];
  /**
   * Rolls a kind with the values as typed (text, keyed by input id; a missing value takes the default). Bad input
   * (a modifier "abc", a Murdham ability of 40, an unknown kind) is refused with one sentence and rolls nothing.
   */
  roll(kindId: string, input: Readonly<Record<string, string>>, rng: RandomSource): RollKindResult | RollKindProblem;
}

/**
 * The rules' reading of a character's health now: what the play strip, the combat tracker, rests and awards need to
 * know without knowing the system.
 */
export interface PlayStatus {
  /** The rules' word ("Dying", "Stable", "Staggered", "Dead"), or null when nothing special applies. */
  readonly word: string | null;
  /** "up": acts as usual; "down": alive but out of the fight (unconscious, dying, stable at 0); "dead". */
  readonly standing: 'up' | 'down' | 'dead';
  /** True while a dying procedure runs: the rolls `due` lists are asked for at their moments. */
  readonly dying: boolean;
  /** Why, in words with the line ("0 hit points: unconscious and dying, supplement §9.6"). */
  readonly explanation: string;
}

/** A roll the rules ask for at a moment of a fight (a save vs death ray at the end of each round, 004 supplement §9.6). */
export interface DueRoll {
  /** The play action that makes it (an id of `PlayDef.actions`). */
  readonly actionId: string;
  /** When it is asked for. */
  readonly when: 'end-of-round' | 'start-of-turn';
  /** What it is, with what it needs: "Save vs death ray: 12 or more (−1: the second save)". */
  readonly prompt: string;
  readonly source: string;
}

/** A value a play action asks for: a number or a choice (as roll kinds ask), or a line of text. */
export type PlayInputDef = RollInputDef | { readonly kind: 'text'; readonly id: string; readonly label: string; readonly default: string; readonly maxLength: number };

/** Something done at the table from the sheet or the tracker: damage, healing, a death save, a rest, an omen spent. */
export interface PlayActionDef {
  /** Stable id; "damage" and "heal" are the two every system has (the strip's and the tracker's buttons). */
  readonly id: string;
  /** The button's words: "Death save", "Spend an omen". */
  readonly label: string;
  /** Actions of one group show together ("Health", "Dying", "Omens", "Rest", "Tables"). */
  readonly group: string;
  /** The rule in one or two sentences, in player words. */
  readonly description: string;
  readonly source?: string;
  readonly inputs: readonly PlayInputDef[];
  /** True when the action rolls dice: the form offers to roll them here or to type the faces rolled at the table. */
  readonly rolls: boolean;
  /**
   * The input a quick amount box fills (the combat tracker's box beside Damage and Heal); absent: the input "amount".
   * True SRD's hit has no amount of damage: the tracker's number is the attack's damage bonus, so it names "bonus".
   */
  readonly amount?: string;
}

/** What a play action did: the new payload and how it reads, or why nothing changed (one sentence). */
export type PlayOutcome<TData> =
  | {
      readonly data: TData;
      /** The conditions on the character after the action, when it changed them (absent: unchanged). */
      readonly conditions?: readonly CharacterCondition[];
      /** One line for the outcome box and the history: "Death save: 14, a success". */
      readonly title: string;
      /** The rules' words, each with its line: "Three successes: stable (002:1461)". */
      readonly words: readonly string[];
      /** Every die rolled, as readable breakdowns. */
      readonly dice: readonly string[];
      /** Passed or failed, where the action has a pass mark. */
      readonly verdict?: { readonly text: string; readonly good: boolean | null };
      /** A table row as the text prints it (an injury, a mutation), shown quoted with its line. */
      readonly printed?: readonly { readonly text: string; readonly source: string }[];
    }
  | { readonly problem: string; readonly input?: string };

/**
 * The state in play and what is done with it at the table, the same for the sheet and the combat tracker: the health
 * state, the actions (damage and healing first, the dying procedure while it runs, the system's own), and the rolls a
 * fight asks for at its moments. Every action is a pure transition; the one write path records it.
 */
export interface PlayDef<TData> {
  status(doc: CharacterDocument<TData>): PlayStatus;
  /** The actions that can be taken now (the dying procedure only while dying, "save from death" only with an omen). */
  actions(doc: CharacterDocument<TData>): readonly PlayActionDef[];
  /**
   * Runs one action with its inputs as typed (a missing one takes its default). Dice come from `rng`: the system's
   * random source, or the faces the player typed from real dice. Bad input is refused in one sentence.
   */
  run(doc: CharacterDocument<TData>, actionId: string, input: Readonly<Record<string, string>>, rng: RandomSource): PlayOutcome<TData>;
  /** The rolls the rules ask of this character at moments of a fight, now (empty when none). */
  due(doc: CharacterDocument<TData>): readonly DueRoll[];
  /**
   * What an action needs before it is rolled, for the form to show as the inputs change ("needs 8 or more on the
   * d20"), or null when it has nothing to say or the inputs are not readable yet. Optional.
   */
  preview?(doc: CharacterDocument<TData>, actionId: string, input: Readonly<Record<string, string>>): readonly string[] | null;
}

/**
 * How a system's text has a session's XP shared among the party (Dark Dungeons: supplement §4 and §11.1): the weight
 * of each member role in the split of monster XP and of treasure XP, and whether treasure earns XP at all. The
 * campaign's award code applies it and knows no system.
 */
export interface AwardPolicy {
  /** Each role's weight in the monster and the treasure split, in percent of a full share. */
  weights(role: 'pc' | 'retainer' | 'npc'): { readonly monster: number; readonly treasure: number };
  /** Why a role takes no share of a split, in the preview's words ("a hireling is paid a wage, not a share"). */
  noShare(role: 'pc' | 'retainer' | 'npc', split: 'monster' | 'treasure'): string;
  /** Whether found treasure earns XP, and the rule in words with its line ("1 XP per gp of treasure, supplement §4"). */
  readonly treasure: { readonly earnsXp: boolean; readonly words: string };
  /** Where the sharing rule is written. */
  readonly source: string;
}

/** A monster's numbers in a fight, as the system's monster model works them out. */
export interface MonsterFigures {
  /** What kind of monster, in a few words: "Hit dice 4+1**", "Level 5 elite brute". */
  readonly summary: string;
  /** Hit points (or the system's health) to start with. */
  readonly hp: number;
  /** Defences as worded: AC; or AC, Fortitude, Reflex and Will. */
  readonly defences: readonly { readonly label: string; readonly value: string }[];
  /** Attacks as worded: "+3 to hit, 1d8", "Bite +9 vs AC, 2d6+4". */
  readonly attacks: readonly string[];
  /** XP for defeating it, or null where the system gives none. */
  readonly xp: number | null;
  /** Added to its initiative roll. */
  readonly initiative: number;
  /** Where the figures come from, in words with the lines ("Attack bonus and XP by hit dice, supplement §11.3"). */
  readonly figures: string;
  /** Hit points rolled from hit dice, each roll as the dice log keeps it ("4+1: [3, 6, 2, 5] + 1 = 17"). */
  readonly dice?: readonly { readonly notation: string; readonly total: number; readonly text: string }[];
}

/**
 * How a system describes a monster for the combat tracker and the monster library: the inputs the GM fills in (hit
 * dice; level, role and rank; a health and an armour) and the figures they give, from the system's own text.
 */
export interface MonsterModelDef {
  readonly inputs: readonly PlayInputDef[];
  /** The figures for the inputs as typed (a missing one takes its default); hit points rolled from `rng` where the text rolls them. */
  build(input: Readonly<Record<string, string>>, rng: RandomSource): MonsterFigures | { readonly problem: string; readonly input?: string };
  /** Where the model's rules are written. */
  readonly source: string;
}

/** How a system's own text covers the game: what Sheetsmith supports, and where the text stops. */
export interface Coverage {
  readonly supports: readonly string[];
  readonly lacks: readonly string[];
}

/** One step of a system's own data migrations: upgrades a character's system parts from `from` to `from + 1`. */
export interface DataMigration {
  readonly from: number;
  /** What changed, for the import report. */
  readonly describe: string;
  /**
   * The upgrade of the whole character as JSON (the system's data and its parts of history payloads); `notes`
   * collects what it could not keep, one sentence each. Pure and total: never edited once shipped.
   */
  readonly up: (doc: Record<string, unknown>, notes: string[]) => Record<string, unknown>;
}

/**
 * What a system keeps of its own records: the version of its data with the steps that migrate older ones, and its
 * parts of shared migrations and history payloads (a system owns its history payload types, their checks and wording).
 */
export interface SystemRecords {
  /** The version of the system's data this build writes (a character with a newer one is refused). */
  readonly dataVersion: number;
  /** Steps from each older version, oldest first. */
  readonly migrations: readonly DataMigration[];
  /**
   * The system's part of the envelope's schema 2 → 3 step (history copies turned into reverse patches), frozen with
   * that step: absent for a system that had no level-ups or trainings then.
   */
  readonly schema3?: LegacySchema3;
  /**
   * Checks the system's own fields of a history payload from a file (a level-up's skills or feats, a training):
   * returns them checked, or throws an Error when they are not readable (the payload is then dropped, its sentence
   * kept). `fields` are the payload's keys the shared check did not read. Absent: the system has none.
   */
  checkPayload?(kind: string, fields: Readonly<Record<string, unknown>>): Record<string, unknown>;
}

/** A system's part of the schema 2 → 3 migration, as that step shipped (see core/documents/migration-2-to-3.ts). */
export interface LegacySchema3 {
  /** A typed payload read from the sentence schema 2 wrote, for an entry kind that needs one later; else null. */
  payloadFromSummary(kind: string, summary: unknown): Record<string, unknown> | null;
  /**
   * The reverse patch of an undoable entry, from the copy of the data kept before it and the data just after it
   * (and the entry's sentence and payload), or null when it cannot be worked out.
   */
  reversePatch(kind: string, before: Record<string, unknown>, after: Record<string, unknown>, summary: unknown, payload: Record<string, unknown> | null): Record<string, unknown> | null;
  /** A note for an entry given a reverse patch (what its undo will not put back), or null. */
  undoNote(kind: string): string | null;
}

/** A game system. TData is the system's own character payload. */
export interface SystemDefinition<TData = unknown> {
  readonly id: string;
  readonly name: string;
  /** One line on what the system is. */
  readonly summary: string;
  readonly coverage: Coverage;
  /** The version of its data, its migrations and its history payloads. */
  readonly records: SystemRecords;
  readonly abilities: readonly AbilityDef[];
  readonly creation: CreationDef<TData>;
  /** Null for a system whose text has no experience or levels. */
  readonly progression: ProgressionDef<TData> | null;
  readonly vitals: VitalsDef<TData>;
  /** The state in play: health state, the actions taken at the table, the dying procedure. */
  readonly play: PlayDef<TData>;
  readonly conditions: readonly ConditionDef[];
  readonly combat: CombatDef;
  /**
   * How the GM describes a monster of this system and the figures the text gives it (Dark Dungeons: hit dice with
   * the §11.3 table; Orcus: level, role and rank), for the combat tracker and the saved monsters. Null: the tracker
   * takes a plain stat line (hit points, defence, attack, XP) as typed.
   */
  readonly monsters: MonsterModelDef | null;
  /** Game time: the units, the round, light sources and rests with their healing (core/systems/time-types.ts). */
  readonly time: TimeDef<TData>;
  /** What a character carries: money (or why there is none) and equipment (core/systems/purse-types.ts). */
  readonly purse: PurseDef<TData>;
  /** Dice conventions in notation, e.g. { abilityScore: "3d6", percentile: "d%" }. */
  readonly dice: Readonly<Record<string, string>>;
  /** The dice conventions the dice roller offers when this system is chosen (penetrating damage, roll-under saves...). */
  readonly rollKinds: RollKindsDef;
  readonly tables: readonly RulesTable[];
  /** Kinds of quick character (classes, roles); empty when there is only one kind. */
  readonly quickVariants: readonly { readonly id: string; readonly label: string }[];
  /**
   * The sample characters (and campaigns) shipped in resources/samples/, seeded and dated so they are the same bytes
   * every time. Loaded on demand (the build script and tests ask for them, the app never does). Without it, the
   * build script writes one quick character made from seed 4.
   */
  samples?(): Promise<SampleSet<TData>>;
  /** A complete character made from `rng`; the same seed gives the same character. */
  quick(rng: RandomSource, options: { readonly id: string; readonly now: string; readonly variant?: string }): CharacterDocument<TData>;
  /** A fresh, empty payload for the creation flow. */
  newData(): TData;
  /** True when the document is this system's (the payload's shape was checked when the document came in). */
  owns(doc: CharacterDocument): doc is CharacterDocument<TData>;
  /** Checks that an unknown value has the payload's shape (types and ranges, not rules); returns problems in words. */
  checkShape(data: unknown): readonly RuleViolation[];
  /** Every derived value with its explanation, overrides applied. */
  derive(doc: CharacterDocument<TData>): readonly DerivedValue[];
  /** Every rule the character breaks, in words. */
  validate(doc: CharacterDocument<TData>): readonly RuleViolation[];
  /** What lists show of the character. */
  card(doc: CharacterDocument<TData>): CharacterCard;
  /**
   * The figures a GM looks up in play, in short labelled values (the party sheet prints them); absent: the party
   * sheet prints the card alone.
   */
  tableSummary?(doc: CharacterDocument<TData>): TableSummary;
  /** The printable/on-screen sheet. */
  sheet(doc: CharacterDocument<TData>, printedOn: string): SheetModel;
  /** A sheet with no values, for players who want paper only. */
  blankSheet(printedOn: string): SheetModel;
}

/** A system's sample characters by file stem, and sample campaigns with their members. */
export interface SampleSet<TData> {
  readonly characters: readonly { readonly file: string; readonly doc: CharacterDocument<TData> }[];
  readonly campaigns: readonly { readonly file: string; readonly doc: CampaignDocument; readonly members: readonly CharacterDocument<TData>[] }[];
}

/** A system with its payload type erased, as the registry and the shell hold it. */
export type AnySystem = SystemDefinition<unknown>;

/**
 * Declares a system. It only fixes TData (so every method is checked against the payload type) and adds the
 * `owns` guard from the id; the result is assignable to {@link AnySystem} as it is.
 */
export function defineSystem<TData>(def: Omit<SystemDefinition<TData>, 'owns'>): SystemDefinition<TData> {
  return {
    ...def,
    owns: (doc: CharacterDocument): doc is CharacterDocument<TData> => doc.system === def.id,
  };
}
