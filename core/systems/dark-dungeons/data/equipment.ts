/**
 * The equipment catalogue: what a character can buy at creation and on the sheet. Source 004 (chapters 4-6) prints
 * weapon costs (Table 6-1) but no weights and no armour, shield or gear lists; those come from the supplement, section
 * 7, which has them from the later [PJS] edition (supplement lines 610-616). Costs are in gold pieces (1 sp = 0.1 gp),
 * weights in coins (cn, the weight of one coin, supplement §7.1).
 *
 * Each entry carries its citation. Ids are stable: a character's items keep the catalogue id they were bought from.
 */
import type { Citation, ClassId } from './types';
import { WEAPONS, weaponById, type WeaponUser } from './weapons';
import { formatPrice } from '../format';

const SUPPLEMENT = 'supplements/dark-dungeons-tables.md';

/** What kind of thing an entry is: it decides what the sheet does with it (armour and shields give AC). */
export type CatalogueKind = 'weapon' | 'armour' | 'shield' | 'ammunition' | 'gear' | 'clothing';

/** One thing the catalogue sells. */
export interface CatalogueItem {
  /** Stable id, e.g. "armour-chain-mail", "weapon-dagger", "gear-backpack". */
  readonly id: string;
  /** Name as a shop list prints it, e.g. "Chain mail", "Arrows (20)". */
  readonly name: string;
  readonly kind: CatalogueKind;
  /** Cost of one (of one bundle, for "Arrows (20)") in gold pieces. */
  readonly costGp: number;
  /** Weight of one (of one bundle) in coins. */
  readonly weightCn: number;
  /** Weapons: the Table 6-1 rows this item is (the bastard sword is both its one- and two-handed rows). */
  readonly weaponIds?: readonly string[];
  /** Armour: the armour class it gives its wearer before shield and Dexterity (supplement §7.3). */
  readonly armourClass?: number;
  /** Shields: points the shield lowers (improves) armour class by (supplement §7.4). */
  readonly shieldBonus?: number;
  /** Shields the supplement calls "large" (kite and tower, line 695). */
  readonly large?: boolean;
  readonly citation: Citation;
  /** One line on an edition choice or a disagreement between sources. */
  readonly note?: string;
}

const cite = (lines: string, table: string, note?: string): Citation =>
  note === undefined ? { file: SUPPLEMENT, lines, table } : { file: SUPPLEMENT, lines, table, note };

/**
 * Weights of the Table 6-1 weapons, from supplement §7.6 ([PJS], lines 703-720); costs stay Table 6-1's own, which the
 * supplement found identical in both editions (line 701). Keyed by weapon id.
 */
const WEAPON_WEIGHTS: Readonly<Record<string, number>> = {
  'axe-hand': 30,
  blackjack: 5,
  club: 50,
  cestus: 10,
  dagger: 10,
  'hammer-throwing': 25,
  'hammer-war': 50,
  javelin: 20,
  lance: 180,
  mace: 30,
  net: 40,
  spear: 30,
  'sword-bastard-one-handed': 80,
  'sword-normal': 60,
  'sword-short': 30,
  trident: 25,
  whip: 100,
  'axe-battle': 60,
  halberd: 150,
  pike: 80,
  poleaxe: 120,
  staff: 40,
  'sword-two-handed': 100,
  'shield-horned': 20,
  'shield-knife': 70,
  'shield-sword': 185,
  'shield-tusked': 275,
  'blowgun-large': 15,
  'blowgun-small': 6,
  bolas: 5,
  'bow-long': 30,
  'bow-short': 20,
  'crossbow-heavy': 80,
  'crossbow-light': 50,
  pistol: 20,
  sling: 20,
  smoothbore: 75,
};

/** Catalogue id of the weapon item for a Table 6-1 weapon id (both bastard-sword rows are one item). */
export function weaponItemId(weaponId: string): string {
  return weaponId.startsWith('sword-bastard') ? 'weapon-sword-bastard' : `weapon-${weaponId}`;
}

/** Table 6-1's weapons as items: one per weapon (one for both bastard-sword rows); unarmed strike is no item. */
const WEAPON_ITEMS: readonly CatalogueItem[] = WEAPONS.filter((w) => w.id !== 'unarmed-strike' && w.id !== 'sword-bastard-two-handed').map(
  (w): CatalogueItem => {
    const bastard = w.id === 'sword-bastard-one-handed';
    const weight = WEAPON_WEIGHTS[w.id];
    if (weight === undefined || w.costGp === null) throw new Error(`No weight or cost for the weapon ${w.id}.`);
    return {
      id: weaponItemId(w.id),
      name: bastard ? 'Sword, Bastard' : w.name,
      kind: 'weapon',
      costGp: w.costGp,
      weightCn: weight,
      weaponIds: bastard ? ['sword-bastard-one-handed', 'sword-bastard-two-handed'] : [w.id],
      citation: {
        file: w.citation.file,
        lines: w.citation.lines,
        table: 'Table 6-1 (cost); supplement §7.6 lines 703-720 (weight, [PJS])',
        ...(bastard ? { note: 'One sword used one- or two-handed (004:1818): one item with both rows of Table 6-1.' } : {}),
      },
    };
  },
);

const ARMOUR_TABLE = 'Armour (supplement §7.3, [PJS])';
const armour = (line: number, id: string, name: string, costGp: number, ac: number, weightCn: number, note?: string): CatalogueItem => ({
  id: `armour-${id}`,
  name,
  kind: 'armour',
  costGp,
  weightCn,
  armourClass: ac,
  citation: cite(String(line), ARMOUR_TABLE, note),
  ...(note === undefined ? {} : { note }),
});

/** Supplement §7.3 lines 642-651: armour comes as a whole set and one set is worn at a time (line 657). */
const ARMOUR_ITEMS: readonly CatalogueItem[] = [
  armour(645, 'hide', 'Hide armour', 10, 8, 100, 'Hide is in the [PJS] edition only (supplement line 645).'),
  armour(646, 'leather', 'Leather armour', 20, 7, 200),
  armour(647, 'scale-mail', 'Scale mail', 30, 6, 300),
  armour(648, 'chain-mail', 'Chain mail', 40, 5, 400),
  armour(649, 'banded-mail', 'Banded mail', 50, 4, 450),
  armour(650, 'plate-mail', 'Plate mail', 60, 3, 500),
  armour(651, 'suit-armour', 'Suit armour', 250, 0, 750),
];

const SHIELD_NOTE =
  'Four shields as [PJS] gives them; the Rules Cyclopedia has one 10 gp shield at -1 AC and [ORIG] probably too ' +
  '(supplement lines 673, 1098). Kept as data so the table can be swapped.';
const shield = (line: number, id: string, name: string, costGp: number, bonus: number, weightCn: number, large: boolean): CatalogueItem => ({
  id: `shield-${id}`,
  name,
  kind: 'shield',
  costGp,
  weightCn,
  shieldBonus: bonus,
  ...(large ? { large: true } : {}),
  citation: cite(String(line), 'Shields (supplement §7.4, [PJS])', SHIELD_NOTE),
  note: SHIELD_NOTE,
});

/** Supplement §7.4 lines 666-671. */
const SHIELD_ITEMS: readonly CatalogueItem[] = [
  shield(668, 'small', 'Shield, small', 5, 1, 50, false),
  shield(669, 'normal', 'Shield, normal', 10, 2, 100, false),
  shield(670, 'kite', 'Shield, kite', 15, 3, 200, true),
  shield(671, 'tower', 'Shield, tower', 20, 4, 300, true),
];

const simple = (kind: CatalogueKind, table: string) => (line: number, id: string, name: string, costGp: number, weightCn: number, note?: string): CatalogueItem => ({
  id: `${kind === 'ammunition' ? 'ammo' : 'gear'}-${id}`,
  name,
  kind,
  costGp,
  weightCn,
  citation: cite(String(line), table, note),
  ...(note === undefined ? {} : { note }),
});

const ammo = simple('ammunition', 'Ammunition (supplement §7.7, [PJS])');
/** Supplement §7.7 lines 731-737: each entry is a bundle, priced and weighed as one. */
const AMMUNITION_ITEMS: readonly CatalogueItem[] = [
  ammo(733, 'arrows', 'Arrows (20)', 5, 10),
  ammo(733, 'arrows-silver', 'Arrows, silver (2)', 10, 1),
  ammo(734, 'bolts', 'Bolts (30)', 10, 10),
  ammo(734, 'bolts-silver', 'Bolts, silver (3)', 15, 1),
  ammo(735, 'bullets', 'Bullets (20)', 2, 4),
  ammo(735, 'bullets-silver', 'Bullets, silver (5)', 25, 1),
  ammo(736, 'darts', 'Darts (5)', 1, 1),
  ammo(736, 'pellets', 'Pellets (30)', 1, 6),
  ammo(737, 'pellets-silver', 'Pellets, silver (5)', 25, 1),
  ammo(737, 'red-powder', 'Red powder (flask)', 5, 10, 'Also in the gear table (line 752); listed once.'),
];

const gear = simple('gear', 'Adventuring gear (supplement §7.8, [PJS])');
const clothing = simple('clothing', 'Adventuring gear (supplement §7.8, [PJS])');
/** Supplement §7.8 lines 746-767 (red powder is with the ammunition). */
const GEAR_ITEMS: readonly CatalogueItem[] = [
  gear(748, 'backpack', 'Backpack (holds 400 cn)', 5, 20),
  gear(748, 'purse', 'Purse (holds 50 cn)', 0.5, 2),
  clothing(749, 'belt', 'Belt', 0.2, 5),
  gear(749, 'quiver', 'Quiver (holds 20 arrows or bolts)', 1, 5),
  clothing(750, 'boots-fancy', 'Boots, fancy', 5, 15),
  gear(750, 'rations-dried', 'Rations, dried (1 week; keep 2 months)', 15, 70),
  clothing(751, 'boots-plain', 'Boots, plain', 2, 10),
  gear(751, 'rations-fresh', 'Rations, fresh (1 week; keep 1 week)', 5, 200),
  clothing(752, 'cloak-long', 'Cloak, long', 1, 15),
  clothing(753, 'cloak-short', 'Cloak, short', 0.5, 10),
  gear(753, 'rope', 'Rope, 50 ft (holds 7,500 cn)', 1, 50),
  clothing(754, 'clothes-merchant', 'Clothes, merchant', 5, 20),
  gear(754, 'sack-small', 'Sack (holds 200 cn)', 1, 1),
  clothing(755, 'clothes-noble', 'Clothes, noble', 20, 20),
  gear(755, 'sack-large', 'Sack (holds 600 cn)', 2, 5),
  clothing(756, 'clothes-peasant', 'Clothes, peasant', 0.5, 20),
  clothing(756, 'shoes', 'Shoes', 0.5, 8),
  clothing(757, 'clothes-royal', 'Clothes, royal', 50, 30, 'Printed "50+ gp": 50 gp is the least such clothes cost.'),
  gear(757, 'spell-book', 'Spell book (100 spell levels)', 25, 25),
  gear(758, 'garlic', 'Garlic', 5, 1),
  gear(758, 'stakes-mallet', 'Stakes (3) and mallet', 3, 10),
  gear(759, 'grappling-hook', 'Grappling hook', 25, 80),
  gear(759, 'tent', 'Tent', 20, 200),
  gear(760, 'hammer-small', 'Hammer, small', 2, 10),
  gear(760, 'thieves-tools', 'Thieves’ tools', 25, 10),
  clothing(761, 'hat', 'Hat', 0.2, 3),
  gear(761, 'tinder-box', 'Tinder box (fire in 1d3 rounds)', 3, 5),
  gear(762, 'holy-symbol', 'Holy symbol', 25, 1),
  gear(762, 'torch', 'Torch (30-ft light, 1 hour)', 0.2, 20),
  gear(763, 'holy-water', 'Holy water (small vial)', 25, 1),
  gear(763, 'waterskin-empty', 'Waterskin, empty', 1, 5),
  gear(764, 'iron-spike', 'Iron spike', 0.1, 5),
  gear(764, 'waterskin-full', 'Waterskin, full (1 day of water)', 1, 30),
  gear(765, 'lantern', 'Lantern (30-ft light; 1 flask = 4 hours)', 1, 30, 'The Rules Cyclopedia-style [FaDe] list has 10 gp (supplement line 776).'),
  gear(765, 'wine', 'Wine (1 quart)', 1, 30),
  gear(766, 'mirror', 'Mirror, steel', 5, 5),
  gear(766, 'wolfsbane', 'Wolfsbane', 10, 1),
  gear(767, 'oil', 'Oil (flask)', 2, 10),
  gear(767, 'pole', 'Pole, 10 ft', 1, 100),
];

/** The whole catalogue, weapons first, then armour, shields, ammunition and gear. */
export const EQUIPMENT_CATALOGUE: readonly CatalogueItem[] = [...WEAPON_ITEMS, ...ARMOUR_ITEMS, ...SHIELD_ITEMS, ...AMMUNITION_ITEMS, ...GEAR_ITEMS];

const BY_ID: ReadonlyMap<string, CatalogueItem> = new Map(EQUIPMENT_CATALOGUE.map((i) => [i.id, i]));

/** The catalogue entry with this id, or undefined. */
export function catalogueItem(id: string): CatalogueItem | undefined {
  return BY_ID.get(id);
}

/** The clothes every new character starts with, free (supplement §7.2, line 635). */
export const STARTING_CLOTHES_ID = 'gear-clothes-peasant';

/** The spellbook a beginning magic-user or elf is given (004:448, 004:723). */
export const STARTING_SPELL_BOOK_ID = 'gear-spell-book';

/** Entries whose name holds every word of `query` (case-insensitive), in catalogue order; all of them for ''. */
export function searchCatalogue(query: string): readonly CatalogueItem[] {
  const words = query.toLowerCase().split(/[\s,]+/).filter((w) => w !== '');
  if (words.length === 0) return EQUIPMENT_CATALOGUE;
  return EQUIPMENT_CATALOGUE.filter((i) => {
    const name = i.name.toLowerCase();
    return words.every((w) => name.includes(w));
  });
}

/** The Table 6-1 weapon rows an item counts as: from its catalogue entry. */
export function weaponIdsOf(catalogueId: string | undefined): readonly string[] {
  if (catalogueId === undefined) return [];
  return catalogueItem(catalogueId)?.weaponIds ?? [];
}

/** Who may wear armour and carry a shield, by class (supplement §7.5, lines 678-695, [ORIG] column). */
export interface ArmourRule {
  /** Armour ids allowed ('any' for every set, [] for none). */
  readonly armour: 'any' | readonly string[];
  /** Whether shields are allowed (druids: wooden or stone shields only). */
  readonly shields: 'any' | 'none' | 'natural';
  /** The rule in player words, with no citation. */
  readonly words: string;
  /** Where the class's prose says it. */
  readonly citation: Citation;
}

const SOURCE_004 = '004_b3026cedeba6292d.txt';
const NATURAL_ARMOUR: readonly string[] = ['armour-hide', 'armour-leather'];

/** Equipment restrictions on armour and shields (the class prose in 004; hide is allowed where leather is, as [PJS] has it). */
export const ARMOUR_RULES: Readonly<Record<WeaponUser, ArmourRule>> = {
  cleric: { armour: 'any', shields: 'any', words: 'Clerics may wear any armour and carry any shield.', citation: { file: SOURCE_004, lines: '167' } },
  druid: {
    armour: NATURAL_ARMOUR,
    shields: 'natural',
    words: 'Druids may wear only leather (or hide) armour and carry only shields of wood or stone.',
    citation: { file: SOURCE_004, lines: '267' },
  },
  dwarf: { armour: 'any', shields: 'any', words: 'Dwarves may wear any armour and carry any shield.', citation: { file: SOURCE_004, lines: '332' } },
  elf: { armour: 'any', shields: 'any', words: 'Elves may wear any armour and carry any shield.', citation: { file: SOURCE_004, lines: '428' } },
  fighter: { armour: 'any', shields: 'any', words: 'Fighters may wear any armour and carry any shield.', citation: { file: SOURCE_004, lines: '517' } },
  halfling: { armour: 'any', shields: 'any', words: 'Halflings may wear any armour and carry any shield.', citation: { file: SOURCE_004, lines: '613' } },
  'magic-user': { armour: [], shields: 'none', words: 'Magic-users may not wear armour or carry a shield.', citation: { file: SOURCE_004, lines: '701' } },
  mystic: {
    armour: [],
    shields: 'none',
    words: 'Mystics may not wear armour, carry a shield or use other items that improve armour class.',
    citation: { file: SOURCE_004, lines: '747' },
  },
  thief: {
    armour: NATURAL_ARMOUR,
    shields: 'none',
    words: 'Thieves may wear only leather (or hide) armour and may not carry a shield.',
    citation: { file: SOURCE_004, lines: '895' },
  },
};

/** Whether a class (or a druid) may wear or carry a catalogue item; a sentence saying why not, or null when it may. */
export function wearProblem(user: WeaponUser, item: CatalogueItem): string | null {
  const rule = ARMOUR_RULES[user];
  if (item.kind === 'armour') {
    if (rule.armour === 'any' || rule.armour.includes(item.id)) return null;
    return `${rule.words} ${item.name} is not allowed.`;
  }
  if (item.kind === 'shield') {
    if (rule.shields === 'none') return `${rule.words} ${capitalise(item.name)} is not allowed.`;
    return null;
  }
  return null;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** What a shop line says of an entry besides its name: "40 gp · 400 cn · AC 5". */
export function describeEntry(item: CatalogueItem): string {
  const price = formatPrice(item.costGp);
  const extra = item.armourClass !== undefined ? ` · AC ${item.armourClass}` : item.shieldBonus !== undefined ? ` · AC −${item.shieldBonus}` : '';
  return `${price} · ${item.weightCn.toLocaleString('en-US')} cn${extra}`;
}

/** The classes an armour or shield entry is allowed to, for the picker's hints. */
export function classesThatMayWear(item: CatalogueItem): readonly ClassId[] {
  const classes: readonly ClassId[] = ['cleric', 'dwarf', 'elf', 'fighter', 'halfling', 'magic-user', 'mystic', 'thief'];
  return classes.filter((c) => wearProblem(c, item) === null);
}

/** A weapon item's first Table 6-1 row (for names and categories), or undefined for anything else. */
export function weaponOfItem(item: CatalogueItem): ReturnType<typeof weaponById> {
  const id = item.weaponIds?.[0];
  return id === undefined ? undefined : weaponById(id);
}
