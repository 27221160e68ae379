/**
 * Reading what a player types into Murdham's number fields, the way the text writes money ("12¼ʂ", 000:153): shared by
 * the app's forms and anything else that reads typed amounts. Only the reading is here: whether a number is allowed
 * (a whole number of quarters, a score within 1 to 15) is the rule's, which answers with the sentence to show.
 * Unreadable text becomes NaN, which every check refuses in words.
 */

const FRACTIONS: Readonly<Record<string, number>> = { '¼': 0.25, '½': 0.5, '¾': 0.75 };

/**
 * An amount of shillings as players write it: "12", "12.25", "12¼", "½", "12 1/4", "12ʂ", "1,250". Empty is
 * `empty`; anything else unreadable is NaN.
 */
export function readShillings(text: string, empty = Number.NaN): number {
  const t = text.trim().replace(/ʂ$/u, '').replace(/,/g, '').trim();
  if (t === '') return empty;
  const glyph = /^(\d*)\s*([¼½¾])$/u.exec(t);
  if (glyph) return Number(glyph[1] || '0') + (FRACTIONS[glyph[2] ?? ''] ?? Number.NaN);
  const slash = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(t);
  if (slash) {
    const den = Number(slash[3]);
    return den === 0 ? Number.NaN : Number(slash[1] ?? '0') + Number(slash[2]) / den;
  }
  return /^-?\d*\.?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** A whole-number field ("3", " 12 "); empty is `empty`; decimals and words are NaN, so core refuses them in words. */
export function readWhole(text: string, empty = Number.NaN): number {
  const t = text.trim();
  if (t === '') return empty;
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** A number that may have a fraction (bulk ½ is "0.5" or "½"); empty is `empty`. */
export function readAmount(text: string, empty = Number.NaN): number {
  return readShillings(text, empty);
}

/** Keywords typed as a list: "climb, sorcery; swim" → ["climb", "sorcery", "swim"] (core trims and de-duplicates). */
export function readKeywords(text: string): string[] {
  return text.split(/[,;\n]/);
}
