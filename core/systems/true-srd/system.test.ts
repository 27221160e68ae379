/**
 * True SRD behind the seam: quick characters pass every check, trackers never break the shape, the shape check
 * repairs what it can, creation transitions refuse bad input in a sentence, and derived values follow 003 worked by
 * hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import { trueSrd } from './system';
import { newTrueSrdData, type TrueSrdData } from './character';
import { trueSrdDocument } from './rules/quick';
import { addItem, addWeapon, setAbilities, setAbility, updateCombat } from './creation-steps';

const NOW = '2026-11-22T00:00:00.000Z';
const quick = (seed: number) => trueSrd.quick(createSeededRandom(seed), { id: `t${seed}`, now: NOW });
const value = (doc: CharacterDocument<TrueSrdData>, id: string) => trueSrd.derive(doc).find((v) => v.id === id)?.value;
const must = <T>(r: { data: T } | { problem: string }): T => {
  if ('problem' in r) throw new Error(r.problem);
  return r.data;
};

/** A hero typed by hand: Str +1, Dex +3, Con +2, combat bonus +2, base saves 1/2/0. */
function hero(extra: Partial<TrueSrdData> = {}): CharacterDocument<TrueSrdData> {
  const data: TrueSrdData = {
    ...newTrueSrdData(),
    abilities: { str: 1, dex: 3, con: 2, int: 0, wis: 1, cha: -1 },
    combat: { combatBonus: 2, fortitude: 1, reflex: 2, will: 0 },
    ...extra,
  };
  return trueSrdDocument(data, { id: 'hero', name: 'Hero', now: NOW });
}

describe('quick characters', () => {
  it('200 seeds each pass the shape check and the rules, derive, print and make a card', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const doc = quick(seed);
        expect(trueSrd.checkShape(doc.data)).toEqual([]);
        expect(trueSrd.validate(doc)).toEqual([]);
        expect(() => trueSrd.derive(doc)).not.toThrow();
        expect(() => trueSrd.sheet(doc, '2026-11-22')).not.toThrow();
        expect(trueSrd.card(doc).health?.max).toBe(5);
      }),
      { numRuns: 200 },
    );
  });
  it('the same seed gives the same character', () => {
    expect(quick(42)).toEqual(quick(42));
  });
  it('refuses a variant, as there is only one kind', () => {
    expect(() => trueSrd.quick(createSeededRandom(1), { id: 'x', now: NOW, variant: 'warrior' })).toThrow(RangeError);
  });
});

describe('trackers', () => {
  it('no tracker value ever makes a shape problem', () => {
    const ids = trueSrd.vitals.trackers(quick(1)).map((t) => t.id);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.constantFrom(...ids), fc.integer({ min: -5, max: 2000 }), (seed, id, v) => {
        const doc = quick(seed);
        const r = trueSrd.vitals.setTracker(doc, id, v);
        if ('data' in r) expect(trueSrd.checkShape(r.data)).toEqual([]);
        else expect(r.problem).toMatch(/\.$/);
      }),
      { numRuns: 300 },
    );
  });
  it('raising the track position marks lethal damage at that column; lowering clears the boxes beyond', () => {
    const doc = hero();
    const two = must(trueSrd.vitals.setTracker(doc, 'damage', 2));
    expect(two.damage.wounded && two.damage.dazed).toBe(true); // wounded, and dazed with it (003:329)
    const back = must(trueSrd.vitals.setTracker({ ...doc, data: two }, 'damage', 0));
    expect(back.damage).toEqual(newTrueSrdData().damage);
    expect(trueSrd.vitals.setTracker(doc, 'damage', 6)).toEqual({ problem: 'The damage track ends at 5, dead.' });
  });
  it('the card reads the track: “Damage 2 of 5, Wounded, dazed”', () => {
    const doc = hero();
    const hit = { ...doc, data: must(trueSrd.vitals.setTracker(doc, 'damage', 2)) };
    expect(trueSrd.card(hit).health).toEqual({ label: 'Damage', abbreviation: 'Track', current: 2, max: 5, state: 'Wounded, dazed' });
    expect(trueSrd.combat.healthState(2, 5)).toBe('Dazed or wounded');
  });
});

describe('creation steps and the blank sheet', () => {
  it('a draft lists what is missing, each linked to its step', () => {
    const draft = { ...trueSrdDocument(newTrueSrdData(), { id: 'd', name: '', now: NOW }), status: 'draft' as const };
    const steps = trueSrd.validate(draft).map((v) => trueSrd.creation.stepFor(v, draft.data));
    expect(steps).toEqual(['concept', 'abilities', 'combat']);
    expect(trueSrd.creation.stepComplete('abilities', draft)).toBe(false);
    expect(trueSrd.creation.stepComplete('abilities', hero())).toBe(true);
  });
  it('the blank sheet has no values but keeps the in-play fields and the damage key', () => {
    const blank = trueSrd.blankSheet('2026-11-22');
    const fields = blank.main.flatMap((s) => (s.kind === 'fields' ? s.fields : []));
    expect(fields.every((f) => f.value === '')).toBe(true);
    expect(fields.filter((f) => f.inPlay).map((f) => f.id)).toContain('track.wounded');
    const key = blank.extra.find((s) => s.id === 'track-key');
    expect(key?.kind === 'text' && key.paragraphs[0]).toMatch(/^Toughness save/);
  });
  it('the bruised tracker says the penalty it gives now', () => {
    const doc = hero({ damage: { ...newTrueSrdData().damage, bruised: 2, dazed: true } });
    expect(trueSrd.vitals.trackers(doc).find((t) => t.id === 'bruised')?.explanation).toContain('Now −3 against non-lethal damage.');
  });
});

describe('the shape check', () => {
  it('clamps a number it cannot use and drops an unknown field, saying so', () => {
    const data = { ...hero().data, abilities: { str: Number('1e400'), dex: 3, con: 2, int: 0, wis: 1, cha: -1 }, extra: true };
    const problems = trueSrd.checkShape(data);
    expect(problems.map((p) => p.path)).toEqual(['data.abilities.str', 'data.extra']);
    expect(problems[0]?.repair).toMatchObject({ kind: 'set', value: 50 });
    expect(problems[1]?.repair).toMatchObject({ kind: 'drop' });
  });
  it('refuses notes too long to keep, without a repair', () => {
    const problems = trueSrd.checkShape({ ...hero().data, notes: 'x'.repeat(200_001) });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.repair).toBeUndefined();
  });
  it('refuses a value that is not a payload at all', () => {
    expect(trueSrd.checkShape(null)[0]?.message).toBe('data: should be an object');
  });
});

describe('derived values worked by hand', () => {
  it('Defense 15 = 10 + 2 combat bonus + 3 dodge (003:108, 003:110); attack +5 (003:99); Toughness +2 (003:132)', () => {
    const doc = hero();
    expect(value(doc, 'defense.dodge')).toBe(15);
    expect(value(doc, 'defense.flatFooted')).toBe(12);
    expect(value(doc, 'defense.parry')).toBe('—');
    expect(value(doc, 'attack')).toBe('+5');
    expect(value(doc, 'save.toughness')).toBe('+2');
    expect(value(doc, 'save.reflex')).toBe('+5');
  });
  it('a medium load caps the dodge bonus at +3 (003:24): Dex +5 gives Defense 15, not 17', () => {
    const doc = hero({ abilities: { str: 0, dex: 5, con: 0, int: 0, wis: 0, cha: 0 }, equipment: [{ id: 'pack', name: 'Pack', weightLb: 50, quantity: 1 }] });
    expect(value(doc, 'load')).toBe('Medium load');
    expect(value(doc, 'defense.dodge')).toBe(15);
    expect(value(doc, 'speed')).toBe('20 ft');
  });
  it('a wounded hero is shaken: Fortitude +3 becomes +1 (003:341)', () => {
    expect(value(hero({ damage: { ...newTrueSrdData().damage, wounded: true } }), 'save.fortitude')).toBe('+1');
  });
  it('a winded hero has −1 effective Strength and Dexterity (003:350)', () => {
    const doc = hero({ fatigue: 1 });
    expect(value(doc, 'ability.dex')).toBe('+2');
    expect(value(doc, 'speed.allOut')).toBe('—');
  });
  it('holding breath: Con +2 is 28 rounds, Con −2 is 12 (003:418)', () => {
    expect(value(hero(), 'breath')).toBe(28);
    expect(value(hero({ abilities: { str: 0, dex: 0, con: -2, int: 0, wis: 0, cha: 0 } }), 'breath')).toBe(12);
  });
  it('delay: an initiative bonus of +3 must act by −13 (003:184)', () => {
    expect(value(hero(), 'delayFloor')).toBe(-13);
  });
  it('an override replaces the value, marks it and keeps the computed one', () => {
    const doc = { ...hero(), overrides: { 'defense.dodge': { value: 18, note: 'shield', at: NOW } } };
    const v = trueSrd.derive(doc).find((x) => x.id === 'defense.dodge');
    expect(v).toMatchObject({ value: 18, overridden: true, computed: 15 });
    expect(trueSrd.sheet(doc, '2026-11-22').footer.overrides).toEqual(['Defense']);
  });
});

describe('creation and play transitions', () => {
  it('scores are whole numbers from −5 to +10, refused in one sentence otherwise', () => {
    const data = newTrueSrdData();
    expect(setAbilities(data, { str: 11, dex: 0, con: 0, int: 0, wis: 0, cha: 0 })).toEqual({ problem: 'Str: enter a whole number from −5 to +10 (the Carrying Capacity table, 003:30-45).' });
    expect(must(setAbility(data, 'con', -5)).abilities?.con).toBe(-5);
  });
  it('a thrown attack needs a range increment; an unarmed one is made non-lethal with a notice', () => {
    const data = newTrueSrdData();
    expect('problem' in addWeapon(data, { name: 'Dagger', kind: 'thrown', damage: 1, lethal: true, rangeIncrement: 0, critical: '' }, 'd')).toBe(true);
    const r = addWeapon(data, { name: 'Fist', kind: 'unarmed', damage: 0, lethal: true, rangeIncrement: 0, critical: '' }, 'f');
    expect('data' in r && r.data.weapons[0]?.lethal).toBe(false);
    expect('notices' in r && r.notices?.[0]).toMatch(/003:325/);
  });
  it('bad combat figures and weights are refused', () => {
    expect(updateCombat(newTrueSrdData(), { combatBonus: 2.5 })).toEqual({ problem: 'Combat bonus: enter a whole number from -100 to 100.' });
    expect(addItem(newTrueSrdData(), { name: 'Rock', weightLb: -1, quantity: 1 }, 'r')).toEqual({ problem: 'Weight must be 0 or more pounds.' });
  });
});

describe('tables for the command line', () => {
  const table = (id: string) => {
    const t = trueSrd.tables.find((x) => x.id === id);
    if (!t) throw new Error(`no table ${id}`);
    return t;
  };
  it('every table cites 003', () => {
    for (const t of trueSrd.tables) expect(t.citation).toMatch(/^003_74489d30ee415703\.txt lines \d+(-\d+)?$/); // a one-line rule cites its line
  });
  it('one carrying row by Strength, and a sentence for a bad flag', () => {
    expect(table('carrying').query({ str: '+2' })).toMatchObject({ heavy: 175 });
    expect(() => table('carrying').query({ str: '11' })).toThrow('--str must be a whole number from -5 to 10, got "11".');
  });
  it('a Toughness save from flags', () => {
    expect(table('toughness-save').query({ roll: '9', toughness: '2', damage: '3' })).toMatchObject({ difficulty: 18, total: 11, failedBy: 7, marked: ['wounded', 'dazed'] });
    expect(() => table('toughness-save').query({ roll: '21', toughness: '2', damage: '3' })).toThrow(RangeError);
  });
});
