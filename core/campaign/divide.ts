/**
 * Treasure into purses (issue 21 §6): coin treasure not yet divided — coin lots, and the proceeds of lots sold — is
 * split by shares and credited to each member's money through the one write path (`creditMoney`, through the system's
 * purse seam), worked out first for a preview, applied with the campaign in one write, recorded, and undoable as one
 * step. This file knows no system: the money's unit and smallest coin are the system's (`purse.money`).
 *
 * - Shares are whole or half (1 a share, 0.5 a half share, 0 none), equal by default. A role the system's award policy
 *   gives no treasure share (a Dark Dungeons hireling is paid a wage, supplement §11.1) starts at 0, and so does the
 *   dead; the GM may change any of them. Trashed characters, drafts and other systems' characters take nothing.
 * - Each share is rounded down to the smallest coin the purses keep; what is left over stays with the party (said so).
 * - Treasure XP (Dark Dungeons: 1 XP per gp, counted from each character's own share, supplement §11.1) is read from
 *   the divisions by {@link treasureXpShares}, so the award counts the shares actually given.
 */
import type { CampaignDocument, DivisionMemberRecord, DivisionRecord, TreasureEntry } from '../documents/campaign';
import { MAX_DIVISIONS } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import type { CharacterId } from '../documents/ids';
import type { AnySystem, MoneyDef } from '../systems/types';
import { inSteps } from '../systems/purse-types';
import { execute } from '../character/command';
import { creditMoney } from '../character/purse-commands';
import { formatNumber as n } from '../text/format';
import type { AwardCharacter } from './awards';
import { partyMembers, type Problem } from './members';

/** The most shares one member may take: far past any table's habit, short of a typing slip. */
export const MAX_SHARES = 100;

/** A lot that can be divided, with the amount it brings (its value, or its sale price when sold). */
export interface DividableLot {
  readonly lot: TreasureEntry;
  readonly amount: number;
  /** "coins" for a coin lot, "sale" for the proceeds of a lot sold. */
  readonly from: 'coins' | 'sale';
}

/** One member's part of a planned division. */
export interface MemberDividePlan {
  readonly id: CharacterId;
  readonly name: string;
  /** False for a member who takes nothing whatever its shares (trashed, a draft, another system's, missing). */
  readonly counted: boolean;
  /** Why the member takes nothing, or why its share starts at 0; null otherwise. */
  readonly note: string | null;
  readonly shares: number;
  /** What its purse gets, in the money's unit. */
  readonly amount: number;
  /** The purse before and after, in words. */
  readonly before: string;
  readonly after: string;
}

/** A division worked out, nothing changed yet. */
export interface DividePlan {
  readonly lotIds: readonly string[];
  readonly total: number;
  readonly totalShares: number;
  /** Left over after rounding each share down to the smallest coin. */
  readonly remainder: number;
  readonly members: readonly MemberDividePlan[];
  /** The split in words: "310 gp ÷ 3 shares = 103 gp 3 sp 3 cp a share". */
  readonly arithmetic: readonly string[];
}

/** What applying or undoing a division hands to the store: one write of the campaign and the characters. */
export interface DivideUpdate {
  readonly campaign: CampaignDocument;
  readonly characters: readonly CharacterDocument[];
  readonly notices: readonly string[];
}

/** The divisions that stand (not undone). */
function standing(campaign: CampaignDocument): DivisionRecord[] {
  return (campaign.divisions ?? []).filter((d) => d.undoneAt === null);
}

/** The ids of lots divided by a division that stands: marked in the ledger, never divided twice. */
export function dividedLotIds(campaign: CampaignDocument): ReadonlySet<string> {
  return new Set(standing(campaign).flatMap((d) => d.lotIds));
}

/** Coin treasure not divided yet: coin lots kept, and every lot sold (its proceeds), in ledger order. */
export function dividableLots(campaign: CampaignDocument): DividableLot[] {
  const divided = dividedLotIds(campaign);
  return campaign.treasure.flatMap((lot): DividableLot[] => {
    if (divided.has(lot.id)) return [];
    if (lot.sold) return lot.sold.price > 0 ? [{ lot, amount: lot.sold.price, from: 'sale' }] : [];
    return lot.kind === 'coins' && lot.value > 0 ? [{ lot, amount: lot.value, from: 'coins' }] : [];
  });
}

function reasonOf(system: AnySystem, character: AwardCharacter | undefined): string | null {
  if (!character) return 'Not in the store: it has no purse here.';
  if (character.trashed) return 'In the trash: restore it to give it a share.';
  if (character.doc.status === 'draft') return 'A draft: finish it first.';
  if (!system.owns(character.doc)) return `Not a ${system.name} character.`;
  return null;
}

/** A member's shares before the GM changes them, and why they are 0 when they are. */
export interface DefaultShare {
  readonly shares: number;
  readonly note: string | null;
}

/**
 * Each member's shares before the GM changes any: one each; none for a role the system gives no treasure share and
 * for the dead (with the reason, to show beside the 0).
 */
export function defaultShares(campaign: CampaignDocument, system: AnySystem, characters: ReadonlyMap<string, AwardCharacter>): Map<string, DefaultShare> {
  const policy = system.progression?.awards ?? null;
  return new Map(
    partyMembers(campaign).map((m): [string, DefaultShare] => {
      const character = characters.get(m.id);
      const reason = reasonOf(system, character);
      if (reason) return [m.id, { shares: 0, note: reason }];
      if (character && system.play.status(character.doc).standing === 'dead') return [m.id, { shares: 0, note: 'Dead: no share unless you give one.' }];
      if (policy && policy.weights(m.role).treasure === 0) return [m.id, { shares: 0, note: `No share by the rules: ${policy.noShare(m.role, 'treasure')} (${policy.source}).` }];
      return [m.id, { shares: 1, note: null }];
    }),
  );
}

function sharesProblem(shares: number): string | null {
  return Number.isFinite(shares) && shares >= 0 && shares <= MAX_SHARES && Number.isInteger(shares * 2) ? null : `Shares are whole or half (0, ½, 1, 1½…) up to ${MAX_SHARES}.`;
}

/** "1½ shares", "½ share". */
export function sharesWords(shares: number): string {
  const whole = Math.floor(shares);
  const text = shares === 0.5 ? '½' : `${whole === 0 ? '' : n(whole)}${shares - whole === 0.5 ? '½' : ''}` || '0';
  return `${text} share${shares === 1 || shares === 0.5 ? '' : 's'}`;
}

/** A lot in a sum: "250 gp" (a lot named by its amount), "Gems (120 gp)", "Silver chalice (sold for 60 gp)". */
export function lotWords(l: DividableLot, money: Pick<MoneyDef<unknown>, 'format'>): string {
  const amount = money.format(l.amount);
  if (l.from === 'sale') return `${l.lot.name} (sold for ${amount})`;
  return l.lot.name.trim() === amount ? amount : `${l.lot.name} (${amount})`;
}

function moneyOf(system: AnySystem): MoneyDef<unknown> | Problem {
  return system.purse.money ?? { problem: system.purse.noMoney ?? `${system.name} has no money to divide.` };
}

/**
 * Works out a division of the lots `lotIds` among the party without changing anyone. `shares` holds the GM's shares
 * by character id; a member not in it takes its default share.
 */
export function planDivide(
  campaign: CampaignDocument,
  system: AnySystem,
  characters: ReadonlyMap<string, AwardCharacter>,
  input: { readonly lotIds: readonly string[]; readonly shares: Readonly<Record<string, number>> },
): DividePlan | Problem {
  const money = moneyOf(system);
  if ('problem' in money) return money;
  const open = new Map(dividableLots(campaign).map((d) => [d.lot.id, d]));
  if (input.lotIds.length === 0) return { problem: 'Pick the coins to divide.' };
  const lots = input.lotIds.map((id) => open.get(id));
  if (lots.some((l) => !l)) return { problem: 'A lot picked is not coin treasure waiting to be divided (divided already, or an item not sold).' };
  const picked = lots.filter((l): l is DividableLot => l !== undefined);
  const total = picked.reduce((s, l) => s + l.amount, 0);
  const units = inSteps(total, money.step);
  const defaults = defaultShares(campaign, system, characters);
  const rows = partyMembers(campaign).map((m) => {
    const character = characters.get(m.id);
    const reason = reasonOf(system, character);
    const given = input.shares[m.id];
    const shares = reason ? 0 : (given ?? defaults.get(m.id)?.shares ?? 0);
    return { m, character, reason, shares, note: reason ?? (given === undefined ? (defaults.get(m.id)?.note ?? null) : null) };
  });
  for (const r of rows) {
    const bad = sharesProblem(r.shares);
    if (bad) return { problem: bad };
  }
  // In half shares, so the sums stay whole numbers.
  const halves = rows.reduce((s, r) => s + r.shares * 2, 0);
  if (halves === 0) return { problem: 'Nobody takes a share: give at least one member a share.' };
  const amounts = rows.map((r) => Math.floor((units * r.shares * 2) / halves));
  const left = units - amounts.reduce((s, a) => s + a, 0);
  const toMoney = (steps: number) => Number((steps * money.step).toFixed(6));
  const members = rows.map((r, i): MemberDividePlan => {
    const amount = toMoney(amounts[i] ?? 0);
    const name = r.character?.doc.name.trim() || 'Unnamed';
    const balance = r.character && !r.reason ? money.balance(r.character.doc) : null;
    return {
      id: r.m.id,
      name,
      counted: r.reason === null,
      note: r.note,
      shares: r.shares,
      amount,
      before: balance === null ? '—' : money.format(balance),
      after: balance === null ? '—' : money.format(balance + amount),
    };
  });
  const shareWorth = toMoney(Math.floor((units * 2) / halves));
  const arithmetic = [
    `${picked.map((l) => lotWords(l, money)).join(' + ')} = ${money.format(total)}`,
    `${money.format(total)} ÷ ${sharesWords(halves / 2)} = ${money.format(shareWorth)} a share, rounded down to the smallest coin (the rules do not say how to round)`,
  ];
  const remainder = toMoney(left);
  if (left > 0) arithmetic.push(`${money.format(remainder)} is left over and stays with the party`);
  return { lotIds: picked.map((l) => l.lot.id), total, totalShares: halves / 2, remainder, members, arithmetic };
}

/** Credits carry no dice: a source that says so if one ever tried. */
const NO_DICE = {
  next(): number {
    throw new Error('A division rolls no dice.');
  },
  int(): number {
    throw new Error('A division rolls no dice.');
  },
};

/**
 * Applies a planned division: worked out again on the characters as they are now (refused when anything changed),
 * each member's credit through the one write path, the division recorded with its lots.
 */
export function applyDivide(
  campaign: CampaignDocument,
  system: AnySystem,
  characters: ReadonlyMap<string, AwardCharacter>,
  plan: DividePlan,
  options: { readonly divisionId: string; readonly now: string; readonly shares: Readonly<Record<string, number>> },
): DivideUpdate | Problem {
  const fresh = planDivide(campaign, system, characters, { lotIds: plan.lotIds, shares: options.shares });
  if ('problem' in fresh) return fresh;
  const same = fresh.total === plan.total && fresh.members.length === plan.members.length && fresh.members.every((m, i) => m.id === plan.members[i]?.id && m.amount === plan.members[i]?.amount);
  if (!same) return { problem: 'The treasure or the party changed since the division was worked out; look at it again before applying it.' };
  if ((campaign.divisions ?? []).length >= MAX_DIVISIONS) return { problem: `A campaign keeps at most ${n(MAX_DIVISIONS)} divisions of treasure.` };
  const names = fresh.lotIds.map((id) => campaign.treasure.find((t) => t.id === id)?.name ?? 'treasure').join(', ');
  const why = `treasure divided in ${campaign.name}: ${names}`;
  const changed: CharacterDocument[] = [];
  const records: DivisionMemberRecord[] = [];
  for (const m of fresh.members) {
    const doc = characters.get(m.id)?.doc;
    if (!doc || !m.counted || m.amount === 0) continue;
    const written = execute(doc, creditMoney, { amount: m.amount, why }, { system, now: options.now, rng: NO_DICE, newId: () => `${options.divisionId}-${m.id}` });
    if ('problem' in written) return { problem: `${m.name}: ${written.problem}` };
    if (!written.entry) return { problem: `${m.name}: the credit was not recorded in the history.` };
    changed.push(written.doc);
    records.push({ characterId: m.id, name: m.name, shares: m.shares, amount: m.amount, historyEntryId: written.entry.id });
  }
  const record: DivisionRecord = { id: options.divisionId, at: options.now, lotIds: fresh.lotIds, total: fresh.total, remainder: fresh.remainder, members: records, undoneAt: null };
  const money = system.purse.money;
  const given = records.map((r) => `${r.name} +${money ? money.format(r.amount) : n(r.amount)}`).join(', ');
  return {
    campaign: { ...campaign, divisions: [...(campaign.divisions ?? []), record] },
    characters: changed,
    notices: [`Divided: ${given || 'nobody took a share'}.${fresh.remainder > 0 && money ? ` ${money.format(fresh.remainder)} stays with the party.` : ''}`],
  };
}

/**
 * Takes a division back: every credit comes out of its purse again (each a history entry), all or nothing — refused
 * with the first reason when a member is gone, in the trash, or has spent the money since. Its lots can be divided again.
 */
export function undoDivide(
  campaign: CampaignDocument,
  system: AnySystem,
  characters: ReadonlyMap<string, AwardCharacter>,
  divisionId: string,
  now: string,
): DivideUpdate | Problem {
  const record = (campaign.divisions ?? []).find((d) => d.id === divisionId);
  if (!record) return { problem: 'That division is not in the campaign.' };
  if (record.undoneAt !== null) return { problem: 'That division was already undone.' };
  const changed: CharacterDocument[] = [];
  for (const m of record.members) {
    const character = characters.get(m.characterId);
    if (!character) return { problem: `${m.name} is not in the store any more, so the division cannot be taken back from everyone.` };
    if (character.trashed) return { problem: `${m.name} is in the trash; restore it before undoing the division.` };
    const written = execute(character.doc, creditMoney, { amount: -m.amount, why: `the division of treasure in ${campaign.name} undone` }, { system, now, rng: NO_DICE, newId: () => `${record.id}-${m.characterId}-undone` });
    if ('problem' in written) return { problem: `${m.name}: ${written.problem}` };
    changed.push(written.doc);
  }
  const divisions = (campaign.divisions ?? []).map((d) => (d.id === record.id ? { ...d, undoneAt: now } : d));
  return { campaign: { ...campaign, divisions }, characters: changed, notices: [`The division was taken back from ${record.members.map((m) => m.name).join(', ') || 'nobody'}; its treasure can be divided again.`] };
}

/**
 * Each member's own treasure XP for a session, from the shares actually given (supplement §11.1: counted per character
 * from their own share): for every lot of the session that earns XP and was divided, its value × the member's shares
 * ÷ the division's shares, rounded down. Null when none of the session's XP-earning lots was divided; `undivided` is
 * the XP value of those that were not (the award then splits it by its own rule).
 */
export function treasureXpShares(campaign: CampaignDocument, sessionId: string): { readonly shares: Readonly<Record<string, number>>; readonly undivided: number } | null {
  const lots = campaign.treasure.filter((t) => t.sessionId === sessionId && t.countsForXp && t.value > 0);
  const byLot = new Map(standing(campaign).flatMap((d) => d.lotIds.map((id) => [id, d] as const)));
  const xp: Record<string, number> = {};
  let undivided = 0;
  let any = false;
  for (const lot of lots) {
    const division = byLot.get(lot.id);
    if (!division) {
      undivided += lot.value;
      continue;
    }
    any = true;
    const all = division.members.reduce((s, m) => s + m.shares, 0);
    for (const m of division.members) xp[m.characterId] = (xp[m.characterId] ?? 0) + (all === 0 ? 0 : (lot.value * m.shares) / all);
  }
  if (!any) return null;
  return { shares: Object.fromEntries(Object.entries(xp).map(([id, v]) => [id, Math.floor(v + 1e-9)])), undivided: Math.floor(undivided) };
}
