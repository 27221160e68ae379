/**
 * What the Orcus components share between the creation flow and the sheet: the open payload, its derived values, and
 * the equipment changes of the gear editor, which the creation flow applies as a step (`CreationState.apply`) and the
 * sheet runs as a named command with its history sentence (`SheetState.run`).
 */
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue } from '../../../core/systems/types';
import type { OrcusData } from '../../../core/systems/orcus/character';
import type { GearOp } from '../../../core/systems/orcus/gear-steps';
import { orcus } from '../../../core/systems/orcus/system';

export interface OrcusEditor {
  /** The payload as it is now. */
  readonly data: OrcusData;
  /** The system's derived values (AC, skills, load...), each with its explanation. */
  readonly derived: readonly DerivedValue[];
  /** Buys, adds, wears, enchants, returns, sells or drops an item; the refusal in one sentence, or null. */
  gear(op: GearOp): string | null;
  /** The sentences the last change produced ("Chainmail was taken off..."), or none. */
  readonly said: readonly string[];
}

/** The open document as an Orcus one; these components are only ever shown for Orcus characters. */
export function asOrcus(doc: CharacterDocument | null): CharacterDocument<OrcusData> {
  if (!doc || !orcus.owns(doc)) throw new Error('An Orcus panel was shown for another system’s character.');
  return doc;
}

