/**
 * What True SRD's editors share between the creation flow and the sheet: the payload, its derived values, and one way
 * to make an edit of `core/systems/true-srd/commands.ts`. In the flow the edit's transition is applied as a creation
 * step (`CreationState.apply`); on the sheet its named command runs through the one write path (`SheetState.run`),
 * which words the history entry in core. The same editor component serves both without knowing which.
 */
import type { Command } from '../../../core/character/command';
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue } from '../../../core/systems/types';
import type { TrueSrdData } from '../../../core/systems/true-srd/character';
import type { TrueSrdEdit } from '../../../core/systems/true-srd/commands';
import { trueSrd } from '../../../core/systems/true-srd/system';
import type { CreationState } from '../../lib/state/creation.svelte';
import { SheetState } from '../../lib/state/sheet.svelte';
import './parts/editors.css';

export interface TrueSrdEditor {
  /** The payload as it is now. */
  readonly data: TrueSrdData;
  /** The system's derived values (Defense, Toughness, load...), each with its explanation. */
  readonly derived: readonly DerivedValue[];
  /** Makes an edit; the refusal in one sentence, or null. */
  run<I>(edit: TrueSrdEdit<I>, input: I): string | null;
}

/** Where an editor is shown: in the creation flow (`flow`) or on a finished character's sheet (`sheet`). */
export interface EditorHost {
  readonly flow?: CreationState | undefined;
  readonly sheet?: SheetState | undefined;
}

/** The open document as a True SRD one; these components are only ever shown for True SRD characters. */
export function asTrueSrd(doc: CharacterDocument | null): CharacterDocument<TrueSrdData> {
  if (!doc || !trueSrd.owns(doc)) throw new Error('A True SRD panel was shown for another system’s character.');
  return doc;
}

/** The editor over the flow or the sheet the component was given. */
export function editorFor({ flow, sheet }: EditorHost): TrueSrdEditor {
  if (flow) {
    return {
      get data() {
        return asTrueSrd(flow.doc).data;
      },
      get derived() {
        return flow.derived;
      },
      run: (edit, input) => flow.apply(edit.apply($state.snapshot(asTrueSrd(flow.doc).data) as TrueSrdData, input, () => globalThis.crypto.randomUUID())),
    };
  }
  if (!sheet) throw new Error('A True SRD editor needs a creation flow or a sheet.');
  return {
    get data() {
      return asTrueSrd(sheet.doc).data;
    },
    get derived() {
      return sheet.view?.derived ?? [];
    },
    // The command is written for True SRD's payload; the sheet runs any system's commands on the open character.
    run: (edit, input) => SheetState.problemOf(sheet.run(edit.command as Command<unknown, typeof input>, input)),
  };
}

