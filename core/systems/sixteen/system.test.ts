/**
 * "16+" behind the seam: quick characters pass every check, trackers never break the shape, the shape check repairs
 * what it can, creation and play transitions refuse bad input in a sentence, and the sheet's calculator follows 001
 * worked by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import { sixteen } from './system';
import { newSixteenData, type SixteenData } from './character';
import { sixteenDocument } from './rules/quick';
import { addWeapon, setLevel, setMaxHitPoints, setSkillStatReading, setStat, setStats } from './creation-steps';

const NOW = '2026-11-22T00:00:00.000Z';
const quick = (seed: number) => sixteen.quick(createSeededRandom(seed), { id: `s${seed}`, now: NOW });
const value = (doc: CharacterDocument<SixteenData>, id: string) => sixteen.derive(doc).find((v) => v.id === id)?.value;
const must = <T>(r: { data: T } | { problem: string }): T => {
  if ('problem' in r) throw new Error(r.problem);
  return r.data;
};

/** A fighter typed by hand: STR +2, DEX +3, CON +1, level 4 (HD 4), 30 HP, AC 4, melee 12, a sword. */
function fighter(extra: Partial<SixteenData> = {}): CharacterDocument<SixteenData> {
  const data: SixteenData = {
    ...newSixteenData(),
    stats: { str: 2, dex: 3, con: 1, int: 0, wis: -1 },
    level: 4,
    hitDice: 4,
    hitPoints: { max: 30, current: 30 },
    ac: { melee: 4, ranged: null },
    skills: [
      { name: 'Melee', level: 12, stat: null },
      { name: 'Marksmanship', level: 3, stat: null },
      { name: 'Climbing', level: 2, stat: 'str' },
    ],
    weapons: [{ id: 'sword', name: 'Sword', kind: 'melee', skilled: true, specialised: true, bonus: 0, damage: 'd8' }],
    magic: { level: 1, mpMax: 8, mp: 8 },
    ...extra,
  };
  return sixteenDocument(data, { id: 'fighter', name: 'Fighter', now: NOW });
}

describe('quick characters', () => {
  it('200 seeds each pass the shape check and the rules, derive, print and make a card', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const doc = quick(seed);
        expect(sixteen.checkShape(doc.data)).toEqual([]);
        expect(sixteen.validate(doc)).toEqual([]);
        expect(() => sixteen.derive(doc)).not.toThrow();
        expect(() => sixteen.sheet(doc, '2026-11-22')).not.toThrow();
        expect(sixteen.card(doc).health?.label).toBe('Hit points');
      }),
      { numRuns: 200 },
    );
  });
  it('the same seed gives the same character', () => {
    expect(quick(42)).toEqual(quick(42));
  });
  it('has no advancement and no variants', () => {
    expect(sixteen.progression).toBeNull();
    expect(() => sixteen.quick(createSeededRandom(1), { id: 'x', now: NOW, variant: 'mage' })).toThrow(RangeError);
  });
  it('says where the text stops', () => {
    expect(sixteen.coverage.lacks.join(' ')).toMatch(/ends mid-rule/);
  });
});

describe('trackers', () => {
  it('no tracker value ever makes a shape problem', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.constantFrom('hp', 'mp', 'xp'), fc.integer({ min: -100, max: 100 }), (seed, id, v) => {
        const doc = quick(seed);
        const r = sixteen.vitals.setTracker(doc, id, v);
        if ('data' in r) expect(sixteen.checkShape(r.data)).toEqual([]);
        else expect(r.problem).toMatch(/\.$/);
      }),
      { numRuns: 300 },
    );
  });
  it('hit points stop at the maximum and at death, −(4/3 + 5 + 1) = −7 for the fighter', () => {
    const doc = fighter();
    expect(sixteen.vitals.setTracker(doc, 'hp', 31)).toEqual({ problem: 'Healing stops at the maximum, 30 hit points; override the maximum on the sheet to go above it.' });
    const r = sixteen.vitals.setTracker(doc, 'hp', -20);
    expect(must(r).hitPoints.current).toBe(-7);
    const dead = { ...doc, data: must(r) };
    expect(sixteen.card(dead).health?.state).toBe('Dead');
  });
  it('001:10 a drop of more than 10 + HD at once (one blow in the combat tracker) says the creature is stunned: HD 4 takes 15, not 14', () => {
    const base = fighter();
    const doc = { ...base, data: { ...base.data, hitDice: 4, hitPoints: { max: 30, current: 30 } } };
    const fifteen = sixteen.vitals.setTracker(doc, 'hp', 15);
    expect('notices' in fifteen && fifteen.notices).toContain('15 in one blow is more than 14 (10 + HD): stunned until the next turn unless a stun save succeeds (001:10).');
    const fourteen = sixteen.vitals.setTracker(doc, 'hp', 16);
    expect('notices' in fourteen ? fourteen.notices?.join(' ') : '').not.toMatch(/stunned/);
  });
});

describe('creation steps and the blank sheet', () => {
  it('a draft lists what is missing, each linked to its step', () => {
    const draft = { ...sixteenDocument(newSixteenData(), { id: 'd', name: '', now: NOW }), status: 'draft' as const };
    const steps = sixteen.validate(draft).map((v) => sixteen.creation.stepFor(v, draft.data));
    expect(steps).toEqual(['concept', 'stats', 'combat', 'combat']);
    expect(sixteen.creation.stepComplete('stats', draft)).toBe(false);
    expect(sixteen.creation.stepComplete('combat', fighter())).toBe(true);
  });
  it('the blank sheet has no values but keeps the in-play fields and the rules key', () => {
    const blank = sixteen.blankSheet('2026-11-22');
    const fields = blank.main.flatMap((s) => (s.kind === 'fields' ? s.fields : []));
    expect(fields.every((f) => f.value === '')).toBe(true);
    expect(fields.filter((f) => f.inPlay).map((f) => f.id)).toEqual(['hp.current']);
    const key = blank.extra.find((s) => s.id === 'key');
    expect(key?.kind === 'text' && key.paragraphs.some((p) => p.includes('roll d20:'))).toBe(true);
  });
});

describe('the shape check', () => {
  it('clamps a stat it cannot use and drops an unknown field, saying so', () => {
    const data = { ...fighter().data, stats: { str: Number('1e400'), dex: 3, con: 1, int: 0, wis: -1 }, mana: 3 };
    const problems = sixteen.checkShape(data);
    expect(problems.map((p) => p.path)).toEqual(['data.stats.str', 'data.mana']);
    expect(problems[0]?.repair).toMatchObject({ kind: 'set', value: 20 });
  });
  it('checks the health state: a stun save owed after a blow of 0 damage is mended to 1; a bleeding that is not true or false is refused', () => {
    const owed = { ...fighter().data, health: { stunSave: { cause: 'blow', damage: 0 }, manaBurnSave: false, bleeding: false, dead: false } };
    expect(sixteen.checkShape(owed)[0]).toMatchObject({ path: 'data.health.stunSave.damage', repair: { kind: 'set', value: 1 } });
    const odd = { ...fighter().data, health: { stunSave: null, manaBurnSave: false, bleeding: 'yes', dead: false } };
    expect(sixteen.checkShape(odd).map((p) => [p.path, p.repair])).toEqual([['data.health.bleeding', undefined]]);
    expect(sixteen.checkShape({ ...fighter().data, health: { ...fighter().data.health, stunSave: { cause: 'mana-burn' } } })).toEqual([]);
  });
  it('refuses a payload that is not an object', () => {
    expect(sixteen.checkShape([])[0]?.message).toBe('data: should be an object');
  });
});

describe('the sheet as a calculator', () => {
  it('STR +2: “+8, needs 8+” (001:1)', () => {
    expect(value(fighter(), 'test.str')).toBe('+8, needs 8+');
  });
  it('level 4: a basic save +1 needs 15+; fear adds the whole level and WIS: +3, needs 13+ (001:2)', () => {
    expect(value(fighter(), 'save.basic')).toBe('+1, needs 15+');
    expect(value(fighter(), 'save.fear')).toBe('+3, needs 13+');
  });
  it('the sword: melee 12 + DEX 3/2 rounded down 1 + specialised 1 = +14; melee 12 gives a second attack at −6 (001:9)', () => {
    expect(value(fighter(), 'weapon.sword.toHit')).toBe('+14');
    expect(value(fighter(), 'attacks')).toBe('1 at +0; 2 at −6');
  });
  it('the stun and death thresholds (001:10, 001:12)', () => {
    expect(value(fighter(), 'stun')).toBe('more than 14');
    expect(value(fighter(), 'death')).toBe(-7);
  });
  it('a skill test adds 2 × stat by default, once if the table reads it so (recorded as a house rule)', () => {
    expect(value(fighter(), 'skill.2')).toBe('+6, needs 10+');
    const r = setSkillStatReading(fighter(), 'single');
    expect('houseRules' in r && r.houseRules).toEqual(['Skill tests add the stat once (a reading of 001:1)']);
    expect(value({ ...fighter(), data: must(r) }, 'skill.2')).toBe('+4, needs 12+');
  });
});

describe('creation and play transitions', () => {
  it('stats are whole numbers from −4 to +5', () => {
    expect(setStat(newSixteenData(), 'dex', 6)).toEqual({ problem: 'DEX: enter a whole number from −4 to +5 (at +6 a stat test cannot fail, at −5 it cannot succeed, 001:1).' });
    expect('problem' in setStats(newSixteenData(), { str: 1 })).toBe(true);
    expect(must(setLevel(newSixteenData(), 3)).hitDice).toBe(3);
  });
  it('a new maximum brings a fresh character’s hit points along', () => {
    expect(must(setMaxHitPoints(newSixteenData(), 20)).hitPoints).toEqual({ max: 20, current: 20 });
    expect(setMaxHitPoints(newSixteenData(), 0)).toEqual({ problem: 'Maximum hit points: enter a whole number from 1 to 1000000.' });
  });
  it('a weapon needs a name', () => {
    expect(addWeapon(newSixteenData(), { name: ' ', kind: 'melee', skilled: true, specialised: false, bonus: 0, damage: '' }, 'w')).toEqual({ problem: 'Name the weapon (up to 1,000 characters).' });
  });
});

describe('tables for the command line', () => {
  const table = (id: string) => {
    const t = sixteen.tables.find((x) => x.id === id);
    if (!t) throw new Error(`no table ${id}`);
    return t;
  };
  it('every table cites 001', () => {
    for (const t of sixteen.tables) expect(t.citation).toMatch(/^001_96b5c3c131247138\.txt lines? \d+/);
  });
  it('the attack example from flags, and a sentence for a bad flag', () => {
    expect(table('attack').query({ bonus: '14', ac: '-18', rolls: '8' })).toMatchObject({ result: 'reduced', total: 4 });
    expect(() => table('attack').query({ bonus: 'x', ac: '0' })).toThrow('--bonus must be a whole number from -1000 to 1000, got "x".');
    expect(() => table('needs').query({ modifier: '3', kind: 'luck' })).toThrow(RangeError);
  });
});
