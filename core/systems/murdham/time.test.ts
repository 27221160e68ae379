import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { MurdhamData } from './character';
import { murdham } from './system';
import { maxHealth } from './rules/abilities';
import { dailyRest, fullRest } from './rules/rests';
import { murdhamTime as T } from './time';

const rng = createSeededRandom(5);
const base = murdham.quick(createSeededRandom(4), { id: 'm', now: '2026-05-01T00:00:00.000Z' });
const hurt = (health: number, shillings = 50): CharacterDocument<MurdhamData> => ({ ...base, data: { ...base.data, health, shillings } });
const after = (doc: CharacterDocument<MurdhamData>, restId: string, choices: Record<string, string> = {}) => {
  const r = T.rest(doc, restId, { choices, rng });
  if ('problem' in r) throw new Error(r.problem);
  return r.data;
};

describe('Murdham time (000:3-6) and rests (000:154-171)', () => {
  it('rounds of 6 seconds, stretches of 10 minutes, watches of 8 hours (000:4-6)', () => {
    expect(T.units.map((u) => [u.id, u.seconds, u.source])).toEqual([['round', 6, '000:4'], ['stretch', 600, '000:5'], ['watch', 28_800, '000:6']]);
    expect(T.rests.map((r) => [r.id, r.seconds])).toEqual([['daily', 28_800], ['full', 604_800]]);
  });

  it('a daily rest with every need met is the sheet’s dailyRest: health back to STR (000:155)', () => {
    const doc = hurt(1);
    const needs = { food: 'ration', water: 'water', sleep: 'camping-kit' } as const;
    expect(T.rest(doc, 'daily', { choices: {}, rng })).toEqual(dailyRest({ data: doc.data, conditions: [] }, needs));
    expect(after(doc, 'daily').health).toBe(maxHealth(doc.data));
  });

  it('a meal and a room cost 2ʂ each (000:157, 000:159); a need not met heals nothing and costs 1 STR for now (000:156)', () => {
    const doc = hurt(1, 10);
    expect(after(doc, 'daily', { food: 'meal', sleep: 'room' }).shillings).toBe(6);
    const hungry = after(doc, 'daily', { food: 'none' });
    expect(hungry.health).toBe(1);
    expect(hungry.temporaryChanges.map((c) => [c.ability, c.amount])).toEqual([['str', -1]]);
    expect(T.rest(hurt(1, 3), 'daily', { choices: { food: 'meal', sleep: 'room' }, rng })).toHaveProperty('problem');
  });

  it('a full rest is the sheet’s fullRest: 32ʂ from the purse, or waived (000:170-171)', () => {
    const doc = hurt(2, 40);
    expect(T.rest(doc, 'full', { choices: {}, rng })).toEqual(fullRest({ data: doc.data, conditions: [] }, { pay: true }));
    expect(after(doc, 'full').shillings).toBe(8);
    expect(after(doc, 'full', { pay: 'waived' }).shillings).toBe(40);
    expect(after(doc, 'full').health).toBe(maxHealth(doc.data));
  });

  it('an unknown choice takes the default; the dead do not rest, and never heal (000:45-46)', () => {
    expect(after(hurt(1), 'daily', { food: 'feast' }).health).toBe(maxHealth(base.data));
    const dead = { ...base, data: { ...base.data, health: 0, life: { state: 'dead', cause: 'wounds' } as const } };
    expect(T.rest(dead, 'daily', { choices: {}, rng })).toEqual({ problem: 'The dead do not rest.' });
    expect(T.rest(dead, 'full', { choices: { pay: 'waived' }, rng })).toEqual({ problem: 'The dead do not rest.' });
  });

  it('the dying cannot rest: they die at the end of the next round unless healed first (000:45)', () => {
    const dying = { ...base, data: { ...base.data, health: 0, life: { state: 'dying', roundsEnded: 0 } as const } };
    for (const restId of ['daily', 'full']) {
      expect(T.rest(dying, restId, { choices: {}, rng })).toEqual({ problem: 'A dying character dies at the end of the next round unless healed at least 1 (000:45): heal them first; a rest takes far longer.' });
    }
  });

  it('a full rest hands back the conditions it leaves, for a caller that writes them (000:170-171)', () => {
    const doc = { ...hurt(2, 60), conditions: [{ id: 'h', conditionId: 'hobbled', name: 'Hobbled', rounds: null, note: '', until: 'rest' }, { id: 'b', conditionId: 'bleeding', name: 'Bleeding', rounds: null, note: '' }] };
    const r = T.rest(doc, 'full', { choices: {}, rng });
    if ('problem' in r) throw new Error(r.problem);
    expect(r.data.shillings).toBe(60 - 48); // 32ʂ + 16ʂ for hobbled
    expect('conditions' in r ? r.conditions : null).toEqual([doc.conditions[1]]);
  });
});
