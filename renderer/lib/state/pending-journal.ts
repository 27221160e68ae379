/**
 * Edits not yet written when the page goes away. A reload or a closed window ends the page before an IndexedDB
 * write started from `pagehide` can finish, so the open documents' unwritten edits are first put in localStorage,
 * which writes synchronously; the next start applies them through the normal save (merged, or refused with a notice,
 * if the stored document moved on meanwhile) and removes them.
 *
 * Entries are keyed by document AND by the page that wrote them (`sheetsmith:pending:<kind>:<id>:<page>`): another
 * tab open on the same document saves it too, and such a save must never clear an edit it did not carry (issue #23
 * §1). A page clears only its own entry, and only with a save that carried every edit the entry holds.
 */
const PREFIX = 'sheetsmith:pending:';
/** What follows a page's key for a parked entry (see PendingJournal.park). */
const PARKED = ':parked:';

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
  /** When the page wrote the entry (epoch ms): the next start applies older entries first. Absent in old entries. */
  readonly at?: number;
}

/** An entry as read back: the edit and the storage key it sits under (which page wrote it). */
export interface JournalEntry extends PendingEdit {
  readonly key: string;
}

/** A page's own name in the journal: random, so two tabs (or a tab and its reload) never share one. */
function newPageId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The journal over a Storage (localStorage in the app, an in-memory one in tests, none where storage is refused). */
export class PendingJournal {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> | null,
    /** This page's name in the keys (see the file comment). */
    readonly pageId: string = newPageId(),
  ) {}

  /** The key this page writes a document's entry under. */
  keyOf(kind: PendingEdit['kind'], id: string): string {
    return `${PREFIX}${kind}:${id}:${this.pageId}`;
  }

  /** Writes an edit synchronously under this page's key; false when the storage refused it (full, or disabled). */
  write(edit: PendingEdit): boolean {
    try {
      this.storage?.setItem(this.keyOf(edit.kind, edit.id), JSON.stringify({ ...edit, at: edit.at ?? Date.now() }));
      return this.storage !== null;
    } catch {
      return false;
    }
  }

  /**
   * Parks an edit whose write failed when its view closed (a full disk): under a key of its own, so neither this
   * page's later saves of the document nor its next entry for it can clear or overwrite it. Applied at the next start,
   * or sooner by the app once storage works again ({@link parked}).
   */
  park(edit: PendingEdit): boolean {
    this.#parkedCount++;
    try {
      this.storage?.setItem(`${this.keyOf(edit.kind, edit.id)}${PARKED}${Date.now()}-${this.#parkedCount}`, JSON.stringify({ ...edit, at: edit.at ?? Date.now() }));
      return this.storage !== null;
    } catch {
      return false;
    }
  }

  /** This page's parked entries, oldest first. */
  parked(): JournalEntry[] {
    return this.entries().filter((e) => e.key.includes(`:${this.pageId}${PARKED}`));
  }

  #parkedCount = 0;

  /** Removes this page's own entry for a document (its save carried the edit); other pages' entries stay. */
  clear(kind: PendingEdit['kind'], id: string): void {
    this.remove(this.keyOf(kind, id));
  }

  /** Removes an entry read back by {@link entries} (it has been applied, or refused with a sentence). */
  discard(entry: JournalEntry): void {
    this.remove(entry.key);
  }

  private remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing to do: an entry that cannot be removed is applied again next time, which a revision check makes harmless.
    }
  }

  /**
   * Every entry waiting, oldest first, from every page (entries written before keys named their page included).
   * An entry that cannot be read back is returned with a null document, so recovery names and removes it.
   */
  entries(): JournalEntry[] {
    const out: JournalEntry[] = [];
    if (!this.storage) return out;
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      let value: unknown = null;
      try {
        value = JSON.parse(this.storage.getItem(key) ?? 'null');
      } catch {
        // Read as damaged below.
      }
      const edit = value as Partial<PendingEdit> | null;
      if (edit && typeof edit === 'object' && (edit.kind === 'character' || edit.kind === 'campaign') && typeof edit.id === 'string') {
        out.push({ kind: edit.kind, id: edit.id, baseRev: typeof edit.baseRev === 'string' ? edit.baseRev : null, base: edit.base, doc: edit.doc, at: typeof edit.at === 'number' ? edit.at : 0, key });
      } else {
        // Not an entry this build can read: dropped by recovery (nothing can be applied from it).
        this.remove(key);
      }
    }
    return out.sort((x, y) => (x.at ?? 0) - (y.at ?? 0));
  }
}
