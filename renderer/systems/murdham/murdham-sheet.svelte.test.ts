/**
 * The Dice & table page's view over a real SheetState (fake IndexedDB, real repositories, real core): the text's own
 * omen examples (000:146-148) played through it, each roll kept in the character's history with its dice.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { createScriptedRandom } from '../../../core/dice/testing';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../core/documents/character';
import type { CharacterId } from '../../../core/documents/ids';
import { newMurdhamData, type MurdhamData } from '../../../core/systems/murdham/character';
import { SheetsmithDb } from '../../lib/store/db';
import { CharacterRepository } from '../../lib/store/characters-repo';
import { RestorePointRepository } from '../../lib/store/restore-points-repo';
import { SaveStatus } from '../../lib/state/save-status.svelte';
import { SheetState } from '../../lib/state/sheet.svelte';
import { createMemoryPlatform } from '../../lib/platform/memory-platform';
import { MurdhamSheet } from './murdham-sheet.svelte';
import { asMurdham } from './editor';

const names: string[] = [];
afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)));
});

/** Sybilla as the omen examples give her: STR 8, AGI 10 (000:143, 000:148), human, 2 omens, no armour. */
function sybilla(change: Partial<MurdhamData> = {}): CharacterDocument<MurdhamData> {
  const data: MurdhamData = { ...newMurdhamData(), abilities: { str: 8, agi: 10, wit: 12 }, abilityMethod: 'entered', health: 8, ...change };
  const at = '2026-01-01T00:00:00.000Z';
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    id: 'sybilla' as CharacterId,
    system: 'murdham',
    name: 'Sybilla',
    status: 'complete',
    creationStep: 'review',
    createdAt: at,
    updatedAt: at,
    data,
    overrides: {},
    houseRules: [],
    history: [],
  };
}

/** A sheet open on the character, and the Murdham view over it rolling the scripted faces. */
async function open(doc: CharacterDocument<MurdhamData>, faces: readonly number[] = []) {
  const name = `murdham-sheet-${Date.now()}-${names.length}`;
  names.push(name);
  const db = new SheetsmithDb(name);
  const repo = new CharacterRepository(db);
  await repo.save(doc);
  const sheet = new SheetState(repo, new SaveStatus(), createMemoryPlatform(), new RestorePointRepository(db));
  await sheet.open(doc.id);
  const rng = createScriptedRandom(faces);
  const view = new MurdhamSheet(sheet, rng);
  const data = () => view.data;
  const stored = async () => asMurdham((await repo.get(doc.id)) ?? null);
  return { sheet, view, rng, data, stored };
}

describe('the Murdham Dice & table view', () => {
  it('keeps the lower damage after an omen re-roll: d4 4 then 2 is 5, re-rolled to 2 (000:146)', async () => {
    const { view, rng, data, stored } = await open(sybilla(), [4, 2, 2]);
    expect(view.rolls.damage(4, 0, 0, false)).toBeNull();
    const first = view.rolls.pending;
    expect(first?.kind === 'damage' && first.rolls.map((r) => r.total)).toEqual([5]);
    expect(view.rolls.reroll()).toBeNull();
    expect(data().omens.current).toBe(1);
    expect(view.rolls.keep()).toBeNull();
    await view.settled();
    expect(data().health).toBe(6);
    expect(rng.remaining()).toBe(0);
    const entry = (await stored()).history.at(-1);
    expect(entry?.summary).toBe('Took 2 damage');
    expect(entry?.dice).toEqual(['d4: 4, 2 → 3 + 2 = 5', 'Omen re-roll: d4: 2']);
    expect(view.rolls.pending).toBeNull();
  });

  it('lets the player keep the re-rolled soulblight check: 4 corruption, d12 4 then 5, no damage (000:147)', async () => {
    const { view, data, stored } = await open(sybilla(), [5]);
    expect(view.rolls.soulblight(4, 4)).toBeNull();
    expect(view.rolls.reroll()).toBeNull();
    expect(view.rolls.keep(1)).toBeNull();
    await view.settled();
    expect(data().corruption).toBe(4);
    expect(data().health).toBe(8);
    expect(data().omens.current).toBe(1);
    expect((await stored()).history.at(-1)?.dice).toEqual(['d12: 4', 'd12: 5']);
  });

  it('saves a character from instant death with an omen: health 1, incapacitated, a permanent injury (000:140, 000:148)', async () => {
    // Health 6 of 8, 10 damage: enough to kill her on the spot (000:46, 000:148). The injury die shows 6.
    const { view, data } = await open(sybilla({ health: 6 }), [6]);
    expect(view.takeDamage(10, false)).toBeNull();
    expect(data().dead).toBe(true);
    expect(view.outcome?.words.join(' ')).toContain('killed on the spot');
    expect(view.canBeSaved).toBe(true);
    expect(view.saveFromDeath()).toBeNull();
    await view.settled();
    expect(data().dead).toBe(false);
    expect(data().health).toBe(1);
    expect(data().omens.current).toBe(1);
    expect(data().conditions.map((c) => [c.name, c.until])).toEqual([
      ['incapacitated', 'stretch'],
      // The table's 6 is Injured leg, hobbled (000:55); the example's "lost an eye" is a slip of the text.
      ['hobbled', 'permanent'],
    ]);
    expect(data().injuries.map((i) => [i.roll, i.permanent])).toEqual([[6, true]]);
  });

  it('refuses a nameless condition in one sentence and changes nothing; ends a condition by its id', async () => {
    const { view, data } = await open(sybilla());
    expect(view.addCondition('  ', '', 'stretch')).toMatch(/^Name the condition/);
    expect(data().conditions).toEqual([]);
    expect(view.addCondition('frightened', 'of the wolf', 'full-rest')).toBeNull();
    const id = data().conditions[0]?.id ?? '';
    expect(view.removeCondition(id)).toBeNull();
    expect(data().conditions).toEqual([]);
    expect(view.removeCondition(id)).toBe('That condition has already ended.');
  });

  it('says why an omen cannot be spent when none is left (000:142)', async () => {
    const { view } = await open(sybilla({ omens: { current: 0, max: 2 } }), [3]);
    expect(view.rolls.damage(6, 0, 0, false)).toBeNull();
    expect(view.rolls.reroll()).toMatch(/no omens left/);
  });
});
