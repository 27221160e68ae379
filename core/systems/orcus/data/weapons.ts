/**
 * Weapons (002:699-808): the templates, the group benefits for designed weapons, the example weapons built from them,
 * the ranged weapons and the garrote. The text prints stats for the templates and the ranged weapons only; the
 * example weapons (002:763-774) are built here by the text's own design rules (002:745-762), which give the two
 * examples it works out itself: "a khopesh … proficiency +3, damage 1d10" and "a kukri … proficiency +4, damage 1d6".
 */
import { cite, type Citation, type Reconstruction } from './source';

export type WeaponCategory = 'simple' | 'martial' | 'exotic';

/** The weapon groups (002:715-726). */
export type WeaponGroup =
  | 'axes'
  | 'bows'
  | 'crossbows'
  | 'slings'
  | 'maces-and-clubs'
  | 'light-blades'
  | 'spears-and-lances'
  | 'staffs'
  | 'heavy-blades'
  | 'picks-and-hammers'
  | 'polearms'
  | 'flails-and-chains';

export const GROUP_NAMES: Readonly<Record<WeaponGroup, string>> = {
  axes: 'Axes',
  bows: 'Bows',
  crossbows: 'Crossbows',
  slings: 'Slings',
  'maces-and-clubs': 'Maces and Clubs',
  'light-blades': 'Light Blades',
  'spears-and-lances': 'Spears and Lances',
  staffs: 'Staffs',
  'heavy-blades': 'Heavy Blades',
  'picks-and-hammers': 'Picks and Hammers',
  polearms: 'Polearms',
  'flails-and-chains': 'Flails and Chains',
};

export interface WeaponDef {
  readonly id: string;
  readonly name: string;
  readonly category: WeaponCategory;
  readonly kind: 'melee' | 'ranged';
  readonly hands: 1 | 2;
  /** Added to attack rolls when proficient (002:706). */
  readonly proficiency: number;
  /** The weapon die, dW (e.g. "1d8"). */
  readonly damage: string;
  readonly costGp: number;
  readonly weightLb: number;
  /** Normal/long range in squares, e.g. "5/10"; null for weapons that cannot be thrown or shot. */
  readonly range: string | null;
  /** Properties as the tables name them ("Side Weapon", "Thrown (Heavy)", "Reach", "Improved Critical"…). */
  readonly properties: readonly string[];
  readonly groups: readonly WeaponGroup[];
  /** Where the stats come from. */
  readonly citation: Citation;
}

/** A template of Table – Weapon Templates / Exotic Weapons, before a group is chosen. */
export interface WeaponTemplate {
  readonly id: string;
  readonly name: string;
  readonly category: WeaponCategory;
  readonly hands: 1 | 2;
  readonly proficiency: number;
  readonly damage: string;
  readonly costGp: number;
  readonly weightLb: number;
  readonly range: string | null;
  readonly properties: readonly string[];
  /** How many groups bring their benefit: none for simple templates, 1 for martial ("[group]"), 2 for exotic. */
  readonly groupSlots: 0 | 1 | 2;
  readonly line: number;
}

const SIDE_LIGHT = ['Side Weapon', 'Thrown (Light)'];
const SIDE_HEAVY = ['Side Weapon', 'Thrown (Heavy)'];

export const WEAPON_TEMPLATES: readonly WeaponTemplate[] = [
  { id: 'simple-side', name: 'Simple side weapon', category: 'simple', hands: 1, proficiency: 2, damage: '1d4', costGp: 2, weightLb: 2, range: '5/10', properties: SIDE_LIGHT, groupSlots: 0, line: 783 },
  { id: 'simple-one-handed', name: 'Simple one-handed weapon', category: 'simple', hands: 1, proficiency: 2, damage: '1d8', costGp: 5, weightLb: 5, range: null, properties: [], groupSlots: 0, line: 784 },
  { id: 'simple-two-handed', name: 'Simple two-handed weapon', category: 'simple', hands: 2, proficiency: 2, damage: '1d10', costGp: 5, weightLb: 10, range: null, properties: [], groupSlots: 0, line: 785 },
  { id: 'martial-side', name: 'Martial side weapon', category: 'martial', hands: 1, proficiency: 2, damage: '1d6', costGp: 5, weightLb: 1, range: '5/10', properties: SIDE_HEAVY, groupSlots: 1, line: 786 },
  { id: 'martial-one-handed', name: 'Martial one-handed weapon', category: 'martial', hands: 1, proficiency: 2, damage: '1d8', costGp: 10, weightLb: 4, range: null, properties: [], groupSlots: 1, line: 787 },
  { id: 'martial-two-handed', name: 'Martial two-handed weapon', category: 'martial', hands: 2, proficiency: 2, damage: '1d10', costGp: 25, weightLb: 8, range: null, properties: [], groupSlots: 1, line: 788 },
  { id: 'martial-reach', name: 'Martial reach weapon', category: 'martial', hands: 2, proficiency: 2, damage: '1d8', costGp: 25, weightLb: 8, range: null, properties: ['Reach'], groupSlots: 1, line: 789 },
  { id: 'exotic-side', name: 'Exotic side weapon', category: 'exotic', hands: 1, proficiency: 2, damage: '1d6', costGp: 25, weightLb: 1, range: '5/10', properties: SIDE_HEAVY, groupSlots: 2, line: 804 },
  { id: 'exotic-one-handed', name: 'Exotic one-handed weapon', category: 'exotic', hands: 1, proficiency: 2, damage: '1d8', costGp: 50, weightLb: 4, range: null, properties: [], groupSlots: 2, line: 805 },
  { id: 'exotic-two-handed', name: 'Exotic two-handed weapon', category: 'exotic', hands: 2, proficiency: 2, damage: '1d10', costGp: 125, weightLb: 8, range: null, properties: [], groupSlots: 2, line: 806 },
  { id: 'exotic-reach', name: 'Exotic reach weapon', category: 'exotic', hands: 2, proficiency: 2, damage: '1d8', costGp: 125, weightLb: 8, range: null, properties: ['Reach'], groupSlots: 2, line: 807 },
];

/** Table – Increased Weapon Die (002:756-762). */
export const INCREASED_DIE: Readonly<Record<string, string>> = { '1d4': '1d6', '1d6': '1d8', '1d8': '1d10', '2d4': '2d6', '1d10': '1d12' };

/** One step up the Increased Weapon Die table; a die past the table (1d12) stays as it is. */
export function increaseDie(die: string): string {
  return INCREASED_DIE[die] ?? die;
}

/**
 * A designed weapon (002:747-753): the template's stats, then each group's benefit when the template has room for it:
 * Axes, Maces and Clubs, Spears and Lances, Staffs raise the die one step; Light and Heavy Blades add +1 proficiency;
 * Picks and Hammers, Flails and Chains give Improved Critical; Polearms give Reach. Simple templates carry no
 * "[group]", so their groups name the weapon but bring no benefit (002:714: a group "has no rules of its own").
 */
export function designWeapon(template: WeaponTemplate, groups: readonly WeaponGroup[], id: string, name: string): WeaponDef {
  let damage = template.damage;
  let proficiency = template.proficiency;
  const properties = [...template.properties];
  const add = (p: string) => {
    if (!properties.includes(p)) properties.push(p);
  };
  // Reach templates are "Polearm (Reach), [group]": the Polearms group is their built-in benefit, not a slot.
  const benefiting = groups.filter((g) => !(g === 'polearms' && template.properties.includes('Reach') && template.category === 'martial')).slice(0, template.groupSlots);
  for (const g of benefiting) {
    if (g === 'axes' || g === 'maces-and-clubs' || g === 'spears-and-lances' || g === 'staffs') damage = increaseDie(damage);
    else if (g === 'light-blades' || g === 'heavy-blades') proficiency += 1;
    else if (g === 'picks-and-hammers' || g === 'flails-and-chains') add('Improved Critical');
    else if (g === 'polearms') add('Reach');
  }
  return {
    id,
    name,
    category: template.category,
    kind: 'melee',
    hands: template.hands,
    proficiency,
    damage,
    costGp: template.costGp,
    weightLb: template.weightLb,
    range: template.range,
    properties,
    groups: [...groups],
    citation: cite(`${template.line}, 747-762`),
  };
}

function templateById(id: string): WeaponTemplate {
  const t = WEAPON_TEMPLATES.find((w) => w.id === id);
  if (!t) throw new Error(`No weapon template "${id}"`);
  return t;
}

/** The example weapons (002:763-774): [id, name, template, groups]. */
const EXAMPLES: readonly (readonly [string, string, string, readonly WeaponGroup[]])[] = [
  ['knife', 'Knife', 'simple-side', ['light-blades']],
  ['dart', 'Dart', 'simple-side', ['spears-and-lances']],
  ['light-mace', 'Light mace', 'simple-one-handed', ['maces-and-clubs']],
  ['sickle', 'Sickle', 'simple-one-handed', ['light-blades']],
  ['shortspear', 'Shortspear', 'simple-one-handed', ['spears-and-lances']],
  ['club', 'Club', 'simple-one-handed', ['maces-and-clubs']],
  ['greatclub', 'Greatclub', 'simple-two-handed', ['maces-and-clubs']],
  ['morningstar', 'Morningstar', 'simple-two-handed', ['maces-and-clubs']],
  ['quarterstaff', 'Quarterstaff', 'simple-two-handed', ['staffs']],
  ['scythe', 'Scythe', 'simple-two-handed', ['heavy-blades']],
  ['throwing-hammer', 'Throwing hammer', 'martial-side', ['picks-and-hammers']],
  ['handaxe', 'Handaxe', 'martial-side', ['axes']],
  ['hatchet', 'Hatchet', 'martial-side', ['axes']],
  ['shortsword', 'Shortsword', 'martial-side', ['light-blades']],
  ['juggling-club', 'Juggling club', 'martial-side', ['maces-and-clubs']],
  ['combat-grapnel', 'Combat grapnel', 'martial-side', ['flails-and-chains']],
  ['fork', 'Fork', 'martial-side', ['spears-and-lances']],
  ['light-pick', 'Light pick', 'martial-side', ['picks-and-hammers']],
  ['rapier', 'Rapier', 'martial-one-handed', ['light-blades']],
  ['scimitar', 'Scimitar', 'martial-one-handed', ['light-blades']],
  ['heavy-mace', 'Heavy mace', 'martial-one-handed', ['maces-and-clubs']],
  ['longsword', 'Longsword', 'martial-one-handed', ['heavy-blades']],
  ['warhammer', 'Warhammer', 'martial-one-handed', ['picks-and-hammers']],
  ['adze', 'Adze', 'martial-one-handed', ['axes']],
  ['war-pick', 'War pick', 'martial-one-handed', ['picks-and-hammers']],
  ['battleaxe', 'Battleaxe', 'martial-one-handed', ['axes']],
  ['bladed-scarf', 'Bladed scarf', 'martial-one-handed', ['flails-and-chains']],
  ['fighting-fan', 'Fighting fan', 'martial-one-handed', ['light-blades']],
  ['greataxe', 'Greataxe', 'martial-two-handed', ['axes']],
  ['greatsword', 'Greatsword', 'martial-two-handed', ['heavy-blades']],
  ['maul', 'Maul', 'martial-two-handed', ['picks-and-hammers']],
  ['heavy-flail', 'Heavy flail', 'martial-two-handed', ['flails-and-chains']],
  ['falchion', 'Falchion', 'martial-two-handed', ['heavy-blades']],
  ['greatpick', 'Greatpick', 'martial-two-handed', ['picks-and-hammers']],
  ['hooked-hammer', 'Hooked hammer', 'martial-two-handed', ['picks-and-hammers']],
  ['longspear', 'Longspear', 'martial-reach', ['polearms', 'spears-and-lances']],
  ['halberd', 'Halberd', 'martial-reach', ['axes', 'polearms']],
  ['glaive', 'Glaive', 'martial-reach', ['heavy-blades', 'polearms']],
  ['bo-staff', 'Bo staff', 'martial-reach', ['polearms', 'staffs']],
  ['pike', 'Pike', 'martial-reach', ['polearms', 'spears-and-lances']],
  ['kukri', 'Kukri', 'exotic-side', ['light-blades', 'heavy-blades']],
  ['nunchaku', 'Nunchaku', 'exotic-side', ['flails-and-chains', 'maces-and-clubs']],
  ['khopesh', 'Khopesh', 'exotic-one-handed', ['axes', 'heavy-blades']],
  ['dwarven-urgrosh', 'Dwarven urgrosh', 'exotic-two-handed', ['axes', 'spears-and-lances']],
  ['gnome-hooked-hammer', 'Gnome hooked hammer', 'exotic-two-handed', ['maces-and-clubs', 'picks-and-hammers']],
  ['orc-double-axe', 'Orc double-axe', 'exotic-two-handed', ['axes', 'heavy-blades']],
  ['two-bladed-sword', 'Two-bladed sword', 'exotic-two-handed', ['light-blades', 'heavy-blades']],
  ['spiked-chain', 'Spiked chain', 'exotic-reach', ['light-blades', 'flails-and-chains']],
];

const ranged = (id: string, name: string, category: WeaponCategory, hands: 1 | 2, damage: string, range: string, costGp: number, weightLb: number, properties: string[], group: WeaponGroup, line: number): WeaponDef => ({
  id,
  name,
  category,
  kind: 'ranged',
  hands,
  proficiency: 2,
  damage,
  costGp,
  weightLb,
  range,
  properties,
  groups: [group],
  citation: cite(String(line)),
});

/** Every weapon of the text: the designed examples, the ranged weapons (002:790-800) and the garrote (002:777-779, 808). */
export const WEAPONS: readonly WeaponDef[] = [
  ...EXAMPLES.map(([id, name, template, groups]) => designWeapon(templateById(template), groups, id, name)),
  ranged('light-crossbow', 'Light crossbow', 'simple', 1, '1d6', '10/20', 35, 4, ['Loading (Free)'], 'crossbows', 793),
  ranged('sling', 'Sling', 'simple', 1, '1d6', '10/20', 0, 0, ['Loading (Free)'], 'slings', 794),
  ranged('heavy-crossbow', 'Heavy crossbow', 'simple', 2, '1d8', '15/30', 50, 8, ['Loading (Swift)'], 'crossbows', 795),
  ranged('longbow', 'Longbow', 'martial', 2, '1d10', '20/40', 50, 4, ['Loading (Free)'], 'bows', 799),
  ranged('shortbow', 'Shortbow', 'martial', 2, '1d8', '15/30', 35, 3, ['Loading (Free)', 'Small'], 'bows', 800),
  { id: 'garrote', name: 'Garrote', category: 'exotic', kind: 'melee', hands: 2, proficiency: 3, damage: '1d4', costGp: 1, weightLb: 0, range: null, properties: ['Special (Garrote)'], groups: [], citation: cite('777-779, 808') },
];

export const WEAPONS_CITATION: Citation = cite('699-808');

/** "An improvised weapon, including an unarmed strike, does 1d4 damage (one-handed) or 1d8 damage (two-handed), with no proficiency bonus" (002:744). */
export const UNARMED = { oneHanded: '1d4', twoHanded: '1d8', citation: cite('744') } as const;

export const WEAPON_RECONSTRUCTIONS: readonly Reconstruction[] = [
  { citation: cite('763-774'), note: 'The example weapons print no stats; they are built from their templates and groups by the design rules (002:747-762).' },
  { citation: cite('783-785'), note: 'Simple templates carry no "[group]", so a simple weapon’s group brings no benefit.' },
  { citation: cite('756-762, 773'), note: 'The dwarven urgrosh’s second die step would pass 1d12, which the Increased Weapon Die table does not go beyond; it stays 1d12.' },
  { citation: cite('988'), note: '002:988 calls the longsword’s die 1d10; the design rules give 1d8 with proficiency +3, which is used.' },
  { citation: cite('733'), note: 'Ranges are in squares, as everywhere else in the text (002:1179-1182), although 002:733 says feet.' },
];

const GROUP_IDS = Object.keys(GROUP_NAMES);

function isGroup(g: string): g is WeaponGroup {
  return GROUP_IDS.includes(g);
}

/** The catalogue id of a weapon designed from a template and groups: "design:martial-one-handed:axes,heavy-blades". */
export function designId(templateId: string, groups: readonly WeaponGroup[]): string {
  return `design:${templateId}:${groups.join(',')}`;
}

/**
 * A weapon by id: one of the text's weapons, or a weapon designed by the player from a template and groups (002:745-755),
 * whose id is made by {@link designId}. Undefined for an unknown id or a design the rules do not allow (a martial
 * template takes one group, an exotic one two, a simple one any one group for its name).
 */
export function weaponById(id: string): WeaponDef | undefined {
  const known = WEAPONS.find((w) => w.id === id);
  if (known || !id.startsWith('design:')) return known;
  const [, templateId = '', groupList = ''] = id.split(':');
  const template = WEAPON_TEMPLATES.find((t) => t.id === templateId);
  const groups = groupList.split(',').filter((g) => g !== '');
  if (!template || !groups.every(isGroup) || new Set(groups).size !== groups.length) return undefined;
  const wanted = template.groupSlots === 2 ? 2 : 1;
  const reachPolearm = template.category === 'martial' && template.properties.includes('Reach');
  if (groups.length !== wanted + (reachPolearm && groups.includes('polearms') ? 1 : 0)) return undefined;
  const name = `${template.name} (${groups.map((g) => GROUP_NAMES[g]).join(', ')})`;
  return designWeapon(template, groups, id, name);
}

/** The ability a basic attack with the weapon uses (002:703, 002:736-737, 002:1161): Dex for ranged, Str for melee. */
export function attackAbility(weapon: WeaponDef): 'str' | 'dex' {
  return weapon.kind === 'ranged' ? 'dex' : 'str';
}
