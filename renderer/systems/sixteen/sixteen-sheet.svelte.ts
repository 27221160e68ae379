import type { Command } from '../../../core/character/command';
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue } from '../../../core/systems/types';
import type { SixteenData } from '../../../core/systems/sixteen/character';
import type { SixteenEdit } from '../../../core/systems/sixteen/commands';
import { SheetState } from '../../lib/state/sheet.svelte';
import { asSixteen, oneView, type SixteenEditor } from './editor';

/**
 * The 16+ sheet's editors over the open sheet: their edits run as named commands of `core/systems/sixteen/commands`.
 * The play actions of `sixteen.play` run on the shared Play page (`renderer/lib/state/play.svelte.ts`). No rule is here.
 * Getters only: the view is created lazily inside a component's `$derived` and owns no reactions.
 */
export class SixteenSheet implements SixteenEditor {
  constructor(readonly sheet: SheetState) {}

  get doc(): CharacterDocument<SixteenData> {
    return asSixteen(this.sheet.doc);
  }
  get data(): SixteenData {
    return this.doc.data;
  }
  get derived(): readonly DerivedValue[] {
    return this.sheet.view?.derived ?? [];
  }
  edit<I>(edit: SixteenEdit<I>, input: I): string | null {
    return SheetState.problemOf(this.sheet.run(edit.command as Command<unknown, I>, input));
  }
}

const views = new WeakMap<SheetState, SixteenSheet>();

/** The one 16+ view of an open sheet, made once however many editors ask for it. */
export const sixteenSheet = (sheet: SheetState): SixteenSheet => oneView(views, sheet, (s) => new SixteenSheet(s));
