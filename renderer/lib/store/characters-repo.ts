import type { Observable } from 'dexie';
import type { CharacterDocument } from '../../../core/documents/character';
import { loadSystem } from '../../../core/systems/registry';
import type { CharacterCard } from '../../../core/systems/types';
import type { SheetsmithDb, StoredCharacter } from './db';
import { DocumentTable, type SaveOptions, type Saved } from './document-table';
import { characterRow, prepareToRead, readCharacter, type Revisioned } from './rows';

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

/** `source` with every result passed through `map`. */
function mapLive<A, B>(source: Observable<A>, map: (value: A) => B): Live<B> {
  return {
    subscribe: (next, error) =>
      source.subscribe({ next: (value) => next(map(value)), ...(error ? { error: (e: unknown) => error(e) } : {}) }),
  };
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

/** Characters in the local store. Components reach it through state classes, never directly. */
export class CharacterRepository {
  private readonly docs: DocumentTable<CharacterDocument, StoredCharacter>;

  constructor(
    private readonly db: SheetsmithDb,
    now?: () => string,
  ) {
    // An older row's migration may run its system's own part, so its system is loaded before it is read.
    this.docs = new DocumentTable(db, db.characters, { read: readCharacter, write: characterRow, prepare: prepareToRead }, now);
  }

  /** Every live character as a whole document, by name. Loads them all: the roster uses {@link watchRosterIds}. */
  watchAll(): Observable<StoredCharacter[]> {
    return this.docs.watchLive();
  }

  /** Ids of the live characters in name order, from the indexes (no document is read); live. */
  watchRosterIds(): Observable<string[]> {
    return this.docs.watchLiveIds();
  }

  /** Summaries of these characters, in the same order (undefined for one that is gone); live. */
  watchSummaries(ids: readonly string[]): Live<(CharacterSummary | undefined)[]> {
    return mapLive(this.docs.watchMany(ids), (rows) => rows.map((row) => (row ? summarize(row) : undefined)));
  }

  /** Characters in the trash as summaries, most recently deleted first; live. */
  watchTrash(): Live<CharacterSummary[]> {
    return mapLive(this.docs.watchTrash(), (rows) => rows.map(summarize));
  }

  /** How many characters are not in the trash (counted on the indexes). */
  count(): Promise<number> {
    return this.docs.count();
  }

  /**
   * Loads a character, upgrading an older schema on the way (the stored copy is upgraded on its next save).
   * A character from a newer schema is refused with a DocumentError rather than guessed at.
   */
  async get(id: string): Promise<CharacterDocument | undefined> {
    return (await this.docs.getWithRev(id))?.doc;
  }

  /** {@link get} with the stored revision (the `baseRev` of the next save) and the trash flag. */
  getWithRev(id: string): Promise<Revisioned<CharacterDocument> | undefined> {
    return this.docs.getWithRev(id);
  }

  /**
   * One character with its revision, live: another window's save shows up here within a moment (Dexie signals
   * other windows of the same origin). Undefined while not stored; a newer-schema row reaches the error callback.
   */
  watchOne(id: string): Live<Revisioned<CharacterDocument> | undefined> {
    return this.docs.watchOne(id);
  }

  /**
   * Saves a character in one transaction; returns the stored row, whose `rev` is the base for the next save. With
   * `options.baseRev` a character changed since (another window, a restore) is not overwritten: the save throws
   * RevisionConflictError carrying the stored one, and nothing is written. Without it (new characters, imports)
   * the character is stored whatever is there. A trashed character stays in the trash.
   */
  async save(doc: CharacterDocument, options?: SaveOptions): Promise<Saved<StoredCharacter>> {
    await ready([doc.system]);
    return this.docs.save(doc, options);
  }

  /** Every stored name as the name index keeps it (trashed characters too), read from the index alone. */
  async takenNames(): Promise<Set<string>> {
    return new Set((await this.db.characters.orderBy('sortName').uniqueKeys()).map(String));
  }

  /**
   * Saves several characters in one transaction: all are stored or none (a party award). `baseRevs` maps ids to
   * the revisions the characters were read at; if any was changed since, the whole batch is refused with the
   * first character's RevisionConflictError. Returns the stored rows in order.
   */
  async saveAll(docs: readonly CharacterDocument[], baseRevs?: Readonly<Record<string, string>>): Promise<Saved<StoredCharacter>[]> {
    await ready(docs.map((d) => d.system));
    return this.docs.saveAll(docs, baseRevs);
  }

  /** Summaries of every live character by name, read once (for pickers such as a campaign's party). */
  async allSummaries(): Promise<CharacterSummary[]> {
    const rows = await this.db.characters.orderBy('sortName').filter((r) => r.deletedAt === undefined).toArray();
    return rows.map(summarize);
  }

  trash(id: string): Promise<void> {
    return this.docs.trash(id);
  }

  restore(id: string): Promise<void> {
    return this.docs.restore(id);
  }

  emptyTrash(): Promise<number> {
    return this.docs.emptyTrash();
  }
}
