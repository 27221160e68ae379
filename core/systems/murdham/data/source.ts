/** The one rule text Murdham is built from, and how its lines are cited ("000:43" is line 43 of it). */

/** Murdham's "Core Rules" page, as stored in the shared sources folder. */
export const MURDHAM_SOURCE = '000_1bbc8a9fdbc51050.txt';

/** "000:43" or "000:43-46": the short citation used in explanations, help and notes. */
export function cite(from: number, to?: number): string {
  return to === undefined || to === from ? `000:${from}` : `000:${from}-${to}`;
}

/** "000_1bbc8a9fdbc51050.txt lines 48-61": the long citation the command line prints. */
export function citeFile(from: number, to: number): string {
  return `${MURDHAM_SOURCE} lines ${from}-${to}`;
}
