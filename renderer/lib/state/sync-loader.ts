/**
 * Builds the sync state (the only module that imports the sync code, so it stays in its own lazy chunk): the app's
 * PouchDB (IndexedDB) and the service over the app's repositories and homes.
 */
import { DevicePouch } from '../sync/pouch';
import { SyncService, type SyncDeps } from '../sync/sync-service';
import { SyncState } from './sync.svelte';

/** Starts sync on this device: opens every shared campaign and registers its home before resolving. */
export async function createSync(deps: Omit<SyncDeps, 'Pouch'>): Promise<SyncState> {
  return new SyncState(await SyncService.start({ ...deps, Pouch: DevicePouch }));
}
