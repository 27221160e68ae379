import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldsToSchema4 } from './migration-3-to-4';
import { migrateCharacter } from './migrations';
import { findLevelUpToUndo } from './history';
import type { HistoryEntry } from './character';

type Raw = Record<string, unknown>;
const v3 = JSON.parse(readFileSync(new URL('./fixtures/character-v3.json', import.meta.url), 'utf8')) as Raw;

describe('schema 3 → 4: the fields a change altered move onto the entry', () => {
  it('moves an edit payload’s fields up beside the sentence, keeps the tracker, and drops an emptied payload', () => {
    const doc = fieldsToSchema4(structuredClone(v3));
    expect(doc['schemaVersion']).toBe(4);
    const history = doc['history'] as Raw[];
    const [gold, dice, old] = history.slice(-3);
    expect(gold).toMatchObject({ kind: 'edit', fields: ['money.gp'], payload: { tracker: { id: 'gold' } } });
    expect((gold?.['payload'] as Raw)['fields']).toBeUndefined();
    expect(dice).toMatchObject({ fields: ['hitPoints.current'] });
    expect('payload' in (dice ?? {})).toBe(false);
    // An edit written before fields were named still names none, so it still blocks an earlier level-up's undo.
    expect('fields' in (old ?? {})).toBe(false);
    // Nothing else of the document changes: conditions and the data version are new and absent means none and 1.
    expect({ ...doc, history: undefined, schemaVersion: 3 }).toEqual({ ...v3, history: undefined });
  });

  it('keeps an undo that a gold edit since did not block, and refuses one an unnamed edit blocks, as schema 3 did', () => {
    const migrated = migrateCharacter(structuredClone(v3)).doc;
    const history = migrated['history'] as HistoryEntry[];
    // The fixture ends with an edit that names no fields: the level-up before it can no longer be undone.
    expect(findLevelUpToUndo(history).ok).toBe(false);
    expect(findLevelUpToUndo(history.slice(0, -1)).ok).toBe(true);
  });

  it('survives what a hand-made file holds', () => {
    for (const odd of [{ schemaVersion: 3 }, { schemaVersion: 3, history: 'x' }, { schemaVersion: 3, history: [null, 1, { kind: 'edit', payload: 'x' }, { kind: 'edit', payload: { fields: 'x' } }] }]) {
      expect(() => fieldsToSchema4(structuredClone(odd))).not.toThrow();
      expect(fieldsToSchema4(structuredClone(odd))['schemaVersion']).toBe(4);
    }
  });
});
