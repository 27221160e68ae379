/** Murdham play values: health = STR (000:43), saves of a d20 at or under the ability (000:13), omens as boxes (000:138). */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { createScriptedRandom } from '../../dice/testing';
import { murdham } from './system';

describe('a Murdham character at the table', () => {
  const doc = murdham.quick(createSeededRandom(4), { id: 'm', now: '2026-05-01T00:00:00.000Z' });
  const play = murdham.sheet(doc, '2026-05-01').play;
  const str = doc.data.abilities?.str ?? 0;

  it('has health out of STR and the armour value', () => {
    expect(play?.health).toMatchObject({ trackerId: 'health', current: doc.data.health, max: str, model: 'pool' });
    expect(play?.defences.map((f) => f.id)).toEqual(['armour']);
  });

  it('saves with a d20 equal to or under the ability: STR passes on STR, fails on one more', () => {
    const save = play?.rolls.find((g) => g.id === 'saves')?.rolls.find((r) => r.id === 'save.str')?.roll;
    expect(save).toEqual({ kind: 'save', input: { score: String(str) } });
    if (!save) throw new Error('no STR save');
    expect(murdham.rollKinds.roll(save.kind, save.input, createScriptedRandom([str]))).toMatchObject({ success: true });
    expect(murdham.rollKinds.roll(save.kind, save.input, createScriptedRandom([str + 1]))).toMatchObject({ success: false });
  });

  it('prints omens as a box each, and shillings with the money section', () => {
    expect(play?.resources.find((r) => r.id === 'omens')).toMatchObject({ boxes: doc.data.omens.max, max: String(doc.data.omens.max) });
    expect(play?.resources.find((r) => r.id === 'shillings')?.printedWith).toBe('money');
  });

  it('a paralysed character’s AGI save is printed and not rolled (the kind takes 1 to 19)', () => {
    const paralysed = { ...doc, data: { ...doc.data, temporaryChanges: [{ ability: 'agi' as const, amount: -30, reason: 'poison', source: 'test', aboveHumanLimit: false }] } };
    const agi = murdham.sheet(paralysed, '2026-05-01').play?.rolls.flatMap((g) => g.rolls).find((r) => r.id === 'save.agi');
    expect(agi?.value).toMatch(/^0 /);
    expect(agi?.roll).toBeUndefined();
  });
});
