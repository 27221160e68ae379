import type { Observable } from 'dexie';
import type { CharacterDocument } from '../../../core/documents/character';
import { loadSystem } from '../../../core/systems/registry';
import type { CharacterCard } from '../../../core/systems/types';
import type { SheetsmithDb, StoredCharacter } from './db';
import { DocumentTable, type SaveOptions, type Saved } from './document-table';
import { characterRow, prepareToRead, readCharacter, storedRevision, type Revisioned } from './rows';
import { Homes, watchHomeOf, withHomes, type SharedCharacterRow, type SharedHome } from './homes';
import { RevisionConflictError } from './store-errors';

/**
 * What the roster shows of a character: a handful of fields instead of the document (whose history and dice logs
 * are most of its size), so a page of the roster stays small whatever the characters hold.
 */
export interface CharacterSummary {
  readonly id: string;
  readonly name: string;
  readonly status: CharacterDocument['status'];
  readonly creationStep: string;
  /** The game system's id. */
  readonly system: string;
  /** What the system shows of the character in lists, or null when not worked out (see StoredCharacter.card). */
  readonly card: CharacterCard | null;
  readonly updatedAt: string;
  /** ISO time it was moved to the trash; absent while it is live. */
  readonly deletedAt?: string;
}

/** A live query's results, as the state classes consume them: subscribe, and unsubscribe when done. */
export interface Live<T> {
  subscribe(next: (value: T) => void, error?: (e: unknown) => void): { unsubscribe(): void };
}

/** The summary of a stored character. Reads `data` defensively: it is the system's own shape. */
export function summarize(row: StoredCharacter): CharacterSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    creationStep: row.creationStep,
    system: row.system,
    card: row.card ?? null,
    updatedAt: row.updatedAt,
    ...(row.deletedAt !== undefined ? { deletedAt: row.deletedAt } : {}),
  };
}

/**
 * Loads the systems of characters about to be written, outside the write's transaction (an import would end it), so
 * the row gets its card. An unknown system is no error here: the row is stored without a card.
 */
async function ready(systems: readonly string[]): Promise<void> {
  await Promise.all([...new Set(systems)].map((id) => loadSystem(id)));
}

/** The summary of a shared character (see homes.ts). */
function summarizeShared(row: SharedCharacterRow): CharacterSummary {
  const { sortName: _s, rev: _r, ...summary } = row;
  return summary;
}

/** Name order as the store's index keeps it (then id, as IndexedDB breaks ties). */
function byName(a: { readonly sortName: string; readonly id: string }, b: { readonly sortName: string; readonly id: string }): number {
  return a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Characters, wherever they live: the device's store, or a shared campaign's database (homes.ts) when the character
 * is in a campaign shared through the group's server. Components reach it through state classes, never directly.
 */
export class CharacterRepository {
  private readonly docs: DocumentTable<CharacterDocument, StoredCharacter>;
  private readonly now: () => string;

  constructor(
    private readonly db: SheetsmithDb,
    now?: () => string,
    /** Where shared characters live; empty until a campaign is shared on this device. */
    readonly homes: Homes = new Homes(),
  ) {
    this.now = now ?? (() => new Date().toISOString());
    // An older row's migration may run its system's own part, so its system is loaded before it is read.
    this.docs = new DocumentTable(db, db.characters, { read: readCharacter, write: characterRow, prepare: prepareToRead }, now);
  }

  /** Every live character as a whole document, by name. Loads them all: the roster uses {@link watchRosterIds}. */
  watchAll(): Observable<StoredCharacter[]> {
    return this.docs.watchLive();
  }

  /**
   * Ids of the live characters in name order, from the indexes (no document is read), with the shared campaigns'
   * characters in their places; live.
   */
  watchRosterIds(): Live<string[]> {
    return withHomes(this.homes, this.docs.watchLiveIdsWithNames(), (local) => {
      const shared = this.homes.characterRows().filter((row) => row.deletedAt === undefined);
      if (shared.length === 0) return local.map((row) => row.id);
      return [...local, ...shared].sort(byName).map((row) => row.id);
    });
  }

  /** Summaries of these characters, in the same order (undefined for one that is gone); live. */
  watchSummaries(ids: readonly string[]): Live<(CharacterSummary | undefined)[]> {
    return withHomes(this.homes, this.docs.watchMany(ids), (rows) => {
      const shared = new Map(this.homes.characterRows().map((row) => [row.id, row]));
      return rows.map((row, i) => {
        const home = shared.get(ids[i] ?? '');
        return home ? summarizeShared(home) : row ? summarize(row) : undefined;
      });
    });
  }

  /** Characters in the trash as summaries, most recently deleted first; live. */
  watchTrash(): Live<CharacterSummary[]> {
    return withHomes(this.homes, this.docs.watchTrash(), (rows) => {
      const shared = this.homes.characterRows().filter((row) => row.deletedAt !== undefined);
      const all = [...rows.map(summarize), ...shared.map(summarizeShared)];
      return shared.length === 0 ? all : all.sort((a, b) => (b.deletedAt ?? '').localeCompare(a.deletedAt ?? ''));
    });
  }

  /** How many characters are not in the trash (counted on the indexes, plus the shared ones). */
  async count(): Promise<number> {
    return (await this.docs.count()) + this.homes.characterRows().filter((row) => row.deletedAt === undefined).length;
  }

  /** The shared home of a character, when it has one. */
  /**
   * Calls `moved` when the character's home changes (shared, joined, shared no more): revisions start anew in the new home,
   * so whoever holds it open reads it again there rather than follow the old home's watch.
   */
  watchHome(id: string, moved: () => void): () => void {
    return watchHomeOf(this.homes, () => this.home(id), moved);
  }

  private home(id: string): SharedHome | undefined {
    return this.homes.any ? this.homes.ofCharacter(id) : undefined;
  }

  /**
   * Loads a character, upgrading an older schema on the way (the stored copy is upgraded on its next save).
   * A character from a newer schema is refused with a DocumentError rather than guessed at.
   */
  async get(id: string): Promise<CharacterDocument | undefined> {
    return (await this.getWithRev(id))?.doc;
  }

  /** {@link get} with the stored revision (the `baseRev` of the next save) and the trash flag. */
  async getWithRev(id: string): Promise<Revisioned<CharacterDocument> | undefined> {
    const home = this.home(id);
    if (!home) return this.docs.getWithRev(id);
    await ready([this.homes.characterRows().find((row) => row.id === id)?.system ?? '']);
    const read = await home.characters.get(id);
    return read && { doc: read.doc, rev: read.rev, ...(read.deletedAt !== undefined ? { deletedAt: read.deletedAt } : {}) };
  }

  /**
   * One character with its revision, live: another window's save shows up here within a moment (Dexie signals
   * other windows of the same origin). Undefined while not stored; a newer-schema row reaches the error callback.
   */
  watchOne(id: string): Live<Revisioned<CharacterDocument> | undefined> {
    const home = this.home(id);
    return home ? watchShared(home.characters, id, (read) => this.getWithRev(read)) : this.docs.watchOne(id);
  }

  /**
   * Saves a character in one transaction; returns the stored row, whose `rev` is the base for the next save. With
   * `options.baseRev` a character changed since (another window, a restore) is not overwritten: the save throws
   * RevisionConflictError carrying the stored one, and nothing is written. Without it (new characters, imports)
   * the character is stored whatever is there. A trashed character stays in the trash.
   */
  async save(doc: CharacterDocument, options?: SaveOptions): Promise<Saved<StoredCharacter>> {
    await ready([doc.system]);
    const home = this.home(doc.id);
    if (!home) return this.docs.save(doc, options);
    return this.saveShared(home, doc, options?.baseRev);
  }

  /** A save into a shared campaign's database: the same revision check, the revision CouchDB's. */
  private async saveShared(home: SharedHome, doc: CharacterDocument, baseRev: string | undefined): Promise<Saved<StoredCharacter>> {
    const stamped = { ...doc, updatedAt: this.now() };
    const rev = await home.characters.put(stamped, baseRev !== undefined ? { baseRev } : {});
    const stored = await home.characters.get(doc.id);
    return { ...characterRow(stamped, undefined, stored?.deletedAt), rev };
  }

  /** Every stored name as the name index keeps it (trashed characters too), read from the index alone. */
  async takenNames(): Promise<Set<string>> {
    const names = new Set((await this.db.characters.orderBy('sortName').uniqueKeys()).map(String));
    for (const row of this.homes.characterRows()) names.add(row.sortName);
    return names;
  }

  /**
   * Saves several characters in one transaction: all are stored or none (a party award). `baseRevs` maps ids to
   * the revisions the characters were read at; if any was changed since, the whole batch is refused with the
   * first character's RevisionConflictError. Returns the stored rows in order.
   */
  async saveAll(docs: readonly CharacterDocument[], baseRevs: Readonly<Record<string, string>> = {}): Promise<Saved<StoredCharacter>[]> {
    await ready(docs.map((d) => d.system));
    if (!this.homes.any) return this.docs.saveAll(docs, baseRevs);
    // Shared characters are checked first, all of them, so a stale one refuses the batch before anything is written;
    // each database then takes its own part (CouchDB writes each document on its own, see PouchDocumentStore.putAll).
    const shared = docs.flatMap((doc) => {
      const home = this.home(doc.id);
      return home ? [{ doc, home }] : [];
    });
    for (const { doc, home } of shared) {
      const base = Object.hasOwn(baseRevs, doc.id) ? baseRevs[doc.id] : undefined;
      const stored = base !== undefined ? await home.characters.get(doc.id) : undefined;
      if (base !== undefined && stored?.rev !== base) throw new RevisionConflictError(doc.id, base, stored?.rev ?? null, stored?.doc ?? null, stored?.deletedAt);
    }
    const sharedIds = new Set(shared.map((s) => s.doc.id));
    const local = await this.docs.saveAll(docs.filter((doc) => !sharedIds.has(doc.id)), baseRevs);
    const written = new Map<string, Saved<StoredCharacter>>(local.map((row) => [row.id, row]));
    for (const { doc, home } of shared) written.set(doc.id, await this.saveShared(home, doc, Object.hasOwn(baseRevs, doc.id) ? baseRevs[doc.id] : undefined));
    return docs.flatMap((doc) => written.get(doc.id) ?? []);
  }

  /** Summaries of every live character by name, read once (for pickers such as a campaign's party). */
  async allSummaries(): Promise<CharacterSummary[]> {
    const rows = await this.db.characters.orderBy('sortName').filter((r) => r.deletedAt === undefined).toArray();
    const shared = this.homes.characterRows().filter((row) => row.deletedAt === undefined);
    if (shared.length === 0) return rows.map(summarize);
    return [...rows.map((row) => ({ row: summarize(row), sortName: row.sortName, id: row.id })), ...shared.map((row) => ({ row: summarizeShared(row), sortName: row.sortName, id: row.id }))]
      .sort(byName)
      .map((entry) => entry.row);
  }

  async trash(id: string): Promise<void> {
    const home = this.home(id);
    if (!home) return this.docs.trash(id);
    const stored = await home.characters.get(id);
    if (stored) await home.characters.put(stored.doc, { baseRev: stored.rev, deletedAt: this.now() });
  }

  async restore(id: string): Promise<void> {
    const home = this.home(id);
    if (!home) return this.docs.restore(id);
    const stored = await home.characters.get(id);
    if (stored) await home.characters.put(stored.doc, { baseRev: stored.rev, deletedAt: null });
  }

  /**
   * Takes characters out of the device's own store for good, in one transaction (they moved into a shared campaign's
   * database, which is now their one home; a restore point of each was taken first).
   */
  async removeForGood(ids: readonly string[]): Promise<void> {
    await this.db.guardWrite(() => this.db.characters.bulkDelete([...ids]));
  }

  /**
   * Stores characters in the device's own store as they are, with their trash flags, in one transaction (a campaign
   * that stopped being shared brings its characters home). Whatever is stored under their ids is replaced.
   */
  async adopt(entries: readonly { readonly doc: CharacterDocument; readonly deletedAt?: string }[]): Promise<void> {
    await ready(entries.map((e) => e.doc.system));
    await this.db.guardWrite(() =>
      this.db.transaction('rw', this.db.characters, async () => {
        for (const { doc, deletedAt } of entries) {
          const stored = await this.db.characters.get(doc.id);
          await this.db.characters.put(characterRow(doc, stored && storedRevision(stored), deletedAt));
        }
      }),
    );
  }

  /** Deletes every character in the trash for good, shared ones too (their deletion reaches every device). */
  async emptyTrash(): Promise<number> {
    let removed = await this.docs.emptyTrash();
    for (const home of this.homes.all()) {
      // Read from the database, not the rows lists show: a trash a moment ago may not have reached them yet.
      for (const version of (await home.characters.list()).filter((v) => v.deletedAt !== undefined)) {
        await home.characters.remove(version.id, version.rev);
        removed++;
      }
    }
    return removed;
  }
}

/**
 * One shared document with its revision, live: read at once and again whenever its database says it changed (a
 * save here, a replication from another device).
 */
export function watchShared<T>(
  store: { watch(listener: (ids: readonly string[]) => void): () => void },
  id: string,
  read: (id: string) => Promise<T>,
): Live<T> {
  return {
    subscribe(next, error) {
      let live = true;
      let reading = Promise.resolve();
      const load = () => {
        reading = reading.then(async () => {
          try {
            const value = await read(id);
            if (live) next(value);
          } catch (e) {
            if (live) error?.(e);
          }
        });
      };
      const stop = store.watch((ids) => {
        if (ids.includes(id)) load();
      });
      load();
      return {
        unsubscribe: () => {
          live = false;
          stop();
        },
      };
    },
  };
}
