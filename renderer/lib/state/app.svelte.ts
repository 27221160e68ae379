import { openStore, type SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import { CampaignRepository } from '../store/campaigns-repo';
import { SettingsRepository } from '../store/settings-repo';
import type { Platform } from '../platform';
import { SaveStatus } from './save-status.svelte';
import { Router } from './router.svelte';
import { SettingsState } from './settings.svelte';
import { CampaignsState } from './campaigns.svelte';
import { CharactersState } from './characters.svelte';
import { CreationState } from './creation.svelte';
import { FilesState } from './files.svelte';
import { RestorePointRepository } from '../store/restore-points-repo';
import { EventBus } from './events';

/** Everything the views share, created once at startup and handed down through Svelte context. */
export class App {
  readonly save = new SaveStatus();
  readonly router = new Router();
  readonly events = new EventBus();
  readonly characters: CharacterRepository;
  readonly settings: SettingsState;
  readonly campaigns: CampaignsState;
  readonly roster: CharactersState;
  readonly creation: CreationState;
  readonly files: FilesState;
  readonly restorePoints: RestorePointRepository;

  constructor(
    readonly db: SheetsmithDb,
    readonly platform: Platform,
  ) {
    this.characters = new CharacterRepository(db);
    this.settings = new SettingsState(new SettingsRepository(db), this.save);
    this.campaigns = new CampaignsState(new CampaignRepository(db), this.save, this.characters);
    this.restorePoints = new RestorePointRepository(db);
    this.roster = new CharactersState(this.characters, this.save, () => this.restorePoints.removeOrphans());
    this.creation = new CreationState(this.characters, this.save, this.restorePoints);
    this.files = new FilesState(db, platform, this.save, this.settings);
  }

  /** Opens the store and starts live queries. Throws when the store cannot be opened. */
  async start(): Promise<void> {
    await openStore(this.db);
    await this.settings.load();
    this.campaigns.start();
    this.roster.start();
  }

  /** Writes pending edits at once (the page is being hidden or closed). */
  flush(): void {
    this.campaigns.flush();
    this.creation.flush();
  }
}
