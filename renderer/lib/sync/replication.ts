/**
 * Two-way replication of one shared campaign's local database with its database on the group's CouchDB server,
 * saying what it is doing: up to date, changes waiting, offline, refused, or an error in words. Live (a continuous
 * feed, retried with back-off when the network drops) for the campaigns open now, timed for the rest, so a device
 * never holds more than a few open connections (browsers allow six per server).
 */
import type { ServerLogin } from './sync-settings';

/** What a campaign's replication is doing, for its badge and the Sync page. */
export type SyncState =
  | { readonly state: 'starting' }
  | { readonly state: 'up-to-date'; readonly at: string }
  | { readonly state: 'syncing'; readonly waiting: number }
  | { readonly state: 'waiting'; readonly waiting: number }
  | { readonly state: 'offline'; readonly waiting: number }
  | { readonly state: 'refused'; readonly message: string }
  | { readonly state: 'error'; readonly message: string }
  | { readonly state: 'stopped' };

/** A change the server refused to take (its validate_doc_update said no), kept until it is reverted or resent. */
export interface Refusal {
  /** The CouchDB id of the refused document. */
  readonly couchId: string;
  /** The server's reason, in its words. */
  readonly reason: string;
  readonly at: string;
}

/** One status line in words, for the badge and screen readers. */
export function describeSyncState(status: SyncState): string {
  switch (status.state) {
    case 'starting':
      return 'Connecting…';
    case 'up-to-date':
      return 'Up to date';
    case 'syncing':
      return status.waiting > 0 ? `Syncing, ${status.waiting} change${status.waiting === 1 ? '' : 's'} to send` : 'Syncing…';
    case 'waiting':
      return `${status.waiting} change${status.waiting === 1 ? '' : 's'} waiting`;
    case 'offline':
      return status.waiting > 0 ? `Offline: ${status.waiting} change${status.waiting === 1 ? '' : 's'} waiting` : 'Offline: will catch up when the server is reachable';
    case 'refused':
      return `Refused: ${status.message}`;
    case 'error':
      return `Error: ${status.message}`;
    case 'stopped':
      return 'Not syncing';
  }
}

/** The delay before the next retry: 1 s doubling to at most a minute (PouchDB calls it with the last delay). */
export function backOff(previous: number): number {
  return previous <= 0 ? 1000 : Math.min(previous * 2, 60_000);
}

/** A PouchDB error's status and words. */
function errorParts(error: unknown): { status?: number; name?: string; reason?: string; message?: string } {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const e = error as { status?: unknown; name?: unknown; reason?: unknown; message?: unknown; error?: unknown };
  return {
    ...(typeof e.status === 'number' ? { status: e.status } : {}),
    ...(typeof e.name === 'string' ? { name: e.name } : typeof e.error === 'string' ? { name: e.error } : {}),
    ...(typeof e.reason === 'string' ? { reason: e.reason } : {}),
    ...(typeof e.message === 'string' ? { message: e.message } : {}),
  };
}

/** The state an error of the feed puts the replication in. */
export function stateOfError(error: unknown, waiting: number): SyncState {
  const { status, reason, message } = errorParts(error);
  if (status === 401) return { state: 'refused', message: 'the server did not accept this login (check the name and password in Settings → Sync)' };
  if (status === 403) return { state: 'refused', message: reason ?? 'this login may not use this campaign on the server' };
  if (status === 404) return { state: 'error', message: 'the campaign is not on the server (was it stopped being shared?)' };
  // PouchDB reports an unreachable server without a status (a fetch TypeError) or as status 0/500 "unknown".
  if (status === undefined || status === 0 || /fetch|network|ECONNREFUSED|Failed/i.test(message ?? '')) return { state: 'offline', waiting };
  return { state: 'error', message: reason ?? message ?? `the server answered ${status}` };
}

/** One direction of a sync, as far as its events are used here. */
interface DirectionFeed {
  on(event: 'change', listener: (info: { readonly docs?: readonly object[] }) => void): void;
  on(event: 'active', listener: () => void): void;
  on(event: 'paused' | 'denied' | 'error', listener: (error?: unknown) => void): void;
}

/** What a replication needs: the local database, the server's database URL and the login. */
export interface ReplicationTarget {
  readonly local: PouchDB.Database;
  /** The PouchDB constructor (the app's, or the memory one in tests) that opens the remote database. */
  readonly Pouch: PouchDB.Static;
  /** The server database's URL, e.g. https://couch.example:5984/campaign-abc. */
  readonly url: string;
  readonly login: ServerLogin;
  readonly now?: () => string;
  /** Documents (CouchDB ids) never to send: a change the server refused, reverted here (see SyncService.revert). */
  readonly held?: ReadonlySet<string>;
  /** The fetch the remote database uses (the platform's when absent); tests cut the network with it. */
  readonly fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** The remote database of a target, logged in. */
export function remoteDatabase(target: Pick<ReplicationTarget, 'Pouch' | 'url' | 'login' | 'fetch'>): PouchDB.Database {
  const fetch = target.fetch;
  const db = new target.Pouch(target.url, {
    skip_setup: true,
    auth: { username: target.login.name, password: target.login.password },
    ...(fetch ? { fetch: (url: string | Request, init?: RequestInit) => fetch(String(url), init ?? {}) } : {}),
  });
  // PouchDB's replication asks the remote for its progress figures (`src.info().then(…)` in finishBatch and
  // createTask) without handling a failure: with the network gone that chain rejects unhandled. Those figures only
  // feed PouchDB's task list, so a failed info() answers "nothing known" there; every request that moves documents
  // still fails and is reported. A call with a callback (PouchDB's own id()) is passed through as it is.
  const info: (...args: unknown[]) => unknown = db.info.bind(db);
  db.info = ((...args: unknown[]) => {
    if (args.length > 0) return info(...args);
    return (info() as Promise<PouchDB.Core.DatabaseInfo>).catch((): PouchDB.Core.DatabaseInfo => ({ db_name: target.url, doc_count: 0, update_seq: 0 }));
  }) as typeof db.info;
  return db;
}

/**
 * The replication of one campaign. `live()` keeps a two-way feed open (retried with back-off); `once()` runs one
 * two-way pass (the timed sync of a campaign not open now). Listeners hear every change of state and every refusal.
 */
export class CampaignReplication {
  #status: SyncState = { state: 'stopped' };
  #feed: PouchDB.Replication.Sync<object> | null = null;
  #remote: PouchDB.Database | null = null;
  #localFeed: PouchDB.Core.Changes<object> | null = null;
  /** Ids written here since the server last confirmed everything (the "N changes waiting"). */
  readonly #waiting = new Set<string>();
  readonly #refusals = new Map<string, Refusal>();
  readonly #listeners = new Set<(status: SyncState) => void>();
  /** Ids the last replication pass brought from the server (the conflict check looks at them). */
  readonly #pulled = new Set<string>();
  readonly #pullListeners = new Set<(ids: readonly string[]) => void>();

  /** Documents never to send (see ReplicationTarget.held). */
  readonly #held: Set<string>;

  constructor(private readonly target: ReplicationTarget) {
    this.#held = new Set(target.held ?? []);
  }

  /** Never sends this document again (a refused change, reverted here: its refused branch must not go out). */
  hold(couchId: string): void {
    this.#held.add(couchId);
  }

  /** The push filter: every document but the held ones. */
  #sendable = (doc: { readonly _id: string }): boolean => !this.#held.has(doc._id);

  get status(): SyncState {
    return this.#status;
  }

  get refusals(): readonly Refusal[] {
    return [...this.#refusals.values()];
  }

  /** Follows every change of state; returns the function that stops following. */
  onStatus(listener: (status: SyncState) => void): () => void {
    this.#listeners.add(listener);
    listener(this.#status);
    return () => this.#listeners.delete(listener);
  }

  /** Hears the ids of documents that arrived from the server (to look for new conflicts). */
  onPulled(listener: (ids: readonly string[]) => void): () => void {
    this.#pullListeners.add(listener);
    return () => this.#pullListeners.delete(listener);
  }

  /** Opens the live two-way feed (idempotent). */
  live(): void {
    if (this.#feed) return;
    this.#watchLocal();
    this.#set({ state: 'starting' });
    const feed = this.target.local.sync(this.#remoteDb(), { live: true, retry: true, back_off_function: backOff, push: { filter: this.#sendable } });
    this.#feed = feed;
    this.#wire(feed);
  }

  /** One two-way pass; resolves when it is done (its outcome is in the status). */
  async once(): Promise<SyncState> {
    if (this.#feed) return this.#status;
    this.#watchLocal();
    this.#set({ state: 'syncing', waiting: this.#waiting.size });
    const pass = this.target.local.sync(this.#remoteDb(), { live: false, retry: false, push: { filter: this.#sendable } });
    this.#wire(pass);
    try {
      await pass;
      // A pass that ends with denied documents keeps them waiting: they are not on the server.
      if (this.#status.state === 'syncing') this.#caughtUp();
    } catch (error) {
      this.#set(stateOfError(error, this.#waiting.size));
    }
    return this.#status;
  }

  /** Closes the feeds; the local database stays as it is. */
  stop(): void {
    this.#feed?.cancel();
    this.#feed = null;
    this.#localFeed?.cancel();
    this.#localFeed = null;
    // The remote database object is kept for the next feed: it holds no connection of its own, and closing it while
    // a new one under the same name opens would end that one's replication too.
    this.#set({ state: 'stopped' });
  }

  /** Forgets a refusal (after the change was reverted, or the GM fixed the rights). */
  clearRefusal(couchId: string): void {
    if (this.#refusals.delete(couchId)) this.#emit();
  }

  /** The server's database, as this replication reaches it (for reading one document back, as a revert does). */
  remote(): PouchDB.Database {
    return this.#remoteDb();
  }

  /** The remote database (one per replication, kept for its next feed). */
  #remoteDb(): PouchDB.Database {
    this.#remote ??= remoteDatabase(this.target);
    return this.#remote;
  }

  /** Counts local writes as waiting until the server has them. */
  #watchLocal(): void {
    if (this.#localFeed) return;
    const feed = this.target.local.changes({ since: 'now', live: true });
    feed.on('change', (change) => {
      if (this.#pulled.delete(change.id)) return;
      this.#waiting.add(change.id);
      if (this.#status.state === 'up-to-date') this.#set({ state: 'waiting', waiting: this.#waiting.size });
      else this.#emit();
    });
    feed.on('error', () => undefined);
    this.#localFeed = feed;
  }

  /**
   * Follows both directions of a sync apart: PouchDB's sync object drops the error of a direction that paused on a
   * failure (it emits a bare "paused" once both have paused), so the state is worked out from each direction's own
   * events: offline or refused while either failed, up to date when both are idle and nothing is waiting.
   */
  #wire(feed: PouchDB.Replication.Sync<object>): void {
    // PouchDB's sync carries its two replications as `push` and `pull`; its type declarations leave them out.
    const { push, pull } = feed as unknown as { push: DirectionFeed; pull: DirectionFeed };
    const idle = { push: false, pull: false };
    const failed: { push: unknown; pull: unknown } = { push: null, pull: null };
    const evaluate = () => {
      const error = failed.push ?? failed.pull;
      if (error) this.#set(stateOfError(error, this.#waiting.size));
      else if (idle.push && idle.pull) this.#caughtUp();
      else this.#set({ state: 'syncing', waiting: this.#waiting.size });
    };
    for (const [direction, replication] of [['push', push], ['pull', pull]] as const) {
      replication.on('change', (info) => {
        failed[direction] = null;
        const docs = (info.docs ?? []) as readonly { _id: string }[];
        if (direction === 'pull') {
          const ids = docs.map((d) => d._id);
          for (const id of ids) this.#pulled.add(id);
          for (const listener of this.#pullListeners) listener(ids);
        } else {
          for (const doc of docs) {
            this.#waiting.delete(doc._id);
            this.#refusals.delete(doc._id);
          }
        }
        evaluate();
      });
      replication.on('active', () => {
        idle[direction] = false;
        evaluate();
      });
      replication.on('paused', (error?: unknown) => {
        idle[direction] = true;
        failed[direction] = error ?? null;
        evaluate();
      });
      replication.on('denied', (error: unknown) => {
        const parts = errorParts(error);
        const couchId = typeof error === 'object' && error !== null && 'id' in error && typeof error.id === 'string' ? error.id : '';
        this.#refusals.set(couchId, { couchId, reason: parts.reason ?? parts.message ?? 'the server refused this change', at: this.#now() });
        this.#emit();
      });
      replication.on('error', (error: unknown) => {
        failed[direction] = error;
        evaluate();
      });
    }
  }

  /** Every change sent: up to date, except for changes the server refused, which stay waiting. */
  #caughtUp(): void {
    for (const id of [...this.#waiting]) if (!this.#refusals.has(id)) this.#waiting.delete(id);
    this.#set(this.#waiting.size > 0 ? { state: 'waiting', waiting: this.#waiting.size } : { state: 'up-to-date', at: this.#now() });
  }

  #now(): string {
    return (this.target.now ?? (() => new Date().toISOString()))();
  }

  #set(status: SyncState): void {
    this.#status = status;
    this.#emit();
  }

  #emit(): void {
    for (const listener of this.#listeners) listener(this.#status);
  }
}
