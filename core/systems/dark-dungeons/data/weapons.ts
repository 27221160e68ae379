/**
 * Dark Dungeons Table 6-1 "Master Weapon Table" and the weapon abilities of chapter 6 (source 004, lines 1465-1954).
 *
 * The printed table lost its column alignment: blank cells collapsed, so a row such as "Axe, Hand Y Y Y Y Y Y 1d6
 * 4gp" only says that six of the nine classes may use the weapon. Which six is reconstructed here from each class's
 * "Equipment Restrictions" prose (see {@link CLASS_WEAPON_RESTRICTIONS}), and the printed count of Y is the
 * tie-breaker wherever the prose alone allows more or fewer classes. Every row where that mattered carries a note.
 * weapons.test.ts re-reads the source and checks name, damage, cost and Y count of every row.
 */
import type { Citation, ClassId } from './types';

/** Who Table 6-1 has a column for: the eight classes plus the druid (a cleric who took druidic vows, 004:243-273). */
export type WeaponUser = ClassId | 'druid';

/** The four sections of Table 6-1; `string` leaves room for weapons from other tables (thrown-only items, etc.). */
export type WeaponCategory = 'one-handed-melee' | 'two-handed-melee' | 'shield' | 'missile' | 'thrown' | string;

/** One row of Table 6-1, plus the abilities the weapon's description lists. */
export interface WeaponDef {
  /** Stable kebab-case id; characters reference weapons by it (e.g. 'axe-hand', 'sword-bastard-two-handed'). */
  readonly id: string;
  /** Name as printed in the table; the two bastard-sword rows add "(One Handed)"/"(Two Handed)" like their
   * description headings (004:1816, 1820). */
  readonly name: string;
  readonly category: WeaponCategory;
  /** Damage at Basic proficiency, as printed; '' when the table prints none (net, blowguns). */
  readonly damage: string;
  /** Cost in gold pieces; null when the table prints no cost (unarmed strike). */
  readonly costGp: number | null;
  /** Cost as printed, e.g. "4gp"; '' when none is printed. */
  readonly costText: string;
  /** The reconstructed "Useable by" columns, in the printed column order (see {@link TABLE_6_1_COLUMNS}). */
  readonly usableBy: readonly WeaponUser[];
  /** Ids of the {@link WEAPON_ABILITIES} the weapon's description lists (004:1574-1874); AC bonus, deflection by
   * swords and ranges are "extremely common" (004:1570) and live in the per-level mastery rows instead. */
  readonly abilities: readonly string[];
  /** Lines of the weapon's description in the alphabetical weapon list. */
  readonly descriptionLines: string;
  /** The table row this was read from. */
  readonly citation: Citation;
  /** One line on any reconstructed or odd cell of this row. */
  readonly note?: string;
}

const SOURCE = '004_b3026cedeba6292d.txt';
const TABLE = 'Table 6-1: Master Weapon Table';

/** The "Useable by" columns in printed order (004:1467). */
export const TABLE_6_1_COLUMNS: readonly WeaponUser[] = [
  'cleric',
  'druid',
  'dwarf',
  'elf',
  'fighter',
  'halfling',
  'magic-user',
  'mystic',
  'thief',
];

/** The whole table: where it is, and how its damaged columns were read. */
export const TABLE_6_1_CITATION: Citation = {
  file: SOURCE,
  lines: '1465-1510',
  table: TABLE,
  note:
    'Y columns collapsed; classes reconstructed from the Equipment Restrictions prose, with the printed Y count as ' +
    'the tie-breaker (rows whose choice the prose alone does not settle carry a note).',
};

/** What each class's prose says about weapons, with the line it says it on. Used for reasons and as the basis of
 * the reconstruction. */
export const CLASS_WEAPON_RESTRICTIONS: Readonly<
  Record<WeaponUser, { readonly label: string; readonly rule: string; readonly citation: Citation }>
> = {
  cleric: { label: 'Clerics', rule: 'clerics may only use blunt weapons', citation: { file: SOURCE, lines: '167' } },
  druid: {
    label: 'Druids',
    rule: 'druids may use no metal weapons, only weapons of wood and/or natural stone',
    citation: { file: SOURCE, lines: '267' },
  },
  dwarf: {
    label: 'Dwarves',
    rule: 'dwarves may use small or medium weapons but no large ones',
    citation: { file: SOURCE, lines: '332' },
  },
  elf: { label: 'Elves', rule: 'elves may use any weapon', citation: { file: SOURCE, lines: '428' } },
  fighter: { label: 'Fighters', rule: 'fighters may use any weapon', citation: { file: SOURCE, lines: '517' } },
  halfling: {
    label: 'Halflings',
    rule: 'halflings may use small weapons only, no medium or large ones',
    citation: { file: SOURCE, lines: '613' },
  },
  'magic-user': {
    label: 'Magic-users',
    rule: 'magic-users may only use daggers, staves, slings, whips, pistols, nets and blowguns',
    citation: { file: SOURCE, lines: '701' },
  },
  mystic: {
    label: 'Mystics',
    rule: 'mystics may use any weapon but no shield',
    citation: { file: SOURCE, lines: '747' },
  },
  thief: {
    label: 'Thieves',
    rule: 'thieves may use one-handed and missile weapons, but no two-handed weapons or shields',
    citation: { file: SOURCE, lines: '895' },
  },
};

// Shorthands for the usable-by lists, kept in printed column order so each list reads like the table row.
const CL = 'cleric';
const DR = 'druid';
const DW = 'dwarf';
const EL = 'elf';
const FI = 'fighter';
const HA = 'halfling';
const MU = 'magic-user';
const MY = 'mystic';
const TH = 'thief';

/** Builds one row; `line` is the row's line in source 004. */
function w(
  line: number,
  id: string,
  name: string,
  category: WeaponCategory,
  damage: string,
  costText: string,
  usableBy: readonly WeaponUser[],
  abilities: readonly string[],
  descriptionLines: string,
  note?: string,
): WeaponDef {
  const costGp = costText === '' ? null : Number(costText.replace(/gp$/, ''));
  const citation: Citation = { file: SOURCE, lines: String(line), table: TABLE };
  const row = { id, name, category, damage, costGp, costText, usableBy, abilities, descriptionLines, citation };
  return note === undefined ? row : { ...row, note };
}

const ONE = 'one-handed-melee';
const TWO = 'two-handed-melee';
const SHIELD = 'shield';
const MISSILE = 'missile';

/** Table 6-1, in printed order. */
export const WEAPONS: readonly WeaponDef[] = [
  // One Handed Melee Weapons (004:1468)
  w(1469, 'axe-hand', 'Axe, Hand', ONE, '1d6', '4gp', [DW, EL, FI, HA, MY, TH], [], '1584-1586'),
  w(1470, 'blackjack', 'Blackjack', ONE, '1d2', '5gp', [CL, DR, DW, EL, FI, HA, MY, TH], ['knockout'], '1588-1594',
    'Druid Y although a blackjack is leather and sand: 8 Y leave out only the magic-user, whose list omits it.'),
  w(1471, 'club', 'Club', ONE, '1d4', '3gp', [CL, DR, DW, EL, FI, MY, TH], [], '1638-1640',
    'Halfling N: prose allows 8 (wooden blunt weapon), 7 Y printed; the club is read as medium, not small.'),
  w(1472, 'cestus', 'Cestus', ONE, '1d3', '5gp', [DW, EL, FI, HA, MY, TH], ['off-hand'], '1632-1636'),
  w(1473, 'dagger', 'Dagger', ONE, '1d4', '3gp', [DW, EL, FI, HA, MU, MY, TH], ['double-damage'], '1662-1666'),
  w(1474, 'hammer-throwing', 'Hammer, Throwing', ONE, '1d4', '4gp', [CL, DW, EL, FI, MY, TH], ['stun'], '1676-1684',
    'Halfling N: 6 Y printed and cleric (blunt) and dwarf are certain, so the 18"-2\' hammer is read as medium.'),
  w(1475, 'hammer-war', 'Hammer, War', ONE, '1d6', '5gp', [CL, DW, EL, FI, MY, TH], [], '1686-1688'),
  w(1476, 'javelin', 'Javelin', ONE, '1d6', '1gp', [DW, EL, FI, MY, TH], [], '1690-1692'),
  w(1477, 'lance', 'Lance', ONE, '1d10', '10gp', [EL, FI, MY, TH], ['charge'], '1694-1698',
    'Fourth Y is the thief (a lance is used one-handed, 004:1696), not the dwarf (9\'-12\' is a large weapon).'),
  w(1478, 'mace', 'Mace', ONE, '1d6', '5gp', [CL, DW, EL, FI, MY, TH], [], '1700-1702'),
  w(1479, 'net', 'Net', ONE, '', '4gp', [DW, EL, FI, MU, MY, TH], ['entangle'], '1704-1712',
    'Sixth Y is the dwarf: a net is no blunt weapon (cleric), not wood/stone (druid), and 6\'-9\' is not small.'),
  w(1480, 'spear', 'Spear', ONE, '1d6', '3gp', [EL, FI, MY, TH], ['set', 'stun'], '1792-1802',
    'Dwarf N: 4 Y are elf, fighter, mystic and thief (one-handed), so the 5\'-7\' spear counts as large.'),
  w(1481, 'sword-bastard-one-handed', 'Sword, Bastard (One Handed)', ONE, '1d6+1', '15gp', [EL, FI, MY, TH], [],
    '1816-1818',
    'Printed as "Sword, Bastard" in both sections; dwarf N because 4 Y are elf, fighter, mystic and thief.'),
  w(1482, 'sword-normal', 'Sword, Normal', ONE, '1d8', '10gp', [DW, EL, FI, MY, TH], ['disarm'], '1824-1828'),
  w(1483, 'sword-short', 'Sword, Short', ONE, '1d6', '7gp', [DW, EL, FI, HA, MY, TH], ['disarm'], '1830-1834'),
  w(1484, 'trident', 'Trident', ONE, '1d6', '5gp', [DW, EL, FI, MY, TH], ['skewer'], '1846-1852'),
  w(1485, 'unarmed-strike', 'Unarmed Strike', ONE, '1', '', [CL, DR, DW, EL, FI, HA, MU, MY, TH], ['knockout'],
    '1854-1866',
    'No cost printed (null); any character can learn it (004:1858); mystics may strike to kill per table 4-8.'),
  w(1486, 'whip', 'Whip', ONE, '1d2', '10gp', [DW, EL, FI, MU, MY, TH], ['entangle'], '1868-1874',
    'Sixth Y is the dwarf, as for the net; the source sends whip entangles to "table 6-67", elsewhere 6-72.'),
  // Two Handed Melee Weapons (004:1487)
  w(1488, 'axe-battle', 'Axe, Battle', TWO, '1d8', '7gp', [DW, EL, FI, MY], ['delay', 'stun'], '1574-1582',
    'Fourth Y is the dwarf (medium two-hander); the thief may use no two-handed weapon.'),
  w(1489, 'halberd', 'Halberd', TWO, '1d10', '7gp', [EL, FI, MY], ['disarm', 'hook'], '1668-1674'),
  w(1490, 'pike', 'Pike', TWO, '1d10', '3gp', [EL, FI, MY], ['set'], '1714-1718'),
  w(1491, 'poleaxe', 'Poleaxe', TWO, '1d10', '5gp', [EL, FI, MY], [], '1730-1732'),
  w(1492, 'staff', 'Staff', TWO, '1d6', '5gp', [CL, DR, DW, EL, FI, MU, MY], ['deflect'], '1804-1814',
    'Seventh Y is the dwarf (thief: two-handed, halfling: not small), so the 5\'-7\' staff counts as medium.'),
  w(1493, 'sword-bastard-two-handed', 'Sword, Bastard (Two Handed)', TWO, '1d8+1', '15gp', [EL, FI, MY], [],
    '1820-1822', 'Printed as "Sword, Bastard"; the same proficiency covers both rows (004:1818).'),
  w(1494, 'sword-two-handed', 'Sword, Two-Handed', TWO, '1d10', '15gp', [EL, FI, MY], ['stun'], '1836-1844'),
  // Shield Weapons (004:1495)
  w(1496, 'shield-horned', 'Shield, Horned', SHIELD, '1d2', '15gp', [DW, EL, FI, HA], ['off-hand'], '1734-1738',
    'Mystic, thief and magic-user may use no shield; a spiked buckler is not blunt (cleric).'),
  w(1497, 'shield-knife', 'Shield, Knife', SHIELD, '1d4+1', '65gp', [DW, EL, FI, HA], ['off-hand', 'breakable'],
    '1740-1748'),
  w(1498, 'shield-sword', 'Shield, Sword', SHIELD, '1d4+2', '200gp', [DW, EL, FI], ['off-hand', 'breakable'],
    '1750-1758', 'Halfling N: the source calls it a medium-sized buckler (004:1752).'),
  w(1499, 'shield-tusked', 'Shield, Tusked', SHIELD, '1d4+1', '200gp', [EL, FI], ['two-attacks', 'breakable'],
    '1760-1768', 'Dwarf N: a large two-handed shield (004:1762).'),
  // Missile Weapons (004:1500)
  w(1501, 'blowgun-large', 'Blowgun, Large', MISSILE, '', '3gp', [DW, EL, FI, MU, MY, TH], ['poison-save'],
    '1602-1606'),
  w(1502, 'blowgun-small', 'Blowgun, Small', MISSILE, '', '6gp', [DW, EL, FI, MU, MY, TH], ['poison-save'],
    '1596-1600',
    'Halfling N only because 6 Y are printed: prose allows dwarf and halfling; dwarf kept, as for the large one.'),
  w(1503, 'bolas', 'Bolas', MISSILE, '1d2', '5gp', [DW, EL, FI, MY, TH], ['strangle'], '1608-1614',
    'Fifth Y is the dwarf (not blunt for the cleric; 3\'-4\' ropes are not small).'),
  w(1504, 'bow-long', 'Bow, Long', MISSILE, '1d6', '40gp', [EL, FI, MY, TH], ['delay'], '1616-1622'),
  w(1505, 'bow-short', 'Bow, Short', MISSILE, '1d6', '25gp', [DW, EL, FI, HA, MY, TH], ['delay'], '1624-1630',
    'Druid N although bows are wood: the 6 Y are filled by dwarf and halfling, and arrows are not blunt.'),
  w(1506, 'crossbow-heavy', 'Crossbow, Heavy', MISSILE, '2d4', '50gp', [EL, FI, MY, TH], ['stun'], '1642-1650'),
  w(1507, 'crossbow-light', 'Crossbow, Light', MISSILE, '1d6', '30gp', [DW, EL, FI, HA, MY, TH], ['stun'],
    '1652-1660'),
  w(1508, 'pistol', 'Pistol', MISSILE, '1d6', '250gp', [DW, EL, FI, HA, MU, MY, TH], ['delay'], '1720-1728'),
  w(1509, 'sling', 'Sling', MISSILE, '1d4', '2gp', [CL, DR, DW, EL, FI, MU, MY, TH], ['stun'], '1770-1778',
    'Prose allows all 9 but 8 Y are printed; halfling N, as an [ORIG] transcription has it. Least certain cell.'),
  w(1510, 'smoothbore', 'Smoothbore', MISSILE, '2d4', '150gp', [EL, FI, MY], ['stun'], '1780-1790',
    'Thief N despite "any missile weapon" (004:895): only 3 Y, and elf, fighter and mystic may use any weapon.'),
];

const BY_ID: ReadonlyMap<string, WeaponDef> = new Map(WEAPONS.map((weapon) => [weapon.id, weapon]));

/** The Table 6-1 row with this id, or undefined. */
export function weaponById(id: string): WeaponDef | undefined {
  return BY_ID.get(id);
}

/**
 * Whether a class (or a druid) may use a weapon, with a reason in player words either way and, apart, where the rule
 * is written (the class's Equipment Restrictions line and the weapon's row of Table 6-1), for a "Source" affordance.
 */
export function canUseWeapon(user: WeaponUser, weapon: WeaponDef): { ok: boolean; reason: string; source: string } {
  const restriction = CLASS_WEAPON_RESTRICTIONS[user];
  const row = `Table 6-1, ${weapon.citation.file.slice(0, 3)}:${weapon.citation.lines}`;
  if (weapon.usableBy.includes(user)) {
    return { ok: true, reason: `${restriction.label} may use the ${weapon.name}.`, source: row };
  }
  const rule = restriction.rule.charAt(0).toUpperCase() + restriction.rule.slice(1);
  return {
    ok: false,
    reason: `${rule}.`,
    source: `${restriction.citation.file.slice(0, 3)}:${restriction.citation.lines}; ${row}`,
  };
}

/** A weapon ability described at the end of chapter 6 (004:1876-1954). */
export interface WeaponAbilityDef {
  /** Stable kebab-case id, used in {@link WeaponDef.abilities}. */
  readonly id: string;
  /** Name as printed. */
  readonly name: string;
  /** What it does, in our own words. */
  readonly description: string;
  readonly citation: Citation;
}

/** Builds one ability entry. */
function a(id: string, name: string, lines: string, description: string): WeaponAbilityDef {
  return { id, name, description, citation: { file: SOURCE, lines, table: 'Weapon Abilities' } };
}

/** The weapon abilities of chapter 6, in printed (alphabetical) order. */
export const WEAPON_ABILITIES: readonly WeaponAbilityDef[] = [
  a('ac-bonus', 'AC Bonus', '1880-1890',
    'Listed AC bonus against a number of attacks per round from the stated opponent type, chosen before the rolls; ' +
      'with two weapons take the better bonus per attack, they do not stack.'),
  a('breakable', 'Breakable', '1892-1896',
    'On an exact-number hit by or against the wielder, d10 + own bonus - attacker\'s weapon bonus <= 5 breaks the ' +
      'shield weapon; it keeps its AC bonus but can no longer attack.'),
  a('charge', 'Charge', '1898', 'Double damage after the mount has charged 20\' or more this round.'),
  a('deflect', 'Deflect', '1900-1906',
    'That many attacks per round (chosen in advance, from the stated opponent type) may be deflected with a ' +
      'save vs Death Ray; two weapons do not stack, use the higher number.'),
  a('delay', 'Delay', '1908-1910',
    'A hit target saves vs Paralysis or loses initiative next round; some missiles only at the listed ranges.'),
  a('disarm', 'Disarm', '1912',
    'Declared instead of damage; on a hit the target makes a Dex check with the listed penalty or drops its weapon.'),
  a('double-damage', 'Double Damage', '1914',
    'A natural roll of the listed number or more that hits does double damage.'),
  a('entangle', 'Entangle', '1916-1918',
    'A hit target may be delayed, slowed or entangled by its HD against the wielder\'s proficiency; save vs ' +
      'Death Ray with the listed penalty, repeated each round.'),
  a('hook', 'Hook', '1920',
    'Declared instead of damage; on a hit it does minimum damage and the target saves vs Paralysis or falls prone.'),
  a('hurl-range', 'Hurl Range', '1922-1924',
    'A weapon not meant for throwing can be hurled at the listed ranges with the Str modifier; unsurprised targets ' +
      'save vs Death Ray for half damage, and the first throw in a fight forces a surprise roll.'),
  a('knockout', 'Knockout', '1926-1928',
    'A hit target may be delayed, stunned or knocked out (1d100 rounds) by its HD against the wielder\'s ' +
      'proficiency; save vs Death Ray with the listed penalty.'),
  a('missile-range', 'Missile Range', '1930', 'Short/medium/long ranges of the missiles the weapon shoots.'),
  a('off-hand', 'Off-Hand', '1932', 'No off-hand to-hit or proficiency penalty.'),
  a('poison-save', 'Poison Save', '1934',
    'If the weapon is poisoned, the target saves against the poison with the listed penalty.'),
  a('set', 'Set', '1936', 'Braced against a charging foe: automatic initiative over it and double damage on a hit.'),
  a('skewer', 'Skewer', '1938-1940',
    'Against targets of up to the listed HD the attacker may leave the weapon in: 1d6 a round for 1d4+4 rounds, or ' +
      'double damage for a round spent pulling it out.'),
  a('strangle', 'Strangle', '1942-1944',
    'A natural roll of the listed number or more that hits: save vs Death Ray with the listed penalty or be ' +
      'paralysed and die in 1d6+2 rounds; other hits entangle.'),
  a('stun', 'Stun', '1946-1950',
    'A hit target up to the wielder\'s size saves vs Death Ray or is stunned (no attacks or spells, 1/3 move, ' +
      '+2 AC, -2 saves), saving each round to recover; some missiles only at the listed ranges.'),
  a('throw-range', 'Throw Range', '1952', 'Short/medium/long ranges at which the weapon can be thrown.'),
  a('two-attacks', 'Two Attacks', '1954', 'Two attacks a round as if main and off hand, without off-hand penalties.'),
];

const ABILITY_BY_ID: ReadonlyMap<string, WeaponAbilityDef> = new Map(WEAPON_ABILITIES.map((x) => [x.id, x]));

/** The weapon ability with this id, or undefined. */
export function weaponAbilityById(id: string): WeaponAbilityDef | undefined {
  return ABILITY_BY_ID.get(id);
}
