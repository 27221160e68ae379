/**
 * The small number formatters every sentence the app prints uses, written once so "1,000", "+2" and "−1" read the
 * same on screen, on paper and on the command line.
 */

/** A whole number with thousands separators, as the rule books print them: 1,000. */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}

/** A modifier with its sign: +2, 0, -1 (ASCII minus, as the sources print it). */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}
