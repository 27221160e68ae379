/**
 * A campaign house rule that rolls initiative (by side, or for each combatant) in a system that rolls no initiative
 * dice (issue #23 §4): "16+" keeps a fixed order (001:3), so "Roll initiative" used to throw "dice notation is empty"
 * and the fight never started. The system's own rule is used instead, and the tracker says why.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeededRandom } from '../dice';
import type { CampaignDocument } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import type { CharacterId } from '../documents/ids';
import { loadSystem } from '../systems/registry';
import type { AnySystem } from '../systems/types';
import { describeWithSources, readSource } from '../../tests/unit-support/sources';
import { addMonsters, rollForInitiative, startCombat, type CombatContext } from './combat';
import { combatView } from './combat-view';
import { setHouseRules } from './house-rules';
import { initiativeModeFor } from './initiative';
import { isProblem, type Problem } from './members';
import { NOW, campaignWith, ids, trackerMembers } from './testing/party';

let sixteen: AnySystem;
let dd: AnySystem;
beforeAll(async () => {
  const s = await loadSystem('sixteen');
  const d = await loadSystem('dark-dungeons');
  if (!s || !d) throw new Error('16+ and Dark Dungeons are registered');
  sixteen = s;
  dd = d;
});

describeWithSources('the 16+ rule these tests rely on', () => {
  it('rolls no initiative: an order set at the start and kept all fight (001:3)', () => {
    expect(readSource('001_96b5c3c131247138.txt')[2]).toMatch(/^Combat RoundThere is no strict combat round.*This order is normally unchanged for the entire combat/);
  });
});

function ok<T extends object>(result: T | Problem): T {
  if (isProblem(result)) throw new Error(result.problem);
  return result;
}

function party(system: AnySystem): { campaign: CampaignDocument; ctx: CombatContext } {
  const docs: CharacterDocument[] = ['a', 'b'].map((id, i) => ({ ...system.quick(createSeededRandom(i + 1), { id, now: NOW }), id: id as CharacterId, name: `Hero ${id}` }));
  const newId = ids('x');
  return { campaign: campaignWith(system, docs.map((doc) => ({ doc }))), ctx: { system, members: trackerMembers(system, docs), now: NOW, newId } };
}

describe('a house rule that needs initiative dice the system lacks', () => {
  it.each(['side', 'individual'] as const)('16+ with initiative %s: the fight starts in its fixed order, with a note', (rule) => {
    const { campaign, ctx } = party(sixteen);
    const ruled = ok(setHouseRules(campaign, { initiative: rule }));
    const started = ok(startCombat(ruled, ctx));
    const withFoes = ok(addMonsters(started.campaign, ctx, { name: 'Ghoul', count: 2, input: { hitDice: '2', hp: '9', defence: '12', damage: '1d6', attackBonus: '2', xp: '20' }, initiativeModifier: 0 }, { rng: createSeededRandom(9) }));
    const order = withFoes.campaign.combat?.combatants.map((c) => c.name);
    const rolled = ok(rollForInitiative(withFoes.campaign, ctx, createSeededRandom(3)));
    const fight = rolled.campaign.combat;
    expect(fight?.round).toBe(1);
    expect(fight?.turn).toBe(0);
    expect(fight?.initiativeMode).toBe('none');
    expect(fight?.combatants.map((c) => c.name)).toEqual(order);
    expect(rolled.campaign.diceLog).toEqual(withFoes.campaign.diceLog);
    const view = combatView(rolled.campaign, sixteen, new Map());
    expect(view?.mode).toBe('none');
    expect(view?.houseRuleNote).toBe(
      `The campaign's house rule (initiative ${rule === 'side' ? 'by side' : 'for each combatant'}) needs initiative dice, which this game system does not roll, so its own rule is used.`,
    );
  });

  it('a fight stored before the fix, with the house rule in it, still rolls (its own rule)', () => {
    const { campaign, ctx } = party(sixteen);
    const started = ok(startCombat(campaign, ctx));
    const stale = { ...started.campaign, combat: started.campaign.combat && { ...started.campaign.combat, initiativeMode: 'side' as const } };
    const rolled = ok(rollForInitiative(stale, ctx, createSeededRandom(3)));
    expect(rolled.campaign.combat?.round).toBe(1);
    expect(combatView(rolled.campaign, sixteen, new Map())?.mode).toBe('none');
  });

  it('a system with initiative dice keeps the house rule, and says nothing', () => {
    expect(initiativeModeFor(dd.combat.initiative, 'individual')).toBe('individual');
    expect(initiativeModeFor(sixteen.combat.initiative, 'side')).toBe('none');
    expect(initiativeModeFor(sixteen.combat.initiative, null)).toBe('none');
    const { campaign, ctx } = party(dd);
    const started = ok(startCombat(ok(setHouseRules(campaign, { initiative: 'individual' })), ctx));
    const view = combatView(started.campaign, dd, new Map());
    expect(view?.mode).toBe('individual');
    expect(view?.houseRuleNote).toBeNull();
  });
});
