/**
 * The situational attack tables of 003, as data: modifiers by what the attacker is (003:294-301) and what the defender
 * is (003:302-317, with whether the defender keeps its dodge bonus), the concealment miss chances (003:318-321), and
 * the penalties for fighting with a weapon in each hand (003:293). Shown on the sheet (the "Attack Modifiers" section)
 * and printed by `rules true-srd attack-modifiers` and `two-weapon`.
 */
import { citeLines } from './source';

/** A modifier as the table prints it: a number, "special" (concealment, below) or "*" (moving all out, 003:9: no dodge). */
export type TableModifier = number | 'special' | '*';

/** One row of a modifier table. */
export interface AttackModifierRow {
  readonly id: string;
  /** The row as the text names it. */
  readonly situation: string;
  readonly melee: TableModifier;
  readonly ranged: TableModifier;
  /** Defender rows: whether the defender keeps its dodge bonus; null for attacker rows. */
  readonly dodge: boolean | null;
  readonly line: number;
}

export const ATTACK_MODIFIERS_CITATION = citeLines('294-321');

const row = (id: string, situation: string, melee: TableModifier, ranged: TableModifier, dodge: boolean | null, line: number): AttackModifierRow => ({ id, situation, melee, ranged, dodge, line });

/** "Attacker is…" (003:294-301): modifiers to the attacker's roll. */
export const ATTACKER_MODIFIERS: readonly AttackModifierRow[] = [
  row('dazzled', 'Dazzled', -1, -1, null, 296),
  row('entangled', 'Entangled', -2, -2, null, 297),
  row('higher-ground', 'On higher ground', 1, 0, null, 298),
  row('prone', 'Prone', -4, 0, null, 299),
  row('shaken', 'Shaken', -2, -2, null, 300),
  row('sickened', 'Sickened', -2, -2, null, 301),
];

/**
 * "Defender is…" (003:302-317): modifiers to the defender's Defense (behind cover +4 is harder to hit, helpless −9
 * easier); "Dodge Bonus?" says whether the defender keeps its dodge bonus.
 */
export const DEFENDER_MODIFIERS: readonly AttackModifierRow[] = [
  row('cover', 'Behind cover', 4, 4, true, 304),
  row('blinded', 'Blinded', -2, -2, false, 305),
  row('concealed', 'Concealed', 'special', 'special', true, 306),
  row('entangled', 'Entangled', -2, -2, false, 307),
  row('flat-footed', 'Flat-footed', 0, 0, false, 308),
  row('grappling', 'Grappling', 0, 0, false, 309),
  row('helpless', 'Helpless', -9, -4, false, 310),
  row('kneeling', 'Kneeling or sitting', -2, 2, true, 311),
  row('all-out', 'Moving all out', '*', '*', false, 312),
  row('pinned', 'Pinned', -4, -4, false, 313),
  row('prone', 'Prone', -4, 4, true, 314),
  row('stunned', 'Stunned', -2, -2, false, 315),
  row('surprised', 'Surprised', -2, -2, false, 316),
  row('total-defense', 'Using Total Defense', 4, 4, true, 317),
];

/** One row of the Concealment table (003:318-321): a d20 at or above the miss chance misses. */
export interface ConcealmentRow {
  readonly id: 'partial' | 'total';
  readonly name: string;
  readonly examples: string;
  /** The least d20 roll that makes the attack miss ("17 or higher"). */
  readonly missOn: number;
  readonly line: number;
}

export const CONCEALMENT: readonly ConcealmentRow[] = [
  { id: 'partial', name: 'Partial', examples: 'Fog; moderate darkness; foliage; precipitation', missOn: 17, line: 320 },
  { id: 'total', name: 'Total', examples: 'Total darkness; invisibility; attacker blind; dense fog', missOn: 11, line: 321 },
];

/** The attack penalties of fighting with a weapon in each hand (003:293), main hand and off hand. */
export interface TwoWeaponPenalties {
  readonly main: number;
  readonly off: number;
}

/**
 * "−6 with your regular attack and −10 … with your off-hand weapon"; a light off-hand weapon reduces both by 2 (−4 and
 * −8); the Two-Weapon Fighting feat makes each −4 (−2 with a light off-hand weapon). The same for a weapon thrown
 * from each hand (003:293).
 */
export function twoWeaponPenalties(lightOffHand: boolean, feat: boolean): TwoWeaponPenalties {
  if (feat) return lightOffHand ? { main: -2, off: -2 } : { main: -4, off: -4 };
  return lightOffHand ? { main: -4, off: -8 } : { main: -6, off: -10 };
}

/** True when the feats list holds Two-Weapon Fighting (feats are entered by name: the feats chapter is not in 003). */
export function hasTwoWeaponFighting(feats: readonly string[]): boolean {
  return feats.some((f) => f.trim().toLowerCase().replace(/[\s-]+/g, ' ') === 'two weapon fighting');
}

/** "+4", "−2", "+0", or the table's word. */
export function modifierText(m: TableModifier): string {
  if (m === 'special') return 'special';
  if (m === '*') return '*';
  return m < 0 ? `−${-m}` : `+${m}`;
}
