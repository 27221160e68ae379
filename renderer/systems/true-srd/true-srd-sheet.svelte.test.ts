/**
 * The Damage & recovery page's view over a real SheetState (fake IndexedDB, real repositories, real core): the
 * chapter's own Toughness example (003:322) played through it, with the track marked as 003:326-329 say and each roll
 * kept in the character's history with its dice.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { createScriptedRandom } from '../../../core/dice/testing';
import { newTrueSrdData, type TrueSrdData } from '../../../core/systems/true-srd/character';
import { trueSrdDocument } from '../../../core/systems/true-srd/rules/quick';
import { SheetsmithDb } from '../../lib/store/db';
import { CharacterRepository } from '../../lib/store/characters-repo';
import { RestorePointRepository } from '../../lib/store/restore-points-repo';
import { SaveStatus } from '../../lib/state/save-status.svelte';
import { SheetState } from '../../lib/state/sheet.svelte';
import { createMemoryPlatform } from '../../lib/platform/memory-platform';
import { TrueSrdSheet, type Hit } from './true-srd-sheet.svelte';
import { asTrueSrd } from './editor';

const names: string[] = [];
afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)));
});

/** A defender with Con +2 and nothing else to Toughness, so Toughness is +2 (003:323). */
function defender(change: Partial<TrueSrdData> = {}) {
  const data: TrueSrdData = { ...newTrueSrdData(), abilities: { str: 0, dex: 0, con: 2, int: 0, wis: 0, cha: 0 }, combat: { combatBonus: 1, fortitude: 1, reflex: 0, will: 0 }, ...change };
  return trueSrdDocument(data, { id: 'mara', name: 'Mara', now: '2026-01-01T00:00:00.000Z' });
}

async function open(data: Partial<TrueSrdData> = {}, faces: readonly number[] = []) {
  const name = `true-srd-sheet-${Date.now()}-${names.length}`;
  names.push(name);
  const db = new SheetsmithDb(name);
  const repo = new CharacterRepository(db);
  const doc = defender(data);
  await repo.save(doc);
  const sheet = new SheetState(repo, new SaveStatus(), createMemoryPlatform(), new RestorePointRepository(db));
  await sheet.open(doc.id);
  const view = new TrueSrdSheet(sheet, createScriptedRandom(faces));
  const stored = async () => asTrueSrd((await repo.get(doc.id)) ?? null);
  return { view, stored };
}

// "Strength +1, wielding a short sword (damage modifier +2)… Difficulty 18 (15 + 3)" (003:322).
const SHORT_SWORD: Hit = { damageBonus: 3, type: 'lethal', modifier: 0, ignoreArmor: false };

describe('the True SRD Damage & recovery view', () => {
  it('shows what every face does against the short sword before the roll (003:322-329)', async () => {
    const { view } = await open();
    const preview = view.preview(SHORT_SWORD);
    if ('problem' in preview) throw new Error(preview.problem);
    expect(preview.difficulty).toBe(18);
    // d20 + 2 against 18: failing by 15+ is dying, 10+ disabled, 5+ wounded, 1-4 hurt, each lethal box with its
    // non-lethal one (003:328-329), and a hurt is also a bruise (003:326); 16 and up save.
    expect(preview.faces.map((f) => [f.from, f.to, f.result])).toEqual([
      [1, 1, 'dying (and unconscious)'],
      [2, 6, 'disabled (and staggered)'],
      [7, 11, 'wounded (and dazed)'],
      [12, 15, 'hurt (and bruised)'],
      [16, 20, 'no damage'],
    ]);
    expect(preview.needed).toBe(16);
  });

  it('applies a typed save, keeps its dice in the history, then clears the wound with Conviction (003:328, 003:345-347)', async () => {
    const { view, stored } = await open({ conviction: 1 });
    expect(view.takeHit(SHORT_SWORD, 7)).toBeNull();
    await view.settled();
    expect(view.data.damage.wounded).toBe(true);
    expect(view.data.damage.dazed).toBe(true);
    expect(view.trackWords).toBe('Wounded, dazed');
    const entry = (await stored()).history.at(-1);
    expect(entry?.summary).toBe('Toughness save against +3 (lethal)');
    expect(entry?.dice[0]).toMatch(/^Toughness save: d20 7 \+ 2 Toughness = 9 vs Difficulty 18: failed by 9, wounded/);
    // Conviction makes the die a 10: 10 + Con 2 = 12 against 10 erases the wound (003:345, 003:347).
    expect(view.recover('wounded', null, true)).toBeNull();
    await view.settled();
    expect(view.data.damage.wounded).toBe(false);
    expect(view.data.conviction).toBe(0);
    expect(view.outcome?.dice[0]).toMatch(/^Recovery: Conviction: a roll of 10/);
  });

  it('rolls the die when none is typed, and refuses a face no d20 shows, changing nothing', async () => {
    const { view } = await open({}, [20]);
    expect(view.takeHit(SHORT_SWORD, 21)).toBe('A d20 shows 1 to 20, not 21.');
    expect(view.outcome?.refused).toBe(true);
    expect(view.takeHit(SHORT_SWORD, null)).toBeNull();
    await view.settled();
    expect(view.trackWords).toBe('Unhurt');
  });

  it('takes fatigue without dice and says so (003:350)', async () => {
    const { view } = await open();
    expect(view.fatigue()).toBeNull();
    expect(view.data.fatigue).toBe(1);
    expect(view.outcome?.words).toEqual(['Normal becomes winded (003:350-352).']);
  });
});
