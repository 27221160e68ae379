import type { Observable } from 'dexie';
import type { CampaignDocument } from '../../../core/documents/campaign';
import type { SheetsmithDb, StoredCampaign } from './db';
import { DocumentTable } from './document-table';

/** Campaigns in the local store. */
export class CampaignRepository {
  private readonly docs: DocumentTable<StoredCampaign>;

  constructor(private readonly db: SheetsmithDb) {
    this.docs = new DocumentTable(db.campaigns);
  }

  watchAll(): Observable<StoredCampaign[]> {
    return this.docs.watchLive();
  }

  async get(id: string): Promise<CampaignDocument | undefined> {
    const row = await this.docs.get(id);
    if (!row) return undefined;
    const { sortName: _s, deletedAt: _d, ...doc } = row;
    return doc;
  }

  async save(doc: CampaignDocument): Promise<StoredCampaign> {
    return this.db.transaction('rw', this.db.campaigns, () => this.docs.put(doc));
  }

  trash(id: string): Promise<void> {
    return this.docs.trash(id);
  }
}
