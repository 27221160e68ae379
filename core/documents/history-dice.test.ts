import { describe, expect, it } from 'vitest';
import { changedFields, TRACKER_EDIT_WINDOW_MS, withDiceEntry, withTrackerEntry } from './history-dice';
import type { CharacterDocument } from './character';
import { sampleCharacter } from './testing/fake-system';

describe('dice entries', () => {
  it('name the fields the roll changed, one level into objects', () => {
    expect(changedFields({ a: 1, b: [1], c: 'x' }, { a: 2, b: [1], d: true })).toEqual(['a', 'c', 'd']);
    expect(changedFields(null, { a: 1 })).toEqual(['a']);
    // An edit of the hit points now is not an edit of the rolls a level-up's undo truncates.
    expect(changedFields({ hitPoints: { current: 5, rolls: [1] }, money: { gp: 1 } }, { hitPoints: { current: 3, rolls: [1] }, money: { gp: 1 } })).toEqual(['hitPoints.current']);
    expect(changedFields({ m: { a: 1 } }, { m: [1] })).toEqual(['m']);
  });

  it('record the dice with the fields, and nothing without dice', () => {
    const before = sampleCharacter();
    const after = { ...before, data: { ...(before.data as object), level: 4 } };
    expect(withDiceEntry(before, after, [], 'x', '2026-01-01T00:00:00.000Z')).toBe(after);
    const out = withDiceEntry(before, after, ['1d6: [4] = 4'], 'Dice rolled at the table', '2026-01-01T00:00:00.000Z');
    expect(out.history.at(-1)).toMatchObject({ kind: 'edit', dice: ['1d6: [4] = 4'], payload: { fields: ['level'] } });
    expect(out.history).toHaveLength(before.history.length + 1);
  });
});

describe('tracker edits', () => {
  const T0 = '2026-01-01T10:00:00.000Z';
  const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
  const withGold = (doc: CharacterDocument, gp: number): CharacterDocument => ({ ...doc, data: { ...(doc.data as object), money: { gp } } });
  const gold = (doc: CharacterDocument, from: number, to: number, at: string, dice: string[] = []) =>
    withTrackerEntry(doc, withGold(doc, to), { id: 'gold', label: 'Gold', from, to }, dice, at);

  it('record every edit with the value before and after, naming the field', () => {
    const start = withGold(sampleCharacter(), 26);
    const out = gold(start, 26, 500, T0);
    expect(out.history).toHaveLength(start.history.length + 1);
    expect(out.history.at(-1)).toMatchObject({ kind: 'edit', at: T0, summary: 'Gold: 26 → 500', dice: [], payload: { fields: ['money.gp'], tracker: { id: 'gold', from: 26, to: 500 } } });
  });

  it('make a run of edits of one value a few minutes apart one entry, from its first value', () => {
    const start = withGold(sampleCharacter(), 10);
    let doc = gold(start, 10, 9, T0);
    doc = gold(doc, 9, 8, later(60_000));
    doc = gold(doc, 8, 12, later(120_000));
    expect(doc.history).toHaveLength(start.history.length + 1);
    expect(doc.history.at(-1)).toMatchObject({ at: later(120_000), summary: 'Gold: 10 → 12', payload: { tracker: { from: 10, to: 12 } } });
    // Back where it started: no entry at all.
    doc = gold(doc, 12, 10, later(180_000));
    expect(doc.history).toHaveLength(start.history.length);
  });

  it('start a new entry after the window, for another value, or with dice', () => {
    const start = withGold(sampleCharacter(), 10);
    const first = gold(start, 10, 9, T0);
    expect(gold(first, 9, 8, later(TRACKER_EDIT_WINDOW_MS)).history).toHaveLength(start.history.length + 2);
    const hp = withTrackerEntry(first, first, { id: 'hp', label: 'Hit points', from: 5, to: 4 }, [], later(1000));
    expect(hp.history).toHaveLength(start.history.length + 2);
    expect(hp.history.at(-1)?.summary).toBe('Hit points: 5 → 4');
    // Ids name the tracker, so two windows editing gold and hit points at once append two different entries.
    expect(hp.history.at(-1)?.id).toMatch(/:edit:hp$/);
    expect(first.history.at(-1)?.id).toMatch(/:edit:gold$/);
    const rolled = gold(first, 9, 20, later(1000), ['3d6: [1, 2, 3] = 6']);
    expect(rolled.history).toHaveLength(start.history.length + 2);
    expect(rolled.history.at(-1)?.dice).toEqual(['3d6: [1, 2, 3] = 6']);
  });

  it('word a box as checked or unchecked', () => {
    const doc = sampleCharacter();
    const out = withTrackerEntry(doc, doc, { id: 'bruised', label: 'Bruised', from: 0, to: 1, flag: true }, [], T0);
    expect(out.history.at(-1)?.summary).toBe('Bruised: unchecked → checked');
  });
});
