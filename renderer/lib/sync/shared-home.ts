/**
 * A shared campaign's database as the repositories use it (store/homes.ts): its two document stores and the rows
 * lists show, kept current from the database's changes feed (a save here, another window's, a replication).
 */
import type { SharedCampaignRow, SharedCharacterRow, SharedHome } from '../store/homes';
import type { SharedCampaignDb } from './shared-campaign';
import { campaignCodec } from './shared-codecs';
import type { SharedDocBody } from './shared-doc';

/** A character body as a roster row (no system code: the card was written beside it). */
function characterRow(body: SharedDocBody & { readonly _rev: string }): SharedCharacterRow | null {
  const doc = body.doc;
  const id = doc['id'];
  const name = doc['name'];
  const system = doc['system'];
  if (typeof id !== 'string' || typeof name !== 'string' || typeof system !== 'string') return null;
  const status = doc['status'] === 'draft' ? 'draft' : 'complete';
  return {
    id,
    name,
    sortName: body.sortName,
    status,
    creationStep: typeof doc['creationStep'] === 'string' ? doc['creationStep'] : '',
    system,
    card: body.card ?? null,
    updatedAt: typeof doc['updatedAt'] === 'string' ? doc['updatedAt'] : '',
    rev: body._rev,
    ...(body.deletedAt !== undefined ? { deletedAt: body.deletedAt } : {}),
  };
}

/** The home of one shared campaign, with its rows loaded. */
export class LiveSharedHome implements SharedHome {
  #characters: SharedCharacterRow[] = [];
  #campaigns: SharedCampaignRow[] = [];
  /** Ids with clashing versions (CouchDB's `_conflicts`), for the badges. */
  #conflicted: string[] = [];
  readonly #listeners = new Set<() => void>();
  #stopFeed: (() => void) | null = null;
  /** Ids living here: from the last read, plus every id written here since (a new quick NPC is known at once). */
  readonly #characterIds = new Set<string>();
  readonly #campaignIds = new Set<string>();
  #reading: Promise<void> = Promise.resolve();

  private constructor(
    readonly campaignId: string,
    readonly db: SharedCampaignDb,
  ) {}

  /** Opens the home: reads the rows once, then follows the database. */
  static async open(campaignId: string, db: SharedCampaignDb): Promise<LiveSharedHome> {
    const home = new LiveSharedHome(campaignId, db);
    await home.reload();
    const feed = db.local.changes({ since: 'now', live: true });
    feed.on('change', () => void home.reload());
    feed.on('error', () => undefined);
    const stops = [db.characters.onWritten((id) => home.#characterIds.add(id)), db.campaigns.onWritten((id) => home.#campaignIds.add(id))];
    home.#stopFeed = () => {
      feed.cancel();
      for (const stop of stops) stop();
    };
    return home;
  }

  get characters() {
    return this.db.characters;
  }

  get campaigns() {
    return this.db.campaigns;
  }

  characterRows(): readonly SharedCharacterRow[] {
    return this.#characters;
  }

  campaignRows(): readonly SharedCampaignRow[] {
    return this.#campaigns;
  }

  hasCharacter(id: string): boolean {
    return this.#characterIds.has(id);
  }

  hasCampaign(id: string): boolean {
    return id === this.campaignId || this.#campaignIds.has(id);
  }

  /** Ids (document ids, either kind) that have clashing versions now. */
  conflicted(): readonly string[] {
    return this.#conflicted;
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Reads the rows again (queued, so a burst of changes reads in order and the last read wins). */
  reload(): Promise<void> {
    this.#reading = this.#reading.then(async () => {
      const [characters, campaigns] = await Promise.all([this.db.characters.bodies(), this.db.campaigns.bodies()]);
      this.#characters = characters.flatMap((body) => characterRow(body) ?? []);
      this.#campaigns = campaigns.flatMap((body) => {
        try {
          const doc = campaignCodec.read(body.doc);
          return [{ doc, sortName: body.sortName, rev: body._rev, ...(body.deletedAt !== undefined ? { deletedAt: body.deletedAt } : {}) }];
        } catch {
          // A campaign from a newer Sheetsmith (or damaged) is left out of lists; its sync status says why.
          return [];
        }
      });
      // Deleted documents are gone from the reads; an id stays known here until then (one home, never two).
      this.#characterIds.clear();
      for (const row of this.#characters) this.#characterIds.add(row.id);
      this.#campaignIds.clear();
      for (const row of this.#campaigns) this.#campaignIds.add(row.doc.id);
      this.#conflicted = [...characters, ...campaigns].filter((b) => (b._conflicts?.length ?? 0) > 0).map((b) => String(b.doc['id'] ?? ''));
      for (const listener of this.#listeners) listener();
    });
    return this.#reading.catch(() => undefined);
  }

  /** Stops following the database and closes it. */
  async close(): Promise<void> {
    this.#stopFeed?.();
    this.#stopFeed = null;
    await this.db.local.close().catch(() => undefined);
  }
}
