/** True SRD play values: the damage track in place of hit points (003:330-334) and the Toughness save (003:322-335). */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { createScriptedRandom } from '../../dice/testing';
import { trueSrd } from './system';

describe('a True SRD character at the table', () => {
  const doc = trueSrd.quick(createSeededRandom(4), { id: 't', now: '2026-05-01T00:00:00.000Z' });
  const play = trueSrd.sheet(doc, '2026-05-01').play;
  const derived = new Map(trueSrd.derive(doc).map((v) => [v.id, String(v.value)]));

  it('tracks damage from unhurt (0) to dead (5), with Defense and Toughness as defences', () => {
    expect(play?.health).toMatchObject({ trackerId: 'damage', current: 0, max: 5, model: 'track' });
    expect(play?.defences.find((f) => f.id === 'save.toughness')?.value).toBe(derived.get('save.toughness'));
  });

  it('rolls the Toughness save against lethal damage with the character’s Toughness: 15 + 3 is needed against +3', () => {
    const save = play?.rolls.flatMap((g) => g.rolls).find((r) => r.id === 'save.toughness.lethal')?.roll;
    expect(save?.kind).toBe('toughness');
    if (!save) throw new Error('no Toughness save');
    const t = Number(save.input.toughness);
    expect(trueSrd.rollKinds.roll(save.kind, { ...save.input, damage: '3' }, createScriptedRandom([18 - t]))).toMatchObject({ success: true });
    expect(trueSrd.rollKinds.roll(save.kind, { ...save.input, damage: '3' }, createScriptedRandom([17 - t]))).toMatchObject({ success: false });
  });

  it('has every box of the track to tick, the tallies to count, and fatigue as three boxes (003:349-353)', () => {
    const res = new Map(play?.resources.map((r) => [r.id, r]));
    for (const id of ['dazed', 'staggered', 'unconscious', 'wounded', 'disabled', 'dying', 'dead']) expect(res.get(id)?.boxes, id).toBe(1);
    expect(res.get('bruised')?.boxes).toBeUndefined();
    expect(res.get('fatigue')).toMatchObject({ boxes: 3, max: '3' });
  });
});
