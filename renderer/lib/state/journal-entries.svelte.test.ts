/**
 * The People & places state over a real store (fake IndexedDB): entries made from a session's names, edited as typed,
 * renamed with their sessions once typing ends, linked to a stored character, deleted and undone; each as stored.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import { CampaignRepository } from '../store/campaigns-repo';
import { createSeededRandom } from '../../../core/dice';
import { loadSystem } from '../../../core/systems/registry';
import type { AnySystem } from '../../../core/systems/types';
import { CampaignsState } from './campaigns.svelte';
import { SaveStatus } from './save-status.svelte';

const NOW = '2026-01-01T00:00:00.000Z';
const opened: SheetsmithDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await Promise.all((await Dexie.getDatabaseNames()).map((n) => Dexie.delete(n)));
});

async function setup() {
  const db = new SheetsmithDb(`entries-${Math.random()}`);
  opened.push(db);
  const characters = new CharacterRepository(db);
  const campaignRepo = new CampaignRepository(db);
  const state = new CampaignsState(campaignRepo, new SaveStatus(), characters, null, createSeededRandom(5));
  const system = (await loadSystem('dark-dungeons')) as AnySystem;
  state.start();
  const cleric = { ...system.quick(createSeededRandom(2), { id: 'cleric', now: NOW, variant: 'cleric' }), name: 'Brother Karne' };
  await characters.save(cleric);
  const campaign = await state.create('The Salt Marsh', 'dark-dungeons');
  await state.open(campaign.id);
  return { campaignRepo, state, campaignId: campaign.id };
}

describe('the People & places state', () => {
  it('makes entries from a session’s names, renames them with the session, links an NPC, deletes and undoes', async () => {
    const { campaignRepo, state, campaignId } = await setup();
    const entries = state.entries;
    expect(await state.sessions.add({ npcsMet: ['Old Bram', 'Brother Karne'], places: ['Saltreach'] })).not.toBeNull();
    expect(await entries.makeFromSession('npc', 'Old Bram')).toBe(true);
    expect(await entries.makeFromSession('place', 'Saltreach')).toBe(true);
    expect(entries.all.map((e) => [e.kind, e.name])).toEqual([['npc', 'Old Bram'], ['place', 'Saltreach']]);
    const bram = entries.all[0]!;

    // Notes and tags as typed; the name key by key, the session following once typing ends.
    entries.edit(bram.id, { notes: 'Gravedigger', tags: ['harbour', 'Harbour', 'informant'] });
    for (const name of ['Old Bra', 'Old Br', 'Bram the Elder']) entries.typeName(bram.id, name);
    expect(state.editing?.journal[0]?.npcsMet).toEqual(['Old Bram', 'Brother Karne']);
    entries.finishName(bram.id);
    expect(state.editing?.journal[0]?.npcsMet).toEqual(['Bram the Elder', 'Brother Karne']);
    expect(entries.sessionsOf(entries.all[0]!)).toHaveLength(1);

    // A name typed and the page going away before the field is left: the sessions follow in the last write.
    entries.typeName(bram.id, 'Bram');
    state.flushForExit();
    await state.settled();
    expect((await campaignRepo.get(campaignId))?.journal[0]?.npcsMet).toEqual(['Bram', 'Brother Karne']);
    entries.typeName(bram.id, 'Bram the Elder');
    entries.finishName();
    expect(state.editing?.journal[0]?.npcsMet).toEqual(['Bram the Elder', 'Brother Karne']);

    // An NPC linked to a stored character that is not in the party.
    expect(await entries.add('npc', 'Brother Karne')).toBe(true);
    const karne = entries.selected!;
    expect(karne.name).toBe('Brother Karne');
    entries.link(karne.id, 'cleric');
    expect(entries.linkOf(entries.selected!)).toEqual({ state: 'stored', characterId: 'cleric' });
    expect(entries.characters.map((c) => [c.name, c.member])).toEqual([['Brother Karne', false]]);

    state.flush();
    await state.settled();
    const stored = (await campaignRepo.get(campaignId))!;
    expect(stored.journalEntries?.map((e) => [e.name, e.notes, e.tags, e.characterId])).toEqual([
      ['Bram the Elder', 'Gravedigger', ['harbour', 'informant'], null],
      ['Saltreach', '', [], null],
      ['Brother Karne', '', [], 'cleric'],
    ]);
    expect(stored.journal[0]?.npcsMet).toEqual(['Bram the Elder', 'Brother Karne']);

    // Filters.
    entries.tag = 'HARBOUR';
    expect(entries.shown.map((e) => e.name)).toEqual(['Bram the Elder']);
    entries.tag = null;
    entries.kind = 'place';
    expect(entries.shown.map((e) => e.name)).toEqual(['Saltreach']);
    entries.kind = null;
    expect(entries.hitsFor('gravedig').map((h) => h.name)).toEqual(['Bram the Elder']);

    // Deleted: gone from the store, the session keeps the name; undone: back where it was.
    expect(await entries.remove(entries.all[1]!.id)).toBe(true);
    expect(entries.removed?.name).toBe('Saltreach');
    expect((await campaignRepo.get(campaignId))?.journalEntries?.map((e) => e.name)).toEqual(['Bram the Elder', 'Brother Karne']);
    expect(state.editing?.journal[0]?.places).toEqual(['Saltreach']);
    expect(await entries.undoRemove()).toBe(true);
    expect(entries.removed).toBeNull();
    expect(entries.selected?.name).toBe('Saltreach');
    expect((await campaignRepo.get(campaignId))?.journalEntries?.map((e) => e.name)).toEqual(['Bram the Elder', 'Saltreach', 'Brother Karne']);
  });
});
