import { createSystemRandom, type RandomSource } from '../../../core/dice';
import type { CharacterDocument } from '../../../core/documents/character';
import { nowIso } from '../../../core/documents/file-names';
import type { DarkDungeonsData, Proficiency, SkillChoice } from '../../../core/systems/dark-dungeons/character';
import { buyItem, removeItem, setWorn, type Purchase } from '../../../core/systems/dark-dungeons/creation-steps';
import { addSkillPoint, forgetSpell, learnSpell, prepareSpell, unprepareSpell } from '../../../core/systems/dark-dungeons/sheet-edits';
import { addLanguage, removeLanguage, setAlignment, setAppearance, setConcept } from '../../../core/systems/dark-dungeons/details';
import { languageAllowance, languageProblems, type LanguageAllowance } from '../../../core/systems/dark-dungeons/rules/languages';
import type { WeaponUser } from '../../../core/systems/dark-dungeons/data/weapons';
import {
  applyLevelUp,
  findStep,
  planLevelUp,
  planTraining,
  resolveTraining,
  trainingOptions,
  type LevelUpPlan,
  type TrainingOutcome,
  type TrainingPlan,
} from '../../../core/systems/dark-dungeons/level-up';
import { sentence } from '../../lib/state/progress.svelte';
import type { SheetState } from '../../lib/state/sheet.svelte';
import { asDarkDungeons } from './dd-creation.svelte';

/**
 * The Dark Dungeons panels' view of the open sheet: equipment and spellbook edits, the level-up preview with its
 * choices, and weapon training. Every rule is a call into `core/systems/dark-dungeons`; changes go through the sheet.
 */
export class DarkDungeonsSheet {
  #plan = $state<LevelUpPlan | null>(null);
  #skillChoices = $state<readonly SkillChoice[]>([]);
  #vows = $state<{ druidic: boolean; chivalric: boolean }>({ druidic: false, chivalric: false });
  #trainingPlan = $state<TrainingPlan | null>(null);
  #trainingOutcome = $state<TrainingOutcome | null>(null);

  constructor(
    readonly sheet: SheetState,
    private readonly rng: RandomSource = createSystemRandom(),
  ) {}

  get doc(): CharacterDocument<DarkDungeonsData> {
    return asDarkDungeons(this.sheet.doc);
  }
  get data(): DarkDungeonsData {
    return this.doc.data;
  }
  get plan(): LevelUpPlan | null {
    return this.#plan;
  }
  /** New skill points being spent in the level-up preview. */
  get skillChoices(): readonly SkillChoice[] {
    return this.#skillChoices;
  }
  get vows(): { readonly druidic: boolean; readonly chivalric: boolean } {
    return this.#vows;
  }
  get trainingPlan(): TrainingPlan | null {
    return this.#trainingPlan;
  }
  get trainingOutcome(): TrainingOutcome | null {
    return this.#trainingOutcome;
  }

  private snapshot(): CharacterDocument<DarkDungeonsData> {
    return asDarkDungeons($state.snapshot(this.sheet.doc) as CharacterDocument);
  }

  // Equipment and spellbook.
  buy(item: Purchase, pay: boolean): string | null {
    return this.sheet.apply(buyItem(this.data, item, globalThis.crypto.randomUUID(), pay));
  }
  removeItem(id: string): string | null {
    return this.sheet.apply(removeItem(this.data, id, false));
  }
  setWorn(id: string, worn: boolean): string | null {
    return this.sheet.apply(setWorn(this.data, id, worn));
  }
  learnSpell(name: string, level: number): string | null {
    return this.sheet.apply(learnSpell(this.data, name, level));
  }
  forgetSpell(index: number): string | null {
    return this.sheet.apply(forgetSpell(this.data, index));
  }
  prepareSpell(name: string): string | null {
    return this.sheet.apply(prepareSpell(this.data, name));
  }
  unprepareSpell(index: number): string | null {
    return this.sheet.apply(unprepareSpell(this.data, index));
  }
  // Details: concept, alignment, appearance and languages, each through the sheet like any other edit.
  setConcept(concept: string): string | null {
    return this.sheet.apply(setConcept(this.data, concept));
  }
  setAlignment(alignment: string): string | null {
    return this.sheet.apply(setAlignment(this.data, alignment));
  }
  setAppearance(appearance: string): string | null {
    return this.sheet.apply(setAppearance(this.data, appearance));
  }
  addLanguage(name: string): string | null {
    return this.sheet.apply(addLanguage(this.data, name));
  }
  removeLanguage(index: number): string | null {
    return this.sheet.apply(removeLanguage(this.data, index));
  }
  /** How many languages the rules allow, with the reason, and the overrun as a rule not followed (or none). */
  get languages(): { readonly allowance: LanguageAllowance; readonly problems: readonly string[] } {
    return { allowance: languageAllowance(this.data), problems: languageProblems(this.data) };
  }

  /** Whose equipment rules apply: a cleric with druidic vows follows the druid's. */
  get equipmentUser(): WeaponUser | null {
    const d = this.data;
    return d.classId === 'cleric' && d.vows.druidic ? 'druid' : d.classId;
  }

  // Level-up.
  /** Works out the next level (rolling hit points, or with a die entered from physical dice). */
  preview(options: { hitDie?: number; force?: boolean } = {}): void {
    try {
      this.#plan = planLevelUp(this.snapshot(), this.rng, options);
      this.#skillChoices = [];
      this.#vows = { druidic: false, chivalric: false };
      this.sheet.progress.say(null);
    } catch (e) {
      this.#plan = null;
      this.sheet.progress.say(sentence(e));
    }
  }

  /** Points the plan brings to spend now, and how many are still unspent. */
  skillPoints(): { readonly toSpend: number; readonly left: number } {
    const step = this.#plan ? findStep(this.#plan, 'skill-points') : undefined;
    const toSpend = (step?.gained ?? 0) + (step?.unspentBefore ?? 0);
    return { toSpend, left: toSpend - this.#skillChoices.reduce((s, c) => s + c.points, 0) };
  }

  addSkillPoint(skillId: string, specialty: string): string | null {
    const result = addSkillPoint(this.#skillChoices, skillId, specialty, this.skillPoints().left);
    if ('problem' in result) return result.problem;
    this.#skillChoices = result.choices;
    return null;
  }

  setVow(vow: 'druidic' | 'chivalric', on: boolean): void {
    this.#vows = { ...this.#vows, [vow]: on };
  }

  cancel(): void {
    this.#plan = null;
    this.sheet.progress.say(null);
  }

  async apply(): Promise<boolean> {
    const plan = this.#plan;
    if (!plan) return false;
    try {
      const next = applyLevelUp(this.snapshot(), plan, { skills: [...this.#skillChoices], vows: { ...this.#vows } }, nowIso());
      await this.sheet.commit(next, { reason: 'level-up', label: `Level ${plan.toLevel}` });
      this.sheet.progress.say(`Now level ${plan.toLevel}.`);
      this.#plan = null;
      return true;
    } catch (e) {
      this.sheet.progress.say(sentence(e));
      return false;
    }
  }

  // Weapon training.
  trainingChoices() {
    return trainingOptions(this.snapshot());
  }

  planCourse(weaponId: string, trainerLevel: Proficiency): void {
    try {
      this.#trainingPlan = planTraining(this.snapshot(), { weaponId, trainerLevel });
      this.#trainingOutcome = null;
      this.sheet.progress.say(null);
    } catch (e) {
      this.#trainingPlan = null;
      this.sheet.progress.say(sentence(e));
    }
  }

  async train(onFailure: 'quit' | 'complete', typedRoll?: number): Promise<void> {
    const plan = this.#trainingPlan;
    if (!plan) return;
    try {
      const outcome = resolveTraining(this.snapshot(), plan, typedRoll === undefined ? this.rng : { roll: typedRoll }, nowIso(), { onFailure });
      await this.sheet.commit(outcome.document, { reason: 'training', label: outcome.summary });
      this.#trainingOutcome = outcome;
      this.#trainingPlan = null;
      this.sheet.progress.say(null);
    } catch (e) {
      this.sheet.progress.say(sentence(e));
    }
  }
}

const views = new WeakMap<SheetState, DarkDungeonsSheet>();

/** The one Dark Dungeons view of an open sheet (so a plan survives moving between the sheet's pages). */
export function darkDungeonsSheet(sheet: SheetState): DarkDungeonsSheet {
  let view = views.get(sheet);
  if (!view) {
    view = new DarkDungeonsSheet(sheet);
    views.set(sheet, view);
  }
  return view;
}
