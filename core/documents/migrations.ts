import { DocumentError } from './errors';
import { CHARACTER_SCHEMA_VERSION } from './character';
import type { AnySystem } from '../systems/types';
import { historyToSchema3 } from './migration-2-to-3';
import { fieldsToSchema4 } from './migration-3-to-4';

/** A JSON object as read from a file or the store, before it is known to be valid. */
export type JsonObject = Record<string, unknown>;

/**
 * The game systems a migration may ask for their part of a step (the schema 2 → 3 step reads each system's level-ups
 * and trainings through `SystemRecords.schema3`): loaded systems by id, undefined for one not known or not loaded.
 */
export type MigrationSystems = (id: string) => AnySystem | undefined;

/**
 * One step of the character document history: upgrades a document of version `from` to `from + 1`.
 * Migrations are append-only: once shipped, a step is never edited; a fix is a new step.
 */
export interface Migration {
  readonly from: number;
  /** What changed, for the import report. */
  readonly describe: string;
  /**
   * The upgrade. `notes` collects what it could not keep for this document, one sentence each, for the report;
   * `systems` gives the document's game system for a step that has a part of it in each system.
   */
  readonly up: (doc: JsonObject, notes?: string[], systems?: MigrationSystems) => JsonObject;
}

/** Ordered, append-only list of character migrations. */
export const CHARACTER_MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    describe:
      'Version 1 had no draft state, overrides, house rules or history; they were added empty (status "complete").',
    // The fields the file already has come last, so they win. A real version-1 file never has any of them, so this
    // gives every shipped file the same result as before; it only stops a hand-made file that has them from losing
    // them (the first version wrote the defaults over whatever was there).
    up: (doc) => ({
      status: 'complete',
      creationStep: 'review',
      overrides: {},
      houseRules: [],
      history: [],
      ...doc,
      schemaVersion: 2,
    }),
  },
  {
    from: 2,
    describe:
      'History entries no longer keep a whole copy of the character: the last level-up and XP award keep only what they changed, so they can still be undone.',
    // The system's own readings of its level-ups and trainings (frozen with this step) come from the system.
    up: (doc, notes, systems) => {
      const system = typeof doc['system'] === 'string' ? systems?.(doc['system']) : undefined;
      return historyToSchema3(doc, notes, system?.records.schema3);
    },
  },
  {
    from: 3,
    describe:
      'Conditions and the version of the system\'s data are kept on the character; the fields a change altered are kept on each history entry.',
    up: fieldsToSchema4,
  },
];

/** The result of bringing a document up to date. */
export interface MigrationOutcome {
  readonly doc: JsonObject;
  /**
   * One line per migration applied, each followed by what it could not keep for this document, for the import
   * report; empty when the document was current.
   */
  readonly applied: readonly string[];
}

/** What a document kind needs to be brought up to date: its current version and sentences for refusals and notes. */
export interface MigrationKind {
  readonly current: number;
  /** "character", "campaign": used in the refusals. */
  readonly noun: string;
  /** Put before each applied step's line in the report ("Schema", "Campaign schema"). */
  readonly label: string;
}

/**
 * Upgrades a document to `kind.current` by running each migration in order — the one runner every document kind
 * uses. Refuses documents from a newer version (we cannot know what their fields mean) and ones with no usable
 * version.
 */
export function runMigrations(doc: JsonObject, migrations: readonly Migration[], kind: MigrationKind, systems?: MigrationSystems): MigrationOutcome {
  const version = doc['schemaVersion'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new DocumentError('invalid', kind.noun === 'character' ? 'The file has no valid schema version, so it cannot be read safely.' : `The ${kind.noun} has no valid schema version, so it cannot be read safely.`, 'schemaVersion');
  }
  if (version > kind.current) {
    throw new DocumentError(
      'newer-version',
      `This ${kind.noun} was saved by a newer Sheetsmith (schema ${version}; this version reads up to ${kind.current}). Update Sheetsmith to open it.`,
      'schemaVersion',
    );
  }
  let current = doc;
  const applied: string[] = [];
  for (let v = version; v < kind.current; v++) {
    const step = migrations.find((m) => m.from === v);
    if (!step) throw new DocumentError('invalid', `No upgrade path from ${kind.noun === 'character' ? '' : `${kind.noun} `}schema version ${v}.`, 'schemaVersion');
    const notes: string[] = [];
    current = step.up(current, notes, systems);
    applied.push(`${kind.label} ${v} → ${v + 1}: ${step.describe}`, ...notes);
  }
  return { doc: current, applied };
}

/**
 * Upgrades a character document to CHARACTER_SCHEMA_VERSION by running each migration in order.
 * Refuses documents from a newer version (we cannot know what their fields mean) and ones with no usable version.
 * `systems` gives the document's game system, loaded, for the steps that read the system's own parts: without it a
 * schema-2 history keeps no typed payloads or reverse patches for the system's level-ups and trainings.
 */
export function migrateCharacter(doc: JsonObject, migrations = CHARACTER_MIGRATIONS, systems?: MigrationSystems): MigrationOutcome {
  return runMigrations(doc, migrations, { current: CHARACTER_SCHEMA_VERSION, noun: 'character', label: 'Schema' }, systems);
}
