import { openStore, type SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import { CampaignRepository } from '../store/campaigns-repo';
import { SettingsRepository } from '../store/settings-repo';
import type { Platform } from '../platform';
import { SaveStatus } from './save-status.svelte';
import { Router } from './router.svelte';
import { SettingsState } from './settings.svelte';
import { CampaignsState } from './campaigns.svelte';
import { DiceKindsState } from './dice-kinds.svelte';
import { CharactersState } from './characters.svelte';
import { CreationState } from './creation.svelte';
import { FilesState } from './files.svelte';
import { RestorePointRepository } from '../store/restore-points-repo';
import { EventBus } from './events';
import { PendingJournal } from './pending-journal';
import { recoverEntries, recoverPending } from './recover-pending';
import { writeKeys } from './save-status.svelte';

/** How often the app looks for parked edits to write while any wait (see retryParked). */
const PARKED_RETRY_MS = 30_000;

/** Everything the views share, created once at startup and handed down through Svelte context. */
export class App {
  readonly save = new SaveStatus();
  readonly router = new Router();
  readonly events = new EventBus();
  readonly characters: CharacterRepository;
  readonly settings: SettingsState;
  readonly campaigns: CampaignsState;
  /** The dice view's system rolls (each system's own conventions). */
  readonly diceKinds: DiceKindsState;
  readonly roster: CharactersState;
  readonly creation: CreationState;
  readonly files: FilesState;
  readonly restorePoints: RestorePointRepository;
  /** Unwritten edits kept synchronously when the page goes away (see pending-journal.ts). */
  readonly journal: PendingJournal;
  readonly #campaignRepo: CampaignRepository;

  constructor(
    readonly db: SheetsmithDb,
    readonly platform: Platform,
  ) {
    this.journal = new PendingJournal(storageOrNull());
    this.characters = new CharacterRepository(db);
    this.#campaignRepo = new CampaignRepository(db);
    this.settings = new SettingsState(new SettingsRepository(db), this.save);
    this.campaigns = new CampaignsState(this.#campaignRepo, this.save, this.characters, this.journal);
    this.diceKinds = new DiceKindsState(this.campaigns.dice, this.campaigns, this.settings);
    this.restorePoints = new RestorePointRepository(db);
    this.roster = new CharactersState(this.characters, this.save, () => this.restorePoints.removeOrphans());
    this.creation = new CreationState(this.characters, this.save, this.restorePoints, undefined, this.journal);
    this.files = new FilesState(db, platform, this.save, this.settings);
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
    if (problems.length > 0) this.files.say('error', problems.join(' '));
    await this.settings.load();
    this.campaigns.start();
    this.roster.start();
    // Edits whose write failed when their view closed are written once storage works again: at once when another
    // write lands, else at the latest within half a minute.
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
      if (problems.length > 0) this.files.say('error', problems.join(' '));
    } finally {
      this.#retrying = false;
    }
  }

  /** Writes pending edits at once (the page is being hidden or closed). */
  flush(): void {
    this.campaigns.flushForExit();
    this.creation.flushForExit();
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
