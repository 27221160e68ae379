import { describe, expect, it } from 'vitest';
import type { CharacterDocument, HistoryEntry } from './character';
import { appendHistory, applyReversePatch, findAwardToUndo, findLevelUpToUndo, xpAddedSince } from './history';
import { historyLines } from './history-view';
import { importDocument } from './import';
import { FIXED_NOW, counterIds, fakeSystems, sampleCharacter } from './testing/fake-system';

const AT = '2026-03-01T00:00:00.000Z';
type Data = { level: number; xp: number; gp: number; rolls: number[]; notes: string };
const data: Data = { level: 3, xp: 5000, gp: 40, rolls: [4, 2, 5], notes: '' };

function doc(history: HistoryEntry<Data>[] = []): CharacterDocument<Data> {
  return { ...sampleCharacter(), data, history } as CharacterDocument<Data>;
}

const xp = (id: string, from: number, to: number, undo = true): HistoryEntry<Data> => ({
  id,
  at: AT,
  kind: 'xp',
  summary: `+${to - from} XP`,
  dice: [],
  payload: { source: 'spell', base: to - from, awarded: to - from, bonusPercent: 0, from, to },
  ...(undo ? { undo: { add: { xp: to - from } } } : {}),
});
const levelUp = (id: string, undo = true): HistoryEntry<Data> => ({
  id,
  at: AT,
  kind: 'level-up',
  summary: 'Level 2 → 3',
  dice: [],
  payload: { from: 2, to: 3, hp: { gained: 5, die: 5 } },
  ...(undo ? { undo: { set: { level: 2 }, truncate: { rolls: 2 }, add: { gp: 0 } } } : {}),
});
const restore = (id: string, undid: string, what: 'xp' | 'level-up'): HistoryEntry<Data> => ({ id, at: AT, kind: 'restore', summary: 'Undid', dice: [], payload: { undid, what } });

describe('applyReversePatch', () => {
  it('puts back replaced fields, cuts appended lists and subtracts amounts, leaving the rest and the input alone', () => {
    const input = structuredClone(data);
    const out = applyReversePatch(input, { set: { level: 2 }, truncate: { rolls: 2 }, add: { xp: 1000, gp: -10 } });
    expect(out).toEqual({ ok: true, data: { level: 2, xp: 4000, gp: 50, rolls: [4, 2], notes: '' } });
    expect(input).toEqual(data);
  });

  it('follows dotted paths, copying only what it changes', () => {
    const nested = { hitPoints: { rolls: [1, 2, 3], current: 9 }, money: { gp: 5, rolled: 'x' }, other: { a: 1 } };
    const out = applyReversePatch(nested, { truncate: { 'hitPoints.rolls': 2 }, add: { 'hitPoints.current': 3, 'money.gp': -20 } });
    expect(out).toEqual({ ok: true, data: { hitPoints: { rolls: [1, 2], current: 6 }, money: { gp: 25, rolled: 'x' }, other: { a: 1 } } });
    expect(out.ok && out.data['other']).toBe(nested.other);
  });

  it('refuses, in a sentence, a list shorter than it kept or a number that is gone', () => {
    expect(applyReversePatch(data, { truncate: { rolls: 5 } })).toEqual({ ok: false, reason: 'The list the change added to (rolls) is shorter than before it.' });
    expect(applyReversePatch(data, { add: { 'money.gp': 1 } })).toEqual({ ok: false, reason: 'The number the change moved (money.gp) is missing.' });
    expect(applyReversePatch('nonsense', {})).toEqual({ ok: false, reason: 'The character data is not readable.' });
  });
});

describe('appendHistory', () => {
  it('gives the entry an id from its position and kind, and drops reverse data that can no longer be used', () => {
    let d = appendHistory(doc(), data, { ...xp('', 0, 10), at: AT });
    d = appendHistory(d, data, { ...levelUp(''), at: AT });
    d = appendHistory(d, data, { ...xp('', 10, 20), at: AT });
    expect(d.history.map((h) => h.id)).toEqual(['1:xp', '2:level-up', '3:xp']);
    // The first award can no longer be undone (only the most recent can); the level-up still can.
    expect(d.history.map((h) => h.undo !== undefined)).toEqual([false, true, true]);
    d = appendHistory(d, data, { ...levelUp(''), at: AT });
    expect(d.history.map((h) => h.undo !== undefined)).toEqual([false, false, true, true]);
    d = appendHistory(d, data, { ...restore('', '4:level-up', 'level-up'), at: AT });
    expect(d.history.map((h) => h.undo !== undefined)).toEqual([false, false, true, false, false]);
    expect(d.updatedAt).toBe(AT);
  });

  it('never reuses an id an imported history already holds', () => {
    const taken = doc([{ ...xp('1:xp', 0, 1) }]);
    expect(appendHistory(taken, data, { ...xp('', 1, 2), at: AT }).history.map((h) => h.id)).toEqual(['1:xp', '2:xp']);
    const clash = doc([{ ...xp('2:xp', 0, 1) }]);
    expect(appendHistory(clash, data, { ...xp('', 1, 2), at: AT }).history.at(-1)?.id).toBe('2:xp-2');
  });
});

describe('finding what to undo', () => {
  it('skips awards and their undos to reach the level-up; an undone level-up is not undone twice', () => {
    const history = [levelUp('l'), xp('x', 0, 10), restore('r', 'x', 'xp')];
    expect(findLevelUpToUndo(history)).toMatchObject({ ok: true, entry: { id: 'l' }, trainings: [] });
    expect(findLevelUpToUndo([...history, restore('r2', 'l', 'level-up')])).toEqual({
      ok: false,
      reason: 'The last change was an undo; only the most recent level-up can be undone, and only once.',
    });
    expect(findLevelUpToUndo([xp('x', 0, 1)])).toEqual({ ok: false, reason: 'There is no level-up to undo.' });
  });

  it('a repair made when the character was read from a file is not undone past: it names no fields', () => {
    const repair = { id: 'p', at: AT, kind: 'repair' as const, summary: 'Read from a file and put right: 1 thing', dice: [], payload: { repairs: ['The skill list had a duplicate; it was dropped.'] } };
    expect(findLevelUpToUndo([levelUp('l'), repair])).toEqual({
      ok: false,
      reason: 'The character was put right when read from a file after the last level-up; undoing the level-up could bring back what was repaired.',
    });
    expect(findLevelUpToUndo([repair, levelUp('l')])).toMatchObject({ ok: true, entry: { id: 'l' } });
  });

  it('finds the last award, counting the levels taken since that are still in force', () => {
    expect(findAwardToUndo([xp('a', 0, 5), levelUp('l'), levelUp('m'), restore('r', 'm', 'level-up')])).toMatchObject({ ok: true, xp: 5, levelUpsSince: 1 });
    expect(findAwardToUndo([xp('a', 0, 5), restore('r', 'a', 'xp')])).toEqual({
      ok: false,
      reason: 'The last XP award was already undone; only the most recent award can be undone, and only once.',
    });
    expect(findAwardToUndo([xp('a', 0, 5, false)])).toEqual({ ok: false, reason: 'The last XP award did not keep what it added, so it cannot be undone exactly.' });
    expect(findAwardToUndo([levelUp('l')])).toEqual({ ok: false, reason: 'There is no XP award to undo.' });
  });

  it('counts the XP awarded since an entry, leaving out awards undone', () => {
    const history = [levelUp('l'), xp('a', 0, 5), xp('b', 5, 12), restore('r', 'b', 'xp'), xp('c', 5, 6)];
    expect(xpAddedSince(history, 0)).toBe(5 + 1);
  });
});

describe('historyLines', () => {
  it('lists newest first with the payload facts, what was undone and what can still be undone', () => {
    const lines = historyLines([xp('a', 0, 1100, false), levelUp('l'), restore('r', 'l', 'level-up')]);
    expect(lines.map((l) => [l.id, l.undone, l.undoable])).toEqual([
      ['r', false, false],
      ['l', true, true],
      ['a', false, false],
    ]);
    expect(lines[2]?.facts).toEqual(['+1,100 XP', 'XP 0 → 1,100']);
    expect(lines[1]?.facts).toEqual(['Level 2 → 3', '+5 hp']);
  });
});

describe('importing payloads and reverse data', () => {
  const options = () => ({ systems: fakeSystems, now: () => FIXED_NOW, newId: counterIds() });
  const withHistory = (history: unknown[]) => JSON.stringify({ ...sampleCharacter(), history });
  const entry = { id: 'h', at: AT, summary: 'S', dice: [] };

  it('keeps a valid payload and patch, and drops unknown fields in them with a note', () => {
    const outcome = importDocument(withHistory([{ ...entry, kind: 'xp', payload: { source: 'ruling', from: 0, to: 5, mood: 'x' }, undo: { add: { xp: 5 }, extra: 1 } }]), options());
    if (!outcome.ok || outcome.kind !== 'character') throw new Error('imported');
    expect(outcome.doc.history[0]).toEqual({ ...entry, kind: 'xp', payload: { source: 'ruling', from: 0, to: 5 }, undo: { add: { xp: 5 } } });
    expect(outcome.report).toEqual([
      "History entry 1's undo data had fields Sheetsmith does not know; they were dropped.",
      "History entry 1's details had fields Sheetsmith does not know; they were dropped.",
    ]);
  });

  it('keeps the key a run of edits merges on, with no note (an exported file comes back as it was)', () => {
    const edit = { ...entry, kind: 'edit', fields: ['level'], payload: { key: 'tracker:gold', tracker: { id: 'gold', from: 3, to: 5 } } };
    const outcome = importDocument(withHistory([edit]), options());
    if (!outcome.ok || outcome.kind !== 'character') throw new Error('imported');
    expect(outcome.doc.history[0]).toEqual(edit);
    expect(outcome.report).toEqual([]);
  });

  it('drops an unreadable payload (keeping the sentence) and reverse data that cannot be used', () => {
    const outcome = importDocument(
      withHistory([
        { ...entry, id: 'a', kind: 'training', payload: { weaponId: 'x', outcome: 'maybe' } },
        { ...entry, id: 'b', kind: 'created', undo: { set: { level: 1 } } },
        { ...entry, id: 'c', kind: 'xp', undo: { add: { xp: Number.MAX_VALUE } } },
        { ...entry, id: 'd', kind: 'level-up', undo: { set: { level: 'high' } } },
        { ...entry, id: 'e', kind: 'level-up', undo: { truncate: { rolls: -1 } } },
      ]),
      options(),
    );
    if (!outcome.ok || outcome.kind !== 'character') throw new Error('imported');
    expect(outcome.doc.history.slice(0, 5).map((h) => ('undo' in h) || ('payload' in h))).toEqual([false, false, false, false, false]);
    // What was dropped is on record in the character's history as one repair, listing the report's sentences.
    expect(outcome.doc.history[5]).toMatchObject({ kind: 'repair', payload: { repairs: outcome.report } });
    expect(outcome.report).toEqual([
      "History entry 1's details were not readable and were dropped; its sentence is kept.",
      'History entry 2 kept undo data that is not usable, so that change can no longer be undone.',
      'History entry 3 kept undo data that is not usable, so that change can no longer be undone.',
      'History entry 4 kept undo data that is not usable, so that change can no longer be undone.',
      'History entry 5 kept undo data that is not usable, so that change can no longer be undone.',
    ]);
  });
});
