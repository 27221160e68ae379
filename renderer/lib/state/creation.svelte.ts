import { createSystemRandom, type RandomSource } from '../../../core/dice';
import type { CharacterDocument } from '../../../core/documents/character';
import { nowIso } from '../../../core/documents/file-names';
import type { AnySystem, StepResult } from '../../../core/systems/types';
import type { CharacterRepository } from '../store/characters-repo';
import type { RestorePointRepository } from '../store/restore-points-repo';
import { writeKeys, type SaveStatus } from './save-status.svelte';
import { LiveDocument } from './live-document.svelte';
import type { PendingJournal } from './pending-journal';
import { execute, type Command } from '../../../core/character/command';
import { clearOverride, creationStep, finishCreation, goToStep, setDraftName, setOverride } from '../../../core/character/edits';

/**
 * The guided creation flow's state for any system: the draft, the step, and the notices about what an earlier change
 * altered. The rules are the system's: each step component asks a pure transition of its system's core for a
 * {@link StepResult} and hands it to {@link apply}. Every change is saved shortly after it is made, so a closed window
 * resumes at the same step; every die rolled is kept in the history.
 */
export class CreationState {
  readonly #live: LiveDocument<CharacterDocument>;
  #system = $state.raw<AnySystem | null>(null);
  #notices = $state<readonly string[]>([]);

  constructor(
    private readonly repo: CharacterRepository,
    private readonly save: SaveStatus,
    private readonly points: RestorePointRepository | null = null,
    /** The dice the step components roll with (a seeded source in tests). */
    readonly rng: RandomSource = createSystemRandom(),
    journal: PendingJournal | null = null,
  ) {
    this.#live = new LiveDocument(repo, save, writeKeys.character, 300, undefined, journal && { journal, kind: 'character' });
  }

  /** The draft being built; null until {@link open}. */
  get doc(): CharacterDocument | null {
    return this.#live.doc;
  }
  get #doc(): CharacterDocument | null {
    return this.#live.doc;
  }
  get system(): AnySystem | null {
    return this.#system;
  }
  /** Sentences about what the last change altered elsewhere (or what another window did); shown until the next change. */
  get notices(): readonly string[] {
    const other = this.#live.notice;
    return other ? [...this.#notices, other] : this.#notices;
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

  /** Opens a stored draft (or character) of a loaded system for the flow; false when it is not stored. */
  async open(id: string, system: AnySystem): Promise<boolean> {
    this.#system = system;
    this.#notices = [];
    const doc = await this.#live.open(id);
    if (doc && doc.system !== system.id) {
      this.#live.close();
      throw new Error(`A ${doc.system} character cannot be edited with ${system.id}.`);
    }
    return doc !== undefined;
  }

  /** Writes pending edits now (leaving the flow, closing the page). */
  flush(): void {
    this.#live.flush();
  }

  /** The page is going away: unwritten edits go to the journal at once, then are written. */
  flushForExit(): void {
    this.#live.flushForExit();
  }

  /** Resolves when every write so far has finished. */
  settled(): Promise<void> {
    return this.#live.settled();
  }

  /**
   * Runs a command on the draft through the one write path (its change and history entry), saved shortly after.
   * Returns the refusal, or null; the notices say what the change altered elsewhere.
   */
  private run<TInput>(command: Command<unknown, TInput>, input: TInput, keepNotices = false): string | null {
    const doc = this.#doc;
    const system = this.#system;
    if (!doc || !system) return 'No character is open.';
    const written = execute($state.snapshot(doc) as CharacterDocument, command, input, { system, now: nowIso(), rng: this.rng, newId: () => globalThis.crypto.randomUUID() });
    if ('problem' in written) return written.problem;
    this.#live.edit(() => written.doc);
    if (!keepNotices) this.#notices = [...written.notices];
    return null;
  }

  /**
   * Applies a transition's result: the payload brought back into line by the system (what that altered is announced),
   * house rules when the result names them, and its dice kept in the history. Returns the refusal, or null.
   */
  apply(result: StepResult<unknown>): string | null {
    const doc = this.#doc;
    if (!doc) return 'No character is open.';
    return this.run(creationStep, { stepId: doc.creationStep, stepTitle: this.current?.title ?? doc.creationStep, result });
  }

  setName(name: string): void {
    this.run(setDraftName, { name });
  }

  goTo(step: string): void {
    const doc = this.#doc;
    if (!doc || !this.steps.some((s) => s.id === step)) return;
    const from = this.current?.title ?? doc.creationStep;
    this.run(goToStep, { stepId: step }, true);
    // Each step the player leaves is a restore point, so any earlier state of the draft can come back.
    void this.takePoint(`Creation: after “${from}”`);
  }

  private async takePoint(label: string): Promise<void> {
    if (!this.points || !this.#doc) return;
    const doc = $state.snapshot(this.#doc) as CharacterDocument;
    await this.save.track(this.points.take(doc, 'creation', label), writeKeys.points(doc.id));
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
    this.run(setOverride, { id, label: this.labelOf(id), value, note });
  }

  clearOverride(id: string): void {
    this.run(clearOverride, { id, label: this.labelOf(id) });
  }

  /** A derived value's label, for the history's sentence. */
  private labelOf(id: string): string {
    return this.derived.find((v) => v.id === id)?.label ?? id;
  }

  /** Marks the character complete and records its creation in the history; a problem in words, or null. */
  async finish(): Promise<string | null> {
    const doc = this.#doc;
    const system = this.#system;
    if (!doc || !system) return 'No character is open.';
    const written = execute($state.snapshot(doc) as CharacterDocument, finishCreation, {}, { system, now: nowIso(), rng: this.rng, newId: () => globalThis.crypto.randomUUID() });
    if ('problem' in written) return written.problem;
    if (!(await this.#live.commit(written.doc))) return this.#live.notice ?? 'The character could not be saved.';
    await this.takePoint('Creation finished');
    return null;
  }
}
