/** The one write path: every change is one entry naming its fields; runs of one value merge; nothing else is lost. */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../dice';
import type { CharacterDocument } from '../documents/character';
import { tinySystem, newTinyDocument } from '../systems/testing/tiny-system';
import { execute, type CommandContext } from './command';
import { addCondition, countDownConditions, removeCondition } from './conditions';
import { creationStep, goToStep, playAction, setText, setTracker } from './edits';
import { MERGE_WINDOW_MS, write, type Written } from './write';
import { appendHistory } from '../documents/history';

const T0 = '2026-01-01T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
let ids = 0;
const ctx = (now = T0): CommandContext => ({ system: tinySystem, now, rng: createSeededRandom(3), newId: () => `id-${++ids}` });

function tiny(health = 10): CharacterDocument {
  const doc = newTinyDocument('t1', '2025-12-01T00:00:00.000Z');
  return { ...doc, name: 'Tess', status: 'complete', data: { scores: { str: 12, agi: 9, wit: 11 }, health, notes: '' } };
}

function ok<T>(result: Written<T> | { problem: string }): Written<T> {
  if ('problem' in result) throw new Error(result.problem);
  return result;
}

describe('the write path', () => {
  it('records a value edited in play with the value before and after, naming the field it changed', () => {
    const doc = tiny(10);
    const out = ok(execute(doc, setTracker, { id: 'health', value: 7 }, ctx()));
    expect(out.doc.history).toHaveLength(1);
    expect(out.entry).toMatchObject({ kind: 'edit', at: T0, summary: 'Health: 10 → 7', dice: [], fields: ['health'], payload: { key: 'tracker:health', tracker: { id: 'health', from: 10, to: 7 } } });
    expect(out.doc.updatedAt).toBe(T0);
    // Ids name the value, so two windows editing different values append entries that merge.
    expect(out.entry?.id).toBe('1:edit:tracker:health');
  });

  it('makes a run of edits of one value a few minutes apart one entry, and none when it is back where it started', () => {
    let doc = tiny(10);
    doc = ok(execute(doc, setTracker, { id: 'health', value: 9 }, ctx(T0))).doc;
    doc = ok(execute(doc, setTracker, { id: 'health', value: 6 }, ctx(later(60_000)))).doc;
    expect(doc.history).toHaveLength(1);
    expect(doc.history[0]).toMatchObject({ summary: 'Health: 10 → 6', at: later(60_000), payload: { tracker: { from: 10, to: 6 } } });
    doc = ok(execute(doc, setTracker, { id: 'health', value: 10 }, ctx(later(120_000)))).doc;
    expect(doc.history).toHaveLength(0);
    expect((doc.data as { health: number }).health).toBe(10);
  });

  it('starts a new entry after the window, for another value, or when dice were rolled', () => {
    const first = ok(execute(tiny(10), setTracker, { id: 'health', value: 9 }, ctx(T0))).doc;
    expect(ok(execute(first, setTracker, { id: 'health', value: 8 }, ctx(later(MERGE_WINDOW_MS)))).doc.history).toHaveLength(2);
    const noted = ok(execute(first, setText, { id: 'notes', value: 'Owes the ferryman' }, ctx(later(1000)))).doc;
    expect(noted.history.map((h) => h.summary)).toEqual(['Health: 10 → 9', 'Notes edited']);
    expect(noted.history[1]?.fields).toEqual(['notes']);
    const rolled = write(first, { data: { ...(first.data as object), health: 5 }, dice: ['1d6: [4] = 4'], entry: { kind: 'edit', summary: 'Hit', merge: { key: 'tracker:health', summary: () => 'Hit' } } }, later(1000));
    expect(ok(rolled).doc.history).toHaveLength(2);
  });

  it('merges typing in a text into one entry', () => {
    let doc = tiny();
    for (const [i, text] of ['O', 'Ow', 'Owes'].entries()) doc = ok(execute(doc, setText, { id: 'notes', value: text }, ctx(later(i * 1000)))).doc;
    expect(doc.history).toHaveLength(1);
    expect((doc.data as { notes: string }).notes).toBe('Owes');
  });

  it('passes a refusal through and changes nothing', () => {
    const doc = tiny(10);
    const out = execute(doc, setTracker, { id: 'health', value: 40 }, ctx());
    expect(out).toEqual({ problem: 'Health stops at STR, 12.' });
  });

  it('writes no entry for a change that changes nothing, and keeps a draft’s step without one', () => {
    const doc = tiny(10);
    expect(ok(execute(doc, setTracker, { id: 'health', value: 10 }, ctx())).doc).toBe(doc);
    const moved = ok(execute(doc, goToStep, { stepId: 'review' }, ctx()));
    expect(moved.entry).toBeNull();
    expect(moved.doc.creationStep).toBe('review');
    expect(moved.doc.history).toHaveLength(0);
  });

  it('records creation steps with their dice, one entry per step while the player works on it', () => {
    const doc = { ...tiny(), status: 'draft' as const };
    const step = (data: object, dice: string[]) => ({ stepId: 'scores', stepTitle: 'Scores', result: { data: { ...(doc.data as object), ...data }, dice } });
    let next = ok(execute(doc, creationStep, step({ scores: { str: 9, agi: 9, wit: 9 } }, []), ctx(T0))).doc;
    next = ok(execute(next, creationStep, step({ scores: { str: 10, agi: 9, wit: 9 } }, []), ctx(later(1000)))).doc;
    expect(next.history.map((h) => h.summary)).toEqual(['Creation, Scores']);
    next = ok(execute(next, creationStep, step({ scores: { str: 14, agi: 9, wit: 9 } }, ['3d6: [4, 5, 5] = 14']), ctx(later(2000)))).doc;
    expect(next.history.map((h) => h.summary)).toEqual(['Creation, Scores', 'Creation, Scores: dice rolled or entered']);
    expect(next.history[1]?.dice).toEqual(['3d6: [4, 5, 5] = 14']);
  });

  it('keeps conditions on the character, counts them down at the end of a round and says when one ends', () => {
    let doc = tiny();
    doc = ok(execute(doc, addCondition, { conditionId: 'dazed', name: 'Dazed', rounds: 2 }, ctx())).doc;
    expect(doc.conditions).toEqual([{ id: expect.any(String), conditionId: 'dazed', name: 'Dazed', rounds: 2, note: '' }]);
    expect(doc.history.at(-1)).toMatchObject({ summary: 'Condition: Dazed for 2 rounds', fields: [':conditions'] });
    expect(execute(doc, addCondition, { conditionId: 'dazed', name: 'Dazed', rounds: 1 }, ctx())).toEqual({ problem: 'Tess is already dazed; take it off first to change it.' });
    expect(execute(doc, addCondition, { conditionId: 'x', name: 'X', rounds: 0 }, ctx())).toMatchObject({ input: 'rounds' });
    doc = ok(execute(doc, countDownConditions, {}, ctx(later(6000)))).doc;
    expect(doc.conditions?.[0]?.rounds).toBe(1);
    const ended = ok(execute(doc, countDownConditions, {}, ctx(later(12000))));
    expect(ended.doc.conditions).toBeUndefined();
    expect(ended.notices).toEqual(['Tess: Dazed ends.']);
    const again = ok(execute(ended.doc, addCondition, { conditionId: 'dazed', name: 'Dazed', rounds: null, note: 'Hold Person' }, ctx()));
    const id = again.doc.conditions?.[0]?.id ?? '';
    const off = ok(execute(again.doc, removeCondition, { id }, ctx()));
    expect(off.entry?.summary).toBe('Condition ended: Dazed');
    expect(execute(off.doc, removeCondition, { id }, ctx())).toEqual({ problem: 'That condition has already ended.' });
  });

  it('takes a progression’s own entry and stamps the fields it changed; refuses a change that adds two entries', () => {
    const doc = tiny(10);
    const recorded = appendHistory(doc, { ...(doc.data as object), health: 12 }, { at: T0, kind: 'xp', summary: 'XP', dice: [] });
    const out = ok(write(doc, { recorded }, T0));
    expect(out.entry?.fields).toEqual(['health']);
    const twice = appendHistory(recorded, recorded.data, { at: T0, kind: 'xp', summary: 'XP again', dice: [] });
    expect(() => write(doc, { recorded: twice }, T0)).toThrow(/exactly one history entry/);
  });

  it('runs the system’s play actions: damage to the floor and healing to the maximum, saying what was ignored', () => {
    const hurt = ok(execute(tiny(10), playAction, { actionId: 'damage', input: { amount: '4' } }, ctx()));
    expect(hurt.entry).toMatchObject({ summary: 'Took 4 damage: Health 10 → 6', fields: ['health'] });
    const healed = ok(execute(hurt.doc, playAction, { actionId: 'heal', input: { amount: '9' } }, ctx(later(1000))));
    expect((healed.doc.data as { health: number }).health).toBe(12);
    expect(healed.notices).toEqual(['Healing stops at the maximum, 12 health; the 3 beyond it are ignored.']);
    const floored = ok(execute(tiny(3), playAction, { actionId: 'damage', input: { amount: '5' } }, ctx()));
    expect((floored.doc.data as { health: number }).health).toBe(0);
    expect(floored.notices[0]).toMatch(/the 2 damage beyond/);
    expect(execute(tiny(12), playAction, { actionId: 'heal', input: { amount: '1' } }, ctx())).toEqual({ problem: 'Health is already at the maximum, 12.' });
    expect(execute(tiny(), playAction, { actionId: 'damage', input: { amount: 'x' } }, ctx())).toMatchObject({ input: 'amount' });
  });
});
