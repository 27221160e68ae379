/**
 * What the 16+ components share between the creation flow and the sheet: the open payload, its derived values, and
 * one way to run a pure transition of `core/systems/sixteen` on it. The skill, weapon, resistance, gear and figure
 * editors take an editor, so the same component serves a draft (through `CreationState.apply`) and a finished
 * character (through `SheetState.apply`) without knowing which.
 */
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue, StepResult } from '../../../core/systems/types';
import type { SixteenData } from '../../../core/systems/sixteen/character';
import { sixteen } from '../../../core/systems/sixteen/system';

/** A transition over the payload, as `core/systems/sixteen/creation-steps` writes them. */
export type SixteenChange = (data: SixteenData) => StepResult<SixteenData>;

export interface SixteenEditor {
  /** The payload as it is now. */
  readonly data: SixteenData;
  /** The system's derived values (tests and saves with the face they need...), each with its explanation. */
  readonly derived: readonly DerivedValue[];
  /** Runs a transition on a plain copy of the payload and applies its result; the refusal in one sentence, or null. */
  run(change: SixteenChange): string | null;
}

/** The open document as a 16+ one; these components are only ever shown for 16+ characters. */
export function asSixteen(doc: CharacterDocument | null): CharacterDocument<SixteenData> {
  if (!doc || !sixteen.owns(doc)) throw new Error('A 16+ panel was shown for another system’s character.');
  return doc;
}

/** A derived value by id, for the components that show one with its explanation. */
export function derivedById(values: readonly DerivedValue[], id: string): DerivedValue | undefined {
  return values.find((v) => v.id === id);
}

/** A fresh id for a listed weapon or item. */
export function newId(): string {
  return globalThis.crypto.randomUUID();
}
