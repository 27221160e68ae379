/**
 * Dark Dungeons' own fields of history payloads, checked by the system when a file comes in (`records.checkPayload`):
 * a level-up's skills, vows and feats banked beside the shared fields, a course of training whole. What the system
 * does not know is dropped with the import report's sentence; what is not readable drops the payload, keeping the
 * sentence.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { importDocument } from '../../documents/import';
import { darkDungeons } from './system';
import { asDarkDungeonsLevelUp, asTraining, checkDarkDungeonsPayload } from './payloads';

const NOW = '2026-06-01T00:00:00.000Z';
const quick = darkDungeons.quick(createSeededRandom(5), { id: 'q', now: NOW, variant: 'fighter' });
const entry = { id: 'h', at: NOW, summary: 'S', dice: [] };

function imported(history: unknown[]) {
  const outcome = importDocument(JSON.stringify({ ...quick, history }), { systems: (id) => (id === darkDungeons.id ? darkDungeons : undefined), now: () => NOW, newId: () => 'n' });
  if (!outcome.ok || outcome.kind !== 'character') throw new Error('imported');
  return outcome;
}

describe('Dark Dungeons payloads from a file', () => {
  it('keeps a level-up’s choices beside the shared fields, dropping what it does not know with a note', () => {
    const payload = { from: 1, to: 2, hp: { gained: 5, die: 4, con: 1 }, skills: [{ skillId: 'first-aid', points: 1, mood: 'x' }], skillsUnspent: 1, vows: ['druidic'], featsBanked: 1, increases: ['str'] };
    const outcome = imported([{ ...entry, kind: 'level-up', payload }]);
    expect(outcome.doc.history[0]?.payload).toEqual({ from: 1, to: 2, hp: { gained: 5, die: 4, con: 1 }, skills: [{ skillId: 'first-aid', points: 1 }], skillsUnspent: 1, vows: ['druidic'], featsBanked: 1 });
    expect(outcome.report).toContain("History entry 1's details had fields Sheetsmith does not know; they were dropped.");
  });

  it('keeps a level-up it knows whole, with no note', () => {
    const payload = { from: 3, to: 4, hp: null, skills: [{ skillId: 'craft', specialty: 'Smith', points: 2 }], forced: { xp: 10 } };
    const outcome = imported([{ ...entry, kind: 'level-up', payload }]);
    expect(outcome.doc.history[0]?.payload).toEqual(payload);
    expect(outcome.report).toEqual([]);
  });

  it('drops a training whose outcome is not one the table has, keeping the sentence', () => {
    const outcome = imported([{ ...entry, kind: 'training', payload: { weaponId: 'dagger', to: 'B', trainer: 'S', roll: 12, chance: 80, outcome: 'maybe', fee: 50, weeks: 1 } }]);
    expect(outcome.doc.history[0]).toEqual({ ...entry, kind: 'training' });
    expect(outcome.report).toEqual(["History entry 1's details were not readable and were dropped; its sentence is kept."]);
  });

  it('checks each kind’s own fields and narrows payloads read back from the history', () => {
    const course = { weaponId: 'dagger', to: 'B', trainer: 'S', roll: 12, chance: 80, outcome: 'success', fee: 50, weeks: 1 };
    expect(checkDarkDungeonsPayload('training', { ...course, extra: 1 })).toEqual(course);
    expect(() => checkDarkDungeonsPayload('training', { ...course, fee: 'fifty' })).toThrow(Error);
    expect(checkDarkDungeonsPayload('level-up', { skillsUnspent: 2 })).toEqual({ skillsUnspent: 2 });
    expect(() => checkDarkDungeonsPayload('level-up', { vows: 'druidic' })).toThrow(Error);
    expect(checkDarkDungeonsPayload('xp', { skills: [] })).toEqual({});
    expect(asTraining(course)).toEqual(course);
    expect(asTraining({ weaponId: 'dagger' })).toBeNull();
    expect(asTraining(undefined)).toBeNull();
    expect(asDarkDungeonsLevelUp({ from: 1, to: 2, hp: null, featsBanked: 1 }).featsBanked).toBe(1);
    expect(asDarkDungeonsLevelUp({ from: 1, to: 2, hp: null, featsBanked: 'one' })).toEqual({ from: 1, to: 2, hp: null });
  });
});
