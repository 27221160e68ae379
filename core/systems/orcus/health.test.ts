/**
 * Hit points in play and the health state (002:1440-1478, 002:1953-1962), on the book's own example of a 44-HP
 * character (staggered value 22, recovery value 11, dead at −22: 002:1447, 002:1449, 002:1456) unless a test says
 * otherwise.
 */
import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';
import { newOrcusData, type OrcusData } from './character';
import { ORCUS_SOURCE } from './data/source';
import {
  completeStreak,
  correctFailures,
  correctHitPoints,
  deathSave,
  firstAid,
  gainTemporary,
  heal,
  longRest,
  restoreToLife,
  shortRest,
  spendActionPoint,
  spendRecovery,
  stateFromHitPoints,
  stateOf,
  takeDamage,
  type HealthStep,
} from './health';

const MAX = 44;
const at = (vitals: Partial<OrcusData['vitals']>): OrcusData => ({ ...newOrcusData(), vitals: { ...newOrcusData().vitals, hp: MAX, recoveries: 5, ...vitals } });
function ok(step: HealthStep): Extract<HealthStep, { data: OrcusData }> {
  if ('problem' in step) throw new Error(step.problem);
  return step;
}
const v = (step: HealthStep) => ok(step).data.vitals;

describe('damage (002:1449-1474)', () => {
  it('25 damage at 44 leaves 19, staggered (19 ≤ 22, 002:1449)', () => {
    const s = ok(takeDamage(at({}), 25, MAX));
    expect(s.data.vitals).toMatchObject({ hp: 19, state: 'up' });
    expect(s.words).toEqual(['Staggered: 19 HP is half the maximum or fewer (002:1449).']);
  });

  it('5 temporary hit points and 37 damage at 30: the temporary ones go first, then −2, unconscious, prone and dying (002:1474, 002:1458)', () => {
    const s = ok(takeDamage(at({ hp: 30, tempHp: 5 }), 37, MAX));
    expect(s.data.vitals).toMatchObject({ hp: -2, tempHp: 0, state: 'dying' });
    expect(s.fell).toBe(true);
    expect(s.words[0]).toBe('5 points of the damage are taken by temporary hit points (002:1474).');
  });

  it('20 more at −2 is −22, minus the staggered value: dead (002:1456); damage past it is ignored', () => {
    expect(v(takeDamage(at({ hp: -2, state: 'dying' }), 20, MAX))).toMatchObject({ hp: -22, state: 'dead' });
    const past = ok(takeDamage(at({}), 100, MAX));
    expect(past.data.vitals).toMatchObject({ hp: -22, state: 'dead' });
    expect(past.words[0]).toBe('Hit points stop at −22; the 34 damage beyond is ignored.');
    expect(takeDamage(past.data, 1, MAX)).toEqual({ problem: 'Already dead: more damage changes nothing (002:1443).' });
  });

  it('knocking out: the attacker chooses it as the damage drops the creature to 0, even past the staggered value (002:1471)', () => {
    const out = ok(takeDamage(at({ hp: 10 }), 40, MAX, true));
    expect(out.data.vitals).toMatchObject({ hp: 0, state: 'knocked-out' });
    expect(out.fell).toBe(true);
    // Not enough damage to drop it: nobody is knocked out.
    expect(v(takeDamage(at({ hp: 10 }), 4, MAX, true))).toMatchObject({ hp: 6, state: 'up' });
    expect(takeDamage(at({ hp: -3, state: 'dying' }), 4, MAX, true)).toMatchObject({ input: 'knockOut' });
  });

  it('damage to a stable or knocked-out creature makes it dying again (002:1458-1460)', () => {
    expect(v(takeDamage(at({ hp: -3, state: 'stable' }), 2, MAX))).toMatchObject({ hp: -5, state: 'dying' });
    expect(v(takeDamage(at({ hp: 0, state: 'knocked-out' }), 2, MAX))).toMatchObject({ hp: -2, state: 'dying' });
  });
});

describe('healing (002:1442-1458)', () => {
  it('"if you are on -10 HP and you heal 7 HP, your HP become 7, not -3", and the creature wakes (002:1454, 002:1458)', () => {
    const s = ok(heal(at({ hp: -10, state: 'dying' }), 7, MAX));
    expect(s.data.vitals).toMatchObject({ hp: 7, state: 'up' });
  });

  it('"14 current hit points and a hit point maximum of 20, the ranger regains 6 hit points from the druid, not 8" (002:1442)', () => {
    const s = ok(heal(at({ hp: 14 }), 8, 20));
    expect(s.data.vitals.hp).toBe(20);
    expect(s.words).toEqual(['Healing stops at the maximum, 20 hit points; the 2 beyond it are ignored (002:1442).']);
    expect(heal(at({ hp: 20 }), 1, 20)).toEqual({ problem: 'Hit points are already at the maximum, 20.' });
  });

  it('the dead regain no hit points until magic restores them (002:1443); the magic’s hit points are typed', () => {
    const dead = at({ hp: -22, state: 'dead', deathSaveFailures: 1 });
    expect(heal(dead, 10, MAX)).toEqual({ problem: 'A creature that has died can’t regain hit points until magic restores it to life (002:1443).' });
    expect(spendRecovery(dead, MAX)).toHaveProperty('problem');
    expect(v(restoreToLife(dead, 1, MAX))).toMatchObject({ hp: 1, state: 'up', deathSaveFailures: 0 });
    expect(restoreToLife(dead, 45, MAX)).toMatchObject({ input: 'hp' });
    expect(restoreToLife(at({}), 1, MAX)).toEqual({ problem: 'Only the dead are restored to life.' });
  });

  it('temporary hit points never add up: 12 when holding 10 gives 12 or 10, not 22 (002:1476); they do not wake the dying (002:1477)', () => {
    expect(v(gainTemporary(at({ tempHp: 10 }), 12, 'higher', MAX)).tempHp).toBe(12);
    expect(v(gainTemporary(at({ tempHp: 10 }), 8, 'higher', MAX)).tempHp).toBe(10);
    expect(v(gainTemporary(at({ tempHp: 10 }), 8, 'new', MAX)).tempHp).toBe(8);
    const dying = ok(gainTemporary(at({ hp: -3, state: 'dying' }), 5, 'higher', MAX));
    expect(dying.data.vitals).toMatchObject({ hp: -3, tempHp: 5, state: 'dying' });
    expect(dying.words.at(-1)).toMatch(/002:1477/);
  });

  it('a recovery heals the recovery value, a quarter of 44 = 11 (002:1447); a dying creature with none left goes to 1 (002:1463)', () => {
    expect(v(spendRecovery(at({ hp: 19, recoveries: 3 }), MAX))).toMatchObject({ hp: 30, recoveries: 2 });
    expect(v(spendRecovery(at({ hp: -3, recoveries: 0, state: 'dying' }), MAX))).toMatchObject({ hp: 1, state: 'up' });
    expect(spendRecovery(at({ hp: 10, recoveries: 0 }), MAX)).toEqual({ problem: 'No recoveries are left until the next long rest (002:2311).' });
    expect(spendRecovery(at({}), MAX)).toEqual({ problem: 'Hit points are already at the maximum, 44. A recovery would heal nothing.' });
  });
});

describe('death saving throws and First Aid (002:1426, 002:1460-1463)', () => {
  const dying = at({ hp: -2, state: 'dying' });

  it('7 is a failure, 1 of 3; 10 is a success and changes nothing (002:1461)', () => {
    expect(v(deathSave(dying, 7, 0, MAX))).toMatchObject({ deathSaveFailures: 1, state: 'dying' });
    const success = ok(deathSave(dying, 9, 1, MAX));
    expect(success.data).toBe(dying);
    expect(success.words).toEqual(['10: 10 or higher, a success; no change (002:1461).']);
  });

  it('the third failure, not necessarily in a row, kills (002:1461)', () => {
    expect(v(deathSave(at({ hp: -2, state: 'dying', deathSaveFailures: 2 }), 3, 0, MAX))).toMatchObject({ deathSaveFailures: 3, state: 'dead' });
  });

  it('20 or higher spends a recovery: HP 11, the recovery value, conscious (002:1462); with no recovery left, 1 (002:1463)', () => {
    const up = ok(deathSave(at({ hp: -2, state: 'dying', recoveries: 2 }), 18, 2, MAX));
    expect(up.data.vitals).toMatchObject({ hp: 11, recoveries: 1, state: 'up' });
    expect(v(deathSave(at({ hp: -2, state: 'dying', recoveries: 0 }), 20, 0, MAX))).toMatchObject({ hp: 1, recoveries: 0, state: 'up' });
  });

  it('only the dying save: not the conscious (002:1460), the stable (002:1426), the knocked-out or the dead', () => {
    expect(deathSave(at({}), 12, 0, MAX)).toEqual({ problem: 'Death saving throws are made only at 0 hit points or below (002:1460).' });
    expect(deathSave(at({ hp: -2, state: 'stable' }), 12, 0, MAX)).toEqual({ problem: 'Stable: a stable character stops making death saving throws (002:1426).' });
    expect(deathSave(at({ hp: 0, state: 'knocked-out' }), 12, 0, MAX)).toHaveProperty('problem');
    expect(deathSave(at({ hp: -22, state: 'dead' }), 12, 0, MAX)).toHaveProperty('problem');
  });

  it('First Aid: a Heal check of 15 stabilises (002:1426); 14 does not', () => {
    expect(v(firstAid(dying, 10, 5, MAX)).state).toBe('stable');
    expect(ok(firstAid(dying, 10, 4, MAX)).data).toBe(dying);
    expect(firstAid(at({}), 20, 0, MAX)).toHaveProperty('problem');
  });
});

describe('rests (002:1471, 002:1953-1962, 002:2311)', () => {
  it('a short rest resets death-save failures and ends temporary hit points, and heals nothing (002:1461, 002:1478)', () => {
    expect(v(shortRest(at({ hp: 5, tempHp: 4, deathSaveFailures: 2 }), MAX))).toMatchObject({ hp: 5, tempHp: 0, deathSaveFailures: 0 });
  });

  it('the knocked-out heal 1 hit point after a short rest (002:1471); the dying stay dying, with their failures reset', () => {
    const ko = ok(shortRest(at({ hp: 0, state: 'knocked-out' }), MAX));
    expect(ko.data.vitals).toMatchObject({ hp: 1, state: 'up' });
    expect(v(shortRest(at({ hp: -4, state: 'dying', deathSaveFailures: 2 }), MAX))).toMatchObject({ hp: -4, state: 'dying', deathSaveFailures: 0 });
  });

  it('a long rest: hit points 44 and recoveries to the maximum, action points 1 (002:2311, 002:1119); it heals the dying; the dead do not rest', () => {
    expect(v(longRest(at({ hp: 5, recoveries: 0, actionPoints: 3 }), MAX, 9))).toEqual({ hp: 44, tempHp: 0, recoveries: 9, deathSaveFailures: 0, actionPoints: 1, state: 'up' });
    expect(v(longRest(at({ hp: -3, state: 'dying', deathSaveFailures: 2 }), MAX, 9))).toMatchObject({ hp: 44, state: 'up', deathSaveFailures: 0 });
    expect(longRest(at({ hp: -22, state: 'dead' }), MAX, 9)).toHaveProperty('problem');
    expect(shortRest(at({ hp: -5, state: 'dead', deathSaveFailures: 3 }), MAX)).toHaveProperty('problem');
  });
});

describe('action points (002:1119-1120, 002:1961-1962)', () => {
  it('one is spent for an extra action, a streak of two encounters gives one; the unconscious take no actions (002:1554)', () => {
    expect(v(spendActionPoint(at({ actionPoints: 1 }), MAX)).actionPoints).toBe(0);
    expect(spendActionPoint(at({ actionPoints: 0 }), MAX)).toHaveProperty('problem');
    expect(spendActionPoint(at({ hp: -1, state: 'dying' }), MAX)).toEqual({ problem: 'An unconscious or dead creature can’t take any actions (002:1554).' });
    expect(v(completeStreak(at({ actionPoints: 1 }), MAX)).actionPoints).toBe(2);
  });
});

describe('corrections typed on the sheet or set by the combat tracker', () => {
  it('the state follows the hit points typed: down at 0, dead at −22, up again above 0', () => {
    expect(v(correctHitPoints(at({}), 0, MAX))).toMatchObject({ hp: 0, state: 'dying' });
    expect(v(correctHitPoints(at({}), -30, MAX))).toMatchObject({ hp: -22, state: 'dead' });
    expect(v(correctHitPoints(at({ hp: -3, state: 'stable' }), -1, MAX))).toMatchObject({ hp: 2, state: 'up' }); // 2 healing from 0 (002:1453)
    // The tracker's undo puts a killing blow back: kept as a correction, and said so (002:1443).
    const back = ok(correctHitPoints(at({ hp: -22, state: 'dead' }), 10, MAX));
    expect(back.data.vitals).toMatchObject({ hp: 10, state: 'up' });
    expect(back.words.join(' ')).toMatch(/correction/);
    expect(correctHitPoints(at({}), 45, MAX)).toHaveProperty('problem');
  });

  it('a third failure typed is death (002:1461); fewer on the dead are a correction', () => {
    expect(v(correctFailures(at({ hp: -2, state: 'dying' }), 3, MAX))).toMatchObject({ deathSaveFailures: 3, state: 'dead' });
    expect(v(correctFailures(at({ hp: -2, state: 'dead', deathSaveFailures: 3 }), 2, MAX))).toMatchObject({ deathSaveFailures: 2, state: 'dying' });
    expect(correctFailures(at({}), 4, MAX)).toHaveProperty('problem');
  });
});

describe('the state of data saved before version 2, from its hit points', () => {
  it('dead at the third failure or at −22, dying at 0 or below, up above, up while the maximum is unknown', () => {
    expect(stateFromHitPoints(5, 3, MAX)).toBe('dead');
    expect(stateFromHitPoints(-22, 0, MAX)).toBe('dead');
    expect(stateFromHitPoints(-21, 0, MAX)).toBe('dying');
    expect(stateFromHitPoints(0, 0, MAX)).toBe('dying');
    expect(stateFromHitPoints(1, 0, MAX)).toBe('up');
    expect(stateFromHitPoints(0, 0, null)).toBe('up');
    const { state: _gone, ...old } = at({ hp: -4 }).vitals;
    expect(stateOf(old as OrcusData['vitals'], MAX)).toBe('dying');
  });
});

describeWithSources('the lines the health rules cite', () => {
  const lines = readSource(ORCUS_SOURCE);
  it('say what the rules above do', () => {
    expect(lines[1456 - 1]).toContain('-22 HP if your HP is 44');
    expect(lines[1460 - 1]).toContain('Whenever you start your turn with 0 hit points or below');
    expect(lines[1461 - 1]).toContain('The number of failures is reset to zero when you take a short or long rest');
    expect(lines[1462 - 1]).toContain('Your HP are set to equal to your recovery value');
    expect(lines[1463 - 1]).toContain('its HP is set to 1 instead');
    expect(lines[1471 - 1]).toContain('It heals 1 HP after a short rest');
    expect(lines[1426 - 1]).toContain('First Aid (Heal DC 15)');
    expect(lines[1504 - 1]).toContain('at the end of each of your turns');
    expect(lines[1454 - 1]).toContain('your HP become 7, not -3');
  });
});
