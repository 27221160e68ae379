/**
 * The envelope keeps schema 4's fields: a character's conditions and its system data's version survive the store's
 * envelope, a file's export and its import (they were dropped, so a condition put on vanished at the next save).
 */
import { describe, expect, it } from 'vitest';
import { newTinyDocument, tinySystem } from '../systems/testing/tiny-system';
import { characterEnvelope, exportCharacter } from './import';
import { checkCharacter } from './document-checks';

describe('the character envelope', () => {
  it('keeps the conditions on the character and the data version, through export and import', () => {
    const tiny = { ...newTinyDocument('c1', '2026-01-01T00:00:00.000Z'), name: 'Tess', status: 'complete' as const, dataVersion: 1 };
    const doc = { ...tiny, conditions: [{ id: 'i1', conditionId: 'stunned', name: 'Stunned', rounds: null, note: '', until: 'stretch' }] };
    expect(characterEnvelope(doc)).toMatchObject({ conditions: doc.conditions, dataVersion: 1 });
    const text = exportCharacter(doc);
    const back = checkCharacter(JSON.parse(text), { systems: (id) => (id === tinySystem.id ? tinySystem : undefined), now: () => '2026-01-02T00:00:00.000Z', newId: () => 'n' });
    expect(back.doc).toMatchObject({ conditions: doc.conditions, dataVersion: 1 });
    expect(exportCharacter(back.doc)).toBe(text);
    expect('conditions' in characterEnvelope(tiny)).toBe(false);
  });
});
