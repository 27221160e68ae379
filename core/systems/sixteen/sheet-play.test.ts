/** "16+" play values: tests and saves of d20 + modifier against 16 (001:1-2), open-ended attacks (001:6). */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { createScriptedRandom } from '../../dice/testing';
import { sixteen } from './system';

describe('a 16+ character at the table', () => {
  const doc = sixteen.quick(createSeededRandom(4), { id: 's', now: '2026-05-01T00:00:00.000Z' });
  const play = sixteen.sheet(doc, '2026-05-01').play;
  const rolls = play?.rolls.flatMap((g) => g.rolls) ?? [];

  it('rolls each stat test with the modifier it prints: the face it says it needs succeeds, one less fails', () => {
    const tests = rolls.filter((r) => r.id.startsWith('test.'));
    expect(tests).toHaveLength(6);
    for (const t of tests) {
      const needs = Number(/needs (\d+)\+/.exec(t.value)?.[1]);
      if (!t.roll || !(needs > 1 && needs <= 20)) continue;
      expect(sixteen.rollKinds.roll(t.roll.kind, t.roll.input, createScriptedRandom([needs])), t.id).toMatchObject({ success: true });
      expect(sixteen.rollKinds.roll(t.roll.kind, t.roll.input, createScriptedRandom([needs - 1])), t.id).toMatchObject({ success: false });
    }
  });

  it('has the eight saves and mana burn to roll, and the resisted-power save printed without a roll (001:2)', () => {
    const saves = play?.rolls.find((g) => g.id === 'saves')?.rolls ?? [];
    expect(saves.filter((r) => r.roll?.kind === 'save')).toHaveLength(9);
    expect(saves.find((r) => r.id === 'save.resistedPower')).toMatchObject({ value: '14+' });
    expect(saves.find((r) => r.id === 'save.resistedPower')?.roll).toBeUndefined();
  });

  it('has hit points against the maximum and magic points as a resource', () => {
    expect(play?.health).toMatchObject({ trackerId: 'hp', current: doc.data.hitPoints.current, max: doc.data.hitPoints.max, model: 'pool' });
    expect(play?.resources.map((r) => r.id)).toEqual(['mp']);
  });
});
