import { openStore, type SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import { CampaignRepository } from '../store/campaigns-repo';
import { SettingsRepository } from '../store/settings-repo';
import type { Platform } from '../platform';
import { SaveStatus } from './save-status.svelte';
import { Router } from './router.svelte';
import { SettingsState } from './settings.svelte';
import type { CampaignsState } from './campaigns.svelte';
import type { DiceKindsState } from './dice-kinds.svelte';
import { CharactersState } from './characters.svelte';
import type { CreationState } from './creation.svelte';
import type { FilesState } from './files.svelte';
import type { AppExtras } from './app-extras';
import { RestorePointRepository } from '../store/restore-points-repo';
import { EventBus } from './events';
import { PendingJournal } from './pending-journal';
import { recoverEntries, recoverPending } from './recover-pending';
import { writeKeys } from './save-status.svelte';
import { Homes } from '../store/homes';
import { SyncSettingsRepository } from '../store/sync-settings-repo';
import type { SyncState } from './sync.svelte';

/** How often the app looks for parked edits to write while any wait (see retryParked). */
const PARKED_RETRY_MS = 30_000;

/**
 * Everything the views share, created once at startup and handed down through Svelte context. What the first view
 * (the Characters list) needs is built here; the rest (campaigns, creation, files, dice kinds: {@link AppExtras})
 * loads with {@link loadExtras} just after it, and views that use it wait for it.
 */
export class App {
  readonly save = new SaveStatus();
  readonly router = new Router();
  readonly events = new EventBus();
  readonly characters: CharacterRepository;
  readonly settings: SettingsState;
  readonly roster: CharactersState;
  readonly restorePoints: RestorePointRepository;
  /** Unwritten edits kept synchronously when the page goes away (see pending-journal.ts). */
  readonly journal: PendingJournal;
  readonly #campaignRepo: CampaignRepository;
  /** Where each document lives: the device's store, or a shared campaign's database (homes.ts). */
  readonly homes = new Homes();
  readonly syncSettings: SyncSettingsRepository;
  #sync = $state.raw<SyncState | null>(null);
  #syncLoading: Promise<SyncState> | null = null;
  /** True once {@link start} has opened the store and the views may read it. */
  #started = $state(false);
  #extras = $state.raw<AppExtras | null>(null);
  #extrasLoading: Promise<AppExtras> | null = null;

  constructor(
    readonly db: SheetsmithDb,
    readonly platform: Platform,
  ) {
    this.journal = new PendingJournal(storageOrNull());
    this.characters = new CharacterRepository(db, undefined, this.homes);
    this.#campaignRepo = new CampaignRepository(db, undefined, this.homes);
    this.settings = new SettingsState(new SettingsRepository(db), this.save);
    this.restorePoints = new RestorePointRepository(db, undefined, undefined, this.homes);
    this.syncSettings = new SyncSettingsRepository(db);
    this.roster = new CharactersState(this.characters, this.save, () => this.restorePoints.removeOrphans());
  }

  /** True once the store is open; until then the shell shows its frame and "Opening…". */
  get started(): boolean {
    return this.#started;
  }

  /** True once {@link loadExtras} has finished: the getters below may be read. */
  get extrasReady(): boolean {
    return this.#extras !== null;
  }

  /**
   * Loads the state the Characters list does not need (once; later calls share the first). Views that use
   * campaigns, creation, files or dice kinds render after it resolves.
   */
  loadExtras(): Promise<AppExtras> {
    this.#extrasLoading ??= import('./app-extras').then(({ createExtras }) => {
      const extras = createExtras({
        db: this.db,
        platform: this.platform,
        save: this.save,
        settings: this.settings,
        characters: this.characters,
        campaignRepo: this.#campaignRepo,
        restorePoints: this.restorePoints,
        journal: this.journal,
        homes: this.homes,
      });
      this.#extras = extras;
      return extras;
    });
    return this.#extrasLoading;
  }

  /** The sync state once loaded (a campaign is shared here, or the Sync settings were used); null before. */
  get sync(): SyncState | null {
    return this.#sync;
  }

  /**
   * Loads sync (once; later calls share the first): the sync code is its own chunk, loaded at start only when a
   * campaign is shared on this device, else when the user first shares, joins or saves the Sync settings.
   */
  loadSync(): Promise<SyncState> {
    this.#syncLoading ??= import('./sync-loader').then(async ({ createSync }) => {
      const sync = await createSync({
        homes: this.homes,
        characters: this.characters,
        campaigns: this.#campaignRepo,
        restorePoints: this.restorePoints,
        settings: this.syncSettings,
        // Passwords are sealed with the system keychain where the platform has one (Electron's safeStorage).
        secrets: { seal: (text) => this.platform.sealSecret(text), open: (secret) => this.platform.openSecret(secret) },
        // The desktop app reaches the server from main (a plain-http server would be blocked as mixed content here).
        ...(this.platform.serverFetch ? { fetch: this.platform.serverFetch } : {}),
      });
      // The browser telling the network is back restarts the feeds at once rather than after their back-off.
      globalThis.addEventListener?.('online', () => sync.networkBack());
      this.#sync = sync;
      return sync;
    });
    this.#syncLoading.catch(() => (this.#syncLoading = null));
    return this.#syncLoading;
  }

  #need(): AppExtras {
    if (!this.#extras) throw new Error('Read before App.loadExtras() finished: render this view after it.');
    return this.#extras;
  }
  get campaigns(): CampaignsState {
    return this.#need().campaigns;
  }
  /** The dice view's system rolls (each system's own conventions). */
  get diceKinds(): DiceKindsState {
    return this.#need().diceKinds;
  }
  get creation(): CreationState {
    return this.#need().creation;
  }
  get files(): FilesState {
    return this.#need().files;
  }

  /** Views that hold edits of their own (an open sheet) and must write them when the page goes away. */
  // Not reactive on purpose: nothing renders from this list, it is only walked when the page goes away.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- see above
  readonly #flushers = new Set<() => void>();

  /** Registers a view's flush for {@link flush}; returns the function that unregisters it. */
  onFlush(flush: () => void): () => void {
    this.#flushers.add(flush);
    return () => this.#flushers.delete(flush);
  }

  /** Opens the store and starts live queries. Throws when the store cannot be opened. */
  async start(): Promise<void> {
    // A newer Sheetsmith upgrading the store in another window closes it here: stop writing and say to reload.
    this.db.onVersionChange(() => this.save.markStoreClosed());
    await openStore(this.db);
    // Edits the last page could not store before it went away are applied first, before any view reads the store.
    const problems = await recoverPending(this.journal, this.characters, this.#campaignRepo);
    if (problems.length > 0) void this.loadExtras().then((extras) => extras.files.say('error', problems.join(' ')));
    await this.settings.load();
    // Shared campaigns' documents live in their own databases: their homes are registered before any view reads.
    if (await this.syncSettings.anyShared()) {
      await this.loadSync().catch((error: unknown) => {
        void this.loadExtras().then((extras) => extras.files.say('error', `Shared campaigns could not be opened: ${error instanceof Error ? error.message : String(error)}`));
      });
    }
    this.roster.start();
    // Edits whose write failed when their view closed are written once storage works again: at once when another
    // write lands, else at the latest within half a minute.
    this.#started = true;
    this.save.onWriteSucceeded(() => void this.retryParked());
    setInterval(() => void this.retryParked(), PARKED_RETRY_MS);
  }

  #retrying = false;

  /**
   * Writes this page's parked edits (PendingJournal.park) through the same revision check as the next start would;
   * each one written leaves the save status, which showed it as not saved until now.
   */
  async retryParked(): Promise<void> {
    if (this.#retrying || this.save.storeClosed) return;
    const parked = this.journal.parked();
    if (parked.length === 0) return;
    this.#retrying = true;
    try {
      const { problems, done } = await recoverEntries(parked, this.journal, this.characters, this.#campaignRepo);
      for (const entry of done) this.save.resolve(entry.kind === 'character' ? writeKeys.character(entry.id) : writeKeys.campaign(entry.id));
      // Edits still waiting stay in the save status; only those dropped (a clash) are said here.
      if (problems.length > 0) void this.loadExtras().then((extras) => extras.files.say('error', problems.join(' ')));
    } finally {
      this.#retrying = false;
    }
  }

  /** Writes pending edits at once (the page is being hidden or closed). */
  flush(): void {
    this.#extras?.campaigns.flushForExit();
    this.#extras?.creation.flushForExit();
    for (const flush of this.#flushers) flush();
  }
}

/** localStorage, or null where the browser refuses it (private modes, disabled storage). */
function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
