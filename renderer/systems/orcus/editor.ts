/**
 * What the Orcus components share between the creation flow and the sheet: the open payload, its derived values, and
 * one way to run a pure transition of `core/systems/orcus` on it. The gear editor takes an editor, so the same
 * component serves a draft (through `CreationState.apply`) and a finished character (through `SheetState.apply`).
 */
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue, StepResult } from '../../../core/systems/types';
import type { OrcusData } from '../../../core/systems/orcus/character';
import { orcus } from '../../../core/systems/orcus/system';

/** A transition over the payload, as `core/systems/orcus/creation-steps` and `gear-steps` write them. */
export type OrcusChange = (data: OrcusData) => StepResult<OrcusData>;

export interface OrcusEditor {
  /** The payload as it is now. */
  readonly data: OrcusData;
  /** The system's derived values (AC, skills, load...), each with its explanation. */
  readonly derived: readonly DerivedValue[];
  /** Runs a transition on a plain copy of the payload and applies its result; the refusal in one sentence, or null. */
  run(change: OrcusChange): string | null;
  /** The sentences the last change produced ("Chainmail was taken off..."), or none. */
  readonly said: readonly string[];
}

/** The open document as an Orcus one; these components are only ever shown for Orcus characters. */
export function asOrcus(doc: CharacterDocument | null): CharacterDocument<OrcusData> {
  if (!doc || !orcus.owns(doc)) throw new Error('An Orcus panel was shown for another system’s character.');
  return doc;
}

/** A derived value by id, for the components that show one with its explanation. */
export function derivedById(values: readonly DerivedValue[], id: string): DerivedValue | undefined {
  return values.find((v) => v.id === id);
}
