/**
 * The small number formatters every sentence the app prints uses, written once so "1,000", "+2" and "−1" read the
 * same on screen, on paper and on the command line.
 */

// One formatter, made once: Number.prototype.toLocaleString builds a new one on every call, which made it the
// costliest line of a quick character.
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A number with thousands separators, as the rule books print them: 1,000 (fractions kept to three places). */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** A modifier with its sign: +2, 0, -1 (ASCII minus, as the sources print it). */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}
