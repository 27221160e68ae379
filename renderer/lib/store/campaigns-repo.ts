import type { Observable } from 'dexie';
import type { CampaignDocument } from '../../../core/documents/campaign';
import type { CharacterDocument } from '../../../core/documents/character';
import { loadSystem } from '../../../core/systems/registry';
import type { SheetsmithDb, StoredCampaign } from './db';
import type { Live } from './characters-repo';
import { DocumentTable, type SaveOptions, type Saved } from './document-table';
import { campaignRow, characterRow, readCampaign, readCharacter, storedRevision, type Revisioned } from './rows';
import { RevisionConflictError } from './store-errors';

/**
 * A campaign write that also changed characters (a combat's hit points, an award, quick NPCs) was refused because one
 * of those characters was changed elsewhere since it was read (its sheet in another window). Nothing was written,
 * neither the campaign nor any character: the state class reads them again and the GM repeats the action.
 */
export class MembersChangedError extends Error {
  constructor(
    /** The character that moved on. */
    readonly characterId: string,
    /** Its name as stored now, for the sentence. */
    readonly characterName: string,
  ) {
    super(`${characterName || 'A member'} was changed in another window meanwhile, so nothing was saved; do it again on the newer sheet.`);
    this.name = 'MembersChangedError';
  }
}

/** Campaigns in the local store, with revisions as for characters (see CharacterRepository). */
export class CampaignRepository {
  private readonly docs: DocumentTable<CampaignDocument, StoredCampaign>;

  constructor(
    private readonly db: SheetsmithDb,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {
    this.docs = new DocumentTable(db, db.campaigns, { read: readCampaign, write: campaignRow }, now);
  }

  watchAll(): Observable<StoredCampaign[]> {
    return this.docs.watchLive();
  }

  /** Campaigns in the trash, most recently trashed first; live. */
  watchTrash(): Observable<StoredCampaign[]> {
    return this.docs.watchTrash();
  }

  async get(id: string): Promise<CampaignDocument | undefined> {
    return (await this.docs.getWithRev(id))?.doc;
  }

  /** {@link get} with the stored revision (the `baseRev` of the next save) and the trash flag. */
  getWithRev(id: string): Promise<Revisioned<CampaignDocument> | undefined> {
    return this.docs.getWithRev(id);
  }

  /** One campaign with its revision, live (other windows' saves included); undefined while not stored. */
  watchOne(id: string): Live<Revisioned<CampaignDocument> | undefined> {
    return this.docs.watchOne(id);
  }

  /**
   * Saves a campaign in one transaction; returns the stored row with its new `rev`. With `options.baseRev`, a
   * campaign changed since is not overwritten: RevisionConflictError, nothing written.
   */
  async save(doc: CampaignDocument, options?: SaveOptions): Promise<Saved<StoredCampaign>> {
    return this.docs.save(doc, options);
  }

  /**
   * Saves a campaign and characters it changed in ONE transaction: all are stored or none. The campaign is checked
   * against `options.baseRev` as {@link save} does (RevisionConflictError carrying the stored campaign); each
   * character whose id is in `characterRevs` must still be at that revision, else MembersChangedError and nothing is
   * written. Characters without a base revision (new ones, quick NPCs) are stored whatever is there. A character in
   * the trash stays there (the store's flag is kept).
   */
  async saveWithCharacters(
    doc: CampaignDocument,
    options: SaveOptions,
    characters: readonly CharacterDocument[],
    characterRevs: Readonly<Record<string, string>>,
  ): Promise<Saved<StoredCampaign>> {
    // Systems load before the transaction: awaiting a module load inside it would let IndexedDB commit it early.
    await Promise.all([...new Set(characters.map((c) => c.system))].map((id) => loadSystem(id)));
    const at = this.now();
    return this.db.guardWrite(() =>
      this.db.transaction('rw', this.db.campaigns, this.db.characters, async () => {
        for (const character of characters) {
          const stored = await this.db.characters.get(character.id);
          const base = Object.hasOwn(characterRevs, character.id) ? characterRevs[character.id] : undefined;
          if (base !== undefined && (!stored || storedRevision(stored) !== base)) {
            throw new MembersChangedError(character.id, stored ? readCharacter(stored).name : character.name);
          }
          await this.db.characters.put(characterRow({ ...character, updatedAt: at }, stored && storedRevision(stored), stored?.deletedAt));
        }
        const stored = await this.db.campaigns.get(doc.id);
        if (options.baseRev !== undefined) {
          const storedRev = stored ? storedRevision(stored) : null;
          if (storedRev !== options.baseRev) {
            throw new RevisionConflictError<CampaignDocument>(doc.id, options.baseRev, storedRev, stored ? readCampaign(stored) : null, stored?.deletedAt);
          }
        }
        const row = campaignRow({ ...doc, updatedAt: at }, stored && storedRevision(stored), stored?.deletedAt);
        await this.db.campaigns.put(row);
        return { ...row, rev: storedRevision(row) };
      }),
    );
  }

  /** Moves a campaign to the trash (its characters stay where they are); it can be restored until the trash is emptied. */
  trash(id: string): Promise<void> {
    return this.docs.trash(id);
  }

  /** Takes a campaign out of the trash. */
  restore(id: string): Promise<void> {
    return this.docs.restore(id);
  }

  /** Deletes every campaign in the trash for good; returns how many. Characters are not touched. */
  emptyTrash(): Promise<number> {
    return this.docs.emptyTrash();
  }
}
