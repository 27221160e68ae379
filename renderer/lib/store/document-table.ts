import { liveQuery, type Observable, type Table } from 'dexie';
import type { SheetsmithDb, StoreBookkeeping } from './db';
import { storedRevision, type Revisioned } from './rows';
import { RevisionConflictError } from './store-errors';

/** What every stored document row has: an id, a name and a last-changed time, plus the store's bookkeeping. */
interface Row extends StoreBookkeeping {
  readonly id: string;
  readonly name: string;
  readonly updatedAt: string;
}

/** What a document has, for the store: an id and a last-changed time the store stamps on each save. */
interface Doc {
  readonly id: string;
  readonly updatedAt: string;
}

/** How one kind of document becomes a row and back (see rows.ts). */
export interface RowCodec<D extends Doc, R extends Row & D> {
  /** The document a row holds, at the current schema; may throw a DocumentError (a newer schema). */
  read(row: R): D;
  /**
   * What reading a row needs first, when it needs anything (an older character's game system, whose own part of a
   * migration `read` runs): awaited before `read` on every read outside a write's transaction.
   */
  prepare?(row: R): Promise<void>;
  /** A row for `doc` with the revision after `prevRev` and the given trash flag. */
  write(doc: D, prevRev: string | undefined, deletedAt: string | undefined): R;
}

/** Options of a save. */
export interface SaveOptions {
  /**
   * The revision the saved document was read at (from getWithRev / watchOne, or the `rev` of the last save). When
   * given and the stored revision differs, nothing is written and RevisionConflictError is thrown. Leave it out
   * for new documents and imports, which overwrite whatever is stored.
   */
  readonly baseRev?: string;
  /**
   * The trash flag to store: an ISO time to trash it, null to keep it live; absent keeps the stored flag (the usual
   * save). Used by the document-store port (dexie-document-store.ts), whose puts carry the flag.
   */
  readonly deletedAt?: string | null;
}

/** A stored row whose revision is known (every row this store writes has one). */
export type Saved<R> = R & { readonly rev: string };

/**
 * The store operations characters and campaigns share: live lists ordered by the name index, saving with
 * bookkeeping and revisions (a save based on an older revision is refused), and a trash that keeps documents until
 * it is emptied. Every write refuses with StoreClosedError once a newer Sheetsmith upgraded the store elsewhere.
 */
export class DocumentTable<D extends Doc, R extends Row & D> {
  constructor(
    private readonly db: SheetsmithDb,
    private readonly table: Table<R, string>,
    private readonly codec: RowCodec<D, R>,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  /**
   * Live list of whole documents not in the trash, by name. Loads every document: fine for short lists (campaigns),
   * not for the character roster, which pages through {@link watchLiveIds} and {@link watchMany} instead.
   */
  watchLive(): Observable<R[]> {
    return liveQuery(() => this.table.orderBy('sortName').filter((row) => row.deletedAt === undefined).toArray());
  }

  /**
   * Ids of the documents not in the trash, in name order, read from the indexes alone: the sortName index gives
   * every id in order and the deletedAt index (which holds only trashed rows, IndexedDB skips absent keys) the ones
   * to leave out. No document is loaded, so this stays cheap with thousands of rows.
   */
  async liveIds(): Promise<string[]> {
    const [ordered, trashed] = await Promise.all([
      this.table.orderBy('sortName').primaryKeys(),
      this.table.where('deletedAt').above('').primaryKeys(),
    ]);
    if (trashed.length === 0) return ordered;
    const gone = new Set(trashed);
    return ordered.filter((id) => !gone.has(id));
  }

  /**
   * {@link liveIds} with each one's name index, in the same order: what merging the device's list with a shared
   * campaign's needs (see homes.ts). Still read from the indexes alone.
   */
  async liveIdsWithNames(): Promise<{ readonly id: string; readonly sortName: string }[]> {
    const [names, ordered, trashed] = await Promise.all([
      this.table.orderBy('sortName').keys(),
      this.table.orderBy('sortName').primaryKeys(),
      this.table.where('deletedAt').above('').primaryKeys(),
    ]);
    const gone = new Set(trashed);
    return ordered.flatMap((id, i) => (gone.has(id) ? [] : [{ id, sortName: String(names[i] ?? '') }]));
  }

  /** {@link liveIdsWithNames}, kept up to date. */
  watchLiveIdsWithNames(): Observable<{ readonly id: string; readonly sortName: string }[]> {
    return liveQuery(() => this.liveIdsWithNames());
  }

  /** {@link liveIds}, kept up to date: it runs again whenever the table changes. */
  watchLiveIds(): Observable<string[]> {
    return liveQuery(() => this.liveIds());
  }

  /** The rows with these ids, in the same order (undefined where one is gone), kept up to date. */
  watchMany(ids: readonly string[]): Observable<(R | undefined)[]> {
    const keys = [...ids];
    return liveQuery(() => this.table.bulkGet(keys));
  }

  /** Live list of documents in the trash, most recently deleted first. */
  watchTrash(): Observable<R[]> {
    return liveQuery(async () =>
      (await this.table.where('deletedAt').above('').toArray()).sort((a, b) =>
        (b.deletedAt ?? '').localeCompare(a.deletedAt ?? ''),
      ),
    );
  }

  async get(id: string): Promise<R | undefined> {
    return this.table.get(id);
  }

  /** The document with its revision and trash flag, or undefined when it is not stored. */
  async getWithRev(id: string): Promise<Revisioned<D> | undefined> {
    const row = await this.table.get(id);
    if (row) await this.codec.prepare?.(row);
    return row && this.revisioned(row);
  }

  /**
   * One document with its revision, kept up to date: a write from any window (Dexie tells the others) runs the
   * query again. Undefined while it is not stored. A row from a newer schema reaches the error callback.
   */
  watchOne(id: string): Observable<Revisioned<D> | undefined> {
    return liveQuery(async () => {
      const row = await this.table.get(id);
      // After the row is read (so the query still follows it): only an older row waits for anything here.
      if (row) await this.codec.prepare?.(row);
      return row && this.revisioned(row);
    });
  }

  /**
   * Stores a document (insert or replace) with a fresh updatedAt, name index and revision, in one transaction;
   * returns the stored row (its `rev` is the base for the next save). With `options.baseRev`, a stored revision
   * that differs refuses the save with RevisionConflictError and writes nothing. The trash flag is the store's:
   * saving a trashed document keeps it in the trash (restore() takes it out).
   */
  async save(doc: D, options: SaveOptions = {}): Promise<Saved<R>> {
    return this.db.guardWrite(() => this.db.transaction('rw', this.table, () => this.saveInside(doc, options.baseRev, options.deletedAt)));
  }

  /**
   * Saves several documents in ONE transaction, in order: all are stored or none. `baseRevs` maps a document's id to
   * the revision it was read at; any stored revision that differs refuses the whole batch with the
   * RevisionConflictError of the first such document (re-read them all before trying again).
   */
  async saveAll(docs: readonly D[], baseRevs: Readonly<Record<string, string>> = {}): Promise<Saved<R>[]> {
    return this.db.guardWrite(() =>
      this.db.transaction('rw', this.table, async () => {
        const rows: Saved<R>[] = [];
        for (const doc of docs) rows.push(await this.saveInside(doc, Object.hasOwn(baseRevs, doc.id) ? baseRevs[doc.id] : undefined));
        return rows;
      }),
    );
  }

  /** Moves a document to the trash (a new revision); it can be restored until the trash is emptied. */
  async trash(id: string): Promise<void> {
    await this.rewrite(id, () => this.now());
  }

  /** Takes a document out of the trash (a new revision). */
  async restore(id: string): Promise<void> {
    await this.rewrite(id, () => undefined);
  }

  /** Deletes every document in the trash for good. Returns how many were deleted. */
  async emptyTrash(): Promise<number> {
    return this.db.guardWrite(() => this.table.where('deletedAt').above('').delete());
  }

  /** How many documents are not in the trash, counted on the indexes (all rows less the trashed ones). */
  async count(): Promise<number> {
    const [all, trashed] = await Promise.all([this.table.count(), this.table.where('deletedAt').above('').count()]);
    return all - trashed;
  }

  private revisioned(row: R): Revisioned<D> {
    return { doc: this.codec.read(row), rev: storedRevision(row), ...(row.deletedAt !== undefined ? { deletedAt: row.deletedAt } : {}) };
  }

  /** save() without its own transaction: checks the base revision against the stored row, then writes. */
  private async saveInside(doc: D, baseRev: string | undefined, deletedAt?: string | null): Promise<Saved<R>> {
    const stored = await this.table.get(doc.id);
    if (baseRev !== undefined) {
      const storedRev = stored ? storedRevision(stored) : null;
      if (storedRev !== baseRev) {
        throw new RevisionConflictError<D>(doc.id, baseRev, storedRev, stored ? this.codec.read(stored) : null, stored?.deletedAt);
      }
    }
    const flag = deletedAt === undefined ? stored?.deletedAt : (deletedAt ?? undefined);
    const row = this.codec.write({ ...doc, updatedAt: this.now() }, stored && storedRevision(stored), flag);
    await this.table.put(row);
    return { ...row, rev: storedRevision(row) };
  }

  /** Rewrites a stored row with another trash flag (the document itself unchanged), under a new revision. */
  private async rewrite(id: string, deletedAt: (stored: R) => string | undefined): Promise<void> {
    await this.db.guardWrite(() =>
      this.db.transaction('rw', this.table, async () => {
        const stored = await this.table.get(id);
        if (!stored) return;
        // The row's own document (not read through the codec: no schema upgrade on a trash or restore).
        await this.table.put(this.codec.write(stored, storedRevision(stored), deletedAt(stored)));
      }),
    );
  }
}
