import type { Command } from '../../../core/character/command';
import type { DerivedValue } from '../../../core/systems/types';
import type { MurdhamData } from '../../../core/systems/murdham/character';
import { edit, type MurdhamEdit } from '../../../core/systems/murdham/commands';
import { SheetState } from '../../lib/state/sheet.svelte';
import { asMurdham, type MurdhamEditor } from './editor';

/** The sheet's Murdham editors (gear, followers, keywords): each edit is core's named command, run by the sheet. */
export class MurdhamSheet implements MurdhamEditor {
  constructor(readonly sheet: SheetState) {}

  get data(): MurdhamData {
    return asMurdham(this.sheet.doc).data;
  }
  get derived(): readonly DerivedValue[] {
    return this.sheet.view?.derived ?? [];
  }
  edit(input: MurdhamEdit): string | null {
    // The command is typed for Murdham's payload; the sheet runs commands for any system's.
    return SheetState.problemOf(this.sheet.run(edit as Command<unknown, MurdhamEdit>, input));
  }
}
