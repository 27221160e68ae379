/**
 * The campaign repository's one-transaction write of a campaign with the characters it changed, and its trash.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb } from './db';
import { CharacterRepository } from './characters-repo';
import { CampaignRepository, MembersChangedError } from './campaigns-repo';
import { RevisionConflictError } from './store-errors';
import { newCampaign } from '../../../core/documents/campaign';
import type { CampaignId, CharacterId } from '../../../core/documents/ids';
import { newTinyDocument } from '../../../core/systems/testing/tiny-system';
import { CampaignStore, CampaignJournal } from '../state/campaign-store';
import { PendingJournal } from '../state/pending-journal';

const NOW = '2026-01-01T00:00:00.000Z';
const opened: SheetsmithDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await Promise.all((await Dexie.getDatabaseNames()).map((n) => Dexie.delete(n)));
});

function setup() {
  const db = new SheetsmithDb(`campaign-repo-${Math.random()}`);
  opened.push(db);
  return { db, characters: new CharacterRepository(db), campaigns: new CampaignRepository(db) };
}

const campaign = () => newCampaign({ id: 'c1' as CampaignId, name: 'The Sunken Crown', system: 'tiny', now: NOW });

describe('saveWithCharacters', () => {
  it('writes the campaign and its characters together, keeping a trashed character in the trash', async () => {
    const { characters, campaigns } = setup();
    const a = await characters.save({ ...newTinyDocument('a', NOW), name: 'Ayla' });
    await characters.save({ ...newTinyDocument('t', NOW), name: 'Trashed' });
    await characters.trash('t');
    const t = await characters.getWithRev('t');
    const saved = await campaigns.saveWithCharacters({ ...campaign(), notes: 'Both' }, {}, [{ ...newTinyDocument('a', NOW), name: 'Ayla the Bold' }, { ...newTinyDocument('t', NOW), name: 'Still trashed' }], { a: a.rev, t: t?.rev ?? '' });
    expect(saved.rev).toMatch(/^1-/);
    expect((await campaigns.get('c1'))?.notes).toBe('Both');
    expect((await characters.get('a'))?.name).toBe('Ayla the Bold');
    const trashed = await characters.getWithRev('t');
    expect(trashed?.doc.name).toBe('Still trashed');
    expect(trashed?.deletedAt).toBeDefined();
  });

  it('writes nothing when a character moved on since it was read, or the campaign did', async () => {
    const { characters, campaigns } = setup();
    const first = await campaigns.save(campaign());
    const a = await characters.save({ ...newTinyDocument('a', NOW), name: 'Ayla' });
    await characters.save({ ...newTinyDocument('a', NOW), name: 'Renamed elsewhere' }, { baseRev: a.rev });
    const stale = campaigns.saveWithCharacters({ ...campaign(), notes: 'Not kept' }, { baseRev: first.rev }, [{ ...newTinyDocument('a', NOW), name: 'Not kept' }], { a: a.rev });
    await expect(stale).rejects.toBeInstanceOf(MembersChangedError);
    await expect(stale).rejects.toThrow('Renamed elsewhere was changed in another window meanwhile');
    expect((await campaigns.get('c1'))?.notes).toBe('');
    expect((await characters.get('a'))?.name).toBe('Renamed elsewhere');
    // A campaign changed elsewhere: the campaign's own conflict, carrying the stored one; the character untouched.
    await campaigns.save({ ...campaign(), notes: 'Other window' }, { baseRev: first.rev });
    const now = await characters.getWithRev('a');
    const clash = campaigns.saveWithCharacters({ ...campaign(), notes: 'Mine' }, { baseRev: first.rev }, [{ ...newTinyDocument('a', NOW), name: 'Mine' }], { a: now?.rev ?? '' });
    await expect(clash).rejects.toBeInstanceOf(RevisionConflictError);
    expect((await characters.get('a'))?.name).toBe('Renamed elsewhere');
  });

  it('trashes and restores a campaign, and empties the trash without touching characters', async () => {
    const { characters, campaigns } = setup();
    await characters.save(newTinyDocument('a', NOW));
    await campaigns.save({ ...campaign(), members: ['a' as CharacterId] });
    await campaigns.trash('c1');
    expect((await campaigns.getWithRev('c1'))?.deletedAt).toBeDefined();
    await campaigns.restore('c1');
    expect((await campaigns.getWithRev('c1'))?.deletedAt).toBeUndefined();
    await campaigns.trash('c1');
    expect(await campaigns.emptyTrash()).toBe(1);
    expect(await campaigns.get('c1')).toBeUndefined();
    expect(await characters.get('a')).toBeDefined();
  });
});

describe('the campaign journal', () => {
  it('keeps no campaign edit while a write with characters is under way', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
      key: (i: number) => [...kept.keys()][i] ?? null,
      get length() {
        return kept.size;
      },
    };
    const { campaigns } = setup();
    const store = new CampaignStore(campaigns);
    const journal = new CampaignJournal(new PendingJournal(storage), store);
    const edit = { kind: 'campaign' as const, id: 'c1', baseRev: null, base: null, doc: campaign() };
    store.attach({ characters: [newTinyDocument('a', NOW)], revs: {} });
    expect(journal.write(edit)).toBe(false);
    expect(journal.entries()).toEqual([]);
    store.detach();
    expect(journal.write(edit)).toBe(true);
    expect(journal.entries().map((e) => e.id)).toEqual(['c1']);
  });
});
