/**
 * Typed errors that carry what the UI needs to point at the problem. `message` is always one plain sentence a
 * user can read; `code` lets callers react without parsing text.
 */
export type DocumentErrorCode =
  | 'not-json'
  | 'not-sheetsmith'
  | 'wrong-kind'
  | 'newer-version'
  | 'invalid'
  | 'too-large'
  | 'unknown-system';

export class DocumentError extends Error {
  constructor(
    readonly code: DocumentErrorCode,
    message: string,
    /** Path of the offending value inside the document, e.g. "data.abilities.str", when one is known. */
    readonly path?: string,
  ) {
    super(message);
    this.name = 'DocumentError';
  }
}
