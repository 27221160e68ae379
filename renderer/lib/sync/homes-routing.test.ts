/**
 * The repositories with a shared campaign's home registered (store/homes.ts): the roster lists the device's
 * characters and the shared ones together in name order, counts and summarises both, and every read and write of a
 * shared character goes to its home and never to the device's tables (one home per document).
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { randomUUID } from 'node:crypto';
import type { CharacterId } from '../../../core/documents/ids';
import { sampleCampaign, sampleCharacter } from '../../../core/documents/testing/fake-system';
import type { CampaignId } from '../../../core/documents/ids';
import { SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import { CampaignRepository } from '../store/campaigns-repo';
import { Homes } from '../store/homes';
import { RevisionConflictError } from '../store/store-errors';
import { TransferRepository } from '../store/transfer-repo';
import { SyncSettingsRepository } from '../store/sync-settings-repo';
import { fakeSystems } from '../../../core/documents/testing/fake-system';
import { MemoryPouch } from './memory-pouch';
import { openSharedCampaign } from './shared-campaign';
import { LiveSharedHome } from './shared-home';
import { LiveDocument } from '../state/live-document.svelte';
import { SaveStatus, writeKeys } from '../state/save-status.svelte';
import type { CharacterDocument } from '../../../core/documents/character';

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The first value a live query gives. */
function first<T>(live: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): Promise<T> {
  return new Promise((resolve) => {
    const sub = live.subscribe((value) => {
      resolve(value);
      queueMicrotask(() => sub.unsubscribe());
    });
  });
}

async function setup() {
  const db = new SheetsmithDb(`homes-${randomUUID()}`);
  const homes = new Homes();
  const characters = new CharacterRepository(db, undefined, homes);
  const campaigns = new CampaignRepository(db, undefined, homes);
  const shared = openSharedCampaign(MemoryPouch, `homes-${randomUUID()}`, { user: 'gm', device: 'laptop', now: () => new Date().toISOString() });
  cleanups.push(async () => {
    db.close();
    await Dexie.delete(db.name);
    await shared.local.destroy();
  });
  // On the device: Brienne and Zed. Shared: Ayla and Moss, in the campaign "Crown".
  await characters.save(sampleCharacter({ id: 'ch-brienne' as CharacterId, name: 'Brienne' }));
  await characters.save(sampleCharacter({ id: 'ch-zed' as CharacterId, name: 'Zed' }));
  await shared.characters.putBody(sampleCharacter({ id: 'ch-ayla' as CharacterId, name: 'Ayla' }), 'alice');
  await shared.characters.putBody(sampleCharacter({ id: 'ch-moss' as CharacterId, name: 'Moss' }), 'bob');
  await shared.campaigns.putBody(sampleCampaign(['ch-ayla', 'ch-moss'], { id: 'camp-crown' as CampaignId, name: 'Crown' }), 'gm');
  const home = await LiveSharedHome.open('camp-crown', shared);
  cleanups.push(() => home.close());
  homes.add(home);
  return { db, homes, characters, campaigns, shared, home };
}

describe('the repositories with a shared campaign', () => {
  it('list, count and summarise the device’s characters and the shared ones together, in name order', async () => {
    const { characters, campaigns } = await setup();
    const ids = await first(characters.watchRosterIds());
    expect(ids).toEqual(['ch-ayla', 'ch-brienne', 'ch-moss', 'ch-zed']);
    const summaries = await first(characters.watchSummaries(ids));
    expect(summaries.map((s) => s?.name)).toEqual(['Ayla', 'Brienne', 'Moss', 'Zed']);
    expect(await characters.count()).toBe(4);
    expect([...(await characters.takenNames())].sort()).toEqual(['ayla', 'brienne', 'moss', 'zed']);
    expect((await characters.allSummaries()).map((s) => s.name)).toEqual(['Ayla', 'Brienne', 'Moss', 'Zed']);
    expect((await first(campaigns.watchAll())).map((c) => c.name)).toEqual(['Crown']);
  });

  it('reads and writes a shared character in its home only, with the same revision check', async () => {
    const { db, characters, shared } = await setup();
    const read = await characters.getWithRev('ch-ayla');
    expect(read?.doc.name).toBe('Ayla');
    const saved = await characters.save({ ...read!.doc, name: 'Ayla the Bold' }, { baseRev: read!.rev });
    expect((await shared.characters.get('ch-ayla'))?.rev).toBe(saved.rev);
    expect(await db.characters.get('ch-ayla')).toBeUndefined();
    await expect(characters.save({ ...read!.doc, name: 'Stale' }, { baseRev: read!.rev })).rejects.toBeInstanceOf(RevisionConflictError);
    // The owner the GM gave it is kept.
    expect((await shared.local.get<{ owner: string }>('character:ch-ayla')).owner).toBe('alice');
  });

  it('trashes, restores and empties the trash of shared characters in their home', async () => {
    const { characters, shared, home } = await setup();
    await characters.trash('ch-moss');
    await home.reload();
    expect((await first(characters.watchTrash())).map((s) => s.name)).toEqual(['Moss']);
    expect(await first(characters.watchRosterIds())).not.toContain('ch-moss');
    await characters.restore('ch-moss');
    expect((await shared.characters.get('ch-moss'))?.deletedAt).toBeUndefined();
    await characters.trash('ch-moss');
    expect(await characters.emptyTrash()).toBe(1);
    expect(await shared.characters.get('ch-moss')).toBeUndefined();
  });

  it('writes a campaign and a new member (a quick NPC) into the shared database together', async () => {
    const { db, campaigns, characters, shared } = await setup();
    const campaign = await campaigns.getWithRev('camp-crown');
    const npc = sampleCharacter({ id: 'ch-npc' as CharacterId, name: 'Torchbearer' });
    await campaigns.saveWithCharacters({ ...campaign!.doc, members: [...campaign!.doc.members, npc.id] }, { baseRev: campaign!.rev }, [npc], {});
    expect((await shared.characters.get('ch-npc'))?.doc.name).toBe('Torchbearer');
    expect(await db.characters.get('ch-npc')).toBeUndefined();
    expect((await characters.getWithRev('ch-npc'))?.doc.name).toBe('Torchbearer');
    expect((await shared.campaigns.get('camp-crown'))?.doc.members).toContain('ch-npc');
  });

  it('backs up the shared documents with the rest, never the sync settings; a restore leaves both as they are', async () => {
    const { db, homes, shared } = await setup();
    const sync = new SyncSettingsRepository(db);
    await sync.save({ device: 'GM laptop', server: { url: 'http://couch.local:5984', login: { name: 'admin', password: 'secret' } }, links: [] });
    const transfer = new TransferRepository(db, undefined, homes);
    const text = await transfer.exportAll();
    expect(text).toContain('Ayla');
    expect(text).toContain('Crown');
    expect(text).not.toContain('secret');
    // The backup restored: the device's documents come back from it, the shared ones stay in their home only.
    await shared.characters.put({ ...(await shared.characters.get('ch-ayla'))!.doc, name: 'Ayla after the backup' }, { baseRev: (await shared.characters.get('ch-ayla'))!.rev });
    const outcome = await transfer.restoreAll(text, fakeSystems);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.report.join(' ')).toContain('left as the shared campaign has them');
    expect(await db.characters.get('ch-ayla')).toBeUndefined();
    expect((await shared.characters.get('ch-ayla'))?.doc.name).toBe('Ayla after the backup');
    expect((await db.characters.get('ch-brienne'))?.name).toBe('Brienne');
    expect((await sync.load()).server?.login.password).toBe('secret');
  });

  it('imports a file of a shared character as a copy, never as a second home', async () => {
    const { db, homes, shared } = await setup();
    const transfer = new TransferRepository(db, undefined, homes);
    const ayla = (await shared.characters.get('ch-ayla'))!.doc;
    const imported = await transfer.importCharacter(ayla, 'replace');
    expect(imported.id).not.toBe('ch-ayla');
    expect(await db.characters.get('ch-ayla')).toBeUndefined();
    const copy = await transfer.duplicateCharacter('ch-ayla');
    expect((await db.characters.get(copy.id))?.name).toMatch(/^Ayla/);
  });

  it('a document open while it moves home is opened again there: it follows the new home and saves without a clash, and back', async () => {
    const { db, homes, characters } = await setup();
    const live = new LiveDocument<CharacterDocument>(characters, new SaveStatus(), writeKeys.character, 10);
    await live.open('ch-zed');
    live.edit((d) => ({ ...d, name: 'Zed the Grey' }));
    await live.settled();
    // Zed is shared: copied into a campaign's database (revision 1 there) and taken out of the device's store.
    const stored = await characters.getWithRev('ch-zed');
    const other = openSharedCampaign(MemoryPouch, `homes-${randomUUID()}`, { user: 'gm', device: 'laptop', now: () => new Date().toISOString() });
    await other.characters.putBody(stored!.doc, 'alice');
    await other.campaigns.putBody(sampleCampaign(['ch-zed'], { id: 'camp-other' as CampaignId, name: 'Other' }), 'gm');
    await characters.removeForGood(['ch-zed']);
    const home = await LiveSharedHome.open('camp-other', other);
    cleanups.push(async () => {
      await home.close();
      await other.local.destroy().catch(() => undefined);
    });
    homes.add(home);
    // Another device's change arrives in the shared copy: the open page shows it.
    const there = await other.characters.get('ch-zed');
    await other.characters.put({ ...there!.doc, name: 'Zed of the Marsh' }, { baseRev: there!.rev });
    await until(() => live.doc?.name === 'Zed of the Marsh');
    // An edit here is saved in the new home, on its revision: no clash, no notice.
    live.edit((d) => ({ ...d, name: 'Zed, shared' }));
    await live.settled();
    expect(live.notice).toBeNull();
    expect((await other.characters.get('ch-zed'))?.doc.name).toBe('Zed, shared');
    expect(await db.characters.get('ch-zed')).toBeUndefined();
    // No longer shared: back in the device's store, where the page follows it again.
    const last = (await other.characters.get('ch-zed'))!.doc;
    await characters.adopt([{ doc: { ...last, name: 'Zed, home again' } }]);
    homes.remove('camp-other');
    await until(() => live.doc?.name === 'Zed, home again');
    live.edit((d) => ({ ...d, name: 'Zed at home' }));
    await live.settled();
    expect(live.notice).toBeNull();
    expect((await db.characters.get('ch-zed'))?.name).toBe('Zed at home');
    live.close();
  });
});
