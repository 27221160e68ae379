/**
 * Derived values pinned to worked examples built from the text's rules (each figure worked out by hand, with its lines).
 * Class figures are entered by hand in Orcus; the examples use 15 hit points at 1st level, 6 per level and 9
 * recoveries, and a class proficient with every armour and weapon.
 */
import { describe, expect, it } from 'vitest';
import type { DerivedValue } from '../../types';
import { dataWith, docOf, item } from '../testing/fixtures';
import { deriveWithOverrides } from './derive';

const value = (values: readonly DerivedValue[], id: string) => values.find((v) => v.id === id)?.value;
const STANDARD = { str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 };

describe('example 1: a level-1 fighter in chainmail with a heavy shield and a longsword (standard array)', () => {
  const doc = docOf(dataWith(STANDARD, { equipment: [item('chainmail'), item('heavy-shield'), item('longsword')], trainedSkills: ['athletics'] }, 'standard-array'));
  const v = deriveWithOverrides(doc);

  it('modifiers Str +3, Con +2, Dex +2, Int +1, Wis +0, Cha −1 (002:119-138)', () => {
    expect(['str', 'con', 'dex', 'int', 'wis', 'cha'].map((a) => value(v, `ability.${a}.mod`))).toEqual(['+3', '+2', '+2', '+1', '0', '-1']);
  });
  it('AC 16 chainmail + 2 heavy shield + 0 = 18: heavy armour adds no ability (002:191, 002:692, 002:698)', () => {
    expect(value(v, 'defence.ac')).toBe(18);
  });
  it('Reflex 10 + Dex 2 + shield 2 = 14; Fortitude 10 + Str 3 = 13; Will 10 + 0 = 10 (002:155, 002:190, 002:214, 002:673)', () => {
    expect([value(v, 'defence.fort'), value(v, 'defence.ref'), value(v, 'defence.will')]).toEqual([13, 14, 10]);
  });
  it('initiative +2 and speed 6 − 1 = 5 (002:183, 002:692, 002:1317)', () => {
    expect(value(v, 'initiative')).toBe('+2');
    expect(value(v, 'speed')).toBe(5);
  });
  it('longsword: Str 3 + proficiency 3 = +6, 1d8+3 (002:1329-1332, 002:754-787)', () => {
    expect(value(v, 'attack.longsword')).toBe('+6');
    expect(value(v, 'damage.longsword')).toBe('1d8+3');
  });
  it('trained Athletics 5 + 3 − 1 chainmail − 2 heavy shield = +5: the penalties add (002:93, 002:252, 002:669)', () => {
    expect(value(v, 'skill.athletics')).toBe('+5');
  });
  it('hit points 15 (class, entered) + Con 14 = 29; recoveries 9 + Con +2 = 11 (002:172-174)', () => {
    expect(value(v, 'hp.max')).toBe(29);
    expect(value(v, 'hp.staggered')).toBe(14);
    expect(value(v, 'hp.recoveryValue')).toBe(7);
    expect(value(v, 'recoveries.max')).toBe(11);
    expect(v.find((x) => x.id === 'hp.max')?.explanation).toContain('entered by hand');
  });
  it('an override replaces the value, keeps the computed one, and says so', () => {
    const o = deriveWithOverrides({ ...doc, overrides: { 'defence.ac': { value: 20, note: 'GM ruling', at: '2026-01-01' } } }).find((x) => x.id === 'defence.ac');
    expect(o).toMatchObject({ value: 20, computed: 18, overridden: true });
    expect(o?.explanation).toMatch(/^Overridden \(was 18\): GM ruling/);
  });
});

describe('example 2: a level-1 archer in leather with a longbow (point buy)', () => {
  const base = { str: 10, con: 11, dex: 18, int: 10, wis: 14, cha: 8 };
  const v = deriveWithOverrides(docOf(dataWith(base, { equipment: [item('leather'), item('longbow'), item('arrows', false)], trainedSkills: ['perception', 'stealth'] })));
  it('AC 12 leather + Dex 4 = 16 (002:690, 002:676)', () => expect(value(v, 'defence.ac')).toBe(16));
  it('longbow: Dex 4 + proficiency 2 = +6, 1d10+4 (002:1335-1338, 002:799)', () => {
    expect(value(v, 'attack.longbow')).toBe('+6');
    expect(value(v, 'damage.longbow')).toBe('1d10+4');
  });
  it('trained Perception with Wis 14: passive 17, as the book’s own example for Wis 15 (002:320-322)', () => {
    expect(value(v, 'passive.perception')).toBe(17);
  });
  it('trained Stealth 5 + 4 = +9: leather has no check penalty (002:489-490)', () => expect(value(v, 'skill.stealth')).toBe('+9'));
  it('carried 15 + 4 + 3 = 22 lb', () => expect(value(v, 'load.carried')).toBe(22));
});

describe('example 3: level 8 with +2 plate, a +2 greatsword and a +1 cloak', () => {
  const data = dataWith(STANDARD, {
    level: 8,
    xp: 15_000,
    increases: [
      { level: 4, abilities: ['str', 'con'] },
      { level: 8, abilities: ['str', 'con'] },
    ],
    equipment: [item('plate', true, 2), item('greatsword', true, 2), { id: 'cloak', catalogId: null, name: 'Cloak', kind: 'neck', costCp: 36_000, weightLb: 1, quantity: 1, equipped: true, enhancement: 1 }],
    trainedSkills: ['athletics'],
  }, 'standard-array');
  const v = deriveWithOverrides(docOf(data));
  it('Str 16 → 18 and Con 14 → 16 after the increases at 4 and 8 (002:585, 002:589)', () => {
    expect([value(v, 'ability.str'), value(v, 'ability.con')]).toEqual([18, 16]);
  });
  it('AC 18 plate + 2 × 2 enhancement (heavy doubles, 002:2214) + level bonus 4 = 26', () => expect(value(v, 'defence.ac')).toBe(26));
  it('greatsword: Str 4 + level 4 + proficiency 3 + enhancement 2 = +13, 1d10+6 (002:2207)', () => {
    expect(value(v, 'attack.greatsword')).toBe('+13');
    expect(value(v, 'damage.greatsword')).toBe('1d10+6');
  });
  it('Fortitude 10 + 4 + 4 + 1 = 19, Reflex 10 + 2 + 4 + 1 = 17, Will 10 + 0 + 4 + 1 = 15 (002:2216)', () => {
    expect([value(v, 'defence.fort'), value(v, 'defence.ref'), value(v, 'defence.will')]).toEqual([19, 17, 15]);
  });
  it('initiative +6, speed 5, trained Athletics 5 + 4 + 4 − 2 = +11, passive Perception 10 + 0 + 4 = 14', () => {
    expect(value(v, 'initiative')).toBe('+6');
    expect(value(v, 'speed')).toBe(5);
    expect(value(v, 'skill.athletics')).toBe('+11');
    expect(value(v, 'passive.perception')).toBe(14);
  });
  it('hit points 15 + 6 × 7 + Con 16 = 73: the new Con counts from 1st level (002:173)', () => expect(value(v, 'hp.max')).toBe(73));
  it('5 feats by level 8; encounter powers of levels 1, 3, 7 (002:2371)', () => {
    expect(value(v, 'feats.slots')).toBe(5);
    expect(value(v, 'powers.encounter')).toBe('1, 3, 7');
  });
});

describe('smaller examples', () => {
  it('+3 hide worn at level 11 by a Dex-18 character: AC 13 + Dex 4 + level 5 + 4 = 26 (002:2213)', () => {
    const v = deriveWithOverrides(docOf(dataWith({ str: 10, con: 10, dex: 18, int: 10, wis: 10, cha: 8 }, { level: 11, equipment: [item('hide', true, 3)] })));
    // Dex 18 + 1 at level 11 (002:593) is 19, still +4.
    expect(value(v, 'ability.dex')).toBe(19);
    expect(value(v, 'defence.ac')).toBe(26);
  });
  it('no armour, Int 18 and Dex 12: AC 10 + Int 4 = 14, clothes counting as cloth (002:191, 002:677)', () => {
    const v = deriveWithOverrides(docOf(dataWith({ str: 10, con: 10, dex: 12, int: 18, wis: 10, cha: 8 })));
    expect(value(v, 'defence.ac')).toBe(14);
    expect(value(v, 'defence.ref')).toBe(14);
  });
  it('armour the class is not proficient with: −2 to attacks and Reflex (002:667)', () => {
    const data = dataWith(STANDARD, { equipment: [item('plate'), item('longsword')] });
    const v = deriveWithOverrides(docOf({ ...data, class: { ...data.class, armourProficiencies: ['cloth'] } }));
    expect(value(v, 'attack.longsword')).toBe('+4');
    expect(value(v, 'defence.ref')).toBe(10);
  });
  it('a weapon outside the class proficiencies gets no proficiency bonus (002:706)', () => {
    const data = dataWith(STANDARD, { equipment: [item('longsword')] });
    const v = deriveWithOverrides(docOf({ ...data, class: { ...data.class, weaponProficiencies: ['simple'] } }));
    expect(value(v, 'attack.longsword')).toBe('+3');
  });
  it('basic attacks deal 2dW from level 21 (002:1333)', () => {
    const v = deriveWithOverrides(docOf(dataWith(STANDARD, { level: 21, equipment: [item('longsword')] })));
    // Str 16 + 1 at 11 + 1 at 21 = 18: +4.
    expect(value(v, 'damage.longsword')).toBe('2d8+4');
  });
  it('hit points wait for the class’s figures, and say so', () => {
    const data = dataWith(STANDARD);
    const v = deriveWithOverrides(docOf({ ...data, class: { ...data.class, hpAtFirstLevel: null } }));
    expect(value(v, 'hp.max')).toBe('—');
    expect(v.find((x) => x.id === 'hp.max')?.explanation).toMatch(/class is not in the text/);
  });
});
