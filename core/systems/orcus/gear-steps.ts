/**
 * Buying, carrying and wearing equipment (002:640-894): items from the text's armour, weapon and gear tables (or
 * entered by hand), paid from the purse at their price, worn armour and a held shield for AC, enchantments (+X) and
 * selling at one-fifth of the cost (002:660-661).
 */
import type { StepResult } from '../types';
import { armourById, shieldById } from './data/armour';
import { CP_PER_GP, RESALE_FRACTION, formatCoins, gearById } from './data/gear';
import { weaponById } from './data/weapons';
import type { EquipmentItem, ItemKind, OrcusData } from './character';
import { ORCUS_LIMITS } from './shape';

type Result = StepResult<OrcusData>;

/** An entry of the shop: anything the text's tables price. */
export interface CatalogEntry {
  readonly id: string;
  readonly name: string;
  readonly kind: ItemKind;
  readonly costCp: number;
  readonly weightLb: number;
  /** The table's line, for the "Source" affordance. */
  readonly line: string;
}

/** Looks a catalogue id up in the armour, shield, weapon (including designed weapons) and gear tables. */
export function catalogEntry(id: string): CatalogEntry | undefined {
  const armour = armourById(id);
  if (armour) return { id, name: armour.name, kind: 'armour', costCp: armour.costGp * CP_PER_GP, weightLb: armour.weightLb, line: String(armour.line) };
  const shield = shieldById(id);
  if (shield) return { id, name: shield.name, kind: 'shield', costCp: shield.costGp * CP_PER_GP, weightLb: shield.weightLb, line: String(shield.line) };
  const weapon = weaponById(id);
  if (weapon) return { id, name: weapon.name, kind: 'weapon', costCp: weapon.costGp * CP_PER_GP, weightLb: weapon.weightLb, line: weapon.citation.lines };
  const gear = gearById(id);
  if (gear) return { id, name: gear.name, kind: gear.category === 'focus' ? 'focus' : 'gear', costCp: gear.costCp, weightLb: gear.weightLb, line: String(gear.line) };
  return undefined;
}

/** The kinds of item a player may enter, whether one is worn or wielded, and whether it may be enchanted (002:2164-2168). */
export const ITEM_KINDS: readonly { readonly id: ItemKind; readonly label: string; readonly worn: boolean; readonly enchantable: boolean }[] = [
  { id: 'gear', label: 'Gear', worn: false, enchantable: false },
  { id: 'weapon', label: 'Weapon', worn: true, enchantable: true },
  { id: 'armour', label: 'Armour', worn: true, enchantable: true },
  { id: 'shield', label: 'Shield', worn: true, enchantable: false },
  { id: 'focus', label: 'Focus', worn: true, enchantable: true },
  { id: 'neck', label: 'Cloak or amulet', worn: true, enchantable: true },
];

/** The kind's row of ITEM_KINDS (gear's for an unknown kind). */
export function itemKind(kind: ItemKind): (typeof ITEM_KINDS)[number] {
  return ITEM_KINDS.find((k) => k.id === kind) ?? { id: kind, label: kind, worn: false, enchantable: false };
}

/** What a player types for an item that is not in the tables. */
export interface CustomItemInput {
  readonly name: string;
  readonly kind: ItemKind;
  readonly costCp: number;
  readonly weightLb: number;
  readonly quantity: number;
  readonly enhancement: number;
}

function itemProblem(item: CustomItemInput): string | null {
  if (item.name.trim() === '') return 'Name the item.';
  if (item.name.trim().length > ORCUS_LIMITS.line) return `Keep the item name to ${ORCUS_LIMITS.line} characters.`;
  if (!Number.isInteger(item.costCp) || item.costCp < 0 || item.costCp > ORCUS_LIMITS.amount) return 'Cost is a whole number of copper pieces, 0 or more.';
  if (!Number.isFinite(item.weightLb) || item.weightLb < 0 || item.weightLb > ORCUS_LIMITS.weight) return 'Weight is a number of pounds, 0 or more.';
  if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > ORCUS_LIMITS.quantity) return 'Quantity is a whole number of 1 or more.';
  if (!Number.isInteger(item.enhancement) || item.enhancement < 0 || item.enhancement > 6) return 'An enchanted item is +1 to +6 (002:2176-2205); a mundane one is +0.';
  if (item.enhancement > 0 && !itemKind(item.kind).enchantable) return 'Only armour, weapons, focuses and cloaks or amulets are enchanted items (002:2164-2168).';
  return null;
}

function add(data: OrcusData, item: EquipmentItem, pay: boolean): Result {
  if (data.equipment.length >= ORCUS_LIMITS.equipment) return { problem: 'That is more items than a sheet can hold.' };
  if (data.equipment.some((e) => e.id === item.id)) return { problem: 'That item id is taken; try again.' };
  const cost = item.costCp * item.quantity;
  if (pay && cost > data.moneyCp) return { problem: `That costs ${formatCoins(cost)}; you have ${formatCoins(data.moneyCp)}.` };
  return { data: { ...data, equipment: [...data.equipment, item], moneyCp: data.moneyCp - (pay ? cost : 0) } };
}

/** Buys (with `pay`) or adds an item of the text's tables. */
export function buyFromCatalog(data: OrcusData, catalogId: string, id: string, options: { readonly quantity?: number; readonly pay: boolean }): Result {
  const entry = catalogEntry(catalogId);
  if (!entry) return { problem: 'That item is not in the text’s tables; add it as your own item.' };
  const quantity = options.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > ORCUS_LIMITS.quantity) return { problem: 'Quantity is a whole number of 1 or more.' };
  return add(data, { id, catalogId, name: entry.name, kind: entry.kind, costCp: entry.costCp, weightLb: entry.weightLb, quantity, equipped: false, enhancement: 0 }, options.pay);
}

/** Adds an item entered by hand (a magic item, a trinket); with `pay` its cost comes out of the purse. */
export function addCustomItem(data: OrcusData, input: CustomItemInput, id: string, pay: boolean): Result {
  const problem = itemProblem(input);
  if (problem) return { problem };
  return add(data, { id, catalogId: null, name: input.name.trim(), kind: input.kind, costCp: input.costCp, weightLb: input.weightLb, quantity: input.quantity, equipped: false, enhancement: input.enhancement }, pay);
}

/** Removes an item; with `refund` its full cost goes back into the purse (undoing a purchase at creation). */
export function removeItem(data: OrcusData, id: string, refund: boolean): Result {
  const item = data.equipment.find((e) => e.id === id);
  if (!item) return { problem: 'That item is no longer carried.' };
  const back = refund ? item.costCp * item.quantity : 0;
  return { data: { ...data, equipment: data.equipment.filter((e) => e.id !== id), moneyCp: data.moneyCp + back } };
}

/** Sells an item in a market for one-fifth of its cost, rounded down to the copper (002:660-661, 002:104). */
export function sellItem(data: OrcusData, id: string): Result {
  const item = data.equipment.find((e) => e.id === id);
  if (!item) return { problem: 'That item is no longer carried.' };
  const price = Math.floor(item.costCp * item.quantity * RESALE_FRACTION);
  return {
    data: { ...data, equipment: data.equipment.filter((e) => e.id !== id), moneyCp: data.moneyCp + price },
    notices: [`${item.name} sold for ${formatCoins(price)}, one-fifth of ${formatCoins(item.costCp * item.quantity)} (002:660).`],
  };
}

/**
 * Wears or takes off an item. Putting on armour takes off other armour, and taking up a shield puts down another
 * (only one benefits, 002:671); the notice says so.
 */
export function equipItem(data: OrcusData, id: string, equipped: boolean): Result {
  const item = data.equipment.find((e) => e.id === id);
  if (!item) return { problem: 'That item is no longer carried.' };
  const notices: string[] = [];
  const equipment = data.equipment.map((e) => {
    if (e.id === id) return { ...e, equipped };
    if (equipped && e.equipped && (item.kind === 'armour' || item.kind === 'shield') && e.kind === item.kind) {
      notices.push(`${e.name} was taken off: ${item.kind === 'armour' ? 'one suit of armour is worn at a time' : 'only one shield benefits at a time (002:671)'}.`);
      return { ...e, equipped: false };
    }
    return e;
  });
  return { data: { ...data, equipment }, notices };
}

/** Sets an item's enchantment +X (002:2163-2216). */
export function setEnhancement(data: OrcusData, id: string, plus: number): Result {
  const item = data.equipment.find((e) => e.id === id);
  if (!item) return { problem: 'That item is no longer carried.' };
  const problem = itemProblem({ ...item, enhancement: plus });
  if (problem) return { problem };
  return { data: { ...data, equipment: data.equipment.map((e) => (e.id === id ? { ...e, enhancement: plus } : e)) } };
}

/** Money spent on gear so far, in copper. */
export function equipmentCost(data: OrcusData): number {
  return data.equipment.reduce((s, e) => s + e.costCp * e.quantity, 0);
}

/** A change of the equipment, as the gear editor asks for it on the sheet and in the creation flow. */
export type GearOp =
  | { readonly op: 'buy'; readonly catalogId: string; readonly quantity: number; readonly pay: boolean }
  | { readonly op: 'add'; readonly item: CustomItemInput; readonly pay: boolean }
  | { readonly op: 'equip'; readonly id: string; readonly equipped: boolean }
  | { readonly op: 'enchant'; readonly id: string; readonly plus: number }
  /** Taken back to the shop at creation: its full price is refunded. */
  | { readonly op: 'return'; readonly id: string }
  | { readonly op: 'sell'; readonly id: string }
  | { readonly op: 'drop'; readonly id: string };

/** Applies a gear change; `newId` is the id a bought or added item gets. */
export function applyGear(data: OrcusData, op: GearOp, newId: string): Result {
  switch (op.op) {
    case 'buy':
      return buyFromCatalog(data, op.catalogId, newId, { quantity: op.quantity, pay: op.pay });
    case 'add':
      return addCustomItem(data, op.item, newId, op.pay);
    case 'equip':
      return equipItem(data, op.id, op.equipped);
    case 'enchant':
      return setEnhancement(data, op.id, op.plus);
    case 'return':
      return removeItem(data, op.id, true);
    case 'sell':
      return sellItem(data, op.id);
    case 'drop':
      return removeItem(data, op.id, false);
  }
}

const counted = (quantity: number, name: string) => (quantity === 1 ? name : `${quantity} × ${name}`);

/** The history's sentence for a gear change ("Bought: 3 × Torch", "Sold: Chainmail"), worded before it is applied. */
export function gearWords(data: OrcusData, op: GearOp): string {
  if (op.op === 'buy') return `${op.pay ? 'Bought' : 'Given'}: ${counted(op.quantity, catalogEntry(op.catalogId)?.name ?? op.catalogId)}`;
  if (op.op === 'add') return `${op.pay ? 'Bought' : 'Given'}: ${counted(op.item.quantity, op.item.name.trim())}`;
  const item = data.equipment.find((e) => e.id === op.id);
  const name = item ? counted(item.quantity, item.name) : 'an item';
  switch (op.op) {
    case 'equip':
      return `${op.equipped ? (item?.kind === 'weapon' ? 'Wielded' : 'Worn') : 'Taken off'}: ${name}`;
    case 'enchant':
      return `${name}: enchantment +${op.plus}`;
    case 'return':
      return `Returned to the shop: ${name}`;
    case 'sell':
      return `Sold: ${name}`;
    case 'drop':
      return `Dropped: ${name}`;
  }
}
