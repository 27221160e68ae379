/**
 * Two devices and the group's server, through the app's own repositories and the sync service: the GM shares a
 * campaign, a player joins, both change the same character while apart, and when they meet again both changes are
 * kept; a clash on one field waits for a person and the answer reaches the other device; a player's change to
 * another player's character is refused by the server, shown, and reverted; a character deleted for good stays
 * deleted. Runs against an in-process express-pouchdb server (its own process), or a real CouchDB 3 with
 * SHEETSMITH_COUCH_URL (see tests/support/couch.ts).
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { randomUUID } from 'node:crypto';
import type { CharacterDocument } from '../../../core/documents/character';
import type { CampaignId, CharacterId } from '../../../core/documents/ids';
import { sampleCampaign, sampleCharacter } from '../../../core/documents/testing/fake-system';
import { startCouch, type RunningCouch } from '../../../tests/support/couch';
import { SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import { CampaignRepository } from '../store/campaigns-repo';
import { RestorePointRepository } from '../store/restore-points-repo';
import { SyncSettingsRepository } from '../store/sync-settings-repo';
import { Homes } from '../store/homes';
import { MemoryPouch } from './memory-pouch';
import { SyncService, type JoinDetails } from './sync-service';

let couch: RunningCouch;
beforeAll(async () => {
  couch = await startCouch();
}, 30_000);
afterAll(async () => {
  await couch?.stop();
});

/** One device: its own store, repositories and (once started) sync. */
class Device {
  readonly db: SheetsmithDb;
  readonly homes = new Homes();
  readonly characters: CharacterRepository;
  readonly campaigns: CampaignRepository;
  readonly restorePoints: RestorePointRepository;
  readonly settings: SyncSettingsRepository;
  sync: SyncService | null = null;
  /** This device's network: off cuts every request to the server, those under way too. */
  online = true;
  readonly #requests = new Set<AbortController>();
  readonly fetch = (url: string, init: RequestInit): Promise<Response> => {
    if (!this.online) return Promise.reject(new TypeError('Failed to fetch (the network is off)'));
    const controller = new AbortController();
    init.signal?.addEventListener('abort', () => controller.abort());
    this.#requests.add(controller);
    return globalThis.fetch(url, { ...init, signal: controller.signal }).finally(() => this.#requests.delete(controller));
  };

  /** Turns the network off (requests under way fail at once) or on (the app hears the `online` event). */
  network(on: boolean): void {
    this.online = on;
    if (!on) for (const request of this.#requests) request.abort();
    else this.sync?.networkBack();
  }

  constructor(readonly name: string) {
    this.db = new SheetsmithDb(`device-${name}-${randomUUID()}`);
    this.characters = new CharacterRepository(this.db, undefined, this.homes);
    this.campaigns = new CampaignRepository(this.db, undefined, this.homes);
    this.restorePoints = new RestorePointRepository(this.db, undefined, undefined, this.homes);
    this.settings = new SyncSettingsRepository(this.db);
  }

  /** Opens the app's sync (as the app does at start when something is shared). */
  async start(): Promise<SyncService> {
    const settings = await this.settings.load();
    await this.settings.save({ ...settings, device: this.name });
    this.sync = await SyncService.start({
      homes: this.homes,
      characters: this.characters,
      campaigns: this.campaigns,
      restorePoints: this.restorePoints,
      settings: this.settings,
      Pouch: MemoryPouch,
      namespace: `${this.name}-`,
      fetch: this.fetch,
    });
    return this.sync;
  }

  /** Closes the app (its feeds stop; what it wrote stays on the device). */
  async stop(): Promise<void> {
    await this.sync?.close();
    this.sync = null;
  }

  async character(id: string): Promise<CharacterDocument | undefined> {
    return (await this.characters.getWithRev(id))?.doc;
  }

  /** A change through the write path's store: read with its revision, saved on it. */
  async edit(id: string, change: (doc: CharacterDocument) => CharacterDocument): Promise<void> {
    const read = await this.characters.getWithRev(id);
    if (!read) throw new Error(`${this.name} has no ${id}`);
    await this.characters.save(change(read.doc), { baseRev: read.rev });
  }

  async close(): Promise<void> {
    await this.stop();
    this.db.close();
    await Dexie.delete(this.db.name);
  }
}

let debug: () => string = () => '';
/** Waits until `check` holds (replication is asynchronous), or fails saying what was awaited. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting until ${what} (${debug()})`);
}

const level = (doc: CharacterDocument | undefined): unknown => (doc?.data as { level?: unknown } | undefined)?.level;
const notes = (doc: CharacterDocument | undefined): unknown => (doc?.data as { notes?: unknown } | undefined)?.notes;

describe('a campaign shared by two devices through the server', () => {
  const run = randomUUID().slice(0, 8);
  const campaignId = `camp-${run}` as CampaignId;
  const aylaId = `ayla-${run}` as CharacterId;
  const bramId = `bram-${run}` as CharacterId;
  const gm = new Device('gm-laptop');
  const alice = new Device('alice-phone');
  let aliceJoin: JoinDetails;
  debug = () => JSON.stringify([gm.sync?.status(campaignId), alice.sync?.status(campaignId), alice.sync?.refusals(campaignId)]);

  afterAll(async () => {
    await gm.close();
    await alice.close();
  });

  it('the GM shares: the campaign and its party move into the shared database, with a restore point each', async () => {
    await gm.characters.save(sampleCharacter({ id: aylaId, name: `Ayla ${run}` }));
    await gm.characters.save(sampleCharacter({ id: bramId, name: `Bram ${run}` }));
    await gm.campaigns.save(sampleCampaign([aylaId, bramId], { id: campaignId, name: `Crown ${run}` }));
    const sync = await gm.start();
    await sync.setServer(couch.url, couch.admin, 'gm-laptop');
    const details = await sync.share(campaignId, { [aylaId]: `alice-${run}`, [bramId]: `bob-${run}` });
    expect(details.map((d) => d.login.name).sort()).toEqual([`alice-${run}`, `bob-${run}`]);
    aliceJoin = details.find((d) => d.login.name === `alice-${run}`)!;
    expect(aliceJoin.database).toBe(`campaign-${campaignId}`);
    // One home: gone from the device's own tables, served from the shared database through the same repositories.
    expect(await gm.db.characters.get(aylaId)).toBeUndefined();
    expect(await gm.db.campaigns.get(campaignId)).toBeUndefined();
    expect((await gm.character(aylaId))?.name).toBe(`Ayla ${run}`);
    expect((await gm.campaigns.get(campaignId))?.members).toEqual([aylaId, bramId]);
    expect((await gm.restorePoints.list(aylaId)).map((p) => p.reason)).toContain('sharing');
    await until('the GM is up to date', () => sync.status(campaignId).state === 'up-to-date');
  });

  it('a player joins with the details the GM gave and sees the campaign and its party', async () => {
    const sync = await alice.start();
    const campaign = await sync.join({ serverUrl: aliceJoin.serverUrl, database: aliceJoin.database, login: aliceJoin.login });
    expect(campaign.id).toBe(campaignId);
    expect((await alice.character(aylaId))?.name).toBe(`Ayla ${run}`);
    expect((await alice.campaigns.get(campaignId))?.name).toBe(`Crown ${run}`);
  });

  it('changes made apart to different fields of one character are both kept when the devices meet again', async () => {
    const gmSync = gm.sync!;
    const aliceSync = alice.sync!;
    gm.network(false);
    alice.network(false);
    await alice.edit(aylaId, (doc) => ({ ...doc, data: { ...(doc.data as object), level: 4 } }));
    await gm.edit(aylaId, (doc) => ({ ...doc, data: { ...(doc.data as object), notes: 'Awarded 400 XP' } }));
    await until('both know they are offline with a change waiting', () => gmSync.status(campaignId).state === 'offline' && aliceSync.status(campaignId).state === 'offline');
    gm.network(true);
    await until('the GM sent its change', () => gmSync.status(campaignId).state === 'up-to-date');
    alice.network(true);
    await until('both changes reach Alice, merged', async () => level(await alice.character(aylaId)) === 4 && notes(await alice.character(aylaId)) === 'Awarded 400 XP');
    await until('the merge reaches the GM', async () => level(await gm.character(aylaId)) === 4 && notes(await gm.character(aylaId)) === 'Awarded 400 XP');
    await until('no clash is left', async () => (await gm.homes.ofCharacter(aylaId)?.characters.get(aylaId))?.conflicts.length === 0);
    const history = (await alice.character(aylaId))?.history ?? [];
    expect(history.filter((e) => e.kind === 'sync').length).toBeGreaterThanOrEqual(1);
    expect(aliceSync.questions(campaignId)).toEqual([]);
  });

  it('a clash on one field waits for a person; the choice is written once and reaches the other device', async () => {
    const gmSync = gm.sync!;
    const aliceSync = alice.sync!;
    gm.network(false);
    alice.network(false);
    await alice.edit(aylaId, (doc) => ({ ...doc, data: { ...(doc.data as object), level: 5 } }));
    await gm.edit(aylaId, (doc) => ({ ...doc, data: { ...(doc.data as object), level: 6 } }));
    gm.network(true);
    await until('the GM sent its change', () => gmSync.status(campaignId).state === 'up-to-date');
    alice.network(true);
    await until('Alice sees the clash', () => aliceSync.questions(campaignId).some((q) => q.id === aylaId));
    const question = aliceSync.question(campaignId, aylaId);
    expect(question?.analysis.kind).toBe('clash');
    if (question?.analysis.kind !== 'clash') return;
    const field = question.analysis.fields.find((f) => f.path === 'data.level');
    expect(field?.values.map((v) => (v.present ? v.value : null)).sort()).toEqual([5, 6]);
    expect(new Set(question.analysis.versions.map((v) => v.editedBy?.device))).toEqual(new Set(['gm-laptop', 'alice-phone']));
    const gmIndex = question.analysis.versions.findIndex((v) => v.editedBy?.device === 'gm-laptop');
    const answer = await aliceSync.resolve(campaignId, aylaId, { 'data.level': gmIndex });
    expect(answer).toEqual({ ok: true });
    expect(level(await alice.character(aylaId))).toBe(6);
    await until('the GM sees the resolution', async () => {
      const read = await gm.homes.ofCharacter(aylaId)?.characters.get(aylaId);
      return level(read?.doc) === 6 && read?.conflicts.length === 0 && (read.doc.history.at(-1)?.summary ?? '').includes('alice-phone');
    });
  });

  it("a player's change to another player's character is refused by the server, shown, and can be reverted", async () => {
    const aliceSync = alice.sync!;
    await alice.edit(bramId, (doc) => ({ ...doc, name: 'Bram the Stolen' }));
    await until('the refusal is shown', () => aliceSync.refusals(campaignId).length > 0);
    const refusal = aliceSync.refusals(campaignId)[0]!;
    expect(refusal.couchId).toBe(`character:${bramId}`);
    expect(refusal.reason.length).toBeGreaterThan(10);
    expect((await gm.character(bramId))?.name).toBe(`Bram ${run}`);
    await aliceSync.revert(campaignId, refusal.couchId);
    expect(aliceSync.refusals(campaignId)).toEqual([]);
    expect((await alice.character(bramId))?.name).toBe(`Bram ${run}`);
  });

  it('a character deleted for good stays deleted on every device', async () => {
    await gm.characters.trash(bramId);
    expect(await gm.characters.emptyTrash()).toBe(1);
    await until('the deletion reaches Alice', async () => (await alice.character(bramId)) === undefined);
    await alice.stop();
    await alice.start();
    await until('Alice is up to date again', () => alice.sync!.status(campaignId).state === 'up-to-date');
    expect(await alice.character(bramId)).toBeUndefined();
    expect(await gm.character(bramId)).toBeUndefined();
  });

  it('members added to the party after sharing are only on the GM’s device until shared; then a new player joins and a joined one receives theirs', async () => {
    const gmSync = gm.sync!;
    const coraId = `cora-${run}` as CharacterId;
    const dainId = `dain-${run}` as CharacterId;
    await gm.characters.save(sampleCharacter({ id: coraId, name: `Cora ${run}` }));
    await gm.characters.save(sampleCharacter({ id: dainId, name: `Dain ${run}` }));
    const campaign = await gm.campaigns.getWithRev(campaignId);
    if (!campaign) throw new Error('the campaign is shared');
    await gm.campaigns.save({ ...campaign.doc, members: [...campaign.doc.members, coraId, dainId] }, { baseRev: campaign.rev });
    // The party as the campaign page shows it: the members whose characters are found (Bram was deleted for good).
    const members: string[] = [];
    for (const id of (await gm.campaigns.get(campaignId))?.members ?? []) if (await gm.character(id)) members.push(id);
    expect(gmSync.deviceOnly(campaignId, members)).toEqual([coraId, dainId]);
    // A player only of this campaign's server sees the places, not the characters.
    expect(alice.sync!.deviceOnly(campaignId, members)).toEqual([]);

    // Alice's login is in use on the server, but as this campaign's player she keeps it: nothing to warn of. In a
    // campaign of her own it would get a new password, and the GM is told before sharing.
    expect(await gmSync.loginsInUse({ [dainId]: `alice-${run}`, [coraId]: `carol-${run}` }, campaignId)).toEqual([]);
    expect(await gmSync.loginsInUse({ [dainId]: `alice-${run}`, [coraId]: `carol-${run}` })).toEqual([`alice-${run}`]);
    // Cora goes to a new player; Dain to Alice, who has joined already and keeps her login and password.
    const shared = await gmSync.shareMembers(campaignId, { [coraId]: `carol-${run}`, [dainId]: `alice-${run}` });
    expect(shared.details.map((d) => [d.characterName, d.login.name])).toEqual([[`Cora ${run}`, `carol-${run}`]]);
    expect(shared.joined).toEqual([`Dain ${run} (alice-${run})`]);
    expect(await gm.db.characters.get(coraId)).toBeUndefined();
    expect((await gm.character(coraId))?.name).toBe(`Cora ${run}`);
    expect(gmSync.deviceOnly(campaignId, members)).toEqual([]);
    expect((await gm.restorePoints.list(dainId)).map((p) => p.reason)).toContain('sharing');
    await until('Alice receives both with her old login', async () => (await alice.character(dainId))?.name === `Dain ${run}` && (await alice.character(coraId))?.name === `Cora ${run}`);

    const carol = new Device('carol-tablet');
    try {
      const carolSync = await carol.start();
      const details = shared.details[0]!;
      await carolSync.join({ serverUrl: details.serverUrl, database: details.database, login: details.login });
      expect((await carol.character(coraId))?.name).toBe(`Cora ${run}`);
      // Carol's login may change Cora, her character.
      await carol.edit(coraId, (doc) => ({ ...doc, data: { ...(doc.data as object), notes: 'Carol was here' } }));
      await until('Carol’s change reaches the GM', async () => notes(await gm.character(coraId)) === 'Carol was here');
    } finally {
      await carol.close();
    }
  });

  it('stopping sharing keeps a copy on the device', async () => {
    await alice.sync!.stopSharing(campaignId);
    expect((await alice.db.characters.get(aylaId))?.name).toBe(`Ayla ${run}`);
    expect((await alice.campaigns.get(campaignId))?.name).toBe(`Crown ${run}`);
    expect(alice.homes.any).toBe(false);
  });
});
