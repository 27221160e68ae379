import type { HistoryPayloads, ReversePatch } from './history';
import type { CharacterId } from './ids';
import type { Portrait } from './portrait';

/**
 * The schema version this build writes. Older versions are migrated on load; newer ones are refused. Version 4 added
 * the state in play every system shares (`conditions`), the version of the system's own data (`dataVersion`) and the
 * fields each history entry changed (`fields`).
 */
export const CHARACTER_SCHEMA_VERSION = 4;

/**
 * A condition on the character (prone, stunned, a GM's own "Hexed"): the state in play every system shares, kept on
 * the character so the sheet, the combat tracker and the party dashboard show and change the same one.
 */
export interface CharacterCondition {
  /** This instance's id (the same condition may be on the character twice, from two sources). */
  readonly id: string;
  /** The system's condition id, or a campaign's custom condition id. */
  readonly conditionId: string;
  /** Its name when applied, so it still reads where the definition is not at hand (another campaign, a file). */
  readonly name: string;
  /** Rounds left, counted down at the end of each round of a fight; null while it lasts until removed (or `until`). */
  readonly rounds: number | null;
  /**
   * A moment of the system's time that ends it ("stretch", "rest": Murdham's keywords last until the end of a stretch
   * or the next rest), named by the system, whose own actions take it off then. Absent: rounds, or until removed.
   */
  readonly until?: string;
  /** Where it came from or what it does here ("Hold Person", "save each round"); may be empty. */
  readonly note: string;
}

/** A value a player or GM set by hand in place of the computed one (a house rule or a GM ruling). */
export interface Override {
  /** The value to use instead of the computed one. */
  readonly value: number | string;
  /** Why it was overridden, in the user's words (may be empty). */
  readonly note: string;
  /** ISO time the override was set. */
  readonly at: string;
}

/** The kinds of change a character's history records. */
export type HistoryKind = keyof HistoryPayloads;

/** What every history entry has, whatever its kind. */
interface HistoryEntryFields<TData> {
  /** Unique within the character. */
  readonly id: string;
  /** ISO time of the change. */
  readonly at: string;
  /**
   * One line for the history view and the printed sheet, e.g. "Level 3 → 4: +5 hp (rolled 4, Con +1)". Written from
   * the payload when the change is made (older entries have only this). Only people read it: code reads `payload`.
   */
  readonly summary: string;
  /** Every die rolled for this change, as readable breakdowns ("1d6: [4] = 4"). */
  readonly dice: readonly string[];
  /**
   * What the change altered, as dotted paths: system data fields ("hitPoints.current", "money.gp") and envelope fields
   * (":name", ":conditions", ":overrides"). Written by the one write path (core/character/write.ts) for every change
   * since schema 4; an undo of an earlier level-up is blocked only by a later change of a field it would put back.
   */
  readonly fields?: readonly string[];
  /**
   * What undoing this change puts back: only the fields it changed. Present only while the change can still be
   * undone (the most recent level-up and the trainings after it, the most recent XP award); dropped once it cannot.
   */
  readonly undo?: ReversePatch<TData>;
}

/** An entry of one kind, with that kind's typed payload (absent in entries written before payloads were kept). */
export type HistoryEntryOf<TData, K extends HistoryKind> = HistoryEntryFields<TData> & {
  readonly kind: K;
  /** What happened, as ids and numbers (see core/documents/history.ts). */
  readonly payload?: HistoryPayloads[K];
};

/** One entry of a character's history: a level-up, a training, an XP award, an undo, an edit, the creation. */
export type HistoryEntry<TData = unknown> = { readonly [K in HistoryKind]: HistoryEntryOf<TData, K> }[HistoryKind];

/** An entry as a change hands it over: everything but the id, which `appendHistory` gives. */
export type NewHistoryEntry<TData = unknown> = { readonly [K in HistoryKind]: Omit<HistoryEntryOf<TData, K>, 'id'> }[HistoryKind];

/**
 * A stored or exported character. The envelope is the same for every game system; `data` is the system's own
 * payload, validated by that system.
 */
export interface CharacterDocument<TData = unknown> {
  readonly format: 'sheetsmith/character';
  /** Version of this document's shape; see CHARACTER_SCHEMA_VERSION. */
  readonly schemaVersion: number;
  readonly id: CharacterId;
  /** Game system id, e.g. "dark-dungeons". */
  readonly system: string;
  /** Display name; may be empty while a draft has none yet. */
  readonly name: string;
  /** "draft" while the creation flow is unfinished, then "complete". */
  readonly status: 'draft' | 'complete';
  /** The creation step the player was on, so a draft resumes where it stopped. */
  readonly creationStep: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The system's payload (for Dark Dungeons: DarkDungeonsData). */
  readonly data: TData;
  /** Overridden values by derived-value id (e.g. "save.magicWands"). */
  readonly overrides: Readonly<Record<string, Override>>;
  /** House rules in force for this character, in words (e.g. "GM swap: Cha into Str"). */
  readonly houseRules: readonly string[];
  /** Every change, newest last; the ones that can still be undone keep what undoing them needs. */
  readonly history: readonly HistoryEntry<TData>[];
  /**
   * The picture the player chose (PNG or JPEG, at most 512 KiB), shown on the sheet and printed on the PDF. Absent
   * when there is none (and in every file written before portraits were kept). In the envelope, not the system's
   * data, because every game system's characters can have one.
   */
  readonly portrait?: Portrait;
  /** Conditions on the character now (absent when none, and in every file written before schema 4). */
  readonly conditions?: readonly CharacterCondition[];
  /**
   * The version of the system's data (`data` and the system's parts of history payloads), migrated by the system's
   * own steps (`SystemDefinition.records`). Absent means 1.
   */
  readonly dataVersion?: number;
}
