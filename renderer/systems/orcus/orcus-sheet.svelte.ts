import type { CharacterDocument } from '../../../core/documents/character';
import type { Command } from '../../../core/character/command';
import { parseFaces } from '../../../core/dice/typed';
import { gear, levelUp } from '../../../core/systems/orcus/commands';
import { nowIso } from '../../../core/documents/file-names';
import type { DerivedValue, DueRoll, PlayActionDef, PlayStatus } from '../../../core/systems/types';
import type { OrcusData } from '../../../core/systems/orcus/character';
import type { GearOp } from '../../../core/systems/orcus/gear-steps';
import { planLevelUp, previewLevelUp, type LevelUpChange, type LevelUpChoices, type LevelUpPlan } from '../../../core/systems/orcus/level-up';
import { sentence } from '../../lib/state/progress.svelte';
import { SheetState } from '../../lib/state/sheet.svelte';
import { asOrcus, type OrcusEditor } from './editor';

/** What the last play action did: its sentence, dice and the rules' words, or the refusal. */
export interface PlayOutcome {
  readonly title: string;
  readonly dice: readonly string[];
  readonly words: readonly string[];
  readonly refused: boolean;
}

/**
 * The Orcus pages' view of the open sheet: the level-up plan with its preview and choices, the play page's actions
 * (the system's PlayDef), and the equipment editor. Every rule is in `core/systems/orcus`; every change is a named
 * command run through the sheet (`run`, `runNow` for a level-up, `act` for play).
 */
export class OrcusSheet implements OrcusEditor {
  #plan = $state<LevelUpPlan | null>(null);
  #outcome = $state<PlayOutcome | null>(null);

  constructor(readonly sheet: SheetState) {}

  get doc(): CharacterDocument<OrcusData> {
    return asOrcus(this.sheet.doc);
  }
  get data(): OrcusData {
    return this.doc.data;
  }
  get derived(): readonly DerivedValue[] {
    return this.sheet.view?.derived ?? [];
  }
  /** The sheet's last note ("Chainmail was taken off…"), for the editors far from the sheet's own notice line. */
  get said(): readonly string[] {
    return this.sheet.notice ? [this.sheet.notice] : [];
  }
  get plan(): LevelUpPlan | null {
    return this.#plan;
  }
  get outcome(): PlayOutcome | null {
    return this.#outcome;
  }
  private snapshot(): CharacterDocument<OrcusData> {
    return asOrcus($state.snapshot(this.sheet.doc) as CharacterDocument);
  }

  // Level-up.
  /** Works out the next level (`force`: without the XP, as a GM ruling). The refusal is said on the progress line. */
  preview(options: { readonly force?: boolean } = {}): void {
    try {
      this.#plan = planLevelUp(this.snapshot(), options);
      this.sheet.progress.say(null);
    } catch (e) {
      this.#plan = null;
      this.sheet.progress.say(sentence(e));
    }
  }

  /** The plan applied to a copy with the choices so far: every derived value that changes, or why it cannot yet. */
  previewWith(choices: LevelUpChoices): { readonly changes: readonly LevelUpChange[]; readonly problem: string | null } {
    const plan = this.#plan;
    return plan ? previewLevelUp(this.snapshot(), plan, choices, nowIso()) : { changes: [], problem: null };
  }

  cancel(): void {
    this.#plan = null;
    this.sheet.progress.say(null);
  }

  /** Applies the plan with the choices; one store write and a restore point, so it can be undone. */
  async apply(choices: LevelUpChoices): Promise<boolean> {
    const plan = this.#plan;
    if (!plan) return false;
    const result = await this.sheet.runNow(levelUp as Command<unknown, { plan: LevelUpPlan; choices: LevelUpChoices }>, { plan, choices }, { reason: 'level-up', label: `Level ${plan.toLevel}` });
    if ('problem' in result) {
      this.sheet.progress.say(result.problem);
      return false;
    }
    this.sheet.progress.say(`Now level ${plan.toLevel}.`);
    this.#plan = null;
    return true;
  }

  // Play at the table: every action is the system's PlayDef's, run through the sheet's write path.
  /** The health state now, the actions it allows, and the rolls the rules ask for at moments of a fight. */
  get status(): PlayStatus | null {
    const system = this.sheet.system;
    return system ? system.play.status(this.doc) : null;
  }
  get actions(): readonly PlayActionDef[] {
    return this.sheet.system?.play.actions(this.doc) ?? [];
  }
  get due(): readonly DueRoll[] {
    return this.sheet.system?.play.due(this.doc) ?? [];
  }

  /**
   * Runs a play action with its inputs as typed; `faces` are the dice rolled at the table ("14"), empty to roll here.
   * The outcome (or the refusal) is kept for the outcome box; returns the refusal, or null.
   */
  act(action: PlayActionDef, input: Readonly<Record<string, string>>, faces = ''): string | null {
    const typed = faces.trim() === '' ? undefined : parseFaces(faces);
    if (typed === null) return this.refuse(action.label, 'Type the faces rolled as whole numbers (“14”).');
    const result = this.sheet.act(action.id, input, typed);
    if ('problem' in result) return this.refuse(action.label, result.problem);
    this.#outcome = { title: result.entry?.summary ?? result.shown?.title ?? action.label, dice: result.dice, words: result.notices, refused: false };
    return null;
  }

  private refuse(title: string, problem: string): string {
    this.#outcome = { title, dice: [], words: [problem], refused: true };
    return problem;
  }

  /** A change of the equipment, through the sheet's write path with its sentence for the history. */
  gear(op: GearOp): string | null {
    return SheetState.problemOf(this.sheet.run(gear as Command<unknown, GearOp>, op));
  }

  clearOutcome(): void {
    this.#outcome = null;
  }
}

const views = new WeakMap<SheetState, OrcusSheet>();

/** The one Orcus view of an open sheet (so a plan and the last outcome survive moving between the sheet's pages). */
export function orcusSheet(sheet: SheetState): OrcusSheet {
  let view = views.get(sheet);
  if (!view) {
    view = new OrcusSheet(sheet);
    views.set(sheet, view);
  }
  return view;
}
