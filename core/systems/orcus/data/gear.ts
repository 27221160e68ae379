/**
 * Money, starting gear and the gear tables (002:640-663, 002:809-894). Prices are kept in copper pieces, the smallest
 * coin, so "1 sp" and "3 cp" are exact: 1 gp = 10 sp = 100 cp, 1 pp = 100 gp (002:645-657).
 */
import { cite, type Citation } from './source';

export const CP_PER_SP = 10;
export const CP_PER_GP = 100;

/** "First-level characters begin with 100 gold pieces to spend" (002:642). */
export const STARTING_GP = 100;

/** Weapons, armour and gear sell for one-fifth of their cost (002:660). */
export const RESALE_FRACTION = 1 / 5;

export type GearCategory = 'ammunition' | 'focus' | 'gear' | 'mount' | 'vehicle';

export interface GearDef {
  readonly id: string;
  readonly name: string;
  readonly category: GearCategory;
  readonly costCp: number;
  /** Pounds; 0 where the table prints "-" or no weight. */
  readonly weightLb: number;
  readonly line: number;
}

const gp = (n: number) => n * CP_PER_GP;
const sp = (n: number) => n * CP_PER_SP;
const g = (id: string, name: string, category: GearCategory, costCp: number, weightLb: number, line: number): GearDef => ({ id, name, category, costCp, weightLb, line });

export const GEAR: readonly GearDef[] = [
  g('arrows', 'Arrows (30)', 'ammunition', gp(1), 3, 838),
  g('crossbow-bolts', 'Crossbow bolts (20)', 'ammunition', gp(1), 2, 839),
  g('sling-bullets', 'Sling bullets (20)', 'ammunition', gp(1), 5, 840),
  g('arcane-book', 'Arcane focus: Book', 'focus', gp(10), 1, 844),
  g('arcane-orb', 'Arcane focus: Orb', 'focus', gp(10), 1, 845),
  g('arcane-rod', 'Arcane focus: Rod', 'focus', gp(10), 1, 846),
  g('arcane-staff', 'Arcane focus: Staff', 'focus', gp(5), 4, 847),
  g('arcane-wand', 'Arcane focus: Wand', 'focus', gp(10), 1, 848),
  g('druidic-focus', 'Druidic focus', 'focus', gp(5), 1, 849),
  g('holy-symbol', 'Holy symbol', 'focus', gp(10), 1, 850),
  g('martial-focus', 'Martial focus', 'focus', gp(10), 1, 851),
  g('backpack', 'Backpack', 'gear', gp(2), 2, 855),
  g('bedroll', 'Bedroll', 'gear', sp(1), 5, 856),
  g('candle', 'Candle', 'gear', 1, 0, 857),
  g('chain', 'Chain (10 feet)', 'gear', gp(30), 2, 858),
  g('chest', 'Chest', 'gear', gp(2), 25, 859),
  g('climbers-kit', 'Climber’s kit', 'gear', gp(2), 11, 860),
  g('everburning-torch', 'Everburning torch', 'gear', gp(50), 1, 861),
  g('flask', 'Flask', 'gear', 3, 1, 862),
  g('flint-and-steel', 'Flint and steel', 'gear', gp(1), 0, 863),
  g('good-clothes', 'Good clothes', 'gear', gp(30), 6, 864),
  g('grappling-hook', 'Grappling hook', 'gear', gp(1), 4, 865),
  g('hammer', 'Hammer', 'gear', sp(5), 2, 866),
  g('lantern', 'Lantern', 'gear', gp(10), 2, 867),
  g('oil', 'Oil (flask)', 'gear', sp(1), 1, 868),
  g('piton', 'Piton', 'gear', sp(1), 0.5, 869),
  g('pole', 'Pole (10-foot)', 'gear', 5, 7, 870),
  g('pouch', 'Pouch', 'gear', gp(1), 0.5, 871),
  g('rations', 'Rations (10 days)', 'gear', gp(5), 10, 872),
  g('rope-hempen', 'Rope, hempen (50 feet)', 'gear', gp(1), 10, 873),
  g('rope-silk', 'Rope, silk (50 feet)', 'gear', gp(10), 5, 874),
  g('spellbook', 'Spellbook', 'gear', gp(50), 3, 875),
  g('sunrod', 'Sunrod', 'gear', gp(4), 2, 876),
  g('tent', 'Tent, two-person', 'gear', gp(10), 20, 877),
  g('thieves-tools', 'Thieves’ tools', 'gear', gp(20), 1, 878),
  g('torch', 'Torch', 'gear', 1, 1, 879),
  g('waterskin', 'Waterskin', 'gear', gp(1), 4, 880),
  g('waybread', 'Waybread (10 days)', 'gear', gp(50), 1, 881),
  // Priced only in its description (002:825), with its total weight.
  g('dungeoneers-pack', 'Dungeoneer’s pack', 'gear', gp(15), 30.5, 825),
  g('riding-horse', 'Riding horse', 'mount', gp(360), 0, 888),
  g('war-horse', 'War horse', 'mount', gp(520), 0, 889),
  g('cart', 'Cart', 'vehicle', gp(340), 0, 893),
  g('rowboat', 'Rowboat', 'vehicle', gp(420), 0, 894),
];

export const GEAR_CITATION: Citation = cite('821-894');

export function gearById(id: string): GearDef | undefined {
  return GEAR.find((x) => x.id === id);
}

/** A price in copper as the book writes it: "40 gp 5 sp 3 cp", "0 gp". */
export function formatCoins(cp: number): string {
  const whole = Math.round(cp);
  const sign = whole < 0 ? '−' : '';
  const abs = Math.abs(whole);
  const g2 = Math.floor(abs / CP_PER_GP);
  const s2 = Math.floor((abs % CP_PER_GP) / CP_PER_SP);
  const c2 = abs % CP_PER_SP;
  const parts = [g2 > 0 || (s2 === 0 && c2 === 0) ? `${g2.toLocaleString('en-US')} gp` : '', s2 > 0 ? `${s2} sp` : '', c2 > 0 ? `${c2} cp` : ''].filter(Boolean);
  return sign + parts.join(' ');
}

/** Medium load: "your Strength score multiplied by 10" pounds; heavy up to twice, push or drag up to five times (002:158-160). */
export function loads(str: number): { readonly medium: number; readonly heavy: number; readonly push: number } {
  return { medium: str * 10, heavy: str * 20, push: str * 50 };
}
