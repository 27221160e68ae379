/**
 * True SRD's PlayDef, as the sheet and the combat tracker use it: the actions offered now with their inputs, the
 * chapter's own short-sword example through the `damage` action with a face typed from a real die (003:322,
 * 003:328-329), recovery as `heal` (003:345-347), the dying procedure from a hit to death or stability under both
 * readings (003:343, 003:363-364), the state word and standing, what a fight asks for and when, and each action
 * written through the one write path with its history entry.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { typedDice } from '../../dice/typed';
import { execute } from '../../character/command';
import { playAction } from '../../character/edits';
import type { CharacterDocument } from '../../documents/character';
import type { PlayOutcome } from '../types';
import { newTrueSrdData, UNHURT, type DamageTrack, type TrueSrdData } from './character';
import { trueSrdDocument } from './rules/quick';
import { trueSrd } from './system';

type Doc = CharacterDocument<TrueSrdData>;
const P = trueSrd.play;

/** Mara: Con +2 and nothing else to Toughness, so Toughness +2 (003:323); base Fortitude +1. */
function mara(change: Partial<TrueSrdData> = {}, damage: Partial<DamageTrack> = {}): Doc {
  const data: TrueSrdData = { ...newTrueSrdData(), abilities: { str: 1, dex: 0, con: 2, int: 0, wis: 0, cha: 0 }, combat: { combatBonus: 1, fortitude: 1, reflex: 0, will: 0 }, ...change };
  return trueSrdDocument({ ...data, damage: { ...UNHURT, ...damage } }, { id: 'mara', name: 'Mara', now: '2026-01-01T00:00:00.000Z' });
}
const run = (doc: Doc, id: string, input: Record<string, string>, faces: number[] = []) => P.run(doc, id, input, createScriptedRandom(faces));
function done(r: PlayOutcome<TrueSrdData>): Extract<PlayOutcome<TrueSrdData>, { data: unknown }> {
  if ('problem' in r) throw new Error(r.problem);
  return r;
}
const after = (doc: Doc, r: PlayOutcome<TrueSrdData>): Doc => ({ ...doc, data: done(r).data });
const ids = (doc: Doc) => P.actions(doc).map((a) => a.id);

// "Strength +1, wielding a short sword (damage modifier +2)… Difficulty 18 (15 + 3)" (003:322).
const SHORT_SWORD = { bonus: '+3' };

describe('the actions offered', () => {
  it('an unhurt hero: a hit, a recovery check, fatigue and the readings', () => {
    expect(ids(mara())).toEqual(['damage', 'heal', 'fatigue', 'readings']);
    const damage = P.actions(mara()).find((a) => a.id === 'damage');
    expect(damage?.rolls).toBe(true);
    expect(damage?.inputs.map((i) => i.id)).toEqual(['bonus', 'type', 'modifier', 'armour']);
  });
  it('bruises add the passing of time and, with Conviction, shaking them off; the dying get their procedure', () => {
    expect(ids(mara({ conviction: 1 }, { bruised: 1 }))).toEqual(['damage', 'heal', 'minute', 'hour', 'shake-off', 'fatigue', 'readings']);
    expect(ids(mara({}, { dying: true, unconscious: true }))).toEqual(['damage', 'heal', 'dying-check', 'stabilise-heal', 'stabilise-cure', 'fatigue', 'readings']);
    expect(ids(mara({}, { disabled: true }))).toContain('strain');
  });
  it('the dead get nothing but the table’s readings, and are refused healing', () => {
    const dead = mara({}, { dead: true, dying: true });
    expect(ids(dead)).toEqual(['readings']);
    expect(run(dead, 'heal', { condition: 'wounded' })).toEqual({ problem: 'The character is dead: only powerful healers restore life (003:344).' });
    expect(run(dead, 'damage', SHORT_SWORD)).toHaveProperty('problem');
  });
});

describe('damage: a Toughness save against a hit (003:322-335)', () => {
  it('the combat tracker’s number fills the attack’s damage bonus, not an amount of damage (003:322)', () => {
    // core/campaign/combat-hit-amount.test.ts follows a hit from the tracker to the character through this name.
    expect(P.actions(mara()).find((a) => a.id === 'damage')?.amount).toBe('bonus');
  });
  it('the short sword against Toughness +2, a typed 9: 11 against 18, failed by 7, wounded and dazed (003:328-329)', () => {
    const r = done(P.run(mara(), 'damage', SHORT_SWORD, typedDice([9])));
    expect(r.title).toBe('Toughness save against +3 (lethal): wounded (and dazed)');
    expect(r.dice).toEqual(['Toughness save: d20 9 + 2 Toughness = 11 vs Difficulty 18: failed by 7, wounded (and dazed).']);
    expect(r.words).toEqual(['16 or more on the d20 saved.']);
    expect(r.verdict).toEqual({ text: 'Failed by 7', good: false });
    expect(r.data.damage).toMatchObject({ wounded: true, dazed: true });
    expect(P.status({ ...mara(), data: r.data })).toEqual({
      word: 'Wounded, dazed',
      standing: 'up',
      dying: false,
      explanation: 'Toughness −1 against lethal and −1 against non-lethal damage (003:326, 003:328); shaken: −2 on checks, attacks and Fortitude, Reflex and Will saves (003:341).',
    });
  });
  it('non-lethal damage, the Narrator’s modifier and a finesse attack that ignores armour (003:251, 003:326, 003:400)', () => {
    const armoured = mara({ armor: { name: 'Leather', toughness: 1 } });
    // 12 + 3 Toughness − 1 armour ignored + 2 Narrator = 16 against 15 + 0: saved.
    const r = done(run(armoured, 'damage', { bonus: '0', type: 'non-lethal', modifier: '+2', armour: 'ignored' }, [12]));
    expect(r.verdict?.good).toBe(true);
    expect(r.words).toContain('A finesse attack: armour’s +1 does not count (003:251).');
  });
  it('a bad input is refused in a sentence naming it, before any die is rolled', () => {
    const rng = createScriptedRandom([10]);
    expect(P.run(mara(), 'damage', { bonus: 'lots' }, rng)).toEqual({ problem: 'Attack’s damage bonus must be a whole number from −100 to +100; “lots” is not.', input: 'bonus' });
    expect(P.run(mara(), 'damage', { type: 'fire' }, rng)).toEqual({ problem: 'Damage is one of Lethal, Non-lethal; “fire” is not.', input: 'type' });
    expect(rng.remaining()).toBe(1);
  });
});

describe('heal: a recovery check (003:345-347)', () => {
  it('refuses when nothing on the track needs one: bruises and hurt fade with time (003:348)', () => {
    expect(run(mara({}, { bruised: 2, hurt: 1 }), 'heal', {})).toEqual({ problem: 'Nothing on the track needs a recovery check: bruised, dazed and hurt fade with time (003:348).', input: 'condition' });
  });
  it('a wounded hero is shaken on the check: 10 + 2 Con − 2 = 10 erases the wound (003:341, 003:345)', () => {
    const r = done(run(mara({}, { wounded: true, dazed: true }), 'heal', { condition: 'wounded' }, [10]));
    expect(r.data.damage.wounded).toBe(false);
    expect(r.dice).toEqual(['Recovery: d20 10 + 0 (Con +2, shaken −2) = 10 vs Difficulty 10: wounded is erased (003:345-346).']);
    expect(r.words).toEqual(['Wounded, so shaken: −2 on all checks (003:341).']);
  });
  it('Conviction counts as a roll of 10 and rolls no die; a check at once is only for non-lethal damage (003:347)', () => {
    const hero = mara({ conviction: 1 }, { staggered: true, wounded: true });
    const ten = done(run(hero, 'heal', { condition: 'staggered', conviction: 'ten' }));
    expect(ten.data).toMatchObject({ conviction: 0, damage: { staggered: false } });
    expect(ten.dice).toEqual([]);
    expect(run(hero, 'heal', { condition: 'wounded', conviction: 'now' })).toMatchObject({ input: 'conviction' });
    expect(run(mara({}, { staggered: true }), 'heal', { condition: 'staggered', conviction: 'ten' })).toEqual({ problem: 'There is no Conviction point left to spend.', input: 'conviction' });
  });
});

describe('dying (003:342-344, 003:363-364)', () => {
  // 1 + 2 Toughness = 3 against 18: failed by 15, dying (and unconscious) (003:328-329).
  const dyingNow = (reading: 'line-343' | 'line-363') => {
    const doc = mara({ variants: { ...newTrueSrdData().variants, dying: reading } });
    return after(doc, run(doc, 'damage', SHORT_SWORD, [1]));
  };

  it('a hit that fails by 15 leaves the hero dying: the word, the standing and the procedure in its words', () => {
    const doc = mara();
    const r = done(run(doc, 'damage', SHORT_SWORD, [1]));
    expect(r.words).toContain('Dying: a Con check, Difficulty 10, at the beginning of each round; failure kills, success by 10 stabilises (003:343).');
    expect(P.status({ ...doc, data: r.data })).toMatchObject({ word: 'Dying', standing: 'down', dying: true });
  });
  it('by 003:343 the fight asks for the Con check at the beginning of each round (the end of the round before)', () => {
    expect(P.due(dyingNow('line-343'))).toEqual([
      { actionId: 'dying-check', when: 'end-of-round', prompt: 'Dying check at the beginning of the round: d20 +2 Con against Difficulty 10: below it dies, 20 or more stabilises', source: '003:343' },
    ]);
    expect(P.due(mara())).toEqual([]);
  });
  it('by 003:363 the first save is owed at once, asked at the end of the round; the hourly ones are not a fight’s', () => {
    const doc = dyingNow('line-363');
    expect(P.due(doc)).toEqual([
      { actionId: 'dying-check', when: 'end-of-round', prompt: 'Dying save, owed at once: d20 +3 Fortitude against Difficulty 10: below it dies, 20 or more stabilises, and so does a natural 20', source: '003:363-364' },
    ]);
    // Fortitude +1 base + 2 Con = +3: a 9 makes 12 against 10, alive; the next save an hour later is at 11.
    const saved = after(doc, run(doc, 'dying-check', {}, [9]));
    expect(saved.data.damage.dyingChecks).toBe(1);
    expect(P.due(saved)).toEqual([]);
    expect(P.actions(saved).find((a) => a.id === 'dying-check')?.description).toMatch(/^A Fortitude save, Difficulty 11 now/);
  });
  it('a natural 20 on the dying save stabilises even when the total misses (003:364)', () => {
    // Two hours dying: Difficulty 12; a Fortitude of −9 (Con −10 after ability damage) makes 11 with a 20.
    const doc = dyingNow('line-363');
    const weak = { ...doc, data: { ...doc.data, abilityDamage: { ...doc.data.abilityDamage, con: 12 }, damage: { ...doc.data.damage, dyingChecks: 2 } } };
    const r = done(run(weak, 'dying-check', {}, [20]));
    expect(r.dice).toEqual(['Dying: Fortitude save: d20 20 − 9 Fortitude = 11 vs Difficulty 12: a natural 20 stabilises; now unconscious and disabled (003:364).']);
    expect(P.status({ ...weak, data: r.data })).toMatchObject({ word: 'Stable', standing: 'down', dying: false });
    // The roster and the tracker read the same word from the card.
    expect(trueSrd.card({ ...weak, data: r.data }).health?.state).toBe('Stable');
  });
  it('a failed dying check kills: dead, no turns, no more actions but the readings', () => {
    const doc = dyingNow('line-343');
    const r = done(run(doc, 'dying-check', {}, [7])); // 7 + 2 = 9 against 10
    expect(r.title).toBe('Dying check (Difficulty 10): dies');
    const dead = { ...doc, data: r.data };
    expect(P.status(dead)).toMatchObject({ word: 'Dead', standing: 'dead' });
    expect(P.due(dead)).toEqual([]);
  });
  it('another’s Heal check of 15 or the Cure power stabilises (003:364)', () => {
    const doc = dyingNow('line-343');
    expect(done(run(doc, 'stabilise-heal', { bonus: '+5' }, [10])).data.damage.stable).toBe(true);
    expect(done(run(doc, 'stabilise-heal', { bonus: '+5' }, [9])).data.damage.dying).toBe(true);
    expect(done(run(doc, 'stabilise-cure', {})).data.damage).toMatchObject({ stable: true, dying: false, unconscious: true, disabled: true });
  });
  it('a disabled hero who takes a standard action falls dying (003:342)', () => {
    const r = done(run(mara({}, { disabled: true, staggered: true }), 'strain', {}));
    expect(r.data.damage).toMatchObject({ dying: true, unconscious: true, dyingChecks: 0 });
  });
});

describe('time, Conviction, fatigue and the readings', () => {
  it('a minute fades a bruise and the dazed box; nothing to fade is said (003:348)', () => {
    expect(done(run(mara({}, { bruised: 2, dazed: true }), 'minute', {})).words).toEqual(['Faded: bruised 2 → 1, no longer dazed (003:348).']);
    expect(run(mara(), 'hour', {})).toEqual({ problem: 'Nothing fades with time: no bruise, dazed box or hurt is marked (003:348).' });
  });
  it('Conviction after the conflict erases bruised, dazed and hurt (003:348)', () => {
    const r = done(run(mara({ conviction: 2 }, { bruised: 2, hurt: 1, dazed: true, wounded: true }), 'shake-off', {}));
    expect(r.data).toMatchObject({ conviction: 1, damage: { bruised: 0, hurt: 0, dazed: false, wounded: true } });
  });
  it('fatigue, an hour’s Con check against it and ten hours of rest (003:349-353)', () => {
    const tired = after(mara(), run(mara(), 'fatigue', {}));
    expect(tired.data.fatigue).toBe(1);
    expect(done(run(tired, 'fatigue-rest', {}, [8])).data.fatigue).toBe(0); // 8 + 2 = 10
    expect(done(run(tired, 'fatigue-sleep', {})).data.fatigue).toBe(0);
  });
  it('the readings change the data, and the sheet’s footer lists a choice other than the first as a house rule', () => {
    const doc = mara();
    const chosen = after(doc, run(doc, 'readings', { dying: 'line-363', natural20: 'ignored' }));
    expect(chosen.data.variants).toEqual({ allOut: 'line-10', exhausted: 'line-352', dying: 'line-363', naturalTwentySpares: false });
    expect(trueSrd.sheet(chosen, '2026-01-02').footer.houseRules).toEqual(['Dying: Fortitude save each hour (003:363-364, not 003:343)', 'Impossible Toughness saves: natural 20 rule ignored (003:335)']);
    expect(run(doc, 'readings', { dying: 'line-999' })).toMatchObject({ input: 'dying' });
  });
  it('an unknown action is refused in a sentence', () => {
    expect(run(mara(), 'fireball', {})).toEqual({ problem: 'True SRD has no action “fireball”.' });
  });
});

describe('what an action needs before the roll (the preview)', () => {
  it('every face of the d20 against the short sword, worked out by the same rules that apply the roll (003:322-329)', () => {
    expect(P.preview?.(mara(), 'damage', SHORT_SWORD)).toEqual([
      'Difficulty 18 against Toughness +2.',
      '16–20: no damage; 12–15: hurt (and bruised); 7–11: wounded (and dazed); 2–6: disabled (and staggered); 1: dying (and unconscious).',
    ]);
    expect(P.preview?.(mara(), 'damage', { bonus: 'x' })).toBeNull();
  });
  it('the recovery check, the dying check and the Heal check say which faces do it (003:341-345, 003:364)', () => {
    expect(P.preview?.(mara({}, { wounded: true }), 'heal', { condition: 'wounded' })).toEqual(['d20 +0 (Con +2, shaken −2) against Difficulty 10: 10 or more on the d20 erases wounded.']);
    const dying = mara({}, { dying: true, unconscious: true });
    expect(P.preview?.(dying, 'dying-check', {})).toEqual(['d20 +2 against Difficulty 10: 8 or more on the d20 lives, 18 or more on the d20 stabilises.']);
    expect(P.preview?.(dying, 'stabilise-heal', { bonus: '+16' })).toEqual(['d20 +16 Heal against Difficulty 15: any face stabilises.']);
    expect(P.preview?.(mara(), 'dying-check', {})).toBeNull();
  });
});

describe('through the one write path', () => {
  it('a hit typed from a real die is one history entry with its title, die and fields', () => {
    const ctx = { system: trueSrd, now: '2026-01-02T00:00:00.000Z', rng: typedDice([9]), newId: () => 'x' };
    const written = execute(mara(), playAction, { actionId: 'damage', input: SHORT_SWORD }, ctx);
    if ('problem' in written) throw new Error(written.problem);
    expect(written.entry).toMatchObject({ summary: 'Toughness save against +3 (lethal): wounded (and dazed)', fields: ['damage.dazed', 'damage.wounded'] });
    expect(written.entry?.dice).toEqual(['Toughness save: d20 9 + 2 Toughness = 11 vs Difficulty 18: failed by 7, wounded (and dazed).']);
  });
  it('a face no d20 shows is refused in a sentence and nothing is written', () => {
    const ctx = { system: trueSrd, now: '2026-01-02T00:00:00.000Z', rng: typedDice([21]), newId: () => 'x' };
    expect(execute(mara(), playAction, { actionId: 'damage', input: SHORT_SWORD }, ctx)).toEqual({ problem: 'A d20 shows 1 to 20; 21 was typed (face 1).' });
  });
});
