/**
 * The rule for a character's name, the same for every game system, creation, import and renaming on the sheet (the
 * rename itself is a command, core/character/edits.ts).
 */
import { MAX_NAME_LENGTH } from './document-checks';

/** Why a name cannot be used, or null when it can: the same rules as creation and import (not blank, at most 200). */
export function nameProblem(name: string): string | null {
  if (name.trim() === '') return 'A character needs a name: type at least one letter (the old name is kept).';
  const length = Array.from(name.trim()).length;
  if (length > MAX_NAME_LENGTH) return `Names are kept up to ${MAX_NAME_LENGTH} characters; this one is ${length} (the old name is kept).`;
  return null;
}
