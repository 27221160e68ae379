/**
 * Orcus's own fields of a level-up payload (the scores raised, a feat, powers and a path entered by name), checked by
 * the system when a file comes in (`records.checkPayload`); its part of the schema 2 → 3 step is in
 * core/documents/migration-2-to-3.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { checkOrcusPayload } from './payloads';
import { ORCUS_RECORDS } from './records';
import { orcus } from './system';

describe('Orcus payloads from a file', () => {
  it('keeps a level-up’s choices, leaves out what it does not know, refuses what is not what it wrote', () => {
    const choices = { increases: ['str', 'con'], feat: 'Toughness', powers: ['Cleave'], path: 'Warlord' };
    expect(checkOrcusPayload('level-up', { ...choices, skills: [] })).toEqual(choices);
    expect(() => checkOrcusPayload('level-up', { increases: 'str' })).toThrow(Error);
    expect(() => checkOrcusPayload('level-up', { feat: 3 })).toThrow(Error);
    expect(checkOrcusPayload('training', { weaponId: 'x' })).toEqual({});
  });

  it('is what the system keeps as its records, with its part of schema 2 → 3', () => {
    expect(orcus.records).toBe(ORCUS_RECORDS);
    expect(ORCUS_RECORDS.schema3?.undoNote('level-up')).toMatch(/current recoveries/);
    expect(ORCUS_RECORDS.schema3?.undoNote('xp')).toBeNull();
    expect(ORCUS_RECORDS.schema3?.reversePatch('xp', { xp: 100 }, { xp: 350 }, '', null)).toEqual({ add: { xp: 250 } });
    expect(ORCUS_RECORDS.schema3?.reversePatch('xp', { xp: 100 }, { xp: 50 }, '', null)).toBeNull();
  });
});
