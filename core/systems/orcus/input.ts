/**
 * Reading what a player types into Orcus's number fields, prices in the text's coins (002:651-657) included: shared by
 * the app's forms and anything else that reads typed amounts. Only the reading is here: whether a number is allowed is
 * the rule's, which answers with the sentence to show. Unreadable text becomes NaN, which every check refuses in words.
 */
import { CP_PER_GP, CP_PER_SP } from './data/gear';

/** A whole number ("3", " -2 ", "+2", "1,000"); empty is `empty`; decimals and words are NaN. */
export function readWhole(text: string, empty = Number.NaN): number {
  const t = text.trim().replace(/,/g, '').replace(/^\+/, '').replace(/^[−–]/, '-');
  if (t === '') return empty;
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** A whole number, or null when the field is left empty (a class figure not entered yet). */
export function readOptional(text: string): number | null {
  return text.trim() === '' ? null : readWhole(text);
}

/** A number that may have a fraction ("0.5" pounds); empty is `empty`. */
export function readDecimal(text: string, empty = Number.NaN): number {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return empty;
  return /^\d*\.?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * A price as players write it, in copper pieces: "5" and "5 gp" are gold, "3 sp" silver, "7 cp" copper, "1 gp 5 sp"
 * both; "2.5" is 2 gp 5 sp. Empty is `empty`; anything else is NaN (core refuses it in words).
 */
export function readPriceCp(text: string, empty = Number.NaN): number {
  const t = text.trim().toLowerCase().replace(/,/g, '');
  if (t === '') return empty;
  if (/^\d*\.?\d+$/.test(t)) return Math.round(Number(t) * CP_PER_GP);
  const parts = [...t.matchAll(/(\d+)\s*(gp|sp|cp)/g)];
  if (parts.length === 0 || t.replace(/(\d+)\s*(gp|sp|cp)/g, '').trim() !== '') return Number.NaN;
  const per: Readonly<Record<string, number>> = { gp: CP_PER_GP, sp: CP_PER_SP, cp: 1 };
  return parts.reduce((s, m) => s + Number(m[1]) * (per[m[2] ?? ''] ?? Number.NaN), 0);
}
