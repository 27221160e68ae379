/**
 * Reading what a player types into True SRD's number fields. Only the reading is here: whether a number is allowed
 * (a score within −5 to +10, a whole damage modifier) is the rule's, in `core/systems/true-srd`, which answers with
 * the sentence to show. Unreadable text becomes NaN, which every core check refuses in words.
 */

/**
 * A signed whole number as the text prints them: "+2", "2", "-1", "−1" (the minus sign), "+0". Empty is `empty`;
 * decimals and words are NaN.
 */
export function readSigned(text: string, empty = Number.NaN): number {
  const t = text.trim().replace(/^[−–]/u, '-');
  if (t === '') return empty;
  return /^[+-]?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** A number that may have a fraction (a weight of 0.5 lb); empty is `empty`. */
export function readAmount(text: string, empty = Number.NaN): number {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return empty;
  return /^\d*\.?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** A score for a field, as the chapter prints it: "+2", "−1", "+0"; empty for null. */
export function showSigned(n: number | null | undefined): string {
  if (n === null || n === undefined) return '';
  return n >= 0 ? `+${n}` : `−${-n}`;
}
