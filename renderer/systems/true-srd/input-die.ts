/** Reading a d20 face typed from a real die: blank rolls it here; the face itself is checked by core (1 to 20). */
import { readSigned } from './input';

/** The face typed, null for "roll it", or a sentence when the text is not a number at all. */
export function readFace(text: string): number | null | { readonly problem: string } {
  if (text.trim() === '') return null;
  const n = readSigned(text);
  return Number.isNaN(n) ? { problem: 'Type the face the d20 shows, 1 to 20, or leave it blank to roll here.' } : n;
}
