/**
 * Small builders a game system uses to fill `SheetModel.play` from its derived values (its fields come from
 * `field-kit.ts`): a roll with its roll kind's input taken from the (possibly overridden) value, and a resource from
 * one of the system's trackers.
 * System-neutral: the system names the ids, labels and roll kinds; nothing here knows a game's rules.
 */
import type { DerivedValue, Tracker } from '../systems/types';
import type { PlayResource, PlayRoll } from './sheet-model';

/**
 * The first whole number in a printed value: "+8, needs 8+" → 8, "−2" → −2, "13" → 13, "35%" → 35; null when there is
 * none. Roll kinds take whole numbers as text, so this is what a printed value means to a roll.
 */
export function leadingWhole(value: number | string): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  const m = /([+\-−]?)\s*(\d+)/.exec(value);
  if (!m) return null;
  const n = Number(m[2]);
  return m[1] === '-' || m[1] === '−' ? -n : n;
}

/**
 * A roll from a derived value: printed as the value, rolled with `kind`, the value's number given as input `inputId`
 * (plus any fixed inputs). An overridden value that is not a number rolls with the computed one; a value with no
 * number at all is printed without a roll.
 */
export function derivedRoll(
  values: readonly DerivedValue[],
  id: string,
  label: string,
  kind: string,
  inputId: string,
  fixed: Readonly<Record<string, string>> = {},
): PlayRoll | null {
  const v = values.find((x) => x.id === id);
  if (!v) return null;
  const n = leadingWhole(v.value) ?? leadingWhole(v.computed);
  return {
    id,
    label,
    value: String(v.value),
    explanation: v.explanation,
    ...(v.overridden ? { overridden: true } : {}),
    ...(n === null ? {} : { roll: { kind, input: { ...fixed, [inputId]: String(n) } } }),
  };
}

/** Drops the nulls of rolls that were not there for this character. */
export function present<T>(list: readonly (T | null | undefined)[]): T[] {
  return list.filter((x): x is T => x !== null && x !== undefined);
}

/**
 * A resource from the system's tracker of the same id: its value as the tracker shows it ("30½ʂ"), its ceiling, and
 * `boxes` to print as boxes to tick (death saves, omens); null when the character has no such tracker.
 */
export function trackerResource(
  trackers: readonly Tracker[],
  id: string,
  options: { readonly label?: string; readonly boxes?: number; readonly printedWith?: string } = {},
): PlayResource | null {
  const t = trackers.find((x) => x.id === id);
  if (!t) return null;
  const boxes = options.boxes !== undefined && options.boxes > 0 ? Math.floor(options.boxes) : undefined;
  return {
    id: t.id,
    label: options.label ?? t.label,
    value: t.display ?? String(t.value),
    ...(t.max === null ? {} : { max: String(t.max) }),
    ...(boxes === undefined ? {} : { boxes }),
    ...(options.printedWith ? { printedWith: options.printedWith } : {}),
  };
}
