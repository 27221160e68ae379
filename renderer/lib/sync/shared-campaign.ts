/**
 * One shared campaign's local database on this device, with a document store for each kind it holds, and the two
 * steps that fill it: the GM's share (copy the campaign and its party in, each character owned by its player's
 * login, then read everything back and compare) and a player's join (pull it from the server).
 */
import type { CharacterDocument } from '../../../core/documents/character';
import type { CampaignDocument } from '../../../core/documents/campaign';
import { canonicalJson } from '../../../core/documents/canonical-json';
import { PouchDocumentStore, type Writer } from './pouch-document-store';
import { campaignCodec, characterCodec } from './shared-codecs';
import { remoteDatabase } from './replication';
import type { ServerLogin } from './sync-settings';

/** The local side of a shared campaign. */
export interface SharedCampaignDb {
  readonly local: PouchDB.Database;
  readonly characters: PouchDocumentStore<CharacterDocument>;
  readonly campaigns: PouchDocumentStore<CampaignDocument>;
}

/** Opens (or creates) a shared campaign's local database under `name`. */
export function openSharedCampaign(Pouch: PouchDB.Static, name: string, writer: Writer): SharedCampaignDb {
  // Conflicts are settled from the base two versions share, so old revision bodies are kept (no auto-compaction).
  const local = new Pouch(name);
  const db = local as unknown as PouchDB.Database<Record<string, unknown>>;
  return {
    local,
    characters: new PouchDocumentStore(db, 'character', characterCodec, writer),
    campaigns: new PouchDocumentStore(db, 'campaign', campaignCodec, writer),
  };
}

/** A share that did not read back as written: nothing is removed from the device's own store. */
export class ShareVerifyError extends Error {
  constructor(readonly what: string) {
    super(`${what} did not read back from the shared copy as it was written, so sharing stopped and nothing was moved.`);
    this.name = 'ShareVerifyError';
  }
}

/** What the share step puts in: the campaign, its party, and which login owns each character. */
export interface ShareContents {
  readonly campaign: CampaignDocument;
  readonly members: readonly CharacterDocument[];
  /** Character id → the player's server login; a character without one is owned by the GM. */
  readonly owners: Readonly<Record<string, string>>;
  readonly gm: string;
}

/**
 * Copies the campaign and its party into the shared database, then reads every document back and compares its
 * canonical JSON with what was given. Throws ShareVerifyError on the first difference.
 */
export async function copyIntoShared(shared: SharedCampaignDb, contents: ShareContents): Promise<void> {
  await copyMembersIntoShared(shared, contents);
  await shared.campaigns.putBody(contents.campaign, contents.gm);
  const back = await shared.campaigns.get(contents.campaign.id);
  if (!back || canonicalJson(withoutTime(back.doc)) !== canonicalJson(withoutTime(contents.campaign))) throw new ShareVerifyError(`The campaign “${contents.campaign.name}”`);
}

/**
 * Copies characters into the shared database, each owned by its player's login (or the GM), and reads each back to
 * compare (ShareVerifyError on the first difference): the share's first step, and the whole of sharing members added
 * to the party after the campaign was shared.
 */
export async function copyMembersIntoShared(shared: SharedCampaignDb, contents: Omit<ShareContents, 'campaign'>): Promise<void> {
  for (const member of contents.members) await shared.characters.putBody(member, contents.owners[member.id] ?? contents.gm);
  for (const member of contents.members) {
    const back = await shared.characters.get(member.id);
    if (!back || canonicalJson(withoutTime(back.doc)) !== canonicalJson(withoutTime(member))) throw new ShareVerifyError(`“${member.name}”`);
  }
}

/** A document without its last-changed time (the copy is the same document whenever it was written). */
function withoutTime<T extends { readonly updatedAt: string }>(doc: T): Omit<T, 'updatedAt'> {
  const { updatedAt: _time, ...rest } = doc;
  return rest;
}

/** A join that found no campaign on the server. */
export class JoinError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JoinError';
  }
}

/**
 * Pulls a shared campaign from the server into the local database (a player's join) and returns the campaign. The
 * login must be a member of the campaign's database on the server.
 */
export async function pullCampaign(
  shared: SharedCampaignDb,
  Pouch: PouchDB.Static,
  url: string,
  login: ServerLogin,
  fetch?: (url: string, init: RequestInit) => Promise<Response>,
): Promise<CampaignDocument> {
  const remote = remoteDatabase({ Pouch, url, login, ...(fetch ? { fetch } : {}) });
  try {
    await shared.local.replicate.from(remote);
  } catch (error) {
    const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
    if (status === 401 || status === 403) throw new JoinError(`The server did not let “${login.name}” into this campaign: check the login the game master gave you.`);
    if (status === 404) throw new JoinError('There is no such campaign on the server: check the database name.');
    throw new JoinError(`The server could not be reached (${error instanceof Error ? error.message : String(error)}).`);
  } finally {
    await remote.close().catch(() => undefined);
  }
  const campaigns = await shared.campaigns.list();
  const campaign = campaigns[0];
  if (!campaign) throw new JoinError('The server database holds no campaign.');
  return campaign.doc;
}
