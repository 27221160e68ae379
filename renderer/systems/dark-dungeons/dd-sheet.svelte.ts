import { createSystemRandom, type RandomSource } from '../../../core/dice';
import type { CharacterDocument } from '../../../core/documents/character';
import type { DarkDungeonsData, Proficiency, SkillChoice } from '../../../core/systems/dark-dungeons/character';
import type { Purchase } from '../../../core/systems/dark-dungeons/creation-steps';
import { addSkillPoint } from '../../../core/systems/dark-dungeons/sheet-edits';
import type { Command } from '../../../core/character/command';
import * as dd from '../../../core/systems/dark-dungeons/commands';
import { languageAllowance, languageProblems, type LanguageAllowance } from '../../../core/systems/dark-dungeons/rules/languages';
import type { WeaponUser } from '../../../core/systems/dark-dungeons/data/weapons';
import { findStep, planLevelUp, planTraining, trainingOptions, type LevelUpPlan, type TrainingPlan } from '../../../core/systems/dark-dungeons/level-up';
import { sentence } from '../../lib/state/progress.svelte';
import { SheetState } from '../../lib/state/sheet.svelte';
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
  #trainingOutcome = $state<string | null>(null);

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
  /** The last course in words (the history's sentence for it). */
  get trainingOutcome(): string | null {
    return this.#trainingOutcome;
  }

  private snapshot(): CharacterDocument<DarkDungeonsData> {
    return asDarkDungeons($state.snapshot(this.sheet.doc) as CharacterDocument);
  }

  /** Runs one of Dark Dungeons' commands on the open sheet; the refusal, or null. */
  private run<TInput>(command: Command<DarkDungeonsData, TInput>, input: TInput): string | null {
    return SheetState.problemOf(this.sheet.run(command as Command<unknown, TInput>, input));
  }

  // Equipment and spellbook.
  buy(item: Purchase, pay: boolean): string | null {
    return this.run(dd.buy, { item, pay });
  }
  removeItem(id: string): string | null {
    return this.run(dd.drop, { id });
  }
  setWorn(id: string, worn: boolean): string | null {
    return this.run(dd.wear, { id, worn });
  }
  learnSpell(name: string, level: number): string | null {
    return this.run(dd.learn, { name, level });
  }
  forgetSpell(index: number): string | null {
    return this.run(dd.forget, { index });
  }
  prepareSpell(name: string): string | null {
    return this.run(dd.prepare, { name });
  }
  unprepareSpell(index: number): string | null {
    return this.run(dd.unprepare, { index });
  }
  // Details: concept, alignment, appearance and languages, each a command like any other edit.
  setConcept(value: string): string | null {
    return this.run(dd.concept, { value });
  }
  setAlignment(value: string): string | null {
    return this.run(dd.alignment, { value });
  }
  setAppearance(value: string): string | null {
    return this.run(dd.appearance, { value });
  }
  addLanguage(name: string): string | null {
    return this.run(dd.speak, { name });
  }
  removeLanguage(index: number): string | null {
    return this.run(dd.unspeak, { index });
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
    const choices = { skills: [...this.#skillChoices], vows: { ...this.#vows } };
    const result = await this.sheet.runNow(dd.levelUp as Command<unknown, dd.LevelUpInput>, { plan, choices }, { reason: 'level-up', label: `Level ${plan.toLevel}` });
    if ('problem' in result) {
      this.sheet.progress.say(result.problem);
      return false;
    }
    this.sheet.progress.say(`Now level ${plan.toLevel}.`);
    this.#plan = null;
    return true;
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
    const input: dd.TrainingInput = { plan, onFailure, ...(typedRoll === undefined ? {} : { typedRoll }) };
    const result = await this.sheet.runNow(dd.train as Command<unknown, dd.TrainingInput>, input, { reason: 'training', label: `Training: ${plan.weaponName}` });
    if ('problem' in result) {
      this.sheet.progress.say(result.problem);
      return;
    }
    this.#trainingOutcome = result.entry?.summary ?? null;
    this.#trainingPlan = null;
    this.sheet.progress.say(null);
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
