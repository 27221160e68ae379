/**
 * The document-store port over the device's own Dexie store (GUIDE practice 20): what stays on this device. Its
 * revisions are the store's "N-hash" (core/documents/revision.ts); it never holds clashing versions (two windows on
 * one device are kept apart by the refused stale save and the merge in live-document.svelte.ts), so `leaves` is the
 * current version alone and `resolve` is a save on the winner.
 */
import { liveQuery, type Table } from 'dexie';
import type { SheetsmithDb, StoreBookkeeping } from './db';
import type { DocumentStore, PutOptions, StoredVersion } from './document-store';
import type { DocumentTable } from './document-table';
import { RevisionConflictError } from './store-errors';
import { storedRevision } from './rows';

interface Row extends StoreBookkeeping {
  readonly id: string;
  readonly name: string;
  readonly updatedAt: string;
}

/** The port over one table of the device's store. */
export class DexieDocumentStore<D extends { readonly id: string; readonly updatedAt: string }, R extends Row & D> implements DocumentStore<D> {
  constructor(
    private readonly db: SheetsmithDb,
    private readonly table: Table<R, string>,
    private readonly docs: DocumentTable<D, R>,
  ) {}

  async get(id: string): Promise<StoredVersion<D> | undefined> {
    const read = await this.docs.getWithRev(id);
    return read && { id, ...read, conflicts: [] };
  }

  async put(doc: D, options: PutOptions = {}): Promise<string> {
    const saved = await this.docs.save(doc, { ...(options.baseRev !== undefined ? { baseRev: options.baseRev } : {}), ...(options.deletedAt !== undefined ? { deletedAt: options.deletedAt } : {}) });
    return saved.rev;
  }

  async list(): Promise<StoredVersion<D>[]> {
    const ids = (await this.table.toCollection().primaryKeys()).map(String);
    const versions = await Promise.all(ids.map((id) => this.get(id)));
    return versions.filter((v): v is StoredVersion<D> => v !== undefined);
  }

  async remove(id: string, baseRev: string): Promise<void> {
    const removed = await this.db.guardWrite(() =>
      this.db.transaction('rw', this.table, async () => {
        const stored = await this.table.get(id);
        if (!stored) return true;
        if (storedRevision(stored) !== baseRev) return false;
        await this.table.delete(id);
        return true;
      }),
    );
    if (removed) return;
    // Changed since it was read: refused, carrying the stored document as every stale write does.
    const stored = await this.docs.getWithRev(id);
    throw new RevisionConflictError<D>(id, baseRev, stored?.rev ?? null, stored?.doc ?? null, stored?.deletedAt);
  }

  watch(listener: (ids: readonly string[]) => void): () => void {
    // Dexie tells every window of the origin; the query is the table's revisions, so any write runs it again.
    let first = true;
    let last = new Map<string, string>();
    const subscription = liveQuery(async () => new Map((await this.table.toArray()).map((row) => [row.id, storedRevision(row)]))).subscribe({
      next: (now) => {
        const changed = [...new Set([...now.keys(), ...last.keys()])].filter((id) => now.get(id) !== last.get(id));
        last = now;
        if (!first && changed.length > 0) listener(changed);
        first = false;
      },
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }

  async leaves(id: string): Promise<StoredVersion<D>[]> {
    const current = await this.get(id);
    return current ? [current] : [];
  }

  async resolve(id: string, doc: D, winnerRev: string): Promise<string> {
    return (await this.docs.save(doc, { baseRev: winnerRev })).rev;
  }
}
