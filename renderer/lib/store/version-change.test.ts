/**
 * A newer Sheetsmith opening the store at a higher version while this window has it open: this window closes its
 * connection (so the upgrade is not blocked), does not reopen it behind the user's back, tells the app, and every
 * repository write refuses with StoreClosedError, writing nothing. The newer app is a plain Dexie instance declaring
 * a version above ours on the same database name, as a later SheetsmithDb would.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb, STORE_VERSION, StoreClosedError, openStore } from './db';
import { CharacterRepository } from './characters-repo';
import { CampaignRepository } from './campaigns-repo';
import { SettingsRepository } from './settings-repo';
import { RestorePointRepository } from './restore-points-repo';
import { TransferRepository } from './transfer-repo';
import { createBackup } from '../../../core/documents/backup';
import { FIXED_NOW, fakeSystems, sampleCampaign, sampleCharacter } from '../../../core/documents/testing/fake-system';

let n = 0;
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

/** A newer app's store: our tables plus one more, one version up. */
function newerApp(name: string): Dexie {
  const db = new Dexie(name);
  db.version(STORE_VERSION + 1).stores({
    characters: 'id, sortName, system, updatedAt, deletedAt, [deletedAt+sortName]',
    campaigns: 'id, sortName, updatedAt, deletedAt',
    settings: 'key',
    restorePoints: 'id, characterId, at, [characterId+at]',
    somethingNew: 'id',
  });
  return db;
}

describe('when another window upgrades the store', () => {
  it('closes for good, tells the app once, and refuses every write with StoreClosedError', async () => {
    const name = `version-change-${Date.now()}-${n++}`;
    const db = new SheetsmithDb(name);
    const newer = newerApp(name);
    cleanup.push(async () => {
      db.close();
      newer.close();
      await Dexie.delete(name);
    });
    await openStore(db);
    const characters = new CharacterRepository(db, () => FIXED_NOW);
    const saved = await characters.save(sampleCharacter());
    let told = 0;
    db.onVersionChange(() => told++);

    // The upgrade goes through: this window's connection does not block it.
    await newer.open();
    expect(told).toBe(1);
    expect(db.closedByUpgrade).toBe(true);
    expect(db.isOpen()).toBe(false);
    // A listener added afterwards hears it at once.
    let late = 0;
    db.onVersionChange(() => late++);
    expect(late).toBe(1);

    const message = 'Sheetsmith was updated in another window; reload to continue. Nothing was lost.';
    const writes: [string, () => Promise<unknown>][] = [
      ['character save', () => characters.save(sampleCharacter({ name: 'Changed' }), { baseRev: saved.rev })],
      ['party award', () => characters.saveAll([sampleCharacter()])],
      ['trash', () => characters.trash(saved.id)],
      ['empty trash', () => characters.emptyTrash()],
      ['campaign save', () => new CampaignRepository(db).save(sampleCampaign([]))],
      ['setting', () => new SettingsRepository(db).set('theme', 'dark')],
      ['restore point', () => new RestorePointRepository(db).take(sampleCharacter(), 'periodic', 'x')],
      ['import', () => new TransferRepository(db).importCharacter(sampleCharacter(), 'replace')],
    ];
    for (const [what, write] of writes) {
      const error: unknown = await write().then(
        () => new Error(`${what} was not refused`),
        (e: unknown) => e,
      );
      expect(error, what).toBeInstanceOf(StoreClosedError);
      expect((error as Error).message, what).toBe(message);
    }
    const backup = createBackup({ characters: [], campaigns: [], settings: [] }, FIXED_NOW);
    const restore = await new TransferRepository(db).restoreAll(backup, fakeSystems);
    expect(restore).toEqual({ ok: false, error: `The restore failed and nothing was changed: ${message.replace(/\.$/, '')}.` });

    // Not reopened behind the user's back: reads fail too, and the connection stays closed.
    await expect(characters.get(saved.id)).rejects.toThrow();
    expect(db.isOpen()).toBe(false);
    // Nothing was written: the newer app sees exactly the one character saved before.
    const rows = await newer.table('characters').toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: saved.id, name: saved.name, rev: saved.rev });
  });

  it('a listener can be removed before it is called', async () => {
    const name = `version-change-${Date.now()}-${n++}`;
    const db = new SheetsmithDb(name);
    const newer = newerApp(name);
    cleanup.push(async () => {
      db.close();
      newer.close();
      await Dexie.delete(name);
    });
    await openStore(db);
    let told = 0;
    const stop = db.onVersionChange(() => told++);
    stop();
    await newer.open();
    expect(db.closedByUpgrade).toBe(true);
    expect(told).toBe(0);
  });
});
