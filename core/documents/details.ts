/**
 * Changes of a finished character's envelope details on the sheet, the same for every game system: its name and its
 * portrait. Each is refused in one sentence (and nothing changes) or recorded in the history as a typed `details`
 * entry, so the history shows when a character was renamed and what it was called before.
 */
import type { CharacterDocument } from './character';
import { MAX_NAME_LENGTH } from './document-checks';
import { nextHistoryId } from './history';
import type { Portrait } from './portrait';

/** A changed document, or why nothing changed (one sentence). */
export type DetailsResult<T> = { readonly ok: true; readonly doc: T } | { readonly ok: false; readonly problem: string };

/** Why a name cannot be used, or null when it can: the same rules as creation and import (not blank, at most 200). */
export function nameProblem(name: string): string | null {
  if (name.trim() === '') return 'A character needs a name: type at least one letter (the old name is kept).';
  const length = Array.from(name.trim()).length;
  if (length > MAX_NAME_LENGTH) return `Names are kept up to ${MAX_NAME_LENGTH} characters; this one is ${length} (the old name is kept).`;
  return null;
}

/**
 * Renames the character, with the spaces around the name trimmed; records the old and new names in the history.
 * The same name again changes nothing (and adds no entry).
 */
export function renameCharacter<T extends CharacterDocument>(doc: T, name: string, now: string): DetailsResult<T> {
  const problem = nameProblem(name);
  if (problem) return { ok: false, problem };
  const to = name.trim();
  if (to === doc.name) return { ok: true, doc };
  const entry = { id: nextHistoryId(doc, 'details'), at: now, kind: 'details' as const, summary: `Renamed from “${doc.name}” to “${to}”`, dice: [], payload: { name: { from: doc.name, to } } };
  return { ok: true, doc: { ...doc, name: to, updatedAt: now, history: [...doc.history, entry] } };
}

/** Sets or (with null) removes the portrait, recording it in the history; removing none changes nothing. */
export function setPortrait(doc: CharacterDocument, portrait: Portrait | null, now: string): CharacterDocument {
  const before = doc.portrait;
  if (!portrait && !before) return doc;
  if (portrait && before && portrait.type === before.type && portrait.data === before.data) return doc;
  const action: 'added' | 'replaced' | 'removed' = !portrait ? 'removed' : before ? 'replaced' : 'added';
  const summary = action === 'removed' ? 'Portrait removed' : action === 'replaced' ? 'Portrait replaced' : 'Portrait added';
  const entry = { id: nextHistoryId(doc, 'details'), at: now, kind: 'details' as const, summary, dice: [], payload: { portrait: action } };
  const { portrait: _old, ...rest } = doc;
  return { ...rest, ...(portrait ? { portrait } : {}), updatedAt: now, history: [...doc.history, entry] };
}
