/**
 * Orcus's named commands through the one write path: a level-up, the gear editor's changes, and the case: a
 * death save after a level-up names the fields it changed (vitals only), so "Undo level-up" is still allowed and keeps
 * the death save's change.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { execute, type Command, type CommandContext } from '../../character/command';
import { playAction } from '../../character/edits';
import { undoLevelUp } from '../../character/progression';
import type { Problem, Written } from '../../character/write';
import type { CharacterDocument } from '../../documents/character';
import type { OrcusData } from './character';
import { gear, levelUp } from './commands';
import { planLevelUp } from './level-up';
import { ORCUS_ACTIONS } from './play-def';
import { orcus } from './system';
import { dataWith, docOf, item } from './testing/fixtures';

const STANDARD = { str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 };
const T0 = '2026-03-01T20:00:00.000Z';
type Doc = CharacterDocument<OrcusData>;
let n = 0;
const ctx = (faces: readonly number[] = []): CommandContext => ({ system: orcus, now: T0, rng: createScriptedRandom(faces), newId: () => `item-${++n}` });

function run<I>(doc: Doc, command: Command<OrcusData, I>, input: I, faces: readonly number[] = []): Written<OrcusData> | Problem {
  return execute(doc as CharacterDocument, command as Command<unknown, I>, input, ctx(faces)) as Written<OrcusData> | Problem;
}
function ok<I>(doc: Doc, command: Command<OrcusData, I>, input: I, faces: readonly number[] = []): Written<OrcusData> {
  const out = run(doc, command, input, faces);
  if ('problem' in out) throw new Error(out.problem);
  return out;
}

describe('undo a level-up after a death save (issue 18)', () => {
  it('level 2, then down and a failed death save: the undo is allowed and keeps the death save’s failure', () => {
    // 29 HP at level 1, +6 at level 2 = 35 (002:172, the fixture's class); 1,000 XP reaches level 2 (002:583).
    const start = docOf(dataWith(STANDARD, { xp: 1_000, vitals: { hp: 29, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'up' } }, 'standard-array'));
    const levelled = ok(start, levelUp, { plan: planLevelUp(start), choices: {} });
    expect(levelled.doc.data.vitals.hp).toBe(35);
    const down = ok(levelled.doc, playAction as Command<OrcusData, { actionId: string; input: Record<string, string> }>, { actionId: 'damage', input: { amount: '37' } });
    expect(down.doc.data.vitals).toMatchObject({ hp: -2, state: 'dying' });
    const saved = ok(down.doc, playAction as Command<OrcusData, { actionId: string; input: Record<string, string> }>, { actionId: ORCUS_ACTIONS.deathSave, input: {} }, [6]);
    // The death save names only the field it changed, a vital: nothing a level-up's undo puts back.
    expect(saved.entry?.fields).toEqual(['vitals.deathSaveFailures']);
    expect(orcus.progression?.checkUndo(saved.doc)).toMatchObject({ ok: true });
    const undone = ok(saved.doc, undoLevelUp as Command<OrcusData, Record<string, never>>, {});
    expect(undone.doc.data.level).toBe(1);
    // The 6 hit points the level gave go back with it: −2 − 6 = −8, still dying (the dead line of 29 HP is −14).
    expect(undone.doc.data.vitals).toMatchObject({ deathSaveFailures: 1, state: 'dying', hp: -8 });
    expect(undone.entry?.kind).toBe('restore');
  });

  it('an undone level-up never knocks a character out or kills one: at 3 of 35 HP it leaves 1, not −3', () => {
    const start = docOf(dataWith(STANDARD, { xp: 1_000, vitals: { hp: 29, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'up' } }, 'standard-array'));
    const levelled = ok(start, levelUp, { plan: planLevelUp(start), choices: {} });
    const hurt = ok(levelled.doc, playAction as Command<OrcusData, { actionId: string; input: Record<string, string> }>, { actionId: 'damage', input: { amount: '32' } });
    const undone = ok(hurt.doc, undoLevelUp as Command<OrcusData, Record<string, never>>, {});
    expect(undone.doc.data.vitals).toMatchObject({ hp: 1, state: 'up' });
  });

  it('a level taken while dying does not heal: the maximum rises, the current hit points stay (002:1443, 002:1458)', () => {
    const start = docOf(dataWith(STANDARD, { xp: 1_000, vitals: { hp: -3, tempHp: 0, recoveries: 11, deathSaveFailures: 1, actionPoints: 1, state: 'dying' } }, 'standard-array'));
    const levelled = ok(start, levelUp, { plan: planLevelUp(start), choices: {} });
    expect(levelled.doc.data.vitals).toMatchObject({ hp: -3, state: 'dying' });
  });
});

describe('the gear editor’s changes on a sheet', () => {
  const doc = docOf(dataWith(STANDARD, { moneyCp: 10_000, equipment: [item('chainmail', false)] }, 'standard-array'));

  it('buying, wearing, enchanting, selling and dropping each write an entry in the history’s words', () => {
    const bought = ok(doc, gear, { op: 'buy', catalogId: 'torch', quantity: 3, pay: true });
    expect(bought.entry).toMatchObject({ summary: 'Bought: 3 × Torch', fields: ['equipment', 'moneyCp'] });
    expect(ok(doc, gear, { op: 'equip', id: 'chainmail', equipped: true }).entry?.summary).toBe('Worn: Chainmail');
    expect(ok(doc, gear, { op: 'enchant', id: 'chainmail', plus: 2 }).entry?.summary).toBe('Chainmail: enchantment +2');
    // Chainmail costs 40 gp; sold for one-fifth, 8 gp (002:660, 002:690).
    const sold = ok(doc, gear, { op: 'sell', id: 'chainmail' });
    expect(sold.entry?.summary).toBe('Sold: Chainmail');
    expect(sold.doc.data.moneyCp).toBe(10_000 + 800);
    expect(ok(doc, gear, { op: 'drop', id: 'chainmail' }).entry?.summary).toBe('Dropped: Chainmail');
    const given = ok(doc, gear, { op: 'add', item: { name: 'Silver locket', kind: 'gear', costCp: 500, weightLb: 0, quantity: 1, enhancement: 0 }, pay: false });
    expect(given.entry?.summary).toBe('Given: Silver locket');
    expect(given.doc.data.moneyCp).toBe(10_000);
  });

  it('a refusal writes nothing', () => {
    expect(run(doc, gear, { op: 'sell', id: 'nothing' })).toEqual({ problem: 'That item is no longer carried.' });
    expect(run(doc, gear, { op: 'buy', catalogId: 'plate', quantity: 5, pay: true })).toHaveProperty('problem');
  });
});
