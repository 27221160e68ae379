/**
 * The combat tracker at the table: damage applied to one of 30 combatants (8 Dark Dungeons characters and 22
 * monsters) and the tracker's view worked out again, the pure core part of what the app does on each keypress.
 * A member's damage goes through its system (`vitals.setTracker`) and its card is worked out again, as the store
 * does when it saves the character; members and monsters take turns being hit. Issue 13 asks for one frame: 16 ms.
 */
import { addMonsters, applyDamage, heal, rollForInitiative, startCombat, type CombatContext, type TrackerMember } from '../core/campaign/combat';
import { combatView, type MemberCard } from '../core/campaign/combat-view';
import { createSeededRandom } from '../core/dice';
import { newCampaign, type CampaignDocument } from '../core/documents/campaign';
import type { CharacterDocument } from '../core/documents/character';
import type { CampaignId, CharacterId } from '../core/documents/ids';
import type { AnySystem } from '../core/systems/types';
import { benchSystem } from './engine';
import { medianOf, timeMs, type Repeat } from './stats';

/** The combat section of the report. */
export interface CombatFigures {
  /** One damage (or healing) and the tracker's view worked out again, with 30 combatants (median ms per action). */
  readonly applyDamageMs: number;
}

const NOW = '2025-01-01T00:00:00.000Z';
const MEMBERS = 8;
const MONSTERS = 22;
/** Actions timed together in one sample, so the clock's resolution does not dominate a sub-millisecond action. */
const ACTIONS_PER_SAMPLE = 20;

function must<T extends object>(result: T | { readonly problem: string }): T {
  if ('problem' in result) throw new Error(result.problem);
  return result;
}

/** A fight of 30: the party (quick characters of every class) against orcs, ogres and a troll, initiative rolled. */
function setUp(system: AnySystem): { campaign: CampaignDocument; docs: Map<string, CharacterDocument>; ctx: () => CombatContext } {
  const rng = createSeededRandom(13);
  const kinds = system.quickVariants;
  const docs = new Map<string, CharacterDocument>();
  for (let i = 0; i < MEMBERS; i++) {
    const doc = system.quick(rng, { id: `member-${i}`, now: NOW, variant: kinds[i % kinds.length]?.id });
    docs.set(doc.id, doc);
  }
  let counter = 0;
  const members = (): Map<string, TrackerMember> => new Map([...docs].map(([id, doc]) => [id, { doc, card: null }]));
  const ctx = (): CombatContext => ({ system, members: members(), now: NOW, newId: () => `bench-${++counter}` });
  let campaign: CampaignDocument = { ...newCampaign({ id: 'bench' as CampaignId, name: 'Bench', system: system.id, now: NOW }), members: [...docs.keys()] as CharacterId[] };
  campaign = must(startCombat(campaign, ctx())).campaign;
  for (const [name, hitDice, count] of [['Orc', '1', 16], ['Ogre', '4+1', 5], ['Troll', '6+3*', 1]] as const) {
    campaign = must(addMonsters(campaign, ctx(), { name, input: { hitDice, defence: '6', damage: '1d8' }, count }, { rng })).campaign;
  }
  campaign = must(rollForInitiative(campaign, ctx(), rng)).campaign;
  if (campaign.combat?.combatants.length !== MEMBERS + MONSTERS) throw new Error('the bench fight should have 30 combatants');
  return { campaign, docs, ctx };
}

/** Measures the tracker. */
export async function benchCombat(repeat: Repeat): Promise<CombatFigures> {
  const { system } = await benchSystem();
  const { campaign: start, docs, ctx } = setUp(system);
  let campaign = start;
  const cards = new Map<string, MemberCard>([...docs].map(([id, doc]) => [id, { name: doc.name, card: system.card(doc) }]));
  const ids = campaign.combat?.combatants.map((c) => c.id) ?? [];
  let step = 0;

  /** One keypress: 1 damage (or 1 healing every other round, so nobody stays at 0) and the view again. */
  const act = (): void => {
    const target = ids[step % ids.length] ?? '';
    const hurt = Math.floor(step / ids.length) % 2 === 0;
    step++;
    const update = must(hurt ? applyDamage(campaign, ctx(), target, 1) : heal(campaign, ctx(), target, 1));
    campaign = update.campaign;
    for (const doc of update.characters) {
      docs.set(doc.id, doc);
      cards.set(doc.id, { name: doc.name, card: system.card(doc) });
    }
    const view = combatView(campaign, system, cards);
    if (view?.combatants.length !== ids.length) throw new Error('the tracker lost a combatant');
  };

  const applyDamageMs = await medianOf(repeat, async () => (await timeMs(() => {
    for (let i = 0; i < ACTIONS_PER_SAMPLE; i++) act();
  })) / ACTIONS_PER_SAMPLE);
  return { applyDamageMs };
}
