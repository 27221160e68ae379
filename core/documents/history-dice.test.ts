import { describe, expect, it } from 'vitest';
import { changedFields, withDiceEntry } from './history-dice';
import { sampleCharacter } from './testing/fake-system';

describe('dice entries', () => {
  it('name the top-level fields the roll changed', () => {
    expect(changedFields({ a: 1, b: [1], c: 'x' }, { a: 2, b: [1], d: true })).toEqual(['a', 'c', 'd']);
    expect(changedFields(null, { a: 1 })).toEqual(['a']);
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
