/**
 * What the Murdham components share between the creation flow and the sheet: the open payload, its derived values,
 * and one way to run a pure transition of `core/systems/murdham` on it. The gear, keyword and follower editors take
 * an editor, so the same component serves a draft (through `CreationState.apply`) and a finished character (through
 * `SheetState.apply`) without knowing which.
 */
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue, StepResult } from '../../../core/systems/types';
import type { MurdhamData } from '../../../core/systems/murdham/character';
import { murdham } from '../../../core/systems/murdham/system';

/** A transition over the payload, as `core/systems/murdham/creation-steps` writes them. */
export type MurdhamChange = (data: MurdhamData) => StepResult<MurdhamData>;

export interface MurdhamEditor {
  /** The payload as it is now (a plain copy, safe to hand to core). */
  readonly data: MurdhamData;
  /** The system's derived values (bulk, load, armour...), each with its explanation. */
  readonly derived: readonly DerivedValue[];
  /** Runs a transition and applies its result; returns the refusal in one sentence, or null. */
  run(change: MurdhamChange): string | null;
}

/** The open document as a Murdham one; these components are only ever shown for Murdham characters. */
export function asMurdham(doc: CharacterDocument | null): CharacterDocument<MurdhamData> {
  if (!doc || !murdham.owns(doc)) throw new Error('A Murdham panel was shown for another system’s character.');
  return doc;
}

/** A derived value by id, for the components that show one with its explanation. */
export function derivedById(values: readonly DerivedValue[], id: string): DerivedValue | undefined {
  return values.find((v) => v.id === id);
}
