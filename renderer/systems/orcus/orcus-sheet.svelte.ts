import type { CharacterDocument } from '../../../core/documents/character';
import type { Command } from '../../../core/character/command';
import { gear, levelUp } from '../../../core/systems/orcus/commands';
import { nowIso } from '../../../core/documents/file-names';
import type { DerivedValue } from '../../../core/systems/types';
import type { OrcusData } from '../../../core/systems/orcus/character';
import type { GearOp } from '../../../core/systems/orcus/gear-steps';
import { planLevelUp, previewLevelUp, type LevelUpChange, type LevelUpChoices, type LevelUpPlan } from '../../../core/systems/orcus/level-up';
import { sentence } from '../../lib/state/progress.svelte';
import { SheetState } from '../../lib/state/sheet.svelte';
import { asOrcus, type OrcusEditor } from './editor';

/**
 * The Orcus pages' view of the open sheet: the level-up plan with its preview and choices, and the equipment editor.
 * Play at the table is the shell's (PlayState over the system's PlayDef). Every rule is in `core/systems/orcus`;
 * every change is a named command run through the sheet (`run`, `runNow` for a level-up).
 */
export class OrcusSheet implements OrcusEditor {
  #plan = $state<LevelUpPlan | null>(null);

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

  /** A change of the equipment, through the sheet's write path with its sentence for the history. */
  gear(op: GearOp): string | null {
    return SheetState.problemOf(this.sheet.run(gear as Command<unknown, GearOp>, op));
  }
}

const views = new WeakMap<SheetState, OrcusSheet>();

/** The one Orcus view of an open sheet (so a level-up plan survives moving between the sheet's pages). */
export function orcusSheet(sheet: SheetState): OrcusSheet {
  let view = views.get(sheet);
  if (!view) {
    view = new OrcusSheet(sheet);
    views.set(sheet, view);
  }
  return view;
}
