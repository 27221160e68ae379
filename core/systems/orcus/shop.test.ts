/** The shop's groups and what a table's entry says (002:664-698 armour and shields, 002:821-894 gear). */
import { describe, expect, it } from 'vitest';
import { SHOP_GROUPS, catalogDetails, itemWeightLb } from './shop';
import { catalogEntry, itemKind } from './gear-steps';

const entry = (id: string) => {
  const found = catalogEntry(id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

describe('the Orcus shop', () => {
  it('lists every entry once, each in its group', () => {
    const ids = SHOP_GROUPS.flatMap((g) => g.entries.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(SHOP_GROUPS.find((g) => g.label === 'Armour')?.entries.map((e) => e.id)).toContain('chainmail');
    expect(SHOP_GROUPS.find((g) => g.label === 'Martial weapons')?.entries.map((e) => e.id)).toContain('longsword');
    expect(SHOP_GROUPS.find((g) => g.label === 'Adventuring gear')?.entries.map((e) => e.id)).toContain('torch');
    expect(SHOP_GROUPS.every((g) => g.entries.length > 0)).toBe(true);
  });

  it('says what the table gives: chainmail base AC 16, check and speed −1, 40 gp, 40 lb (002:692)', () => {
    expect(catalogDetails(entry('chainmail'))).toBe('Chainmail: Heavy armour, base AC 16 · check -1 · speed -1 · 40 gp · 40 lb · 002:692');
    // A heavy shield: +2 to AC and Reflex, check −2, 10 gp, 15 lb (002:698).
    expect(catalogDetails(entry('heavy-shield'))).toBe('Heavy shield: Shield +2 to AC and Reflex · check -2 · 10 gp · 15 lb · 002:698');
    // A weapon from the design rules: martial one-handed, proficiency +3, 1d8 (002:747-762, 002:787).
    expect(catalogDetails(entry('longsword'))).toBe('Longsword: Martial melee, one-handed · proficiency +3 · 1d8 · 10 gp · 4 lb · 002:787, 747-762');
    expect(catalogDetails(entry('torch'))).toBe('Torch: 1 cp · 1 lb · 002:879');
  });

  it('weighs a carried line by its quantity, to a tenth of a pound, and knows which kinds are worn or enchanted (002:2164-2168)', () => {
    expect(itemWeightLb({ weightLb: 0.1, quantity: 3 })).toBe(0.3);
    expect(itemWeightLb({ weightLb: 40, quantity: 1 })).toBe(40);
    expect([itemKind('neck').enchantable, itemKind('shield').enchantable, itemKind('gear').worn, itemKind('shield').worn]).toEqual([true, false, false, true]);
  });
});
