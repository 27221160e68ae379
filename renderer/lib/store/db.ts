import Dexie, { type EntityTable } from 'dexie';
import type { CharacterDocument } from '../../../core/documents/character';
import type { CampaignDocument } from '../../../core/documents/campaign';

/** A character row: the document plus store-only bookkeeping. */
export type StoredCharacter = CharacterDocument & {
  /** Lower-cased name, indexed, so the roster sorts and pages by index instead of in memory. */
  readonly sortName: string;
  /** ISO time it was moved to the trash; absent while it is live. */
  readonly deletedAt?: string;
};

export type StoredCampaign = CampaignDocument & { readonly sortName: string; readonly deletedAt?: string };

/** A key/value setting (theme, last backup time...). */
export interface SettingRow {
  readonly key: string;
  readonly value: unknown;
}

/** The Dexie database name; tests use their own. */
export const DB_NAME = 'sheetsmith';

/**
 * The local IndexedDB store. Schema versions are declared here and kept: a new version is a new
 * `this.version(n)` block below the others, never an edit of a shipped one.
 */
export class SheetsmithDb extends Dexie {
  characters!: EntityTable<StoredCharacter, 'id'>;
  campaigns!: EntityTable<StoredCampaign, 'id'>;
  settings!: EntityTable<SettingRow, 'key'>;

  constructor(name = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({
      characters: 'id, sortName, system, updatedAt, deletedAt',
      campaigns: 'id, sortName, updatedAt, deletedAt',
      settings: 'key',
    });
  }
}

/** Turns Dexie's open errors into one sentence for the user. */
export function describeOpenError(error: unknown): string {
  if (error instanceof Dexie.VersionError) {
    return 'Your data was saved by a newer version of Sheetsmith. Update Sheetsmith to open it; nothing was changed.';
  }
  if (error instanceof Dexie.MissingAPIError) {
    return 'This browser does not allow local storage (IndexedDB), so Sheetsmith cannot keep your data here.';
  }
  return `The local store could not be opened: ${error instanceof Error ? error.message : String(error)}`;
}
