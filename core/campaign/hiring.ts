/**
 * Hirelings in the party (issue 21 §7): the system's hiring rules read from the members' cards (`CharacterCard.hiring`,
 * Dark Dungeons' supplement §7.9) — who leads (the player character of the highest level, the first in party order on
 * a tie), how many hirelings it may keep and at what morale, each retainer's fee, and what breaks the rules (too many,
 * a level over the leader's limit). Said, never refused: the GM decides.
 */
import type { CampaignDocument } from '../documents/campaign';
import type { CardHiring } from '../systems/types';
import { formatNumber } from '../text/format';
import { partyMembers } from './members';
import type { MemberCharacter } from './party';

/** The party under the hiring rules. */
export interface HiringView {
  /** The leader whose Cha and level set the terms, with them in words; null when no player character can lead. */
  readonly leader: { readonly id: string; readonly name: string; readonly words: string } | null;
  /** Each retainer's terms in words, and what breaks the rules, by character id. */
  readonly hirelings: ReadonlyMap<string, { readonly text: string; readonly problems: readonly string[] }>;
  /** What breaks the rules for the party as a whole (more hirelings than the leader may keep). */
  readonly problems: readonly string[];
  readonly source: string;
}

type Usable = MemberCharacter & { readonly card: NonNullable<MemberCharacter['card']> & { readonly hiring: CardHiring } };

/** The party's hiring, or null where the system has no hiring rules (no member's card has any). */
export function hiringView(campaign: CampaignDocument, characters: readonly MemberCharacter[]): HiringView | null {
  const byId = new Map(characters.map((c) => [c.id as string, c]));
  const members = partyMembers(campaign).map((m) => ({ member: m, character: byId.get(m.id) }));
  const usable = (c: MemberCharacter | undefined): c is Usable => c !== undefined && !c.trashed && c.card?.hiring !== undefined;
  const any = members.find((m) => usable(m.character));
  if (!any || !usable(any.character)) return null;
  const source = any.character.card.hiring.source;
  let leader: Usable | null = null;
  for (const { member, character } of members) {
    if (member.role !== 'pc' || !usable(character) || character.status !== 'complete') continue;
    if (!leader || (character.card.level ?? 0) > (leader.card.level ?? 0)) leader = character;
  }
  const leads = leader?.card.hiring.leads ?? null;
  const retainers = members.filter((m) => m.member.role === 'retainer');
  const hirelings = new Map<string, { text: string; problems: string[] }>();
  for (const { member, character } of retainers) {
    if (!usable(character)) continue;
    const problems: string[] = [];
    const level = character.card.level;
    if (leads && level !== null && level > leads.topLevel) problems.push(`Level ${level} is over the leader’s limit of level ${leads.topLevel} (${source}).`);
    const morale = leads ? ` · morale ${leads.morale}` : '';
    hirelings.set(member.id, { text: `Fee ${character.card.hiring.fee}${morale}`, problems });
  }
  const problems: string[] = [];
  if (leads && retainers.length > leads.most) {
    problems.push(`${formatNumber(retainers.length)} hirelings: more than the ${formatNumber(leads.most)} the leader’s Cha allows (${source}).`);
  }
  return {
    leader: leader && leads ? { id: leader.id, name: leader.name.trim() || 'Unnamed', words: leads.words } : null,
    hirelings,
    problems,
    source,
  };
}
