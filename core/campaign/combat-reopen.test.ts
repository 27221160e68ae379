import { beforeAll, describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../dice/testing';
import type { CampaignDocument } from '../documents/campaign';
import { checkCampaign, type CheckContext } from '../documents/document-checks';
import { canonicalJson } from '../documents/canonical-json';
import type { AnySystem } from '../systems/types';
import { addMonsters, applyDamage, endCombat, nextTurn, reopenCombat, rollForInitiative, startCombat, undoLast, type CombatContext } from './combat';
import { addSession } from './journal';
import { isProblem, type Problem } from './members';
import { addTimer } from './time';
import { NOW, campaignWith, character, darkDungeons, ids, trackerMembers } from './testing/party';

let dd: AnySystem;
beforeAll(async () => {
  dd = await darkDungeons();
});

function ok<T extends object>(result: T | Problem): T {
  if (isProblem(result)) throw new Error(result.problem);
  return result;
}

const ROUND = { id: 'round', name: 'round', plural: 'rounds', seconds: 10 } as const;

/** Ayla against an orc, tied to session s1 with a torch burning, two rounds fought, the orc defeated. */
function foughtTwoRounds(): { campaign: CampaignDocument; ctx: CombatContext } {
  const ayla = character(dd, 'ayla', 'Ayla', 'fighter', { dex: 18, str: 16 }, 1);
  let campaign = ok(addSession(campaignWith(dd, [{ doc: ayla }]), 's1', { date: '2026-05-01' }));
  campaign = ok(addTimer(campaign, { id: 't1', label: 'Torch', kind: 'light', amount: 60, unit: ROUND, holder: null }));
  const ctx: CombatContext = { system: dd, members: trackerMembers(dd, [ayla]), now: NOW, newId: ids('x') };
  campaign = ok(startCombat(campaign, ctx, { sessionId: 's1' })).campaign;
  campaign = ok(addMonsters(campaign, ctx, { name: 'Orc', input: { hitDice: '1', hp: '5', defence: '6', damage: '1d6' } }, { rng: createScriptedRandom([]) })).campaign;
  campaign = ok(rollForInitiative(campaign, ctx, createScriptedRandom([3, 5]))).campaign;
  for (let i = 0; i < 8 && (campaign.combat?.round ?? 0) < 2; i++) campaign = ok(nextTurn(campaign, ctx)).campaign;
  const orc = campaign.combat!.combatants.find((c) => c.name === 'Orc')!.id;
  campaign = ok(applyDamage(campaign, ctx, orc, 5)).campaign;
  return { campaign, ctx };
}

describe('ending a fight can be undone (issue 21 §4)', () => {
  it('brings the fight back as it stood, takes its summary out of the session and the clock back by its rounds', () => {
    const { campaign, ctx } = foughtTwoRounds();
    const ended = ok(endCombat(campaign, ctx, { roundSeconds: 10 }));
    expect(ended.campaign.combat).toBeNull();
    expect(ended.campaign.journal[0]?.combats).toHaveLength(1);
    expect(ended.summary).toMatchObject({ rounds: 2, xpValue: 10 });
    expect(ended.campaign.clock).toEqual({ elapsedSeconds: 20, timers: [{ id: 't1', label: 'Torch', kind: 'light', remainingSeconds: 580, holder: null }] });

    const back = ok(reopenCombat(ended.campaign));
    expect(back.campaign.combat).toEqual(campaign.combat);
    expect(back.campaign.journal).toEqual(campaign.journal);
    expect(back.campaign.clock).toEqual(campaign.clock);
    expect(back.campaign.endedFight).toBeUndefined();
    expect(back.notices).toEqual(['The fight is back at round 2; its summary left the session.']);
    // The fight's own undo still works: the orc's 5 damage comes off.
    const undone = ok(undoLast(back.campaign, ctx));
    expect(undone.campaign.combat?.combatants.find((c) => c.name === 'Orc')).toMatchObject({ defeated: false, monster: { hp: 5 } });

    // Ended again (redone): the same summary, the clock moved on again.
    const again = ok(endCombat(back.campaign, ctx, { roundSeconds: 10 }));
    expect(again.summary).toEqual(ended.summary);
    expect(again.campaign.clock).toEqual(ended.campaign.clock);
  });

  it('leaves the clock where it is when it has moved since the end, and says so', () => {
    const { campaign, ctx } = foughtTwoRounds();
    const ended = ok(endCombat(campaign, ctx, { roundSeconds: 10 })).campaign;
    const moved = { ...ended, clock: { ...ended.clock, elapsedSeconds: ended.clock.elapsedSeconds + 600 } };
    const back = ok(reopenCombat(moved));
    expect(back.campaign.clock).toEqual(moved.clock);
    expect(back.notices).toContain('The clock was left where it is: it has moved since the fight ended.');
  });

  it('is refused once another fight has started, and when there is nothing to take back', () => {
    const { campaign, ctx } = foughtTwoRounds();
    expect(reopenCombat(campaign)).toEqual({ problem: 'No ended fight to take back: its end was already undone, or another fight has started since.' });
    const ended = ok(endCombat(campaign, ctx)).campaign;
    const next = ok(startCombat(ended, ctx, { sessionId: 's1' })).campaign;
    expect(next.endedFight).toBeUndefined();
    expect(isProblem(reopenCombat(next))).toBe(true);
    const back = ok(reopenCombat(ended)).campaign;
    expect(isProblem(reopenCombat(back))).toBe(true);
  });

  it('keeps the ended fight in the campaign file: it re-imports unchanged, and a damaged one is dropped with a note', () => {
    const { campaign, ctx } = foughtTwoRounds();
    const ended = ok(endCombat(campaign, ctx, { roundSeconds: 10 })).campaign;
    const checks: CheckContext = { systems: (id) => (id === dd.id ? dd : undefined), now: () => NOW, newId: ids('n') };
    const text = canonicalJson(ended);
    const read = checkCampaign(JSON.parse(text) as unknown, checks);
    expect(canonicalJson(read.doc)).toBe(text);
    expect(read.notes).toEqual([]);
    const damaged = checkCampaign({ ...(JSON.parse(text) as object), endedFight: { combat: 'nonsense' } }, checks);
    expect(damaged.doc.endedFight).toBeUndefined();
    expect(damaged.notes).toContain('The fight ended last could not be read, so its end can no longer be undone; its summary stays in its session.');
  });
});
