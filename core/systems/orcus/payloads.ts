/**
 * Orcus's own parts of history payloads: the choices of a level-up (the scores raised, a feat, powers and a path
 * entered by name) beside the fields every system's level-up has. Their type, and their check for a file
 * (`SystemRecords.checkPayload`). The JSON is where it always was: only who types and checks it lives here.
 */
import { PayloadReader } from '../../documents/history-checks';
import type { LevelUpPayload } from '../../documents/history';

/** An Orcus level gained: the shared fields, and what the player chose. */
export interface OrcusLevelUpPayload extends LevelUpPayload {
  /** The ability scores raised by one, by id ("Increase two by +1"). */
  readonly increases?: readonly string[];
  /** A feat taken, by the name entered (feats are not in the text). */
  readonly feat?: string;
  /** Powers added, by the names entered. */
  readonly powers?: readonly string[];
  /** A prestige or epic path selected, by the name entered. */
  readonly path?: string;
}

/**
 * Orcus's check of its fields of a payload from a file: a level-up's choices. Returns what it keeps (fields it does
 * not know are left out); throws an Error when a field is not what Sheetsmith wrote.
 */
export function checkOrcusPayload(kind: string, fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (kind !== 'level-up') return {};
  const r = new PayloadReader({ ...fields });
  return {
    ...(r.has('increases') ? { increases: r.texts('increases') } : {}),
    ...(r.has('feat') ? { feat: r.text('feat') } : {}),
    ...(r.has('powers') ? { powers: r.texts('powers') } : {}),
    ...(r.has('path') ? { path: r.text('path') } : {}),
  };
}
