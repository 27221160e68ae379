/**
 * Reads the campaign's state classes share: members' characters from the store with their revisions, in the shapes
 * core's campaign functions take. Plain functions (no runes), so the maps they build are the caller's to freeze.
 */
import type { CampaignDocument } from '../../../core/documents/campaign';
import type { CharacterDocument } from '../../../core/documents/character';
import type { AwardCharacter } from '../../../core/campaign/awards';
import type { MemberCard } from '../../../core/campaign/combat-view';
import type { CombatContext } from '../../../core/campaign/combat';
import type { MemberCharacter } from '../../../core/campaign/party';
import type { AnySystem, CharacterCard } from '../../../core/systems/types';
import type { CharacterRepository, CharacterSummary } from '../store/characters-repo';
import type { Revisioned } from '../store/rows';

/** A member's character as read for a change: the document and the revision to save it on. */
export type MemberRead = Revisioned<CharacterDocument>;

/** Today as YYYY-MM-DD in local time (the day of play). */
export function today(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Names of characters by id ("Unnamed" for a blank one), for sentences and searches. */
export function namesById(summaries: readonly Pick<CharacterSummary, 'id' | 'name'>[]): ReadonlyMap<string, string> {
  return new Map(summaries.map((s) => [s.id, s.name.trim() || 'Unnamed']));
}

/** The combat view's member cards by id (trashed members left out: their numbers are not in play). */
export function memberCards(members: readonly MemberCharacter[]): ReadonlyMap<string, MemberCard> {
  return new Map(members.filter((m) => !m.trashed).map((m) => [m.id, { name: m.name, card: m.card }]));
}

/**
 * The members' characters from the store with their revisions: those of the campaign's system that are in play (not
 * in the trash, not drafts unless `drafts`), by id.
 */
export async function readMembers(
  characters: Pick<CharacterRepository, 'getWithRev'>,
  campaign: CampaignDocument,
  system: AnySystem,
  options: { readonly drafts?: boolean } = {},
): Promise<ReadonlyMap<string, MemberRead>> {
  const read = await Promise.all(campaign.members.map((id) => characters.getWithRev(id)));
  const found = new Map<string, MemberRead>();
  for (const r of read) {
    if (!r || r.deletedAt !== undefined || !system.owns(r.doc)) continue;
    if (r.doc.status === 'draft' && !options.drafts) continue;
    found.set(r.doc.id, r);
  }
  return found;
}

/** Every member's character for an award (drafts and trashed ones too: the award says why it leaves them out). */
export async function readAwardCharacters(
  characters: Pick<CharacterRepository, 'getWithRev'>,
  campaign: Pick<CampaignDocument, 'members'>,
): Promise<{ readonly characters: ReadonlyMap<string, AwardCharacter>; readonly revs: Readonly<Record<string, string>> }> {
  const read = await Promise.all(campaign.members.map((id) => characters.getWithRev(id)));
  const found = new Map<string, AwardCharacter>();
  const revs: Record<string, string> = {};
  for (const r of read) {
    if (!r) continue;
    found.set(r.doc.id, { doc: r.doc, trashed: r.deletedAt !== undefined });
    revs[r.doc.id] = r.rev;
  }
  return { characters: found, revs };
}

/** The tracker's members (document and card) and their revisions, from what was read. */
export function trackerMembers(
  read: ReadonlyMap<string, MemberRead>,
  summaries: readonly Pick<CharacterSummary, 'id' | 'card'>[],
): { readonly members: CombatContext['members']; readonly revs: Readonly<Record<string, string>> } {
  const cards = new Map<string, CharacterCard | null>(summaries.map((s) => [s.id, s.card]));
  const members = new Map([...read].map(([id, r]) => [id, { doc: r.doc, card: cards.get(id) ?? null }]));
  return { members, revs: Object.fromEntries([...read].map(([id, r]) => [id, r.rev])) };
}

/** The members' characters alone, by id (what core's campaign functions take). */
export function memberDocs(read: ReadonlyMap<string, MemberRead>): ReadonlyMap<string, CharacterDocument> {
  return new Map([...read].map(([id, r]) => [id, r.doc]));
}
