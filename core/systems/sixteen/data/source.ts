/**
 * Where the "16+" rules are written: one text, `001_96b5c3c131247138.txt`. Its 21 lines are long runs of flattened
 * table cells, so a citation names the line and, where it helps, a phrase from it.
 */

/** The file name under the shared sources folder. */
export const SIXTEEN_SOURCE = '001_96b5c3c131247138.txt';

/** A citation as the command line prints it: "001_96b5c3c131247138.txt line 2 (“Poison save”)". */
export function citeLine(line: number, phrase?: string): string {
  return `${SIXTEEN_SOURCE} line ${line}${phrase ? ` (“${phrase}”)` : ''}`;
}
