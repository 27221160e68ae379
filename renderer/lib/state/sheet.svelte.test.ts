/**
 * The sheet's state knows no system: Dark Dungeons' rules reach it only through the registry (trackers, texts, XP),
 * and a character it cannot work out shows what is wrong instead of loading forever.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import { RestorePointRepository } from '../store/restore-points-repo';
import { createSeededRandom } from '../../../core/dice';
import { loadSystem } from '../../../core/systems/registry';
import { newTinyDocument } from '../../../core/systems/testing/tiny-system';
import { createMemoryPlatform } from '../platform/memory-platform';
import { SheetState } from './sheet.svelte';
import { SaveStatus } from './save-status.svelte';
import { newCampaign, type CampaignDocument } from '../../../core/documents/campaign';
import type { CampaignId, CharacterId } from '../../../core/documents/ids';
import { setHouseRules } from '../../../core/campaign/house-rules';

const opened: SheetsmithDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await Promise.all((await Dexie.getDatabaseNames()).map((n) => Dexie.delete(n)));
});

async function setup() {
  const db = new SheetsmithDb(`sheet-${Math.random()}`);
  opened.push(db);
  const repo = new CharacterRepository(db);
  const sheet = new SheetState(repo, new SaveStatus(), createMemoryPlatform(), new RestorePointRepository(db), createSeededRandom(2));
  const system = await loadSystem('dark-dungeons');
  if (!system) throw new Error('Dark Dungeons is registered');
  return { repo, sheet, system };
}

describe('the sheet state', () => {
  it('edits hit points through the system’s rule: damage stops at 0, healing at the maximum with a sentence', async () => {
    const { repo, sheet, system } = await setup();
    const doc = system.quick(createSeededRandom(9), { id: 'f1', now: '2026-01-01T00:00:00.000Z', variant: 'fighter' });
    await repo.save(doc);
    await sheet.open('f1');
    const hp = sheet.view?.trackers.find((t) => t.id === 'hp');
    expect(hp?.max).toBeGreaterThan(0);
    const max = hp?.max ?? 0;
    expect(sheet.setTracker('hp', max + 1)).toMatch(/Healing stops at the maximum, \d+ hit points/);
    expect(sheet.changeTracker('hp', -1000)).toBeNull();
    expect(sheet.view?.trackers.find((t) => t.id === 'hp')?.value).toBe(0);
    expect(sheet.notice).toMatch(/stop at 0/);
    expect(sheet.setText('notes', 'Owes the ferryman')).toBeNull();
    await sheet.settled();
    const stored = await repo.get('f1');
    expect(stored && system.vitals.trackers(stored).find((t) => t.id === 'hp')?.value).toBe(0);
    expect(stored && system.vitals.texts(stored)[0]?.value).toBe('Owes the ferryman');
  });

  it('awards XP through the system’s progression and shows the arithmetic', async () => {
    const { repo, sheet, system } = await setup();
    await repo.save(system.quick(createSeededRandom(9), { id: 'f2', now: '2026-01-01T00:00:00.000Z', variant: 'fighter' }));
    await sheet.open('f2');
    expect(sheet.progress.available).toBe(true);
    await sheet.progress.award('');
    expect(sheet.progress.message).toMatch(/Type how many XP/);
    await sheet.progress.award('1,000');
    expect(sheet.progress.lastAward?.base).toBe(1000);
    expect(sheet.progress.lastAward?.arithmetic).toMatch(/^1,000/);
    expect(sheet.doc && system.card(sheet.doc).xp?.current).toBe(sheet.progress.lastAward?.awarded);
  });

  it('undoes the last XP award: the XP goes back, a later gold edit stays, the history records it, and only once', async () => {
    const { repo, sheet, system } = await setup();
    await repo.save(system.quick(createSeededRandom(9), { id: 'f3', now: '2026-01-01T00:00:00.000Z', variant: 'fighter' }));
    await sheet.open('f3');
    expect(sheet.progress.awardUndoCheck()?.ok).toBe(false);
    const before = sheet.doc?.data as { xp: number; money: { gp: number } };
    await sheet.progress.award('500');
    const awarded = sheet.progress.lastAward?.awarded ?? 0;
    expect(awarded).toBeGreaterThan(0);
    expect(sheet.setTracker('gold', before.money.gp + 7)).toBeNull();
    const check = sheet.progress.awardUndoCheck();
    expect(check?.ok && check.summary).toContain(`XP back to ${before.xp}`);
    await sheet.progress.undoAward();
    const after = sheet.doc?.data as { xp: number; money: { gp: number } };
    expect(after.xp).toBe(before.xp);
    expect(after.money.gp).toBe(before.money.gp + 7);
    expect(sheet.progress.message).toBe('The last XP award was undone.');
    expect(sheet.progress.lastAward).toBeNull();
    expect(sheet.doc?.history.at(-1)?.summary).toMatch(/^Undid "/);
    expect(sheet.progress.awardUndoCheck()?.ok).toBe(false);
  });

  it('says what is wrong with a character it cannot work out, or whose system it does not know', async () => {
    const { repo, sheet } = await setup();
    await repo.save({ ...newTinyDocument('x', '2026-01-01T00:00:00.000Z'), name: 'Stranger' });
    await sheet.open('x');
    expect(sheet.error).toMatch(/“Stranger” is a tiny character, a game system this Sheetsmith does not know/);
    await repo.save({ ...newTinyDocument('y', '2026-01-01T00:00:00.000Z'), system: 'dark-dungeons', name: 'Broken', data: { classId: 'fighter' } });
    await sheet.open('y');
    expect(sheet.error).toBeNull();
    expect(sheet.view?.failure).toEqual(expect.any(String));
    expect(sheet.view?.model).toBeNull();
    await sheet.open('gone');
    expect(sheet.error).toMatch(/no longer exists/);
  });

  it('prints the house rules of the campaigns the character plays in in its sheet footer, each campaign named', async () => {
    const db = new SheetsmithDb(`sheet-${Math.random()}`);
    opened.push(db);
    const repo = new CharacterRepository(db);
    const system = await loadSystem('dark-dungeons');
    if (!system) throw new Error('Dark Dungeons is registered');
    const now = '2026-01-01T00:00:00.000Z';
    await repo.save({ ...system.quick(createSeededRandom(9), { id: 'f3', now, variant: 'fighter' }), name: 'Brun' });
    const campaign = (id: string, name: string, members: string[]): CampaignDocument => ({
      ...newCampaign({ id: id as CampaignId, name, system: 'dark-dungeons', now }),
      members: members.map((m) => m as CharacterId),
    });
    const ruled = (c: CampaignDocument): CampaignDocument => {
      const r = setHouseRules(c, { multiLevelPerAward: true });
      if ('problem' in r) throw new Error(r.problem);
      return r;
    };
    const campaigns = [ruled(campaign('c1', 'The Sunken Crown', ['f3'])), campaign('c2', 'Quiet Table', ['f3']), ruled(campaign('c3', 'Western Marches', ['f3', 'x'])), ruled(campaign('c4', 'Not Brun’s', ['x']))];
    const sheet = new SheetState(repo, new SaveStatus(), createMemoryPlatform(), new RestorePointRepository(db), createSeededRandom(2), null, () => campaigns);
    await sheet.open('f3');
    const footer = sheet.view?.model?.footer.houseRules ?? [];
    expect(footer.filter((r) => r.includes('more than one level'))).toEqual([
      'One award may raise a character more than one level (house rule of The Sunken Crown)',
      'One award may raise a character more than one level (house rule of Western Marches)',
    ]);
    expect(footer.join(' ')).not.toMatch(/Quiet Table|Not Brun/);
    // Without campaigns the system's own footer is all there is.
    const alone = new SheetState(repo, new SaveStatus(), createMemoryPlatform(), new RestorePointRepository(db), createSeededRandom(2));
    await alone.open('f3');
    expect(alone.view?.model?.footer.houseRules.some((r) => r.includes('house rule of'))).toBe(false);
  });
});
