/**
 * The party: who is in it, in what order, and what the campaign knows of each member (role, player, custom share).
 * Pure functions over the campaign document; the store saves what they return.
 */
import type { CampaignDocument, MemberDetails, MemberRole } from '../documents/campaign';
import { MAX_LABEL_LENGTH, MAX_SHARE_PERCENT, type ActiveCondition, type CombatSnapshot } from '../documents/campaign';
import { MAX_PARTY } from '../documents/content-limits';
import type { CharacterId } from '../documents/ids';

/** A change that could not be made, in one sentence. */
export interface Problem {
  readonly problem: string;
}

/** True when a result is a refusal. */
export function isProblem<T extends object>(result: T | Problem): result is Problem {
  return 'problem' in result;
}

/** What a member with no recorded details is: a player character, no player named, the rules' share. */
export const DEFAULT_MEMBER_DETAILS: MemberDetails = { role: 'pc', player: '', xpSharePercent: null };

/** Roles in words, for pickers and the party sheet. */
export const ROLE_LABELS: Readonly<Record<MemberRole, string>> = { pc: 'Player character', retainer: 'Retainer', npc: 'NPC' };

/** A member with its details, in party order. */
export interface PartyMember extends MemberDetails {
  readonly id: CharacterId;
}

/** The details of one member (the defaults when none were recorded). */
export function memberDetailsOf(campaign: CampaignDocument, id: string): MemberDetails {
  return Object.hasOwn(campaign.memberDetails, id) ? (campaign.memberDetails[id] ?? DEFAULT_MEMBER_DETAILS) : DEFAULT_MEMBER_DETAILS;
}

/** Every member with its details, in party order. */
export function partyMembers(campaign: CampaignDocument): PartyMember[] {
  return campaign.members.map((id) => ({ id, ...memberDetailsOf(campaign, id) }));
}

/**
 * The custom share as a house rule in words, or null for the rules' share. `whose` says whose rule it is where that
 * needs saying (a sheet footer names the campaign: "house rule of The Sunken Crown").
 */
export function shareHouseRule(name: string, details: MemberDetails, whose = 'house rule'): string | null {
  const percent = details.awardPercent ?? null;
  if (percent !== null) return `${name} takes ${percent}% of each award (${whose})`;
  return details.xpSharePercent === null ? null : `${name} takes ${shareWords(details.xpSharePercent)} of awards (${whose})`;
}

/** A weight in percent of one share as the party table and the rules words write it: "½ share", "1½ shares", "0.4 share". */
export function shareWords(percentOfShare: number): string {
  const whole = Math.floor(percentOfShare / 100);
  const rest = percentOfShare % 100;
  const number = rest === 0 ? String(whole) : rest === 50 ? `${whole === 0 ? '' : whole}½` : String(percentOfShare / 100);
  return `${number} share${percentOfShare > 100 ? 's' : ''}`;
}

/** The custom share as the party table's box shows it: "½", "2", "40%", or "" for the rules' share. */
export function shareBoxText(details: MemberDetails): string {
  if ((details.awardPercent ?? null) !== null) return `${details.awardPercent}%`;
  return details.xpSharePercent === null ? '' : shareWords(details.xpSharePercent).replace(/ shares?$/, '');
}

/**
 * Reads the party table's share box: empty for the rules' share; "40%" a percent of each award; "½", "1½", "0.5" or
 * "2" shares. Refuses anything else in one sentence.
 */
export function readShareBox(text: string): Pick<MemberDetails, 'xpSharePercent' | 'awardPercent'> | Problem {
  const t = text.trim().replace(/\s+/g, '');
  if (t === '') return { xpSharePercent: null, awardPercent: null };
  const percent = /^(\d{1,3})%$/.exec(t);
  if (percent) {
    const p = Number(percent[1]);
    return p <= 100 ? { xpSharePercent: null, awardPercent: p } : { problem: 'A percent of the award is from 0% to 100%.' };
  }
  const half = /^(\d{0,2})½$/.exec(t);
  const shares = half ? Number(half[1] || 0) + 0.5 : /^\d{1,2}(?:[.,]\d{1,2})?$/.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
  if (!Number.isFinite(shares) || shares * 100 > MAX_SHARE_PERCENT) {
    return { problem: `Type shares (½, 1, 2 — at most ${MAX_SHARE_PERCENT / 100}) or a percent of each award (40%); leave it empty for the rules’ share.` };
  }
  return { xpSharePercent: Math.round(shares * 100), awardPercent: null };
}

function checkDetails(details: MemberDetails): string | null {
  if (details.player.length > MAX_LABEL_LENGTH) return `A player's name is kept up to ${MAX_LABEL_LENGTH.toLocaleString('en-US')} characters.`;
  const share = details.xpSharePercent;
  if (share !== null && (!Number.isInteger(share) || share < 0 || share > MAX_SHARE_PERCENT)) {
    return `A custom share is a whole percent from 0 to ${MAX_SHARE_PERCENT.toLocaleString('en-US')} (100 is one full share).`;
  }
  const percent = details.awardPercent ?? null;
  if (percent !== null && (!Number.isInteger(percent) || percent < 0 || percent > 100)) return 'A percent of the award is a whole number from 0% to 100%.';
  return null;
}

/** Adds a character to the party (at the end), with its details. Refuses one already in it, or a full party. */
export function addMember(campaign: CampaignDocument, id: CharacterId, details: Partial<MemberDetails> = {}): CampaignDocument | Problem {
  if (campaign.members.includes(id)) return { problem: 'That character is already in the party.' };
  if (campaign.members.length >= MAX_PARTY) return { problem: `A party holds at most ${MAX_PARTY.toLocaleString('en-US')} members.` };
  const full: MemberDetails = { ...DEFAULT_MEMBER_DETAILS, ...details };
  const problem = checkDetails(full);
  if (problem) return { problem };
  return { ...campaign, members: [...campaign.members, id], memberDetails: { ...campaign.memberDetails, [id]: full } };
}

/**
 * Takes a character out of the party: its details and its lasting conditions go; its combatant leaves a fight in
 * progress only if it has not acted on anything (the tracker removes it, see combat.ts). Session records keep its id.
 */
export function removeMember(campaign: CampaignDocument, id: string): CampaignDocument {
  if (!campaign.members.includes(id as CharacterId)) return campaign;
  const memberDetails = Object.fromEntries(Object.entries(campaign.memberDetails).filter(([key]) => key !== id));
  return {
    ...campaign,
    members: campaign.members.filter((m) => m !== id),
    memberDetails,
    conditions: campaign.conditions.filter((c) => c.targetId !== id),
    treasure: campaign.treasure.map((t) => (t.holder === id ? { ...t, holder: null } : t)),
    clock: { ...campaign.clock, timers: campaign.clock.timers.map((t) => (t.holder === id ? { ...t, holder: null } : t)) },
  };
}

/** Changes a member's role, player or custom share. */
export function setMemberDetails(campaign: CampaignDocument, id: string, patch: Partial<MemberDetails>): CampaignDocument | Problem {
  if (!campaign.members.includes(id as CharacterId)) return { problem: 'That character is not in the party.' };
  const details: MemberDetails = { ...memberDetailsOf(campaign, id), ...patch };
  const problem = checkDetails(details);
  if (problem) return { problem };
  return { ...campaign, memberDetails: { ...campaign.memberDetails, [id]: details } };
}

/** Moves a member to another place in the party order (clamped to the list). */
export function moveMember(campaign: CampaignDocument, id: string, toIndex: number): CampaignDocument {
  const from = campaign.members.indexOf(id as CharacterId);
  if (from < 0) return campaign;
  const rest = campaign.members.filter((m) => m !== id);
  const at = Math.max(0, Math.min(rest.length, Math.trunc(toIndex)));
  return { ...campaign, members: [...rest.slice(0, at), id as CharacterId, ...rest.slice(at)] };
}

/**
 * The campaign with character ids renamed everywhere it names them: party, details, sessions, award records,
 * treasure holders, timers, conditions, the combat. For an import that stores a member under a new id (keep both).
 */
export function renameMembers(campaign: CampaignDocument, renames: ReadonlyMap<string, string>): CampaignDocument {
  if (renames.size === 0) return campaign;
  const re = <T extends string>(id: T): T => (renames.get(id) ?? id) as T;
  const reOrNull = <T extends string>(id: T | null): T | null => (id === null ? null : re(id));
  const combat = campaign.combat;
  const conditions = (list: readonly ActiveCondition[]) => list.map((c) => ({ ...c, targetId: re(c.targetId) }));
  const snapshot = (before: CombatSnapshot): CombatSnapshot => ({
    ...before,
    delayed: before.delayed.map(re),
    conditions: conditions(before.conditions),
    ...(before.combatants ? { combatants: before.combatants.map((c) => ({ ...c, id: re(c.id), characterId: reOrNull(c.characterId) })) } : {}),
    ...(before.memberConditions ? { memberConditions: Object.fromEntries(Object.entries(before.memberConditions).map(([id, list]) => [re(id), list])) } : {}),
    ...(before.asked ? { asked: before.asked.map((a) => ({ ...a, combatantId: re(a.combatantId) })) } : {}),
  });
  return {
    ...campaign,
    members: campaign.members.map(re),
    memberDetails: Object.fromEntries(Object.entries(campaign.memberDetails).map(([id, d]) => [re(id), d])),
    journal: campaign.journal.map((s) => ({
      ...s,
      present: s.present.map(re),
      awards: s.awards.map((a) => ({ ...a, members: a.members.map((m) => ({ ...m, characterId: re(m.characterId) })) })),
    })),
    treasure: campaign.treasure.map((t) => ({ ...t, holder: reOrNull(t.holder) })),
    clock: { ...campaign.clock, timers: campaign.clock.timers.map((t) => ({ ...t, holder: reOrNull(t.holder) })) },
    conditions: conditions(campaign.conditions),
    combat: combat && {
      ...combat,
      combatants: combat.combatants.map((c) => ({ ...c, id: re(c.id), characterId: reOrNull(c.characterId) })),
      delayed: combat.delayed.map(re),
      conditions: conditions(combat.conditions),
      ...(combat.asked ? { asked: combat.asked.map((a) => ({ ...a, combatantId: re(a.combatantId) })) } : {}),
      log: combat.log.map((a) => (a.kind === 'state' ? { ...a, before: snapshot(a.before) } : { ...a, combatantId: re(a.combatantId) })),
    },
  };
}
