import { describe, expect, it } from 'vitest';
import { NINE_POINT_RULE } from '../data/personal';
import { newOrcusData, type OrcusData } from '../character';
import { dataWith, docOf, item } from '../testing/fixtures';
import { validateCharacter } from './validate';

const STANDARD = { str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 };
const messages = (...args: Parameters<typeof docOf>) => validateCharacter(docOf(...args)).map((v) => `${v.path}: ${v.message}`);
const complete = dataWith(STANDARD, { alignment: 'good', ancestry: { ...newOrcusData().ancestry, name: 'Human' }, vitals: { hp: 29, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'up' } }, 'standard-array');

describe('validateCharacter', () => {
  it('a complete level-1 character breaks no rule; empty feat and power slots are not violations', () => {
    expect(messages(complete)).toEqual([]);
  });

  it('a fresh draft lists what is missing, each with its step’s path', () => {
    expect(validateCharacter(docOf(newOrcusData(), { name: '' })).map((v) => v.path)).toEqual(['name', 'alignment', 'abilities', 'ancestry', 'class', 'class.hp', 'class.hp', 'class.recoveries']);
  });

  it('the standard array must be placed one each (002:248)', () => {
    expect(messages({ ...complete, abilities: { ...complete.abilities, base: { ...STANDARD, cha: 16 } } })).toEqual(['abilities: The scores must be the standard array 16, 14, 14, 12, 11, 8, one to each ability (002:248).']);
  });

  it('point buy within its rules (002:229-230)', () => {
    expect(messages({ ...complete, abilities: { method: 'point-buy', base: { str: 18, con: 14, dex: 12, int: 10, wis: 8, cha: 8 }, rolls: [], rolledBy: null } })).toEqual([
      'abilities: Wis and Cha are below 10; point buy allows at most one score below 10 (002:230).',
    ]);
  });

  it('XP within the level’s row; an increase due at level 4 (002:585)', () => {
    expect(messages({ ...complete, level: 4, xp: 3_750 })).toEqual(['increases: Level 4: choose two ability scores to increase by +1 (002:585).']);
    expect(messages({ ...complete, increases: [{ level: 3, abilities: ['str', 'con'] }] })).toEqual(['increases: An increase is recorded for level 3, above the character’s level 1; remove it.']);
    expect(messages({ ...complete, level: 3, xp: 2_250, increases: [{ level: 3, abilities: ['str', 'con'] }] })).toEqual(['increases: Level 3 gives no "Increase two by +1" (Levels table, 002:578-613); remove that increase.']);
    expect(messages({ ...complete, xp: 1_000 })).toEqual(['xp: 1,000 XP reaches level 2: level up (002:583).']);
    expect(messages({ ...complete, level: 2, xp: 10 })).toEqual(['xp: Level 2 needs 1,000 XP; this character has 10 (002:583).']);
  });

  it('paths at 11 and 21', () => {
    const increases: OrcusData['increases'] = [
      { level: 4, abilities: ['str', 'con'] },
      { level: 8, abilities: ['str', 'con'] },
    ];
    expect(messages({ ...complete, level: 11, xp: 25_500, increases })).toEqual(['paths: Level 11: select a prestige path (002:593); enter its name.']);
  });

  it('a nine-point alignment needs the variant recorded', () => {
    expect(messages({ ...complete, alignment: 'neutral' })).toEqual(['alignment: Neutral is an alignment of the nine-point variant (002:541); record the variant as a house rule or choose one of the five.']);
    expect(messages({ ...complete, alignment: 'neutral' }, { houseRules: [NINE_POINT_RULE] })).toEqual([]);
  });

  it('equipment: one suit of armour, one shield, Small characters and two-handed weapons (002:671, 002:708)', () => {
    expect(messages({ ...complete, equipment: [item('leather'), { ...item('hide'), id: 'h' }] })).toEqual(['equipment: Leather armor and Hide armor are both worn; wear one suit of armour.']);
    const small = { ...complete, ancestry: { ...complete.ancestry, size: 'small' as const }, equipment: [item('longbow'), item('shortbow')] };
    expect(messages(small)).toEqual(['equipment: A Small character cannot wield the two-handed longbow without the Small property (002:708).']);
  });

  it('current hit points above the maximum, and languages chosen against 002:555', () => {
    expect(messages({ ...complete, vitals: { ...complete.vitals, hp: 30 } })).toEqual(['vitals.hp: Current hit points 30 are above the maximum 29 (002:1442).']);
    expect(messages({ ...complete, languages: [{ name: 'Celestial', source: 'chosen', level: 1 }] })).toEqual(['languages: Celestial is an Exotic language: it can be chosen only when learned after 1st level (002:555).']);
  });

  it('trained skills against the number the class trains, when entered', () => {
    expect(messages({ ...complete, class: { ...complete.class, trainedSkills: 2 }, trainedSkills: ['athletics'] })).toEqual(['skills: 1 skill is trained; the class (as entered) trains 2.']);
  });
});
