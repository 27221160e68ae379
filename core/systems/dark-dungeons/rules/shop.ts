/**
 * Buying, dropping and wearing equipment, at creation and on the sheet: items from the catalogue (data/equipment.ts)
 * or typed in, paid from the gold or given. Wearing what the class may not is allowed and said, never refused: the
 * sheet lists it as a rule not followed (supplement §7.5).
 */
import type { StepResult } from '../../types';
import type { DarkDungeonsData, EquipmentItem } from '../character';
import { catalogueItem, wearProblem } from '../data/equipment';
import type { WeaponUser } from '../data/weapons';
import { formatGp } from '../format';
import { roundGp } from './gear';

type Result = StepResult<DarkDungeonsData>;

/** What a player types to buy an item that is not in the catalogue. */
export interface ItemInput {
  readonly name: string;
  readonly costGp: number;
  readonly weightCn: number;
  readonly quantity: number;
}

/** An item picked from the equipment catalogue (data/equipment.ts), and how many. */
export interface CatalogueInput {
  readonly catalogId: string;
  readonly quantity: number;
}

/** A purchase: a catalogue entry, or a custom item typed in. */
export type Purchase = ItemInput | CatalogueInput;

function isCatalogue(p: Purchase): p is CatalogueInput {
  return 'catalogId' in p;
}

function quantityProblem(quantity: number): string | null {
  return !Number.isInteger(quantity) || quantity < 1 || quantity > 100000 ? 'Quantity must be a whole number of 1 or more.' : null;
}

/** Checks an item; returns a sentence or null. */
export function itemProblem(item: ItemInput): string | null {
  if (item.name.trim() === '') return 'Name the item.';
  if (item.name.trim().length > 200) return 'Keep the item name to 200 characters.';
  if (!Number.isFinite(item.costGp) || item.costGp < 0 || item.costGp > 1e9) return 'Cost must be 0 or more gold pieces.';
  if (!Number.isFinite(item.weightCn) || item.weightCn < 0 || item.weightCn > 1e9) return 'Weight must be 0 or more coins (cn).';
  return quantityProblem(item.quantity);
}

/** The user whose equipment rules apply: a cleric with druidic vows follows the druid's. */
export function equipmentUser(data: Pick<DarkDungeonsData, 'classId' | 'vows'>): WeaponUser | null {
  if (!data.classId) return null;
  return data.classId === 'cleric' && data.vows.druidic ? 'druid' : data.classId;
}

/**
 * The two parts of a character a purchase changes. A quick character's kit is a dozen purchases: making them on a
 * purse and writing the character once is what keeps quick characters fast (copying the whole payload per purchase
 * was a quarter of their time).
 */
export interface Purse {
  /** What is carried, in the character's order. */
  readonly equipment: readonly EquipmentItem[];
  /** Gold pieces left. */
  readonly gp: number;
}

/**
 * {@link buyItem} on a purse: the same rules, without the rest of the character. `user` is whose equipment rules
 * apply (see {@link equipmentUser}); it only words the notice about wearing what the class may not.
 */
export function buyInto(purse: Purse, user: WeaponUser | null, purchase: Purchase, id: string, pay: boolean): { readonly purse: Purse; readonly notices: string[] } | { readonly problem: string } {
  let bought: EquipmentItem;
  const notices: string[] = [];
  if (isCatalogue(purchase)) {
    const entry = catalogueItem(purchase.catalogId);
    if (!entry) return { problem: 'That item is not in the equipment list; type it in as a custom item.' };
    const bad = quantityProblem(purchase.quantity);
    if (bad) return { problem: bad };
    const wearable = entry.kind === 'armour' || entry.kind === 'shield';
    // Whether one of its kind is worn already is only asked of armour and shields (most purchases are neither).
    const wear = wearable && purchase.quantity === 1 && !purse.equipment.some((e) => e.worn && catalogueItem(e.catalogId ?? '')?.kind === entry.kind);
    bought = { id, name: entry.name, costGp: entry.costGp, weightCn: entry.weightCn, quantity: purchase.quantity, catalogId: entry.id, ...(wear ? { worn: true } : {}), ...(pay ? {} : { given: true }) };
    const problem = user && wearable ? wearProblem(user, entry) : null;
    if (problem) notices.push(`${problem} The sheet will list it as a rule not followed.`);
  } else {
    const problem = itemProblem(purchase);
    if (problem) return { problem };
    bought = { id, name: purchase.name.trim(), costGp: purchase.costGp, weightCn: purchase.weightCn, quantity: purchase.quantity, ...(pay ? {} : { given: true }) };
  }
  const cost = roundGp(bought.costGp * bought.quantity);
  if (pay && cost > purse.gp) return { problem: `That costs ${formatGp(cost)}; there ${purse.gp === 1 ? 'is' : 'are'} ${formatGp(purse.gp)}.` };
  const same = bought.catalogId && !bought.worn ? purse.equipment.find((e) => e.catalogId === bought.catalogId && !e.worn && !e.given === pay) : undefined;
  const equipment = same ? purse.equipment.map((e) => (e === same ? { ...e, quantity: e.quantity + bought.quantity } : e)) : [...purse.equipment, bought];
  return { purse: { equipment, gp: roundGp(purse.gp - (pay ? cost : 0)) }, notices };
}

/**
 * Adds an item; with `pay` its cost comes out of the gold, without it the item is given (creation and the sheet both
 * buy this way). A catalogue item brings its own name, cost and weight; armour or a shield is put on when none is
 * worn yet. More of a catalogue item already carried (and not worn) adds to that line.
 */
export function buyItem(data: DarkDungeonsData, purchase: Purchase, id: string, pay: boolean): Result {
  const result = buyInto({ equipment: data.equipment, gp: data.money.gp }, equipmentUser(data), purchase, id, pay);
  if ('problem' in result) return result;
  return { data: { ...data, equipment: result.purse.equipment, money: { ...data.money, gp: result.purse.gp } }, notices: result.notices };
}

/** Removes an item; with `refund` its cost goes back into the gold (undoing a purchase at creation; a gift refunds nothing). */
export function removeItem(data: DarkDungeonsData, id: string, refund: boolean): Result {
  const item = data.equipment.find((e) => e.id === id);
  if (!item) return { problem: 'That item is no longer carried.' };
  const back = refund && !item.given ? item.costGp * item.quantity : 0;
  return { data: { ...data, equipment: data.equipment.filter((e) => e.id !== id), money: { ...data.money, gp: roundGp(data.money.gp + back) } } };
}

/**
 * Puts an item on or takes it off. Armour is one whole set at a time and a character carries one shield (supplement
 * §7.3), so putting one on takes off the one worn before. Wearing what the class may not is allowed and said: the
 * sheet lists it as a rule not followed.
 */
export function setWorn(data: DarkDungeonsData, id: string, worn: boolean): Result {
  const item = data.equipment.find((e) => e.id === id);
  if (!item) return { problem: 'That item is no longer carried.' };
  const entry = catalogueItem(item.catalogId ?? '');
  const kind = entry?.kind;
  if (worn && kind !== 'armour' && kind !== 'shield' && kind !== 'clothing') return { problem: `${item.name} is not something to wear.` };
  const notices: string[] = [];
  let equipment = data.equipment.map((e) => (e.id === id ? withWorn(e, worn) : e));
  if (worn && (kind === 'armour' || kind === 'shield')) {
    const off = equipment.filter((e) => e.id !== id && e.worn && catalogueItem(e.catalogId ?? '')?.kind === kind);
    if (off.length > 0) {
      equipment = equipment.map((e) => (off.includes(e) ? withWorn(e, false) : e));
      notices.push(`${off.map((e) => e.name).join(', ')} taken off: ${kind === 'armour' ? 'one set of armour is worn at a time' : 'one shield is carried at a time'}.`);
    }
    const user = equipmentUser(data);
    const problem = user && entry ? wearProblem(user, entry) : null;
    if (problem) notices.push(`${problem} The sheet will list it as a rule not followed.`);
  }
  return { data: { ...data, equipment }, notices };
}

function withWorn(item: EquipmentItem, worn: boolean): EquipmentItem {
  if (worn) return { ...item, worn: true };
  const { worn: _off, ...rest } = item;
  return rest;
}

