/**
 * A sensible starting kit for a quick character, bought from its starting gold out of the catalogue (supplement §7):
 * the weapons its feats are in (with ammunition), the best armour and shield its class may wear (supplement §7.5),
 * its class's tools, then everyday gear while the money lasts. Magic-users and elves also get their spellbook, a gift
 * from their master (004:448, 004:723).
 */
import { STARTING_SPELL_BOOK_ITEM_ID, startingSpellBook, type DarkDungeonsData } from '../character';
import { ARMOUR_RULES, EQUIPMENT_CATALOGUE, weaponItemId, wearProblem, type CatalogueItem, catalogueItem } from '../data/equipment';
import { weaponById } from '../data/weapons';
import { buyItem } from './shop';
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
function kitId(data: DarkDungeonsData): string {
  return `kit-${data.equipment.length + 1}`;
}

/** Buys when the purse allows; otherwise leaves the character as it was. */
function tryBuy(data: DarkDungeonsData, catalogId: string, quantity = 1, pay = true): DarkDungeonsData {
  // What the purse cannot pay for is skipped before buyItem words its refusal: most of a kit's tries are refused.
  const entry = catalogueItem(catalogId);
  if (pay && entry && entry.costGp * quantity > data.money.gp) return data;
  const result = buyItem(data, { catalogId, quantity }, kitId(data), pay);
  return 'problem' in result ? data : result.data;
}

/** The best item of a kind the class may wear and the purse can pay for while keeping the reserve, or null. */
function bestWearable(data: DarkDungeonsData, kind: 'armour' | 'shield'): CatalogueItem | null {
  if (!data.classId) return null;
  const user = data.classId;
  const allowed = EQUIPMENT_CATALOGUE.filter((i) => i.kind === kind && wearProblem(user, i) === null && !i.large && i.costGp <= data.money.gp - RESERVE_GP);
  const score = (i: CatalogueItem) => (kind === 'armour' ? -(i.armourClass ?? 9) : (i.shieldBonus ?? 0));
  return allowed.reduce<CatalogueItem | null>((best, i) => (best === null || score(i) > score(best) ? i : best), null);
}

/** Whether the character fights with a one-handed melee weapon, leaving a hand for a shield. */
function hasHandForShield(data: DarkDungeonsData): boolean {
  return data.weaponFeats.some((f) => weaponById(f.weaponId)?.category === 'one-handed-melee' && f.weaponId !== 'unarmed-strike');
}

/** The character with its kit bought (see the file comment). */
export function buyKit(start: DarkDungeonsData): DarkDungeonsData {
  let data = start;
  const classId = data.classId;
  if (!classId) return data;
  if (keepsSpellbook(classId) && !data.equipment.some((e) => e.id === STARTING_SPELL_BOOK_ITEM_ID)) data = { ...data, equipment: [...data.equipment, startingSpellBook()] };
  for (const id of TOOLS_FIRST[classId] ?? []) data = tryBuy(data, id);
  for (const feat of data.weaponFeats) {
    if (feat.weaponId === 'unarmed-strike') continue;
    const before = data;
    data = tryBuy(data, weaponItemId(feat.weaponId));
    if (data !== before) for (const ammo of AMMUNITION[feat.weaponId] ?? []) data = tryBuy(data, ammo);
  }
  const armour = bestWearable(data, 'armour');
  if (armour) data = tryBuy(data, armour.id);
  if (ARMOUR_RULES[classId].shields !== 'none' && hasHandForShield(data)) {
    const shield = bestWearable(data, 'shield');
    if (shield) data = tryBuy(data, shield.id);
  }
  for (const id of TOOLS_AFTER[classId] ?? []) data = tryBuy(data, id);
  for (const item of EVERYDAY) data = tryBuy(data, item.id, item.quantity);
  return data;
}
