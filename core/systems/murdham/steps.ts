/**
 * The creation steps. Source 000 has no creation chapter, so creation goes as far as its rules define a character:
 * who they are (and whether human, which sets the ability limit), the three abilities within their stated ranges,
 * and gear with shillings. Each step's help says where the text stops and what Sheetsmith decided.
 */
import type { StepDef } from '../types';

/** The house rule offered for rolling abilities, recorded on the character when used. */
export const HOUSE_RULE_ROLL = 'House rule: abilities rolled 2d6+3 each, in order (the Murdham core rules give no method)';

export const CREATION_STEPS: readonly StepDef[] = [
  {
    id: 'identity',
    title: 'Name and people',
    help: 'The Murdham core rules have no character-creation chapter, so Sheetsmith asks only what those rules use. Name your character, and say whether they are human: abilities never exceed 15 for humans and 19 for anyone else (000:72).',
    source: '000:72',
  },
  {
    id: 'abilities',
    title: 'Abilities',
    help: 'Enter Strength, Agility and Wits, each 1 to 15 for a human or 1 to 19 otherwise (000:8, 000:72). The text never says how scores are made, so enter them as your group does; or roll 2d6+3 for each in order, a house rule marked on the sheet. Health starts equal to STR and omens at 2 of 2 (000:43, 000:138).',
    source: '000:7-11, 000:72',
  },
  {
    id: 'gear',
    title: 'Gear and shillings',
    help: 'The text gives no starting money or price list: enter the shillings your GM gives (tracked to a quarter, 000:153) and your gear, each item with its bulk (1 unless its description says otherwise) and any armour it gives when worn (the total never exceeds 3). Up to 8 bulk is carried freely and up to 16 encumbered; each full 32ʂ weighs ½ (000:65, 000:172-176).',
    source: '000:65, 000:153, 000:172-177',
  },
  {
    id: 'review',
    title: 'Review',
    help: 'Check the whole sheet; anything still missing is listed. Murdham’s core rules have no experience or levels: a character changes through injuries, mutations, omens and gear in play.',
  },
];
