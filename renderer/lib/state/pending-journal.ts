/**
 * Edits not yet written when the page goes away. A reload or a closed window ends the page before an IndexedDB
 * write started from `pagehide` can finish, so the open documents' unwritten edits are first put in localStorage,
 * which writes synchronously; the next start applies them through the normal save (merged, or refused with a notice,
 * if the stored document moved on meanwhile) and removes them. A successful save removes its entry too.
 */
const PREFIX = 'sheetsmith:pending:';

/** One document's unwritten edit. */
export interface PendingEdit {
  /** Which repository the document belongs to. */
  readonly kind: 'character' | 'campaign';
  readonly id: string;
  /** The revision the edit is based on, and the document as stored at that revision (for the merge). */
  readonly baseRev: string | null;
  readonly base: unknown;
  /** The document as edited. */
  readonly doc: unknown;
}

/** The journal over a Storage (localStorage in the app, an in-memory one in tests, none where storage is refused). */
export class PendingJournal {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> | null) {}

  /** Writes an edit synchronously; false when the storage refused it (full, or disabled). */
  write(edit: PendingEdit): boolean {
    try {
      this.storage?.setItem(`${PREFIX}${edit.kind}:${edit.id}`, JSON.stringify(edit));
      return this.storage !== null;
    } catch {
      return false;
    }
  }

  clear(kind: PendingEdit['kind'], id: string): void {
    try {
      this.storage?.removeItem(`${PREFIX}${kind}:${id}`);
    } catch {
      // Nothing to do: an entry that cannot be removed is applied again next time, which a revision check makes harmless.
    }
  }

  /** Every entry waiting, skipping any that cannot be read back. */
  entries(): PendingEdit[] {
    const out: PendingEdit[] = [];
    if (!this.storage) return out;
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      try {
        const value = JSON.parse(this.storage.getItem(key) ?? 'null') as PendingEdit | null;
        if (value && (value.kind === 'character' || value.kind === 'campaign') && typeof value.id === 'string') out.push(value);
      } catch {
        // A damaged entry is dropped below with the others of its key.
      }
    }
    return out;
  }
}
