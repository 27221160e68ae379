/**
 * Issue 19: a Murdham file whose values break a rule loads as it is (nothing clamped or rounded) and `validate` names
 * the rule with its line; the character still derives, prints and exports to the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { expectLoadedAsIs, withValue } from '../../../tests/unit-support/loaded-as-is';
import type { CharacterDocument } from '../../documents/character';
import type { MurdhamData } from './character';
import { murdham } from './system';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';

const NOW = '2026-05-01T10:00:00.000Z';
const base = (): CharacterDocument<MurdhamData> => murdham.quick(createSeededRandom(19), { id: 'murdham-19', now: NOW });
const nonHuman = (): CharacterDocument<MurdhamData> => {
  const doc = base();
  return { ...doc, data: { ...doc.data, human: false, ancestry: 'Fae-touched' } };
};

describe('Murdham values outside the rules load as they are and are named with their line', () => {
  it('a non-human with STR 20: abilities never exceed 19 (000:72)', async () => {
    const [named] = await expectLoadedAsIs(withValue(nonHuman(), ['abilities', 'str'], 20), ['abilities', 'str'], /STR 20/);
    expect(named?.message).toContain('000:72');
    expect(named?.message).toContain('outside 1 to 19');
  });
  it('natural armour 4: the armour value can never exceed 3 (000:65)', async () => {
    const [named] = await expectLoadedAsIs(withValue(base(), ['naturalArmour'], 4), ['naturalArmour'], /Natural armour 4/);
    expect(named?.message).toContain('000:65');
  });
  it('2.1 shillings: money is tracked to a quarter shilling (000:153)', async () => {
    const [named] = await expectLoadedAsIs(withValue(base(), ['shillings'], 2.1), ['shillings'], /quarter shilling/);
    expect(named?.message).toContain('000:153');
    expect(named?.message).toContain('2.1ʂ');
  });
  it('corruption −2: characters start at 0 and it only grows (000:76, 000:78)', async () => {
    const [named] = await expectLoadedAsIs(withValue(base(), ['corruption'], -2), ['corruption'], /Corruption -2/);
    expect(named?.message).toContain('000:76');
  });
  it('a fraction where a whole number belongs, or a number past what the app holds, is still repaired', async () => {
    expect(murdham.checkShape({ ...base().data, corruption: 2.5 }).map((p) => p.repair?.kind)).toEqual(['set']);
    expect(murdham.checkShape({ ...base().data, shillings: 1e12 }).map((p) => p.repair?.kind)).toEqual(['set']);
    expect(murdham.checkShape({ ...base().data, shillings: 2.1, naturalArmour: 4, corruption: -2 })).toEqual([]);
  });
});

describeWithSources('the lines these rules cite', () => {
  const line = (n: number) => readSource('000_1bbc8a9fdbc51050.txt')[n - 1] ?? '';
  it('say what validate says', () => {
    expect(line(72)).toContain('Abilities can never exceed 19, or 15 for humans');
    expect(line(65)).toContain('can never exceed 3');
    expect(line(153)).toContain('track it down to a quarter shilling');
    expect(line(78)).toContain('starts with 0 corruption');
  });
});
