import type { Observable } from 'dexie';
import type { CharacterDocument } from '../../../core/documents/character';
import { CHARACTER_SCHEMA_VERSION } from '../../../core/documents/character';
import { migrateCharacter } from '../../../core/documents/migrations';
import { DocumentError } from '../../../core/documents/errors';
import type { SheetsmithDb, StoredCharacter } from './db';
import { DocumentTable } from './document-table';

/** Characters in the local store. Components reach it through state classes, never directly. */
export class CharacterRepository {
  private readonly docs: DocumentTable<StoredCharacter>;

  constructor(private readonly db: SheetsmithDb) {
    this.docs = new DocumentTable(db.characters);
  }

  watchAll(): Observable<StoredCharacter[]> {
    return this.docs.watchLive();
  }

  watchTrash(): Observable<StoredCharacter[]> {
    return this.docs.watchTrash();
  }

  /**
   * Loads a character, upgrading an older schema on the way (the stored copy is upgraded on its next save).
   * A character from a newer schema is refused with a DocumentError rather than guessed at.
   */
  async get(id: string): Promise<CharacterDocument | undefined> {
    const row = await this.docs.get(id);
    if (!row) return undefined;
    const { sortName: _s, deletedAt: _d, ...doc } = row;
    if (doc.schemaVersion === CHARACTER_SCHEMA_VERSION) return doc;
    if (doc.schemaVersion > CHARACTER_SCHEMA_VERSION) {
      throw new DocumentError('newer-version', `“${doc.name}” was saved by a newer Sheetsmith; update to open it.`);
    }
    return migrateCharacter(doc as unknown as Record<string, unknown>).doc as unknown as CharacterDocument;
  }

  /** Saves a character in one transaction; returns the stored row. */
  async save(doc: CharacterDocument): Promise<StoredCharacter> {
    return this.db.transaction('rw', this.db.characters, () => this.docs.put(doc));
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
