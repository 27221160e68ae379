import { parseFaces } from '../../../core/dice/typed';
import type { Command } from '../../../core/character/command';
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue, DueRoll, PlayActionDef, PlayStatus } from '../../../core/systems/types';
import type { SixteenData } from '../../../core/systems/sixteen/character';
import type { SixteenEdit } from '../../../core/systems/sixteen/commands';
import { sixteen } from '../../../core/systems/sixteen/system';
import { SheetState } from '../../lib/state/sheet.svelte';
import { asSixteen, oneView, type SixteenEditor } from './editor';

/**
 * What the last play action did: the history's sentence for it ("STR test +8: 8 rolled, succeeds", or the action's
 * name when refused), the rules' words with their lines (or the refusal), and every die as breakdowns.
 */
export interface Shown {
  readonly title: string;
  readonly words: readonly string[];
  readonly dice: readonly string[];
  readonly refused: boolean;
}

/**
 * The 16+ sheet's view over the open sheet: the editors' edits run as named commands of `core/systems/sixteen/commands`,
 * and the play actions of `sixteen.play` (tests, saves, attacks, damage, bleeding, magic, rest) run through
 * `sheet.act`, dice rolled here or typed from the table. No rule is here; the last outcome is kept to show it.
 * Getters only: the view is created lazily inside a component's `$derived` and owns no reactions.
 */
export class SixteenSheet implements SixteenEditor {
  #shown = $state<Shown | null>(null);

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
  get shown(): Shown | null {
    return this.#shown;
  }
  get status(): PlayStatus {
    return sixteen.play.status(this.doc);
  }
  get due(): readonly DueRoll[] {
    return sixteen.play.due(this.doc);
  }
  /** The actions that can be taken now, by group, in the order the system gives them. */
  get groups(): readonly (readonly [group: string, actions: readonly PlayActionDef[]])[] {
    const actions = sixteen.play.actions(this.doc);
    const groups = actions.map((a) => a.group).filter((g, i, all) => all.indexOf(g) === i);
    return groups.map((g) => [g, actions.filter((a) => a.group === g)] as const);
  }

  edit<I>(edit: SixteenEdit<I>, input: I): string | null {
    return SheetState.problemOf(this.sheet.run(edit.command as Command<unknown, I>, input));
  }

  /** Runs a play action with its inputs as typed; `faces` typed from real dice ("10, 7"), blank to roll here. */
  act(action: PlayActionDef, input: Readonly<Record<string, string>>, faces: string): string | null {
    const typed = action.rolls && faces.trim() !== '' ? parseFaces(faces) : undefined;
    if (typed === null) return this.refuse(action.label, 'Type the faces the dice showed, in order, such as “10, 7”, or leave it blank to roll here.');
    const r = this.sheet.act(action.id, input, typed);
    if ('problem' in r) return this.refuse(action.label, r.problem);
    this.#shown = { title: r.entry?.summary ?? r.shown?.title ?? action.label, words: r.notices, dice: r.dice, refused: false };
    return null;
  }

  private refuse(title: string, problem: string): string {
    this.#shown = { title, words: [problem], dice: [], refused: true };
    return problem;
  }
}

const views = new WeakMap<SheetState, SixteenSheet>();

/** The one 16+ view of an open sheet (so the last outcome survives moving between the sheet's pages). */
export const sixteenSheet = (sheet: SheetState): SixteenSheet => oneView(views, sheet, (s) => new SixteenSheet(s));
