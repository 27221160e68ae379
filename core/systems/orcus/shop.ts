/**
 * The shop as the gear editor shows it: the text's tables grouped as the book groups them (armour and shields
 * 002:664-698, weapons, gear 002:821-894), what a table says of one entry, and the weight of a carried line.
 */
import { ARMOURS, SHIELDS, armourById, shieldById } from './data/armour';
import { GEAR, formatCoins, type GearCategory } from './data/gear';
import { WEAPONS, weaponById } from './data/weapons';
import { signed } from '../../text/format';
import type { EquipmentItem } from './character';
import { catalogEntry, type CatalogEntry } from './gear-steps';

/** A group of the shop's list, with its entries in the table's order. */
export interface ShopGroup {
  readonly label: string;
  readonly entries: readonly CatalogEntry[];
}

const gearOf = (...categories: readonly GearCategory[]) => GEAR.filter((g) => categories.includes(g.category)).map((g) => g.id);
const entries = (ids: readonly string[]) => ids.map((id) => catalogEntry(id)).filter((e) => e !== undefined);

/** Every entry the text's tables price, by group. */
export const SHOP_GROUPS: readonly ShopGroup[] = [
  { label: 'Armour', entries: entries(ARMOURS.map((a) => a.id)) },
  { label: 'Shields', entries: entries(SHIELDS.map((s) => s.id)) },
  { label: 'Simple weapons', entries: entries(WEAPONS.filter((w) => w.category === 'simple').map((w) => w.id)) },
  { label: 'Martial weapons', entries: entries(WEAPONS.filter((w) => w.category === 'martial').map((w) => w.id)) },
  { label: 'Exotic weapons', entries: entries(WEAPONS.filter((w) => w.category === 'exotic').map((w) => w.id)) },
  { label: 'Focuses', entries: entries(gearOf('focus')) },
  { label: 'Adventuring gear', entries: entries(gearOf('gear')) },
  { label: 'Ammunition', entries: entries(gearOf('ammunition')) },
  { label: 'Mounts and vehicles', entries: entries(gearOf('mount', 'vehicle')) },
];

/**
 * What the text's table says of one entry, in one line: armour's AC and penalties, a shield's bonus, a weapon's
 * category, hands, proficiency, damage, range and properties; then its price, weight and line.
 */
export function catalogDetails(entry: CatalogEntry): string {
  const out: string[] = [];
  const armour = armourById(entry.id);
  const shield = shieldById(entry.id);
  const weapon = weaponById(entry.id);
  if (armour) out.push(`${armour.type === 'light' ? 'Light' : 'Heavy'} armour, base AC ${armour.baseAc}`, `check ${signed(armour.checkPenalty)}`, `speed ${signed(armour.speedPenalty)}`);
  if (shield) out.push(`Shield +${shield.bonus} to AC and Reflex`, `check ${signed(shield.checkPenalty)}`);
  if (weapon) {
    const category = `${weapon.category.charAt(0).toUpperCase()}${weapon.category.slice(1)}`;
    out.push(`${category} ${weapon.kind}, ${weapon.hands === 2 ? 'two-handed' : 'one-handed'}`, `proficiency +${weapon.proficiency}`, weapon.damage);
    if (weapon.range) out.push(`range ${weapon.range}`);
    if (weapon.properties.length) out.push(weapon.properties.join(', '));
  }
  out.push(formatCoins(entry.costCp), `${entry.weightLb} lb`, `002:${entry.line}`);
  return `${entry.name}: ${out.join(' · ')}`;
}

/** The weight of a line of the carried list, every one of its quantity, to a tenth of a pound. */
export function itemWeightLb(item: Pick<EquipmentItem, 'weightLb' | 'quantity'>): number {
  return Math.round(item.weightLb * item.quantity * 10) / 10;
}
