/**
 * A 16+ character on a real SheetState (fake IndexedDB, real repositories, real core): the play actions of
 * `sixteen.play` run through the shared Play page's state (`PlayState`) with dice typed from the table, the text's own
 * examples (001:1, 001:6, 001:10, 001:12), each change stored with its history entry; and the 16+ editors' edits as
 * named commands through `SixteenSheet`.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../core/documents/character';
import type { CharacterId } from '../../../core/documents/ids';
import type { PlayActionDef } from '../../../core/systems/types';
import { newSixteenData, type SixteenData } from '../../../core/systems/sixteen/character';
import { editFigures } from '../../../core/systems/sixteen/commands';
import { SheetsmithDb } from '../../lib/store/db';
import { CharacterRepository } from '../../lib/store/characters-repo';
import { RestorePointRepository } from '../../lib/store/restore-points-repo';
import { SaveStatus } from '../../lib/state/save-status.svelte';
import { SheetState } from '../../lib/state/sheet.svelte';
import { createMemoryPlatform } from '../../lib/platform/memory-platform';
import { PlayState } from '../../lib/state/play.svelte';
import { SixteenSheet } from './sixteen-sheet.svelte';
import { asSixteen } from './editor';

const names: string[] = [];
afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)));
});

/** A fighter with STR +2 and melee 14 (to hit +14 with DEX +0, 001:9), HD 4, 33 HP and 10 of 25 MP. */
function fighter(): CharacterDocument<SixteenData> {
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
  };
  return { format: 'sheetsmith/character', schemaVersion: CHARACTER_SCHEMA_VERSION, id: 'brann' as CharacterId, system: 'sixteen', name: 'Brann', status: 'complete', creationStep: 'review', createdAt: at, updatedAt: at, data, overrides: {}, houseRules: [], history: [] };
}

async function open() {
  const name = `sixteen-sheet-${Date.now()}-${names.length}`;
  names.push(name);
  const db = new SheetsmithDb(name);
  const repo = new CharacterRepository(db);
  const doc = fighter();
  await repo.save(doc);
  const sheet = new SheetState(repo, new SaveStatus(), createMemoryPlatform(), new RestorePointRepository(db));
  await sheet.open(doc.id);
  const view = new SixteenSheet(sheet);
  const play = new PlayState(sheet);
  const action = (id: string): PlayActionDef => {
    const a = play.groups.flatMap((g) => g.actions).find((x) => x.id === id);
    if (!a) throw new Error(`no action ${id} now`);
    return a;
  };
  const stored = async () => {
    sheet.flush();
    await sheet.settled();
    return asSixteen((await repo.get(doc.id)) ?? null);
  };
  return { view, play, action, stored };
}

describe('the 16+ play actions on the shared Play page', () => {
  it('offers the actions by group: health, the rolls, magic and the rest', async () => {
    const { play } = await open();
    expect(play.groups.map((g) => g.name)).toEqual(['Health', 'Rolls', 'Magic', 'Rest']);
  });

  it('a STR test typed from a real die: 8 + 8 = 16 succeeds (001:1), shown with its die; it changes nothing, so no history entry', async () => {
    const { play, action, stored } = await open();
    const before = (await stored()).history.length;
    expect(play.act(action('test'), { of: 'stat:str' }, '8')).toBeNull();
    expect(play.outcome?.title).toBe('STR test +8: 8 rolled, succeeds');
    expect(play.outcome?.words[0]).toBe('8 + 8 = 16: succeeds (16 or more, 001:1).');
    expect(play.outcome?.dice).toEqual(['STR test: d20 [8] + 8 = 16']);
    expect((await stored()).history.length).toBe(before);
  });

  it('an attack typed as 10, 20, 4 is open-ended (001:6); faces that are not numbers, or one too many, are refused', async () => {
    const { play, action } = await open();
    expect(play.act(action('attack'), { ac: '0' }, '10, 20, 4')).toBeNull();
    expect(play.outcome?.dice[0]).toBe('Sword: d20 [10, 20, 4] + 14 + 0 AC = 48');
    expect(play.act(action('attack'), { ac: '0' }, '10, x')).toEqual({ problem: expect.stringMatching(/^Type the dice as whole numbers/), input: 'faces' });
    expect(play.act(action('attack'), { ac: '0' }, '13, 4')?.problem).toBe('1 more face was typed than this roll uses; type only the dice rolled for it.');
    expect(play.outcome?.refused).toBe(true);
  });

  it('a blow of 15 owes a stun save, kept on the stored character; a failed save puts Stunned on (001:10)', async () => {
    const { view, play, action, stored } = await open();
    expect(play.act(action('damage'), { amount: '15' }, '')).toBeNull();
    expect(play.due.map((d) => d.actionId)).toEqual(['stun-save']);
    expect((await stored()).data.health.stunSave).toEqual({ cause: 'blow', damage: 15 });
    expect(play.act(action('stun-save'), {}, '3')).toBeNull();
    expect(play.status?.word).toBe('Stunned');
    expect(view.doc.conditions?.map((c) => c.name)).toEqual(['Stunned']);
    expect(play.act(action('stun-ends'), {}, '')).toBeNull();
    expect(play.status?.word).toBeNull();
  });

  it('below 0 the dying procedure runs: bleeding each turn, first aid stops it; healing never past the maximum', async () => {
    const { view, play, action, stored } = await open();
    play.act(action('damage'), { amount: '35', blow: 'several' }, '');
    expect(play.status).toMatchObject({ word: 'Unconscious, bleeding', dying: true });
    expect(play.act(action('bleed'), {}, '')).toBeNull();
    expect(view.data.hitPoints.current).toBe(-3);
    expect(play.act(action('first-aid'), { modifier: '+4' }, '12')).toBeNull();
    expect(play.status?.word).toBe('Unconscious, not bleeding');
    expect(play.act(action('heal'), { amount: '100' }, '')).toBeNull();
    expect(view.data.hitPoints.current).toBe(33);
    expect(play.outcome?.words[0]).toBe('Healing stops at the maximum, 33 hit points; the 64 beyond it are ignored.');
    expect((await stored()).history.map((h) => h.summary)).toEqual([
      'Took 35 damage: hit points 33 → -2',
      'A round of bleeding: hit points -2 → -3',
      'First aid +4: 12 rolled, succeeds',
      'Healed 100: hit points -3 → 33',
    ]);
  });

  it('an edit from the sheet is a named command with its sentence in the history', async () => {
    const { view, stored } = await open();
    expect(view.edit(editFigures, { maxHp: 40, ac: -2, ranged: null, saveMisc: 0, perceptionMisc: 0, nonLiving: false })).toBeNull();
    expect((await stored()).history.at(-1)?.summary).toBe('Hit points and AC: hit points (max) 33 → 40; AC +0 → −2');
  });
});
