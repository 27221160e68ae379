/**
 * What a True SRD character carries, for the campaign: its equipment list. The text (003) is only the "Playing the
 * Game" chapter, with no money, so treasure is not divided into purses here (the ledger still records it).
 */
import type { CharacterDocument } from '../../documents/character';
import { countOf, lineOf, NONE_CARRIED, withOneBack, withOneUsed } from '../equipment-kit';
import type { HandedItem, PurseDef } from '../purse-types';
import type { StepResult } from '../types';
import type { TrueSrdData } from './character';
import { addItem } from './creation-steps';

type Doc = CharacterDocument<TrueSrdData>;
type Result = StepResult<TrueSrdData>;

function receive(doc: Doc, item: HandedItem): Result {
  return addItem(doc.data, { ...lineOf(item), weightLb: 0 }, item.id);
}

export const trueSrdPurse: PurseDef<TrueSrdData> = {
  money: null,
  noMoney: 'The True SRD text (003) is only the “Playing the Game” chapter: it has no money, so there are no purses to divide treasure into.',
  equipment: {
    receive,
    count: (doc, key) => countOf(doc.data.equipment, key),
    useOne: (doc, key) => {
      const equipment = withOneUsed(doc.data.equipment, key);
      return equipment ? { data: { ...doc.data, equipment } } : NONE_CARRIED;
    },
    giveOne: (doc, key, id) => {
      const equipment = withOneBack(doc.data.equipment, key);
      return equipment ? { data: { ...doc.data, equipment } } : addItem(doc.data, { name: 'Torch', weightLb: 0, quantity: 1 }, id);
    },
  },
};
