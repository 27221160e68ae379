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

  /** Live list of documents not in the trash, by name (uses the sortName index). */
  watchLive(): Observable<T[]> {
    return liveQuery(() => this.table.orderBy('sortName').filter((row) => row.deletedAt === undefined).toArray());
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

  async count(): Promise<number> {
    return this.table.filter((row) => row.deletedAt === undefined).count();
  }
}
