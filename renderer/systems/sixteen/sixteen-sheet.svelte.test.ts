/**
 * The Tests & combat page's view over a real SheetState (fake IndexedDB, real repositories, real core): the text's
 * own examples (001:1, 001:6, 001:10, 001:12, 001:17) worked through the calculator as the page asks them.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { createScriptedRandom } from '../../../core/dice/testing';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../core/documents/character';
import type { CharacterId } from '../../../core/documents/ids';
import { newSixteenData, type SixteenData } from '../../../core/systems/sixteen/character';
import { SheetsmithDb } from '../../lib/store/db';
import { CharacterRepository } from '../../lib/store/characters-repo';
import { RestorePointRepository } from '../../lib/store/restore-points-repo';
import { SaveStatus } from '../../lib/state/save-status.svelte';
import { SheetState } from '../../lib/state/sheet.svelte';
import { createMemoryPlatform } from '../../lib/platform/memory-platform';
import { SixteenSheet } from './sixteen-sheet.svelte';
import { asSixteen } from './editor';

const names: string[] = [];
afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)));
});

/** A fighter with STR +2 and melee 14 (to hit +14 with DEX +0, 001:9), HD 4, 33 HP and 25 MP. */
function fighter(change: Partial<SixteenData> = {}): CharacterDocument<SixteenData> {
  const at = '2026-01-01T00:00:00.000Z';
  const data: SixteenData = {
    ...newSixteenData(),
    stats: { str: 2, dex: 0, con: 0, int: 0, wis: 0 },
    level: 4,
    hitDice: 4,
    hitPoints: { max: 33, current: 33 },
    ac: { melee: 0, ranged: null },
    skills: [{ name: 'Melee', level: 14, stat: null }],
    weapons: [{ id: 'sword', name: 'Sword', kind: 'melee', skilled: true, specialised: false, bonus: 0, damage: 'd8' }],
    magic: { level: 2, mpMax: 25, mp: 10 },
    ...change,
  };
  return { format: 'sheetsmith/character', schemaVersion: CHARACTER_SCHEMA_VERSION, id: 'brann' as CharacterId, system: 'sixteen', name: 'Brann', status: 'complete', creationStep: 'review', createdAt: at, updatedAt: at, data, overrides: {}, houseRules: [], history: [] };
}

async function open(doc: CharacterDocument<SixteenData>, faces: readonly number[] = []) {
  const name = `sixteen-sheet-${Date.now()}-${names.length}`;
  names.push(name);
  const db = new SheetsmithDb(name);
  const repo = new CharacterRepository(db);
  await repo.save(doc);
  const sheet = new SheetState(repo, new SaveStatus(), createMemoryPlatform(), new RestorePointRepository(db));
  await sheet.open(doc.id);
  const rng = createScriptedRandom(faces);
  const view = new SixteenSheet(sheet, rng);
  const stored = async () => asSixteen((await repo.get(doc.id)) ?? null);
  return { view, rng, stored };
}

describe('the 16+ Tests & combat view', () => {
  it('works the STR +2 test as the text does: +8, an 8 succeeds and a 7 fails (001:1)', async () => {
    const { view } = await open(fighter());
    const preview = view.testPreview({ kind: 'stat', stat: 'str' }, 0);
    if ('problem' in preview) throw new Error(preview.problem);
    expect(preview.modifier).toBe(8);
    expect(preview.needed.words).toBe('needs 8+');
    expect(view.rollTest({ kind: 'stat', stat: 'str' }, 0, 8)).toBeNull();
    expect([view.outcome?.title, view.outcome?.verdict]).toEqual(['STR test +8', 'Succeeds']);
    expect(view.rollTest({ kind: 'stat', stat: 'str' }, 0, 7)).toBeNull();
    expect(view.outcome?.verdict).toBe('Fails');
  });

  it('judges the text’s two attacks: +14 against AC +8 with a 13 is 35, a hit; against AC −18 with an 8, reduced damage (001:6)', async () => {
    const { view } = await open(fighter());
    expect(view.attack('sword', 8, 0, [13])).toBeNull();
    expect(view.outcome?.verdict).toBe('Hit');
    expect(view.outcome?.words[0]).toContain('= 35');
    expect(view.attack('sword', -18, 0, [8])).toBeNull();
    expect(view.outcome?.verdict).toBe('Hit, reduced damage');
    expect(view.outcome?.words[0]).toContain('(22)');
  });

  it('shows every die of an open-ended roll: 10, 20, 4 is 34 (001:6), and a first 1 misses whatever the bonus', async () => {
    const { view, rng } = await open(fighter(), [10, 20, 4]);
    expect(view.attack('sword', 0, 0, null)).toBeNull();
    expect(view.outcome?.faces).toEqual([10, 20, 4]);
    expect(view.outcome?.words[0]).toMatch(/^10 \+ 20 \+ 4 \(10s and 20s roll again\) \+ 14/);
    expect(rng.remaining()).toBe(0);
    expect(view.attack('sword', 40, 0, [1])).toBeNull();
    expect(view.outcome?.verdict).toBe('Miss');
    expect(view.attack('sword', 0, 0, [10])).toBe('10 is rolled again and added: give the next face too (001:6).');
  });

  it('warns of the stun save above 10 + HD in one blow: 15 against HD 4 does, 14 does not (001:10)', async () => {
    const { view } = await open(fighter());
    expect(view.takeDamage(14, true)).toBeNull();
    expect(view.stunDue).toBe(false);
    expect(view.takeDamage(15, true)).toBeNull();
    expect(view.stunDue).toBe(true);
    expect(view.outcome?.words[0]).toContain('more than 14 (10 + HD)');
    expect(view.data.hitPoints.current).toBe(4);
    expect(view.rollSave({ id: 'stun', against: [], countermagic: 0 }, 20)).toBeNull();
    expect(view.stunDue).toBe(false);
    expect(view.outcome?.verdict).toBe('Succeeds');
  });

  it('rests for 20% of 33 rounded up, 7, and recovers 10% of 25 magic points, 3, every 2 hours (001:12, 001:17)', async () => {
    const { view } = await open(fighter({ hitPoints: { max: 33, current: 10 } }));
    expect(view.rest()).toBeNull();
    expect(view.data.hitPoints.current).toBe(17);
    expect(view.recoverMagic(1)).toBeNull();
    expect(view.data.magic.mp).toBe(13);
    expect(view.spendMagic(20)).toBe('There are only 13 magic points.');
    expect(view.outcome?.refused).toBe(true);
  });

  it('keeps countermagic spent on a save in the history with its die (001:21)', async () => {
    const { view, stored } = await open(fighter());
    const spec = { id: 'basic' as const, against: ['magic' as const], countermagic: 2 };
    expect(view.savePreview(spec).modifier).toBe(1 + 2);
    expect(view.rollSave(spec, 13)).toBeNull();
    await view.settled();
    expect(view.data.magic.mp).toBe(8);
    const entry = (await stored()).history.at(-1);
    expect(entry?.summary).toBe('Basic save +3');
    expect(entry?.dice[0]).toMatch(/^Basic save: 13 \+ 3 = 16: succeeds/);
  });
});
