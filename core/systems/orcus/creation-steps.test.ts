import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { newOrcusData, type OrcusData } from './character';
import {
  addFeat,
  addLanguage,
  addPower,
  assignScores,
  chooseAlignment,
  enterRolls,
  placeScore,
  pointBuyBalance,
  pointBuyRows,
  removeFeat,
  removeLanguage,
  removePower,
  removePowerEntry,
  rollAbilities,
  setAncestry,
  setClass,
  setConcept,
  setKit,
  setPaths,
  setPointBuyScore,
  startPointBuy,
  stepPointBuyScore,
  stepForViolation,
  swapScores,
  toggleSkill,
  useStandardArray,
} from './creation-steps';
import { reconcile } from './rules/reconcile';
import { droppedDie } from './rules/generation';
import { addCustomItem, buyFromCatalog, equipItem, removeItem, sellItem } from './gear-steps';
import { NINE_POINT_RULE } from './data/personal';
import { classOf, docOf } from './testing/fixtures';

function ok(r: { data: OrcusData } | { problem: string }): OrcusData {
  if ('problem' in r) throw new Error(r.problem);
  return r.data;
}
const problem = (r: { data: OrcusData } | { problem: string }) => ('problem' in r ? r.problem : null);

describe('ability scores', () => {
  it('point buy starts at 10s (12 of 32 points) and refuses what the cost table and 002:230 refuse', () => {
    let d = ok(startPointBuy(newOrcusData()));
    expect(pointBuyBalance(d)).toEqual({ spent: 12, left: 20 });
    // Lowering first keeps every step within the budget: 10, 11, 20, 25, 30, 32 points spent.
    d = ok(setPointBuyScore(d, 'cha', 8)); // 0
    d = ok(setPointBuyScore(d, 'wis', 11)); // 3
    d = ok(setPointBuyScore(d, 'str', 16)); // 11
    d = ok(setPointBuyScore(d, 'con', 14)); // 7
    d = ok(setPointBuyScore(d, 'dex', 14)); // 7
    d = ok(setPointBuyScore(d, 'int', 12)); // 4
    expect(pointBuyBalance(d)).toEqual({ spent: 32, left: 0 });
    expect(problem(setPointBuyScore(d, 'wis', 12))).toBe('These scores cost 33 points; point buy gives 32 (002:229).');
    expect(problem(setPointBuyScore(d, 'wis', 9))).toMatch(/Wis and Cha are below 10/);
    expect(problem(setPointBuyScore(d, 'str', 19))).toMatch(/from 8 to 18/);
  });

  it('each point-buy row gives its cost (002:231-244) and why a point more or less is refused (002:229-230)', () => {
    let d = ok(startPointBuy(newOrcusData()));
    d = ok(stepPointBuyScore(d, 'cha', -1)); // 9 costs 1 point
    const rows = pointBuyRows(d);
    expect(rows.map((r) => [r.ability, r.score, r.cost])).toEqual([['str', 10, 2], ['con', 10, 2], ['dex', 10, 2], ['int', 10, 2], ['wis', 10, 2], ['cha', 9, 1]]);
    // Cha at 9 may go to 8 (0 points) and back up; a second score below 10 is refused (002:230).
    expect(rows.find((r) => r.ability === 'cha')).toMatchObject({ lower: null, raise: null });
    expect(rows.find((r) => r.ability === 'str')?.lower).toBe('Str and Cha are below 10; point buy allows at most one score below 10 (002:230).');
    expect(pointBuyRows(ok(useStandardArray(newOrcusData())))).toEqual([]);
    expect(problem(stepPointBuyScore(newOrcusData(), 'str', 1))).toBe('Choose point buy first.');
  });

  it('placing a score swaps it with the ability that held it (002:248); a score not in the pool is refused', () => {
    const d = ok(useStandardArray(newOrcusData()));
    expect(ok(placeScore(d, 'str', 8)).abilities.base).toEqual({ str: 8, con: 14, dex: 14, int: 12, wis: 11, cha: 16 });
    expect(ok(placeScore(d, 'str', 16))).toBe(d);
    expect(problem(placeScore(d, 'str', 17))).toBe('17 is not one of the scores to place.');
    expect(problem(placeScore(ok(startPointBuy(newOrcusData())), 'str', 16))).toBe('Roll the scores or take the standard array first.');
  });

  it('the standard array is placed in the book’s order and swapped into any order (002:248)', () => {
    let d = ok(useStandardArray(newOrcusData()));
    expect(d.abilities.base).toEqual({ str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 });
    d = ok(swapScores(d, 'str', 'cha'));
    expect(d.abilities.base).toMatchObject({ str: 8, cha: 16 });
    expect(problem(assignScores(d, { str: 16, con: 16, dex: 14, int: 12, wis: 11, cha: 8 }))).toBe('Place 16, 14, 14, 12, 11, 8, one to each ability.');
  });

  it('4d6 drop lowest: typed dice [5, 3, 6, 1] give 14', () => {
    const sets = [[5, 3, 6, 1], [6, 6, 6, 6], [1, 1, 1, 1], [2, 3, 4, 5], [6, 5, 4, 3], [1, 2, 3, 4]];
    const r = enterRolls(newOrcusData(), sets);
    expect('data' in r && r.data.abilities.base).toEqual({ str: 14, con: 18, dex: 3, int: 12, wis: 15, cha: 9 });
    expect('data' in r && r.dice?.[0]).toBe('4d6: [5, 3, 6, 1] drop 1 = 14');
    // The first of the equal lowest is the one dropped.
    expect([droppedDie([5, 3, 6, 1]), droppedDie([2, 1, 4, 1]), droppedDie([6, 6, 6, 6])]).toEqual([3, 1, 0]);
    expect(problem(enterRolls(newOrcusData(), [[7, 1, 1, 1]]))).toMatch(/six sets/);
    expect(problem(enterRolls(newOrcusData(), sets.map((s, i) => (i === 0 ? [7, 1, 1, 1] : s))))).toMatch(/1 to 6/);
  });

  it('rolling is the same for the same seed and keeps every die', () => {
    const a = ok(rollAbilities(newOrcusData(), createSeededRandom(9)));
    const b = ok(rollAbilities(newOrcusData(), createSeededRandom(9)));
    expect(a.abilities).toEqual(b.abilities);
    expect(a.abilities.rolls).toHaveLength(6);
    expect(a.abilities.rolls.every((s) => s.length === 4 && s.every((d) => d >= 1 && d <= 6))).toBe(true);
  });
});

describe('concept, class and slots', () => {
  it('a nine-point alignment records the variant as a house rule; a five-point one removes it (002:541)', () => {
    const r = chooseAlignment(docOf(newOrcusData()), 'chaotic-good');
    expect('data' in r && r.houseRules).toEqual([NINE_POINT_RULE]);
    const back = chooseAlignment(docOf(newOrcusData(), { houseRules: [NINE_POINT_RULE] }), 'good');
    expect('data' in back && back.houseRules).toEqual([]);
  });

  it('languages at 1st level come from the Standard table; Exotic ones later (002:555)', () => {
    expect(ok(addLanguage(newOrcusData(), 'dwarvish', 'chosen')).languages).toEqual([{ name: 'Dwarvish', source: 'chosen', level: 1 }]);
    expect(problem(addLanguage(newOrcusData(), 'Abyssal', 'chosen'))).toMatch(/Exotic language/);
    expect(problem(addLanguage(newOrcusData(), 'Thieves’ cant', 'chosen'))).toMatch(/Standard table/);
    expect(ok(addLanguage(newOrcusData(), 'Sylvan', 'ancestry')).languages[0]?.name).toBe('Sylvan');
    expect(ok(addLanguage({ ...newOrcusData(), level: 3 }, 'Abyssal', 'chosen')).languages[0]).toEqual({ name: 'Abyssal', source: 'chosen', level: 3 });
  });

  it('the class is entered by hand with ranges checked', () => {
    expect(problem(setClass(newOrcusData(), classOf({ hpAtFirstLevel: 0 })))).toMatch(/1 or more/);
    expect(problem(setClass(newOrcusData(), classOf({ recoveries: 2.5 })))).toMatch(/whole number/);
    expect(ok(setClass(newOrcusData(), classOf({ name: '  Guardian ' }))).class.name).toBe('Guardian');
  });

  it('skills stop at the number the class trains', () => {
    let d: OrcusData = { ...newOrcusData(), class: classOf({ trainedSkills: 1 }) };
    d = ok(toggleSkill(d, 'athletics'));
    expect(problem(toggleSkill(d, 'endure'))).toMatch(/trains 1 skill;/);
    expect(ok(toggleSkill(d, 'athletics')).trainedSkills).toEqual([]);
  });

  it('feats and powers fill the slots of the level, and no more (002:582, 002:2364)', () => {
    let d = ok(addFeat(newOrcusData(), { name: 'Toughness', level: 1, note: '' }));
    expect(problem(addFeat(d, { name: 'Alertness', level: 1, note: '' }))).toMatch(/2 feats are entered; a level-1 character has 1/);
    d = ok(addPower(d, { name: 'Cleave', kind: 'at-will', level: 1, note: '' }));
    d = ok(addPower(d, { name: 'Sure Strike', kind: 'at-will', level: 1, note: '' }));
    expect(problem(addPower(d, { name: 'Third', kind: 'at-will', level: 1, note: '' }))).toMatch(/fit no slot/);
    expect(problem(addPower(d, { name: 'Too high', kind: 'encounter', level: 3, note: '' }))).toMatch(/fit no slot/);
    expect(problem(addPower(d, { name: 'Helper', kind: 'utility', level: 2, note: '' }))).toMatch(/holds none/);
  });

  it('paths come at 11 and 21', () => {
    expect(problem(setPaths(newOrcusData(), { prestige: 'Warlord', epic: '' }))).toMatch(/11th level/);
    expect(ok(setPaths({ ...newOrcusData(), level: 11 }, { prestige: 'Warlord', epic: '' })).prestigePath).toBe('Warlord');
  });

  it('violations lead to the step that puts them right', () => {
    expect(stepForViolation({ path: 'class.hp', message: '' })).toBe('class');
    expect(stepForViolation({ path: 'languages', message: '' })).toBe('concept');
    expect(stepForViolation({ path: 'powers', message: '' })).toBe('feats-powers');
    expect(stepForViolation({ path: 'xp', message: '' })).toBe('review');
  });
});

describe('gear with 100 gp (002:642)', () => {
  it('chainmail 40 + heavy shield 10 + longsword 10 leaves 40 gp', () => {
    let d = newOrcusData();
    expect(d.moneyCp).toBe(10_000);
    d = ok(buyFromCatalog(d, 'chainmail', 'a', { pay: true }));
    d = ok(buyFromCatalog(d, 'heavy-shield', 'b', { pay: true }));
    d = ok(buyFromCatalog(d, 'longsword', 'c', { pay: true }));
    expect(d.moneyCp).toBe(4_000);
    expect(problem(buyFromCatalog(d, 'rowboat', 'd', { pay: true }))).toBe('That costs 420 gp; you have 40 gp.');
  });

  it('leather 25 + longbow 50 + 30 arrows 1 leaves 24 gp', () => {
    let d = newOrcusData();
    for (const [id, c] of [['a', 'leather'], ['b', 'longbow'], ['c', 'arrows']] as const) d = ok(buyFromCatalog(d, c, id, { pay: true }));
    expect(d.moneyCp).toBe(2_400);
  });

  it('wearing armour takes other armour off; one shield at a time (002:671)', () => {
    let d = ok(buyFromCatalog(newOrcusData(), 'leather', 'a', { pay: true }));
    d = ok(buyFromCatalog(d, 'hide', 'b', { pay: true }));
    d = ok(equipItem(d, 'a', true));
    const r = equipItem(d, 'b', true);
    expect('data' in r && r.data.equipment.map((e) => e.equipped)).toEqual([false, true]);
    expect('data' in r && r.notices?.[0]).toMatch(/Leather armor was taken off/);
  });

  it('selling fetches one-fifth: leather armour (25 gp) sells for 5 gp (002:660)', () => {
    const d = ok(buyFromCatalog(newOrcusData(), 'leather', 'a', { pay: true }));
    expect(ok(sellItem(d, 'a')).moneyCp).toBe(7_500 + 500);
    expect(ok(removeItem(d, 'a', true)).moneyCp).toBe(10_000);
  });

  it('an item entered by hand is checked, and only some kinds are enchanted', () => {
    const base = { name: 'Cloak of resistance', kind: 'neck' as const, costCp: 0, weightLb: 1, quantity: 1, enhancement: 1 };
    expect(ok(addCustomItem(newOrcusData(), base, 'x', false)).equipment[0]).toMatchObject({ kind: 'neck', enhancement: 1, catalogId: null });
    expect(problem(addCustomItem(newOrcusData(), { ...base, kind: 'gear' }, 'x', false))).toMatch(/enchanted items/);
    expect(problem(addCustomItem(newOrcusData(), { ...base, enhancement: 7 }, 'x', false))).toMatch(/\+1 to \+6/);
    expect(problem(addCustomItem(newOrcusData(), { ...base, name: ' ' }, 'x', false))).toBe('Name the item.');
  });
});

describe('the smaller transitions', () => {
  it('ancestry entered by hand, within ranges', () => {
    const input = { name: ' Dwarf ', abilityBonuses: { str: 0, con: 2, dex: 0, int: 0, wis: 2, cha: 0 }, size: 'medium' as const, speed: 5 };
    expect(ok(setAncestry(newOrcusData(), input)).ancestry).toEqual({ ...input, name: 'Dwarf' });
    expect(problem(setAncestry(newOrcusData(), { ...input, speed: -1 }))).toMatch(/Speed is a whole number/);
    expect(problem(setAncestry(newOrcusData(), { ...input, abilityBonuses: { ...input.abilityBonuses, str: 11 } }))).toBe('Str: an ancestry bonus is a whole number from −10 to +10.');
  });

  it('concept, kit, and removing what was added', () => {
    expect(ok(setConcept(newOrcusData(), 'A scout')).concept).toBe('A scout');
    expect(problem(setConcept(newOrcusData(), 'x'.repeat(1_001)))).toMatch(/1,000 characters/);
    expect(ok(setKit(newOrcusData(), ' Duelist ')).kit).toBe('Duelist');
    const withCommon = ok(addLanguage(newOrcusData(), 'Common', 'ancestry'));
    expect(ok(removeLanguage(withCommon, 'common')).languages).toEqual([]);
    expect(problem(removeLanguage(withCommon, 'Elvish'))).toBe('Elvish is not listed.');
    const withFeat = ok(addFeat(newOrcusData(), { name: 'Toughness', level: 1, note: '' }));
    expect(ok(removeFeat(withFeat, 0)).feats).toEqual([]);
    expect(problem(removeFeat(withFeat, 3))).toBe('That feat is no longer listed.');
    const withPower = ok(addPower(newOrcusData(), { name: 'Cleave', kind: 'at-will', level: 1, note: '' }));
    expect(ok(removePower(withPower, 0)).powers).toEqual([]);
    expect(ok(removePowerEntry(withPower, { name: 'Cleave', kind: 'at-will', level: 1, note: '' })).powers).toEqual([]);
    expect(problem(removePowerEntry(withPower, { name: 'Cleave', kind: 'daily', level: 1, note: '' }))).toBe('That power is no longer listed.');
  });
});

describe('reconcile', () => {
  it('a character whose maxima become known starts unhurt and rested', () => {
    const before = { ...ok(useStandardArray(newOrcusData())) };
    const after = { ...before, class: classOf() };
    // 15 + Con 14 = 29 hit points; 9 + Con +2 = 11 recoveries.
    const r = reconcile(before, after);
    expect(r.data.vitals).toMatchObject({ hp: 29, recoveries: 11 });
    expect(r.changes).toEqual(['Hit points set to the maximum, 29: a new character starts unhurt.', 'Recoveries set to the maximum, 11.']);
  });

  it('a rested character stays rested when a maximum rises (typing 15 passes through 1)', () => {
    const d = { ...ok(useStandardArray(newOrcusData())), class: classOf({ hpAtFirstLevel: 1, recoveries: 1 }) };
    // 1 + Con 14 = 15 hit points and 1 + Con +2 = 3 recoveries (002:172, 002:174), the character unhurt and rested.
    const rested = { ...d, vitals: { hp: 15, tempHp: 0, recoveries: 3, deathSaveFailures: 0, actionPoints: 1, state: 'up' as const } };
    const r = reconcile(rested, { ...rested, class: classOf() });
    expect(r.data.vitals).toMatchObject({ hp: 29, recoveries: 11 });
    expect(r.changes).toEqual(['Hit points rise with the maximum to 29: the character is unhurt.', 'Recoveries rise with the maximum to 11.']);
    // A hurt character is not healed by a higher maximum.
    const hurt = { ...rested, vitals: { ...rested.vitals, hp: 10, recoveries: 2 } };
    expect(reconcile(hurt, { ...hurt, class: classOf() }).data.vitals).toMatchObject({ hp: 10, recoveries: 2 });
  });

  it('current values above a lowered maximum come down to it', () => {
    const d = { ...ok(useStandardArray(newOrcusData())), class: classOf(), vitals: { hp: 29, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'up' as const } };
    const lower = { ...d, class: classOf({ hpAtFirstLevel: 10, recoveries: 5 }) };
    const r = reconcile(d, lower);
    expect(r.data.vitals).toMatchObject({ hp: 24, recoveries: 7 });
    expect(r.changes).toHaveLength(2);
  });
});
