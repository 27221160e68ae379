/**
 * What a character's equipment does on the sheet: the armour class worn armour and a shield give (supplement §7.3-7.4,
 * with the Dexterity modifier of Table 3-1 and the mystic's Table 4-8 AC), the load carried and the movement rates
 * its encumbrance band allows (supplement §8), and the rules about who may wear what (supplement §7.5).
 */
import type { DarkDungeonsData, EquipmentItem } from '../character';
import type { ClassLevelRow } from '../data/types';
import { abilityModifier } from '../data/ability-modifiers';
import { catalogueItem, wearProblem, type CatalogueItem } from '../data/equipment';
import type { WeaponUser } from '../data/weapons';
import { CP_PER_GP, splitCoins } from '../../../text/coins';
import { formatPurse } from '../format';

/** Armour class with nothing worn (supplement §7.3, line 644). */
export const UNARMOURED_AC = 9;

/** Unencumbered speed in feet per round for every class but the mystic ([ORIG] transcription, supplement §8). */
export const BASE_SPEED = 40;

/** Gold to the copper piece (1 cp = 0.01 gp), so sums of silver prices never drift (0.1 + 0.2). */
export function roundGp(gp: number): number {
  return Math.round(gp * 100) / 100;
}

/** What the bought items of a list cost, in gold pieces (given items, like the starting clothes, cost nothing). */
export function equipmentCost(items: readonly EquipmentItem[]): number {
  return roundGp(items.reduce((s, e) => s + (e.given ? 0 : e.costGp * e.quantity), 0));
}

/** Whether a carried item is something to wear (armour, a shield, clothes), by its catalogue entry. */
export function isWearable(item: EquipmentItem): boolean {
  const kind = catalogueItem(item.catalogId ?? '')?.kind;
  return kind === 'armour' || kind === 'shield' || kind === 'clothing';
}

/** A worn item with its catalogue entry. */
interface Worn {
  readonly item: EquipmentItem;
  readonly entry: CatalogueItem;
}

function worn(data: DarkDungeonsData, kind: 'armour' | 'shield'): Worn[] {
  const out: Worn[] = [];
  for (const item of data.equipment) {
    if (!item.worn) continue;
    const entry = catalogueItem(item.catalogId ?? '');
    if (entry?.kind === kind) out.push({ item, entry });
  }
  return out;
}

/** The worn armour that counts (the best, when several are marked worn), or null. */
export function wornArmour(data: DarkDungeonsData): Worn | null {
  return worn(data, 'armour').reduce<Worn | null>((best, w) => (best && (best.entry.armourClass ?? UNARMOURED_AC) <= (w.entry.armourClass ?? UNARMOURED_AC) ? best : w), null);
}

/** The worn shield that counts (the best, when several are marked worn), or null. */
export function wornShield(data: DarkDungeonsData): Worn | null {
  return worn(data, 'shield').reduce<Worn | null>((best, w) => (best && (best.entry.shieldBonus ?? 0) >= (w.entry.shieldBonus ?? 0) ? best : w), null);
}

/** Armour class and the arithmetic behind it. */
export interface ArmourClass {
  readonly value: number;
  /** "AC 5 (chain mail) − 2 (normal shield) − 1 (Dex 13) = 2", with what does not show in the number after it. */
  readonly explanation: string;
}

const minus = '−';

/** "− 2 (Dex 16)" for a bonus, "+ 1 (Dex 7)" for a penalty: a Dex bonus lowers AC (supplement §7.3). */
function dexPart(dex: number, mod: number): string {
  return mod >= 0 ? `${minus} ${mod} (Dex ${dex})` : `+ ${-mod} (Dex ${dex})`;
}

/**
 * Armour class: the worn armour's AC (9 with none), or a mystic's Table 4-8 AC when better (natural AC and armour are
 * not added, supplement line 656), minus the shield's bonus, minus the Dexterity modifier (a penalty raises it).
 */
export function armourClass(data: DarkDungeonsData, row: ClassLevelRow, dex: number): ArmourClass {
  const mod = abilityModifier(dex);
  const armour = wornArmour(data);
  const shield = wornShield(data);
  const armourAc = armour?.entry.armourClass ?? UNARMOURED_AC;
  const natural = row.mystic?.armourClass;
  let base: number;
  let baseWords: string;
  if (natural !== undefined && (armour === null || natural <= armourAc)) {
    base = natural;
    baseWords = `AC ${natural} (mystic level ${row.level}, Table 4-8)`;
  } else {
    base = armourAc;
    baseWords = armour ? `AC ${armourAc} (${armour.entry.name.toLowerCase()})` : `AC ${UNARMOURED_AC} (no armour)`;
  }
  const bonus = shield?.entry.shieldBonus ?? 0;
  const value = base - bonus - mod;
  const parts = [baseWords];
  if (shield) parts.push(`${minus} ${bonus} (${shield.entry.name.toLowerCase()})`);
  if (mod !== 0) parts.push(dexPart(dex, mod));
  const notes: string[] = [];
  if (shield) notes.push('the shield does not count against attacks from behind or in a round spent running');
  return { value, explanation: `${parts.join(' ')} = ${value}${notes.length ? `; ${notes.join('; ')}` : ''}` };
}

/** One load band of supplement §8: up to `max` cn, speed × `factor`. */
export interface LoadBand {
  /** Heaviest load in the band, in cn; null for the last band (cannot move). */
  readonly max: number | null;
  readonly factor: number;
  /** The factor in words, as the supplement prints it. */
  readonly words: string;
}

/** Supplement §8 (lines 797-806): the load bands and their speed factors. */
export const LOAD_BANDS: readonly LoadBand[] = [
  { max: 400, factor: 1, words: 'full speed' },
  { max: 800, factor: 3 / 4, words: '3/4 speed' },
  { max: 1200, factor: 1 / 2, words: '1/2 speed' },
  { max: 1600, factor: 1 / 4, words: '1/4 speed' },
  { max: 2400, factor: 1 / 8, words: '1/8 speed' },
  { max: null, factor: 0, words: 'cannot move' },
];

/** The band a load falls in. */
export function loadBand(load: number): LoadBand {
  const band = LOAD_BANDS.find((b) => b.max === null || load <= b.max);
  if (!band) throw new Error('The load bands are empty.');
  return band;
}

/** What the character carries, in coins, and how it adds up. */
export interface Load {
  readonly total: number;
  readonly explanation: string;
}

/** Whether an item weighs on the character: worn clothes do not, armour always does (supplement §7.2, line 637). */
function weighs(item: EquipmentItem): boolean {
  return !(item.worn && catalogueItem(item.catalogId ?? '')?.kind === 'clothing');
}

/**
 * How many coins a purse held in gold pieces is: the fewest gold, silver and copper coins that make it (the purse on
 * paper splits it the same way). 71.8 gp is 71 gp and 8 sp, 79 coins.
 */
export function coinCount(gp: number): number {
  const c = splitCoins(Math.round(Math.max(0, gp) * CP_PER_GP));
  return c.gp + c.sp + c.cp;
}

/**
 * The load: every item's weight (worn clothes excepted) plus the coins, 1 cn each whatever the metal (supplement
 * §7.1: "1 coin = 1 cn"), so 8 silver pieces weigh 8 cn, not the 0.8 cn of the gold they are worth.
 */
export function load(data: DarkDungeonsData): Load {
  const items = data.equipment.filter(weighs).reduce((s, e) => s + e.weightCn * e.quantity, 0);
  const coins = coinCount(data.money.gp);
  const total = Math.round(items + coins);
  const clothes = data.equipment.some((e) => !weighs(e)) ? ' (clothes worn weigh nothing)' : '';
  const purse = coins > 0 ? ` (${formatPurse(data.money.gp)})` : '';
  return { total, explanation: `${items} cn of equipment${clothes} + ${coins} cn of coins${purse}, 1 cn per coin whatever the metal = ${total} cn` };
}

/** Movement rates in feet, with the band that set them. */
export interface Movement {
  /** Unencumbered feet per round. */
  readonly base: number;
  /** Feet per round in an encounter. */
  readonly encounter: number;
  /** Feet per ten minutes exploring (3× the round rate). */
  readonly normal: number;
  /** Feet per round running (3× the round rate; no shield bonus that round). */
  readonly running: number;
  readonly explanation: string;
}

/**
 * Movement from the base speed and the load band (supplement §8): encounter = base × the band's factor, rounded down
 * to whole feet (the text gives no rounding rule, line 1100); exploring and running are 3× that.
 */
export function movement(data: DarkDungeonsData, row: ClassLevelRow | null): Movement {
  const base = row?.mystic?.movement ?? BASE_SPEED;
  const carried = load(data);
  const band = loadBand(carried.total);
  const encounter = Math.floor(base * band.factor);
  const baseWords = row?.mystic ? `${base}′ a round (mystic level ${row.level}, Table 4-8)` : `${base}′ a round`;
  const explanation =
    band.factor === 0
      ? `${carried.total} cn is more than 2,400 cn: the character cannot move`
      : `${baseWords}; ${carried.total} cn carried is ${band.max === 400 ? 'up to 400 cn' : `up to ${band.max?.toLocaleString('en-US')} cn`}, ${band.words}: ${encounter}′ a round in encounters, ${encounter * 3}′ running, ${encounter * 3}′ per 10 minutes exploring`;
  return { base, encounter, normal: encounter * 3, running: encounter * 3, explanation };
}

/** Every equipment rule the worn items break, in sentences (supplement §7.3 one set at a time; §7.5 who may wear what). */
export function wornProblems(data: DarkDungeonsData, user: WeaponUser): string[] {
  const out: string[] = [];
  const armour = worn(data, 'armour');
  const shields = worn(data, 'shield');
  if (armour.length > 1) out.push(`${armour.map((w) => w.item.name).join(' and ')} are both worn; armour is worn one whole set at a time.`);
  if (shields.length > 1) out.push(`${shields.map((w) => w.item.name).join(' and ')} are both carried; a character uses one shield at a time.`);
  for (const w of [...armour, ...shields]) {
    const problem = wearProblem(user, w.entry);
    if (problem) out.push(problem);
  }
  return out;
}
