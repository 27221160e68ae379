import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { longRest, shortRest, spendRecovery } from './health';
import { orcusTime as T } from './time';
import { dataWith, docOf } from './testing/fixtures';
import type { OrcusData } from './character';

const STANDARD = { str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 };
// Hit points 15 + Con 14 = 29 (002:172-173), a recovery heals floor(29 / 4) = 7 (002:1447); recoveries 9 + Con mod 2 = 11.
const doc = (vitals: Partial<OrcusData['vitals']> = {}) =>
  docOf(dataWith(STANDARD, { vitals: { hp: 29, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'up', ...vitals } }, 'standard-array'));
const rng = createSeededRandom(1);
const rest = (d: ReturnType<typeof doc>, id: string, choices: Record<string, string> = {}) => T.rest(d, id, { choices, rng });
const data = (r: ReturnType<typeof rest>) => {
  if ('problem' in r) throw new Error(r.problem);
  return r.data;
};

describe('Orcus time', () => {
  it('counts rounds of 6 seconds (002:1052); a short rest is 5 minutes, a long rest 6 hours, once in 24 (002:1957-1960)', () => {
    expect(T.units).toEqual([{ id: 'round', name: 'round', plural: 'rounds', seconds: 6, source: '002:1052' }]);
    expect(T.roundSeconds).toBe(6);
    expect(T.rests.map((r) => [r.id, r.seconds, r.oncePer])).toEqual([['short', 300, null], ['long', 21_600, 86_400]]);
  });

  it('a long rest is the sheet’s longRest: hit points and recoveries to the maximum (002:2311)', () => {
    const hurt = doc({ hp: 4, recoveries: 2, tempHp: 3, actionPoints: 0 });
    const sheet = longRest(hurt.data, 29, 11);
    expect('data' in sheet && data(rest(hurt, 'long'))).toEqual('data' in sheet && sheet.data);
    expect(data(rest(hurt, 'long')).vitals).toEqual({ hp: 29, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'up' });
  });

  it('a short rest without spending recoveries is the sheet’s shortRest: no healing, failures reset, temporary HP gone', () => {
    const hurt = doc({ hp: 10, tempHp: 5, deathSaveFailures: 2 });
    const r = data(rest(hurt, 'short'));
    const sheet = shortRest(hurt.data, 29);
    expect('data' in sheet && r.vitals).toEqual('data' in sheet && sheet.data.vitals);
    expect(r.vitals.hp).toBe(10);
  });

  it('a short rest spends one recovery each, or as many as reach the maximum, never above it (002:1442, 002:1447)', () => {
    const hurt = doc({ hp: 10 });
    const one = data(rest(hurt, 'short', { recoveries: 'one' }));
    const sheetOne = spendRecovery(hurt.data, 29);
    expect(one.vitals.hp).toBe('data' in sheetOne ? sheetOne.data.vitals.hp : NaN);
    expect(one.vitals).toMatchObject({ hp: 17, recoveries: 10 });
    // 10 → 17 → 24 → 29 (the last recovery's 7 stops at the maximum): three spent.
    const full = data(rest(hurt, 'short', { recoveries: 'until-full' }));
    expect(full.vitals).toMatchObject({ hp: 29, recoveries: 8 });
    // With one recovery left, only one is spent.
    expect(data(rest(doc({ hp: 10, recoveries: 1 }), 'short', { recoveries: 'until-full' })).vitals).toMatchObject({ hp: 17, recoveries: 0 });
  });

  it('the dead do not rest (002:1443, 002:1456)', () => {
    expect(rest(doc({ hp: -14, state: 'dead' }), 'short')).toEqual({ problem: 'The dead do not rest; only magic restores them to life (002:1443).' });
    expect(rest(doc({ hp: -14, state: 'dead' }), 'long')).toHaveProperty('problem');
    expect(rest(doc({ hp: 3, deathSaveFailures: 3, state: 'dead' }), 'long')).toHaveProperty('problem');
    expect(rest(doc(), 'nap')).toEqual({ problem: 'Orcus has no rest “nap”.' });
  });

  it('the dying: a short rest resets their failures but heals nothing unless a recovery is spent (002:1461, 002:1446); a long rest heals them (002:2311)', () => {
    const dying = doc({ hp: -3, deathSaveFailures: 2, state: 'dying' });
    expect(data(rest(dying, 'short')).vitals).toMatchObject({ hp: -3, deathSaveFailures: 0, state: 'dying' });
    // One recovery heals 7 from 0 (002:1453): conscious at 7.
    expect(data(rest(dying, 'short', { recoveries: 'one' })).vitals).toMatchObject({ hp: 7, recoveries: 10, state: 'up' });
    // With no recovery left the dying go to 1 hit point (002:1463).
    expect(data(rest(doc({ hp: -3, recoveries: 0, state: 'dying' }), 'short', { recoveries: 'one' })).vitals).toMatchObject({ hp: 1, state: 'up' });
    expect(data(rest(dying, 'long')).vitals).toMatchObject({ hp: 29, state: 'up', deathSaveFailures: 0 });
  });

  it('the knocked-out heal 1 hit point after a short rest (002:1471)', () => {
    expect(data(rest(doc({ hp: 0, state: 'knocked-out' }), 'short')).vitals).toMatchObject({ hp: 1, state: 'up' });
  });
});
