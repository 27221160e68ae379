/**
 * "Quick character": a complete, valid Murdham character in one call, for players in a hurry and GMs who need an NPC.
 * The core rules give no creation method, starting money or gear, so a quick character uses house rules recorded on
 * it: abilities 2d6+3 in order (as the abilities step offers), a purse of 4d6ʂ, and a kit of things the rules name
 * (a camping kit, rations, water, a tool), each of bulk 1 (000:174) and no recorded price (the text lists none).
 */
import type { RandomSource } from '../../../dice';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../documents/character';
import type { CharacterId } from '../../../documents/ids';
import { newMurdhamData, type GearItem, type MurdhamData } from '../character';
import { rollHouseRuleScores } from '../creation-steps';
import { HOUSE_RULE_ROLL } from '../steps';
import { maxHealth } from './abilities';
import { MURDHAM_DATA_VERSION } from '../migrations';

/** The house rule for a quick character's purse and kit. */
export const HOUSE_RULE_QUICK_KIT = 'House rule: a quick character starts with 4d6ʂ and a camping kit, 2 rations, 2 units of water and one tool (the core rules give no starting money or gear)';

const FIRST_NAMES = ['Agnes', 'Aldous', 'Balthasar', 'Beatrice', 'Cuthbert', 'Edith', 'Godric', 'Hilda', 'Isolde', 'Jocelyn', 'Mabel', 'Odo', 'Rohesia', 'Sybilla', 'Theobald', 'Wulfric'];
const BYNAMES = ['of the Marsh', 'Ashcombe', 'the Tanner', 'Crowfoot', 'Mudd', 'of Lower Murk', 'Thatcher', 'the Younger', 'Blackbrook', 'Rook'];
const CONCEPTS = ['Gravedigger', 'Rat-catcher', 'Tanner’s apprentice', 'Runaway novice', 'Ferryman', 'Poacher', 'Pedlar', 'Disgraced squire'];
/** Things the core rules name: a sword (000:182), a rope ladder (000:41), a fishing kit (000:165), a trapping kit (000:166). */
const TOOLS = ['Sword', 'Rope ladder', 'Fishing kit', 'Trapping kit'];

function pick<T>(items: readonly T[], rng: RandomSource): T {
  const item = items[rng.int(0, items.length - 1)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

function item(id: number, name: string, quantity: number): GearItem {
  return { id: `item-${id}`, name, quantity, bulk: 1, cost: 0, armour: 0, worn: false, durability: 'intact' };
}

/** The payload of a quick character and its name, from `rng` alone. */
export function quickCharacterData(rng: RandomSource): { readonly data: MurdhamData; readonly name: string; readonly dice: readonly string[] } {
  const { scores, log } = rollHouseRuleScores(rng);
  const purse = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)];
  const shillings = purse.reduce((s, d) => s + d, 0);
  const purseLine = `Purse 4d6: [${purse.join(', ')}] = ${shillings}ʂ`;
  const name = `${pick(FIRST_NAMES, rng)} ${pick(BYNAMES, rng)}`;
  const concept = pick(CONCEPTS, rng);
  const gear = [item(1, 'Camping kit', 1), item(2, 'Ration', 2), item(3, 'Unit of water', 2), item(4, pick(TOOLS, rng), 1)];
  const base: MurdhamData = { ...newMurdhamData(), concept, abilities: scores, abilityMethod: 'house-rule-roll', abilityLog: log, shillings, gear };
  return { data: { ...base, health: maxHealth(base) }, name, dice: [...log, purseLine] };
}

/** A complete quick character document. `id` and `now` are passed in so the result is reproducible. */
export function quickCharacter(rng: RandomSource, options: { readonly id: string; readonly now: string }): CharacterDocument<MurdhamData> {
  const { data, name, dice } = quickCharacterData(rng);
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    dataVersion: MURDHAM_DATA_VERSION,
    id: options.id as CharacterId,
    system: 'murdham',
    name,
    status: 'complete',
    creationStep: 'review',
    createdAt: options.now,
    updatedAt: options.now,
    data,
    overrides: {},
    houseRules: [HOUSE_RULE_ROLL, HOUSE_RULE_QUICK_KIT],
    history: [{ id: `${options.id}-created`, at: options.now, kind: 'created', summary: 'Created as a quick character', dice: [...dice] }],
  };
}
