/**
 * Importing a campaign whose characters are already stored asks first (keep both / replace / use existing / cancel)
 * and writes only once answered; a campaign with nothing stored is imported at once, as before.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import { SettingsRepository } from '../store/settings-repo';
import { createMemoryPlatform } from '../platform/memory-platform';
import { exportCampaign } from '../../../core/documents/import';
import { createBackup } from '../../../core/documents/backup';
import { campaignWith, character, darkDungeons } from '../../../core/campaign/testing/party';
import { FilesState } from './files.svelte';
import { SaveStatus } from './save-status.svelte';
import { SettingsState } from './settings.svelte';

const opened: SheetsmithDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await Promise.all((await Dexie.getDatabaseNames()).map((n) => Dexie.delete(n)));
});

/** A store holding the fighter; the file of a campaign with the fighter (as stored) and a new thief. */
async function setup() {
  const db = new SheetsmithDb(`files-${Math.random()}`);
  opened.push(db);
  const save = new SaveStatus();
  const files = new FilesState(db, createMemoryPlatform(), save, new SettingsState(new SettingsRepository(db), save));
  const system = await darkDungeons();
  const fighter = character(system, 'f1', 'Rowan', 'fighter', { str: 16 });
  const thief = character(system, 't1', 'Nym', 'thief', { dex: 16 });
  const characters = new CharacterRepository(db);
  await characters.save(fighter);
  const text = exportCampaign(campaignWith(system, [{ doc: fighter }, { doc: thief }]), [fighter, thief]);
  return { db, files, text };
}

/** Every character and campaign row, for before/after comparisons. */
async function rows(db: SheetsmithDb) {
  return { characters: await db.characters.orderBy('id').toArray(), campaigns: await db.campaigns.orderBy('id').toArray() };
}

describe('FilesState: importing a campaign', () => {
  it('asks when a character is already stored, and Cancel writes nothing', async () => {
    const { db, files, text } = await setup();
    const before = await rows(db);
    await files.importText(text, 'crown.json');
    expect(files.campaignConflict?.clash.characters.map((c) => [c.fileName, c.storedName, c.trashed])).toEqual([['Rowan', 'Rowan', false]]);
    expect(files.campaignConflict?.clash.campaign).toBeNull();
    expect(await rows(db)).toEqual(before);
    await files.resolveCampaignConflict('cancel');
    expect(files.campaignConflict).toBeNull();
    expect(files.notice?.text).toBe('Import cancelled; nothing was changed.');
    expect(await rows(db)).toEqual(before);
  });

  it('uses the stored character when told to, adding only the new one, and says so', async () => {
    const { db, files, text } = await setup();
    const fighterRow = await db.characters.get('f1');
    await files.importText(text, 'crown.json');
    await files.resolveCampaignConflict('use-existing');
    expect(files.notice?.text).toBe('Imported the campaign “The Sunken Crown”: it uses 1 stored character, 1 added.');
    expect(await db.characters.get('f1')).toEqual(fighterRow);
    expect((await db.characters.toArray()).map((c) => c.name).sort()).toEqual(['Nym', 'Rowan']);
    expect((await db.campaigns.toArray()).map((c) => c.members)).toEqual([['f1', 't1']]);
  });

  it('imports at once when nothing is stored yet; the same file again then asks about the campaign too', async () => {
    const { db, files, text } = await setup();
    await db.characters.clear();
    await files.importText(text, 'crown.json');
    expect(files.campaignConflict).toBeNull();
    expect(files.notice?.text).toBe('Imported the campaign “The Sunken Crown” with 2 characters.');
    await files.importText(text, 'crown.json');
    expect(files.campaignConflict?.clash.campaign?.storedName).toBe('The Sunken Crown');
    expect(files.campaignConflict?.clash.characters).toHaveLength(2);
    await files.resolveCampaignConflict('keep-both');
    expect(files.notice?.text).toBe('Imported the campaign “The Sunken Crown (2)” with 2 characters, kept beside the stored ones as “Rowan (2)”, “Nym (2)”.');
    expect(await db.characters.count()).toBe(4);
  });
});

describe('FilesState: restoring a backup', () => {
  it('restores what it can and names, in the notice itself, a document it left out (issue #23 §2)', async () => {
    const { db, files } = await setup();
    const system = await darkDungeons();
    const nym = character(system, 't1', 'Nym', 'thief', { dex: 16 });
    const party = Array.from({ length: 1_001 }, (_, i) => `m${i}`);
    const huge = { ...campaignWith(system, [{ doc: nym }]), id: 'camp-huge', name: 'The Thousand', members: party };
    const text = createBackup({ characters: [nym], campaigns: [huge as never], settings: [] }, '2026-05-01T10:00:00.000Z');
    // A restore reloads the settings, which set the theme on the page: the page's root is all it needs of one.
    vi.stubGlobal('document', { documentElement: { dataset: {} } });
    expect(await files.restoreText(text, 'library.json')).toBe(true);
    vi.unstubAllGlobals();
    expect(files.notice?.kind).toBe('error');
    expect(files.notice?.text).toBe(
      'Restored library.json: 1 character, 0 campaigns, 0 restore points, 0 settings. Left out because it could not be used: the campaign "The Thousand" (The file holds 1,001 party members, more than the 1,000 Sheetsmith keeps, so it was not imported).',
    );
    expect((await db.characters.get('t1'))?.name).toBe('Nym');
  });
});
