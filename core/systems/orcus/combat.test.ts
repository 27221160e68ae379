import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';
import { ORCUS_CONDITIONS, healthState, orcusCombat, recoveryValue, staggeredValue } from './combat';
import { ORCUS_SOURCE } from './data/source';

describe('the thresholds of hit points (002:1447-1456)', () => {
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
