import type { CharacterId } from './ids';

/** The schema version this build writes. Older versions are migrated on load; newer ones are refused. */
export const CHARACTER_SCHEMA_VERSION = 2;

/** A value a player or GM set by hand in place of the computed one (a house rule or a GM ruling). */
export interface Override {
  /** The value to use instead of the computed one. */
  readonly value: number | string;
  /** Why it was overridden, in the user's words (may be empty). */
  readonly note: string;
  /** ISO time the override was set. */
  readonly at: string;
}

/** One entry of a character's history: a level-up, a training, an XP award, a restore. */
export interface HistoryEntry<TData = unknown> {
  readonly id: string;
  /** ISO time of the change. */
  readonly at: string;
  readonly kind: 'level-up' | 'training' | 'xp' | 'restore' | 'edit' | 'created';
  /** One line for the history view, e.g. "Level 3 → 4: +5 hp (rolled 4, Con +1)". */
  readonly summary: string;
  /** Every die rolled for this change, as readable breakdowns ("1d6: [4] = 4"). */
  readonly dice: readonly string[];
  /** The character's data just before the change, so the change can be undone exactly. */
  readonly before?: TData;
}

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
  /** Changes with enough kept to undo them, newest last. */
  readonly history: readonly HistoryEntry<TData>[];
}
