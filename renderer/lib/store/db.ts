import Dexie, { type Table } from 'dexie';
import type { CharacterDocument } from '../../../core/documents/character';
import type { CharacterCard } from '../../../core/systems/types';
import type { CampaignDocument } from '../../../core/documents/campaign';
import type { RestorePoint } from '../../../core/documents/restore-points';
import { StoreClosedError } from './store-errors';

export { StoreClosedError } from './store-errors';

/**
 * What the store keeps beside each character and campaign: indexes, the trash flag and the revision. None of it is
 * part of the document (exports and backups write the envelope only).
 */
export interface StoreBookkeeping {
  /** Lower-cased name, indexed, so the roster sorts and pages by index instead of in memory. */
  readonly sortName: string;
  /** ISO time it was moved to the trash; absent while it is live. */
  readonly deletedAt?: string;
  /**
   * The revision ("N-hash", see core/documents/revision.ts): N counts the row's writes, hash is the content's. A save
   * based on another revision is refused (RevisionConflictError). Absent on rows stored before revisions existed:
   * those count as INITIAL_REVISION ("0-") and get one on their next write.
   */
  readonly rev?: string;
}

/** A character row: the document plus store-only bookkeeping. */
export type StoredCharacter = CharacterDocument &
  StoreBookkeeping & {
    /**
     * What lists show of the character (its system's card: roster line, health, defence), worked out when it is
     * written so the roster never loads a system's code; null when the system could not work it out. Absent on rows
     * written before cards existed (the roster then shows the name and system).
     */
    readonly card?: CharacterCard | null;
  };

/** A campaign row: the document plus store-only bookkeeping. */
export type StoredCampaign = CampaignDocument & StoreBookkeeping;

/** A key/value setting (theme, last backup time...). */
export interface SettingRow {
  readonly key: string;
  readonly value: unknown;
}

/** The newest store schema this build declares (Dexie stores it ×10 as the IndexedDB version). */
export const STORE_VERSION = 2;

/** The store on this device was written by a newer Sheetsmith; opening it could lose data. */
export class StoreTooNewError extends Error {
  constructor(readonly found: number) {
    super(`The local store is at version ${found}; this Sheetsmith knows up to ${STORE_VERSION}.`);
  }
}

/** The Dexie database name; tests use their own. */
export const DB_NAME = 'sheetsmith';

/**
 * The local IndexedDB store. Schema versions are declared here and kept: a new version is a new
 * `this.version(n)` block below the others, never an edit of a shipped one.
 */
export class SheetsmithDb extends Dexie {
  // Keys are plain strings at the store level; the branded id types live on the documents themselves.
  characters!: Table<StoredCharacter, string>;
  campaigns!: Table<StoredCampaign, string>;
  settings!: Table<SettingRow, string>;
  /** Character restore points (since store version 2); see RestorePointRepository. */
  restorePoints!: Table<RestorePoint, string>;

  /** Set once another connection asked to upgrade (or delete) the store and this one closed for it. */
  private closedForUpgrade = false;
  private readonly versionChangeListeners = new Set<() => void>();

  constructor(name = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    // Dexie's own handler closes the connection and opens it again at the next query, silently, under a schema this
    // build does not know. Instead: close for good, refuse writes, and tell the app so it asks for a reload.
    // Returning false stops Dexie's default handler (its event chain runs later subscribers first).
    this.on('versionchange', () => {
      this.closedForUpgrade = true;
      this.close({ disableAutoOpen: true });
      for (const listener of this.versionChangeListeners) listener();
      return false;
    });
    this.version(1).stores({
      characters: 'id, sortName, system, updatedAt, deletedAt',
      campaigns: 'id, sortName, updatedAt, deletedAt',
      settings: 'key',
    });
    // Version 2: restore points, listed per character by time through [characterId+at]; and the compound
    // characters index [deletedAt+sortName] the roster's paging by name asks for (both needs in one version, so
    // the store does not step through two upgrades). Tables not named here keep their version 1 schema.
    this.version(2).stores({
      characters: 'id, sortName, system, updatedAt, deletedAt, [deletedAt+sortName]',
      restorePoints: 'id, characterId, at, [characterId+at]',
    });
  }

  /** True once a newer Sheetsmith upgraded the store from another window; every write then refuses. */
  get closedByUpgrade(): boolean {
    return this.closedForUpgrade;
  }

  /**
   * Calls `listener` when another window upgrades (or deletes) the store and this connection closes for it; at once
   * when that already happened. Returns a function that removes the listener. The app shows "reload to continue".
   */
  onVersionChange(listener: () => void): () => void {
    this.versionChangeListeners.add(listener);
    if (this.closedForUpgrade) listener();
    return () => this.versionChangeListeners.delete(listener);
  }

  /** Throws StoreClosedError after an upgrade elsewhere; repositories call it before every write. */
  assertWritable(): void {
    if (this.closedForUpgrade) throw new StoreClosedError();
  }

  /**
   * Runs a write: refused at once after an upgrade elsewhere, and a write cut off by that close (the transaction
   * aborted, so nothing of it was stored) is reported as the same StoreClosedError.
   */
  async guardWrite<T>(write: () => PromiseLike<T>): Promise<T> {
    this.assertWritable();
    try {
      return await write();
    } catch (error) {
      if (this.closedForUpgrade) throw new StoreClosedError();
      throw error;
    }
  }
}

/**
 * Opens the store and refuses one written by a newer app: Dexie 4 would open it quietly, and this build does
 * not know what the newer tables mean.
 */
export async function openStore(db: SheetsmithDb): Promise<void> {
  await db.open();
  const installed = db.backendDB().version / 10;
  if (installed > STORE_VERSION) {
    db.close();
    throw new StoreTooNewError(installed);
  }
}

/** Turns Dexie's open errors into one sentence for the user. */
export function describeOpenError(error: unknown): string {
  if (error instanceof StoreTooNewError || error instanceof Dexie.VersionError) {
    return 'Your data was saved by a newer version of Sheetsmith. Update Sheetsmith to open it; nothing was changed.';
  }
  if (error instanceof Dexie.MissingAPIError) {
    return 'This browser does not allow local storage (IndexedDB), so Sheetsmith cannot keep your data here.';
  }
  return `The local store could not be opened: ${error instanceof Error ? error.message : String(error)}`;
}
