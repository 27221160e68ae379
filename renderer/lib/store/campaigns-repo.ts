import type { CampaignDocument } from '../../../core/documents/campaign';
import type { CharacterDocument } from '../../../core/documents/character';
import { loadSystem } from '../../../core/systems/registry';
import type { SheetsmithDb, StoredCampaign } from './db';
import type { Live } from './characters-repo';
import { DocumentTable, type SaveOptions, type Saved } from './document-table';
import { campaignRow, characterRow, readCampaign, readCharacter, storedRevision, type Revisioned } from './rows';
import { RevisionConflictError } from './store-errors';
import { Homes, watchHomeOf, withHomes, type SharedCampaignRow, type SharedHome } from './homes';
import { watchShared } from './characters-repo';

/** A shared campaign as the device's lists hold campaigns. */
function sharedRow(row: SharedCampaignRow): StoredCampaign {
  return { ...row.doc, sortName: row.sortName, rev: row.rev, ...(row.deletedAt !== undefined ? { deletedAt: row.deletedAt } : {}) };
}

/** The device's campaigns with the shared ones among them, by name. */
function withShared(local: StoredCampaign[], shared: readonly SharedCampaignRow[]): StoredCampaign[] {
  if (shared.length === 0) return local;
  return [...local, ...shared.map(sharedRow)].sort((a, b) => a.sortName.localeCompare(b.sortName) || a.id.localeCompare(b.id));
}

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

/**
 * Campaigns, with revisions as for characters (see CharacterRepository): in the device's store, or in their own
 * database once shared through the group's server (homes.ts).
 */
export class CampaignRepository {
  private readonly docs: DocumentTable<CampaignDocument, StoredCampaign>;

  constructor(
    private readonly db: SheetsmithDb,
    private readonly now: () => string = () => new Date().toISOString(),
    /** Where shared campaigns live; empty until a campaign is shared on this device. */
    readonly homes: Homes = new Homes(),
  ) {
    this.docs = new DocumentTable(db, db.campaigns, { read: readCampaign, write: campaignRow }, now);
  }

  watchAll(): Live<StoredCampaign[]> {
    return withHomes(this.homes, this.docs.watchLive(), (local) => withShared(local, this.homes.campaignRows().filter((r) => r.deletedAt === undefined)));
  }

  /** Campaigns in the trash, most recently trashed first; live. */
  watchTrash(): Live<StoredCampaign[]> {
    return withHomes(this.homes, this.docs.watchTrash(), (local) => {
      const shared = this.homes.campaignRows().filter((r) => r.deletedAt !== undefined);
      if (shared.length === 0) return local;
      return [...local, ...shared.map(sharedRow)].sort((a, b) => (b.deletedAt ?? '').localeCompare(a.deletedAt ?? ''));
    });
  }

  /** The shared home of a campaign, when it has one. */
  /**
   * Calls `moved` when the campaign's home changes (shared, joined, shared no more): revisions start anew in the new home,
   * so whoever holds it open reads it again there rather than follow the old home's watch.
   */
  watchHome(id: string, moved: () => void): () => void {
    return watchHomeOf(this.homes, () => this.home(id), moved);
  }

  private home(id: string): SharedHome | undefined {
    return this.homes.any ? this.homes.ofCampaign(id) : undefined;
  }

  async get(id: string): Promise<CampaignDocument | undefined> {
    return (await this.getWithRev(id))?.doc;
  }

  /** {@link get} with the stored revision (the `baseRev` of the next save) and the trash flag. */
  async getWithRev(id: string): Promise<Revisioned<CampaignDocument> | undefined> {
    const home = this.home(id);
    if (!home) return this.docs.getWithRev(id);
    const read = await home.campaigns.get(id);
    return read && { doc: read.doc, rev: read.rev, ...(read.deletedAt !== undefined ? { deletedAt: read.deletedAt } : {}) };
  }

  /** One campaign with its revision, live (other windows' and devices' saves included); undefined while not stored. */
  watchOne(id: string): Live<Revisioned<CampaignDocument> | undefined> {
    const home = this.home(id);
    return home ? watchShared(home.campaigns, id, (read) => this.getWithRev(read)) : this.docs.watchOne(id);
  }

  /**
   * Saves a campaign in one transaction; returns the stored row with its new `rev`. With `options.baseRev`, a
   * campaign changed since is not overwritten: RevisionConflictError, nothing written.
   */
  async save(doc: CampaignDocument, options?: SaveOptions): Promise<Saved<StoredCampaign>> {
    const home = this.home(doc.id);
    if (!home) return this.docs.save(doc, options);
    return this.saveShared(home, doc, options?.baseRev);
  }

  private async saveShared(home: SharedHome, doc: CampaignDocument, baseRev: string | undefined): Promise<Saved<StoredCampaign>> {
    const stamped = { ...doc, updatedAt: this.now() };
    const rev = await home.campaigns.put(stamped, baseRev !== undefined ? { baseRev } : {});
    const stored = await home.campaigns.get(doc.id);
    return { ...campaignRow(stamped, undefined, stored?.deletedAt), rev };
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
    const home = this.home(doc.id);
    if (home || characters.some((c) => this.homes.any && this.homes.ofCharacter(c.id))) return this.saveSharedWithCharacters(home, doc, options, characters, characterRevs);
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

  /**
   * {@link saveWithCharacters} where the campaign or one of the characters is shared. Every base revision is checked
   * before anything is written (so a stale one refuses all), then the characters and the campaign are written, each
   * in its home: a shared campaign's new characters (quick NPCs) join its database, owned by the GM. CouchDB has no
   * transaction across documents, so a write landing between the check and the writes refuses only its own document
   * (RevisionConflictError or MembersChangedError, as here), after the ones before it were stored.
   */
  private async saveSharedWithCharacters(
    home: SharedHome | undefined,
    doc: CampaignDocument,
    options: SaveOptions,
    characters: readonly CharacterDocument[],
    characterRevs: Readonly<Record<string, string>>,
  ): Promise<Saved<StoredCampaign>> {
    const at = this.now();
    // A character already on the device stays there; a new one (a quick NPC) joins the shared campaign's database.
    const placed = await Promise.all(
      characters.map(async (character) => {
        const shared = this.homes.ofCharacter(character.id);
        const device = shared ? undefined : await this.db.characters.get(character.id);
        return { character, home: shared ?? (device ? undefined : home), device };
      }),
    );
    for (const { character, home: where, device } of placed) {
      const base = Object.hasOwn(characterRevs, character.id) ? characterRevs[character.id] : undefined;
      if (base === undefined) continue;
      const stored = where ? await where.characters.get(character.id) : device && { doc: readCharacter(device), rev: storedRevision(device) };
      if (!stored || stored.rev !== base) throw new MembersChangedError(character.id, stored ? stored.doc.name : character.name);
    }
    const current = home ? await home.campaigns.get(doc.id) : await this.docs.getWithRev(doc.id);
    if (options.baseRev !== undefined && current?.rev !== options.baseRev) {
      throw new RevisionConflictError<CampaignDocument>(doc.id, options.baseRev, current?.rev ?? null, current?.doc ?? null, current?.deletedAt);
    }
    for (const { character, home: where } of placed) {
      const stamped = { ...character, updatedAt: at };
      if (where) {
        const stored = await where.characters.get(character.id);
        await where.characters.put(stamped, stored ? { baseRev: stored.rev } : {});
      } else {
        await this.db.guardWrite(() =>
          this.db.transaction('rw', this.db.characters, async () => {
            const stored = await this.db.characters.get(character.id);
            await this.db.characters.put(characterRow(stamped, stored && storedRevision(stored), stored?.deletedAt));
          }),
        );
      }
    }
    if (!home) return this.docs.save(doc, options);
    return this.saveShared(home, doc, options.baseRev);
  }

  /** Takes a campaign out of the device's own store for good (it moved into its shared database). */
  async removeForGood(id: string): Promise<void> {
    await this.db.guardWrite(() => this.db.campaigns.delete(id));
  }

  /** Stores a campaign in the device's own store as it is, with its trash flag (it stopped being shared). */
  async adopt(doc: CampaignDocument, deletedAt?: string): Promise<void> {
    await this.db.guardWrite(() =>
      this.db.transaction('rw', this.db.campaigns, async () => {
        const stored = await this.db.campaigns.get(doc.id);
        await this.db.campaigns.put(campaignRow(doc, stored && storedRevision(stored), deletedAt));
      }),
    );
  }

  /** Moves a campaign to the trash (its characters stay where they are); it can be restored until the trash is emptied. */
  async trash(id: string): Promise<void> {
    const home = this.home(id);
    if (!home) return this.docs.trash(id);
    const stored = await home.campaigns.get(id);
    if (stored) await home.campaigns.put(stored.doc, { baseRev: stored.rev, deletedAt: this.now() });
  }

  /** Takes a campaign out of the trash. */
  async restore(id: string): Promise<void> {
    const home = this.home(id);
    if (!home) return this.docs.restore(id);
    const stored = await home.campaigns.get(id);
    if (stored) await home.campaigns.put(stored.doc, { baseRev: stored.rev, deletedAt: null });
  }

  /** Deletes every campaign in the trash for good; returns how many. Characters are not touched. */
  async emptyTrash(): Promise<number> {
    let removed = await this.docs.emptyTrash();
    for (const home of this.homes.all()) {
      for (const version of (await home.campaigns.list()).filter((v) => v.deletedAt !== undefined)) {
        await home.campaigns.remove(version.id, version.rev);
        removed++;
      }
    }
    return removed;
  }
}
