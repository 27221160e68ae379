/**
 * A sensible starting kit for a quick character, bought from its starting gold out of the catalogue (supplement §7):
 * the weapons its feats are in (with ammunition), the best armour and shield its class may wear (supplement §7.5),
 * its class's tools, then everyday gear while the money lasts. Magic-users and elves also get their spellbook, a gift
 * from their master (004:448, 004:723).
 */
import { STARTING_SPELL_BOOK_ITEM_ID, startingSpellBook, type ClassId, type DarkDungeonsData } from '../character';
import { ARMOUR_RULES, EQUIPMENT_CATALOGUE, weaponItemId, wearProblem, type CatalogueItem, catalogueItem } from '../data/equipment';
import { weaponById, type WeaponUser } from '../data/weapons';
import { buyInto, equipmentUser, type Purse } from './shop';
import { keepsSpellbook } from './creation';

/** Gold kept back for everyday gear when choosing armour and a shield. */
const RESERVE_GP = 10;

/** Ammunition bought with a missile weapon. */
const AMMUNITION: Readonly<Record<string, readonly string[]>> = {
  'bow-long': ['ammo-arrows', 'gear-quiver'],
  'bow-short': ['ammo-arrows', 'gear-quiver'],
  'crossbow-heavy': ['ammo-bolts', 'gear-quiver'],
  'crossbow-light': ['ammo-bolts', 'gear-quiver'],
  sling: ['ammo-pellets'],
  'blowgun-large': ['ammo-darts'],
  'blowgun-small': ['ammo-darts'],
  pistol: ['ammo-bullets', 'ammo-red-powder'],
  smoothbore: ['ammo-bullets', 'ammo-red-powder'],
};

/** Class tools bought before anything else (a thief cannot pick locks without them) or after the armour. */
const TOOLS_FIRST: Readonly<Record<string, readonly string[]>> = { thief: ['gear-thieves-tools'] };
const TOOLS_AFTER: Readonly<Record<string, readonly string[]>> = { cleric: ['gear-holy-symbol'] };

/** Everyday gear, most needed first; torches come three at a time. */
const EVERYDAY: readonly { readonly id: string; readonly quantity: number }[] = [
  { id: 'gear-backpack', quantity: 1 },
  { id: 'gear-waterskin-full', quantity: 1 },
  { id: 'gear-tinder-box', quantity: 1 },
  { id: 'gear-torch', quantity: 3 },
  { id: 'gear-rope', quantity: 1 },
  { id: 'gear-rations-dried', quantity: 1 },
];

/** The id a new item gets in a kit (unique within the character). */
function kitId(purse: Purse): string {
  return `kit-${purse.equipment.length + 1}`;
}

/** Buys when the purse allows; otherwise leaves the purse as it was. */
function tryBuy(purse: Purse, user: WeaponUser | null, catalogId: string, quantity = 1): Purse {
  // What the purse cannot pay for is skipped before buyInto words its refusal: most of a kit's tries are refused.
  const entry = catalogueItem(catalogId);
  if (entry && entry.costGp * quantity > purse.gp) return purse;
  const result = buyInto(purse, user, { catalogId, quantity }, kitId(purse), true);
  return 'problem' in result ? purse : result.purse;
}

/** The armour or shields each class may wear, in catalogue order, worked out once per class and kind. */
const WEARABLE = new Map<string, readonly CatalogueItem[]>();
function wearableBy(classId: ClassId, kind: 'armour' | 'shield'): readonly CatalogueItem[] {
  const key = `${classId}|${kind}`;
  let list = WEARABLE.get(key);
  if (!list) {
    list = EQUIPMENT_CATALOGUE.filter((i) => i.kind === kind && wearProblem(classId, i) === null && !i.large);
    WEARABLE.set(key, list);
  }
  return list;
}

/** The best item of a kind the class may wear and `gp` can pay for while keeping the reserve, or null. */
function bestWearable(classId: ClassId, gp: number, kind: 'armour' | 'shield'): CatalogueItem | null {
  const score = (i: CatalogueItem) => (kind === 'armour' ? -(i.armourClass ?? 9) : (i.shieldBonus ?? 0));
  let best: CatalogueItem | null = null;
  // The first of equal scores wins, as catalogue order decides.
  for (const i of wearableBy(classId, kind)) if (i.costGp <= gp - RESERVE_GP && (best === null || score(i) > score(best))) best = i;
  return best;
}

/** Whether the character fights with a one-handed melee weapon, leaving a hand for a shield. */
function hasHandForShield(data: DarkDungeonsData): boolean {
  return data.weaponFeats.some((f) => weaponById(f.weaponId)?.category === 'one-handed-melee' && f.weaponId !== 'unarmed-strike');
}

/** The character with its kit bought (see the file comment). The purchases are made on a purse, written once. */
export function buyKit(start: DarkDungeonsData): DarkDungeonsData {
  const classId = start.classId;
  if (!classId) return start;
  const user = equipmentUser(start);
  const before: Purse = { equipment: start.equipment, gp: start.money.gp };
  let purse = before;
  if (keepsSpellbook(classId) && !purse.equipment.some((e) => e.id === STARTING_SPELL_BOOK_ITEM_ID)) purse = { ...purse, equipment: [...purse.equipment, startingSpellBook()] };
  for (const id of TOOLS_FIRST[classId] ?? []) purse = tryBuy(purse, user, id);
  for (const feat of start.weaponFeats) {
    if (feat.weaponId === 'unarmed-strike') continue;
    const unarmed = purse;
    purse = tryBuy(purse, user, weaponItemId(feat.weaponId));
    if (purse !== unarmed) for (const ammo of AMMUNITION[feat.weaponId] ?? []) purse = tryBuy(purse, user, ammo);
  }
  const armour = bestWearable(classId, purse.gp, 'armour');
  if (armour) purse = tryBuy(purse, user, armour.id);
  if (ARMOUR_RULES[classId].shields !== 'none' && hasHandForShield(start)) {
    const shield = bestWearable(classId, purse.gp, 'shield');
    if (shield) purse = tryBuy(purse, user, shield.id);
  }
  for (const id of TOOLS_AFTER[classId] ?? []) purse = tryBuy(purse, user, id);
  for (const item of EVERYDAY) purse = tryBuy(purse, user, item.id, item.quantity);
  return purse === before ? start : { ...start, equipment: purse.equipment, money: { ...start.money, gp: purse.gp } };
}
