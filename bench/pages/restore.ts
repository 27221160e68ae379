/**
 * The benchmark's restore page: restores a backup into a store with the app's own code (SheetsmithDb, openStore,
 * TransferRepository.restoreAll: what Settings → Restore runs), in a real browser's IndexedDB. Served from the same
 * origin as the app, so restoring into the app's store name seeds the roster the app then opens.
 */
import Dexie from 'dexie';
import { loadAllSystems } from '../../core/systems/registry';
import { SheetsmithDb, openStore } from '../../renderer/lib/store/db';
import { TransferRepository } from '../../renderer/lib/store/transfer-repo';

/** What one restore took. */
export interface RestoreTiming {
  /** restoreAll alone (check, migrate, clear and write in one transaction), ms. */
  readonly ms: number;
  readonly characters: number;
}

/**
 * Fetches the backup at `url` (not timed), deletes the store `dbName` when `fresh`, then times restoreAll into it.
 * Throws with the restore's own sentence when the backup is refused.
 */
async function restore(dbName: string, url: string, fresh: boolean): Promise<RestoreTiming> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const text = await response.text();
  if (fresh) await Dexie.delete(dbName);
  const db = new SheetsmithDb(dbName);
  await openStore(db);
  try {
    const start = performance.now();
    const outcome = await new TransferRepository(db).restoreAll(text, await loadAllSystems());
    const ms = performance.now() - start;
    if (!outcome.ok) throw new Error(outcome.error);
    return { ms, characters: outcome.counts.characters };
  } finally {
    db.close();
  }
}

(globalThis as unknown as { sheetsmithBench: unknown }).sheetsmithBench = { restore };
