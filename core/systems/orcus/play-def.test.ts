/**
 * The Orcus PlayDef through the one write path (`playAction`, `execute`): the health state on the character, the
 * actions of each state, dice rolled or typed from real dice, conditions put on and taken off, the death save asked
 * for at the start of a dying character's turn (002:1460), and the history each action writes. The character is the
 * fixture's fighter: 15 + Con 14 = 29 hit points (002:172), staggered at 14, dead at −14, a recovery heals 7 (002:1447),
 * 9 + Con +2 = 11 recoveries (002:174).
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { typedDice } from '../../dice/typed';
import { execute, type CommandContext } from '../../character/command';
import { playAction } from '../../character/edits';
import type { Problem, Written } from '../../character/write';
import type { RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { OrcusData } from './character';
import { orcus } from './system';
import { orcusPlay as P, ORCUS_ACTIONS as A } from './play-def';
import { dataWith, docOf } from './testing/fixtures';

const STANDARD = { str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 };
const T0 = '2026-03-01T20:00:00.000Z';
type Doc = CharacterDocument<OrcusData>;
const fighter = (vitals: Partial<OrcusData['vitals']> = {}): Doc =>
  docOf(dataWith(STANDARD, { vitals: { hp: 29, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'up', ...vitals } }, 'standard-array'), { name: 'Brenna' });
const ctx = (faces: readonly number[] = []): CommandContext => ({ system: orcus, now: T0, rng: createScriptedRandom(faces), newId: () => 'new-id' });

/** A play action through the write path; `rng` replaces the scripted dice (faces typed from real dice). */
function tryAct(doc: Doc, actionId: string, input: Record<string, string> = {}, faces: readonly number[] = [], rng?: RandomSource): Written<OrcusData> | Problem {
  return execute(doc as CharacterDocument, playAction, { actionId, input }, { ...ctx(faces), ...(rng ? { rng } : {}) }) as Written<OrcusData> | Problem;
}
function act(doc: Doc, actionId: string, input: Record<string, string> = {}, faces: readonly number[] = [], rng?: RandomSource): Written<OrcusData> {
  const out = tryAct(doc, actionId, input, faces, rng);
  if ('problem' in out) throw new Error(out.problem);
  return out;
}
const ids = (doc: Doc) => P.actions(doc).map((a) => a.id);

describe('the state and the actions of each state', () => {
  it('up: the health and rest actions; no dying procedure, nothing due', () => {
    const doc = fighter();
    expect(P.status(doc)).toEqual({ word: null, standing: 'up', dying: false, explanation: '29 of 29 HP.' });
    expect(ids(doc)).toEqual(['damage', 'heal', A.temporary, A.recovery, A.shortRest, A.longRest, A.actionPoint, A.streak]);
    expect(P.due(doc)).toEqual([]);
  });

  it('dying: the death save and First Aid join; the death save is due at the start of the turn (002:1460)', () => {
    const doc = fighter({ hp: -3, state: 'dying', deathSaveFailures: 1 });
    expect(P.status(doc)).toMatchObject({ word: 'Dying', standing: 'down', dying: true });
    expect(ids(doc)).toEqual(['damage', 'heal', A.temporary, A.recovery, A.deathSave, A.firstAid, A.shortRest, A.longRest, A.streak]);
    expect(P.due(doc)).toEqual([{ actionId: A.deathSave, when: 'start-of-turn', prompt: 'Death saving throw: d20, 10 or more succeeds, 20 or more spends a recovery and brings Brenna back; 1 of 3 failures so far', source: '002:1460-1463' }]);
    expect(P.actions(doc).find((a) => a.id === A.deathSave)).toMatchObject({ group: 'Dying', rolls: true });
  });

  it('dead: standing dead, no rests, no death saves; only the return to life besides damage and healing (002:1443)', () => {
    const doc = fighter({ hp: -14, state: 'dead' });
    expect(P.status(doc)).toMatchObject({ word: 'Dead', standing: 'dead', dying: false });
    expect(ids(doc)).toEqual(['damage', 'heal', A.restore]);
    expect(P.due(doc)).toEqual([]);
    expect(P.run(doc, 'heal', { amount: '5' }, createScriptedRandom([]))).toEqual({ problem: 'A creature that has died can’t regain hit points until magic restores it to life (002:1443).' });
    expect(P.run(doc, A.longRest, {}, createScriptedRandom([]))).toHaveProperty('problem');
  });

  it('stable and knocked out are down, not dying (002:1426, 002:1471)', () => {
    expect(P.status(fighter({ hp: -2, state: 'stable' }))).toMatchObject({ word: 'Stable', standing: 'down', dying: false });
    expect(P.status(fighter({ hp: 0, state: 'knocked-out' }))).toMatchObject({ word: 'Knocked out', standing: 'down', dying: false });
    expect(P.due(fighter({ hp: -2, state: 'stable' }))).toEqual([]);
  });

  it('a draft without its class’s hit points has no actions yet', () => {
    const draft = docOf({ ...fighter().data, class: { ...fighter().data.class, hpAtFirstLevel: null } });
    expect(P.actions(draft)).toEqual([]);
    expect(P.run(draft, 'damage', { amount: '3' }, createScriptedRandom([]))).toHaveProperty('problem');
  });
});

describe('a fight, written to the history one action at a time', () => {
  it('damage to staggered, then to dying (Prone put on), a death save typed from the table, a 20 (002:1449-1462)', () => {
    let doc = fighter();
    const hit = act(doc, 'damage', { amount: '15' });
    expect(hit.entry).toMatchObject({ summary: 'Took 15 damage: HP 29 → 14, Staggered', fields: ['vitals.hp'] });
    doc = act(hit.doc, 'damage', { amount: '16' }).doc;
    expect(doc.data.vitals).toMatchObject({ hp: -2, state: 'dying' });
    expect(doc.conditions?.map((c) => c.conditionId)).toEqual(['prone']);
    expect(doc.history.at(-1)?.fields).toEqual([':conditions', 'vitals.hp', 'vitals.state']);

    // A 7 typed from a real d20: a failure, 1 of 3 (002:1461).
    const fail = act(doc, A.deathSave, {}, [], typedDice([7]));
    expect(fail.entry).toMatchObject({ summary: 'Death saving throw: 7, failure', dice: ['d20: 7'], fields: ['vitals.deathSaveFailures'] });
    // 18 + 2 from a power: 20 or higher, a recovery spent, HP 7, conscious but still prone (002:1462).
    const back = act(fail.doc, A.deathSave, { bonus: '+2' }, [18]);
    expect(back.entry).toMatchObject({ summary: 'Death saving throw: 20, back on your feet', dice: ['d20: 18 + 2 = 20'] });
    expect(back.doc.data.vitals).toMatchObject({ hp: 7, recoveries: 10, state: 'up', deathSaveFailures: 1 });
    expect(back.doc.conditions?.map((c) => c.conditionId)).toEqual(['prone']);
  });

  it('healing past the maximum stops there and says how much was ignored (002:1442)', () => {
    const out = act(fighter({ hp: 25 }), 'heal', { amount: '10' });
    expect(out.doc.data.vitals.hp).toBe(29);
    expect(out.notices).toEqual(['Healing stops at the maximum, 29 hit points; the 6 beyond it are ignored (002:1442).']);
    expect(out.entry?.summary).toBe('Healed 10: HP 25 → 29');
  });

  it('a knock-out leaves the creature at 0, down but not dying; a short rest brings it to 1 (002:1471)', () => {
    const out = act(fighter({ hp: 5 }), 'damage', { amount: '30', knockOut: 'yes' });
    expect(out.entry?.summary).toBe('Took 30 damage: HP 5 → 0, Knocked out');
    expect(P.status(out.doc).standing).toBe('down');
    const rested = act(out.doc, A.shortRest);
    expect(rested.doc.data.vitals).toMatchObject({ hp: 1, state: 'up' });
    expect(rested.doc.conditions?.map((c) => c.conditionId)).toEqual(['prone']);
  });

  it('the third failure kills (002:1461): standing dead, and a rest refuses', () => {
    const out = act(fighter({ hp: -2, state: 'dying', deathSaveFailures: 2 }), A.deathSave, {}, [4]);
    expect(out.entry?.summary).toBe('Death saving throw: 4, dead');
    expect(P.status(out.doc).standing).toBe('dead');
    expect(orcus.time.rest(out.doc, 'long', { choices: {}, rng: createScriptedRandom([]) })).toHaveProperty('problem');
  });

  it('First Aid rolls the healer’s Heal check against DC 15 (002:1426)', () => {
    const out = act(fighter({ hp: -2, state: 'dying' }), A.firstAid, { bonus: '5' }, [10]);
    expect(out.entry).toMatchObject({ summary: 'First Aid: Heal 15, stabilised', dice: ['d20: 10 + 5 = 15'] });
    expect(P.status(out.doc).word).toBe('Stable');
  });

  it('a recovery, temporary hit points, an action point and a streak', () => {
    expect(act(fighter({ hp: 10 }), A.recovery).doc.data.vitals).toMatchObject({ hp: 17, recoveries: 10 });
    expect(act(fighter({ tempHp: 4 }), A.temporary, { amount: '6' }).entry?.summary).toBe('Temporary hit points 4 → 6');
    expect(act(fighter(), A.actionPoint).doc.data.vitals.actionPoints).toBe(0);
    expect(act(fighter(), A.streak).doc.data.vitals.actionPoints).toBe(2);
  });
});

describe('bad input is refused in one sentence naming the input', () => {
  it('amounts, bonuses, choices, unknown actions, and dice typed wrong', () => {
    const rng = createScriptedRandom([]);
    expect(P.run(fighter(), 'damage', { amount: 'lots' }, rng)).toEqual({ problem: 'Damage must be a whole number from 1 to 1,000,000; “lots” is not.', input: 'amount' });
    expect(P.run(fighter(), 'damage', { amount: '3', knockOut: 'maybe' }, rng)).toMatchObject({ input: 'knockOut' });
    expect(P.run(fighter({ hp: -1, state: 'dying' }), A.deathSave, { bonus: '99' }, rng)).toMatchObject({ input: 'bonus' });
    expect(P.run(fighter(), 'omen', {}, rng)).toEqual({ problem: 'There is no “omen” to do on an Orcus sheet.' });
    expect(P.run(fighter(), A.deathSave, {}, rng)).toEqual({ problem: 'Death saving throws are made only at 0 hit points or below (002:1460).' });
    const typed = tryAct(fighter({ hp: -1, state: 'dying' }), A.deathSave, {}, [], typedDice([23]));
    expect(typed).toEqual({ problem: 'A d20 shows 1 to 20; 23 was typed (face 1).' });
  });
});
