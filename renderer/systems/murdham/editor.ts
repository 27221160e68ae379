/**
 * What the Murdham editors share between the creation flow and the sheet: the open payload, its derived values, and
 * one way to make an edit of `core/systems/murdham/commands.ts`. The gear, keyword and follower editors take an editor,
 * so the same component serves a draft (the flow applies the edit's pure transition) and a finished character (the
 * sheet runs the named command, worded for the history in core) without knowing which.
 */
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue } from '../../../core/systems/types';
import type { MurdhamData } from '../../../core/systems/murdham/character';
import type { MurdhamEdit } from '../../../core/systems/murdham/commands';
import { murdham } from '../../../core/systems/murdham/system';

export interface MurdhamEditor {
  /** The payload as it is now. */
  readonly data: MurdhamData;
  /** The system's derived values (bulk, load, armour...), each with its explanation. */
  readonly derived: readonly DerivedValue[];
  /** Makes an edit; returns the refusal in one sentence, or null. */
  edit(edit: MurdhamEdit): string | null;
}

/** The open document as a Murdham one; these components are only ever shown for Murdham characters. */
export function asMurdham(doc: CharacterDocument | null): CharacterDocument<MurdhamData> {
  if (!doc || !murdham.owns(doc)) throw new Error('A Murdham panel was shown for another system’s character.');
  return doc;
}

