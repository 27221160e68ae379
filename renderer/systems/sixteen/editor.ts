/**
 * What the 16+ components share between the creation flow and the sheet: the open payload, its derived values, and
 * one way to make an edit of `core/systems/sixteen/commands`. The editors take an editor, so the same component
 * serves a draft (the edit's transition, applied by the creation flow as a step) and a finished character (the edit's
 * named command, through the one write path with its history sentence) without knowing which.
 */
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue } from '../../../core/systems/types';
import type { SixteenData } from '../../../core/systems/sixteen/character';
import type { SixteenEdit } from '../../../core/systems/sixteen/commands';
import { sixteen } from '../../../core/systems/sixteen/system';

export interface SixteenEditor {
  /** The payload as it is now. */
  readonly data: SixteenData;
  /** The system's derived values (tests and saves with the face they need...), each with its explanation. */
  readonly derived: readonly DerivedValue[];
  /** Makes an edit; the refusal in one sentence, or null. */
  edit<I>(edit: SixteenEdit<I>, input: I): string | null;
}

/** The open document as a 16+ one; these components are only ever shown for 16+ characters. */
export function asSixteen(doc: CharacterDocument | null): CharacterDocument<SixteenData> {
  if (!doc || !sixteen.owns(doc)) throw new Error('A 16+ panel was shown for another system’s character.');
  return doc;
}


/** The one view of `key` (a sheet or a flow), made on first use, so what it keeps survives moving between pages. */
export function oneView<K extends object, V>(views: WeakMap<K, V>, key: K, make: (key: K) => V): V {
  const known = views.get(key);
  if (known) return known;
  const view = make(key);
  views.set(key, view);
  return view;
}
