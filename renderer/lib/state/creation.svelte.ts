import { createSystemRandom, type RandomSource } from '../../../core/dice';
import type { CharacterDocument } from '../../../core/documents/character';
import { nowIso } from '../../../core/documents/file-names';
import type { AnySystem, StepResult } from '../../../core/systems/types';
import type { CharacterRepository } from '../store/characters-repo';
import type { RestorePointRepository } from '../store/restore-points-repo';
import { Debouncer, type SaveStatus } from './save-status.svelte';

/**
 * The guided creation flow's state for any system: the draft, the step, and the notices about what an earlier change
 * altered. The rules are the system's: each step component asks a pure transition of its system's core for a
 * {@link StepResult} and hands it to {@link apply}. Every change is saved shortly after it is made, so a closed window
 * resumes at the same step; every die rolled is kept in the history.
 */
export class CreationState {
  #doc = $state<CharacterDocument | null>(null);
  #system = $state.raw<AnySystem | null>(null);
  #notices = $state<readonly string[]>([]);
  readonly #debouncer: Debouncer;

  constructor(
    private readonly repo: CharacterRepository,
    private readonly save: SaveStatus,
    private readonly points: RestorePointRepository | null = null,
    /** The dice the step components roll with (a seeded source in tests). */
    readonly rng: RandomSource = createSystemRandom(),
  ) {
    this.#debouncer = new Debouncer(() => void this.persist(), 300);
  }

  /** The draft being built; null until {@link load}. */
  get doc(): CharacterDocument | null {
    return this.#doc;
  }
  get system(): AnySystem | null {
    return this.#system;
  }
  /** Sentences about what the last change altered elsewhere; shown until the next change. */
  get notices(): readonly string[] {
    return this.#notices;
  }

  readonly steps = $derived(this.#system?.creation.steps ?? []);
  readonly stepIndex = $derived(Math.max(0, this.steps.findIndex((s) => s.id === this.#doc?.creationStep)));
  readonly current = $derived(this.steps[this.stepIndex] ?? null);
  readonly derived = $derived(this.#doc && this.#system ? this.#system.derive(this.#doc) : []);
  readonly problems = $derived(this.#doc && this.#system ? this.#system.validate(this.#doc) : []);

  /** Whether a step has everything it asks for (the progress chips). */
  stepComplete(stepId: string): boolean {
    return !!this.#doc && !!this.#system && this.#system.creation.stepComplete(stepId, this.#doc);
  }

  /** The step where a problem is put right. */
  stepFor(problem: { path: string; message: string }): string {
    return this.#doc && this.#system ? this.#system.creation.stepFor(problem, this.#doc.data) : 'review';
  }

  /** Starts editing a draft (or a character) of a loaded system. */
  load(doc: CharacterDocument, system: AnySystem): void {
    this.#debouncer.flush();
    if (doc.system !== system.id) throw new Error(`A ${doc.system} character cannot be edited with ${system.id}.`);
    this.#doc = doc;
    this.#system = system;
    this.#notices = [];
  }

  /** Writes pending edits now (leaving the flow, closing the page). */
  flush(): void {
    this.#debouncer.flush();
  }

  private async persist(): Promise<void> {
    if (this.#doc) await this.save.track(this.repo.save($state.snapshot(this.#doc) as CharacterDocument));
  }

  private commit(doc: CharacterDocument, notices: readonly string[]): void {
    this.#doc = { ...doc, updatedAt: nowIso() };
    this.#notices = [...notices];
    this.#debouncer.schedule();
  }

  /**
   * Applies a transition's result: the payload brought back into line by the system (what that altered is announced),
   * house rules when the result names them, and its dice kept in the history. Returns the refusal, or null.
   */
  apply(result: StepResult<unknown>): string | null {
    const doc = this.#doc;
    const system = this.#system;
    if (!doc || !system) return 'No character is open.';
    if ('problem' in result) return result.problem;
    const { data, changes } = system.creation.reconcile(doc.data, result.data);
    const stepTitle = this.current?.title ?? doc.creationStep;
    const history = result.dice?.length
      ? [...doc.history, { id: `${doc.id}-roll-${doc.history.length + 1}`, at: nowIso(), kind: 'edit' as const, summary: `Creation, ${stepTitle}: dice rolled`, dice: [...result.dice] }]
      : doc.history;
    this.commit({ ...doc, data, history, houseRules: result.houseRules ? [...result.houseRules] : doc.houseRules }, [...(result.notices ?? []), ...changes]);
    return null;
  }

  setName(name: string): void {
    if (this.#doc) this.commit({ ...this.#doc, name }, []);
  }

  goTo(step: string): void {
    const doc = this.#doc;
    if (!doc || !this.steps.some((s) => s.id === step)) return;
    const from = this.current?.title ?? doc.creationStep;
    this.commit({ ...doc, creationStep: step }, this.#notices);
    // Each step the player leaves is a restore point, so any earlier state of the draft can come back.
    void this.takePoint(`Creation: after “${from}”`);
  }

  private async takePoint(label: string): Promise<void> {
    if (!this.points || !this.#doc) return;
    await this.save.track(this.points.take($state.snapshot(this.#doc) as CharacterDocument, 'creation', label));
  }

  next(): void {
    const next = this.steps[this.stepIndex + 1];
    if (next) this.goTo(next.id);
  }

  back(): void {
    const prev = this.steps[this.stepIndex - 1];
    if (prev) this.goTo(prev.id);
  }

  // Overrides (house rules and GM rulings).
  setOverride(id: string, value: number | string, note: string): void {
    if (this.#doc) this.commit({ ...this.#doc, overrides: { ...this.#doc.overrides, [id]: { value, note, at: nowIso() } } }, []);
  }

  clearOverride(id: string): void {
    if (!this.#doc) return;
    const { [id]: _gone, ...rest } = this.#doc.overrides;
    this.commit({ ...this.#doc, overrides: rest }, []);
  }

  /** Marks the character complete and records its creation in the history; a problem in words, or null. */
  async finish(): Promise<string | null> {
    const doc = this.#doc;
    if (!doc) return 'No character is open.';
    if (doc.name.trim() === '') return 'Give your character a name first (step 1); nothing else is lost.';
    const now = nowIso();
    const rolled = doc.history.filter((h) => h.kind === 'edit' && h.dice.length > 0).length;
    this.#doc = {
      ...doc,
      status: 'complete',
      updatedAt: now,
      history: [
        ...doc.history.filter((h) => h.kind !== 'created'),
        { id: `${doc.id}-created`, at: now, kind: 'created', summary: `Created with the guided flow${rolled ? ` (${rolled} roll${rolled === 1 ? '' : 's'} of dice, above)` : ''}`, dice: [] },
      ],
    };
    this.#debouncer.flush();
    await this.persist();
    await this.takePoint('Creation finished');
    return null;
  }
}
