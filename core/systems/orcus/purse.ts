/**
 * What an Orcus character carries, for the campaign: money kept in copper pieces (1 gp = 10 sp = 100 cp,
 * 002:651-657) and counted in gold pieces as treasure is, items handed over as equipment lines.
 */
import type { CharacterDocument } from '../../documents/character';
import { countOf, lineOf, namedItem, NONE_CARRIED, withOneBack, withOneUsed } from '../equipment-kit';
import { onStep, type HandedItem, type PurseDef } from '../purse-types';
import type { StepResult } from '../types';
import type { EquipmentItem, OrcusData } from './character';
import { CP_PER_GP, formatCoins } from './data/gear';
import { addCustomItem, buyFromCatalog } from './gear-steps';
import { ORCUS_LIMITS } from './shape';

type Doc = CharacterDocument<OrcusData>;
type Result = StepResult<OrcusData>;

/** The text's gear a light source's item key stands for (data/gear.ts). */
const CATALOGUE: Readonly<Record<string, string>> = { torch: 'torch' };

function is(item: EquipmentItem, key: string): boolean {
  return item.catalogId !== null ? item.catalogId === CATALOGUE[key] : namedItem(item, key);
}

function credit(doc: Doc, amount: number): Result {
  if (!Number.isFinite(amount) || !onStep(amount, 0.01)) return { problem: 'Money goes to the copper piece: at most two decimals of a gold piece.' };
  const cp = doc.data.moneyCp + Math.round(amount * CP_PER_GP);
  if (cp < 0) return { problem: `the purse holds ${formatCoins(doc.data.moneyCp)}, so ${formatCoins(Math.round(-amount * CP_PER_GP))} cannot come out of it (spent since?)` };
  if (cp > ORCUS_LIMITS.amount) return { problem: `${formatCoins(cp)} is more than any treasure; check the figure.` };
  return { data: { ...doc.data, moneyCp: cp } };
}

function receive(doc: Doc, item: HandedItem): Result {
  const line = lineOf(item);
  return addCustomItem(doc.data, { ...line, kind: 'gear', costCp: Math.round((item.value * CP_PER_GP) / line.quantity), weightLb: 0, enhancement: 0 }, item.id, false);
}

function useOne(doc: Doc, key: string): Result {
  const equipment = withOneUsed(doc.data.equipment, key, is);
  return equipment ? { data: { ...doc.data, equipment } } : NONE_CARRIED;
}

function giveOne(doc: Doc, key: string, id: string): Result {
  const equipment = withOneBack(doc.data.equipment, key, is);
  if (equipment) return { data: { ...doc.data, equipment } };
  const catalogId = CATALOGUE[key];
  return catalogId ? buyFromCatalog(doc.data, catalogId, id, { pay: false }) : { problem: 'That is not an item of the text’s tables.' };
}

export const orcusPurse: PurseDef<OrcusData> = {
  money: {
    unit: 'gp',
    step: 0.01,
    source: '002:651-657',
    balance: (doc) => doc.data.moneyCp / CP_PER_GP,
    credit,
    format: (amount) => formatCoins(Math.round(amount * CP_PER_GP)),
  },
  noMoney: null,
  equipment: { receive, count: (doc, key) => countOf(doc.data.equipment, key, is), useOne, giveOne },
};
