/**
 * The typed errors store writes throw, for the state classes to tell apart: a stale save (show the newer document
 * and a notice, or merge) from the store having closed under an upgrade (ask to reload) from a real failure.
 */

/**
 * A save based on an older revision than the stored one: another window (or a restore, an import) wrote the
 * document since this copy was read. Nothing was written. Carries the stored document so the caller can show it,
 * or merge (core/documents/merge.ts) and save again with `storedRev` as the new base.
 */
export class RevisionConflictError<T = unknown> extends Error {
  constructor(
    /** The document's id. */
    readonly id: string,
    /** The revision the refused save was based on. */
    readonly baseRev: string,
    /** The stored revision, or null when the document is no longer stored (the trash was emptied elsewhere). */
    readonly storedRev: string | null,
    /** The stored document at the current schema (no store bookkeeping), or null when it is no longer stored. */
    readonly stored: T | null,
    /** When the stored document is in the trash: the ISO time it was trashed. */
    readonly storedDeletedAt?: string,
  ) {
    super(
      stored === null
        ? 'This was deleted for good in another window, so the change was not saved.'
        : 'This was changed in another window, so the change was not saved; the newer version is shown.',
    );
    this.name = 'RevisionConflictError';
  }
}

/**
 * A write refused because a newer Sheetsmith upgraded the store from another window: this window's connection was
 * closed so the upgrade could go ahead, and writing on would need the newer schema. Reloading loads the newer app.
 */
export class StoreClosedError extends Error {
  constructor() {
    super('Sheetsmith was updated in another window; reload to continue. Nothing was lost.');
    this.name = 'StoreClosedError';
  }
}

/** The advice for a full disk, in place of the browser's own message. */
export const QUOTA_MESSAGE = "The device's storage is full: make a backup, empty the trash, then try again.";

/**
 * Whether `error` (or an error it wraps: Dexie puts the browser's error in `inner`, an aborted transaction its cause)
 * is the browser refusing to store more: DOMException "QuotaExceededError" (Firefox once said
 * "NS_ERROR_DOM_QUOTA_REACHED").
 */
export function isQuotaError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown };
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    current = inner ?? cause;
  }
  return false;
}

/** The sentence for a failed write: the advice for a full disk, else the error's own message. */
export function describeWriteError(error: unknown): string {
  if (isQuotaError(error)) return QUOTA_MESSAGE;
  return error instanceof Error ? error.message : String(error);
}
