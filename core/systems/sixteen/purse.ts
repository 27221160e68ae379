/**
 * What a 16+ character carries, for the campaign: its equipment list. The text (001) has no money or price list, so
 * treasure is not divided into purses here (the ledger still records it).
 */
import type { CharacterDocument } from '../../documents/character';
import { countOf, lineOf, NONE_CARRIED, withOneBack, withOneUsed } from '../equipment-kit';
import type { HandedItem, PurseDef } from '../purse-types';
import type { StepResult } from '../types';
import type { SixteenData } from './character';
import { addItem } from './creation-steps';

type Doc = CharacterDocument<SixteenData>;
type Result = StepResult<SixteenData>;

function receive(doc: Doc, item: HandedItem): Result {
  return addItem(doc.data, { ...lineOf(item), note: item.value > 0 ? `From the treasure, worth ${item.value}` : 'From the treasure' }, item.id);
}

export const sixteenPurse: PurseDef<SixteenData> = {
  money: null,
  noMoney: 'The 16+ text (001) has no money or prices, so there are no purses to divide treasure into.',
  equipment: {
    receive,
    count: (doc, key) => countOf(doc.data.equipment, key),
    useOne: (doc, key) => {
      const equipment = withOneUsed(doc.data.equipment, key);
      return equipment ? { data: { ...doc.data, equipment } } : NONE_CARRIED;
    },
    giveOne: (doc, key, id) => {
      const equipment = withOneBack(doc.data.equipment, key);
      return equipment ? { data: { ...doc.data, equipment } } : addItem(doc.data, { name: 'Torch', quantity: 1, note: '' }, id);
    },
  },
};
