/**
 * A small Dark Dungeons fight for the combat tracker's tests: Ayla (fighter, Dex 18) and Bram (thief) with a session,
 * two orcs and an ogre, initiative from scripted dice; the store's documents kept up to date as actions change them.
 */
import { createScriptedRandom } from '../../dice/testing';
import type { CampaignDocument } from '../../documents/campaign';
import type { CharacterDocument } from '../../documents/character';
import type { AnySystem } from '../../systems/types';
import { addMonsters, rollForInitiative, startCombat, type CombatContext, type CombatUpdate } from '../combat';
import { addSession } from '../journal';
import { isProblem, type Problem } from '../members';
import { NOW, campaignWith, character, ids, trackerMembers } from './party';

/** Unwraps an update, failing the test with the refusal's sentence. */
export function ok<T extends object>(result: T | Problem): T {
  if (isProblem(result)) throw new Error(result.problem);
  return result;
}

export interface Table {
  campaign: CampaignDocument;
  docs: Map<string, CharacterDocument>;
  ctx: () => CombatContext;
  apply: (update: CombatUpdate) => CombatUpdate;
}

/** A two-member party of Dark Dungeons characters and a session, with the store's documents kept up to date. */
export function table(dd: AnySystem): Table {
  const ayla = character(dd, 'ayla', 'Ayla', 'fighter', { dex: 18, str: 16 }, 1);
  const bram = character(dd, 'bram', 'Bram', 'thief', { dex: 10 }, 2);
  const base = ok(addSession(campaignWith(dd, [{ doc: ayla }, { doc: bram }]), 's1', { date: '2026-05-01' }));
  const newId = ids('x');
  const t: Table = {
    campaign: base,
    docs: new Map([[ayla.id as string, ayla], [bram.id as string, bram]]),
    ctx: () => ({ system: dd, members: trackerMembers(dd, [...t.docs.values()]), now: NOW, newId }),
    apply: (update) => {
      t.campaign = update.campaign;
      for (const d of update.characters) t.docs.set(d.id, d);
      return update;
    },
  };
  return t;
}

/** A fight with Ayla, Bram, two orcs and an ogre, initiative rolled from the scripted dice. */
export function fight(t: Table, dice: readonly number[]): void {
  t.apply(ok(startCombat(t.campaign, t.ctx(), { sessionId: 's1' })));
  t.apply(ok(addMonsters(t.campaign, t.ctx(), { name: 'Orc', input: { hitDice: '1', hp: '5', defence: '6', damage: '1d6' }, count: 2 }, { rng: createScriptedRandom([]) })));
  t.apply(ok(addMonsters(t.campaign, t.ctx(), { name: 'Ogre', input: { hitDice: '4+1', hp: '20', defence: '5', damage: '2d6' } }, { rng: createScriptedRandom([]) })));
  t.apply(ok(rollForInitiative(t.campaign, t.ctx(), createScriptedRandom(dice))));
}

export const order = (c: CampaignDocument) => c.combat?.combatants.map((x) => x.name);
export const current = (c: CampaignDocument) => c.combat?.combatants[c.combat.turn]?.name;
