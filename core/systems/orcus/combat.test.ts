import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';
import { ORCUS_CONDITIONS, deathSave, heal, healthState, longRest, orcusCombat, recoveryValue, shortRest, spendRecovery, staggeredValue, takeDamage } from './combat';
import { newOrcusData, type OrcusData } from './character';
import { ORCUS_SOURCE } from './data/source';

const withVitals = (vitals: Partial<OrcusData['vitals']>): OrcusData => ({ ...newOrcusData(), vitals: { ...newOrcusData().vitals, ...vitals } });
const hpOf = (r: ReturnType<typeof heal>) => ('data' in r ? r.data.vitals.hp : NaN);

describe('hit points, staggered and death (002:1440-1478)', () => {
  it('with 44 HP: staggered value 22, recovery value 11, dead at −22 ("-22 HP if your HP is 44", 002:1456)', () => {
    expect(staggeredValue(44)).toBe(22);
    expect(recoveryValue(44)).toBe(11);
    expect(healthState(-22, 44)).toBe('Dead');
    expect(healthState(-21, 44)).toBe('Dying');
    expect(healthState(0, 44)).toBe('Dying');
    expect(healthState(22, 44)).toBe('Staggered');
    expect(healthState(23, 44)).toBeNull();
    expect(orcusCombat.healthState).toBe(healthState);
  });

  it('5 temporary hit points and 7 damage: the temporary ones go and 2 damage is taken (002:1474)', () => {
    const r = takeDamage(withVitals({ hp: 30, tempHp: 5 }), 7, 44);
    expect('data' in r && r.data.vitals).toMatchObject({ hp: 28, tempHp: 0 });
  });

  it('25 damage at 44 leaves 19, staggered', () => {
    const r = takeDamage(withVitals({ hp: 44 }), 25, 44);
    expect(hpOf(r)).toBe(19);
    expect('data' in r && r.notices?.join(' ')).toMatch(/Staggered/);
  });

  it('"if you are on -10 HP and you heal 7 HP, your HP become 7, not -3" (002:1454)', () => {
    expect(hpOf(heal(withVitals({ hp: -10 }), 7, 44))).toBe(7);
  });

  it('"If the ranger has 14 current hit points and has a hit point maximum of 20, the ranger regains 6" (002:1442)', () => {
    expect(hpOf(heal(withVitals({ hp: 14 }), 8, 20))).toBe(20);
  });

  it('a recovery heals the recovery value; with none left a dying creature goes to 1 HP (002:1447, 002:1463)', () => {
    const r = spendRecovery(withVitals({ hp: 19, recoveries: 3 }), 44);
    expect('data' in r && r.data.vitals).toMatchObject({ hp: 30, recoveries: 2 });
    expect(hpOf(spendRecovery(withVitals({ hp: -3, recoveries: 0 }), 44))).toBe(1);
    expect(spendRecovery(withVitals({ hp: 10, recoveries: 0 }), 44)).toEqual({ problem: 'No recoveries are left until the next long rest (002:2311).' });
  });

  it('death saves: 7 is a failure, the third kills; 20 spends a recovery and sets HP to the recovery value (002:1461-1462)', () => {
    const once = deathSave(withVitals({ hp: -2, recoveries: 2 }), 7, 44);
    expect('data' in once && once.data.vitals.deathSaveFailures).toBe(1);
    const third = deathSave(withVitals({ hp: -2, deathSaveFailures: 2 }), 3, 44);
    expect('data' in third && third.notices?.[0]).toMatch(/third failure/);
    const twenty = deathSave(withVitals({ hp: -2, recoveries: 2 }), 20, 44);
    expect('data' in twenty && twenty.data.vitals).toMatchObject({ hp: 11, recoveries: 1 });
    expect(deathSave(withVitals({ hp: 5 }), 12, 44)).toHaveProperty('problem');
  });

  it('a short rest resets death saves and ends temporary HP; a long rest restores everything and 1 action point', () => {
    const s = shortRest(withVitals({ hp: 5, tempHp: 4, deathSaveFailures: 2 }));
    expect('data' in s && s.data.vitals).toMatchObject({ hp: 5, tempHp: 0, deathSaveFailures: 0 });
    const l = longRest(withVitals({ hp: 5, recoveries: 0, actionPoints: 3 }), 44, 9);
    expect('data' in l && l.data.vitals).toEqual({ hp: 44, tempHp: 0, recoveries: 9, deathSaveFailures: 0, actionPoints: 1 });
    expect(longRest(withVitals({ hp: -30 }), 44, 9)).toHaveProperty('problem');
  });

  it('initiative is each combatant’s d20, ties to the higher modifier then a coin (002:1068-1071)', () => {
    expect(orcusCombat.initiative).toMatchObject({ mode: 'individual', dice: '1d20' });
    expect(orcusCombat.initiative.ties).toMatch(/coin/);
  });
});

describe('the 17 conditions (002:1482-1559)', () => {
  it('are 17, each with a source', () => {
    expect(ORCUS_CONDITIONS).toHaveLength(17);
    expect(ORCUS_CONDITIONS.map((c) => c.name)).toEqual(['Blinded', 'Controlled', 'Dazed', 'Deafened', 'Dying', 'Helpless', 'Immobile', 'Marked', 'Petrified', 'Prone', 'Rattled', 'Restrained', 'Slowed', 'Stunned', 'Surprised', 'Unconscious', 'Weakened']);
  });
});

describeWithSources('each condition’s source line is its heading', () => {
  const lines = readSource(ORCUS_SOURCE);
  it('names the condition at the first cited line', () => {
    for (const c of ORCUS_CONDITIONS) {
      const first = Number(c.source?.replace('002:', '').split('-')[0]);
      expect(lines[first - 1], c.name).toBe(c.name);
    }
  });
});
