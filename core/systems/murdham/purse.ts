/**
 * What a Murdham character carries, for the campaign: shillings tracked to a quarter (000:153), treasure valued and
 * credited in them, items handed over as gear (bulk 1 unless the item says otherwise, 000:174).
 */
import type { CharacterDocument } from '../../documents/character';
import { countOf, lineOf, NONE_CARRIED, withOneBack, withOneUsed } from '../equipment-kit';
import { onStep, type HandedItem, type PurseDef } from '../purse-types';
import type { StepResult } from '../types';
import type { MurdhamData } from './character';
import { addGear, shillingsProblem } from './creation-steps';
import { cite } from './data/source';
import { formatShillings } from './format';

type Doc = CharacterDocument<MurdhamData>;
type Result = StepResult<MurdhamData>;

function credit(doc: Doc, amount: number): Result {
  if (!Number.isFinite(amount) || !onStep(amount, 0.25)) return { problem: `Money is tracked to a quarter shilling (${cite(153)}).` };
  const shillings = doc.data.shillings + amount;
  if (shillings < 0) return { problem: `the purse holds ${formatShillings(doc.data.shillings)}, so ${formatShillings(-amount)} cannot come out of it (spent since?)` };
  const problem = shillingsProblem(shillings);
  return problem ? { problem } : { data: { ...doc.data, shillings } };
}

function receive(doc: Doc, item: HandedItem): Result {
  const line = lineOf(item);
  // The cost of one, down to the quarter the purse keeps.
  const cost = Math.floor((item.value / line.quantity) * 4) / 4;
  return addGear(doc.data, { ...line, bulk: 1, cost, armour: 0, worn: false }, false);
}

export const murdhamPurse: PurseDef<MurdhamData> = {
  money: {
    unit: 'ʂ',
    step: 0.25,
    source: cite(153),
    balance: (doc) => doc.data.shillings,
    credit,
    format: formatShillings,
  },
  noMoney: null,
  equipment: {
    receive,
    count: (doc, key) => countOf(doc.data.gear, key),
    useOne: (doc, key) => {
      const gear = withOneUsed(doc.data.gear, key);
      return gear ? { data: { ...doc.data, gear } } : NONE_CARRIED;
    },
    giveOne: (doc, key) => {
      const gear = withOneBack(doc.data.gear, key);
      return gear ? { data: { ...doc.data, gear } } : addGear(doc.data, { name: 'Torch', quantity: 1, bulk: 1, cost: 0, armour: 0, worn: false }, false);
    },
  },
};
