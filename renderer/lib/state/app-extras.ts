import type { SheetsmithDb } from '../store/db';
import type { CharacterRepository } from '../store/characters-repo';
import type { CampaignRepository } from '../store/campaigns-repo';
import type { RestorePointRepository } from '../store/restore-points-repo';
import type { Platform } from '../platform';
import type { SaveStatus } from './save-status.svelte';
import type { SettingsState } from './settings.svelte';
import type { PendingJournal } from './pending-journal';
import type { Homes } from '../store/homes';
import { CampaignsState } from './campaigns.svelte';
import { DiceKindsState } from './dice-kinds.svelte';
import { CreationState } from './creation.svelte';
import { FilesState } from './files.svelte';

/**
 * The state the Characters list (the view the app opens on) does not need: campaigns with the combat tracker,
 * the creation flow, files (import, export, backup) and the dice's system rolls. It is loaded just after the first
 * view, through a dynamic import, so start-up parses about a third less JavaScript (web.appReadyMs in npm run bench).
 */
export interface AppExtras {
  readonly campaigns: CampaignsState;
  /** The dice view's system rolls (each system's own conventions). */
  readonly diceKinds: DiceKindsState;
  readonly creation: CreationState;
  readonly files: FilesState;
}

/** What the extras are built from: the parts of the app that exist from the start. */
export interface ExtrasDeps {
  readonly db: SheetsmithDb;
  readonly platform: Platform;
  readonly save: SaveStatus;
  readonly settings: SettingsState;
  readonly characters: CharacterRepository;
  readonly campaignRepo: CampaignRepository;
  readonly restorePoints: RestorePointRepository;
  readonly journal: PendingJournal;
  readonly homes: Homes;
}

/** Builds the extras and starts the campaigns' live list. */
export function createExtras(deps: ExtrasDeps): AppExtras {
  const campaigns = new CampaignsState(deps.campaignRepo, deps.save, deps.characters, deps.journal);
  const extras: AppExtras = {
    campaigns,
    diceKinds: new DiceKindsState(campaigns.dice, campaigns, deps.settings),
    creation: new CreationState(deps.characters, deps.save, deps.restorePoints, undefined, deps.journal),
    files: new FilesState(deps.db, deps.platform, deps.save, deps.settings, deps.homes),
  };
  campaigns.start();
  return extras;
}
