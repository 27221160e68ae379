/**
 * Issue 19: an Orcus file whose values break a rule loads as it is (nothing clamped) and `validate` names the rule with
 * its line; the character still derives, prints and exports to the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { expectLoadedAsIs, withValue } from '../../../tests/unit-support/loaded-as-is';
import type { CharacterDocument } from '../../documents/character';
import type { OrcusData } from './character';
import { orcus } from './system';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';

const NOW = '2026-05-01T10:00:00.000Z';
const base = (): CharacterDocument<OrcusData> => orcus.quick(createSeededRandom(19), { id: 'orcus-19', now: NOW });

describe('Orcus values outside the rules load as they are and are named with their line', () => {
  it('4 failed death saves: the third kills (002:1461)', async () => {
    const doc = withValue(withValue(withValue(base(), ['vitals', 'deathSaveFailures'], 4), ['vitals', 'hp'], -3), ['vitals', 'state'], 'dead');
    const [named] = await expectLoadedAsIs(doc, ['vitals', 'deathSaveFailures'], /^4 failed death saving throws/);
    expect(named?.message).toContain('002:1461');
  });
  it('money −5 cp: money is the coins held (002:645-654)', async () => {
    const [named] = await expectLoadedAsIs(withValue(base(), ['moneyCp'], -5), ['moneyCp'], /^−5 cp/);
    expect(named?.message).toContain('002:645');
  });
  it('temporary hit points −3: a buffer lost first, down to none (002:1473-1474)', async () => {
    const [named] = await expectLoadedAsIs(withValue(base(), ['vitals', 'tempHp'], -3), ['vitals', 'tempHp'], /Temporary hit points -3/);
    expect(named?.message).toContain('002:1473');
  });
  it('a number past what the app holds, or a fraction, is still repaired', () => {
    const d = base().data;
    expect(orcus.checkShape({ ...d, moneyCp: 1e15 }).map((p) => p.repair?.kind)).toEqual(['set']);
    expect(orcus.checkShape({ ...d, vitals: { ...d.vitals, tempHp: 1.5 } }).map((p) => p.repair?.kind)).toEqual(['set']);
  });
});

describeWithSources('the lines these rules cite', () => {
  const line = (n: number) => readSource('002_314288786004b83b.txt')[n - 1] ?? '';
  it('say what validate says', () => {
    expect(line(1461)).toMatch(/third/i);
    expect(line(645)).toContain('copper piece (cp)');
    expect(line(1473)).toContain('temporary hit points');
    expect(line(1474)).toContain('lost first');
  });
});
