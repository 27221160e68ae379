/** Orcus play values: the four defences, the save of 10 or more (002:1127), death saves as three boxes (002:1461). */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { createScriptedRandom } from '../../dice/testing';
import { orcus } from './system';

describe('an Orcus character at the table', () => {
  const doc = orcus.quick(createSeededRandom(4), { id: 'o', now: '2026-05-01T00:00:00.000Z' });
  const play = orcus.sheet(doc, '2026-05-01').play;
  const derived = new Map(orcus.derive(doc).map((v) => [v.id, String(v.value)]));
  const rolls = play?.rolls.flatMap((g) => g.rolls) ?? [];

  it('prints AC, Fortitude, Reflex and Will as derived, and hit points against the maximum', () => {
    expect(play?.defences.map((f) => f.id)).toEqual(['defence.ac', 'defence.fort', 'defence.ref', 'defence.will']);
    for (const f of play?.defences ?? []) expect(f.value).toBe(derived.get(f.id));
    expect(play?.health).toMatchObject({ trackerId: 'hp', current: doc.data.vitals.hp, max: Number(derived.get('hp.max')), model: 'pool' });
  });

  it('rolls a saving throw as d20 against 10 (002:1127): 10 succeeds, 9 fails', () => {
    const save = rolls.find((r) => r.id === 'save')?.roll;
    if (!save) throw new Error('no saving throw');
    expect(orcus.rollKinds.roll(save.kind, save.input, createScriptedRandom([10]))).toMatchObject({ success: true });
    expect(orcus.rollKinds.roll(save.kind, save.input, createScriptedRandom([9]))).toMatchObject({ success: false });
  });

  it('rolls every skill and basic attack with its derived modifier', () => {
    for (const r of rolls.filter((x) => x.id.startsWith('skill.') || x.id.startsWith('attack.'))) {
      expect(r.roll?.input.modifier, r.id).toBe(String(Number(derived.get(r.id)?.replace('−', '-'))));
    }
    expect(rolls.filter((x) => x.id.startsWith('skill.'))).toHaveLength(17);
  });

  it('has the death save failures as three boxes (the third kills, 002:1461) and money in the purse', () => {
    expect(play?.resources.find((r) => r.id === 'deathSaves')).toMatchObject({ boxes: 3, max: '3' });
    expect(play?.resources.find((r) => r.id === 'money')?.printedWith).toBe('purse');
  });
});
