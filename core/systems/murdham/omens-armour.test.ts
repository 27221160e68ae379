/**
 * Issue 19, Murdham: omens past the maximum of 2 need a mutation that raises it (000:138, 000:127); worn armour that
 * adds up past 3 is capped, not a broken rule (000:65).
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { MurdhamData } from './character';
import { murdham } from './system';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';

const NOW = '2026-05-01T10:00:00.000Z';
const base = (): CharacterDocument<MurdhamData> => {
  const doc = murdham.quick(createSeededRandom(7), { id: 'm7', now: NOW });
  return { ...doc, data: { ...doc.data, mutations: [], gear: doc.data.gear.map((g) => ({ ...g, worn: false })), naturalArmour: 0 } };
};
const withData = (doc: CharacterDocument<MurdhamData>, data: Partial<MurdhamData>): CharacterDocument<MurdhamData> => ({ ...doc, data: { ...doc.data, ...data } });
const omenProblems = (doc: CharacterDocument<MurdhamData>) => murdham.validate(doc).filter((v) => v.path === 'omens');
const armourProblems = (doc: CharacterDocument<MurdhamData>) => murdham.validate(doc).filter((v) => /armour/i.test(v.message));
const eye = { id: 'mut-1', entryId: 'eye-of-the-prophet', name: 'Eye of the prophet', detail: '' };

describe('omens (000:138)', () => {
  it('2 of 2 breaks nothing', () => {
    expect(omenProblems(withData(base(), { omens: { current: 2, max: 2 } }))).toEqual([]);
  });
  it('3 omens with no mutation that raises the maximum is named, with the line', () => {
    const [p] = omenProblems(withData(base(), { omens: { current: 3, max: 3 } }));
    expect(p?.message).toMatch(/^3 omens: player characters start with 2, also the maximum they can accumulate \(000:138\); no mutation of theirs raises it\.$/);
  });
  it('a kept maximum of 3 is named even while fewer are held', () => {
    expect(omenProblems(withData(base(), { omens: { current: 1, max: 3 } }))).toHaveLength(1);
  });
  it('Eye of the prophet raises the maximum to 3 (000:127): 3 omens are then within the rules', () => {
    expect(omenProblems(withData(base(), { omens: { current: 3, max: 3 }, mutations: [eye] }))).toEqual([]);
    const [p] = omenProblems(withData(base(), { omens: { current: 4, max: 4 }, mutations: [eye] }));
    expect(p?.message).toContain('raised to 3 by Eye of the prophet (000:127)');
  });
  it('an overridden maximum is a GM ruling and is not named', () => {
    const doc = { ...withData(base(), { omens: { current: 3, max: 3 } }), overrides: { 'omens.max': { value: 3, note: 'blessed by the GM', at: NOW } } };
    expect(omenProblems(doc)).toEqual([]);
  });
});

describe('armour (000:65)', () => {
  const plate = { id: 'a1', name: 'Mail', quantity: 1, bulk: 2, cost: 0, armour: 2, worn: true, durability: 'intact' as const };
  const shield = { ...plate, id: 'a2', name: 'Shield', armour: 2, bulk: 1 };
  it('worn armour adding up to 4 is capped at 3 and breaks no rule', () => {
    const doc = withData(base(), { gear: [plate, shield] });
    expect(armourProblems(doc)).toEqual([]);
    const armour = murdham.derive(doc).find((v) => v.id === 'armour');
    expect(armour?.value).toBe(3);
    expect(armour?.explanation).toContain('= 4, but armour can never exceed 3');
  });
  it('one value past 3 is named: natural armour 4, or an item giving 4', () => {
    expect(armourProblems(withData(base(), { naturalArmour: 4 })).map((p) => p.path)).toEqual(['naturalArmour']);
    expect(armourProblems(withData(base(), { gear: [{ ...plate, armour: 4 }] })).map((p) => p.path)).toEqual(['gear[0]']);
  });
});

describeWithSources('the lines these rules cite', () => {
  const line = (n: number) => readSource('000_1bbc8a9fdbc51050.txt')[n - 1] ?? '';
  it('say what validate and derive say', () => {
    expect(line(138)).toContain('start with 2 omens, the maximum they can accumulate');
    expect(line(127)).toContain('Your maximum omens increase by 1');
    expect(line(65)).toContain('Increased by armour and shields, but can never exceed 3');
  });
});
