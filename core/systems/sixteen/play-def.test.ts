/**
 * "16+" in play through the seam (`sixteen.play`): damage, the stun save a heavy blow owes, unconsciousness, bleeding
 * and death, first aid, healing and the rest, tests, saves with countermagic, open-ended attacks, magic points and
 * casting; every roll typed from real dice (scripted faces). Values are worked by hand from the cited lines of 001.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { createScriptedRandom } from '../../dice/testing';
import { typedDice } from '../../dice/typed';
import type { CharacterDocument } from '../../documents/character';
import { HEALTHY, newSixteenData, type SixteenData, type SixteenHealth } from './character';
import { sixteenDocument } from './rules/quick';
import { sixteen } from './system';

const NOW = '2026-11-22T00:00:00.000Z';

/**
 * A fighter: STR +2, DEX 0, CON +1, level 4 (HD 4), 30 HP, AC 4, melee 14 and a sword (+14 to hit, 001:9), magic
 * level 2 with 10 of 25 MP. Stunned by a blow of more than 14 (001:10); dead at −(4/3 + 5 + 1) = −7 (001:12).
 */
function fighter(extra: Partial<SixteenData> = {}, health: Partial<SixteenHealth> = {}): CharacterDocument<SixteenData> {
  const data: SixteenData = {
    ...newSixteenData(),
    stats: { str: 2, dex: 0, con: 1, int: 0, wis: 0 },
    level: 4,
    hitDice: 4,
    hitPoints: { max: 30, current: 30 },
    ac: { melee: 4, ranged: null },
    skills: [
      { name: 'Melee', level: 14, stat: null },
      { name: 'Climbing', level: 3, stat: 'str' },
    ],
    weapons: [{ id: 'sword', name: 'Sword', kind: 'melee', skilled: true, specialised: false, bonus: 0, damage: 'd8' }],
    magic: { level: 2, mpMax: 25, mp: 10 },
    ...extra,
  };
  return sixteenDocument({ ...data, health: { ...data.health, ...health } }, { id: 'f', name: 'Brann', now: NOW });
}

type Run = Exclude<ReturnType<typeof sixteen.play.run>, { problem: string }>;

function run(doc: CharacterDocument<SixteenData>, id: string, input: Record<string, string> = {}, faces: readonly number[] = []): Run & { readonly doc: CharacterDocument<SixteenData> } {
  const dice = typedDice(faces);
  const r = sixteen.play.run(doc, id, input, dice);
  if ('problem' in r) throw new Error(r.problem);
  expect(dice.unused(), `${id}: every typed face is used`).toBe(0);
  const data = r.data as SixteenData;
  return { ...r, doc: { ...doc, data, ...(r.conditions ? { conditions: r.conditions } : {}) } };
}

const problemOf = (doc: CharacterDocument<SixteenData>, id: string, input: Record<string, string> = {}, faces: readonly number[] = []) => {
  const r = sixteen.play.run(doc, id, input, typedDice(faces));
  return 'problem' in r ? r : null;
};
const ids = (doc: CharacterDocument<SixteenData>) => sixteen.play.actions(doc).map((a) => a.id);

describe('damage and the stun save (001:10)', () => {
  it('a blow of 15 is more than 10 + HD 4: a stun save is owed, due at the start of its turn; 14 owes none', () => {
    const fourteen = run(fighter(), 'damage', { amount: '14' });
    expect(fourteen.doc.data.health.stunSave).toBeNull();
    const hit = run(fighter(), 'damage', { amount: '15' });
    expect(hit.title).toBe('Took 15 damage: hit points 30 → 15');
    expect(hit.words).toContain('15 in one blow is more than 14 (10 + HD): stunned until the next turn unless a stun save succeeds (001:10).');
    expect(hit.doc.data.health.stunSave).toEqual({ cause: 'blow', damage: 15 });
    expect(sixteen.play.status(hit.doc)).toMatchObject({ word: 'Stun save owed', standing: 'up' });
    // Stun: level 4/3 = 1 and nothing else (001:2), so 15+ on the d20.
    expect(sixteen.play.due(hit.doc)).toEqual([{ actionId: 'stun-save', when: 'start-of-turn', prompt: 'Stun save +1, needs 15+: after a blow of 15, more than 14 (10 + HD)', source: '001:10' }]);
    expect(ids(hit.doc).slice(0, 3)).toEqual(['damage', 'heal', 'stun-save']);
  });

  it('15 spread over several blows owes no stun save', () => {
    expect(run(fighter(), 'damage', { amount: '15', blow: 'several' }).doc.data.health.stunSave).toBeNull();
  });

  it('a failed stun save puts Stunned on until its next turn, which ends it; a success clears the debt', () => {
    const owed = run(fighter(), 'damage', { amount: '15' }).doc;
    const failed = run(owed, 'stun-save', {}, [14]);
    expect(failed.title).toBe('Stun save +1: 14 rolled, fails');
    expect(failed.conditions).toEqual([expect.objectContaining({ conditionId: 'stunned', name: 'Stunned', rounds: null, until: 'next-turn' })]);
    expect(failed.doc.data.health.stunSave).toBeNull();
    expect(sixteen.play.status(failed.doc).word).toBe('Stunned');
    expect(sixteen.play.due(failed.doc).map((d) => d.actionId)).toEqual(['stun-ends']);
    const over = run(failed.doc, 'stun-ends');
    expect(over.conditions).toEqual([]);
    expect(sixteen.play.status(over.doc).word).toBeNull();
    const saved = run(owed, 'stun-save', {}, [15]);
    expect(saved.verdict).toEqual({ text: 'Succeeds', good: true });
    expect(saved.conditions).toBeUndefined();
    expect(saved.doc.data.health.stunSave).toBeNull();
  });

  it('the save action’s Stun settles an owed stun save too; with none owed there is no stun-save action', () => {
    const owed = run(fighter(), 'damage', { amount: '20' }).doc;
    expect(run(owed, 'save', { save: 'stun' }, [20]).doc.data.health.stunSave).toBeNull();
    expect(ids(fighter())).not.toContain('stun-save');
    expect(problemOf(fighter(), 'stun-save', {}, [10])?.problem).toMatch(/^No stun save is owed/);
  });

  it('a blow that leaves the creature unconscious owes no stun save (a reading of 001:10)', () => {
    const down = run(fighter(), 'damage', { amount: '31' });
    expect(down.doc.data.health.stunSave).toBeNull();
    expect(down.words.join(' ')).toContain('an unconscious creature owes no stun save');
  });
});

describe('unconscious, bleeding and dead (001:10-12)', () => {
  it('at 0 unconscious; below 0 bleeding, a dying procedure asked for at the start of each of its turns', () => {
    const zero = run(fighter(), 'damage', { amount: '30' }).doc;
    expect(sixteen.play.status(zero)).toMatchObject({ word: 'Unconscious', standing: 'down', dying: false });
    expect(sixteen.play.due(zero)).toEqual([]);
    const below = run(fighter(), 'damage', { amount: '31' }).doc;
    expect(below.data.health.bleeding).toBe(true);
    expect(sixteen.play.status(below)).toMatchObject({ word: 'Unconscious, bleeding', standing: 'down', dying: true });
    expect(sixteen.play.due(below)).toEqual([{ actionId: 'bleed', when: 'start-of-turn', prompt: 'Bleeding: 1 hit point lost (-1 now, dead at -7)', source: '001:10' }]);
    // The unconscious do not test, attack or cast; they can be healed and given first aid.
    expect(ids(below)).toEqual(['damage', 'heal', 'bleed', 'first-aid', 'save', 'spend-mp', 'recover-mp']);
  });

  it('bleeds 1 a round until dead at −(HD/3 + 5 + CON) = −7; the dead take no turns and owe nothing', () => {
    let doc = run(fighter(), 'damage', { amount: '35' }).doc;
    expect(doc.data.hitPoints.current).toBe(-5);
    doc = run(doc, 'bleed').doc;
    expect(doc.data.hitPoints.current).toBe(-6);
    const last = run(doc, 'bleed');
    expect(last.doc.data.hitPoints.current).toBe(-7);
    expect(last.doc.data.health).toEqual({ ...HEALTHY, dead: true });
    expect(sixteen.play.status(last.doc)).toMatchObject({ word: 'Dead', standing: 'dead', dying: false });
    expect(sixteen.play.due(last.doc)).toEqual([]);
    expect(ids(last.doc)).toEqual(['bring-back']);
  });

  it('damage stops at the point of death and says how much was ignored', () => {
    const r = run(fighter(), 'damage', { amount: '50' });
    expect(r.doc.data.hitPoints.current).toBe(-7);
    expect(r.words[0]).toBe('Hit points stop at -7; the 13 beyond it are ignored.');
  });

  it('a non-living creature is destroyed at 0, without bleeding (001:11)', () => {
    const statue = fighter({ nonLiving: true });
    const r = run(statue, 'damage', { amount: '30' });
    expect(r.doc.data.health.dead).toBe(true);
    expect(r.words).toContain('At 0 hit points a non-living creature is destroyed (001:11).');
    expect(sixteen.vitals.trackers(statue).find((t) => t.id === 'hp')?.min).toBe(0);
  });

  it('the dead are not damaged or healed, and rest refuses them; resurrection or the like brings them back (001:12)', () => {
    const dead = fighter({ hitPoints: { max: 30, current: -7 } }, { dead: true });
    expect(problemOf(dead, 'heal', { amount: '5' })?.problem).toBe('The character is dead: resurrection or the like is needed (001:12).');
    expect(problemOf(dead, 'damage', { amount: '5' })?.problem).toBe('The character is dead: resurrection or the like is needed (001:12).');
    expect(problemOf(dead, 'rest')?.problem).toBe('Dead: a rest does not bring back the dead (001:12).');
    const back = run(dead, 'bring-back', { hp: '3' });
    expect(back.doc.data.hitPoints.current).toBe(3);
    expect(sixteen.play.status(back.doc).standing).toBe('up');
  });

  it('dead stays dead when the hit dice change later: the state is kept, not worked out again', () => {
    const dead = run(fighter(), 'damage', { amount: '37' }).doc;
    const raised = { ...dead, data: { ...dead.data, hitDice: 12 } };
    expect(sixteen.play.status(raised).standing).toBe('dead');
  });
});

describe('first aid and healing (001:10, 001:12)', () => {
  const bleeding = () => run(fighter(), 'damage', { amount: '33' }).doc;

  it('a round of first aid that succeeds stops the bleeding; the character stays unconscious below 0', () => {
    const failed = run(bleeding(), 'first-aid', { modifier: '+3' }, [12]);
    expect(failed.doc.data.health.bleeding).toBe(true);
    expect(failed.words).toContain('The bleeding goes on (001:10).');
    const done = run(bleeding(), 'first-aid', { modifier: '+3' }, [13]);
    expect(done.title).toBe('First aid +3: 13 rolled, succeeds');
    expect(done.doc.data.health.bleeding).toBe(false);
    expect(sixteen.play.status(done.doc)).toMatchObject({ word: 'Unconscious, not bleeding', standing: 'down', dying: false });
    expect(sixteen.play.due(done.doc)).toEqual([]);
  });

  it('healing back to 0 or more stops the bleeding; healing that leaves it below 0 does not', () => {
    const partial = run(bleeding(), 'heal', { amount: '2' });
    expect(partial.doc.data.hitPoints.current).toBe(-1);
    expect(partial.doc.data.health.bleeding).toBe(true);
    const whole = run(bleeding(), 'heal', { amount: '3' });
    expect(whole.doc.data.health.bleeding).toBe(false);
    expect(whole.words).toContain('Back to 0 or more: the bleeding stops (001:10).');
  });

  it('healing by percent rounds up: 10% of 30 is 3; past the maximum it stops there and says how much was ignored', () => {
    const hurt = run(fighter(), 'damage', { amount: '20' }).doc;
    expect(run(hurt, 'heal', { amount: '10', unit: 'percent' }).doc.data.hitPoints.current).toBe(13);
    const over = run(hurt, 'heal', { amount: '50' });
    expect(over.doc.data.hitPoints.current).toBe(30);
    expect(over.words[0]).toBe('Healing stops at the maximum, 30 hit points; the 30 beyond it are ignored.');
    expect(problemOf(fighter(), 'heal', { amount: '1' })?.problem).toBe('Hit points are already at the maximum, 30.');
  });

  it('a good rest heals 20% of the maximum, rounded up: 6 of 30, and 4 periods of 10% of 25 magic points (001:12, 001:17)', () => {
    const hurt = run(fighter(), 'damage', { amount: '20' }).doc;
    const rested = run(hurt, 'rest');
    expect(rested.doc.data.hitPoints.current).toBe(16);
    expect(rested.doc.data.magic.mp).toBe(22);
    expect(run(hurt, 'rest', { state: 'weak' }).doc.data.hitPoints.current).toBe(10);
    expect(problemOf(bleeding(), 'rest')?.problem).toBe('Bleeding to death: stop the bleeding first (001:10).');
  });
});

describe('tests, saves and attacks, typed from real dice', () => {
  it('STR +2 tests at +8: an 8 succeeds and a 7 fails; the choice says what it needs (001:1)', () => {
    const test = sixteen.play.actions(fighter()).find((a) => a.id === 'test');
    const of = test?.inputs.find((i) => i.id === 'of');
    expect(of?.kind === 'choice' && of.options[0]).toEqual({ id: 'stat:str', label: 'STR test +8 (needs 8+)' });
    expect(run(fighter(), 'test', { of: 'stat:str' }, [8]).verdict).toEqual({ text: 'Succeeds', good: true });
    const fail = run(fighter(), 'test', { of: 'stat:str' }, [7]);
    expect(fail.verdict?.good).toBe(false);
    expect(fail.words[0]).toBe('7 + 8 = 15: fails (16 or more, 001:1).');
    expect(fail.data).toEqual(fighter().data);
  });

  it('a skill the character lacks is −8; the situation +8 to −10 adds (001:1)', () => {
    // Swimming with STR counted twice: −8 + 4 = −4, and +2 for the situation: −2.
    const r = run(fighter(), 'test', { of: 'other', skill: 'Swimming', stat: 'str', situation: '+2' }, [18]);
    expect(r.title).toBe('Swimming test (without the skill) −2: 18 rolled, succeeds');
    expect(problemOf(fighter(), 'test', { situation: '+9' }, [10])).toEqual({ problem: 'Situation must be a whole number from −10 to +8; +9 is out of range.', input: 'situation' });
  });

  it('countermagic: +1 a magic point against magic, at most the magic level, the points spent (001:21)', () => {
    // Basic save: level 4/3 = 1, +2 countermagic = +3; a 13 makes 16.
    const r = run(fighter(), 'save', { save: 'basic', against: 'magic', countermagic: '2' }, [13]);
    expect(r.verdict?.good).toBe(true);
    expect(r.doc.data.magic.mp).toBe(8);
    expect(problemOf(fighter(), 'save', { save: 'basic', against: 'fire', countermagic: '1' }, [13])).toEqual({ problem: 'Countermagic helps only against magic (001:21).', input: 'countermagic' });
    expect(problemOf(fighter(), 'save', { save: 'basic', against: 'magic', countermagic: '3' }, [13])?.input).toBe('countermagic');
  });

  it('a save against a resisted power is an unmodified 14+ (001:2)', () => {
    expect(run(fighter(), 'save', { save: 'resisted' }, [14]).verdict?.good).toBe(true);
    expect(run(fighter(), 'save', { save: 'resisted' }, [13]).verdict?.good).toBe(false);
  });

  it('the text’s attacks: +14 with a 13 against AC 8 is 35; against AC −18 an 8 is 4, a reduced hit (001:6)', () => {
    const hit = run(fighter(), 'attack', { ac: '8' }, [13]);
    expect(hit.verdict).toEqual({ text: 'Hit', good: true });
    expect(hit.words[0]).toContain('= 35');
    expect(run(fighter(), 'attack', { ac: '-18' }, [8]).verdict?.text).toBe('Hit, reduced damage');
  });

  it('10s and 20s roll again and add: 10, 20, 4 is 34; the faces must stop where the rule stops (001:6)', () => {
    const r = run(fighter(), 'attack', { ac: '0' }, [10, 20, 4]);
    expect(r.title).toBe('Sword against AC +0: 10, 20, 4 rolled, hit');
    expect(() => sixteen.play.run(fighter(), 'attack', { ac: '0' }, typedDice([10]))).toThrow(/needs more dice than were typed/);
  });

  it('melee 14 may strike twice at −6 each (001:9): the second attack is asked and applied', () => {
    const attack = sixteen.play.actions(fighter()).find((a) => a.id === 'attack');
    const count = attack?.inputs.find((i) => i.id === 'attacks');
    expect(count?.kind === 'choice' && count.options.map((o) => o.label)).toEqual(['1 attack at +0', '2 attacks at −6']);
    expect(run(fighter(), 'attack', { ac: '0', attacks: '2' }, [12]).words[1]).toMatch(/^To hit \+8 \(2 attacks this round, −6\)/);
  });
});

describe('magic (001:17-21)', () => {
  it('spends and recovers magic points, 10% of 25 = 3 every 2 hours', () => {
    const spent = run(fighter(), 'spend-mp', { points: '4' }).doc;
    expect(spent.data.magic.mp).toBe(6);
    expect(run(spent, 'recover-mp', { periods: '2' }).doc.data.magic.mp).toBe(12);
    expect(problemOf(fighter(), 'spend-mp', { points: '11' })?.input).toBe('points');
  });

  it('a casting roll of 40 is a roll of 10s: a stun save and a mana-burn save are owed (001:18)', () => {
    const r = run(fighter(), 'casting-roll', {}, [40]);
    expect(r.doc.data.health).toMatchObject({ stunSave: { cause: 'mana-burn' }, manaBurnSave: true });
    expect(sixteen.play.due(r.doc).map((d) => d.actionId)).toEqual(['stun-save', 'mana-burn-save']);
    expect(run(fighter(), 'casting-roll', {}, [41]).doc.data.health).toEqual(HEALTHY);
    // A failed spell brings mana burn too (001:17): 30% failure, 25 rolled.
    expect(run(fighter(), 'casting-roll', { fail: '30' }, [25]).doc.data.health.manaBurnSave).toBe(true);
  });

  it('the mana-burn save fails on an unmodified 1 whatever the modifiers (001:20)', () => {
    const owed = fighter({}, { manaBurnSave: true });
    const one = run(owed, 'mana-burn-save', {}, [1]);
    expect(one.verdict?.good).toBe(false);
    expect(one.doc.data.health.manaBurnSave).toBe(false);
    expect(run(owed, 'mana-burn-save', {}, [20]).words).toContain('Mana burn causes no side effects (001:20).');
  });
});

describe('the seam', () => {
  it('every action listed runs with its defaults or refuses in one sentence, for 100 quick characters', () => {
    for (let seed = 0; seed < 100; seed++) {
      const doc = sixteen.quick(createSeededRandom(seed), { id: `q${seed}`, now: NOW });
      for (const a of sixteen.play.actions(doc)) {
        const r = sixteen.play.run(doc, a.id, {}, createSeededRandom(seed));
        if ('problem' in r) expect(r.problem, a.id).toMatch(/\.$/);
        else expect(sixteen.checkShape(r.data), a.id).toEqual([]);
      }
    }
  });

  it('an unknown action and bad input are refused in a sentence naming the input', () => {
    expect(problemOf(fighter(), 'fly')).toEqual({ problem: 'A 16+ character has no action “fly”.' });
    expect(problemOf(fighter(), 'damage', { amount: 'lots' })).toEqual({ problem: 'Damage taken must be a whole number from 1 to 1,000,000; “lots” is not.', input: 'amount' });
  });

  it('the tracker’s hit points follow the same rules: a drop of 15 at once is one blow and owes a stun save', () => {
    const r = sixteen.vitals.setTracker(fighter(), 'hp', 15);
    expect('data' in r && r.data.health.stunSave).toEqual({ cause: 'blow', damage: 15 });
    const dead = fighter({ hitPoints: { max: 30, current: -7 } }, { dead: true });
    expect(sixteen.vitals.setTracker(dead, 'hp', 5)).toEqual({ problem: 'The character is dead: resurrection or the like is needed (001:12).' });
  });

  it('the card and the sheet show the state word', () => {
    const below = run(fighter(), 'damage', { amount: '31' }).doc;
    expect(sixteen.card(below).health?.state).toBe('Unconscious, bleeding');
    expect(sixteen.sheet(below, '2026-11-22').play?.state).toBe('Unconscious, bleeding');
  });

  it('scripted dice give the same outcome as typed ones', () => {
    const scripted = sixteen.play.run(fighter(), 'test', { of: 'stat:str' }, createScriptedRandom([8]));
    expect('verdict' in scripted && scripted.verdict).toEqual({ text: 'Succeeds', good: true });
  });
});
