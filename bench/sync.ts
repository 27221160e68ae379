/**
 * Sync figures (issue 22): a shared campaign's characters going from one device to another through the group's
 * server, and one change reaching the other device in live sync. The server is the tests' CouchDB
 * (tests/support/couch.ts: express-pouchdb in a process of its own, or the real CouchDB 3 named by
 * SHEETSMITH_COUCH_URL); each device is a PouchDB database over the memory adapter in this process, written through
 * the app's PouchDocumentStore and replicated by the app's own code (remoteDatabase, CampaignReplication). Every run
 * shares a new campaign with shareCampaignOnServer, so the server's validate_doc_update checks every write as in
 * production, and uses fresh databases on both devices and on the server (deleted afterwards).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { CharacterDocument } from '../core/documents/character';
import type { CharacterId } from '../core/documents/ids';
import { listSystems, loadSystem } from '../core/systems/registry';
import { MemoryPouch } from '../renderer/lib/sync/memory-pouch';
import { CampaignReplication, describeSyncState, remoteDatabase } from '../renderer/lib/sync/replication';
import { shareCampaignOnServer, type ServerLogin } from '../renderer/lib/sync/server-setup';
import { openSharedCampaign, type SharedCampaignDb } from '../renderer/lib/sync/shared-campaign';
import { sharedId } from '../renderer/lib/sync/shared-doc';
import { startCouch, type RunningCouch } from '../tests/support/couch';
import { median, type Repeat } from './stats';

/** The sync section of the report. */
export interface SyncFigures {
  /** 200 characters pushed by one device to the server and pulled by another (median of runs). */
  readonly replicate200Ms: number;
  /** One saved change, from the save on one device until the other device's local database has it, both live. */
  readonly catchUpMs: number;
}

/** How many characters the replication figure moves. */
const CHARACTERS = 200;
/** How long any one step may take before the run counts as stuck. */
const STEP_TIMEOUT_MS = 60_000;

/**
 * The shipped sample characters of every system (real sizes: histories, spellbooks, equipment), cycled with new ids
 * and names until there are `count`. Each system is loaded first, so the store can write each one's roster card.
 */
async function characters(count: number, prefix: string): Promise<CharacterDocument[]> {
  const samples: CharacterDocument[] = [];
  for (const manifest of listSystems()) {
    const system = await loadSystem(manifest.id);
    if (!system?.samples) continue;
    for (const { doc } of (await system.samples()).characters) samples.push(doc);
  }
  if (samples.length === 0) throw new Error('no system ships sample characters');
  return Array.from({ length: count }, (_, i) => {
    const sample = samples[i % samples.length]!;
    return { ...sample, id: `${prefix}-${i}` as CharacterId, name: `${sample.name} ${i + 1}` };
  });
}

/** One simulated device: its own local database of the shared campaign, written as `login`. */
function device(label: string, run: string, login: ServerLogin): SharedCampaignDb {
  return openSharedCampaign(MemoryPouch, `bench-${label}-${run}`, { user: login.name, device: `bench ${label}`, now: () => new Date().toISOString() });
}

/** Sends one admin request to the server; throws unless it answers 2xx (or one of `alsoFine`). */
async function adminCall(couch: RunningCouch, method: string, path: string, alsoFine: readonly number[] = []): Promise<Response> {
  const token = btoa(String.fromCharCode(...new TextEncoder().encode(`${couch.admin.name}:${couch.admin.password}`)));
  const response = await fetch(`${couch.url}${path}`, { method, headers: { Authorization: `Basic ${token}` } });
  if (!response.ok && !alsoFine.includes(response.status)) throw new Error(`${method} ${path}: the server answered ${response.status}`);
  return response;
}

/** Waits until a replication reports "up to date"; fails at once when it is refused or in error. */
function upToDate(replication: CampaignReplication, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // onStatus calls the listener at once with the state now, before it returns its stop function.
    const stops: (() => void)[] = [];
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      for (const stop of stops) stop();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error(`${what} was not up to date within ${STEP_TIMEOUT_MS / 1000} s (${describeSyncState(replication.status)})`)), STEP_TIMEOUT_MS);
    const stop = replication.onStatus((status) => {
      if (status.state === 'up-to-date') finish();
      else if (status.state === 'refused' || status.state === 'error') finish(new Error(`${what}: ${describeSyncState(status)}`));
    });
    if (done) stop();
    else stops.push(stop);
  });
}

/** One run: both figures on fresh databases. */
async function runOnce(couch: RunningCouch, player: ServerLogin, pool: readonly CharacterDocument[]): Promise<{ replicateMs: number; catchUpMs: number }> {
  const run = randomUUID().slice(0, 8);
  const campaignId = `bench-${run}`;
  const shared = await shareCampaignOnServer({ url: couch.url, admin: couch.admin, campaignId, gm: couch.admin.name, players: [player] });
  const url = `${shared.url}/${encodeURIComponent(shared.databases.table)}`;
  // Device A is the GM's (the admin login, as Settings → Sync holds it); device B a player's, with the login sharing gave.
  const a = device('a', run, couch.admin);
  const b = device('b', run, player);
  const remoteA = remoteDatabase({ Pouch: MemoryPouch, url, login: couch.admin });
  const remoteB = remoteDatabase({ Pouch: MemoryPouch, url, login: player });
  const replicationA = new CampaignReplication({ local: a.local, Pouch: MemoryPouch, url, login: couch.admin });
  const replicationB = new CampaignReplication({ local: b.local, Pouch: MemoryPouch, url, login: player });
  try {
    const docs = pool.map((doc) => ({ ...doc, id: `${doc.id}-${run}` as CharacterId }));
    await a.characters.putAll(docs, {});

    // 200 characters: A's push to the server, then B's pull from it.
    const start = performance.now();
    const pushed = await a.local.replicate.to(remoteA);
    const pulled = await b.local.replicate.from(remoteB);
    const replicateMs = performance.now() - start;
    const arrived = (await b.characters.bodies()).length;
    if (pushed.docs_written < docs.length || arrived !== docs.length) {
      throw new Error(`replication moved ${pushed.docs_written} characters to the server and B has ${arrived} (pulled ${pulled.docs_written}) of ${docs.length}`);
    }

    // One change in live sync: both devices' feeds open and idle, A saves, B's local database hears it.
    replicationA.live();
    replicationB.live();
    await Promise.all([upToDate(replicationA, 'device A'), upToDate(replicationB, 'device B')]);
    const target = docs[Math.floor(docs.length / 2)]!;
    const couchId = sharedId('character', target.id);
    const read = await a.characters.get(target.id);
    if (!read) throw new Error(`device A lost ${target.id}`);
    const seen = new Map<string, number>();
    let heard: ((rev: string) => void) | null = null;
    const feed = b.local.changes({ since: 'now', live: true, doc_ids: [couchId] });
    feed.on('change', (change) => {
      const at = performance.now();
      for (const { rev } of change.changes) {
        seen.set(rev, at);
        heard?.(rev);
      }
    });
    try {
      const saveStart = performance.now();
      const rev = await a.characters.put({ ...read.doc, name: `${read.doc.name} (changed)`, updatedAt: new Date().toISOString() }, { baseRev: read.rev });
      const arrivedAt = seen.get(rev) ?? (await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the change did not reach device B within ${STEP_TIMEOUT_MS / 1000} s (A: ${describeSyncState(replicationA.status)}; B: ${describeSyncState(replicationB.status)})`)), STEP_TIMEOUT_MS);
        heard = (got) => {
          if (got !== rev) return;
          clearTimeout(timer);
          resolve(seen.get(rev) ?? performance.now());
        };
      }));
      return { replicateMs, catchUpMs: arrivedAt - saveStart };
    } finally {
      feed.cancel();
    }
  } finally {
    replicationA.stop();
    replicationB.stop();
    await Promise.all([remoteA.close(), remoteB.close()].map((p) => p.catch(() => undefined)));
    await Promise.all([a.local.destroy(), b.local.destroy()].map((p) => p.catch(() => undefined)));
    for (const db of [shared.databases.table, shared.databases.gm]) await adminCall(couch, 'DELETE', `/${encodeURIComponent(db)}`, [404]).catch(() => undefined);
  }
}

/** Measures both figures: `repeat` runs of each, after warm-up runs, each on fresh databases. */
export async function benchSync(repeat: Repeat): Promise<SyncFigures> {
  const couch = await startCouch();
  // One player login for every run (sharing again finds it and leaves it); removed at the end, as are the databases,
  // so a run against a real CouchDB leaves nothing behind.
  const player: ServerLogin = { name: `bench-player-${randomUUID().slice(0, 8)}`, password: randomBytes(12).toString('hex') };
  try {
    const pool = await characters(CHARACTERS, 'bench-ch');
    const replicate: number[] = [];
    const catchUp: number[] = [];
    for (let i = -repeat.warmup; i < repeat.runs; i++) {
      const figures = await runOnce(couch, player, pool);
      if (i < 0) continue;
      replicate.push(figures.replicateMs);
      catchUp.push(figures.catchUpMs);
    }
    return { replicate200Ms: median(replicate), catchUpMs: median(catchUp) };
  } finally {
    const account = `/_users/${encodeURIComponent(`org.couchdb.user:${player.name}`)}`;
    try {
      const found = await adminCall(couch, 'GET', account, [404]);
      const rev = found.ok ? ((await found.json()) as { _rev?: unknown })._rev : undefined;
      if (typeof rev === 'string') await adminCall(couch, 'DELETE', `${account}?rev=${encodeURIComponent(rev)}`);
    } catch {
      // Best effort: a left-over account of the test server goes with its process.
    }
    await couch.stop();
  }
}
