/**
 * The Orcus level-up view and the shared play state over a real SheetState (fake IndexedDB, real repositories, real
 * core): a level-1 character with 1,000 XP goes to level 2 with every change previewed; play actions come from the
 * system's PlayDef through the shell's PlayState and are written through the sheet with their history. Figures are worked by hand from the text's rules,
 * cited beside each.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { createScriptedRandom } from '../../../core/dice/testing';
import type { CharacterDocument } from '../../../core/documents/character';
import type { OrcusData } from '../../../core/systems/orcus/character';
import { dataWith, docOf } from '../../../core/systems/orcus/testing/fixtures';
import { SheetsmithDb } from '../../lib/store/db';
import { CharacterRepository } from '../../lib/store/characters-repo';
import { RestorePointRepository } from '../../lib/store/restore-points-repo';
import { SaveStatus } from '../../lib/state/save-status.svelte';
import { SheetState } from '../../lib/state/sheet.svelte';
import { createMemoryPlatform } from '../../lib/platform/memory-platform';
import { OrcusSheet } from './orcus-sheet.svelte';
import { PlayState } from '../../lib/state/play.svelte';
import { asOrcus } from './editor';

const names: string[] = [];
afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)));
});

/**
 * The standard array in the book's order (Str 16, Con 14, Dex 14, Int 12, Wis 11, Cha 8, 002:248) and the fixture's
 * class (15 HP at 1st level, 6 per level, 9 recoveries): 15 + Con 14 = 29 HP (002:172), 9 + Con +2 = 11 recoveries
 * (002:174); unhurt and rested.
 */
function fighter(patch: Partial<OrcusData> = {}): CharacterDocument<OrcusData> {
  const data = dataWith({ str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 }, { vitals: { hp: 29, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'up' }, ...patch }, 'standard-array');
  return docOf(data);
}

async function open(doc: CharacterDocument<OrcusData>, faces: readonly number[] = []) {
  const name = `orcus-sheet-${Date.now()}-${names.length}`;
  names.push(name);
  const db = new SheetsmithDb(name);
  const repo = new CharacterRepository(db);
  const points = new RestorePointRepository(db);
  await repo.save(doc);
  const sheet = new SheetState(repo, new SaveStatus(), createMemoryPlatform(), points, createScriptedRandom(faces));
  await sheet.open(doc.id);
  const view = new OrcusSheet(sheet);
  const play = new PlayState(sheet);
  const stored = async () => asOrcus((await repo.get(doc.id)) ?? null);
  return { sheet, view, play, points, stored };
}

describe('the Orcus level-up view', () => {
  it('previews level 2 with every value it changes and commits it with a restore point (002:583-584, 002:615)', async () => {
    const { view, points, stored } = await open(fighter({ xp: 1_000 }));
    view.preview();
    expect(view.plan?.toLevel).toBe(2);
    const preview = view.previewWith({ feat: { name: 'Toughness', level: 2, note: '' } });
    expect(preview.problem).toBeNull();
    const change = (id: string) => preview.changes.find((c) => c.id === id);
    // 29 + 6 per level = 35 HP; the level bonus becomes +1 (half of 2, 002:615), so AC 10 + 2 Dex + 1 = 13 from 12.
    expect(change('hp.max')).toMatchObject({ before: '29', after: '35' });
    expect(change('levelBonus')).toMatchObject({ before: '0', after: '+1' });
    expect(change('defence.ac')).toMatchObject({ before: '12', after: '13' });
    // Nothing is changed by a preview.
    expect(view.data.level).toBe(1);

    expect(await view.apply({ feat: { name: 'Toughness', level: 2, note: '' } })).toBe(true);
    const saved = await stored();
    expect(saved.data.level).toBe(2);
    expect(saved.data.vitals.hp).toBe(35);
    expect(saved.data.feats.map((f) => f.name)).toEqual(['Toughness']);
    expect(saved.history.at(-1)?.kind).toBe('level-up');
    expect((await points.list(saved.id)).some((p) => p.reason === 'level-up')).toBe(true);
    expect(view.plan).toBeNull();
  });

  it('says what is missing before level 4 can be applied: two scores to increase (002:585)', async () => {
    const { view } = await open(fighter({ level: 3, xp: 3_750, feats: [{ name: 'A', level: 1, note: '' }, { name: 'B', level: 2, note: '' }] }));
    view.preview();
    expect(view.previewWith({}).problem).toBe('Level 4: choose two different ability scores to increase by +1 (002:585).');
    const chosen = view.previewWith({ increase: ['str', 'con'] });
    expect(chosen.problem).toBeNull();
    // Str 16 + 1 = 17 (002:585).
    expect(chosen.changes.find((c) => c.id === 'ability.str')).toMatchObject({ before: '16', after: '17' });
  });

  it('refuses a level the XP does not reach, in the text’s words, unless forced as a GM ruling (002:583)', async () => {
    const { view, sheet } = await open(fighter({ xp: 999 }));
    view.preview();
    expect(view.plan).toBeNull();
    expect(sheet.progress.message).toBe('Level 2 needs 1,000 XP; this character has 999 (002:583).');
    view.preview({ force: true });
    expect(view.plan?.forced).toBe(true);
  });
});

describe('Orcus play (the system’s PlayDef through the shared PlayState and the sheet)', () => {
  const action = (play: PlayState, id: string) => {
    const found = play.groups.flatMap((g) => g.actions).find((a) => a.id === id);
    if (!found) throw new Error(`No action ${id} now`);
    return found;
  };

  it('staggered at half of 29 or fewer, dying at 0, a natural 20 on a death save brings back a recovery’s worth (002:1447-1462)', async () => {
    const { view, play, stored, sheet } = await open(fighter(), [20]);
    expect(play.act(action(play, 'damage'), { amount: '15' })).toBeNull();
    // 29 − 15 = 14, which is the staggered value floor(29 / 2) = 14 (002:1449).
    expect(view.data.vitals.hp).toBe(14);
    expect(play.status?.word).toBe('Staggered');
    expect(play.outcome).toMatchObject({ title: 'Took 15 damage: HP 29 → 14, Staggered', words: ['Staggered: 14 HP is half the maximum or fewer (002:1449).'] });
    expect(play.act(action(play, 'damage'), { amount: '16' })).toBeNull();
    expect(play.status).toMatchObject({ word: 'Dying', dying: true });
    expect(play.due.map((d) => [d.actionId, d.when])).toEqual([['death-save', 'start-of-turn']]);
    expect(play.act(action(play, 'death-save'), { bonus: '0' })).toBeNull();
    // 20 spends a recovery and sets HP to the recovery value, floor(29 / 4) = 7 (002:1447, 002:1462).
    expect(view.data.vitals).toMatchObject({ hp: 7, recoveries: 10, state: 'up' });
    expect(play.outcome?.dice).toEqual(['d20: 20']);
    await sheet.settled();
    const saved = await stored();
    expect(saved.history.at(-1)).toMatchObject({ summary: 'Death saving throw: 20, back on your feet', dice: ['d20: 20'], fields: ['vitals.hp', 'vitals.recoveries', 'vitals.state'] });
  });

  it('a death save typed from the table; a bad face or a bad bonus is refused in words and changes nothing', async () => {
    const { view, play } = await open(fighter({ vitals: { hp: -3, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'dying' } }));
    expect(play.act(action(play, 'death-save'), { bonus: '0' }, '7')).toBeNull();
    expect(play.outcome).toMatchObject({ title: 'Death saving throw: 7, failure', dice: ['d20: 7'] });
    expect(play.act(action(play, 'death-save'), { bonus: '0' }, 'x')).toMatchObject({ problem: 'Type the dice as whole numbers, separated by spaces or commas (for example 14, or 6 6 3).', input: 'faces' });
    expect(play.act(action(play, 'death-save'), { bonus: '0' }, '21')).toMatchObject({ problem: 'A d20 shows 1 to 20; 21 was typed (face 1).' });
    expect(play.act(action(play, 'death-save'), { bonus: 'lots' }, '12')).toMatchObject({ problem: 'Bonus from powers and features must be a whole number from −20 to +20; “lots” is not.' });
    expect(play.outcome?.refused).toBe(true);
    expect(view.data.vitals.deathSaveFailures).toBe(1);
  });

  it('a long rest restores hit points and recoveries after a recovery was spent (002:1447, 002:2311)', async () => {
    const { view, play } = await open(fighter({ vitals: { hp: 5, tempHp: 3, recoveries: 11, deathSaveFailures: 0, actionPoints: 0, state: 'up' } }));
    expect(play.act(action(play, 'recovery'), {})).toBeNull();
    expect(view.data.vitals).toMatchObject({ hp: 12, recoveries: 10 });
    expect(play.act(action(play, 'long-rest'), {})).toBeNull();
    expect(view.data.vitals).toEqual({ hp: 29, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'up' });
  });

  it('levels up, takes a death save, and the level-up can still be undone, the death save kept (issue 18)', async () => {
    const { view, play, sheet, stored } = await open(fighter({ xp: 1_000 }), [4]);
    view.preview();
    expect(await view.apply({})).toBe(true);
    expect(play.act(action(play, 'damage'), { amount: '37' })).toBeNull();
    expect(play.act(action(play, 'death-save'), { bonus: '0' })).toBeNull();
    expect(view.data.vitals.deathSaveFailures).toBe(1);
    expect(sheet.progress.undoCheck()).toMatchObject({ ok: true });
    await sheet.progress.undo();
    await sheet.settled();
    const saved = await stored();
    expect(saved.data.level).toBe(1);
    expect(saved.data.vitals).toMatchObject({ deathSaveFailures: 1, state: 'dying' });
  });

  it('the gear editor’s changes are named commands with their sentence in the history', async () => {
    const { view, sheet, stored } = await open(fighter());
    expect(view.gear({ op: 'buy', catalogId: 'torch', quantity: 2, pay: true })).toBeNull();
    await sheet.settled();
    expect((await stored()).history.at(-1)).toMatchObject({ summary: 'Bought: 2 × Torch', fields: ['equipment', 'moneyCp'] });
    expect(view.gear({ op: 'sell', id: 'nothing' })).toBe('That item is no longer carried.');
  });
});
