/**
 * Where every Orcus rule comes from. The one source is the Orcus Rulebook 1.1 (`002_314288786004b83b.txt` in the
 * shared sources); lines are 1-based, as `sed -n` and `cat -n` count them, and cited in the code as `002:123`.
 */

/** The file of the Orcus Rulebook in the shared sources. */
export const ORCUS_SOURCE = '002_314288786004b83b.txt';

/** A place in the source: the file and a line or a line range ("229-244"). */
export interface Citation {
  readonly file: string;
  readonly lines: string;
}

/** A citation of the Orcus Rulebook at `lines`. */
export function cite(lines: string): Citation {
  return { file: ORCUS_SOURCE, lines };
}

/** "002_314288786004b83b.txt lines 229-244", the form the command line prints. */
export function citationText(c: Citation): string {
  return `${c.file} lines ${c.lines}`;
}

/** "002:229-244", the short form used inside explanations. */
export function shortCite(lines: string): string {
  return `002:${lines}`;
}

/**
 * A decision where the text is damaged or silent: what was decided and why, in one line, next to the data it concerns.
 */
export interface Reconstruction {
  readonly citation: Citation;
  readonly note: string;
}
