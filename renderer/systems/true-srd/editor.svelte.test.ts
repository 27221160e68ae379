/**
 * True SRD's editors and play over a real SheetState (fake IndexedDB, real repositories, real core): an edit runs its
 * named command and the history words it in core; a play action typed from a real die is one entry with its die;
 * a refusal changes nothing. The chapter's own short sword (003:322) against Toughness +2.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { newTrueSrdData, type TrueSrdData } from '../../../core/systems/true-srd/character';
import { addAttack } from '../../../core/systems/true-srd/commands';
import { trueSrdDocument } from '../../../core/systems/true-srd/rules/quick';
import { SheetsmithDb } from '../../lib/store/db';
import { CharacterRepository } from '../../lib/store/characters-repo';
import { RestorePointRepository } from '../../lib/store/restore-points-repo';
import { SaveStatus } from '../../lib/state/save-status.svelte';
import { SheetState } from '../../lib/state/sheet.svelte';
import { createMemoryPlatform } from '../../lib/platform/memory-platform';
import { asTrueSrd, editorFor } from './editor.svelte';

const names: string[] = [];
afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)));
});

async function open() {
  const name = `true-srd-editor-${Date.now()}-${names.length}`;
  names.push(name);
  const db = new SheetsmithDb(name);
  const repo = new CharacterRepository(db);
  const data: TrueSrdData = { ...newTrueSrdData(), abilities: { str: 1, dex: 0, con: 2, int: 0, wis: 0, cha: 0 }, combat: { combatBonus: 1, fortitude: 1, reflex: 0, will: 0 } };
  const doc = trueSrdDocument(data, { id: 'mara', name: 'Mara', now: '2026-01-01T00:00:00.000Z' });
  await repo.save(doc);
  const sheet = new SheetState(repo, new SaveStatus(), createMemoryPlatform(), new RestorePointRepository(db));
  await sheet.open(doc.id);
  return { sheet, stored: async () => { await sheet.settled(); return asTrueSrd((await repo.get(doc.id)) ?? null); } };
}

describe('True SRD on an open sheet', () => {
  it('an editor runs the named command: the attack is listed and the history words it', async () => {
    const { sheet, stored } = await open();
    const editor = editorFor({ sheet });
    expect(editor.run(addAttack, { name: 'Short sword', kind: 'melee', damage: 2, lethal: true, rangeIncrement: 0, critical: '' })).toBeNull();
    expect(editor.data.weapons.map((w) => w.name)).toEqual(['Short sword']);
    expect(editor.derived.find((v) => v.id.endsWith('.difficulty'))?.value).toBe(18);
    sheet.flush();
    expect((await stored()).history.at(-1)?.summary).toBe('Attack added: Short sword (+2, lethal)');
    expect(editor.run(addAttack, { name: ' ', kind: 'melee', damage: 2, lethal: true, rangeIncrement: 0, critical: '' })).toBe('Name the attack.');
  });

  it('a hit with a typed 7: wounded and dazed, one entry with its die (003:322, 003:328-329)', async () => {
    const { sheet, stored } = await open();
    const written = sheet.act('damage', { bonus: '+3' }, [7]);
    expect('problem' in written).toBe(false);
    sheet.flush();
    const doc = await stored();
    expect(doc.data.damage).toMatchObject({ wounded: true, dazed: true });
    expect(doc.history.at(-1)?.summary).toBe('Toughness save against +3 (lethal): wounded (and dazed)');
    expect(doc.history.at(-1)?.dice).toEqual(['Toughness save: d20 7 + 2 Toughness = 9 vs Difficulty 18: failed by 9, wounded (and dazed).']);
    expect(sheet.act('damage', { bonus: '+3' }, [21])).toEqual({ problem: 'A d20 shows 1 to 20; 21 was typed (face 1).' });
    expect(sheet.act('damage', { bonus: '+3' }, [7, 7])).toMatchObject({ input: 'faces' });
  });
});
