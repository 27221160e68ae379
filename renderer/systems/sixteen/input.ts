/**
 * Reading what a player types into 16+'s number fields. Only the reading is here: whether a number is allowed (a stat
 * within −4 to +5, a face of 1 to 20) is the rule's, in `core/systems/sixteen`, which answers with the sentence to
 * show. Unreadable text becomes NaN, which every core check refuses in words.
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

const NOT_A_FACE = 'Type the face the d20 shows, 1 to 20, or leave it blank to roll here.';

/** One d20 face typed from a real die, null for "roll it here", or a sentence when it is not a number at all. */
export function readFace(text: string): number | null | { readonly problem: string } {
  if (text.trim() === '') return null;
  const n = readSigned(text);
  return Number.isNaN(n) ? { problem: NOT_A_FACE } : n;
}

/**
 * The faces of an open-ended attack roll typed from real dice, "10, 7" or "10 20 4"; null for "roll it here". Whether
 * the faces make one roll (a 10 or 20 is rolled again, 001:6) is core's to say.
 */
export function readFaces(text: string): number[] | null | { readonly problem: string } {
  const parts = text.split(/[\s,;+]+/).filter((p) => p !== '');
  if (parts.length === 0) return null;
  const faces = parts.map((p) => readSigned(p));
  return faces.some((f) => Number.isNaN(f)) ? { problem: 'Type the faces the d20 showed, in order, such as “10, 7”, or leave it blank to roll here.' } : faces;
}
