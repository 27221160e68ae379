/**
 * Issue 19: a True SRD file whose values break a rule loads as it is (nothing clamped) and `validate` names the rule
 * with its line; the character still derives, prints and exports to the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { expectLoadedAsIs, withValue } from '../../../tests/unit-support/loaded-as-is';
import type { CharacterDocument } from '../../documents/character';
import type { TrueSrdData } from './character';
import { trueSrd } from './system';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';

const NOW = '2026-05-01T10:00:00.000Z';
const base = (): CharacterDocument<TrueSrdData> => trueSrd.quick(createSeededRandom(19), { id: 'true-srd-19', now: NOW });

describe('True SRD values outside the rules load as they are and are named with their line', () => {
  it('bruised −1: each failed save adds one, and they fade to none (003:326, 003:348)', async () => {
    const [named] = await expectLoadedAsIs(withValue(base(), ['damage', 'bruised'], -1), ['damage', 'bruised'], /Bruised -1/);
    expect(named?.message).toContain('003:326');
  });
  it('Conviction −1: a point is spent only when there is one (003:347)', async () => {
    const [named] = await expectLoadedAsIs(withValue(base(), ['conviction'], -1), ['conviction'], /Conviction -1/);
    expect(named?.message).toContain('003:347');
  });
  it('ability damage −2: points lost, returning at 1 a day (003:355)', async () => {
    const [named] = await expectLoadedAsIs(withValue(base(), ['abilityDamage', 'str'], -2), ['abilityDamage', 'str'], /Str damage -2/i);
    expect(named?.message).toContain('003:355');
  });
  it('a number past what the app holds, or a fraction, is still repaired', () => {
    expect(trueSrd.checkShape({ ...base().data, conviction: 1e7 }).map((p) => p.repair?.kind)).toEqual(['set']);
    expect(trueSrd.checkShape({ ...base().data, conviction: 0.5 }).map((p) => p.repair?.kind)).toEqual(['set']);
  });
});

describeWithSources('the lines these rules cite', () => {
  const line = (n: number) => readSource('003_74489d30ee415703.txt')[n - 1] ?? '';
  it('say what validate says', () => {
    expect(line(326)).toContain('the target is bruised');
    expect(line(347)).toContain('spend a Conviction point');
    expect(line(355)).toContain('Lost ability score points return at a rate of 1 per day');
  });
});
