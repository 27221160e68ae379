/**
 * Dark Dungeons in play (play-def.ts, health.ts): dying, stable and dead kept on the character, and every roll of the
 * dying procedure made with dice typed from the table. Values are pinned to the lines they come from: supplement §9.6
 * (l.888 hit points stop at 0; l.889 the saves and what stops them; l.890 the coup de grâce; l.892 First Aid for an
 * injury), §10 l.968 (Raise Dead), 004:473 (a 1st-level fighter saves vs death ray on 12), 004:1247-1251 (First Aid).
 */
import { describe, expect, it } from 'vitest';
import { typedDice } from '../../dice/typed';
import { createSeededRandom } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { PlayOutcome } from '../types';
import type { DarkDungeonsData } from './character';
import { darkDungeonsPlayDef as play, deathRaySave } from './play-def';
import { docOf, handBuilt, scores } from './rules/testing';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';

type Doc = CharacterDocument<DarkDungeonsData>;

/** A 1st-level fighter with 8 hp (Wis 9, no First Aid): saves vs death ray on 12 (004:473). */
const fighter = (current = 8, extra: Partial<DarkDungeonsData> = {}): Doc => {
  const data = handBuilt('fighter', scores(13, 10, 9, 12, 11, 10), { hp: 8, extra });
  return docOf({ ...data, hitPoints: { ...data.hitPoints, current } }, 'Ayla');
};

/** What an action did (not a refusal). */
type Done = Exclude<PlayOutcome<DarkDungeonsData>, { readonly problem: string }>;

/** Runs an action with the faces typed; throws on a refusal. */
function act(doc: Doc, id: string, input: Record<string, string> = {}, faces: number[] = []): Done {
  const out = play.run(doc, id, input, typedDice(faces));
  if ('problem' in out) throw new Error(out.problem);
  return out;
}
const next = (doc: Doc, out: { data: DarkDungeonsData }): Doc => ({ ...doc, data: out.data });
const ids = (doc: Doc) => play.actions(doc).map((a) => a.id);

describe('falling to 0 hit points (supplement §9.6, l.888)', () => {
  it('stops at 0, ignores the damage beyond, and starts dying: unconscious, out of the fight', () => {
    const out = act(fighter(), 'damage', { amount: '11' });
    expect(out.data.hitPoints.current).toBe(0);
    expect(out.data.health).toEqual({ state: 'dying', saves: 0 });
    expect(out.title).toBe('Took 11 damage: hit points 8 → 0');
    expect(out.words[0]).toBe('Hit points stop at 0; the 3 damage beyond them is ignored (supplement §9.6, l.888).');
    const status = play.status(next(fighter(), out));
    expect(status).toMatchObject({ word: 'Unconscious, dying', standing: 'down', dying: true });
    expect(status.explanation).toContain('a save vs death ray of 12 or more on the d20');
    expect(play.run(next(fighter(), out), 'damage', { amount: '2' }, typedDice([]))).toEqual({ problem: 'Hit points are already at 0: further damage is ignored (supplement §9.6, l.888).', input: 'amount' });
  });

  it('a character standing is up, with its hit points in words', () => {
    expect(play.status(fighter(5))).toEqual({ word: null, standing: 'up', dying: false, explanation: '5 of 8 hit points' });
    expect(ids(fighter(5))).toEqual(['damage', 'heal', 'first-aid', 'coup-de-grace', 'killed']);
    expect(ids(fighter(8))).toEqual(['damage', 'heal', 'coup-de-grace', 'killed']);
  });

  it('reads an older character at 0 with no state kept as dying, as its data migration writes it', () => {
    expect(play.status(fighter(0))).toMatchObject({ word: 'Unconscious, dying', dying: true });
  });
});

describe('dying: a save vs death ray at the end of each round (l.889)', () => {
  const dying = (saves = 0) => fighter(0, { health: { state: 'dying', saves } });

  it('asks for it at the end of the round, naming the figure with the penalty so far', () => {
    expect(play.due(dying())).toEqual([{ actionId: 'death-save', when: 'end-of-round', prompt: 'Save vs death ray, the 1st: 12 or more on the d20; a failure is death.', source: 'supplement §9.6, l.889' }]);
    expect(play.due(dying(2))[0]?.prompt).toBe('Save vs death ray, the 3rd: 14 or more on the d20 (−2); a failure is death.');
    expect(play.due(fighter())).toEqual([]);
    expect(ids(dying())).toEqual(['damage', 'heal', 'death-save', 'first-aid', 'killed']);
  });

  it('the first save is at the table’s figure, the second at −1, the third at −2; a failure is death', () => {
    let doc = dying();
    const first = act(doc, 'death-save', {}, [12]);
    expect(first.title).toBe('Save vs death ray (1st): 12 vs 12, saved');
    expect(first.dice).toEqual(['Save vs death ray: d20 [12] = 12 vs 12']);
    doc = next(doc, first);
    // 12 on the die is 11 after the second save's −1: under 12, so death.
    const second = act(doc, 'death-save', {}, [12]);
    expect(second.data.health).toEqual({ state: 'dead', cause: 'Failed the 2nd save vs death ray while dying (11 vs 12)' });
    expect(second.verdict).toEqual({ text: 'Dead', good: false });
    const dead = next(doc, second);
    expect(play.status(dead)).toMatchObject({ word: 'Dead', standing: 'dead', dying: false });
    expect(play.due(dead)).toEqual([]);
    expect(ids(dead)).toEqual(['raise-dead']);
  });

  it('the third save with 13 showing and the GM’s +1: 13 − 2 + 1 = 12, saved', () => {
    const out = act(dying(2), 'death-save', { modifier: '+1' }, [13]);
    expect(out.dice).toEqual(['Save vs death ray: d20 [13] −2 (3rd save) +1 (other) = 12 vs 12']);
    expect(out.data.health).toEqual({ state: 'dying', saves: 3 });
  });

  it('uses the save as the sheet has it: an override takes the table’s place', () => {
    const doc = { ...dying(), overrides: { 'save.deathRayPoison': { value: 9, note: 'Amulet', at: '2026-01-01T00:00:00.000Z' } } };
    expect(deathRaySave(doc)).toBe(9);
    expect(act(doc, 'death-save', {}, [9]).data.health).toEqual({ state: 'dying', saves: 1 });
  });

  it('refuses dice typed wrongly and a bad modifier, changing nothing', () => {
    expect(() => play.run(dying(), 'death-save', {}, typedDice([21]))).toThrow('A d20 shows 1 to 20; 21 was typed (face 1).');
    expect(play.run(dying(), 'death-save', { modifier: 'lots' }, typedDice([10]))).toEqual({ problem: 'Other modifier must be a whole number from −20 to +20; “lots” is not.', input: 'modifier' });
    expect(play.run(fighter(), 'death-save', {}, typedDice([10]))).toMatchObject({ problem: expect.stringContaining('Only the dying') });
  });

  it('First Aid stops the saves on a d20 at or under the aider’s Wisdom + First Aid points, tried again each round until it succeeds (004:1247)', () => {
    const failed = act(dying(1), 'first-aid', { score: '11' }, [12]);
    expect(failed.data.health).toEqual({ state: 'dying', saves: 1 });
    expect(failed.words).toEqual(['Still dying; First Aid may be tried again next round until it succeeds (004:1247).']);
    const stable = act(dying(1), 'first-aid', { score: '11' }, [11]);
    expect(stable.data.health).toEqual({ state: 'stable' });
    expect(stable.dice).toEqual(['First Aid: d20 [11] vs 11: success']);
    const doc = next(dying(1), stable);
    expect(play.status(doc)).toMatchObject({ word: 'Unconscious, stable', standing: 'down', dying: false });
    expect(play.due(doc)).toEqual([]);
    // The stabilising success was the success against this injury: further checks are of no benefit (004:1251).
    expect(play.run(doc, 'first-aid', { score: '15' }, typedDice([1]))).toMatchObject({ problem: expect.stringContaining('004:1251') });
  });

  it('magical healing stops the dying; other healing cannot (l.889)', () => {
    expect(play.run(dying(), 'heal', { amount: '3', source: 'other' }, typedDice([]))).toEqual({
      problem: 'Dying: only a successful First Aid check or magical healing stops the saves vs death ray (supplement §9.6, l.889); other healing cannot.',
      input: 'source',
    });
    const healed = act(dying(2), 'heal', { amount: '3' });
    expect(healed.data.hitPoints.current).toBe(3);
    expect(healed.data.health).toBeUndefined();
    expect(healed.title).toBe('Healed 3 by magic: hit points 0 → 3');
    expect(healed.words).toEqual(['Magical healing: no longer dying (supplement §9.6, l.889).']);
  });
});

describe('stable, and healing (l.888-889)', () => {
  const stable = (current = 0) => fighter(current, { health: { state: 'stable' } });

  it('other healing wakes the stable once above 0; healing stops at the maximum and says how much was ignored', () => {
    const woke = act(stable(), 'heal', { amount: '2', source: 'other' });
    expect(woke.data.health).toBeUndefined();
    expect(woke.words).toEqual(['Above 0 hit points: conscious again (supplement §9.6, l.889).']);
    const capped = act(fighter(6), 'heal', { amount: '5' });
    expect(capped.data.hitPoints.current).toBe(8);
    expect(capped.words).toEqual(['Healing stops at the maximum, 8 hit points; the 3 beyond it are ignored.']);
    expect(play.run(fighter(8), 'heal', { amount: '1' }, typedDice([]))).toEqual({ problem: 'Hit points are already at the maximum, 8.', input: 'amount' });
  });

  it('a coup de grâce starts dying with no hit points lost (l.890); once stable again the character comes round by the GM’s word', () => {
    const struck = act(fighter(8), 'coup-de-grace');
    expect(struck.data.hitPoints.current).toBe(8);
    expect(struck.data.health).toEqual({ state: 'dying', saves: 0 });
    const steadied = next(fighter(8), act(next(fighter(8), struck), 'first-aid', { score: '12' }, [3]));
    expect(ids(steadied)).toEqual(['damage', 'heal', 'wake', 'coup-de-grace', 'killed']);
    expect(act(steadied, 'wake').data.health).toBeUndefined();
    expect(ids(stable(0))).not.toContain('wake');
  });
});

describe('First Aid for an injury (004:1249-1251, l.892)', () => {
  it('restores 1d3 of what the injury cost, no more, and says a failed helper cannot try again', () => {
    const hurt = fighter(5, { skills: [{ skillId: 'first-aid', specialty: '', points: 2 }] });
    const aid = play.actions(hurt).find((a) => a.id === 'first-aid');
    // Its defaults are the character's own: Wis 9 + 2 points = 11 (004:1245), and all 3 hit points lost.
    expect(aid?.inputs.map((i) => [i.id, i.default])).toEqual([['score', 11], ['lost', 3]]);
    const out = act(hurt, 'first-aid', { lost: '2' }, [11, 3]);
    expect(out.data.hitPoints.current).toBe(7);
    expect(out.words[0]).toBe('1d3 rolled 3; only 2 were lost in this injury (004:1249). Further First Aid on this injury is of no benefit (004:1251).');
    expect(out.dice).toEqual(['First Aid: d20 [11] vs 11: success', '1d3: [3] = 3']);
    const failed = act(hurt, 'first-aid', {}, [12]);
    expect(failed.data).toBe(hurt.data);
    expect(failed.words).toEqual(['This helper cannot try again on this injury; another helper may (004:1249).']);
  });
});

describe('death and Raise Dead (§9.9, §10 l.968)', () => {
  it('killed outright, the dead cannot be damaged or healed; Raise Dead brings them back with 1 hp', () => {
    const dead = next(fighter(), act(fighter(), 'killed', { cause: 'Failed a save vs poison (giant spider)' }));
    expect(dead.data.health).toEqual({ state: 'dead', cause: 'Failed a save vs poison (giant spider)' });
    expect(play.run(dead, 'heal', { amount: '5' }, typedDice([]))).toEqual({ problem: 'Ayla is dead: no healing brings the dead back; Raise Dead does (supplement §10, l.968).' });
    expect(play.run(dead, 'damage', { amount: '5' }, typedDice([]))).toEqual({ problem: 'Ayla is dead: there is nothing more to lose.' });
    const raised = act(dead, 'raise-dead');
    expect(raised.data.hitPoints.current).toBe(1);
    expect(raised.data.health).toBeUndefined();
    expect(raised.words[0]).toContain('two weeks of bed rest');
  });

  it('has nothing to do for a character with no hit points yet, and refuses what it does not know', () => {
    const draft = docOf({ ...handBuilt('thief', scores(10, 10, 10, 10, 10, 10)), hitPoints: { rolls: [], current: 0 } });
    expect(play.actions(draft)).toEqual([]);
    expect(play.status(draft).standing).toBe('up');
    expect(play.run(fighter(), 'dance', {}, createSeededRandom(1))).toEqual({ problem: 'There is no “dance” to do on a Dark Dungeons sheet.' });
  });
});

describeWithSources('the dying rules as the texts give them', () => {
  const supplement = readSource('supplements/dark-dungeons-tables.md');
  const text004 = readSource('004_b3026cedeba6292d.txt');

  it('supplement §9.6 and §10 say what the actions do, at the lines they cite', () => {
    expect(supplement[887]).toContain('hit points stop at 0 and further damage is ignored');
    expect(supplement[888]).toContain('The second save is at −1, the third at −2');
    expect(supplement[888]).toContain('**successful First Aid check** (which may be retried each round) or **any magical healing**');
    expect(supplement[889]).toMatch(/struck with any edged weapon falls unconscious and \*\*starts dying\*\*, but loses no hp/);
    expect(supplement[891]).toContain('restores **1d3** of the hp lost in that injury');
    expect(supplement[967]).toContain('the target returns with 1 hp and needs two weeks of bed rest');
    expect(supplement[961]).toContain('1 hp per day if active, 2 hp per day if resting');
  });

  it('004 gives First Aid as a Wisdom check, retried until it succeeds, and a fighter’s first save vs death ray as 12', () => {
    expect(text004[1244]).toContain('+1 bonus on Wisdom Rolls used to treat injuries');
    expect(text004[1246]).toContain('can be used multiple times until it succeeds');
    expect(text004[1248]).toContain('healed 1d3 of the hit points lost in this particular injury');
    expect(text004[1250]).toContain('further first aid checks will be of no benefit');
    expect(text004[472]?.split(' ').slice(0, 7)).toEqual(['1', '0', '1d8', '1', '4', '4', '12']);
  });
});
