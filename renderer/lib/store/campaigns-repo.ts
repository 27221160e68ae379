import type { Observable } from 'dexie';
import type { CampaignDocument } from '../../../core/documents/campaign';
import type { SheetsmithDb, StoredCampaign } from './db';
import type { Live } from './characters-repo';
import { DocumentTable, type SaveOptions, type Saved } from './document-table';
import { campaignRow, readCampaign, type Revisioned } from './rows';

/** Campaigns in the local store, with revisions as for characters (see CharacterRepository). */
export class CampaignRepository {
  private readonly docs: DocumentTable<CampaignDocument, StoredCampaign>;

  constructor(db: SheetsmithDb, now?: () => string) {
    this.docs = new DocumentTable(db, db.campaigns, { read: readCampaign, write: campaignRow }, now);
  }

  watchAll(): Observable<StoredCampaign[]> {
    return this.docs.watchLive();
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

  trash(id: string): Promise<void> {
    return this.docs.trash(id);
  }
}
