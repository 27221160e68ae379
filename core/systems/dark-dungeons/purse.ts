/**
 * What a Dark Dungeons character carries, for the campaign: gold pieces held to the copper (supplement §7.1: 1 gp =
 * 10 sp = 100 cp), treasure credited to them, items handed over as equipment lines, and torches taken from the pack
 * when one is lit (a torch is an item of the gear list, supplement §7.8).
 */
import type { CharacterDocument } from '../../documents/character';
import { countOf, lineOf, namedItem, NONE_CARRIED, withOneBack, withOneUsed } from '../equipment-kit';
import { onStep, type HandedItem, type PurseDef } from '../purse-types';
import type { StepResult } from '../types';
import type { DarkDungeonsData, EquipmentItem } from './character';
import { formatPurse } from './format';
import { roundGp } from './rules/gear';
import { buyItem } from './rules/shop';

type Doc = CharacterDocument<DarkDungeonsData>;
type Result = StepResult<DarkDungeonsData>;

/** The largest purse kept: the sheet's own limit for gold (vitals.ts). */
const MAX_GP = 1e9;

/** The catalogue lines (data/equipment.ts) a light source's item key stands for. */
const CATALOGUE: Readonly<Record<string, string>> = { torch: 'gear-torch' };

/** A catalogue line by its id; a line typed in by hand by its name. */
function is(item: EquipmentItem, key: string): boolean {
  return item.catalogId !== undefined ? item.catalogId === CATALOGUE[key] : namedItem(item, key);
}

function credit(doc: Doc, amount: number): Result {
  if (!Number.isFinite(amount) || !onStep(amount, 0.01)) return { problem: 'Money goes to the copper piece: at most two decimals of a gold piece.' };
  const gp = roundGp(doc.data.money.gp + amount);
  if (gp < 0) return { problem: `the purse holds ${formatPurse(doc.data.money.gp)}, so ${formatPurse(-amount)} cannot come out of it (spent since?)` };
  if (gp > MAX_GP) return { problem: `${formatPurse(gp)} is more than any treasure; check the figure.` };
  return { data: { ...doc.data, money: { ...doc.data.money, gp } } };
}

function receive(doc: Doc, item: HandedItem): Result {
  const line = lineOf(item);
  // The ledger keeps no weight: 0 cn until the player weighs it on the sheet.
  const bought = buyItem(doc.data, { ...line, costGp: roundGp(item.value / line.quantity), weightCn: 0 }, item.id, false);
  if ('problem' in bought) return bought;
  return { data: bought.data, notices: ['Its weight is not in the ledger: set it on the sheet (a gem is about 1 cn, supplement §7.1).'] };
}

function useOne(doc: Doc, key: string): Result {
  const equipment = withOneUsed(doc.data.equipment, key, is);
  return equipment ? { data: { ...doc.data, equipment } } : NONE_CARRIED;
}

function giveOne(doc: Doc, key: string, id: string): Result {
  const equipment = withOneBack(doc.data.equipment, key, is);
  if (equipment) return { data: { ...doc.data, equipment } };
  const catalogId = CATALOGUE[key];
  return catalogId ? buyItem(doc.data, { catalogId, quantity: 1 }, id, false) : { problem: 'That is not an item of the equipment list.' };
}

export const darkDungeonsPurse: PurseDef<DarkDungeonsData> = {
  money: {
    unit: 'gp',
    step: 0.01,
    source: 'supplement §7.1',
    balance: (doc) => doc.data.money.gp,
    credit,
    format: formatPurse,
  },
  noMoney: null,
  equipment: { receive, count: (doc, key) => countOf(doc.data.equipment, key, is), useOne, giveOne },
};
