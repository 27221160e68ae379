import { beforeAll, describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../dice/testing';
import type { AnySystem } from '../systems/types';
import { actNow, addMonsters, applyDamage, delayTurn, keepInitiative, nextTurn, rollForInitiative, setInitiative, setIntent, undoLast } from './combat';
import { combatHeadline, combatView } from './combat-view';
import { darkDungeons } from './testing/party';
import { current, fight, ok, order, table } from './testing/fight';
import { describeWithSources, readSource } from '../../tests/unit-support/sources';

let dd: AnySystem;
beforeAll(async () => {
  dd = await darkDungeons();
});

describeWithSources('the rules these tests pin', () => {
  it('are the supplement’s', () => {
    const lines = readSource('supplements/dark-dungeons-tables.md');
    // The GM rolls once per monster type (§9.3, line 841); initiative is rolled each round, step 3 of the round (§9.1, line 827).
    expect(lines[840]).toContain('the GM rolls once per monster type');
    expect(lines[826]).toContain('3. **Initiative** roll.');
  });
});

const view = (t: ReturnType<typeof table>) => combatView(t.campaign, dd, new Map())!;

describe('monster groups in the combat tracker', () => {
  it('gives a group one turn, each monster its own hit points, and damage to the one picked', () => {
    const t = table(dd);
    // Ayla 3 + 2 = 5, Bram 5, the orcs 4 (one roll), the ogre 2.
    fight(t, [3, 5, 4, 2]);
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(combatHeadline(view(t))).toBe("Round 1 · Orc ×2's turn");
    expect(view(t).combatants.filter((c) => c.current).map((c) => c.name)).toEqual(['Orc 1', 'Orc 2']);
    const orc2 = t.campaign.combat!.combatants.find((c) => c.name === 'Orc 2')!;
    t.apply(ok(applyDamage(t.campaign, t.ctx(), orc2.id, 5)));
    expect(t.campaign.combat!.combatants.map((c) => [c.name, c.monster?.hp ?? null, c.defeated])).toEqual([
      ['Ayla', null, false], ['Bram', null, false], ['Orc 1', 5, false], ['Orc 2', 0, true], ['Ogre', 20, false],
    ]);
    // With one orc left, the turn is that orc's own name again.
    expect(combatHeadline(view(t))).toBe("Round 1 · Orc 1's turn");
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(current(t.campaign)).toBe('Ogre');
  });

  it('lets a group delay together and act together', () => {
    const t = table(dd);
    fight(t, [3, 5, 4, 2]);
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    const delayed = t.apply(ok(delayTurn(t.campaign, t.ctx())));
    expect(current(t.campaign)).toBe('Ogre');
    expect(t.campaign.combat!.delayed).toHaveLength(2);
    expect(t.campaign.combat!.log.at(-1)?.label).toBe('Orc ×2 delays');
    expect(delayed.notices).toEqual([]);
    const orc1 = t.campaign.combat!.combatants.find((c) => c.name === 'Orc 1')!;
    t.apply(ok(actNow(t.campaign, t.ctx(), orc1.id)));
    expect(order(t.campaign)).toEqual(['Ayla', 'Bram', 'Orc 1', 'Orc 2', 'Ogre']);
    expect(combatHeadline(view(t))).toBe("Round 1 · Orc ×2's turn");
    expect(t.campaign.combat!.delayed).toEqual([]);
  });

  it('lets a monster whose total the GM set by hand act on its own', () => {
    const t = table(dd);
    fight(t, [3, 5, 4, 2]);
    const orc2 = t.campaign.combat!.combatants.find((c) => c.name === 'Orc 2')!;
    t.apply(ok(setInitiative(t.campaign, t.ctx(), orc2.id, 1)));
    expect(order(t.campaign)).toEqual(['Ayla', 'Bram', 'Orc 1', 'Ogre', 'Orc 2']);
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(combatHeadline(view(t))).toBe("Round 1 · Orc 1's turn");
  });

  it('offers initiative again at each new round (§9.1): rolled anew, or the order kept; both undoable', () => {
    const t = table(dd);
    fight(t, [3, 5, 4, 2]);
    for (let i = 0; i < 4; i++) t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(t.campaign.combat!.round).toBe(2);
    expect(view(t).initiativeDue).toBe(true);
    // Keeping the order: the round goes on from the top, and an undo asks again.
    t.apply(ok(keepInitiative(t.campaign, t.ctx())));
    expect(view(t).initiativeDue).toBe(false);
    expect(current(t.campaign)).toBe('Ayla');
    expect(keepInitiative(t.campaign, t.ctx())).toEqual({ problem: 'Initiative is not being asked for now.' });
    t.apply(ok(undoLast(t.campaign, t.ctx())));
    expect(view(t).initiativeDue).toBe(true);
    // Rolling anew: the ogre 6 now goes first; Ayla 1 + 2 = 3, Bram 2, the orcs 5.
    t.apply(ok(rollForInitiative(t.campaign, t.ctx(), createScriptedRandom([1, 2, 5, 6]))));
    expect(view(t).initiativeDue).toBe(false);
    expect(order(t.campaign)).toEqual(['Ogre', 'Orc 1', 'Orc 2', 'Ayla', 'Bram']);
    expect(t.campaign.combat!.round).toBe(2);
    expect(current(t.campaign)).toBe('Ogre');
    // Going on without either keeps the order and stops asking.
    for (let i = 0; i < 3; i++) t.apply(ok(nextTurn(t.campaign, t.ctx())));
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(t.campaign.combat!.round).toBe(3);
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(view(t).initiativeDue).toBe(false);
  });

  it('monsters added later join their group’s turn once initiative gives them the same total', () => {
    const t = table(dd);
    fight(t, [3, 5, 4, 2]);
    t.apply(ok(addMonsters(t.campaign, t.ctx(), { name: 'Orc', input: { hitDice: '1', hp: '5', defence: '6', damage: '1d6' } }, { rng: createScriptedRandom([]) })));
    expect(order(t.campaign)).toEqual(['Ayla', 'Bram', 'Orc 1', 'Orc 2', 'Ogre', 'Orc 3']);
    t.apply(ok(rollForInitiative(t.campaign, t.ctx(), createScriptedRandom([3, 5, 4, 2]))));
    expect(order(t.campaign)).toEqual(['Ayla', 'Bram', 'Orc 1', 'Orc 2', 'Orc 3', 'Ogre']);
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(combatHeadline(view(t))).toBe("Round 1 · Orc ×3's turn");
  });
});

describe('the statement of intent (supplement §9.1)', () => {
  it('adds +1 early and −1 for waiting to a member’s next roll, holds for the round, and is undone with it', () => {
    const t = table(dd);
    fight(t, [3, 5, 4, 2]);
    t.apply(ok(setIntent(t.campaign, t.ctx(), 'bram', 'early')));
    t.apply(ok(setIntent(t.campaign, t.ctx(), 'ayla', 'late')));
    expect(setIntent(t.campaign, t.ctx(), t.campaign.combat!.combatants.find((c) => c.name === 'Ogre')!.id, 'early')).toHaveProperty('problem');
    // Ayla 3 + 2 (Dex 18) − 1 = 4; Bram 3 + 0 + 1 = 4; the orcs 6; the ogre 1.
    t.apply(ok(rollForInitiative(t.campaign, t.ctx(), createScriptedRandom([3, 3, 6, 1, 2, 5]))));
    const totals = Object.fromEntries(t.campaign.combat!.combatants.map((c) => [c.name, c.initiative.total]));
    expect(totals).toMatchObject({ Ayla: 4, Bram: 4, 'Orc 1': 6, Ogre: 1 });
    expect(view(t).combatants.find((c) => c.name === 'Bram')?.intent).toBe('early');
    // A new round clears it; undoing the round brings it back.
    for (let i = 0; i < 4; i++) t.apply(ok(nextTurn(t.campaign, t.ctx())));
    expect(t.campaign.combat!.round).toBe(2);
    expect(t.campaign.combat!.combatants.some((c) => c.intent)).toBe(false);
    t.apply(ok(undoLast(t.campaign, t.ctx())));
    expect(t.campaign.combat!.combatants.find((c) => c.id === 'bram')?.intent).toBe('early');
  });
});
