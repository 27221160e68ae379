import { liveQuery, type Observable, type Table } from 'dexie';

/** What every stored document row has: an id, a name index and trash bookkeeping. */
interface Row {
  readonly id: string;
  readonly name: string;
  readonly sortName: string;
  readonly updatedAt: string;
  readonly deletedAt?: string;
}

/**
 * The store operations characters and campaigns share: live lists ordered by the name index, saving with
 * bookkeeping, and a trash that keeps documents until it is emptied.
 */
export class DocumentTable<T extends Row> {
  constructor(
    private readonly table: Table<T, string>,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  /**
   * Live list of whole documents not in the trash, by name. Loads every document: fine for short lists (campaigns),
   * not for the character roster, which pages through {@link watchLiveIds} and {@link watchMany} instead.
   */
  watchLive(): Observable<T[]> {
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

  /** {@link liveIds}, kept up to date: it runs again whenever the table changes. */
  watchLiveIds(): Observable<string[]> {
    return liveQuery(() => this.liveIds());
  }

  /** The rows with these ids, in the same order (undefined where one is gone), kept up to date. */
  watchMany(ids: readonly string[]): Observable<(T | undefined)[]> {
    const keys = [...ids];
    return liveQuery(() => this.table.bulkGet(keys));
  }

  /** Live list of documents in the trash, most recently deleted first. */
  watchTrash(): Observable<T[]> {
    return liveQuery(async () =>
      (await this.table.where('deletedAt').above('').toArray()).sort((a, b) =>
        (b.deletedAt ?? '').localeCompare(a.deletedAt ?? ''),
      ),
    );
  }

  async get(id: string): Promise<T | undefined> {
    return this.table.get(id);
  }

  /** Stores a document (insert or replace) with a fresh updatedAt and name index; returns what was stored. */
  async put(doc: Omit<T, 'sortName' | 'updatedAt' | 'deletedAt'> & { deletedAt?: string }): Promise<T> {
    const row = { ...doc, sortName: doc.name.trim().toLocaleLowerCase(), updatedAt: this.now() } as unknown as T;
    await this.table.put(row);
    return row;
  }

  /** Moves a document to the trash; it can be restored until the trash is emptied. */
  async trash(id: string): Promise<void> {
    await this.table.update(id, { deletedAt: this.now() } as never);
  }

  async restore(id: string): Promise<void> {
    const row = await this.table.get(id);
    if (!row) return;
    const { deletedAt: _gone, ...rest } = row;
    await this.table.put(rest as unknown as T);
  }

  /** Deletes every document in the trash for good. Returns how many were deleted. */
  async emptyTrash(): Promise<number> {
    return this.table.where('deletedAt').above('').delete();
  }

  /** How many documents are not in the trash, counted on the indexes (all rows less the trashed ones). */
  async count(): Promise<number> {
    const [all, trashed] = await Promise.all([this.table.count(), this.table.where('deletedAt').above('').count()]);
    return all - trashed;
  }
}
