/**
 * What the True SRD components share between the creation flow and the sheet: the open payload, its derived values,
 * and one way to run a pure transition of `core/systems/true-srd` on it. The attack, gear and trait editors take an
 * editor, so the same component serves a draft (through `CreationState.apply`) and a finished character (through
 * `SheetState.apply`) without knowing which.
 */
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue, StepResult } from '../../../core/systems/types';
import type { TrueSrdData } from '../../../core/systems/true-srd/character';
import { trueSrd } from '../../../core/systems/true-srd/system';

/** A transition over the payload, as `core/systems/true-srd/creation-steps` writes them. */
export type TrueSrdChange = (data: TrueSrdData) => StepResult<TrueSrdData>;

export interface TrueSrdEditor {
  /** The payload as it is now. */
  readonly data: TrueSrdData;
  /** The system's derived values (Defense, Toughness, load...), each with its explanation. */
  readonly derived: readonly DerivedValue[];
  /** Runs a transition on a plain copy of the payload and applies its result; the refusal in one sentence, or null. */
  run(change: TrueSrdChange): string | null;
}

/** The open document as a True SRD one; these components are only ever shown for True SRD characters. */
export function asTrueSrd(doc: CharacterDocument | null): CharacterDocument<TrueSrdData> {
  if (!doc || !trueSrd.owns(doc)) throw new Error('A True SRD panel was shown for another system’s character.');
  return doc;
}

/** A derived value by id, for the components that show one with its explanation. */
export function derivedById(values: readonly DerivedValue[], id: string): DerivedValue | undefined {
  return values.find((v) => v.id === id);
}

/** A fresh id for a listed attack or item. */
export function newId(): string {
  return globalThis.crypto.randomUUID();
}
