import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb, describeOpenError, openStore } from './db';
import { CharacterRepository } from './characters-repo';
import { CampaignRepository } from './campaigns-repo';
import { SettingsRepository } from './settings-repo';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../core/documents/character';
import { newCampaign, type CampaignDocument } from '../../../core/documents/campaign';
import type { CampaignId, CharacterId } from '../../../core/documents/ids';

let n = 0;
const names: string[] = [];
function freshName(): string {
  const name = `test-${Date.now()}-${n++}`;
  names.push(name);
  return name;
}
afterEach(async () => {
  await Promise.all(names.splice(0).map((name) => Dexie.delete(name)));
});

function character(id: string, name: string, schemaVersion = 2): CharacterDocument {
  return {
    format: 'sheetsmith/character',
    schemaVersion,
    id: id as CharacterId,
    system: 'dark-dungeons',
    name,
    status: 'complete',
    creationStep: 'review',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    data: { anything: true },
    overrides: {},
    houseRules: [],
    history: [],
  };
}

describe('the local store', () => {
  it('keeps a committed edit across closing and reopening the database (a reload)', async () => {
    const name = freshName();
    const db1 = new SheetsmithDb(name);
    const repo1 = new CampaignRepository(db1);
    const doc: CampaignDocument = newCampaign({ id: 'c1' as CampaignId, name: 'The Sunken Crown', system: 'dark-dungeons', now: '2026-01-01T00:00:00.000Z' });
    await repo1.save(doc);
    await repo1.save({ ...doc, name: 'The Drowned Crown', notes: 'Session zero on Friday.' });
    db1.close();

    const db2 = new SheetsmithDb(name);
    const again = await new CampaignRepository(db2).get('c1');
    expect(again?.name).toBe('The Drowned Crown');
    expect(again?.notes).toBe('Session zero on Friday.');
    db2.close();
  });

  it('lists characters by name, keeps trashed ones restorable until the trash is emptied', async () => {
    const db = new SheetsmithDb(freshName());
    const repo = new CharacterRepository(db);
    await repo.save(character('b', 'Zed'));
    await repo.save(character('a', 'aldo'));
    const live = await new Promise<string[]>((resolve) => {
      const sub = repo.watchAll().subscribe((rows) => {
        sub.unsubscribe();
        resolve(rows.map((r) => r.name));
      });
    });
    expect(live).toEqual(['aldo', 'Zed']);
    await repo.trash('a');
    expect((await db.characters.get('a'))?.deletedAt).toMatch(/^\d{4}-/);
    await repo.restore('a');
    expect((await db.characters.get('a'))?.deletedAt).toBeUndefined();
    await repo.trash('b');
    expect(await repo.emptyTrash()).toBe(1);
    expect(await db.characters.get('b')).toBeUndefined();
    db.close();
  });

  it('upgrades an older character on load and refuses one from a newer schema', async () => {
    const db = new SheetsmithDb(freshName());
    const repo = new CharacterRepository(db);
    const v1 = { format: 'sheetsmith/character', schemaVersion: 1, id: 'old', system: 'dark-dungeons', name: 'Old', createdAt: 'x', updatedAt: 'x', data: {} };
    await db.characters.put({ ...(v1 as unknown as CharacterDocument), sortName: 'old' });
    const loaded = await repo.get('old');
    expect(loaded?.schemaVersion).toBe(CHARACTER_SCHEMA_VERSION);
    expect(loaded?.history).toEqual([]);
    await db.characters.put({ ...character('new', 'New', 99), sortName: 'new' });
    await expect(repo.get('new')).rejects.toThrow(/newer Sheetsmith/);
    db.close();
  });

  it('refuses to open a database written by a newer app version, with a sentence for the user', async () => {
    const name = freshName();
    const newer = new Dexie(name);
    newer.version(50).stores({ characters: 'id' });
    await newer.open();
    newer.close();
    const db = new SheetsmithDb(name);
    const error = await openStore(db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(describeOpenError(error)).toMatch(/newer version of Sheetsmith/);
  });

  it('settings fall back to defaults for malformed values', async () => {
    const db = new SheetsmithDb(freshName());
    const repo = new SettingsRepository(db);
    await db.settings.put({ key: 'theme', value: 'purple' });
    await repo.set('backupReminderDays', 7);
    const s = await repo.load();
    expect(s.theme).toBe('system');
    expect(s.backupReminderDays).toBe(7);
    db.close();
  });
});
