/** Where the True SRD rules are written: one text, `003_74489d30ee415703.txt` (True20's "Playing the Game" chapter). */

/** The file name under the shared sources folder. */
export const TRUE_SRD_SOURCE = '003_74489d30ee415703.txt';

/** A citation as the command line and the sheet print it: "003_74489d30ee415703.txt lines 28-45". */
export function citeLines(lines: string): string {
  return `${TRUE_SRD_SOURCE} lines ${lines}`;
}

/** A short citation for explanations: "003:28-45". */
export function at(lines: string): string {
  return `003:${lines}`;
}
