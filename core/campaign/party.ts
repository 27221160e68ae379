/**
 * The party dashboard's rows: every member at a glance (name, player, role, roster line, health with the rules'
 * word for it, defence, XP and the next level, conditions, level-up ready), worked out from what the store keeps of
 * each character (its card), so the dashboard and the party sheet never load a whole character or know a system.
 */
import type { CampaignDocument, MemberRole } from '../documents/campaign';
import type { CharacterId } from '../documents/ids';
import type { SheetModel } from '../sheet/sheet-model';
import type { CharacterCard } from '../systems/types';
import { formatNumber } from '../text/format';
import { ROLE_LABELS, memberDetailsOf, partyMembers, shareHouseRule } from './members';

/** What the campaign code needs of one character: what the store keeps beside it (its summary and card). */
export interface MemberCharacter {
  readonly id: CharacterId;
  readonly name: string;
  readonly status: 'draft' | 'complete';
  /** The system's card, or null when the system could not work it out. */
  readonly card: CharacterCard | null;
  /** True while the character is in the trash. */
  readonly trashed: boolean;
}

/** One row of the party dashboard (and of the party sheet). */
export interface PartyRow {
  readonly id: CharacterId;
  /** The character's name; "(missing character)" when the store has none with this id. */
  readonly name: string;
  readonly player: string;
  readonly role: MemberRole;
  readonly roleLabel: string;
  /** The roster line: "Thief 4". Empty when unknown. */
  readonly line: string;
  readonly health: {
    readonly label: string;
    readonly abbreviation: string;
    readonly current: number;
    readonly max: number;
    /** The rules' word ("Unconscious, dying"), or null. */
    readonly state: string | null;
    /** "7 / 12", with the state after a dash when there is one. */
    readonly text: string;
  } | null;
  readonly defence: { readonly label: string; readonly value: string } | null;
  readonly xp: { readonly current: number; readonly next: number | null; readonly text: string } | null;
  readonly levelUpReady: boolean;
  /** The conditions on the member's character (its card keeps them), for chips that take one off. */
  readonly conditions: readonly { readonly id: string; readonly name: string; readonly rounds: number | null }[];
  /** The conditions in words: "Stunned (2 rounds left), Prone". */
  readonly conditionsText: string;
  /** The custom share as a house rule in words, or null. */
  readonly shareRule: string | null;
  /** Whether the member can play: 'ok', or in the trash, a draft, or missing from the store. */
  readonly status: 'ok' | 'trashed' | 'draft' | 'missing';
  /** Why the row cannot be used in play, in a sentence, or null. */
  readonly problem: string | null;
}

/** "7 / 12", "7 / 12 — Unconscious, dying". */
export function healthText(current: number, max: number, state: string | null): string {
  return `${formatNumber(current)} / ${formatNumber(max)}${state ? ` — ${state}` : ''}`;
}

/** "2,100 / 4,000", "2,100 (top level)". */
export function xpText(current: number, next: number | null): string {
  return next === null ? `${formatNumber(current)} (top level)` : `${formatNumber(current)} / ${formatNumber(next)}`;
}

/** Why a member cannot be counted or changed (trashed, a draft, missing), or null when it can. */
export function memberProblem(character: MemberCharacter | undefined): string | null {
  if (!character) return 'This character is not in the store any more.';
  if (character.trashed) return 'This character is in the trash; restore it to play it.';
  if (character.status === 'draft') return 'This character is still a draft; finish creating it first.';
  return null;
}

/** Every member as a dashboard row, in party order. `characters` holds what the store has of each (any order). */
export function partyRows(campaign: CampaignDocument, characters: readonly MemberCharacter[]): PartyRow[] {
  const byId = new Map(characters.map((c) => [c.id as string, c]));
  return partyMembers(campaign).map((member): PartyRow => {
    const character = byId.get(member.id);
    const card = character?.card ?? null;
    const name = character?.name ?? '(missing character)';
    const conditions = card?.play?.conditions ?? [];
    const health = card?.health ?? null;
    return {
      id: member.id,
      name,
      player: member.player,
      role: member.role,
      roleLabel: ROLE_LABELS[member.role],
      line: card?.line ?? '',
      health: health && { ...health, text: healthText(health.current, health.max, health.state) },
      defence: card?.defence ?? null,
      xp: card?.xp ? { ...card.xp, text: xpText(card.xp.current, card.xp.next) } : null,
      levelUpReady: card?.levelUpReady ?? false,
      conditions,
      conditionsText: conditions.map((c) => (c.rounds === null ? c.name : `${c.name} (${c.rounds} round${c.rounds === 1 ? '' : 's'} left)`)).join(', '),
      shareRule: shareHouseRule(name, member),
      status: !character ? 'missing' : character.trashed ? 'trashed' : character.status === 'draft' ? 'draft' : 'ok',
      problem: memberProblem(character),
    };
  });
}

/** The campaign's house rules in force, in words, for footers and the award preview. */
export function campaignHouseRules(campaign: CampaignDocument, names: ReadonlyMap<string, string> = new Map()): string[] {
  const rules: string[] = [];
  if (campaign.houseRules.multiLevelPerAward === true) rules.push('One award may raise a character more than one level (house rule)');
  if (campaign.houseRules.multiLevelPerAward === false) rules.push('One award raises a character at most one level (house rule)');
  if (campaign.houseRules.initiative) rules.push(`Initiative ${campaign.houseRules.initiative === 'side' ? 'by side' : 'for each combatant'} (house rule)`);
  for (const member of partyMembers(campaign)) {
    const rule = shareHouseRule(names.get(member.id) ?? 'A member', member);
    if (rule) rules.push(rule);
  }
  if (campaign.customConditions.length > 0) rules.push(`Custom conditions: ${campaign.customConditions.map((c) => c.name).join(', ')}`);
  return rules;
}

/**
 * The campaign's house rules that bear on one member, each named after the campaign ("… (house rule of The Sunken
 * Crown)") so that a sheet of a character in two campaigns says whose rule each is: the campaign-wide ones and, when
 * the character is in the party, its own share.
 */
export function memberHouseRules(campaign: CampaignDocument, characterId: string, name: string): string[] {
  const whose = `house rule of ${campaign.name.trim() || 'an unnamed campaign'}`;
  const rules: string[] = [];
  if (campaign.houseRules.multiLevelPerAward === true) rules.push(`One award may raise a character more than one level (${whose})`);
  if (campaign.houseRules.multiLevelPerAward === false) rules.push(`One award raises a character at most one level (${whose})`);
  if (campaign.houseRules.initiative) rules.push(`Initiative ${campaign.houseRules.initiative === 'side' ? 'by side' : 'for each combatant'} (${whose})`);
  if (campaign.members.some((m) => m === characterId)) {
    const share = shareHouseRule(name, memberDetailsOf(campaign, characterId), whose);
    if (share) rules.push(share);
  }
  return rules;
}

/** A member's sheet with the campaign's house rules added to its footer (each once), so paper says what is in force. */
export function withCampaignHouseRules(model: SheetModel, campaign: CampaignDocument, characterId: string): SheetModel {
  const extra = memberHouseRules(campaign, characterId, model.title.trim() || 'This character').filter((r) => !model.footer.houseRules.includes(r));
  return extra.length === 0 ? model : { ...model, footer: { ...model.footer, houseRules: [...model.footer.houseRules, ...extra] } };
}

/**
 * A character's sheet with the house rules of every campaign it is a member of (in the order given), each named after
 * its campaign. Campaigns it does not play in add nothing; the model comes back unchanged when nothing is added.
 */
export function withCampaignsHouseRules(model: SheetModel, campaigns: readonly CampaignDocument[], characterId: string): SheetModel {
  return campaigns
    .filter((c) => c.members.some((m) => m === characterId))
    .reduce((sheet, campaign) => withCampaignHouseRules(sheet, campaign, characterId), model);
}
