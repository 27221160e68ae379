/**
 * Reading what a player types into 16+'s number fields; whether a number is allowed is the rule's, in core, which
 * answers with the sentence to show. Unreadable text becomes NaN, which every core check refuses in words.
 */

/** A signed whole number as the text writes them: "+2", "2", "-1", "−1"; empty is `empty`; anything else NaN. */
export function readSigned(text: string, empty = Number.NaN): number {
  const t = text.trim().replace(/^[−–]/u, '-');
  if (t === '') return empty;
  return /^[+-]?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** A modifier as the text prints it: "+2", "−1", "+0"; empty for null. */
export function showSigned(n: number | null | undefined): string {
  if (n === null || n === undefined) return '';
  return n >= 0 ? `+${n}` : `−${-n}`;
}
