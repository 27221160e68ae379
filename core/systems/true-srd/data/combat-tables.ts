/**
 * Combat tables of 003 as data: size modifiers (003:124-130), the grapple size modifier (003:195), the range penalty
 * (003:104-105) and the Substance Toughness table (003:277-288).
 */
import type { SizeId } from '../character';
import { citeLines } from './source';

export const SIZE_CITATION = citeLines('124-130');
export const SUBSTANCE_CITATION = citeLines('275-288');

/** One size category: its modifier to combat bonus (attack and Defense) and its grapple modifier. */
export interface SizeRow {
  readonly id: SizeId;
  readonly name: string;
  /** Size modifier to combat bonus (003:124-130). */
  readonly modifier: number;
  /** +4 for each category above Medium, −4 for each below (003:195). */
  readonly grapple: number;
}

const SIZES: readonly (readonly [SizeId, string, number])[] = [
  ['fine', 'Fine', 8],
  ['diminutive', 'Diminutive', 4],
  ['tiny', 'Tiny', 2],
  ['small', 'Small', 1],
  ['medium', 'Medium', 0],
  ['large', 'Large', -1],
  ['huge', 'Huge', -2],
  ['gargantuan', 'Gargantuan', -4],
  ['colossal', 'Colossal', -8],
];

/** The nine sizes, smallest first. */
export const SIZE_TABLE: readonly SizeRow[] = SIZES.map(([id, name, modifier], i) => ({ id, name, modifier, grapple: (i - 4) * 4 }));

export const SIZE_IDS: readonly SizeId[] = SIZE_TABLE.map((s) => s.id);

export function sizeRow(id: SizeId): SizeRow {
  const row = SIZE_TABLE.find((s) => s.id === id);
  if (!row) throw new RangeError(`Unknown size “${id}”.`);
  return row;
}

/**
 * The range penalty: none within one increment, −2 for each full increment beyond (003:104: an increment of 50 feet
 * at 120 feet is −4). Null past the longest range: 10 increments for projectiles, 5 for thrown weapons (003:105).
 */
export function rangePenalty(distanceFt: number, incrementFt: number, kind: 'thrown' | 'projectile'): number | null {
  if (!(incrementFt > 0) || !(distanceFt >= 0)) throw new RangeError('Range and increment must be positive distances in feet.');
  const increments = Math.max(1, Math.ceil(distanceFt / incrementFt));
  if (increments > (kind === 'projectile' ? 10 : 5)) return null;
  return 0 - 2 * (increments - 1);
}

/** Toughness of about an inch of each substance (003:277-288). Paper is printed twice, as −10 and as 0. */
export const SUBSTANCE_TOUGHNESS: readonly { readonly substance: string; readonly toughness: number; readonly line: number }[] = [
  { substance: 'Paper', toughness: -10, line: 279 },
  { substance: 'Glass', toughness: 0, line: 280 },
  { substance: 'Ice', toughness: 0, line: 281 },
  { substance: 'Paper', toughness: 0, line: 282 },
  { substance: 'Rope', toughness: 0, line: 283 },
  { substance: 'Soil', toughness: 2, line: 284 },
  { substance: 'Wood', toughness: 5, line: 285 },
  { substance: 'Stone', toughness: 8, line: 286 },
  { substance: 'Iron', toughness: 10, line: 287 },
  { substance: 'Steel', toughness: 15, line: 288 },
];

/**
 * An object's Toughness: +1 for each doubling of thickness past an inch, counted to the nearest doubling (003:275: a
 * foot of stone, "approximately four doubling", is 8 + 4 = 12).
 */
export function objectToughness(baseToughness: number, thicknessInches: number): number {
  if (!(thicknessInches > 0)) throw new RangeError('Thickness must be more than 0 inches.');
  return baseToughness + Math.max(0, Math.round(Math.log2(thicknessInches)));
}
