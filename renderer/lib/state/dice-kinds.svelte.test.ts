/**
 * The dice view's system rolls over a real store (fake IndexedDB) and the real systems: which system is offered (the
 * open campaign's, or the one remembered in settings), rolls logged in the campaign's log or this window's, and bad
 * input refused in one sentence with nothing rolled or logged.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import { CampaignRepository } from '../store/campaigns-repo';
import { SettingsRepository } from '../store/settings-repo';
import { createSeededRandom } from '../../../core/dice';
import { CampaignsState } from './campaigns.svelte';
import { DiceKindsState } from './dice-kinds.svelte';
import { SaveStatus } from './save-status.svelte';
import { SettingsState } from './settings.svelte';

const opened: SheetsmithDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await Promise.all((await Dexie.getDatabaseNames()).map((n) => Dexie.delete(n)));
});

async function setup(name = `dice-kinds-${Math.random()}`) {
  const db = new SheetsmithDb(name);
  opened.push(db);
  const save = new SaveStatus();
  // Not loaded: load() applies the theme to a document these tests do not have; the defaults are what a new store holds.
  const settings = new SettingsState(new SettingsRepository(db), save);
  const campaigns = new CampaignsState(new CampaignRepository(db), save, new CharacterRepository(db), null, createSeededRandom(5));
  campaigns.start();
  const kinds = new DiceKindsState(campaigns.dice, campaigns, settings);
  return { db, settings, campaigns, kinds };
}

describe('the dice view’s system rolls', () => {
  it('offers the remembered system without a campaign, and the campaign’s own when one is open', async () => {
    const { db, campaigns, kinds } = await setup();
    expect(kinds.systemId).toBe('dark-dungeons');
    await kinds.choose('sixteen');
    expect(kinds.systemId).toBe('sixteen');
    expect(kinds.kinds.map((k) => k.id)).toEqual(['test', 'stat-test', 'save', 'attack']);

    const campaign = await campaigns.create('Mud and Omens', 'murdham');
    await campaigns.open(campaign.id);
    expect(kinds.systemId).toBe('murdham');
    await kinds.load();
    expect(kinds.kind?.id).toBe('damage');

    // Picked while the campaign is open: it holds for this campaign; closing it brings back the remembered choice.
    await kinds.choose('orcus');
    expect(kinds.systemId).toBe('orcus');
    campaigns.close();
    expect(kinds.systemId).toBe('orcus');

    // Remembered across a restart (settings).
    expect((await new SettingsRepository(db).load()).diceSystem).toBe('orcus');
  });

  it('logs a roll with its kind’s name, every die and the verdict; refuses "abc" and a stat of 40 without logging', async () => {
    const { campaigns, kinds } = await setup();
    await kinds.choose('murdham');
    kinds.chooseKind('save');
    kinds.setValue('score', '12');
    const result = kinds.roll();
    expect(result?.dice).toHaveLength(1);
    const entry = campaigns.dice.history[0];
    expect(entry?.label).toBe('Save');
    expect(entry?.total).toBe(result?.total);
    expect(entry?.breakdown).toContain(`d20 [${result?.total}] vs ability 12`);
    expect(entry?.breakdown).toMatch(/(Passes|Fails).*\(000:13\)/);

    kinds.setValue('score', 'abc');
    expect(kinds.roll()).toBeNull();
    expect(kinds.error).toBe('Ability score must be a whole number from 1 to 19; “abc” is not.');
    expect(kinds.errorInput).toBe('score');
    kinds.setValue('score', '40');
    expect(kinds.roll()).toBeNull();
    expect(kinds.error).toBe('Ability score must be a whole number from 1 to 19; 40 is out of range.');
    expect(kinds.value('score')).toBe('40');
    expect(campaigns.dice.history).toHaveLength(1);
  });

  it('puts the roll in the open campaign’s log', async () => {
    const { campaigns, kinds } = await setup();
    const campaign = await campaigns.create('Table', 'sixteen');
    await campaigns.open(campaign.id);
    await kinds.load();
    kinds.chooseKind('attack');
    kinds.label = 'Orc swing';
    kinds.roll();
    expect(campaigns.editing?.diceLog.at(-1)).toMatchObject({ label: 'Orc swing' });
    expect(campaigns.editing?.diceLog.at(-1)?.breakdown).toMatch(/\(001:6\)/);
  });
});
