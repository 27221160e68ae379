/**
 * The treasure ledger: coins and items found each session, who carries what, what was sold and for how much; and the
 * treasure XP a session's finds are worth. Values are in the campaign's money (gold pieces in Dark Dungeons, where
 * treasure earns 1 XP per gp of value, counted by each character's own share: supplement §4 and §11.1).
 */
import type { CampaignDocument, TreasureEntry } from '../documents/campaign';
import { MAX_CAMPAIGN_NUMBER, MAX_LABEL_LENGTH, MAX_TREASURE } from '../documents/campaign';
import { MAX_NOTES_LENGTH } from '../documents/content-limits';
import type { CharacterId } from '../documents/ids';
import type { Problem } from './members';

/** What a new lot needs (its id is given apart). */
export type TreasureInput = Omit<TreasureEntry, 'id' | 'sold'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function problemWith(campaign: CampaignDocument, lot: Omit<TreasureEntry, 'id'>): string | null {
  if (lot.name.trim() === '') return 'Say what the treasure is (“1,200 gp”, “Silver chalice”).';
  if (lot.name.length > MAX_LABEL_LENGTH) return 'That name is too long.';
  if (lot.notes.length > MAX_NOTES_LENGTH) return 'Those notes are too long.';
  for (const [what, n] of [['quantity', lot.quantity], ['value', lot.value]] as const) {
    if (!Number.isFinite(n) || n < 0 || n > MAX_CAMPAIGN_NUMBER) return `The ${what} is a number of 0 or more.`;
  }
  if (lot.holder !== null && !campaign.members.includes(lot.holder)) return 'Only a party member can carry treasure (or leave it with the party).';
  if (lot.sessionId !== null && !campaign.journal.some((s) => s.id === lot.sessionId)) return 'That session is not in the journal.';
  if (lot.sold && (!Number.isFinite(lot.sold.price) || lot.sold.price < 0 || lot.sold.price > MAX_CAMPAIGN_NUMBER)) return 'A sale price is a number of 0 or more.';
  if (lot.sold && !DAY.test(lot.sold.date)) return 'Give the day of the sale as YYYY-MM-DD.';
  return null;
}

/** Records a lot of treasure found. */
export function addTreasure(campaign: CampaignDocument, id: string, input: TreasureInput): CampaignDocument | Problem {
  const lot: TreasureEntry = { ...input, id, name: input.name.trim(), sold: null };
  const problem = problemWith(campaign, lot);
  if (problem) return { problem };
  if (campaign.treasure.length >= MAX_TREASURE) return { problem: `The ledger keeps at most ${MAX_TREASURE.toLocaleString('en-US')} lots.` };
  if (campaign.treasure.some((t) => t.id === id)) return { problem: 'That treasure id is already taken.' };
  return { ...campaign, treasure: [...campaign.treasure, lot] };
}

/** Changes a lot: its name, value, holder, session, notes... (the sale through sellTreasure). */
export function updateTreasure(campaign: CampaignDocument, id: string, patch: Partial<TreasureInput>): CampaignDocument | Problem {
  const lot = campaign.treasure.find((t) => t.id === id);
  if (!lot) return { problem: 'That treasure is not in the ledger.' };
  const next: TreasureEntry = { ...lot, ...patch, name: (patch.name ?? lot.name).trim() };
  const problem = problemWith(campaign, next);
  if (problem) return { problem };
  return { ...campaign, treasure: campaign.treasure.map((t) => (t.id === id ? next : t)) };
}

/** Gives a lot to a member to carry, or back to the party's pool (null). */
export function setHolder(campaign: CampaignDocument, id: string, holder: CharacterId | null): CampaignDocument | Problem {
  return updateTreasure(campaign, id, { holder });
}

/** Records that a lot was sold, for how much and on what day (YYYY-MM-DD); null takes the sale back. */
export function sellTreasure(campaign: CampaignDocument, id: string, sale: { readonly price: number; readonly date: string } | null): CampaignDocument | Problem {
  const lot = campaign.treasure.find((t) => t.id === id);
  if (!lot) return { problem: 'That treasure is not in the ledger.' };
  const next: TreasureEntry = { ...lot, sold: sale };
  const problem = problemWith(campaign, next);
  if (problem) return { problem };
  return { ...campaign, treasure: campaign.treasure.map((t) => (t.id === id ? next : t)) };
}

/** Takes a lot out of the ledger. */
export function removeTreasure(campaign: CampaignDocument, id: string): CampaignDocument {
  return { ...campaign, treasure: campaign.treasure.filter((t) => t.id !== id) };
}

/** Totals of the ledger, or of one session's finds. */
export interface TreasureSummary {
  readonly lots: number;
  /** Value of everything found. */
  readonly value: number;
  /** Value of the lots that earn treasure XP. */
  readonly xpValue: number;
  readonly sold: { readonly lots: number; readonly price: number };
  /** What each member carries (null: the party's pool), in party order, pool last; only those carrying something. */
  readonly held: readonly { readonly holder: CharacterId | null; readonly lots: number; readonly value: number }[];
}

/** The ledger's totals; with `sessionId`, only that session's finds. */
export function treasureSummary(campaign: CampaignDocument, sessionId?: string): TreasureSummary {
  const lots = sessionId === undefined ? campaign.treasure : campaign.treasure.filter((t) => t.sessionId === sessionId);
  const sum = (list: readonly TreasureEntry[], f: (t: TreasureEntry) => number) => list.reduce((s, t) => s + f(t), 0);
  const sold = lots.filter((t) => t.sold !== null);
  const kept = lots.filter((t) => t.sold === null);
  const holders: (CharacterId | null)[] = [...campaign.members, null];
  const held = holders.flatMap((holder) => {
    const theirs = kept.filter((t) => t.holder === holder);
    return theirs.length > 0 ? [{ holder, lots: theirs.length, value: sum(theirs, (t) => t.value) }] : [];
  });
  return {
    lots: lots.length,
    value: sum(lots, (t) => t.value),
    xpValue: sum(lots.filter((t) => t.countsForXp), (t) => t.value),
    sold: { lots: sold.length, price: sum(sold, (t) => t.sold?.price ?? 0) },
    held,
  };
}

/**
 * The treasure XP of a session's finds: the value of the lots that earn XP, rounded down to whole XP. In Dark
 * Dungeons 1 XP per gp of value (supplement §4); each member then gets XP for their own share (awards.ts).
 */
export function sessionTreasureXp(campaign: CampaignDocument, sessionId: string): number {
  return Math.floor(treasureSummary(campaign, sessionId).xpValue);
}
