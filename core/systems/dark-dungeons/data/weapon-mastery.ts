/**
 * Dark Dungeons weapon mastery: the six proficiency levels (source 004, lines 1524-1536) and, per weapon of
 * Table 6-1, what each level gives (to-hit, damage, range, AC bonus, special abilities).
 *
 * Source 004 describes the levels but not the per-weapon tables ("Effects of Proficiency", 004:1540-1546), so the
 * rows come from the supplement, section 5.4, which only has the [PJS] edition's merged tables (supplement lines
 * 10-11, 325-328). They are kept here exactly as printed ({@link PRINTED_MASTERY_ROWS}) and converted at load; the
 * only changes are abilities that source 004 itself gives a weapon and [PJS] leaves out ({@link SOURCE_004_ADDITIONS}).
 * Both columns of the printed table are kept: "vs armed" in toHit/damage and "vs unarmed" beside them, because a
 * weapon's effect depends on the opponent type and missile users count as unarmed (004:1548-1552).
 */
import type { Citation } from './types';

/** Proficiency with a weapon: Non-proficient, Basic, Skilled, Expert, Master, Grandmaster (004:1524-1536). */
export type Proficiency = 'N' | 'B' | 'S' | 'E' | 'M' | 'G';

/** Lowest first; one weapon feat moves a weapon one step along it (004:1522). */
export const PROFICIENCY_ORDER: readonly Proficiency[] = ['N', 'B', 'S', 'E', 'M', 'G'];

/** Names as printed in source 004 (lines 1526-1536). */
export const PROFICIENCY_NAMES: Readonly<Record<Proficiency, string>> = {
  N: 'Non-Proficient',
  B: 'Basic Proficiency',
  S: 'Skilled Proficiency',
  E: 'Expert Proficiency',
  M: 'Master Proficiency',
  G: 'Grandmaster Proficiency',
};

/** The short names the training table and the sheet print ("Basic", not "Basic Proficiency"), from the same list. */
export const PROFICIENCY_SHORT_NAMES: Readonly<Record<Proficiency, string>> = Object.fromEntries(
  Object.entries(PROFICIENCY_NAMES).map(([p, name]) => [p, name.replace(/ Proficiency$/, '')]),
) as Readonly<Record<Proficiency, string>>;

/** Where the proficiency levels are defined. */
export const PROFICIENCY_CITATION: Citation = {
  file: '004_b3026cedeba6292d.txt',
  lines: '1520-1538',
  note: 'Supplement section 5.1 (lines 263-273) gives the same six codes.',
};

/** The level one weapon feat raises `p` to; undefined at Grandmaster, the maximum (004:1522). */
export function nextProficiency(p: Proficiency): Proficiency | undefined {
  return PROFICIENCY_ORDER[PROFICIENCY_ORDER.indexOf(p) + 1];
}

/** The level below `p`; undefined at Non-proficient. */
export function previousProficiency(p: Proficiency): Proficiency | undefined {
  const i = PROFICIENCY_ORDER.indexOf(p);
  return i > 0 ? PROFICIENCY_ORDER[i - 1] : undefined;
}

/**
 * The level a weapon is used at. In the off hand it counts one level lower (004:1886, "because the club is in her
 * off hand it counts as having only skilled proficiency"; supplement line 277) unless it has the Off-Hand ability
 * (004:1932). Non-proficient cannot drop further.
 */
export function effectiveProficiency(
  p: Proficiency,
  use: { readonly offHand: boolean; readonly hasOffHandAbility: boolean },
): Proficiency {
  if (!use.offHand || use.hasOffHandAbility) return p;
  return previousProficiency(p) ?? 'N';
}

/** What one proficiency level gives with one weapon. */
export interface MasteryRow {
  readonly level: Proficiency;
  /** To-hit bonus against armed opponents; 0 where "-" is printed; negative for the non-proficient missile penalty. */
  readonly toHit: number;
  /** To-hit bonus against unarmed opponents (also those using missiles or natural attacks, 004:1552). */
  readonly toHitUnarmed: number;
  /** Damage against armed opponents as printed; '' where none is printed (net, blowguns). */
  readonly damage: string;
  /** Damage against unarmed opponents as printed; '' where none is printed. */
  readonly damageUnarmed: string;
  /** Short/medium/long range as printed, e.g. "10/20/30" or "-/5/10H" (H = hurl range); '' for none. */
  readonly range: string;
  /** The AC bonus as printed inside "AC Bonus (...)", e.g. "Unarmed/-2 vs. 2"; '' when none ({@link parseAcBonus}). */
  readonly acBonus: string;
  /** The other abilities as printed, e.g. ["Deflect (1)", "Disarm (+0)"]. See {@link abilityIdOf}. */
  readonly special: readonly string[];
  /** Set when this row differs from the printed [PJS] row (see {@link SOURCE_004_ADDITIONS}) or is otherwise odd. */
  readonly note?: string;
}

/** A weapon's six mastery rows with their provenance. */
export interface MasteryTable {
  /** Id of the Table 6-1 weapon (weapons.ts). */
  readonly weaponId: string;
  /** The weapon's name in the supplement, e.g. "Gun, Pistol". */
  readonly printedName: string;
  /** Which edition the figures are from; the supplement has no [ORIG] per-weapon rows. */
  readonly edition: '[PJS]';
  /** True for the eight weapons the supplement found identical in [ORIG] (line 328). */
  readonly origConfirmed: boolean;
  /** N, B, S, E, M, G in that order. */
  readonly rows: readonly MasteryRow[];
  readonly citation: Citation;
}

/** A row as printed: level, to-hit vs armed, vs unarmed, damage vs armed, vs unarmed, range, abilities. */
export type PrintedMasteryRow = readonly [Proficiency, string, string, string, string, string, string];

const SUPPLEMENT = 'supplements/dark-dungeons-tables.md';

/**
 * Supplement section 5.4 ([PJS] "Weapon Feats"), cell for cell, for the 39 weapons of Table 6-1, keyed by weapon id.
 * `lines` is the row range in the supplement.
 */
export const PRINTED_MASTERY_ROWS: Readonly<
  Record<string, { readonly printedName: string; readonly lines: string; readonly rows: readonly PrintedMasteryRow[] }>
> = {
  'axe-battle': { printedName: 'Axe, Battle', lines: '332-337', rows: [
    ['N', '-', '-', '1d4', '1d4', '-', '-'],
    ['B', '-', '-', '1d8', '1d8', '-', '-'],
    ['S', '+1', '+2', '1d8+2', '1d8+2', '-', 'AC Bonus (Unarmed/-2 vs. 2), Delay'],
    ['E', '+2', '+4', '1d8+4', '1d8+4', '-/5/10H', 'AC Bonus (Unarmed/-3 vs. 2), Delay'],
    ['M', '+4', '+6', '1d8+6', '1d8+8', '-/5/10H', 'AC Bonus (Unarmed/-3 vs. 3), Delay, Stun'],
    ['G', '+6', '+8', '1d8+8', '1d10+10', '5/10/15H', 'AC Bonus (Unarmed/-4 vs. 4), Delay, Stun'],
  ] },
  'axe-hand': { printedName: 'Axe, Hand', lines: '338-343', rows: [
    ['N', '-', '-', '1d3', '1d3', '10/20/30', '-'],
    ['B', '-', '-', '1d6', '1d6', '10/20/30', '-'],
    ['S', '+1', '+2', '1d6+2', '1d6+2', '15/25/35', 'AC Bonus (Unarmed/-1 vs. 1)'],
    ['E', '+2', '+4', '1d6+3', '1d6+3', '25/35/45', 'AC Bonus (Unarmed/-2 vs. 2)'],
    ['M', '+4', '+6', '1d6+4', '2d4+4', '30/40/50', 'AC Bonus (Unarmed/-3 vs. 3)'],
    ['G', '+6', '+8', '1d6+6', '2d4+7', '40/50/60', 'AC Bonus (Unarmed/-3 vs. 3)'],
  ] },
  'blackjack': { printedName: 'Blackjack', lines: '344-349', rows: [
    ['N', '-', '-', '1', '1', '-', '-'],
    ['B', '-', '-', '1d2', '1d2', '-', 'Knockout (+0)'],
    ['S', '+2', '+1', '2d2', '2d2', '-', 'Knockout (-1)'],
    ['E', '+4', '+2', '1d4+1', '1d4+1', '-', 'Knockout (-2)'],
    ['M', '+6', '+4', '1d4+3', '1d6+1', '-', 'Knockout (-3)'],
    ['G', '+8', '+6', '1d4+5', '1d6+2', '-', 'Knockout (-4)'],
  ] },
  'blowgun-large': { printedName: 'Blowgun, Large', lines: '350-355', rows: [
    ['N', '-1', '-1', '-', '-', '20/25/30', '-'],
    ['B', '-', '-', '-', '-', '20/25/30', '-'],
    ['S', '+2', '+2', '-', '-', '20/25/30', 'Poison Save (-1)'],
    ['E', '+4', '+4', '-', '-', '25/30/40', 'Poison Save (-2)'],
    ['M', '+6', '+6', '-', '-', '30/35/40', 'Poison Save (-3)'],
    ['G', '+8', '+8', '-', '-', '30/40/50', 'Poison Save (-4)'],
  ] },
  'blowgun-small': { printedName: 'Blowgun, Small', lines: '356-361', rows: [
    ['N', '-1', '-1', '-', '-', '10/20/30', '-'],
    ['B', '-', '-', '-', '-', '10/20/30', '-'],
    ['S', '+2', '+2', '-', '-', '15/20/30', '-'],
    ['E', '+4', '+4', '-', '-', '15/25/35', '-'],
    ['M', '+6', '+6', '-', '-', '20/25/35', '-'],
    ['G', '+8', '+8', '-', '-', '25/30/40', '-'],
  ] },
  'bolas': { printedName: 'Bolas', lines: '362-367', rows: [
    ['N', '-', '-', '1', '1', '20/40/60', '-'],
    ['B', '-', '-', '1d2', '1d2', '20/40/60', 'Strangle (20)'],
    ['S', '+2', '+1', '1d3', '1d3', '25/40/60', 'Strangle (20, Save -1)'],
    ['E', '+4', '+2', '1d3+1', '1d3+1', '30/50/70', 'AC Bonus (Armed/-1 vs. 1), Strangle (19, Save -2)'],
    ['M', '+6', '+4', '1d3+2', '1d3+2', '35/50/70', 'AC Bonus (Armed/-2 vs. 2), Strangle (18, Save -3)'],
    ['G', '+8', '+6', '1d3+3', '1d3+3', '40/60/80', 'AC Bonus (Armed/-3 vs. 3), Strangle (17, Save -4 vs. 3)'],
  ] },
  'bow-long': { printedName: 'Bow, Long', lines: '374-379', rows: [
    ['N', '-1', '-1', '1d3', '1d3', '70/140/210', '-'],
    ['B', '-', '-', '1d6', '1d6', '70/140/210', 'Delay (S/M)'],
    ['S', '+1', '+2', '1d8+1', '1d8+1', '90/150/220', 'AC Bonus (Armed/-1 vs. 1), Delay (S/M)'],
    ['E', '+2', '+4', '1d10+2', '1d10+2', '110/170/230', 'AC Bonus (Armed/-2 vs. 1), Delay (S/M)'],
    ['M', '+4', '+6', '1d10+4', '3d6', '130/180/240', 'AC Bonus (Armed/-2 vs. 2), Delay (S/M)'],
    ['G', '+6', '+8', '1d10+6', '4d4+2', '150/200/250', 'AC Bonus (Armed/-2 vs. 2), Delay (S/M)'],
  ] },
  'bow-short': { printedName: 'Bow, Short', lines: '380-385', rows: [
    ['N', '-1', '-1', '1d3', '1d3', '50/100/150', '-'],
    ['B', '-', '-', '1d6', '1d6', '50/100/150', '-'],
    ['S', '+1', '+2', '1d6+2', '1d6+2', '60/110/160', 'AC Bonus (Armed/-1 vs. 1), Delay (s)'],
    ['E', '+2', '+4', '1d6+4', '1d6+4', '80/130/170', 'AC Bonus (Armed/-1 vs. 2), Delay (s)'],
    ['M', '+4', '+6', '1d4+6', '1d8+6', '90/130/180', 'AC Bonus (Armed/-2 vs. 2), Delay (s)'],
    ['G', '+6', '+8', '1d6+7', '1d10+8', '110/140/190', 'AC Bonus (Armed/-2 vs. 2), Delay (s)'],
  ] },
  'cestus': { printedName: 'Cestus', lines: '386-391', rows: [
    ['N', '-', '-', '1', '1', '-', '-'],
    ['B', '-', '-', '1d3', '1d3', '-', 'Off-Hand'],
    ['S', '+2', '+1', '1d4+1', '1d4+1', '-', 'Off-Hand'],
    ['E', '+4', '+2', '2d4', '2d4', '-', 'Off-Hand'],
    ['M', '+6', '+4', '2d4', '1d4+3', '-', 'Off-Hand'],
    ['G', '+8', '+6', '3d4', '2d4+3', '-', 'Off-Hand'],
  ] },
  'club': { printedName: 'Club', lines: '404-409', rows: [
    ['N', '-', '-', '1d2', '1d2', '-', '-'],
    ['B', '-', '-', '1d4', '1d4', '-', '-'],
    ['S', '+1', '+2', '1d6+1', '1d6+1', '-', 'AC Bonus (-1 vs. 2), Deflect (1)'],
    ['E', '+2', '+4', '1d6+3', '1d6+3', '-/15/25H', 'AC Bonus (-2 vs. 2), Deflect (1)'],
    ['M', '+4', '+6', '1d4+5', '1d6+5', '-/15/25H', 'AC Bonus (-3 vs. 3), Deflect (2)'],
    ['G', '+6', '+8', '1d4+6', '1d6+6', '10/25/40H', 'AC Bonus (-4 vs. 4), Deflect (2)'],
  ] },
  'crossbow-heavy': { printedName: 'Crossbow, Heavy', lines: '410-415', rows: [
    ['N', '-1', '-1', '1d4', '1d4', '80/160/240', '-'],
    ['B', '-', '-', '2d4', '2d4', '80/160/240', '-'],
    ['S', '+2', '+1', '2d6', '2d6', '90/160/240', 'AC Bonus (Unarmed/-1 vs. 1), Stun (S/M)'],
    ['E', '+4', '+2', '2d6+2', '2d6+2', '100/170/240', 'AC Bonus (Unarmed/-2 vs. 2), Stun (S/M)'],
    ['M', '+6', '+4', '3d6+2', '1d12+4', '110/170/240', 'AC Bonus (Unarmed/-3 vs. 2), Stun (S/M)'],
    ['G', '+8', '+6', '4d4+4', '1d10+6', '120/180/240', 'AC Bonus (Unarmed/-3 vs. 3), Stun (S/M)'],
  ] },
  'crossbow-light': { printedName: 'Crossbow, Light', lines: '416-421', rows: [
    ['N', '-1', '-1', '1d3', '1d3', '60/120/180', '-'],
    ['B', '-', '-', '1d6', '1d6', '60/120/180', '-'],
    ['S', '+2', '+1', '1d6+2', '1d6+2', '60/120/180', 'AC Bonus (Unarmed/-1 vs. 1), Stun (s)'],
    ['E', '+4', '+2', '1d6+4', '1d6+4', '75/130/180', 'AC Bonus (Unarmed/-2 vs. 2), Stun (s)'],
    ['M', '+6', '+4', '1d8+6', '1d4+6', '75/130/180', 'AC Bonus (Unarmed/-3 vs. 2), Stun (s)'],
    ['G', '+8', '+6', '1d6+7', '2d4+5', '90/140/180', 'AC Bonus (Unarmed/-3 vs. 3), Stun (s)'],
  ] },
  'dagger': { printedName: 'Dagger', lines: '422-427', rows: [
    ['N', '-', '-', '1d2', '1d2', '10/20/30', '-'],
    ['B', '-', '-', '1d4', '1d4', '10/20/30', '-'],
    ['S', '+2', '+1', '1d6', '1d6', '15/25/35', 'AC Bonus (Armed, -1 vs. 1), Double Damage (20)'],
    ['E', '+4', '+2', '2d4', '2d4', '20/30/45', 'AC Bonus (Armed, -2 vs. 2), Double Damage (19)'],
    ['M', '+6', '+4', '3d4', '2d4+2', '25/35/50', 'AC Bonus (Armed, -2 vs. 2), Double Damage (18)'],
    ['G', '+8', '+6', '4d4', '3d4+1', '30/50/60', 'AC Bonus (Armed, -3 vs. 3), Double Damage (17)'],
  ] },
  'pistol': { printedName: 'Gun, Pistol', lines: '434-439', rows: [
    ['N', '-1', '-1', '1d3', '1d3', '50/100/150', '-'],
    ['B', '-', '-', '1d6', '1d6', '50/100/150', '-'],
    ['S', '+2', '+1', '1d8+1', '1d8+1', '60/110/160', 'Delay (S/M)'],
    ['E', '+4', '+2', '1d10+2', '1d10+2', '80/130/170', 'Delay (S/M)'],
    ['M', '+6', '+4', '3d6', '1d10+4', '90/130/180', 'Delay (S/M)'],
    ['G', '+8', '+6', '4d4+2', '1d10+6', '110/140/190', 'Delay (S/M)'],
  ] },
  'smoothbore': { printedName: 'Gun, Smoothbore', lines: '440-445', rows: [
    ['N', '-1', '-1', '1d4', '1d4', '80/160/240', '-'],
    ['B', '-', '-', '2d4', '2d4', '80/160/240', '-'],
    ['S', '+1', '+2', '2d6', '2d6', '90/160/240', 'AC Bonus (Unarmed, -1 vs. 1), Stun (S/M)'],
    ['E', '+2', '+4', '2d6+2', '2d6+2', '100/170/240', 'AC Bonus (Unarmed, -2 vs. 2), Stun (S/M)'],
    ['M', '+4', '+6', '1d12+4', '3d6+2', '110/170/240', 'AC Bonus (Unarmed, -3 vs. 2), Stun (S/M)'],
    ['G', '+6', '+8', '1d10+6', '4d4+4', '120/180/240', 'AC Bonus (Unarmed, -3 vs. 3), Stun (S/M)'],
  ] },
  'halberd': { printedName: 'Halberd', lines: '446-451', rows: [
    ['N', '-', '-', '1d5', '1d5', '-', '-'],
    ['B', '-', '-', '1d10', '1d10', '-', 'Disarm (+0), Hook (+0)'],
    ['S', '+2', '+1', '1d10+3', '1d10+3', '-', 'AC Bonus (Armed, -1 vs. 1), Disarm (+0), Hook (-1)'],
    ['E', '+4', '+2', '1d10+5', '1d10+5', '-', 'AC Bonus (Armed, -2 vs. 1), Deflect (1), Disarm (+0), Hook (-2)'],
    ['M', '+6', '+4', '1d8+10', '1d8+8', '-', 'AC Bonus (Armed, -2 vs. 2), Deflect (1), Disarm (+0), Hook (-3)'],
    ['G', '+8', '+6', '1d6+15', '1d6+12', '-', 'AC Bonus (Armed, -3 vs. 2), Deflect (2), Disarm (+0), Hook (-4)'],
  ] },
  'hammer-throwing': { printedName: 'Hammer, Throwing', lines: '452-457', rows: [
    ['N', '-', '-', '1d2', '1d2', '10/20/30', '-'],
    ['B', '-', '-', '1d4', '1d4', '10/20/30', '-'],
    ['S', '+1', '+2', '1d4+2', '1d4+2', '10/20/30', 'AC Bonus (Unarmed/-1 vs. 2), Stun (S/M)'],
    ['E', '+2', '+4', '1d6+2', '1d6+2', '20/30/45', 'AC Bonus (Unarmed/-2 vs. 3), Stun (S/M)'],
    ['M', '+4', '+6', '1d4+4', '1d6+4', '20/40/45', 'AC Bonus (Unarmed/-3 vs. 4), Stun (S/M)'],
    ['G', '+6', '+8', '1d4+6', '1d6+6', '30/50/60', 'AC Bonus (Unarmed/-4 vs. 5), Stun (S/M)'],
  ] },
  'hammer-war': { printedName: 'Hammer, War', lines: '458-463', rows: [
    ['N', '-', '-', '1d3', '1d3', '-', '-'],
    ['B', '-', '-', '1d6', '1d6', '-', '-'],
    ['S', '+1', '+2', '1d6+2', '1d6+2', '-', 'AC Bonus (Armed, -2 vs. 2)'],
    ['E', '+2', '+4', '1d8+2', '1d8+2', '-/10/20H', 'AC Bonus (Armed, -3 vs. 3)'],
    ['M', '+4', '+6', '1d6+4', '1d8+5', '-/10/20H', 'AC Bonus (Armed, -4 vs. 3)'],
    ['G', '+6', '+8', '1d6+7', '1d8+7', '10/20/30H', 'AC Bonus (Armed, -5 vs. 4)'],
  ] },
  'javelin': { printedName: 'Javelin', lines: '464-469', rows: [
    ['N', '-', '-', '1d3', '1d3', '30/60/90', '-'],
    ['B', '-', '-', '1d6', '1d6', '30/60/90', '-'],
    ['S', '+2', '+1', '1d6+2', '1d6+2', '30/60/90', '-'],
    ['E', '+4', '+2', '1d6+4', '1d6+4', '40/80/120', '-'],
    ['M', '+6', '+4', '1d6+6', '1d4+6', '40/80/120', '-'],
    ['G', '+8', '+6', '1d6+9', '1d4+8', '50/100/150', '-'],
  ] },
  'lance': { printedName: 'Lance', lines: '470-475', rows: [
    ['N', '-', '-', '1d5', '1d5', '-', 'Charge'],
    ['B', '-', '-', '1d10', '1d10', '-', 'Charge'],
    ['S', '+1', '+2', '1d10+3', '1d10+3', '-', 'AC Bonus (Unarmed/-2 vs. 1), Charge'],
    ['E', '+2', '+4', '1d10+7', '1d10+7', '-', 'AC Bonus (Unarmed/-3 vs. 1), Charge'],
    ['M', '+4', '+6', '1d8+10', '1d8+12', '-', 'AC Bonus (Unarmed/-3 vs. 2), Charge'],
    ['G', '+6', '+8', '1d6+12', '1d8+16', '-', 'AC Bonus (Unarmed/-4 vs. 2), Charge'],
  ] },
  'mace': { printedName: 'Mace', lines: '482-487', rows: [
    ['N', '-', '-', '1d3', '1d3', '-', '-'],
    ['B', '-', '-', '1d6', '1d6', '-', '-'],
    ['S', '+2', '+2', '2d4', '2d4', '-', 'AC Bonus (Armed, -1 vs. 1)'],
    ['E', '+4', '+4', '2d4+2', '2d4+2', '-/10/20H', 'AC Bonus (Armed, -2 vs. 2)'],
    ['M', '+6', '+6', '2d4+4', '2d4+4', '-/10/20H', 'AC Bonus (Armed, -3 vs. 3)'],
    ['G', '+8', '+8', '2d4+6', '2d4+6', '10/20/30H', 'AC Bonus (Armed, -4 vs. 3)'],
  ] },
  'net': { printedName: 'Net', lines: '488-493', rows: [
    ['N', '-', '-', '-', '-', '10/20/30', 'Entangle (+0)'],
    ['B', '-', '-', '-', '-', '10/20/30', 'Entangle (+0)'],
    ['S', '+1', '+2', '-', '-', '15/25/35', 'AC Bonus (-2 vs. 1), Entangle (+1)'],
    ['E', '+2', '+4', '-', '-', '20/30/40', 'AC Bonus (-4 vs. 2), Entangle (+2)'],
    ['M', '+4', '+6', '-', '-', '25/35/45', 'AC Bonus (-6 vs. 3), Entangle (+2)'],
    ['G', '+6', '+8', '-', '-', '30/40/50', 'AC Bonus (-8 vs. 4), Entangle (+3)'],
  ] },
  'pike': { printedName: 'Pike', lines: '494-499', rows: [
    ['N', '-', '-', '1d5', '1d5', '-', '-'],
    ['B', '-', '-', '1d10', '1d10', '-', '-'],
    ['S', '+2', '+1', '1d12+2', '1d12+2', '-', 'AC Bonus (Armed/-2 vs. 1), Deflect (1)'],
    ['E', '+4', '+2', '1d12+5', '1d12+5', '-', 'AC Bonus (Armed/-2 vs. 2), Deflect (1)'],
    ['M', '+6', '+4', '1d12+9', '1d10+8', '-', 'AC Bonus (Armed/-3 vs. 2), Deflect (2)'],
    ['G', '+8', '+6', '1d10+14', '1d8+10', '-', 'AC Bonus (Armed/-3 vs. 3), Deflect (2)'],
  ] },
  'poleaxe': { printedName: 'Poleaxe', lines: '500-505', rows: [
    ['N', '-', '-', '1d5', '1d5', '-', '-'],
    ['B', '-', '-', '1d10', '1d10', '-', '-'],
    ['S', '+2', '+1', '1d10+3', '1d10+3', '-', 'AC Bonus (Armed/-1 vs. 1), Deflect (1)'],
    ['E', '+4', '+2', '1d10+6', '1d10+6', '-', 'AC Bonus (Armed/-2 vs. 1), Deflect (1)'],
    ['M', '+6', '+4', '1d10+10', '1d10+8', '-', 'AC Bonus (Armed/-2 vs. 2), Deflect (2)'],
    ['G', '+8', '+6', '1d8+16', '1d8+12', '-', 'AC Bonus (Armed/-3 vs. 2), Deflect (2)'],
  ] },
  'shield-horned': { printedName: 'Shield, Horned', lines: '506-511', rows: [
    ['N', '-', '-', '1', '1', '-', 'Off-Hand'],
    ['B', '-', '-', '1d2', '1d2', '-', 'AC Bonus (-1 vs. 1), Off-Hand'],
    ['S', '+2', '+2', '2d2', '2d2', '-', 'AC Bonus (-1 vs. 1), Off-Hand'],
    ['E', '+4', '+4', '1d4+1', '1d4+1', '-', 'AC Bonus (-1 vs. 2), Off-Hand'],
    ['M', '+6', '+6', '1d4+3', '1d4+3', '-', 'AC Bonus (-1 vs. 4), Off-Hand'],
    ['G', '+8', '+8', '1d4+5', '1d4+5', '-', 'AC Bonus (-1 vs. 6), Off-Hand'],
  ] },
  'shield-knife': { printedName: 'Shield, Knife', lines: '512-517', rows: [
    ['N', '-', '-', '1d2', '1d2', '-', 'Breakable, Off-Hand'],
    ['B', '-', '-', '1d4+1', '1d4+1', '-', 'AC Bonus (-1 vs. 1), Breakable, Off-Hand'],
    ['S', '+2', '+2', '1d6+1', '1d6+1', '-', 'AC Bonus (-1 vs. 1), Breakable, Off-Hand'],
    ['E', '+4', '+4', '2d4+1', '2d4+1', '-', 'AC Bonus (-2 vs. 2), Breakable, Off-Hand'],
    ['M', '+6', '+6', '3d4', '3d4', '-', 'AC Bonus (-2 vs. 2), Breakable, Off-Hand'],
    ['G', '+8', '+8', '4d4', '4d4', '-', 'AC Bonus (-2 vs. 2), Breakable, Off-Hand'],
  ] },
  'shield-sword': { printedName: 'Shield, Sword', lines: '518-523', rows: [
    ['N', '-', '-', '1d2+1', '1d2+1', '-', 'Breakable, Off-Hand'],
    ['B', '-', '-', '1d4+2', '1d4+2', '-', 'AC Bonus (-1 vs. 2), Breakable, Off-Hand'],
    ['S', '+2', '+2', '1d6+3', '1d6+3', '-', 'AC Bonus (-1 vs. 2), Breakable, Off-Hand'],
    ['E', '+4', '+4', '1d6+4', '1d6+4', '-', 'AC Bonus (-2 vs. 3), Breakable, Off-Hand'],
    ['M', '+6', '+6', '1d6+7', '1d6+7', '-', 'AC Bonus (-2 vs. 3), Breakable, Off-Hand'],
    ['G', '+8', '+8', '1d6+9', '1d6+9', '-', 'AC Bonus (-3 vs. 4), Breakable, Off-Hand'],
  ] },
  'shield-tusked': { printedName: 'Shield, Tusked', lines: '524-529', rows: [
    ['N', '-', '-', '1d2', '1d2', '-', 'Breakable, Two Attacks'],
    ['B', '-', '-', '1d4+1', '1d4+1', '-', 'AC Bonus (-1), Breakable, Two Attacks'],
    ['S', '+2', '+2', '1d6+2', '1d6+2', '-', 'AC Bonus (-2), Breakable, Two Attacks'],
    ['E', '+4', '+4', '2d4+2', '2d4+2', '-', 'AC Bonus (-2), Breakable, Two Attacks'],
    ['M', '+6', '+6', '2d4+4', '2d4+4', '-', 'AC Bonus (-3), Breakable, Two Attacks'],
    ['G', '+8', '+8', '2d4+6', '2d4+6', '-', 'AC Bonus (-3), Breakable, Two Attacks'],
  ] },
  'sling': { printedName: 'Sling', lines: '530-535', rows: [
    ['N', '-1', '-1', '1d2', '1d2', '40/80/160', '-'],
    ['B', '-', '-', '1d4', '1d4', '40/80/160', '-'],
    ['S', '+2', '+1', '1d6', '1d6', '40/80/160', 'AC Bonus (Armed/-1 vs. 2), Stun (S/M)'],
    ['E', '+4', '+2', '2d4', '2d4', '60/110/170', 'AC Bonus (Armed/-2 vs. 3), Stun (S/M)'],
    ['M', '+6', '+4', '3d4', '1d8+2', '60/110/170', 'AC Bonus (Armed/-3 vs. 3), Stun (S/M)'],
    ['G', '+8', '+6', '4d4', '1d10+2', '80/130/180', 'AC Bonus (Armed/-4 vs. 4), Stun (S/M)'],
  ] },
  'spear': { printedName: 'Spear', lines: '536-541', rows: [
    ['N', '-', '-', '1d3', '1d3', '20/40/60', '-'],
    ['B', '-', '-', '1d6', '1d6', '20/40/60', 'Set'],
    ['S', '+2', '+2', '1d6+2', '1d6+2', '20/40/60', 'Set'],
    ['E', '+4', '+4', '2d4+2', '2d4+2', '40/60/75', 'Set, Stun'],
    ['M', '+6', '+6', '2d4+4', '2d4+4', '40/60/75', 'Set, Stun'],
    ['G', '+8', '+8', '2d4+6', '2d4+6', '60/75/80', 'Set, Stun'],
  ] },
  'staff': { printedName: 'Staff', lines: '542-547', rows: [
    ['N', '-', '-', '1d3', '1d3', '-', '-'],
    ['B', '-', '-', '1d6', '1d6', '-', '-'],
    ['S', '+2', '+2', '1d6+2', '1d6+2', '-', 'AC Bonus (-1 vs. 2), Deflect (1)'],
    ['E', '+4', '+4', '1d8+2', '1d8+2', '-', 'AC Bonus (-2 vs. 3), Deflect (2)'],
    ['M', '+6', '+6', '1d8+5', '1d8+5', '-', 'AC Bonus (-3 vs. 3), Deflect (3)'],
    ['G', '+8', '+8', '1d8+7', '1d8+7', '-', 'AC Bonus (-4 vs. 4), Deflect (4)'],
  ] },
  'sword-bastard-one-handed': { printedName: 'Sword, Bastard (One-Handed)', lines: '548-553', rows: [
    ['N', '-', '-', '1d3', '1d3', '-', '-'],
    ['B', '-', '-', '1d6+1', '1d6+1', '-', '-'],
    ['S', '+2', '+1', '1d6+3', '1d6+3', '-', 'AC Bonus (Armed/-1 vs. 1)'],
    ['E', '+4', '+2', '1d6+5', '1d6+5', '-', 'AC Bonus (Armed/-2 vs. 2), Deflect (1)'],
    ['M', '+6', '+4', '1d8+8', '1d6+7', '-', 'AC Bonus (Armed/-3 vs. 2), Deflect (1)'],
    ['G', '+8', '+6', '1d8+10', '1d6+8', '-', 'AC Bonus (Armed/-4 vs. 3), Deflect (2)'],
  ] },
  'sword-bastard-two-handed': { printedName: 'Sword, Bastard (Two-Handed)', lines: '554-559', rows: [
    ['N', '-', '-', '1d4', '1d4', '-', '-'],
    ['B', '-', '-', '1d8+1', '1d8+1', '-', '-'],
    ['S', '+2', '+1', '1d8+3', '1d8+3', '-', 'Deflect (1)'],
    ['E', '+4', '+2', '1d8+5', '1d8+5', '-/-/5H', 'AC Bonus (Armed/-1 vs. 1), Deflect (1)'],
    ['M', '+6', '+4', '1d10+8', '1d8+7', '-/-/5H', 'AC Bonus (Armed/-2 vs. 2), Deflect (2)'],
    ['G', '+8', '+6', '1d12+10', '1d10+8', '-/5/10H', 'AC Bonus (Armed/-3 vs. 2), Deflect (3)'],
  ] },
  'sword-normal': { printedName: 'Sword, Normal', lines: '560-565', rows: [
    ['N', '-', '-', '1d4', '1d4', '-', '-'],
    ['B', '-', '-', '1d8', '1d8', '-', '-'],
    ['S', '+2', '+1', '1d12', '1d12', '-', 'AC Bonus (Armed/-2 vs. 1), Deflect (1), Disarm (+0)'],
    ['E', '+4', '+2', '2d8', '2d8', '-/5/10H', 'AC Bonus (Armed/-2 vs. 2), Deflect (2), Disarm (-1)'],
    ['M', '+6', '+4', '2d8+4', '2d6+4', '-/5/10H', 'AC Bonus (Armed/-3 vs. 3), Deflect (2), Disarm (-2)'],
    ['G', '+8', '+6', '2d6+8', '2d4+8', '5/10/15H', 'AC Bonus (Armed/-4 vs. 3), Deflect (3), Disarm (-4)'],
  ] },
  'sword-short': { printedName: 'Sword, Short', lines: '572-577', rows: [
    ['N', '-', '-', '1d3', '1d3', '-', '-'],
    ['B', '-', '-', '1d6', '1d6', '-', '-'],
    ['S', '+2', '+1', '1d6+2', '1d6+2', '-', 'AC Bonus (Armed/-1 vs. 1), Deflect (1), Disarm (-1)'],
    ['E', '+4', '+2', '1d6+4', '1d6+4', '-/10/20H', 'AC Bonus (Armed/-2 vs. 2), Deflect (2), Disarm (-2)'],
    ['M', '+6', '+4', '1d6+7', '1d4+7', '-/10/20H', 'AC Bonus (Armed/-2 vs. 3), Deflect (3), Disarm (-4)'],
    ['G', '+8', '+6', '1d6+9', '1d4+9', '10/20/30H', 'AC Bonus (Armed/-3 vs. 4), Deflect (3), Disarm (-6)'],
  ] },
  'sword-two-handed': { printedName: 'Sword, Two-Handed', lines: '578-583', rows: [
    ['N', '-', '-', '1d5', '1d5', '-', '-'],
    ['B', '-', '-', '1d10', '1d10', '-', '-'],
    ['S', '+1', '+2', '2d6+1', '2d6+1', '-', 'Deflect (1), Stun'],
    ['E', '+2', '+4', '2d8+2', '2d8+2', '-', 'Deflect (2), Stun'],
    ['M', '+4', '+6', '2d8+3', '3d6+3', '-', 'Deflect (2), Stun'],
    ['G', '+6', '+8', '3d6+2', '3d6+6', '-', 'Deflect (3), Stun'],
  ] },
  'trident': { printedName: 'Trident', lines: '584-589', rows: [
    ['N', '-', '-', '1d3', '1d3', '10/20/30', '-'],
    ['B', '-', '-', '1d6', '1d6', '10/20/30', '-'],
    ['S', '+1', '+2', '1d8+1', '1d8+1', '10/20/30', 'Skewer (4 HD)'],
    ['E', '+2', '+4', '1d8+4', '1d8+4', '20/30/45', 'Skewer (7 HD)'],
    ['M', '+4', '+6', '1d6+6', '1d8+6', '20/30/45', 'Skewer (10 HD)'],
    ['G', '+6', '+8', '1d4+8', '1d6+9', '30/45/60', 'Skewer (15 HD)'],
  ] },
  'unarmed-strike': { printedName: 'Unarmed Strike', lines: '590-595', rows: [
    ['N', '-', '-', '1', '1', '-', '-'],
    ['B', '-', '-', '1', '1', '-', 'Knockout (+0)'],
    ['S', '+2', '+1', '1d3', '1d3', '-', 'Knockout (+0)'],
    ['E', '+4', '+2', '1d4+1', '1d4+1', '-', 'Knockout (-1), Off-Hand'],
    ['M', '+6', '+4', '2d4', '1d4+1', '-', 'Knockout (-3), Off-Hand'],
    ['G', '+8', '+6', '3d4', '2d4+1', '-', 'Knockout (-5), Off-Hand'],
  ] },
  'whip': { printedName: 'Whip', lines: '596-601', rows: [
    ['N', '-', '-', '1', '1', '-', '-'],
    ['B', '-', '-', '1d2', '1d2', '-', 'Entangle (+0)'],
    ['S', '+1', '+2', '1d4', '1d4', '-', 'AC Bonus (Unarmed/-2 vs. 2), Entangle (-1)'],
    ['E', '+2', '+4', '1d4+1', '1d4+1', '-', 'AC Bonus (Unarmed/-3 vs. 3), Entangle (-2)'],
    ['M', '+4', '+6', '1d3+2', '1d4+3', '-', 'AC Bonus (Unarmed/-4 vs. 3), Entangle (-3)'],
    ['G', '+6', '+8', '1d3+3', '1d4+5', '-', 'AC Bonus (Unarmed/-4 vs. 4), Entangle (-4)'],
  ] },
};

/** Weapons of supplement section 5.4 that are not in Table 6-1 ([PJS]-only); not encoded. */
export const PJS_ONLY_MASTERY_WEAPONS: readonly { readonly name: string; readonly lines: string }[] = [
  { name: 'Boomerang', lines: '368-373' },
  { name: 'Chakram', lines: '392-397' },
  { name: 'Claw, Bagh naka', lines: '398-403' },
  { name: 'Dagger, Stiletto', lines: '428-433' },
  { name: 'Lasso', lines: '476-481' },
  { name: 'Sword, Rapier', lines: '566-571' },
];

/**
 * Table 6-1 weapons with no rows in the supplement. Empty: all 39 have rows. Kept so that a weapon added to
 * weapons.ts without mastery data has to be listed here with a reason (weapon-mastery.test.ts checks it).
 */
export const WEAPONS_WITHOUT_MASTERY: readonly { readonly weaponId: string; readonly note: string }[] = [];

/** The eight weapons whose [ORIG] rows the supplement checked and found equal to [PJS] (line 328). */
const ORIG_CONFIRMED: ReadonlySet<string> = new Set([
  'axe-battle',
  'axe-hand',
  'blackjack',
  'bow-long',
  'bow-short',
  'cestus',
  'club',
  'crossbow-heavy',
]);

/**
 * Abilities source 004 gives a weapon that the [PJS] rows leave out. The chapter 4-6 source wins wherever it says
 * something (supplement line 9), so they are added to the converted rows, each with a note.
 */
export const SOURCE_004_ADDITIONS: Readonly<
  Record<
    string,
    { readonly add: Partial<Record<Proficiency, string>>; readonly note: string; readonly citation: Citation }
  >
> = {
  'blowgun-small': {
    add: { S: 'Poison Save (-1)', E: 'Poison Save (-2)', M: 'Poison Save (-3)', G: 'Poison Save (-4)' },
    note:
      'Poison Save added: 004:1600 gives it to the small blowgun and [ORIG] has -1..-4 (supplement lines 30, 328); ' +
      'levels as for the large blowgun.',
    citation: { file: '004_b3026cedeba6292d.txt', lines: '1596-1600' },
  },
  pike: {
    add: { B: 'Set', S: 'Set', E: 'Set', M: 'Set', G: 'Set' },
    note: 'Set added: 004:1718 gives it to the pike, [PJS] prints none; from Basic on, as the spear\'s Set.',
    citation: { file: '004_b3026cedeba6292d.txt', lines: '1714-1718' },
  },
};

/** Odd cells kept as printed, by weapon id and level. */
const ROW_NOTES: Readonly<Record<string, Partial<Record<Proficiency, string>>>> = {
  bolas: {
    S:
      '[ORIG] prints "-1 vs 1" AC at Skilled where [PJS] has none (supplement line 30); [PJS] kept, as no other ' +
      '[ORIG] bolas cell is known.',
    G: 'Printed "Strangle (17, Save -4 vs. 3)": the "vs. 3" looks like a stray AC-bonus fragment; kept as printed.',
  },
};

/** Splits a printed ability list at the commas that are not inside parentheses. "-" means none. */
export function splitAbilities(text: string): string[] {
  if (text === '-' || text === '') return [];
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** The id of the chapter 6 ability a printed entry names: "Poison Save (-1)" -> "poison-save". */
export function abilityIdOf(entry: string): string {
  const name = entry.replace(/\s*\(.*$/, '');
  return name.toLowerCase().replace(/\s+/g, '-');
}

/** A parsed AC bonus. */
export interface AcBonus {
  /** Which opponents it applies against; 'all' when the printed entry names no type. */
  readonly versus: 'armed' | 'unarmed' | 'all';
  /** The bonus, negative (descending AC), e.g. -2. */
  readonly bonus: number;
  /** Against how many attacks per round; null when the entry gives no number (tusked shield: all attacks). */
  readonly attacks: number | null;
}

/** Parses "Unarmed/-2 vs. 2", "Armed, -1 vs. 1", "-1 vs. 2" or "-1"; undefined for '' or anything else. */
export function parseAcBonus(text: string): AcBonus | undefined {
  const m = /^(?:(Armed|Unarmed)\s*[/,]\s*)?(-\d+)(?:\s+vs\.?\s+(\d+))?$/.exec(text.trim());
  if (!m) return undefined;
  const versus = m[1] === 'Armed' ? 'armed' : m[1] === 'Unarmed' ? 'unarmed' : 'all';
  return { versus, bonus: Number(m[2]), attacks: m[3] === undefined ? null : Number(m[3]) };
}

/** "-" -> 0, "+2" -> 2, "-1" -> -1. */
function bonusCell(cell: string): number {
  return cell === '-' ? 0 : Number(cell);
}

/** "-" -> '', anything else as printed. */
function textCell(cell: string): string {
  return cell === '-' ? '' : cell;
}

/** Converts one printed row, applying any source-004 addition and row note. */
function convertRow(weaponId: string, printed: PrintedMasteryRow): MasteryRow {
  const [level, hitA, hitU, dmgA, dmgU, range, abilities] = printed;
  const entries = splitAbilities(abilities);
  const ac = entries.find((e) => e.startsWith('AC Bonus'));
  const special = entries.filter((e) => e !== ac);
  const notes: string[] = [];
  const addition = SOURCE_004_ADDITIONS[weaponId];
  const added = addition?.add[level];
  if (addition && added !== undefined) {
    special.push(added);
    notes.push(addition.note);
  }
  const odd = ROW_NOTES[weaponId]?.[level];
  if (odd !== undefined) notes.push(odd);
  const row: MasteryRow = {
    level,
    toHit: bonusCell(hitA),
    toHitUnarmed: bonusCell(hitU),
    damage: textCell(dmgA),
    damageUnarmed: textCell(dmgU),
    range: textCell(range),
    acBonus: ac === undefined ? '' : ac.replace(/^AC Bonus\s*\((.*)\)$/, '$1'),
    special,
  };
  return notes.length === 0 ? row : { ...row, note: notes.join(' ') };
}

/** Every weapon's converted table, keyed by weapon id. */
export const MASTERY_TABLES: Readonly<Record<string, MasteryTable>> = Object.fromEntries(
  Object.entries(PRINTED_MASTERY_ROWS).map(([weaponId, printed]) => {
    const table: MasteryTable = {
      weaponId,
      printedName: printed.printedName,
      edition: '[PJS]',
      origConfirmed: ORIG_CONFIRMED.has(weaponId),
      rows: printed.rows.map((r) => convertRow(weaponId, r)),
      citation: {
        file: SUPPLEMENT,
        lines: printed.lines,
        table: `[PJS] Weapon Feats: ${printed.printedName} (supplement section 5.4)`,
        note: ORIG_CONFIRMED.has(weaponId)
          ? 'Edition [PJS]; the supplement found the [ORIG] rows identical (line 328).'
          : 'Edition [PJS]: no [ORIG] per-weapon rows are available (supplement lines 10-11).',
      },
    };
    return [weaponId, table];
  }),
);

/** The full mastery table of a weapon, or undefined when there is none (see {@link WEAPONS_WITHOUT_MASTERY}). */
export function masteryTableFor(weaponId: string): MasteryTable | undefined {
  return Object.hasOwn(MASTERY_TABLES, weaponId) ? MASTERY_TABLES[weaponId] : undefined;
}

/** The six rows (N..G) of a weapon, or undefined when the supplement has none. */
export function masteryFor(weaponId: string): readonly MasteryRow[] | undefined {
  return masteryTableFor(weaponId)?.rows;
}

/**
 * One level's row. The 'N' row holds the non-proficient penalties: reduced damage for every weapon and -1 to hit
 * for the missile weapons (e.g. supplement line 374, "Bow, Long | N | -1 | -1 | 1d3").
 */
export function masteryAt(weaponId: string, level: Proficiency): MasteryRow | undefined {
  return masteryFor(weaponId)?.find((row) => row.level === level);
}

/** Knockout and entangle results by target hit dice (supplement section 5.3, [PJS]). */
export interface KnockoutEntangleRow {
  /** The band as printed, e.g. "3+ to 6". */
  readonly targetHd: string;
  /** Highest HD in the band; a "+" HD such as 3+1 belongs to the next band up; null for "16+". */
  readonly maxHd: number | null;
  /** The target's bonus to its saving throw. */
  readonly saveBonus: number;
  /** Knockout result by wielder proficiency: [N/B/S, E/M, G]. */
  readonly knockout: readonly [string, string, string];
  /** Entangle result by wielder proficiency: [N/B/S, E/M, G]. */
  readonly entangle: readonly [string, string, string];
}

/** Supplement lines 313-323 ([PJS]); source 004 refers to these as tables 6-72/6-73 (lines 1592, 1710). */
export const KNOCKOUT_ENTANGLE_CITATION: Citation = {
  file: SUPPLEMENT,
  lines: '311-323',
  table: '[PJS] Knockout and entangle results',
  note: 'Source 004 points to "table 6-73" (knockout) and "table 6-72" (entangle; "6-67" at 1872), not printed there.',
};

/** Builds one band of the knockout/entangle table. */
function band(
  targetHd: string,
  maxHd: number | null,
  saveBonus: number,
  knockout: readonly [string, string, string],
  entangle: readonly [string, string, string],
): KnockoutEntangleRow {
  return { targetHd, maxHd, saveBonus, knockout, entangle };
}

/** The knockout/entangle table, lowest hit dice first. */
export const KNOCKOUT_ENTANGLE_TABLE: readonly KnockoutEntangleRow[] = [
  band('up to 1', 1, 0, ['K/O', 'K/O', 'K/O'], ['Entangled', 'Entangled', 'Entangled']),
  band('1+ to 3', 3, 1, ['K/O', 'K/O', 'K/O'], ['Entangled', 'Entangled', 'Entangled']),
  band('3+ to 6', 6, 2, ['Stun', 'K/O', 'K/O'], ['Slow', 'Entangled', 'Entangled']),
  band('6+ to 9', 9, 3, ['Stun', 'Stun', 'K/O'], ['Slow', 'Slow', 'Entangled']),
  band('9+ to 12', 12, 4, ['Delay', 'Stun', 'Stun'], ['Delay', 'Slow', 'Slow']),
  band('12+ to 16', 16, 5, ['Delay', 'Delay', 'Stun'], ['Delay', 'Delay', 'Slow']),
  band('16+', null, 5, ['Delay', 'Delay', 'Delay'], ['Delay', 'Delay', 'Delay']),
];

/**
 * The knockout or entangle result against a target of `targetHd` hit dice (pass e.g. 3.5 for "3+1" HD: anything above
 * a band's top belongs to the next band) when the wielder has proficiency `wielder`.
 */
export function knockoutEntangleResult(
  targetHd: number,
  wielder: Proficiency,
  kind: 'knockout' | 'entangle',
): { readonly result: string; readonly saveBonus: number } {
  const row =
    KNOCKOUT_ENTANGLE_TABLE.find((r) => r.maxHd !== null && targetHd <= r.maxHd) ??
    KNOCKOUT_ENTANGLE_TABLE[KNOCKOUT_ENTANGLE_TABLE.length - 1];
  if (row === undefined) throw new Error('knockout/entangle table is empty');
  const column = wielder === 'G' ? 2 : wielder === 'E' || wielder === 'M' ? 1 : 0;
  return { result: row[kind][column], saveBonus: row.saveBonus };
}
