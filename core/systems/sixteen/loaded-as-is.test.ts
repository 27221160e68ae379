/**
 * Issue 19: a 16+ file whose values break a rule loads as it is (nothing clamped) and `validate` names the rule with
 * its line; the character still derives, prints and exports to the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { expectLoadedAsIs, withValue } from '../../../tests/unit-support/loaded-as-is';
import type { CharacterDocument } from '../../documents/character';
import type { SixteenData } from './character';
import { sixteen } from './system';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';

const NOW = '2026-05-01T10:00:00.000Z';
const base = (): CharacterDocument<SixteenData> => sixteen.quick(createSeededRandom(19), { id: 'sixteen-19', now: NOW });

describe('16+ values outside the rules load as they are and are named with their line', () => {
  it('negative magic points: spent and recovered up to the maximum (001:17)', async () => {
    const [named] = await expectLoadedAsIs(withValue(base(), ['magic', 'mp'], -4), ['magic', 'mp'], /Magic points -4 of/);
    expect(named?.message).toContain('001:17');
  });
  it('a negative magic level: it caps power level and countermagic (001:17, 001:21)', async () => {
    const [named] = await expectLoadedAsIs(withValue(base(), ['magic', 'level'], -2), ['magic', 'level'], /Magic level -2/);
    expect(named?.message).toContain('001:21');
  });
  it('level 0: a creature adds level/3 to saves (001:2)', async () => {
    const [named] = await expectLoadedAsIs(withValue(base(), ['level'], 0), ['level'], /Level 0 is below 1/);
    expect(named?.message).toContain('001:2');
  });
  it('maximum hit points −5: healing is a percent of the maximum (001:12)', async () => {
    const doc = withValue(withValue(base(), ['hitPoints', 'max'], -5), ['hitPoints', 'current'], -5);
    const [named] = await expectLoadedAsIs(doc, ['hitPoints', 'max'], /Maximum hit points -5/);
    expect(named?.message).toContain('001:12');
  });
  it('a skill at level −3: a skill level is a modifier from 0 (001:1, 001:9)', async () => {
    const [named] = await expectLoadedAsIs(withValue(base(), ['skills', 0, 'level'], -3), ['skills', 0, 'level'], /at level -3/);
    expect(named?.message).toContain('001:9');
  });
  it('a number past what the app holds, or a fraction, is still repaired', () => {
    expect(sixteen.checkShape({ ...base().data, level: 1e7 }).map((p) => p.repair?.kind)).toEqual(['set']);
    expect(sixteen.checkShape({ ...base().data, level: 2.5 }).map((p) => p.repair?.kind)).toEqual(['set']);
    expect(sixteen.checkShape({ ...base().data, level: 0, magic: { level: -2, mpMax: -1, mp: -4 } })).toEqual([]);
  });
});

describeWithSources('the lines these rules cite', () => {
  const line = (n: number) => readSource('001_96b5c3c131247138.txt')[n - 1] ?? '';
  it('say what validate says', () => {
    expect(line(17)).toContain('Magic points are normally recovered at the speed of 10% of maximum');
    expect(line(21)).toContain('for a maximum of magic levels possessed');
    expect(line(2)).toContain('level/3');
    expect(line(12)).toContain('percent of maximum');
    expect(line(9)).toContain('melee-20');
  });
});
