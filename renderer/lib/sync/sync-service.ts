/**
 * Sharing campaigns through the group's CouchDB server, on this device: the GM's share, a player's join, stopping,
 * the replication of each shared campaign (live for the ones open now, timed for the rest), conflicts settled on
 * their own where the versions changed different fields and left for the resolver where they clash, and changes
 * the server refused, with their revert. Loaded only once a campaign is shared (or the Sync settings are opened).
 */
import type { CharacterDocument } from '../../../core/documents/character';
import type { CampaignDocument } from '../../../core/documents/campaign';
import type { Homes } from '../store/homes';
import type { CharacterRepository } from '../store/characters-repo';
import type { CampaignRepository } from '../store/campaigns-repo';
import type { RestorePointRepository } from '../store/restore-points-repo';
import type { StoredLink, StoredLogin, StoredSyncSettings, SyncSettingsRepository } from '../store/sync-settings-repo';
import { CampaignReplication, remoteDatabase, type Refusal, type SyncState } from './replication';
import { addPlayer, checkServer, existingAccounts, refreshSharingRules, shareCampaignOnServer, sharedCampaignPlayers, type FetchFn, type ServerLogin } from './server-setup';
import { copyIntoShared, copyMembersIntoShared, openSharedCampaign, pullCampaign, JoinError } from './shared-campaign';
import { closedBranch } from './pouch-document-store';
import { LiveSharedHome } from './shared-home';
import { campaignDatabases, parseSharedId } from './shared-doc';
import { databaseUrl } from './sync-settings';
import { recordCampaignMerge, recordCharacterMerge, readConflict, settle, writeResolution, recordCharacterResolution, type ConflictRead } from './settle';

/** How many campaigns keep a live feed open at once; the others sync on a timer. */
export const LIVE_FEEDS = 2;
/** How often a campaign without a live feed syncs. */
export const TIMED_SYNC_MS = 60_000;

import { loginName, newPassword, type JoinDetails } from './join-code';

export type { JoinDetails } from './join-code';

/** What the service needs from the app. */
export interface SyncDeps {
  readonly homes: Homes;
  readonly characters: CharacterRepository;
  readonly campaigns: CampaignRepository;
  readonly restorePoints: RestorePointRepository;
  readonly settings: SyncSettingsRepository;
  /** The PouchDB constructor: the app's (IndexedDB), or the memory one in tests. */
  readonly Pouch: PouchDB.Static;
  readonly fetch?: FetchFn;
  readonly now?: () => string;
  /** Put before every local database name: two devices simulated in one process (tests) keep theirs apart. */
  readonly namespace?: string;
  /**
   * Seals passwords before they are stored and opens them when read (the platform's: Electron's safeStorage; a
   * browser keeps them as typed). Absent: stored as typed.
   */
  readonly secrets?: Secrets;
}

/** The platform's secret sealing (see Platform.sealSecret). */
export interface Secrets {
  seal(text: string): Promise<{ readonly sealed: boolean; readonly value: string }>;
  open(secret: { readonly sealed: boolean; readonly value: string }): Promise<string>;
}

/** Every login of the settings with its password opened (a password that cannot be opened reads as empty). */
export async function openLogins(settings: StoredSyncSettings, secrets: Secrets | undefined, problems: string[]): Promise<StoredSyncSettings> {
  const open = async (login: StoredLogin): Promise<StoredLogin> => {
    if (!login.sealed) return { name: login.name, password: login.password };
    try {
      if (!secrets) throw new Error('The saved sync password could not be unlocked on this device; enter it again in Settings → Sync.');
      return { name: login.name, password: await secrets.open({ sealed: true, value: login.password }) };
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return { name: login.name, password: '' };
    }
  };
  return {
    ...settings,
    server: settings.server ? { url: settings.server.url, login: await open(settings.server.login) } : null,
    links: await Promise.all(settings.links.map(async (link) => ({ ...link, login: await open(link.login) }))),
  };
}

/** The settings as stored: every password sealed where the platform can. */
export async function sealLogins(settings: StoredSyncSettings, secrets: Secrets | undefined): Promise<StoredSyncSettings> {
  const seal = async (login: StoredLogin): Promise<StoredLogin> => {
    if (!secrets) return { name: login.name, password: login.password };
    const sealed = await secrets.seal(login.password);
    return { name: login.name, password: sealed.value, ...(sealed.sealed ? { sealed: true } : {}) };
  };
  return {
    ...settings,
    server: settings.server ? { url: settings.server.url, login: await seal(settings.server.login) } : null,
    links: await Promise.all(settings.links.map(async (link) => ({ ...link, login: await seal(link.login) }))),
  };
}

/** One shared campaign open on this device. */
interface Open {
  link: StoredLink;
  readonly home: LiveSharedHome;
  readonly replication: CampaignReplication;
  /** Clashes and edit-vs-delete questions waiting for a person, by document id. */
  readonly waiting: Map<
    string,
    {
      readonly kind: 'character' | 'campaign';
      readonly read: ConflictRead<CharacterDocument> | ConflictRead<CampaignDocument>;
    }
  >;
  stops: (() => void)[];
}

/** The sync of this device's shared campaigns. */
export class SyncService {
  #settings: StoredSyncSettings;
  readonly #open = new Map<string, Open>();
  /** Campaign ids with a live feed, most recently focused last. */
  #live: string[] = [];
  #timer: ReturnType<typeof setInterval> | null = null;
  readonly #listeners = new Set<() => void>();

  private constructor(
    private readonly deps: SyncDeps,
    settings: StoredSyncSettings,
  ) {
    this.#settings = settings;
  }

  /** Loads the settings and opens every shared campaign (its home registered before this resolves). */
  static async start(deps: SyncDeps): Promise<SyncService> {
    const problems: string[] = [];
    const service = new SyncService(deps, await openLogins(await deps.settings.load(), deps.secrets, problems));
    service.#unlockProblem = problems[0] ?? null;
    for (const link of service.#settings.links) await service.#openLink(link);
    service.#timer = setInterval(() => void service.#timedSync(), TIMED_SYNC_MS);
    for (const link of service.#settings.links.slice(0, LIVE_FEEDS)) service.focus(link.campaignId);
    return service;
  }

  get settings(): StoredSyncSettings {
    return this.#settings;
  }

  /** The fetch for the server's databases, when the app gave one. */
  #fetch(): { fetch?: FetchFn } {
    return this.deps.fetch ? { fetch: this.deps.fetch } : {};
  }

  /**
   * The network is back (the browser's `online` event): live feeds start again at once instead of waiting out their
   * back-off, and the timed ones run a pass.
   */
  networkBack(): void {
    for (const [id, open] of this.#open) {
      if (this.#live.includes(id)) {
        open.replication.stop();
        open.replication.live();
      } else void open.replication.once();
    }
  }

  #now(): string {
    return (this.deps.now ?? (() => new Date().toISOString()))();
  }

  /** Follows every change of links, states, conflicts and refusals. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }

  /** Sets this device's name and, for a GM, the server and its admin login (checked first: a wrong one throws). */
  async setServer(url: string, login: ServerLogin, device: string): Promise<string> {
    const version = await checkServer(url, login, this.deps.fetch ? { fetch: this.deps.fetch } : {});
    this.#unlockProblem = null;
    await this.#saveSettings({
      ...this.#settings,
      device: device.trim() || this.#settings.device,
      server: { url: url.trim().replace(/\/+$/, ''), login },
    });
    return version;
  }

  /** Sets this device's name (what others see beside its changes). */
  async setDevice(device: string): Promise<void> {
    if (device.trim() === '') throw new Error('Give this device a name: the others see it beside its changes.');
    await this.#saveSettings({ ...this.#settings, device: device.trim() });
    for (const open of this.#open.values()) await this.#reopen(open);
  }

  /** Why a saved password could not be opened at start (another machine, a locked keychain); null when all opened. */
  #unlockProblem: string | null = null;

  get unlockProblem(): string | null {
    return this.#unlockProblem;
  }

  async #saveSettings(settings: StoredSyncSettings): Promise<void> {
    // Kept open in memory (replication needs them), sealed where they are stored.
    await this.deps.settings.save(await sealLogins(settings, this.deps.secrets));
    this.#settings = settings;
    this.#emit();
  }

  /** Whether a campaign is shared on this device. */
  isShared(campaignId: string): boolean {
    return this.#open.has(campaignId);
  }

  link(campaignId: string): StoredLink | undefined {
    return this.#open.get(campaignId)?.link;
  }

  status(campaignId: string): SyncState {
    return this.#open.get(campaignId)?.replication.status ?? { state: 'stopped' };
  }

  refusals(campaignId: string): readonly Refusal[] {
    return this.#open.get(campaignId)?.replication.refusals ?? [];
  }

  /** Documents waiting for a person's choice (a clash, an edit against a deletion), with their names. */
  questions(campaignId: string): {
    readonly id: string;
    readonly kind: 'character' | 'campaign';
    readonly name: string;
    readonly what: string;
  }[] {
    const open = this.#open.get(campaignId);
    if (!open) return [];
    return [...open.waiting.entries()].map(([id, { kind, read }]) => {
      const named = read.analysis.versions.find((v) => v.doc !== null)?.doc;
      return {
        id,
        kind,
        name: named?.name ?? id,
        what: read.analysis.kind === 'deleted-vs-edited' ? 'deleted on one device, changed on another' : 'changed differently on two devices',
      };
    });
  }

  /** The question waiting for a document, for the resolver. */
  question(campaignId: string, id: string): ConflictRead<CharacterDocument> | ConflictRead<CampaignDocument> | undefined {
    return this.#open.get(campaignId)?.waiting.get(id)?.read;
  }

  /** Opens a campaign's feed live (the one on screen), closing the oldest live one beyond LIVE_FEEDS. */
  focus(campaignId: string): void {
    const open = this.#open.get(campaignId);
    if (!open) return;
    this.#live = [...this.#live.filter((id) => id !== campaignId), campaignId];
    while (this.#live.length > LIVE_FEEDS) {
      const oldest = this.#live.shift();
      if (oldest) this.#open.get(oldest)?.replication.stop();
    }
    open.replication.live();
  }

  /** Runs one pass for every campaign without a live feed. */
  async #timedSync(): Promise<void> {
    for (const [id, open] of this.#open) if (!this.#live.includes(id)) await open.replication.once();
  }

  /** Syncs one campaign now (the "Sync now" button); resolves with its state. */
  async syncNow(campaignId: string): Promise<SyncState> {
    const open = this.#open.get(campaignId);
    if (!open) return { state: 'stopped' };
    if (this.#live.includes(campaignId)) {
      open.replication.stop();
      open.replication.live();
      return open.replication.status;
    }
    return open.replication.once();
  }

  async #openLink(link: StoredLink): Promise<Open> {
    const shared = openSharedCampaign(this.deps.Pouch, localName(link, this.deps.namespace), {
      user: link.login.name,
      device: this.#settings.device,
      now: () => this.#now(),
    });
    const home = await LiveSharedHome.open(link.campaignId, shared);
    const replication = new CampaignReplication({
      local: shared.local,
      Pouch: this.deps.Pouch,
      url: databaseUrl(link),
      login: link.login,
      now: () => this.#now(),
      held: new Set(link.held ?? []),
      ...this.#fetch(),
    });
    const open: Open = {
      link,
      home,
      replication,
      waiting: new Map(),
      stops: [],
    };
    this.#open.set(link.campaignId, open);
    this.deps.homes.add(home);
    open.stops.push(
      replication.onStatus(() => this.#emit()),
      replication.onPulled((ids) => void this.#settleIds(open, ids)),
      home.onChange(() => this.#emit()),
    );
    // Conflicts left from an earlier run (the app closed before they were settled).
    await this.#settleIds(
      open,
      home.conflicted().flatMap((id) => [`character:${id}`, `campaign:${id}`]),
    );
    return open;
  }

  /** Reopens a link (a new device name or login): feeds restart with the new writer. */
  async #reopen(open: Open): Promise<void> {
    this.#close(open);
    await open.home.close();
    const again = await this.#openLink(open.link);
    if (this.#live.includes(open.link.campaignId)) again.replication.live();
  }

  #close(open: Open): void {
    for (const stop of open.stops) stop();
    open.replication.stop();
    this.deps.homes.remove(open.link.campaignId);
    this.#open.delete(open.link.campaignId);
    this.#live = this.#live.filter((id) => id !== open.link.campaignId);
  }

  /** Settles what arrived: merges on its own, questions kept for a person. */
  async #settleIds(open: Open, couchIds: readonly string[]): Promise<void> {
    for (const couchId of new Set(couchIds)) {
      const parsed = parseSharedId(couchId);
      if (!parsed) continue;
      try {
        await this.#giveWay(open, couchId);
        const outcome =
          parsed.kind === 'character'
            ? await settle(open.home.characters, parsed.id, recordCharacterMerge, await this.#answered(open, parsed.id))
            : await settle(open.home.campaigns, parsed.id, recordCampaignMerge);
        if (outcome.kind === 'ask')
          open.waiting.set(parsed.id, {
            kind: parsed.kind,
            read: outcome.read,
          });
        else open.waiting.delete(parsed.id);
      } catch {
        // A write landing meanwhile: the next change of this document settles it again.
      }
    }
    this.#emit();
  }

  /** Deleted versions a person already chose to keep the edits over (named in the character's history). */
  async #answered(open: Open, id: string): Promise<Set<string>> {
    const current = await open.home.characters.get(id);
    const revs = (current?.doc.history ?? []).flatMap((entry) => {
      const payload = entry.kind === 'sync' ? (entry.payload as { keptOver?: unknown } | undefined) : undefined;
      return Array.isArray(payload?.keptOver) ? payload.keptOver.filter((r): r is string => typeof r === 'string') : [];
    });
    return new Set(revs);
  }

  /**
   * A person's answer to a clash: each clashing field's chosen version (index into the question's versions). For an
   * edit against a deletion, `deleteIt` deletes the document on every device; otherwise the edits are kept.
   */
  async resolve(
    campaignId: string,
    id: string,
    choices: Readonly<Record<string, number>>,
    deleteIt = false,
  ): Promise<{ ok: true } | { ok: false; problem: string }> {
    const open = this.#open.get(campaignId);
    const waiting = open?.waiting.get(id);
    if (!open || !waiting)
      return {
        ok: false,
        problem: 'This was settled meanwhile (another device answered); nothing to do.',
      };
    const by = {
      user: open.link.login.name,
      device: this.#settings.device,
      at: this.#now(),
    };
    if (deleteIt) {
      const store = waiting.kind === 'character' ? open.home.characters : open.home.campaigns;
      for (const rev of [waiting.read.winnerRev, ...waiting.read.losers]) await store.remove(id, rev);
      open.waiting.delete(id);
      this.#emit();
      return { ok: true };
    }
    const result =
      waiting.kind === 'character'
        ? await writeResolution(open.home.characters, id, waiting.read as ConflictRead<CharacterDocument>, choices, recordCharacterResolution(by.at, by), recordCharacterMerge)
        : await writeResolution(open.home.campaigns, id, waiting.read as ConflictRead<CampaignDocument>, choices, (resolution) => resolution.doc, recordCampaignMerge);
    if (result.ok) open.waiting.delete(id);
    this.#emit();
    return result.ok ? { ok: true } : result;
  }

  /**
   * Undoes a change the server refused: this device's document goes back to the server's version. The refused
   * version cannot be taken back out of the local database (PouchDB's IndexedDB adapter cannot purge), so it is
   * closed (a deletion on its branch) and the server's version is written beside it as a new branch that wins; both
   * stay on this device only (the document is held back from sending), and give way to the server's next version.
   */
  async revert(campaignId: string, couchId: string): Promise<void> {
    const open = this.#open.get(campaignId);
    if (!open) return;
    const remote = open.replication.remote();
    const local = open.home.db.local as PouchDB.Database<Record<string, unknown>>;
    // Held before anything is written here: the live feed must not send the writes below (they would be refused too).
    open.replication.hold(couchId);
    {
      const server = await remote.get<Record<string, unknown>>(couchId, { revs: true }).catch(() => null);
      const mine = await local.get(couchId, { conflicts: true }).catch(() => null);
      const leaves = mine ? [mine._rev, ...(mine._conflicts ?? [])].filter((rev) => rev !== server?._rev) : [];
      const unsent: string[] = [];
      const history = server?._revisions;
      if (server && history) {
        const hash = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
        const rev = `${history.start + 1}-${hash}`;
        await local.bulkDocs(
          [
            {
              ...server,
              _rev: rev,
              _revisions: {
                start: history.start + 1,
                ids: [hash, ...history.ids],
              },
            },
          ],
          { new_edits: false },
        );
        unsent.push(rev);
      }
      for (const rev of leaves) unsent.push((await local.put(closedBranch(couchId, rev))).rev);
      const link: StoredLink = {
        ...open.link,
        unsent: [...(open.link.unsent ?? []), ...unsent],
        held: [...new Set([...(open.link.held ?? []), couchId])],
      };
      open.link = link;
      await this.#saveSettings({
        ...this.#settings,
        links: this.#settings.links.map((l) => (l.campaignId === campaignId ? link : l)),
      });
      open.replication.clearRefusal(couchId);
      await open.home.reload();
    }
  }

  /** Closes this device's own reverted branches of a document once the server's version moved on beside them. */
  async #giveWay(open: Open, couchId: string): Promise<void> {
    const unsent = new Set(open.link.unsent ?? []);
    if (unsent.size === 0) return;
    const local = open.home.db.local;
    const parsed = parseSharedId(couchId);
    if (!parsed) return;
    const store = parsed.kind === 'character' ? open.home.characters : open.home.campaigns;
    const leaves = await store.allLeaves(parsed.id);
    // Only once a version from elsewhere sits beside this device's own reverted ones.
    if (!leaves.some((leaf) => !unsent.has(leaf.rev))) return;
    const closed: string[] = [];
    for (const leaf of leaves) if (!leaf.deleted && !leaf.closed && unsent.has(leaf.rev)) closed.push((await local.put(closedBranch(couchId, leaf.rev))).rev);
    if (closed.length === 0) return;
    open.link = { ...open.link, unsent: [...unsent, ...closed] };
    await this.#saveSettings({
      ...this.#settings,
      links: this.#settings.links.map((l) => (l.campaignId === open.link.campaignId ? open.link : l)),
    });
  }

  /**
   * The GM shares a campaign: a restore point of each member first, then the server's databases, accounts and rules,
   * the campaign and its party copied into the shared database and read back, sent to the server, and only then
   * taken out of the device's own store (each document has one home). Returns what each player needs to join.
   * `players` maps a member's id to the login its player gets (a member without one stays the GM's).
   */
  async share(campaignId: string, players: Readonly<Record<string, string>>): Promise<JoinDetails[]> {
    const server = this.#settings.server;
    if (!server) throw new Error('Set the group’s server and its admin login in Settings → Sync first.');
    if (this.#open.has(campaignId)) throw new Error('This campaign is already shared.');
    const campaign = await this.deps.campaigns.getWithRev(campaignId);
    if (!campaign) throw new Error('The campaign is not on this device.');
    const members: CharacterDocument[] = [];
    for (const id of campaign.doc.members) {
      if (this.deps.homes.ofCharacter(id)) throw new Error(`A member is already in another shared campaign; a character can be shared in one campaign only.`);
      const member = await this.deps.characters.getWithRev(id);
      if (member) members.push(member.doc);
    }
    for (const member of members) await this.deps.restorePoints.take(member, 'sharing', `Before sharing “${campaign.doc.name}”`);
    const logins = loginsFor(members, players);
    const unique = new Map(logins.map((l) => [l.login.name, l.login]));
    const shared = await shareCampaignOnServer(
      {
        url: server.url,
        admin: server.login,
        campaignId,
        gm: server.login.name,
        players: [...unique.values()],
      },
      this.deps.fetch ? { fetch: this.deps.fetch } : {},
    );
    const link: StoredLink = {
      campaignId,
      name: campaign.doc.name,
      serverUrl: shared.url,
      database: shared.databases.table,
      role: 'gm',
      login: server.login,
      since: this.#now(),
    };
    const db = openSharedCampaign(this.deps.Pouch, localName(link, this.deps.namespace), {
      user: server.login.name,
      device: this.#settings.device,
      now: () => this.#now(),
    });
    try {
      await copyIntoShared(db, {
        campaign: campaign.doc,
        members,
        owners: Object.fromEntries(logins.map((l) => [l.member.id, l.login.name])),
        gm: server.login.name,
      });
      const remote = remoteDatabase({
        Pouch: this.deps.Pouch,
        url: databaseUrl(link),
        login: server.login,
        ...this.#fetch(),
      });
      await db.local.replicate.to(remote);
      await remote.close().catch(() => undefined);
    } catch (error) {
      await db.local.destroy().catch(() => undefined);
      throw error;
    }
    await db.local.close();
    await this.deps.characters.removeForGood(members.map((m) => m.id));
    await this.deps.campaigns.removeForGood(campaignId);
    await this.#saveSettings({
      ...this.#settings,
      links: [...this.#settings.links, link],
    });
    await this.#openLink(link);
    this.focus(campaignId);
    return joinDetailsOf(logins, shared.url, shared.databases.table);
  }

  /**
   * Of the party members given (those whose characters the caller found), the ones of a campaign this device shared
   * (as its GM) that are still only in this device's own store: added to the party after sharing. Until shared with
   * {@link shareMembers}, the other devices see their places in the party but not the characters.
   */
  deviceOnly(campaignId: string, memberIds: readonly string[]): string[] {
    const open = this.#open.get(campaignId);
    if (!open || open.link.role !== 'gm') return [];
    return memberIds.filter((id) => !this.deps.homes.ofCharacter(id));
  }

  /**
   * The GM shares the members added to a shared campaign's party since: a restore point of each, a login for each new
   * player (a player who already has one keeps it, password unchanged, and simply receives the character), the sharing
   * rules brought up to this build's, then each character copied into the shared database, read back, and taken out
   * of the device's own store. Returns the new players' details, and the characters that reach players who joined.
   */
  async shareMembers(campaignId: string, players: Readonly<Record<string, string>>): Promise<{ readonly details: JoinDetails[]; readonly joined: readonly string[] }> {
    const server = this.#settings.server;
    const open = this.#open.get(campaignId);
    if (!open) throw new Error('This campaign is not shared on this device.');
    if (open.link.role !== 'gm' || !server) throw new Error('Only the game master who shared the campaign can share the party’s new members.');
    const campaign = await open.home.campaigns.get(campaignId);
    if (!campaign) throw new Error('The campaign is not on this device.');
    const members: CharacterDocument[] = [];
    for (const id of this.deviceOnly(campaignId, campaign.doc.members)) {
      const member = await this.deps.characters.getWithRev(id);
      if (member) members.push(member.doc);
    }
    if (members.length === 0) return { details: [], joined: [] };
    for (const member of members) await this.deps.restorePoints.take(member, 'sharing', `Before sharing “${campaign.doc.name}”`);
    const target = { url: server.url, admin: server.login, campaignId };
    const existing = await sharedCampaignPlayers(target, this.#fetch());
    await refreshSharingRules(target, this.#fetch());
    const all = loginsFor(members, players);
    const fresh = all.filter((l) => !existing.includes(l.login.name));
    const added = new Map(fresh.map((l) => [l.login.name, l.login]));
    for (const login of added.values()) await addPlayer({ ...target, player: login }, this.#fetch());
    await copyMembersIntoShared(open.home.db, {
      members,
      owners: Object.fromEntries(all.map((l) => [l.member.id, l.login.name])),
      gm: server.login.name,
    });
    await this.deps.characters.removeForGood(members.map((m) => m.id));
    await open.home.reload();
    this.#emit();
    void this.syncNow(campaignId);
    return {
      details: joinDetailsOf(fresh, open.link.serverUrl, open.link.database),
      joined: all.filter((l) => existing.includes(l.login.name)).map((l) => `${l.member.name} (${l.login.name})`),
    };
  }

  /**
   * The player logins given that already have an account on the server and would get a new password by sharing (a
   * player of another campaign, or of an earlier share): their devices elsewhere would then have to join again.
   * With `campaignId` (members shared later), the campaign's own players are left out: they keep their passwords.
   */
  async loginsInUse(players: Readonly<Record<string, string>>, campaignId?: string): Promise<string[]> {
    const server = this.#settings.server;
    if (!server) throw new Error('Set the group’s server and its admin login in Settings → Sync first.');
    const names = [...new Set(Object.values(players).filter((p) => p.trim() !== '').map((p) => loginName(p)))];
    if (names.length === 0) return [];
    const found = await existingAccounts({ url: server.url, admin: server.login, names }, this.#fetch());
    if (!campaignId) return found;
    const members = await sharedCampaignPlayers({ url: server.url, admin: server.login, campaignId }, this.#fetch());
    return found.filter((name) => !members.includes(name));
  }

  /** A player joins a shared campaign with the details the GM gave; returns the campaign. */
  async join(details: Omit<JoinDetails, 'characterName'>): Promise<CampaignDocument> {
    const url = details.serverUrl.trim().replace(/\/+$/, '');
    if (!/^https?:\/\//i.test(url)) throw new JoinError('The server address must start with http:// or https://.');
    if (this.#settings.links.some((l) => l.database === details.database && l.serverUrl === url))
      throw new JoinError('This campaign is already shared on this device.');
    const link: StoredLink = {
      campaignId: '',
      name: '',
      serverUrl: url,
      database: details.database,
      role: 'player',
      login: details.login,
      since: this.#now(),
    };
    const db = openSharedCampaign(this.deps.Pouch, localName(link, this.deps.namespace), {
      user: details.login.name,
      device: this.#settings.device,
      now: () => this.#now(),
    });
    let campaign: CampaignDocument;
    try {
      campaign = await pullCampaign(db, this.deps.Pouch, databaseUrl(link), details.login, this.deps.fetch);
      const here = await Promise.all([
        this.deps.campaigns.getWithRev(campaign.id),
        ...(await db.characters.list()).map((c) => this.deps.characters.getWithRev(c.id)),
      ]);
      const clashes = here.filter((found): found is NonNullable<typeof found> => found !== undefined).map((found) => `“${found.doc.name}”`);
      if (clashes.length > 0) {
        throw new JoinError(
          `${clashes.join(', ')} ${clashes.length === 1 ? 'is' : 'are'} already on this device. Export ${clashes.length === 1 ? 'it' : 'them'} to a file and delete ${clashes.length === 1 ? 'it' : 'them'} here first: the shared copy is the one the table plays.`,
        );
      }
    } catch (error) {
      await db.local.destroy().catch(() => undefined);
      throw error;
    }
    await db.local.close();
    const joined: StoredLink = {
      ...link,
      campaignId: campaign.id,
      name: campaign.name,
    };
    await this.#saveSettings({
      ...this.#settings,
      links: [...this.#settings.links, joined],
    });
    await this.#openLink(joined);
    this.focus(campaign.id);
    return campaign;
  }

  /**
   * Stops sharing a campaign on this device: its documents (trash included) are copied back into the device's own
   * store, then the shared database here is deleted. The server's copy and the other devices are not touched.
   */
  async stopSharing(campaignId: string): Promise<void> {
    const open = this.#open.get(campaignId);
    if (!open) return;
    const characters = await open.home.characters.list();
    const campaigns = await open.home.campaigns.list();
    this.#close(open);
    await open.home.close();
    await this.deps.characters.adopt(
      characters.map((c) => ({
        doc: c.doc,
        ...(c.deletedAt !== undefined ? { deletedAt: c.deletedAt } : {}),
      })),
    );
    for (const campaign of campaigns) await this.deps.campaigns.adopt(campaign.doc, campaign.deletedAt);
    await this.#saveSettings({
      ...this.#settings,
      links: this.#settings.links.filter((l) => l.campaignId !== campaignId),
    });
    await new this.deps.Pouch(localName(open.link, this.deps.namespace)).destroy().catch(() => undefined);
  }

  /** Closes every feed (the app is closing, or a test ends). */
  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    for (const open of [...this.#open.values()]) {
      this.#close(open);
      await open.home.close();
    }
  }
}

/** The local database of a link: one per server database, so a campaign joined twice from two servers stays apart. */
function localName(link: Pick<StoredLink, 'database' | 'serverUrl'>, namespace = ''): string {
  let hash = 0;
  for (const ch of link.serverUrl) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `${namespace}sheetsmith-${link.database}-${hash.toString(36)}`;
}

export { campaignDatabases, readConflict };

/** A login with a new password for each member given a player's login name (members without one stay the GM's). */
function loginsFor(members: readonly CharacterDocument[], players: Readonly<Record<string, string>>): { member: CharacterDocument; login: ServerLogin }[] {
  const logins = members.flatMap((m) => (players[m.id] ? [{ member: m, login: { name: loginName(players[m.id] ?? ''), password: newPassword() } }] : []));
  // One player with two characters gets one login: the first password made for the name is theirs.
  const first = new Map<string, ServerLogin>();
  for (const l of logins) if (!first.has(l.login.name)) first.set(l.login.name, l.login);
  return logins.map((l) => ({ member: l.member, login: first.get(l.login.name) ?? l.login }));
}

/** Each player's join details, once per login, naming every character the login plays. */
function joinDetailsOf(logins: readonly { member: CharacterDocument; login: ServerLogin }[], serverUrl: string, database: string): JoinDetails[] {
  const seen = new Set<string>();
  return logins.flatMap(({ login }) => {
    if (seen.has(login.name)) return [];
    seen.add(login.name);
    const names = logins
      .filter((l) => l.login.name === login.name)
      .map((l) => l.member.name)
      .join(', ');
    return [{ characterName: names, serverUrl, database, login }];
  });
}
