/**
 * Explanations end with where the rule is written ("… — Source: 004:631"). The screen shows that part apart from the
 * sentence (smaller, on its own line), so the player reads the reason first and the citation only if they want it.
 */

/** The marker systems put between an explanation and its source. */
export const SOURCE_MARKER = ' — Source: ';

/** An explanation split into its words and its source (null when it names none). */
export function splitSource(explanation: string): { readonly text: string; readonly source: string | null } {
  const at = explanation.lastIndexOf(SOURCE_MARKER);
  if (at < 0) return { text: explanation, source: null };
  return { text: explanation.slice(0, at), source: explanation.slice(at + SOURCE_MARKER.length) };
}
