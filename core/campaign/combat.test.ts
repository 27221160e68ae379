import { beforeAll, describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../dice/testing';
import type { CharacterDocument } from '../documents/character';
import { loadSystem } from '../systems/registry';
import type { AnySystem } from '../systems/types';
import { rosterCard } from '../systems/card';
import { describeWithSources, readSource } from '../../tests/unit-support/sources';
import {
  actNow, addCondition, addMonsters, applyDamage, delayTurn, endCombat, heal, memberRoll, nextTurn, removeCombatant, removeCondition, rollForInitiative,
  setCombatSession, setDefeated, startCombat, undoLast, type CombatContext, type CombatUpdate,
} from './combat';
import { combatHeadline, combatView } from './combat-view';
import { conditionChoices } from './conditions';
import { addMonsterTemplate, monsterInputFrom, removeMonsterTemplate } from './saved-monsters';
import { NOW, campaignWith, darkDungeons, ids } from './testing/party';
import { current, fight, ok, order, table as tableOf, type Table } from './testing/fight';

let dd: AnySystem;
beforeAll(async () => {
  dd = await darkDungeons();
});

describeWithSources('the Dark Dungeons figures these tests pin', () => {
  it('are the supplement’s', () => {
    const lines = readSource('supplements/dark-dungeons-tables.md');
    // Initiative modifier (Dex): 9-12 → 0, 18-19 → +2 (§1, lines 45 and 48).
    expect(lines[44]).toMatch(/^\| 9–12 \| 0 \|.*\| 0 \|$/);
    expect(lines[47]).toMatch(/^\| 18–19 \| \+3 \|.*\| \+2 \|$/);
    // Ties act at the same time (§9.3, line 844); 0 hp: unconscious and dying (§9.6, line 888).
    expect(lines[843]).toContain('**Ties:** the actions are simultaneous');
    expect(lines[887]).toContain('hit points stop at 0 and further damage is ignored');
    // An orc-sized 1 HD monster: AB +1, 10 XP (§11.3, line 1006).
    expect(lines[1005]).toMatch(/^\| 1 \| \+1 \| 10 \| 3 \|/);
  });
});

const table = () => tableOf(dd);
const hpOf = (t: Table, id: string) => dd.card(t.docs.get(id)!).health;

describe('the combat tracker', () => {
  it('adds monsters with attack bonus and XP from their hit dice (supplement §11.3)', () => {
    const t = table();
    fight(t, [3, 5, 4, 2]);
    const orc = t.campaign.combat?.combatants.find((c) => c.name === 'Orc 1');
    expect(orc?.monster).toMatchObject({ summary: 'Hit dice 1', hp: 5, maxHp: 5, attacks: ['+1 to hit, 1d6'], xp: 10 });
    const ogre = t.campaign.combat?.combatants.find((c) => c.name === 'Ogre');
    // 4+1 reads the "4+" row: AB +5, 125 XP (line 1013).
    expect(ogre?.monster).toMatchObject({ attacks: ['+5 to hit, 2d6'], xp: 125 });
  });

  it('rolls initiative for each member with the Dex modifier and once per kind of monster; ties act together', () => {
    const t = table();
    // Dice in order: Ayla 3, Bram 5, the orcs 4 (one roll for both), the ogre 2.
    fight(t, [3, 5, 4, 2]);
    const combat = t.campaign.combat!;
    expect(combat.initiativeMode).toBe('individual');
    // Ayla 3 + 2 (Dex 18) = 5, Bram 5 + 0 = 5: tied on 5, the higher modifier listed first; orcs 4; ogre 2.
    expect(combat.combatants.map((c) => [c.name, c.initiative.total])).toEqual([['Ayla', 5], ['Bram', 5], ['Orc 1', 4], ['Orc 2', 4], ['Ogre', 2]]);
    expect(combat.round).toBe(1);
    expect(current(t.campaign)).toBe('Ayla');
    const view = combatView(t.campaign, dd, new Map());
    expect(view?.combatants.filter((c) => c.initiative.tied).map((c) => c.name)).toEqual(['Ayla', 'Bram']);
    expect(view?.rule.ties).toMatch(/same time/);
    expect(view?.combatants[0]?.initiative.text).toBe('5 (3 + 2)');
    expect(t.campaign.diceLog.map((d) => [d.label, d.breakdown])).toEqual([
      ['Initiative: Ayla', '1d6: [3] = 3'], ['Initiative: Bram', '1d6: [5] = 5'], ['Initiative: Orc', '1d6: [4] = 4'], ['Initiative: Ogre', '1d6: [2] = 2'],
    ]);
  });

  it('rolls once per side under the campaign house rule, breaking a tie between sides with another roll', () => {
    const t = table();
    t.campaign = { ...t.campaign, houseRules: { multiLevelPerAward: null, initiative: 'side' } };
    // The party 4, the foes 4: a tie; tie-break rolls 2 (party) and 6 (foes).
    fight(t, [4, 4, 2, 6]);
    expect(t.campaign.combat?.initiativeMode).toBe('side');
    expect(order(t.campaign)).toEqual(['Orc 1', 'Orc 2', 'Ogre', 'Ayla', 'Bram']);
    expect(t.campaign.combat?.combatants.every((c) => c.initiative.total === 4)).toBe(true);
    expect(t.campaign.diceLog.map((d) => d.label)).toEqual(['Initiative: the party', 'Initiative: the foes', 'Initiative tie-break: party', 'Initiative tie-break: foes']);
  });

  it('takes turns, delays and acts now, and counts conditions down at each new round until they end', () => {
    const t = table();
    fight(t, [3, 5, 4, 2]);
    const choices = conditionChoices(dd.conditions, t.campaign);
    const orc1 = t.campaign.combat!.combatants.find((c) => c.name === 'Orc 1')!.id;
    t.apply(ok(addCondition(t.campaign, t.ctx(), { targetId: orc1, conditionId: 'stunned', rounds: 2 }, choices)));
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(current(t.campaign)).toBe('Bram');
    t.apply(ok(delayTurn(t.campaign, t.ctx())));
    expect(current(t.campaign)).toBe('Orc 1');
    expect(t.campaign.combat?.delayed).toEqual(['bram']);
    t.apply(ok(actNow(t.campaign, t.ctx(), 'bram')));
    expect(order(t.campaign)).toEqual(['Ayla', 'Bram', 'Orc 1', 'Orc 2', 'Ogre']);
    expect(current(t.campaign)).toBe('Bram');
    // The two orcs share one turn (supplement §9.3): one press passes both.
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(combatHeadline(combatView(t.campaign, dd, new Map())!)).toBe("Round 1 · Orc ×2's turn");
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(current(t.campaign)).toBe('Ogre');
    const round2 = t.apply(ok(nextTurn(t.campaign, t.ctx())));
    // Dark Dungeons rolls initiative every round (supplement §9.1): the new round offers it.
    expect(round2.notices).toEqual(['Round 2.', 'Roll initiative for the new round, or keep the order.']);
    expect(t.campaign.combat?.conditions[0]?.remainingRounds).toBe(1);
    for (let i = 0; i < 3; i++) t.apply(ok(nextTurn(t.campaign, t.ctx())));
    const round3 = t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(round3.notices).toEqual(['Round 3.', 'Roll initiative for the new round, or keep the order.', 'Stunned on Orc 1 has ended.']);
    expect(t.campaign.combat?.conditions).toEqual([]);
    expect(combatHeadline(combatView(t.campaign, dd, new Map())!)).toBe("Round 3 · Ayla's turn");
  });

  it('changes a member’s hit points through the character, with the rules’ floor, and undoes it', () => {
    const t = table();
    fight(t, [3, 5, 4, 2]);
    const before = hpOf(t, 'ayla')!;
    const hit = t.apply(ok(applyDamage(t.campaign, t.ctx(), 'ayla', 1_000)));
    expect(hit.characters.map((d) => d.id)).toEqual(['ayla']);
    // Hit points stop at 0 (supplement §9.6): the character is unconscious and dying.
    expect(hpOf(t, 'ayla')).toMatchObject({ current: 0, state: 'Unconscious, dying' });
    expect(hit.notices.join(' ')).toMatch(/stop at 0/);
    const healed = t.apply(ok(heal(t.campaign, t.ctx(), 'ayla', before.max + 5)));
    expect(hpOf(t, 'ayla')?.current).toBe(before.max);
    expect(healed.notices).toContain(`Healing stops at the maximum, ${before.max} hit points; the 5 beyond it are ignored.`);
    // Every change is the character's own, in its history, naming what it changed.
    expect(hit.characters[0]?.history.at(-1)).toMatchObject({ summary: `Took 1,000 damage: hit points ${before.current} → 0`, fields: ['health', 'hitPoints.current'] });
    expect(healed.characters[0]?.history.at(-1)?.summary).toBe(`Healed ${before.max + 5} by magic: hit points 0 → ${before.max}`);
    t.apply(ok(undoLast(t.campaign, t.ctx())));
    expect(hpOf(t, 'ayla')?.current).toBe(0);
    const undone = t.apply(ok(undoLast(t.campaign, t.ctx())));
    expect(hpOf(t, 'ayla')?.current).toBe(before.current);
    expect(undone.characters).toHaveLength(1);
    const view = combatView(t.campaign, dd, new Map([['ayla', { name: 'Ayla', card: dd.card(t.docs.get('ayla')!) }]]));
    expect(view?.combatants.find((c) => c.id === 'ayla')?.health?.text).toBe(`${before.current} / ${before.max}`);
  });

  it('marks a monster defeated at 0, undoes it, and sums the defeated XP when the fight ends', () => {
    const t = table();
    fight(t, [3, 5, 4, 2]);
    const [orc1, orc2] = t.campaign.combat!.combatants.filter((c) => c.group === 'Orc').map((c) => c.id);
    const down = t.apply(ok(applyDamage(t.campaign, t.ctx(), orc2!, 7)));
    expect(down.notices).toEqual(['Orc 2 is down (0 hit points) and marked defeated.']);
    t.apply(ok(undoLast(t.campaign, t.ctx())));
    expect(t.campaign.combat?.combatants.find((c) => c.id === orc2)).toMatchObject({ defeated: false, monster: { hp: 5 } });
    t.apply(ok(applyDamage(t.campaign, t.ctx(), orc2!, 5)));
    t.apply(ok(setDefeated(t.campaign, t.ctx(), orc1!, true)));
    const ogre = t.campaign.combat!.combatants.find((c) => c.name === 'Ogre')!.id;
    t.apply(ok(removeCombatant(t.campaign, t.ctx(), ogre)));
    expect(combatView(t.campaign, dd, new Map())?.xpDefeated).toBe(20);
    const end = ok(endCombat(t.campaign, t.ctx(), { roundSeconds: 10 }));
    // Two orcs of 1 HD, 10 XP each (§11.3 line 1006); one round of 10 seconds (§9.1).
    expect(end.summary).toMatchObject({ rounds: 1, xpValue: 20, defeated: [{ name: 'Orc 1', summary: 'Hit dice 1', xp: 10 }, { name: 'Orc 2', summary: 'Hit dice 1', xp: 10 }] });
    expect(end.notices[0]).toBe('The fight ended after 1 round: 2 monsters defeated, worth 20 XP.');
    expect(end.campaign.combat).toBeNull();
    expect(end.campaign.journal[0]?.combats).toEqual([end.summary]);
    expect(end.campaign.clock.elapsedSeconds).toBe(10);
  });

  it('puts a member’s conditions on its character (counted down each round, undone) and ends the monsters’ with the fight', () => {
    const t = table();
    fight(t, [3, 5, 4, 2]);
    const choices = conditionChoices(dd.conditions, t.campaign);
    const ogre = t.campaign.combat!.combatants.find((c) => c.name === 'Ogre')!.id;
    t.apply(ok(addCondition(t.campaign, t.ctx(), { targetId: ogre, conditionId: 'prone', rounds: null }, choices)));
    const put = t.apply(ok(addCondition(t.campaign, t.ctx(), { targetId: 'ayla', conditionId: 'hasted', rounds: 1 }, choices)));
    // The member's condition is its character's: in its history, and not in the fight's list.
    expect(put.characters[0]?.conditions).toEqual([{ id: expect.any(String), conditionId: 'hasted', name: 'Hasted', rounds: 1, note: '' }]);
    expect(put.characters[0]?.history.at(-1)).toMatchObject({ summary: 'Condition: Hasted for 1 round', fields: [':conditions'] });
    expect(t.campaign.combat?.conditions.map((c) => c.targetId)).toEqual([ogre]);
    const view = () => combatView(t.campaign, dd, new Map([...t.docs].map(([id, doc]) => [id, { name: doc.name, card: rosterCard(dd, doc) }])));
    expect(view()?.combatants.find((c) => c.id === 'ayla')?.conditions.map((c) => c.text)).toEqual(['Hasted (1 round left)']);
    // The round ends: Hasted runs out on Ayla's character, said so; an undo of the round puts it back on her.
    let ended: CombatUpdate | undefined;
    for (let i = 0; i < 6 && t.campaign.combat?.round === 1; i++) ended = t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(ended?.notices).toContain('Ayla: Hasted ends.');
    expect(t.docs.get('ayla')?.conditions).toBeUndefined();
    t.apply(ok(undoLast(t.campaign, t.ctx())));
    expect(t.docs.get('ayla')?.conditions?.map((c) => [c.name, c.rounds])).toEqual([['Hasted', 1]]);
    expect(t.campaign.combat?.round).toBe(1);
    // Taking it off in the tracker takes it off the character; an undo puts it back.
    const id = t.docs.get('ayla')!.conditions![0]!.id;
    t.apply(ok(removeCondition(t.campaign, t.ctx(), id, 'ayla')));
    expect(t.docs.get('ayla')?.conditions).toBeUndefined();
    t.apply(ok(undoLast(t.campaign, t.ctx())));
    expect(t.docs.get('ayla')?.conditions?.map((c) => c.name)).toEqual(['Hasted']);
    const end = ok(endCombat(t.campaign, t.ctx()));
    expect(end.campaign.combat).toBeNull();
    expect(end.campaign.conditions).toEqual([]);
  });

  it('asks a dying member’s roll at the end of the round, skips the dead, and takes the roll on the character', () => {
    // A system whose rules ask for a "death save" at the end of each round while at 0 hit points, and kill at -1:
    // the tracker knows only the seam, so a wrapper over Dark Dungeons' own play shows the mechanism.
    const hpOfDoc = (doc: CharacterDocument) => (doc.data as { hitPoints: { current: number } }).hitPoints.current;
    const dead = new Set<string>();
    const wrapped: AnySystem = {
      ...dd,
      play: {
        ...dd.play,
        status: (doc) => (dead.has(doc.id) ? { word: 'Dead', standing: 'dead', dying: false, explanation: '' } : hpOfDoc(doc) <= 0 ? { word: 'Dying', standing: 'down', dying: true, explanation: '' } : dd.play.status(doc)),
        due: (doc) => (!dead.has(doc.id) && hpOfDoc(doc) <= 0 ? [{ actionId: 'heal', when: 'end-of-round', prompt: 'Save vs death', source: 'test' }] : []),
      },
    };
    const t = table();
    const ctx = () => ({ ...t.ctx(), system: wrapped });
    t.apply(ok(startCombat(t.campaign, ctx(), { sessionId: 's1' })));
    t.apply(ok(rollForInitiative(t.campaign, ctx(), createScriptedRandom([6, 1]))));
    t.apply(ok(applyDamage(t.campaign, ctx(), 'ayla', 1_000)));
    expect(combatView(t.campaign, wrapped, new Map())?.asked).toEqual([]);
    let update: CombatUpdate | undefined;
    for (let i = 0; i < 4 && t.campaign.combat?.round === 1; i++) update = t.apply(ok(nextTurn(t.campaign, ctx())));
    expect(update?.notices).toContain('Asked: Ayla: Save vs death (test).');
    expect(t.campaign.combat?.asked).toEqual([{ combatantId: 'ayla', actionId: 'heal', prompt: 'Ayla: Save vs death (test)', round: 1 }]);
    // Rounds that end with the roll still unanswered ask it once, not once a round (the tracker keys it by member and action).
    const before = t.campaign.combat?.round ?? 0;
    for (let i = 0; i < 8 && (t.campaign.combat?.round ?? 0) < before + 2; i++) t.apply(ok(nextTurn(t.campaign, ctx())));
    expect(t.campaign.combat?.round).toBe(before + 2);
    expect(t.campaign.combat?.asked).toEqual([{ combatantId: 'ayla', actionId: 'heal', prompt: 'Ayla: Save vs death (test)', round: before + 1 }]);
    // Ayla is down: she takes no turn of her own this round (her rules ask nothing at the start of her turn).
    expect(t.campaign.combat?.combatants[t.campaign.combat.turn]?.id).toBe('bram');
    const rolled = t.apply(ok(memberRoll(t.campaign, ctx(), 'ayla', 'heal', { amount: '1' }, createScriptedRandom([]))));
    expect(rolled.characters[0]?.history.at(-1)?.summary).toMatch(/^Healed 1/);
    expect(t.campaign.combat?.asked).toBeUndefined();
    // The dead take no turns at all.
    dead.add('bram');
    t.apply(ok(nextTurn(t.campaign, ctx())));
    expect(t.campaign.combat?.combatants[t.campaign.combat.turn]?.id).toBe('ayla');
  });

  it('adds a saved monster in a click, its figures from its hit dice unless the GM typed them', () => {
    const t = table();
    const model = dd.monsters!;
    const ghoul = { id: 'g', name: 'Ghoul', input: { hitDice: '2*', defence: '6', damage: '1d3/1d3/1d3', xp: '30' }, initiativeModifier: 0, notes: 'Paralysing touch' };
    t.campaign = ok(addMonsterTemplate(t.campaign, model, ghoul));
    expect(addMonsterTemplate(t.campaign, model, { ...ghoul, id: 'g2', input: { ...ghoul.input, hitDice: 'two' } })).toMatchObject({ problem: expect.stringMatching(/is not hit dice/) });
    // Saving a monster of the same name replaces it (a corrected stat block).
    t.campaign = ok(addMonsterTemplate(t.campaign, model, { ...ghoul, id: 'g3', name: 'ghoul ' }));
    expect(t.campaign.monsters.map((m) => m.id)).toEqual(['g3']);
    t.apply(ok(startCombat(t.campaign, t.ctx())));
    t.apply(ok(addMonsters(t.campaign, t.ctx(), monsterInputFrom(t.campaign.monsters[0]!, 2), { rng: createScriptedRandom([8, 1, 3, 4]) })));
    const ghouls = t.campaign.combat!.combatants.filter((c) => c.group === 'ghoul');
    // "2" reads AB +2 (§11.3 line 1008); the XP typed by the GM (30) wins over the table's 20 + 5 = 25; hit points 2d8.
    expect(ghouls.map((g) => [g.name, g.monster?.attacks, g.monster?.xp, g.monster?.hp])).toEqual([['ghoul 1', ['+2 to hit, 1d3/1d3/1d3'], 30, 9], ['ghoul 2', ['+2 to hit, 1d3/1d3/1d3'], 30, 7]]);
    expect(ghouls[0]?.monster).toMatchObject({ summary: 'Hit dice 2*', defences: [{ label: 'AC', value: '6' }] });
    expect(t.campaign.diceLog.map((d) => d.breakdown)).toEqual(['2*: [8, 1] = 9', '2*: [3, 4] = 7']);
    expect(removeMonsterTemplate(t.campaign, 'g3').monsters).toEqual([]);
    expect(ok(setCombatSession(t.campaign, 's1')).combat?.sessionId).toBe('s1');
    expect(setCombatSession(t.campaign, 'nope')).toEqual({ problem: 'That session is not in the journal.' });
  });

  it('refuses what makes no sense, in a sentence', () => {
    const t = table();
    expect(nextTurn(t.campaign, t.ctx())).toEqual({ problem: 'No fight is on; start one first.' });
    t.apply(ok(startCombat(t.campaign, t.ctx())));
    expect(startCombat(t.campaign, t.ctx())).toEqual({ problem: 'A fight is already on; end it before starting another.' });
    expect(nextTurn(t.campaign, t.ctx())).toEqual({ problem: 'Roll initiative first.' });
    expect(applyDamage(t.campaign, t.ctx(), 'ayla', -3)).toEqual({ problem: 'Damage is a whole number of 0 or more.' });
    expect(addMonsters(t.campaign, t.ctx(), { name: 'Ghoul', input: { hitDice: 'lots', defence: '6', damage: '1d3' } }, { rng: createScriptedRandom([]) })).toMatchObject({ problem: expect.stringMatching(/is not hit dice/) });
    expect(undoLast(t.campaign, t.ctx())).toEqual({ problem: 'There is nothing to undo in this fight.' });
  });

  it('keeps a fixed order for a system that rolls no initiative (16+, 001:3)', async () => {
    const sixteen = await loadSystem('sixteen');
    if (!sixteen) throw new Error('16+ is not registered.');
    const ctx: CombatContext = { system: sixteen, members: new Map(), now: NOW, newId: ids('s') };
    let c = ok(startCombat(campaignWith(sixteen, []), ctx)).campaign;
    c = ok(addMonsters(c, ctx, { name: 'Wolf', input: sixteen.monsters ? { hd: '2', hp: '9', ac: '12' } : { hp: '9', defence: '12', attack: '1d6' }, count: 2 }, { rng: createScriptedRandom([]) })).campaign;
    expect(c.combat?.initiativeMode).toBe('none');
    expect(c.combat?.combatants.map((x) => x.monster?.hp)).toEqual([9, 9]);
    const started = ok(nextTurn(c, ctx));
    expect(started.notices).toEqual(['Round 1.']);
    expect(current(started.campaign)).toBe('Wolf 1');
  });
});
