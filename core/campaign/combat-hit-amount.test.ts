/**
 * The tracker's number beside "Damage" fills what the member's system asks for a hit. True SRD has no hit points: a
 * hit is a Toughness save against 15 + the attack's damage bonus (003:322-335), so the number is that bonus, and the
 * tracker's row says so (`hitAmount`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeededRandom } from '../dice';
import { createScriptedRandom } from '../dice/testing';
import type { CharacterDocument } from '../documents/character';
import type { CharacterId } from '../documents/ids';
import { rosterCard } from '../systems/card';
import { loadSystem } from '../systems/registry';
import type { AnySystem } from '../systems/types';
import { applyDamage, startCombat, type CombatContext } from './combat';
import { combatView } from './combat-view';
import { isProblem, type Problem } from './members';
import { NOW, campaignWith, ids, trackerMembers } from './testing/party';

let trueSrd: AnySystem;
let dd: AnySystem;
beforeAll(async () => {
  const t = await loadSystem('true-srd');
  const d = await loadSystem('dark-dungeons');
  if (!t || !d) throw new Error('True SRD and Dark Dungeons are registered');
  trueSrd = t;
  dd = d;
});

function ok<T extends object>(result: T | Problem): T {
  if (isProblem(result)) throw new Error(result.problem);
  return result;
}

function fight(system: AnySystem) {
  const doc: CharacterDocument = { ...system.quick(createSeededRandom(4), { id: 'a', now: NOW }), id: 'a' as CharacterId, name: 'Hero' };
  const ctx = (docs: readonly CharacterDocument[]): CombatContext => ({ system, members: trackerMembers(system, docs), now: NOW, newId: ids('x') });
  const started = ok(startCombat(campaignWith(system, [{ doc }]), ctx([doc])));
  return { doc, ctx, campaign: started.campaign };
}

describe('a hit from the combat tracker', () => {
  it('on a True SRD member is a Toughness save against 15 + the number typed as the damage bonus (003:322)', () => {
    const { doc, ctx, campaign } = fight(trueSrd);
    const c = campaign.combat?.combatants[0];
    if (!c) throw new Error('no member');
    const hit = ok(applyDamage(campaign, ctx([doc]), c.id, 5, { rng: createScriptedRandom([1]) }));
    const after = hit.characters[0];
    const entry = after?.history.at(-1);
    // Difficulty 20 = 15 + the bonus of 5; a natural 1 fails it.
    expect(entry?.summary).toBe('Toughness save against +5 (lethal): dying (and unconscious)');
    expect(entry?.dice[0]).toMatch(/^Toughness save: d20 1 \+ \d+ Toughness = \d+ vs Difficulty 20: failed by/);
    expect(entry?.fields?.length).toBeGreaterThan(0);
    const card = after ? rosterCard(trueSrd, after) : null;
    expect(card?.play?.hitAmount).toBe('Attack’s damage bonus');
    const view = combatView(hit.campaign, trueSrd, new Map([[c.id, { name: 'Hero', card }]]));
    expect(view?.combatants[0]?.hitAmount).toBe('Attack’s damage bonus');
  });

  it('on a Dark Dungeons member is the damage taken, and the row has no other meaning for it', () => {
    const { doc, ctx, campaign } = fight(dd);
    const c = campaign.combat?.combatants[0];
    if (!c) throw new Error('no member');
    const hit = ok(applyDamage(campaign, ctx([doc]), c.id, 1));
    expect(hit.characters[0]?.history.at(-1)?.summary).toMatch(/Took 1 damage/);
    expect(rosterCard(dd, hit.characters[0] as CharacterDocument)?.play?.hitAmount).toBeUndefined();
  });
});
