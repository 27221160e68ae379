/**
 * Murdham's play through the one write path (`playAction` run by `execute`): the text's own examples played as a
 * player would, each step one history entry naming its fields, the state in play (health state, conditions, the roll
 * shown) on the character. Every expected value is worked from the cited line.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom, type RandomSource } from '../../dice';
import { createScriptedRandom } from '../../dice/testing';
import { typedDice } from '../../dice/typed';
import { execute, type CommandContext } from '../../character/command';
import { addCondition } from '../../character/conditions';
import { playAction } from '../../character/edits';
import type { Written } from '../../character/write';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../documents/character';
import type { CharacterId } from '../../documents/ids';
import { newMurdhamData, type MurdhamData } from './character';
import { murdham } from './system';

const T0 = '2026-03-01T10:00:00.000Z';
let ids = 0;
const ctx = (rng: RandomSource = createSeededRandom(1)): CommandContext => ({ system: murdham, now: T0, rng, newId: () => `id-${++ids}` });

/** Sybilla as the omen examples give her: STR 8, AGI 10 (000:143, 000:148), human, 2 omens, no armour. */
function sybilla(change: Partial<MurdhamData> = {}): CharacterDocument<MurdhamData> {
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    dataVersion: 2,
    id: 'sybilla' as CharacterId,
    system: 'murdham',
    name: 'Sybilla',
    status: 'complete',
    creationStep: 'review',
    createdAt: T0,
    updatedAt: T0,
    data: { ...newMurdhamData(), abilities: { str: 8, agi: 10, wit: 12 }, abilityMethod: 'entered', health: 8, ...change },
    overrides: {},
    houseRules: [],
    history: [],
  };
}

type Doc = CharacterDocument<MurdhamData>;

/** Runs a play action through the write path with the faces given (scripted dice), or fails the test. */
function act(doc: Doc, actionId: string, input: Record<string, string> = {}, faces: readonly number[] = []): Written<MurdhamData> & { doc: Doc } {
  const rng = createScriptedRandom(faces);
  const out = execute(doc, playAction, { actionId, input }, ctx(rng));
  if ('problem' in out) throw new Error(out.problem);
  expect(rng.remaining()).toBe(0);
  if (!murdham.owns(out.doc)) throw new Error('not Murdham');
  expect(murdham.checkShape(out.doc.data)).toEqual([]);
  return { ...out, doc: out.doc };
}

function refused(doc: Doc, actionId: string, input: Record<string, string> = {}, rng: RandomSource = createSeededRandom(2)): { problem: string; input?: string } {
  const out = execute(doc, playAction, { actionId, input }, ctx(rng));
  if (!('problem' in out)) throw new Error(`${actionId} was not refused`);
  return out;
}

const ids_ = (doc: Doc) => murdham.play.actions(doc).map((a) => a.id);

describe('the actions offered now', () => {
  it('offers damage and healing, the rolls, omens and rests to a sound character; no dying procedure', () => {
    expect(ids_(sybilla())).toEqual(['damage', 'direct-damage', 'heal', 'roll-damage', 'save', 'corruption', 'injury', 'mutation', 'spend-omen', 'end-stretch', 'daily-rest', 'full-rest']);
    expect(murdham.play.status(sybilla())).toEqual({ word: null, standing: 'up', dying: false, explanation: 'Health 8 of 8 (000:43).' });
    expect(murdham.play.due(sybilla())).toEqual([]);
    expect(murdham.play.actions({ ...sybilla(), data: newMurdhamData() })).toEqual([]);
  });

  it('groups every action for a shared page to lay out', () => {
    const groups = new Map(murdham.play.actions(sybilla({ gear: [{ id: 'item-1', name: 'Sword', quantity: 1, bulk: 1, cost: 0, armour: 0, worn: false, durability: 'intact' }] })).map((a) => [a.id, a.group]));
    expect(groups.get('damage')).toBe('Health');
    expect(groups.get('durability')).toBe('Rolls');
    expect(groups.get('full-rest')).toBe('Rest');
    expect(groups.get('spend-omen')).toBe('Omens');
  });
});

describe('damage and healing (000:42-46, 000:65)', () => {
  it('armour takes its value off; half the remaining health at once puts incapacitated on the character until the end of the stretch', () => {
    const armoured = sybilla({ gear: [{ id: 'item-1', name: 'Gambeson', quantity: 1, bulk: 2, cost: 10, armour: 1, worn: true, durability: 'intact' }] });
    const out = act(armoured, 'damage', { amount: '5' });
    expect(out.doc.data.health).toBe(4);
    expect(out.doc.conditions?.map((c) => [c.conditionId, c.name, c.until])).toEqual([['incapacitated', 'Incapacitated', 'stretch']]);
    expect(out.entry).toMatchObject({ summary: 'Took 4 damage (5 before armour): health 8 → 4', fields: [':conditions', 'health'] });
    expect(out.notices).toContain('Armour 1 takes 1 off: 4 damage (000:65).');
    expect(murdham.play.status(out.doc)).toMatchObject({ word: 'Incapacitated', standing: 'down', dying: false });
    // Direct damage ignores armour (000:65): the other 4 is all that remains, so she is dying (000:45).
    const down = act(out.doc, 'direct-damage', { amount: '4' });
    expect(down.doc.data.life).toEqual({ state: 'dying', roundsEnded: 0 });
    expect(down.doc.conditions).toHaveLength(1);
  });

  it('previews what a blow, a save or corruption will do before it is taken (000:13, 000:44-46, 000:76, 000:173)', () => {
    const preview = (doc: Doc, id: string, input: Record<string, string>) => murdham.play.preview?.(doc, id, input);
    expect(preview(sybilla(), 'damage', { amount: '4' })).toEqual(['4 damage: health 8 → 4, critical damage, incapacitated (000:44).']);
    expect(preview(sybilla({ health: 6 }), 'damage', { amount: '8' })).toEqual(['8 damage: health 6 → 0, killed on the spot (000:46).']);
    expect(preview(sybilla(), 'damage', { amount: 'x' })).toBeNull();
    const loaded = sybilla({ gear: [{ id: 'item-1', name: 'Sacks', quantity: 9, bulk: 1, cost: 0, armour: 0, worn: false, durability: 'intact' }] });
    expect(preview(loaded, 'save', { ability: 'agi' })).toEqual(['Passes on a d20 of 10 or less (000:13) and a d20 of 8 or less for STR: encumbered (000:173).']);
    expect(preview(sybilla({ corruption: 2 }), 'corruption', { amount: '3' })).toEqual(['Corruption 2 + 3 = 5: a d12 of 5 or less is soulblight (000:76).']);
  });

  it('healing past the maximum stops there and says how much was ignored', () => {
    const out = act(sybilla({ health: 3 }), 'heal', { amount: '9' });
    expect(out.doc.data.health).toBe(8);
    expect(out.notices).toContain('Healing stops at the maximum, 8 health (STR, 000:43); the 4 beyond it are ignored.');
    expect(refused(out.doc, 'heal', { amount: '1' }).problem).toBe('Health is already at the maximum, 8 (STR, 000:43).');
    expect(refused(sybilla(), 'damage', { amount: 'lots' })).toEqual({ problem: 'Damage must be a whole number from 1 to 1,000; “lots” is not.', input: 'amount' });
  });
});

describe('dying and death (000:45-46, 000:140)', () => {
  it('asks for the end of each round while dying; the second end of round kills, and the dead take no turns', () => {
    const dying = act(sybilla({ health: 2 }), 'damage', { amount: '2' }).doc;
    expect(murdham.play.status(dying)).toMatchObject({ word: 'Dying, Incapacitated', standing: 'down', dying: true });
    expect(murdham.play.due(dying)).toEqual([{ actionId: 'dying-round', when: 'end-of-round', prompt: 'Dying: the round ends; the character dies at the end of the next one unless healed', source: '000:45' }]);
    expect(ids_(dying)).toContain('save-from-death');
    const last = act(dying, 'dying-round').doc;
    expect(last.data.life).toEqual({ state: 'dying', roundsEnded: 1 });
    expect(murdham.play.status(last).explanation).toMatch(/^All health lost: dies at the end of this round unless healed at least 1 \(000:45\)\./);
    const dead = act(last, 'dying-round');
    expect(dead.entry?.summary).toBe('Died of wounds at the end of the round');
    expect(murdham.play.status(dead.doc)).toMatchObject({ word: 'Dead', standing: 'dead', dying: false });
    expect(murdham.play.due(dead.doc)).toEqual([]);
    expect(refused(dead.doc, 'heal', { amount: '3' }).problem).toBe('The dead do not heal (000:45-46).');
    expect(refused(dead.doc, 'daily-rest').problem).toMatch(/^The dead take no actions/);
  });

  it('healed before the next round ends, a dying character lives and owes an injury, paid by the injury roll (000:45)', () => {
    const dying = act(sybilla({ health: 2 }), 'damage', { amount: '2' }).doc;
    const healed = act(dying, 'heal', { amount: '1' });
    expect(healed.doc.data).toMatchObject({ health: 1, life: { state: 'alive' }, owed: ['injury'] });
    expect(healed.notices).toContain('No longer dying; roll on the injury table (000:45).');
    expect(murdham.play.status(healed.doc).explanation).toContain('Owed: a roll on the injury table');
    const rolled = act(healed.doc, 'injury', {}, [1]);
    const kept = act(rolled.doc, 'keep');
    expect(kept.entry?.summary).toBe('Injury: Scarred');
    expect(kept.doc.data.owed).toEqual([]);
  });

  it('000:148: Sybilla (health 6) takes 10, killed on the spot; an omen saves her: health 1, incapacitated, a permanent injury (000:140)', () => {
    const killed = act(sybilla({ health: 6 }), 'damage', { amount: '10' }).doc;
    expect(killed.data.life).toEqual({ state: 'dead', cause: 'instant-death' });
    expect(ids_(killed)).toEqual(['save-from-death', 'damage', 'direct-damage', 'heal']);
    // The injury die shows 6 (the example's "lost an eye" is a slip: 6 is Injured leg, 000:55).
    const saved = act(killed, 'save-from-death', {}, [6]);
    expect(saved.entry).toMatchObject({ summary: 'Saved from death by an omen', dice: ['d12 6: Injured leg'] });
    expect(saved.doc.data).toMatchObject({ health: 1, life: { state: 'alive' }, omens: { current: 1 }, pending: { kind: 'injury', permanent: true } });
    const kept = act(saved.doc, 'keep');
    expect(kept.entry?.summary).toBe('Injury: Injured leg (permanent)');
    expect(kept.doc.conditions?.map((c) => [c.conditionId, c.until ?? 'until removed'])).toEqual([
      ['incapacitated', 'stretch'],
      ['hobbled', 'until removed'],
    ]);
    expect(kept.doc.data.injuries).toEqual([{ id: 'injury-1', roll: 6, name: 'Injured leg', detail: 'hobbled', permanent: true }]);
  });

  it('no omen, or a death by STR 0: no save from death (000:72, 000:140)', () => {
    const broke = act(sybilla({ health: 6, omens: { current: 0, max: 2 } }), 'damage', { amount: '10' }).doc;
    expect(ids_(broke)).not.toContain('save-from-death');
    expect(refused(broke, 'save-from-death').problem).toBe('There are no omens left to spend (000:142).');
  });
});

describe('a roll shown, re-rolled with an omen, then kept (000:139)', () => {
  it('000:146: d4 damage 4 then 2 is 5; an omen re-rolls it to 2, and the lower is kept', () => {
    const rolled = act(sybilla(), 'roll-damage', { die: '4' }, [4, 2]);
    expect(rolled.entry).toMatchObject({ summary: 'Damage rolled: d4: 4, 2 → 3 + 2 = 5', dice: ['d4: 4, 2 → 3 + 2 = 5'], fields: ['pending'] });
    expect(ids_(rolled.doc)).toEqual(['keep', 'reroll', 'discard', 'damage', 'direct-damage', 'heal', 'spend-omen', 'end-stretch', 'daily-rest', 'full-rest']);
    const again = act(rolled.doc, 'reroll', {}, [2]);
    expect(again.entry).toMatchObject({ summary: 'Omen spent to re-roll: d4: 2', fields: ['omens.current', 'pending.attempts'] });
    expect(murdham.play.actions(again.doc).find((a) => a.id === 'keep')?.description).toContain('The lower result is kept');
    const kept = act(again.doc, 'keep');
    expect(kept.doc.data).toMatchObject({ health: 6, omens: { current: 1 }, pending: null });
    expect(kept.entry?.summary).toBe('Took 2 damage: health 8 → 6');
    expect(kept.notices[0]).toBe('1 omen was spent to re-roll; the kept result is applied (000:139).');
    expect(kept.doc.history.map((h) => h.summary)).toEqual(['Damage rolled: d4: 4, 2 → 3 + 2 = 5', 'Omen spent to re-roll: d4: 2', 'Took 2 damage: health 8 → 6']);
  });

  it('a roll shown survives a reload: the document as JSON, parsed again, keeps it and keeps it the same', () => {
    const rolled = act(sybilla(), 'roll-damage', { die: '6', enhanced: '1' }, [6, 3, 2]);
    const reloaded = JSON.parse(JSON.stringify(rolled.doc)) as Doc;
    expect(reloaded.data.pending).toEqual({ kind: 'damage', sides: 6, mode: 'enhanced', direct: false, attempts: [[[6, 3], [2]]] });
    // 000:69: enhanced keeps the higher of 5 + 3 = 8 and 2.
    expect(act(reloaded, 'keep').doc.data.health).toBe(0);
  });

  it('000:147: 4 corruption, d12 4 then 5 after an omen; the player keeps the 5 and takes no damage', () => {
    const rolled = act(sybilla(), 'corruption', { amount: '4' }, [4]);
    const again = act(rolled.doc, 'reroll', {}, [5]);
    const keep = murdham.play.actions(again.doc).find((a) => a.id === 'keep');
    expect(keep?.inputs).toEqual([
      {
        kind: 'choice',
        id: 'pick',
        label: 'Keep',
        options: [
          { id: '0', label: 'Roll 1: d12 4 against corruption 4: soulblight, 4 direct damage, corruption down to 0' },
          { id: '1', label: 'Roll 2: d12 5 against corruption 4: nothing else happens' },
        ],
        default: '1',
      },
    ]);
    expect(refused(again.doc, 'keep', { pick: '7' })).toMatchObject({ input: 'pick' });
    const kept = act(again.doc, 'keep', { pick: '1' });
    expect(kept.doc.data).toMatchObject({ corruption: 4, health: 8, omens: { current: 1 } });
    expect(kept.entry?.summary).toBe('Corruption +4');
  });

  it('000:144: a STR save (STR 9) fails on 10; an omen re-rolls it to 1, a success', () => {
    const theobald = sybilla({ abilities: { str: 9, agi: 6, wit: 10 }, health: 9 });
    const rolled = act(theobald, 'save', { ability: 'str' }, [10]);
    expect(rolled.entry?.summary).toBe('STR save rolled: STR d20: 10');
    const kept = act(act(rolled.doc, 'reroll', {}, [1]).doc, 'keep');
    expect(kept.entry?.summary).toBe('STR save passed');
  });

  it('an encumbered AGI save needs a STR save as well; the re-roll goes to the die that failed (000:173)', () => {
    const loaded = sybilla({ gear: [{ id: 'item-1', name: 'Sacks', quantity: 9, bulk: 1, cost: 0, armour: 0, worn: false, durability: 'intact' }] });
    const rolled = act(loaded, 'save', { ability: 'agi' }, [4, 12]);
    expect(rolled.doc.data.pending).toEqual({ kind: 'save', ability: 'agi', score: 10, rolls: [4], str: { score: 8, rolls: [12] } });
    const again = act(rolled.doc, 'reroll', {}, [3]);
    expect(again.entry?.summary).toBe('Omen spent to re-roll: STR d20: 3');
    expect(act(again.doc, 'keep').entry?.summary).toBe('AGI save passed');
  });

  it('a durability roll of 1 is kept at the higher of its re-rolls: an omen saves the sword (000:139, 000:180)', () => {
    const armed = sybilla({ gear: [{ id: 'item-1', name: 'Sword', quantity: 1, bulk: 1, cost: 0, armour: 0, worn: false, durability: 'intact' }] });
    const rolled = act(armed, 'durability', { item: 'item-1' }, [1]);
    const kept = act(act(rolled.doc, 'reroll', {}, [3]).doc, 'keep');
    expect(kept.doc.data.gear[0]?.durability).toBe('intact');
    const damaged = act(rolled.doc, 'keep');
    expect(damaged.doc.data.gear[0]?.durability).toBe('damaged');
  });

  it('a mutation typed from real dice: d12 4, d20 5, d4 2 is Bulging muscles, STR +2 (000:95)', () => {
    const rng = typedDice([4, 5, 2]);
    const out = execute(sybilla(), playAction, { actionId: 'mutation', input: {} }, ctx(rng));
    if ('problem' in out || !murdham.owns(out.doc)) throw new Error('refused');
    expect(rng.unused()).toBe(0);
    const kept = act(out.doc, 'keep');
    expect(kept.entry?.summary).toBe('Mutation: Bulging muscles');
    expect(kept.doc.data.permanentChanges.map((c) => [c.ability, c.amount])).toEqual([['str', 2]]);
  });

  it('refuses dice typed wrongly in one sentence, and a second roll while one is shown', () => {
    const out = execute(sybilla(), playAction, { actionId: 'roll-damage', input: { die: '4' } }, ctx(typedDice([7])));
    expect(out).toEqual({ problem: 'A d4 shows 1 to 4; 7 was typed (face 1).' });
    const rolled = act(sybilla(), 'injury', {}, [2]);
    expect(refused(rolled.doc, 'injury').problem).toBe('Keep or discard the roll shown first.');
    const dropped = act(rolled.doc, 'discard');
    expect(dropped.entry?.summary).toBe('Roll discarded: injury rolled');
    expect(dropped.doc.data.pending).toBeNull();
    expect(refused(dropped.doc, 'keep').problem).toBe('There is no roll shown.');
    expect(refused(dropped.doc, 'fly').problem).toBe('There is no “fly” to do here.');
  });
});

describe('time and rests take conditions off the character (000:44, 000:170-171)', () => {
  it('the end of the stretch takes off what lasts until then, even a condition put on in the combat tracker', () => {
    const hit = act(sybilla(), 'damage', { amount: '4' }).doc;
    const frenzied = execute(hit, addCondition, { conditionId: 'frenzied', name: 'Frenzied', rounds: null, until: 'stretch' }, ctx());
    if ('problem' in frenzied || !murdham.owns(frenzied.doc)) throw new Error('refused');
    const out = act(frenzied.doc, 'end-stretch');
    expect(out.doc.conditions).toBeUndefined();
    expect(out.notices).toEqual(['The stretch ends: incapacitated, frenzied end (000:44).']);
  });

  it('a full rest clears the injuries’ conditions and charges 16ʂ for each (000:171)', () => {
    const hurt = act(act(sybilla({ shillings: 50 }), 'injury', {}, [9]).doc, 'keep').doc;
    expect(murdham.play.actions(hurt).find((a) => a.id === 'full-rest')?.description).toContain('Now 32ʂ + 1 × 16ʂ = 48ʂ.');
    const rested = act(hurt, 'full-rest');
    expect(rested.doc.data.shillings).toBe(2);
    expect(rested.doc.conditions).toBeUndefined();
    expect(refused(sybilla({ shillings: 10 }), 'full-rest').problem).toBe('A full rest costs 32ʂ; there are only 10ʂ.');
    expect(act(sybilla({ shillings: 10, health: 2 }), 'full-rest', { pay: 'waived' }).doc.data).toMatchObject({ shillings: 10, health: 8 });
  });

  it('a daily rest with a meal and a room costs 4ʂ and brings health back (000:155-159)', () => {
    const out = act(sybilla({ health: 3, shillings: 8 }), 'daily-rest', { food: 'meal', sleep: 'room' });
    expect(out.doc.data).toMatchObject({ health: 8, shillings: 4 });
    expect(out.notices[0]).toBe('Paid 4ʂ for a meal and a room (000:157, 000:159).');
  });

  it('an omen spent on a sacred power is recorded with what it was for (000:141)', () => {
    const out = act(sybilla(), 'spend-omen', { why: 'Blessing of the Saint' });
    expect(out.entry?.summary).toBe('Omen spent: Blessing of the Saint');
    expect(out.doc.data.omens.current).toBe(1);
  });
});
