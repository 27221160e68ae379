/**
 * A session's XP award. Who shares what is the system's rule (`progression.awards`, e.g. Dark Dungeons' supplement
 * §4 and §11.1); this file applies it and knows no system:
 * - XP for the monsters defeated is shared among the party by each role's weight, present or not, unconscious or not;
 *   the one exception is a solo side-quest, where only those present share it.
 * - XP for treasure, where the system gives any, goes by each member's own share of the split: the party decides the
 *   split, so the GM may give each member's share; otherwise those present split it by their roles' weights.
 * - A custom share per member (50% is a half share) is a house rule and says so.
 * - The dead are listed apart and take no share, unless the GM ticks them in (then their history says so).
 * - Each member's share then gets the member's own bonus through the system (`progression.planAward`), and the XP
 *   shown is the XP given. How many levels one award may raise is the system's rule unless the campaign sets a house
 *   rule: one level at most (the total stops one XP short of the level after next, the rest lost, said so), or
 *   several even where the system would stop at one.
 * Trashed characters and drafts are never counted or changed. Shares are rounded down (the rules do not say).
 */
import type { AwardMemberRecord, AwardRecord, CampaignDocument, MemberRole } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import type { CharacterId } from '../documents/ids';
import type { AnySystem, AwardPolicy, ProgressionDef, XpAwardReport } from '../systems/types';
import { execute } from '../character/command';
import { awardXp, grantXp, undoAward } from '../character/progression';
import { formatNumber as n } from '../text/format';
import { partyMembers, shareHouseRule, type PartyMember, type Problem } from './members';

/** What the GM gives: monster XP, treasure XP, who was there. */
export interface AwardInput {
  readonly monsterXp: number;
  readonly treasureXp: number;
  /** Each member's own share of the treasure XP, by character id, when the party split it unevenly. */
  readonly treasureShares?: Readonly<Record<string, number>>;
  /** The members present; every member when absent. */
  readonly present?: readonly string[];
  /** A solo side-quest: only those present share the monster XP. */
  readonly soloSideQuest?: boolean;
  /** Dead members the GM gives a share all the same (by character id); the dead take none otherwise. */
  readonly includeDead?: readonly string[];
}

/** A member's character as the award sees it. */
export interface AwardCharacter {
  readonly doc: CharacterDocument;
  /** True while the character is in the trash: never counted or changed. */
  readonly trashed: boolean;
}

/** One member's part of a planned award, with every step of its arithmetic. */
export interface MemberAwardPlan {
  readonly id: CharacterId;
  readonly name: string;
  readonly role: MemberRole;
  readonly present: boolean;
  /** False for a member the award leaves out (trashed, a draft, missing, another system, an NPC, the dead). */
  readonly counted: boolean;
  /** True when the character is dead by its system's rules: listed apart, counted only when the GM ticks it in. */
  readonly dead: boolean;
  /** Why the member gets nothing, or null. */
  readonly problem: string | null;
  readonly monsterShare: number;
  readonly treasureShare: number;
  /** The two shares together, before the system's bonus. */
  readonly base: number;
  /** The system's working of the award (bonus, level ready), or null. */
  readonly report: XpAwardReport | null;
  /** The XP the character gets: what the preview shows is what is given. */
  readonly given: number;
  /** XP a one-level-per-award rule (the system's or the house rule) cuts; 0 when nothing is cut. */
  readonly lost: number;
  /**
   * The campaign house rule that changed this member's award from the system's: 'more-levels' gave XP the system
   * would have cut, 'one-level' cut what would have passed the level after next; null when the system's award stands.
   */
  readonly levelRule: 'more-levels' | 'one-level' | null;
  /** True when this award brings the character to a level it was not ready for before (the preview's ★). */
  readonly reachesLevel: boolean;
  readonly arithmetic: readonly string[];
}

/** An award worked out for the party, nothing changed yet. */
export interface SessionAwardPlan {
  readonly monsterXp: number;
  readonly treasureXp: number;
  readonly soloSideQuest: boolean;
  readonly present: readonly CharacterId[];
  /** The split in words. */
  readonly arithmetic: readonly string[];
  /** House rules the award uses, in words. */
  readonly houseRules: readonly string[];
  readonly members: readonly MemberAwardPlan[];
  readonly totalGiven: number;
}

/** Largest award the campaign takes at once. */
export const MAX_SESSION_AWARD = 100_000_000;

/** A member's weight in each split, in percent of a full share: the system's by role, unless the GM set a custom share. */
function weights(policy: AwardPolicy, member: PartyMember): { monster: number; treasure: number } {
  const rule = policy.weights(member.role);
  if (member.xpSharePercent !== null) return { monster: member.xpSharePercent, treasure: policy.treasure.earnsXp ? member.xpSharePercent : 0 };
  return { monster: rule.monster, treasure: policy.treasure.earnsXp ? rule.treasure : 0 };
}

const shares = (w: number) => (w % 100 === 0 ? n(w / 100) : String(w / 100));

/** "1,000 ÷ 3.5 shares × 0.5 = 142". */
function shareLine(what: string, total: number, weight: number, all: number, share: number): string {
  const part = weight === 100 ? '' : ` × ${shares(weight)}`;
  return `${what}: ${n(total)} ÷ ${shares(all)} share${all === 100 ? '' : 's'}${part} = ${n(share)}`;
}

/** A member's custom percent of each award (a house rule), or null. */
const percentOf = (member: PartyMember): number | null => member.awardPercent ?? null;

/** "Monster XP: 40% of 1,000 = 400". */
function percentLine(what: string, total: number, percent: number, share: number): string {
  return `${what}: ${percent}% of ${n(total)} = ${n(share)}`;
}

function reasonOf(member: PartyMember, character: AwardCharacter | undefined, system: AnySystem, policy: AwardPolicy, includeDead: ReadonlySet<string>): string | null {
  if (!character) return 'Not in the store: it cannot take XP.';
  const rule = policy.weights(member.role);
  if (member.xpSharePercent === null && percentOf(member) === null && rule.monster === 0 && rule.treasure === 0) return `${sentenceCase(policy.noShare(member.role, 'monster'))}.`;
  if (character.trashed) return 'In the trash: not counted; restore it to give it XP.';
  if (character.doc.status === 'draft') return 'A draft: not counted until it is finished.';
  if (!system.owns(character.doc)) return `Not a ${system.name} character: not counted.`;
  if (isDead(system, character.doc) && !includeDead.has(member.id)) return 'Dead: no share unless you tick it in.';
  return null;
}

/** Whether the character is dead by its system's rules. */
function isDead(system: AnySystem, doc: CharacterDocument): boolean {
  return system.owns(doc) && system.play.status(doc).standing === 'dead';
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function checkAmount(value: number, what: string): string | null {
  return Number.isInteger(value) && value >= 0 && value <= MAX_SESSION_AWARD ? null : `${what} is a whole number from 0 to ${n(MAX_SESSION_AWARD)}.`;
}

/**
 * The XP an award gives under the campaign's levels-per-award rule. The system's award stands unless the house rule
 * changes it: `true` gives what the system cut, `false` stops the total one XP short of the level after next (read
 * through the seam's `xpForLevel`), the rest lost.
 */
function levelsRule(
  campaign: CampaignDocument,
  system: AnySystem,
  progression: ProgressionDef<unknown>,
  doc: CharacterDocument,
  report: XpAwardReport,
): { given: number; lost: number; levelRule: MemberAwardPlan['levelRule']; line: string | null } {
  const added = report.totalXp - report.fromXp;
  const cut = Math.max(0, report.awarded - added);
  const rule = campaign.houseRules.multiLevelPerAward;
  if (cut > 0 && rule === true) {
    return { given: report.awarded, lost: 0, levelRule: 'more-levels', line: `More than one level from one award (house rule): all ${n(report.awarded)} XP is given` };
  }
  if (cut > 0) return { given: added, lost: cut, levelRule: null, line: `The rules stop the total at ${n(report.totalXp)}: ${n(cut)} XP is lost` };
  const level = system.card(doc).level;
  const afterNext = rule === false && level !== null ? progression.xpForLevel(doc, level + 2) : null;
  if (afterNext === null || report.totalXp < afterNext) return { given: added, lost: 0, levelRule: null, line: null };
  const given = Math.max(0, afterNext - 1 - report.fromXp);
  const lost = added - given;
  return {
    given,
    lost,
    levelRule: 'one-level',
    line: `One award raises at most one level (house rule): level ${level === null ? '?' : level + 2} needs ${n(afterNext)}, so the total stops at ${n(afterNext - 1)} and ${n(lost)} XP is lost`,
  };
}

/**
 * Works out a session award for the whole party without changing anyone. `characters` holds the members' characters
 * by id (any that are missing get nothing). Refuses bad amounts and a system without experience.
 */
export function planSessionAward(
  campaign: CampaignDocument,
  system: AnySystem,
  characters: ReadonlyMap<string, AwardCharacter>,
  input: AwardInput,
): SessionAwardPlan | Problem {
  const progression = system.progression;
  if (!progression) return { problem: `${system.name} has no experience points in its rules, so there is nothing to award.` };
  const policy = progression.awards;
  const bad = checkAmount(input.monsterXp, 'Monster XP') ?? checkAmount(input.treasureXp, 'Treasure XP');
  if (bad) return { problem: bad };
  if (!policy.treasure.earnsXp && (input.treasureXp > 0 || Object.values(input.treasureShares ?? {}).some((v) => v > 0))) {
    return { problem: `In ${system.name}, ${policy.treasure.words}.` };
  }
  const includeDead = new Set(input.includeDead ?? []);
  for (const [id, share] of Object.entries(input.treasureShares ?? {})) {
    if (!campaign.members.includes(id as CharacterId)) return { problem: 'A treasure share is given to someone not in the party.' };
    const wrong = checkAmount(share, 'A treasure share');
    if (wrong) return { problem: wrong };
  }
  const members = partyMembers(campaign);
  const present = new Set(input.present ?? campaign.members);
  const solo = input.soloSideQuest ?? false;
  const own = input.treasureShares;

  const rows = members.map((m) => {
    const character = characters.get(m.id);
    const reason = reasonOf(m, character, system, policy, includeDead);
    const w = weights(policy, m);
    const usable = reason === null;
    const dead = !!character && isDead(system, character.doc);
    // A custom percent of the award takes its part off the top; the others share what is left by their weights.
    const percent = percentOf(m);
    const inMonster = usable && (!solo || present.has(m.id));
    const inTreasure = usable && present.has(m.id) && policy.treasure.earnsXp;
    return {
      m, character, reason, dead, isPresent: present.has(m.id),
      monsterPercent: inMonster ? percent : null,
      treasurePercent: inTreasure ? percent : null,
      monsterWeight: inMonster && percent === null ? w.monster : 0,
      treasureWeight: inTreasure && percent === null ? w.treasure : 0,
    };
  });
  const percentSum = (key: 'monsterPercent' | 'treasurePercent') => rows.reduce((s, r) => s + (r[key] ?? 0), 0);
  if (percentSum('monsterPercent') > 100 || (!own && percentSum('treasurePercent') > 100)) {
    return { problem: 'The members’ percents of the award add up to more than 100%: lower one of them in the party table.' };
  }
  const cut = (total: number, percent: number | null) => (percent === null ? 0 : Math.floor((total * percent) / 100));
  const monsterRest = input.monsterXp - rows.reduce((s, r) => s + cut(input.monsterXp, r.monsterPercent), 0);
  const treasureRest = input.treasureXp - rows.reduce((s, r) => s + cut(input.treasureXp, r.treasurePercent), 0);
  const monsterAll = rows.reduce((s, r) => s + r.monsterWeight, 0);
  const treasureAll = rows.reduce((s, r) => s + r.treasureWeight, 0);
  const anyPercent = (key: 'monsterPercent' | 'treasurePercent') => rows.some((r) => r[key] !== null);
  if (input.monsterXp > 0 && monsterAll === 0 && !anyPercent('monsterPercent')) return { problem: 'Nobody in the party can share the monster XP (check who is present and each member’s share).' };
  if (!own && input.treasureXp > 0 && treasureAll === 0 && !anyPercent('treasurePercent')) return { problem: 'Nobody present takes a treasure share: give each member’s own share instead.' };

  const houseRules: string[] = [];
  const planned = rows.map((r): MemberAwardPlan => {
    const name = r.character?.doc.name.trim() || 'Unnamed';
    const rule = shareHouseRule(name, r.m);
    if (rule && r.reason === null) houseRules.push(rule);
    const monsterShare = r.monsterPercent !== null ? cut(input.monsterXp, r.monsterPercent) : monsterAll === 0 ? 0 : Math.floor((monsterRest * r.monsterWeight) / monsterAll);
    const treasureShare =
      r.reason !== null ? 0 : own ? (own[r.m.id] ?? 0) : r.treasurePercent !== null ? cut(input.treasureXp, r.treasurePercent) : treasureAll === 0 ? 0 : Math.floor((treasureRest * r.treasureWeight) / treasureAll);
    const base = monsterShare + treasureShare;
    const lines: string[] = [];
    if (r.monsterPercent !== null && input.monsterXp > 0) lines.push(percentLine('Monster XP', input.monsterXp, r.monsterPercent, monsterShare));
    else if (r.monsterWeight > 0 && input.monsterXp > 0) lines.push(shareLine('Monster XP', monsterRest, r.monsterWeight, monsterAll, monsterShare));
    else if (input.monsterXp > 0 && r.reason === null) lines.push(solo && !r.isPresent ? 'Monster XP: none (a solo side-quest it was not on)' : 'Monster XP: no share');
    if (own && treasureShare > 0) lines.push(`Treasure XP: its own share, ${n(treasureShare)}`);
    else if (r.treasurePercent !== null && !own && input.treasureXp > 0) lines.push(percentLine('Treasure XP', input.treasureXp, r.treasurePercent, treasureShare));
    else if (r.treasureWeight > 0 && !own && input.treasureXp > 0) lines.push(shareLine('Treasure XP', treasureRest, r.treasureWeight, treasureAll, treasureShare));
    else if (input.treasureXp > 0 && r.reason === null) lines.push(!r.isPresent ? 'Treasure XP: none (absent)' : `Treasure XP: none (${policy.noShare(r.m.role, 'treasure')})`);
    if (r.dead && r.reason === null) lines.push('Dead, given a share all the same (the GM’s choice)');
    const empty = { id: r.m.id, name, role: r.m.role, present: r.isPresent, dead: r.dead, monsterShare, treasureShare, base, report: null, given: 0, lost: 0, levelRule: null, reachesLevel: false };
    if (r.reason !== null || !r.character) return { ...empty, counted: false, problem: r.reason, arithmetic: [] };
    if (base === 0) return { ...empty, counted: true, problem: null, arithmetic: [...lines, 'Given: 0 XP'] };
    if (monsterShare > 0 && treasureShare > 0) lines.push(`Share: ${n(monsterShare)} + ${n(treasureShare)} = ${n(base)}`);
    let report: XpAwardReport;
    try {
      report = progression.planAward(r.character.doc, base);
    } catch (error) {
      return { ...empty, counted: true, problem: error instanceof Error ? error.message : String(error), arithmetic: lines };
    }
    lines.push(`${report.arithmetic}${report.bonusExplanation ? ` (${report.bonusExplanation})` : ''}`);
    const { given, lost, levelRule, line } = levelsRule(campaign, system, progression, r.character.doc, report);
    if (line) lines.push(line);
    lines.push(`Given: ${n(given)} XP, total ${n(report.fromXp + given)}`);
    // Ready already before the award (XP given earlier, the level not yet taken): this award reaches nothing new.
    const reachesLevel = report.levelReady && !progression.levelUpReady(r.character.doc);
    return { ...empty, counted: true, problem: null, report, given, lost, levelRule, reachesLevel, arithmetic: lines };
  });
  if (planned.some((p) => p.levelRule === 'more-levels')) houseRules.push('One award may raise a character more than one level (house rule)');
  if (planned.some((p) => p.levelRule === 'one-level')) houseRules.push('One award raises a character at most one level (house rule)');

  const arithmetic: string[] = [];
  if (input.monsterXp > 0) {
    const who = solo ? 'those present on the solo side-quest' : 'the whole party, present or not';
    const off = input.monsterXp - monsterRest;
    arithmetic.push(`Monster XP ${n(input.monsterXp)}${off > 0 ? `, less ${n(off)} to custom percents = ${n(monsterRest)}` : ''}, shared equally among ${who}: ${shares(monsterAll)} share${monsterAll === 100 ? '' : 's'}`);
  }
  if (input.treasureXp > 0 || own) {
    const off = input.treasureXp - treasureRest;
    arithmetic.push(
      own
        ? 'Treasure XP by each member’s own share of the split'
        : `Treasure XP ${n(input.treasureXp)}${off > 0 ? `, less ${n(off)} to custom percents = ${n(treasureRest)}` : ''}, split among those present who take a share: ${shares(treasureAll)} share${treasureAll === 100 ? '' : 's'}`,
    );
  }
  return {
    monsterXp: input.monsterXp,
    treasureXp: input.treasureXp,
    soloSideQuest: solo,
    present: campaign.members.filter((id) => present.has(id)),
    arithmetic,
    houseRules,
    members: planned,
    totalGiven: planned.reduce((s, p) => s + p.given, 0),
  };
}

/** What applying an award gives the store to write in one transaction. */
export interface AppliedAward {
  readonly campaign: CampaignDocument;
  /** Every character the award changed. */
  readonly characters: readonly CharacterDocument[];
  readonly record: AwardRecord;
}

/**
 * The character with the award of `plan` given through its system, written through the one write path: the system's
 * award, or a recorded ruling when a house rule changed it or the GM gave a dead character its share.
 */
function give(system: AnySystem, doc: CharacterDocument, plan: MemberAwardPlan, now: string): CharacterDocument | Problem {
  if (!plan.report) return doc;
  const ctx = { system, now, rng: NO_DICE, newId: () => `${plan.id}-award` };
  const why = [
    plan.levelRule === 'more-levels' ? 'house rule: one award may raise more than one level' : null,
    plan.levelRule === 'one-level' ? `house rule: one award raises at most one level, ${n(plan.lost)} XP lost` : null,
    plan.dead ? 'given to a dead character by the GM’s choice' : null,
  ].filter((w): w is string => w !== null);
  const written =
    why.length === 0
      ? execute(doc, awardXp, { award: plan.report }, ctx)
      : execute(doc, grantXp, { xp: plan.report.fromXp + plan.given, why: `a session award of ${n(plan.base)} XP (${plan.report.arithmetic}); ${why.join('; ')}` }, ctx);
  return 'problem' in written ? written : written.doc;
}

/** Awards roll no dice: a source that says so if one ever tried. */
const NO_DICE = {
  next(): number {
    throw new Error('An award rolls no dice.');
  },
  int(): number {
    throw new Error('An award rolls no dice.');
  },
};

/**
 * Applies a planned award: works it out again from the same input on the characters as they are now (refusing if
 * anything changed), gives each member its XP through the system (each character's history records it), and records
 * the award in the session. Returns what the store writes in one transaction.
 */
export function applySessionAward(
  campaign: CampaignDocument,
  system: AnySystem,
  characters: ReadonlyMap<string, AwardCharacter>,
  plan: SessionAwardPlan,
  options: { readonly sessionId: string; readonly awardId: string; readonly now: string; readonly input: AwardInput },
): AppliedAward | Problem {
  const progression = system.progression;
  if (!progression) return { problem: `${system.name} has no experience points in its rules.` };
  const session = campaign.journal.find((s) => s.id === options.sessionId);
  if (!session) return { problem: 'Pick the session the award is for (add one to the journal first).' };
  const fresh = planSessionAward(campaign, system, characters, options.input);
  if ('problem' in fresh) return fresh;
  const same = fresh.members.length === plan.members.length && fresh.members.every((m, i) => m.id === plan.members[i]?.id && m.given === plan.members[i]?.given && m.report?.fromXp === plan.members[i]?.report?.fromXp);
  if (!same) return { problem: 'The party changed since the award was worked out; look at the preview again before giving it.' };
  const changed: CharacterDocument[] = [];
  const records: AwardMemberRecord[] = [];
  for (const m of fresh.members) {
    const doc = characters.get(m.id)?.doc;
    if (!doc || m.given === 0 || !m.report) continue;
    const after = give(system, doc, m, options.now);
    if ('problem' in after) return { problem: `${m.name}: ${after.problem}` };
    const entry = after.history[after.history.length - 1];
    if (!entry || entry.kind !== 'xp') return { problem: `${m.name}: the system did not record the award in the history.` };
    changed.push(after);
    records.push({ characterId: m.id, name: m.name, base: m.base, given: m.given, arithmetic: m.arithmetic, historyEntryId: entry.id });
  }
  const record: AwardRecord = {
    id: options.awardId,
    at: options.now,
    monsterXp: fresh.monsterXp,
    treasureXp: fresh.treasureXp,
    soloSideQuest: fresh.soloSideQuest,
    arithmetic: fresh.arithmetic,
    houseRules: fresh.houseRules,
    members: records,
    undoneAt: null,
  };
  const journal = campaign.journal.map((s) => (s.id === session.id ? { ...s, awards: [...s.awards, record] } : s));
  return { campaign: { ...campaign, journal }, characters: changed, record };
}

/**
 * Takes an applied award back: for every member it gave XP, through the system's award undo, which takes off the XP
 * that award added and keeps every other change since. All or nothing: refused, with the first reason, when any
 * member cannot (in the trash, gone, or given another award since, which must be undone first).
 */
export function undoSessionAward(
  campaign: CampaignDocument,
  system: AnySystem,
  characters: ReadonlyMap<string, AwardCharacter>,
  ids: { readonly sessionId: string; readonly awardId: string },
  now: string,
): { readonly campaign: CampaignDocument; readonly characters: readonly CharacterDocument[] } | Problem {
  const progression = system.progression;
  if (!progression) return { problem: `${system.name} has no experience points in its rules.` };
  const session = campaign.journal.find((s) => s.id === ids.sessionId);
  const record = session?.awards.find((a) => a.id === ids.awardId);
  if (!session || !record) return { problem: 'That award is not in the journal.' };
  if (record.undoneAt !== null) return { problem: 'That award was already undone.' };
  const changed: CharacterDocument[] = [];
  for (const m of record.members) {
    const character = characters.get(m.characterId);
    if (!character) return { problem: `${m.name} is not in the store any more, so the award cannot be taken back from it.` };
    if (character.trashed) return { problem: `${m.name} is in the trash; restore it before undoing the award.` };
    const lastAward = [...character.doc.history].reverse().find((h) => h.kind === 'xp');
    if (lastAward?.id !== m.historyEntryId) return { problem: `${m.name} has had another award since; undo that one first.` };
    const written = execute(character.doc, undoAward, {}, { system, now, rng: NO_DICE, newId: () => `${record.id}-${m.characterId}-undo` });
    if ('problem' in written) return { problem: `${m.name}: ${written.problem}` };
    changed.push(written.doc);
  }
  const journal = campaign.journal.map((s) =>
    s.id === session.id ? { ...s, awards: s.awards.map((a) => (a.id === record.id ? { ...a, undoneAt: now } : a)) } : s,
  );
  return { campaign: { ...campaign, journal }, characters: changed };
}
