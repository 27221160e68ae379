/**
 * The document-store port (GUIDE practice 20): what the repositories need of a place that keeps documents, whatever
 * keeps them. Two adapters: the Dexie store for what stays on this device (dexie-document-store.ts) and a PouchDB
 * database for each campaign shared through a CouchDB server (../sync/pouch-document-store.ts, loaded only once a
 * campaign is shared). Every document has exactly one home: the repositories ask the homes (homes.ts) which.
 *
 * Revisions are "N-hash" strings in both (core/documents/revision.ts for Dexie, CouchDB's own `_rev` for PouchDB):
 * a put based on a revision that is no longer the stored one is refused with RevisionConflictError.
 */

/** One stored version of a document. */
export interface StoredVersion<D> {
  readonly id: string;
  /** The canonical document (the envelope only: no `_id`, `_rev` or store bookkeeping). */
  readonly doc: D;
  /** This version's revision. */
  readonly rev: string;
  /** ISO time it was moved to the trash; absent while it is live. */
  readonly deletedAt?: string;
  /**
   * Revisions of versions written elsewhere that clash with this one (CouchDB's `_conflicts`): empty when there is
   * none, and always empty on the device-only store.
   */
  readonly conflicts: readonly string[];
  /** Who wrote this version, where and when, when the store knows (a shared campaign's documents carry it). */
  readonly editedBy?: EditedBy;
}

/** Who wrote a version of a shared document: the server login, a name for the device, and the time. */
export interface EditedBy {
  readonly user: string;
  readonly device: string;
  readonly at: string;
}

/** Options of a put. */
export interface PutOptions {
  /** The revision the document was read at; a stored revision that differs refuses the put. Absent for a new one. */
  readonly baseRev?: string;
  /** The trash flag to store: an ISO time to trash it, null to keep it live, absent to keep the stored flag. */
  readonly deletedAt?: string | null;
}

/** The port. `D` is the canonical document type (it has an `id`). */
export interface DocumentStore<D extends { readonly id: string }> {
  /** The current (winning) version, or undefined when the document is not stored or was deleted for good. */
  get(id: string): Promise<StoredVersion<D> | undefined>;
  /** Stores `doc` on `options.baseRev`; returns the new revision. A stale base throws RevisionConflictError. */
  put(doc: D, options?: PutOptions): Promise<string>;
  /** Every stored document's current version (trashed ones too). */
  list(): Promise<StoredVersion<D>[]>;
  /** Deletes a document for good (a tombstone where the store replicates, so it never comes back). */
  remove(id: string, baseRev: string): Promise<void>;
  /** Calls `listener` with the ids that changed, after every write (this window's, another's, or a replication). */
  watch(listener: (ids: readonly string[]) => void): () => void;
  /** The current version first, then every clashing version (CouchDB's conflict leaves); [] when not stored. */
  leaves(id: string): Promise<StoredVersion<D>[]>;
  /**
   * Writes `doc` as the one answer to a clash: on top of `winnerRev`, and removes every revision in `losers` in the
   * same step, so the clash is closed everywhere it replicates. Returns the new revision.
   */
  resolve(id: string, doc: D, winnerRev: string, losers: readonly string[]): Promise<string>;
}
