/**
 * Murdham play on a real SheetState (fake IndexedDB, real repositories, real core): the play actions run through the
 * sheet's one write path; a roll shown and re-rolled with an omen is on the stored character, so a sheet opened again
 * (a reload) keeps it; the sheet's editors are named commands with their history sentences.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
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
  const at = '2026-01-01T00:00:00.000Z';
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    dataVersion: 2,
    id: 'sybilla' as CharacterId,
    system: 'murdham',
    name: 'Sybilla',
    status: 'complete',
    creationStep: 'review',
    createdAt: at,
    updatedAt: at,
    data: { ...newMurdhamData(), abilities: { str: 8, agi: 10, wit: 12 }, abilityMethod: 'entered', health: 8, ...change },
    overrides: {},
    houseRules: [],
    history: [],
  };
}

/** A store holding the character, and a way to open a sheet on it (again, as a reload does). */
async function store(doc: CharacterDocument<MurdhamData>) {
  const name = `murdham-sheet-${Date.now()}-${names.length}`;
  names.push(name);
  const db = new SheetsmithDb(name);
  const repo = new CharacterRepository(db);
  await repo.save(doc);
  const open = async () => {
    const sheet = new SheetState(repo, new SaveStatus(), createMemoryPlatform(), new RestorePointRepository(db));
    await sheet.open(doc.id);
    return sheet;
  };
  const stored = async () => asMurdham((await repo.get(doc.id)) ?? null);
  return { open, stored };
}

function ok(result: ReturnType<SheetState['act']>): void {
  if ('problem' in result) throw new Error(result.problem);
}

describe('Murdham play on the sheet', () => {
  it('000:146 a d4 of 4 then 2 is shown; re-rolled with an omen after a reload, the lower is kept and each step is in the history', async () => {
    const { open, stored } = await store(sybilla());
    const sheet = await open();
    ok(sheet.act('roll-damage', { die: '4' }, [4, 2]));
    sheet.close();
    await sheet.settled();
    expect((await stored()).data.pending).toEqual({ kind: 'damage', sides: 4, mode: 'normal', direct: false, attempts: [[[4, 2]]] });

    // The sheet opened again (a reload) still shows the roll and can re-roll it with an omen.
    const again = await open();
    expect(again.system?.play.actions(asMurdham(again.doc)).map((a) => a.id)).toContain('reroll');
    ok(again.act('reroll', {}, [2]));
    ok(again.act('keep', {}));
    again.close();
    await again.settled();
    const after = await stored();
    expect(after.data).toMatchObject({ health: 6, omens: { current: 1 }, pending: null });
    expect(after.history.map((h) => [h.summary, h.dice])).toEqual([
      ['Damage rolled: d4: 4, 2 → 3 + 2 = 5', ['d4: 4, 2 → 3 + 2 = 5']],
      ['Omen spent to re-roll: d4: 2', ['d4: 2']],
      ['Took 2 damage: health 8 → 6', []],
    ]);
  });

  it('a condition put on the character shows in its state and ends with the stretch (000:44)', async () => {
    const { open, stored } = await store(sybilla());
    const sheet = await open();
    ok(sheet.act('damage', { amount: '4' }));
    expect(sheet.system?.play.status(asMurdham(sheet.doc)).word).toBe('Incapacitated');
    ok(sheet.act('end-stretch', {}));
    sheet.close();
    await sheet.settled();
    expect((await stored()).conditions).toBeUndefined();
  });

  it('refuses faces that do not fit the die, and an action not open now, in one sentence', async () => {
    const { open } = await store(sybilla());
    const sheet = await open();
    expect(sheet.act('roll-damage', { die: '6' }, [9])).toEqual({ problem: 'A d6 shows 1 to 6; 9 was typed (face 1).' });
    expect(sheet.act('keep', {})).toEqual({ problem: 'There is no roll shown.' });
    expect(asMurdham(sheet.doc).history).toEqual([]);
  });

  it('the sheet’s gear editor writes named commands with their sentences', async () => {
    const { open, stored } = await store(sybilla({ shillings: 12 }));
    const sheet = await open();
    const editor = new MurdhamSheet(sheet);
    expect(editor.edit({ kind: 'add-item', item: { name: 'Lantern', quantity: 1, bulk: 1, cost: 2.5, armour: 0, worn: false }, pay: true })).toBeNull();
    expect(editor.edit({ kind: 'add-item', item: { name: 'Plate', quantity: 1, bulk: 2, cost: 0, armour: 4, worn: true }, pay: false })).toBe('Armour is a whole number from 0 to 3 (000:65).');
    sheet.close();
    await sheet.settled();
    const after = await stored();
    expect(after.data.shillings).toBe(9.5);
    expect(after.history.map((h) => h.summary)).toEqual(['Bought: Lantern (2½ʂ)']);
  });
});
