/** True for characters no file system accepts in a name (folders, reserved punctuation, control codes). */
function isUnsafe(ch: string): boolean {
  return '\\/:*?"<>|'.includes(ch) || ch.charCodeAt(0) < 0x20;
}

/**
 * Makes a suggested name safe as a file name on every OS: no folders, reserved or control characters, no leading
 * dots, at most 120 characters, ending in `extension`.
 */
export function safeFileName(name: string, extension: string): string {
  const cleaned = Array.from(name, (ch) => (isUnsafe(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .slice(0, 120)
    .trim();
  const stem = cleaned.length > 0 ? cleaned : 'untitled';
  return stem.toLowerCase().endsWith(extension.toLowerCase()) ? stem : `${stem}${extension}`;
}

/** Now as an ISO 8601 string, the form every document stores times in. */
export function nowIso(): string {
  return new Date().toISOString();
}
