/**
 * Conditions a campaign of schema 2 kept for its members (`campaign.conditions`, and a fight's list), from before
 * conditions lived on characters: moved onto the characters, each through the one write path (their history says
 * where it came from), when the campaign is next opened. A condition whose character is not at hand (in the trash,
 * gone) stays in the campaign until it is.
 */
import type { ActiveCondition, CampaignDocument } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import { execute } from '../character/command';
import { addCondition } from '../character/conditions';
import type { AnySystem } from '../systems/types';
import type { RandomSource } from '../dice';

/** What the move changed: the campaign without the moved conditions, and the characters that took them. */
export interface MovedConditions {
  readonly campaign: CampaignDocument;
  readonly characters: readonly CharacterDocument[];
  readonly notices: readonly string[];
}

const NO_DICE: RandomSource = {
  next: () => {
    throw new RangeError('Moving conditions rolls no dice.');
  },
  int: () => {
    throw new RangeError('Moving conditions rolls no dice.');
  },
};

/** Moves members' conditions held by the campaign onto their characters; null when there is nothing to move. */
export function moveLegacyConditions(
  campaign: CampaignDocument,
  system: AnySystem,
  characters: ReadonlyMap<string, CharacterDocument>,
  options: { readonly now: string; readonly newId: () => string },
): MovedConditions | null {
  const held = [...campaign.conditions, ...(campaign.combat?.conditions ?? [])].filter((c) => campaign.members.includes(c.targetId as CharacterDocument['id']));
  if (held.length === 0) return null;
  const changed = new Map<string, CharacterDocument>();
  const moved = new Set<string>();
  for (const c of held) {
    const doc = changed.get(c.targetId) ?? characters.get(c.targetId);
    if (!doc) continue;
    const written = execute(doc, addCondition, { conditionId: c.conditionId, name: c.name, rounds: c.remainingRounds, note: c.note || `kept by ${campaign.name}` }, { system, now: options.now, rng: NO_DICE, newId: options.newId });
    // The same condition already on the character counts as moved: it is there.
    if ('problem' in written && !(doc.conditions ?? []).some((x) => x.conditionId === c.conditionId)) continue;
    if (!('problem' in written)) changed.set(c.targetId, written.doc);
    moved.add(c.id);
  }
  if (moved.size === 0) return null;
  const keep = (list: readonly ActiveCondition[]) => list.filter((c) => !moved.has(c.id));
  const next: CampaignDocument = { ...campaign, conditions: keep(campaign.conditions), combat: campaign.combat && { ...campaign.combat, conditions: keep(campaign.combat.conditions) } };
  return { campaign: next, characters: [...changed.values()], notices: [`${moved.size === 1 ? 'One condition' : `${moved.size} conditions`} the campaign kept for its members ${moved.size === 1 ? 'is' : 'are'} now on the characters themselves.`] };
}
