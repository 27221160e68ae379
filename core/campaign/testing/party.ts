/**
 * Test helpers for the campaign code: real Dark Dungeons characters (through the registry, as the app makes them)
 * with scores set so their XP bonus is known from Table 4-1, and a campaign around them. Kept out of production code
 * (lint treats testing/ as tests).
 */
import { createSeededRandom } from '../../dice';
import { newCampaign, type CampaignDocument, type MemberDetails } from '../../documents/campaign';
import type { CharacterDocument } from '../../documents/character';
import type { CampaignId, CharacterId } from '../../documents/ids';
import { loadSystem } from '../../systems/registry';
import type { AnySystem } from '../../systems/types';
import type { TrackerMember } from '../combat';

export const NOW = '2026-05-01T19:00:00.000Z';

/** Dark Dungeons, loaded through the registry. */
export async function darkDungeons(): Promise<AnySystem> {
  const system = await loadSystem('dark-dungeons');
  if (!system) throw new Error('Dark Dungeons is not registered.');
  return system;
}

/** Sets the rolled scores given (others stay) and clears the class adjustments, so the final scores are these. */
function withScores(doc: CharacterDocument, scores: Readonly<Record<string, number>>): CharacterDocument {
  // Tests reach into the payload the way a file would: it is JSON, and the system's shape check guards it.
  const data = doc.data as { rolled: Record<string, number>; adjustments: Record<string, number> };
  const zero = Object.fromEntries(Object.keys(data.adjustments).map((k) => [k, 0]));
  return { ...doc, data: { ...data, rolled: { ...data.rolled, ...scores }, adjustments: zero } };
}

/** A complete character of a class, named, with the given scores; `seed` picks the dice. */
export function character(system: AnySystem, id: string, name: string, variant: string, scores: Readonly<Record<string, number>>, seed = 1): CharacterDocument {
  const doc = system.quick(createSeededRandom(seed), { id, now: NOW, variant });
  return withScores({ ...doc, id: id as CharacterId, name }, scores);
}

/** A campaign of the system with these members and details. */
export function campaignWith(system: AnySystem, members: readonly { readonly doc: CharacterDocument; readonly details?: Partial<MemberDetails> }[]): CampaignDocument {
  const base = newCampaign({ id: 'camp-1' as CampaignId, name: 'The Sunken Crown', system: system.id, now: NOW });
  return {
    ...base,
    members: members.map((m) => m.doc.id),
    memberDetails: Object.fromEntries(members.map((m) => [m.doc.id, { role: 'pc', player: '', xpSharePercent: null, ...m.details }])),
  };
}

/** The tracker's view of members: each document with its card. */
export function trackerMembers(system: AnySystem, docs: readonly CharacterDocument[]): Map<string, TrackerMember> {
  return new Map(docs.map((doc) => [doc.id as string, { doc, card: system.card(doc) }]));
}

/** A counter id source: "id-1", "id-2"... */
export function ids(prefix = 'id'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}
