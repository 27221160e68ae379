import { createSystemRandom, type RandomSource } from '../../../core/dice';
import { nowIso } from '../../../core/documents/file-names';
import type { Proficiency, SkillChoice } from '../../../core/systems/dark-dungeons/character';
import {
  LevelUpError,
  applyLevelUp,
  applyXpAward,
  awardXp,
  checkUndoLastLevelUp,
  levelUpReady,
  planLevelUp,
  planTraining,
  resolveTraining,
  trainingOptions,
  undoLastLevelUp,
  type LevelUpPlan,
  type TrainingOutcome,
  type TrainingPlan,
  type XpAward,
} from '../../../core/systems/dark-dungeons/level-up';
import type { DdDoc } from './creation.svelte';

/** A message for the user from an engine refusal (a sentence), or the error's text. */
function sentence(error: unknown): string {
  return error instanceof LevelUpError || error instanceof RangeError || error instanceof Error ? error.message : String(error);
}

/**
 * Experience, level-up, training and undo for the open sheet. It works on the sheet's document through two callbacks
 * (read and commit) so every change is saved the same way as any other sheet edit, in one store write.
 */
export class ProgressState {
  lastAward = $state<XpAward | null>(null);
  message = $state<string | null>(null);
  plan = $state<LevelUpPlan | null>(null);
  /** New skill points being spent in the level-up preview. */
  skillChoices = $state<SkillChoice[]>([]);
  vows = $state<{ druidic: boolean; chivalric: boolean }>({ druidic: false, chivalric: false });
  trainingPlan = $state<TrainingPlan | null>(null);
  trainingOutcome = $state<TrainingOutcome | null>(null);

  constructor(
    private readonly read: () => DdDoc | null,
    private readonly commit: (doc: DdDoc, restorePoint?: { reason: 'level-up' | 'training'; label: string }) => Promise<void>,
    private readonly rng: RandomSource = createSystemRandom(),
  ) {}

  ready(): boolean {
    const doc = this.read();
    return !!doc && levelUpReady(doc.data);
  }

  /** Awards XP with the class bonus; the arithmetic is kept in `lastAward` for display. */
  async award(text: string): Promise<void> {
    const doc = this.read();
    if (!doc) return;
    const base = Number(text.replace(/[,\s_]/g, ''));
    if (text.trim() === '') {
      this.message = 'Type how many XP to award.';
      return;
    }
    try {
      const award = awardXp(doc, base);
      await this.commit(applyXpAward(doc, award, nowIso()));
      this.lastAward = award;
      this.message = null;
    } catch (e) {
      this.message = sentence(e);
    }
  }

  /** Works out the next level (rolling hit points, or with a die entered from physical dice). */
  preview(options: { hitDie?: number; force?: boolean } = {}): void {
    const doc = this.read();
    if (!doc) return;
    try {
      this.plan = planLevelUp(doc, this.rng, options);
      this.skillChoices = [];
      this.vows = { druidic: false, chivalric: false };
      this.message = null;
    } catch (e) {
      this.plan = null;
      this.message = sentence(e);
    }
  }

  cancel(): void {
    this.plan = null;
    this.message = null;
  }

  async apply(): Promise<boolean> {
    const doc = this.read();
    if (!doc || !this.plan) return false;
    try {
      const next = applyLevelUp(doc, this.plan, { skills: $state.snapshot(this.skillChoices), vows: $state.snapshot(this.vows) }, nowIso());
      await this.commit(next, { reason: 'level-up', label: `Level ${this.plan.toLevel}` });
      this.message = `Now level ${this.plan.toLevel}.`;
      this.plan = null;
      return true;
    } catch (e) {
      this.message = sentence(e);
      return false;
    }
  }

  undoCheck() {
    const doc = this.read();
    return doc ? checkUndoLastLevelUp(doc) : null;
  }

  async undo(): Promise<void> {
    const doc = this.read();
    if (!doc) return;
    try {
      await this.commit(undoLastLevelUp(doc, nowIso()));
      this.message = 'The last level-up was undone.';
    } catch (e) {
      this.message = sentence(e);
    }
  }

  /** Forgets the last message (a panel was closed or another opened). */
  clearMessage(): void {
    this.message = null;
  }

  trainingChoices() {
    const doc = this.read();
    return doc ? trainingOptions(doc) : { banked: 0, options: [] };
  }

  planCourse(weaponId: string, trainerLevel: Proficiency): void {
    const doc = this.read();
    if (!doc) return;
    try {
      this.trainingPlan = planTraining(doc, { weaponId, trainerLevel });
      this.trainingOutcome = null;
      this.message = null;
    } catch (e) {
      this.trainingPlan = null;
      this.message = sentence(e);
    }
  }

  async train(onFailure: 'quit' | 'complete', typedRoll?: number): Promise<void> {
    const doc = this.read();
    if (!doc || !this.trainingPlan) return;
    try {
      const outcome = resolveTraining(doc, this.trainingPlan, typedRoll === undefined ? this.rng : { roll: typedRoll }, nowIso(), { onFailure });
      await this.commit(outcome.document, { reason: 'training', label: outcome.summary });
      this.trainingOutcome = outcome;
      this.trainingPlan = null;
      this.message = null;
    } catch (e) {
      this.message = sentence(e);
    }
  }
}
