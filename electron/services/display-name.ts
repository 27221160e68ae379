/**
 * Names and text from outside (file names, names inside files) made safe to print on a terminal or in a message:
 * control characters and terminal escapes (`\x1b[31m`, a bell, a carriage return that overwrites the line) and
 * the invisible bidirectional controls that reorder what the reader sees are shown as escapes, never sent raw.
 */

/**
 * C0 and C1 controls, DEL, the bidi marks, embeddings, overrides and isolates, and the Unicode line and paragraph
 * separators. Tab and newline are included: inside a name they would fake a new line or column.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

function escapeChar(ch: string): string {
  const code = ch.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * The text with every unsafe character written as an escape (`\x1b`, `\u202e`). `keep` lists characters left as
 * they are, such as the newlines that separate a command's own output lines.
 */
export function escapeControls(text: string, keep = ''): string {
  return text.replace(UNSAFE, (ch) => (keep.includes(ch) ? ch : escapeChar(ch)));
}

/**
 * A name as printed in output and error messages: in double quotes (so spaces and an empty name are visible), with
 * quotes inside escaped and control characters shown as escapes. Backslashes stay as they are so Windows paths read
 * naturally.
 */
export function quoteName(name: string): string {
  return `"${escapeControls(name).replace(/"/g, '\\"')}"`;
}
