import type { RandomSource } from '../../../core/dice';
import type { CharacterDocument } from '../../../core/documents/character';
import type { Command } from '../../../core/character/command';
import { levelUp } from '../../../core/systems/orcus/commands';
import { nowIso } from '../../../core/documents/file-names';
import type { DerivedValue, StepResult } from '../../../core/systems/types';
import type { OrcusData } from '../../../core/systems/orcus/character';
import { applyLevelUp, planLevelUp, type LevelUpChoices, type LevelUpPlan } from '../../../core/systems/orcus/level-up';
import { deathSave, heal, longRest, shortRest, spendRecovery, takeDamage } from '../../../core/systems/orcus/combat';
import { deriveWithOverrides } from '../../../core/systems/orcus/rules/derive';
import { maxHp, maxRecoveries, stateOf } from '../../../core/systems/orcus/vitals';
import { sentence } from '../../lib/state/progress.svelte';
import type { SheetState } from '../../lib/state/sheet.svelte';
import { asOrcus, type OrcusChange, type OrcusEditor } from './editor';

/** What the last play action did: its dice and the rules' words, or the refusal. */
export interface PlayOutcome {
  readonly title: string;
  readonly dice: readonly string[];
  readonly words: readonly string[];
  readonly refused: boolean;
}

/** One derived value a level-up changes, before and after. */
export interface LevelUpChange {
  readonly id: string;
  readonly label: string;
  readonly before: string;
  readonly after: string;
  readonly explanation: string;
}

/** The level-up worked out with the choices made so far: every value it changes, or why it cannot be applied yet. */
export interface LevelUpPreview {
  readonly changes: readonly LevelUpChange[];
  readonly problem: string | null;
}

/**
 * The Orcus pages' view of the open sheet: the level-up plan with its preview and choices, the combat and rest actions
 * of the play page, and the equipment editor. Every rule is a call into `core/systems/orcus`; changes go through the
 * sheet (`apply` for edits, `commit` for a level-up and for a roll whose die the history keeps).
 */
export class OrcusSheet implements OrcusEditor {
  #plan = $state<LevelUpPlan | null>(null);
  #outcome = $state<PlayOutcome | null>(null);

  constructor(
    readonly sheet: SheetState,
    /** The dice of the play page (the sheet's own, a seeded source in tests). */
    private readonly rng: RandomSource = sheet.rng,
  ) {}

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
  /** Maximum hit points (an override included), or null before the class's hit points are entered. */
  get maxHp(): number | null {
    return maxHp(this.doc);
  }
  get maxRecoveries(): number | null {
    return maxRecoveries(this.doc);
  }
  /** The rules' word for the hit points now: Staggered, Dying, Dead, or null when none applies. */
  get state(): string | null {
    const max = this.maxHp;
    return max === null ? null : stateOf(this.data, max);
  }

  private snapshot(): CharacterDocument<OrcusData> {
    return asOrcus($state.snapshot(this.sheet.doc) as CharacterDocument);
  }

  run(change: OrcusChange, summary = 'Sheet edited'): string | null {
    return this.sheet.apply(change(this.snapshot().data), summary);
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
  previewWith(choices: LevelUpChoices): LevelUpPreview {
    const plan = this.#plan;
    if (!plan) return { changes: [], problem: null };
    const before = this.snapshot();
    try {
      const after = applyLevelUp(before, plan, choices, nowIso());
      const was = deriveWithOverrides(before);
      const old = (id: string) => was.find((w) => w.id === id)?.value;
      const changes = deriveWithOverrides(after)
        .filter((v) => String(old(v.id) ?? '') !== String(v.value))
        .map((v) => ({ id: v.id, label: v.label, before: String(old(v.id) ?? '—'), after: String(v.value), explanation: v.explanation }));
      return { changes, problem: null };
    } catch (e) {
      return { changes: [], problem: sentence(e) };
    }
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

  // Play: damage, healing, recoveries, death saves and rests (002:1440-1478, 002:1953-1962).
  private act(title: string, change: (data: OrcusData, max: number, recMax: number) => StepResult<OrcusData>): string | null {
    const max = this.maxHp;
    const recMax = this.maxRecoveries;
    if (max === null || recMax === null) {
      const problem = 'Enter the class’s hit points and recoveries first: the maxima are not known yet.';
      this.#outcome = { title, dice: [], words: [problem], refused: true };
      return problem;
    }
    const result = change(this.snapshot().data, max, recMax);
    const problem = this.sheet.apply(result, title);
    this.#outcome = problem ? { title, dice: [], words: [problem], refused: true } : { title, dice: [], words: 'data' in result ? [...(result.notices ?? [])] : [], refused: false };
    return problem;
  }

  takeDamage(amount: number): string | null {
    return this.act(`Took ${Number.isFinite(amount) ? amount : '?'} damage`, (d, max) => takeDamage(d, amount, max));
  }
  heal(amount: number): string | null {
    return this.act(`Healed ${Number.isFinite(amount) ? amount : '?'}`, (d, max) => heal(d, amount, max));
  }
  spendRecovery(): string | null {
    return this.act('Spent a recovery', (d, max) => spendRecovery(d, max));
  }
  shortRest(): string | null {
    return this.act('Short rest', (d) => shortRest(d));
  }
  longRest(): string | null {
    return this.act('Long rest', (d, max, recMax) => longRest(d, max, recMax));
  }
  /** Temporary hit points granted (they do not add up: the value is set, 002:1472-1478). */
  setTempHp(amount: number): string | null {
    const problem = this.sheet.setTracker('tempHp', amount);
    this.#outcome = problem ? { title: 'Temporary hit points', dice: [], words: [problem], refused: true } : { title: `Temporary hit points ${amount}`, dice: [], words: ['They are lost first and do not add to each other (002:1472-1478).'], refused: false };
    return problem;
  }

  /**
   * A death saving throw: the total typed from the table, or a d20 rolled here (plus `bonus`). A rolled die is kept in
   * the history with the result, as every roll the app makes is.
   */
  async deathSave(typed: number | null, bonus = 0): Promise<string | null> {
    const max = this.maxHp;
    if (max === null) return this.act('Death saving throw', () => ({ problem: 'Enter the class’s hit points first.' }));
    if (typed !== null) return this.act(`Death saving throw: ${typed}`, (d) => deathSave(d, typed, max));
    if (!Number.isInteger(bonus) || Math.abs(bonus) > 20) return this.act('Death saving throw', () => ({ problem: 'The bonus is a whole number from −20 to +20.' }));
    const die = this.rng.int(1, 20);
    const total = die + bonus;
    const dice = [`d20: ${die}${bonus ? ` ${bonus > 0 ? '+' : '−'} ${Math.abs(bonus)} = ${total}` : ''}`];
    const doc = this.snapshot();
    const result = deathSave(doc.data, total, max);
    if ('problem' in result) {
      this.#outcome = { title: 'Death saving throw', dice: [], words: [result.problem], refused: true };
      return result.problem;
    }
    const problem = this.sheet.apply({ ...result, dice }, `Death saving throw: ${total}`);
    this.#outcome = problem ? { title: 'Death saving throw', dice, words: [problem], refused: true } : { title: `Death saving throw: ${total}`, dice, words: [...(result.notices ?? [])], refused: false };
    return problem;
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
