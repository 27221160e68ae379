import { nowIso } from '../../../core/documents/file-names';
import type { CharacterDocument } from '../../../core/documents/character';
import { loadSystem } from '../../../core/systems/registry';
import type { AnySystem } from '../../../core/systems/types';
import type { CharacterRepository } from '../store/characters-repo';
import type { RestorePointRepository } from '../store/restore-points-repo';
import { shouldTakePeriodic, type RestorePointSummary } from '../../../core/documents/restore-points';
import type { Platform } from '../platform';
import { writeKeys, type SaveStatus } from './save-status.svelte';
import { LiveDocument } from './live-document.svelte';
import type { PendingJournal } from './pending-journal';
import { createSystemRandom, type RandomSource } from '../../../core/dice';
import { execute, type Command, type CommandContext } from '../../../core/character/command';
import { isProblem, type Problem, type Written } from '../../../core/character/write';
import { clearOverride, playAction, rename, setOverride, setPortrait, setText, setTracker } from '../../../core/character/edits';
import { addCondition, removeCondition, type ConditionInput } from '../../../core/character/conditions';
import { typedDice } from '../../../core/dice/typed';
import { makeSheetPdf } from './pdf-export';
import { characterSheet } from '../../../core/sheet/character-sheet';
import { portraitFromBytes } from '../../../core/documents/portrait';
import { ProgressState, sentence } from './progress.svelte';
import type { CampaignDocument } from '../../../core/documents/campaign';
import { withCampaignsHouseRules } from '../../../core/campaign/party';

/**
 * The open character sheet of any system: in-place edits with autosave, overrides, the values edited in play, and
 * PDF export. What a value means and what a change may do are the system's (its vitals and progression); this class
 * only keeps the document, saves it and reports.
 */
export class SheetState {
  readonly #live: LiveDocument<CharacterDocument>;
  #system = $state.raw<AnySystem | null>(null);
  #error = $state<string | null>(null);
  #exportMessage = $state<string | null>(null);
  #notice = $state<string | null>(null);
  #points = $state<RestorePointSummary[]>([]);
  #lastPeriodicAt: string | undefined;
  /** XP and undo; their changes are written at once, in one store write. */
  readonly progress: ProgressState;

  constructor(
    private readonly repo: CharacterRepository,
    private readonly save: SaveStatus,
    private readonly platform: Platform,
    private readonly points: RestorePointRepository,
    /** The dice play at the table rolls with (a seeded source in tests). */
    readonly rng: RandomSource = createSystemRandom(),
    journal: PendingJournal | null = null,
    /**
     * The live campaigns (read reactively): the house rules of those the character plays in print in its footer, on
     * screen and in the PDF.
     */
    private readonly campaigns: () => readonly CampaignDocument[] = () => [],
  ) {
    this.#live = new LiveDocument(repo, save, writeKeys.character, 400, (doc) => this.afterSave(doc), journal && { journal, kind: 'character' });
    this.progress = new ProgressState(this);
  }

  get doc(): CharacterDocument | null {
    return this.#live.doc;
  }
  get system(): AnySystem | null {
    return this.#system;
  }
  /** Why the sheet cannot be shown (gone, unreadable, from an unknown system). */
  get error(): string | null {
    return this.#error;
  }
  get exportMessage(): string | null {
    return this.#exportMessage;
  }
  /**
   * The last refusal or note of an in-place edit ("Healing stops at the maximum, 12 hit points"), or what another
   * window did to this character.
   */
  get notice(): string | null {
    return this.#notice ?? this.#live.notice;
  }
  /** Restore points of the open character, newest first (for the history view). */
  get pointList(): readonly RestorePointSummary[] {
    return this.#points;
  }

  /**
   * Everything the system works out from the document, or the reason it could not: a document that cannot be derived
   * shows what is wrong (with the restore points and a raw export), never an endless "Loading…". The sheet model's
   * footer also carries the house rules of the campaigns the character plays in (a campaign change does not make
   * the system work the character out again).
   */
  readonly view = $derived.by(() => {
    const worked = this.#worked;
    const doc = this.doc;
    if (!worked?.model || !doc) return worked;
    return { ...worked, model: withCampaignsHouseRules(worked.model, this.campaigns(), doc.id) };
  });

  /** What the system alone works out from the document (see {@link view}). */
  readonly #worked = $derived.by(() => {
    const doc = this.doc;
    const system = this.#system;
    if (!doc || !system || doc.system !== system.id) return null;
    try {
      return {
        derived: system.derive(doc),
        problems: system.validate(doc),
        model: characterSheet(system, doc, nowIso().slice(0, 10)),
        trackers: system.vitals.trackers(doc),
        texts: system.vitals.texts(doc),
        failure: null,
      };
    } catch (e) {
      return { derived: [], problems: [], model: null, trackers: [], texts: [], failure: sentence(e) };
    }
  });

  async open(id: string): Promise<void> {
    this.#error = null;
    this.#notice = null;
    try {
      const doc = await this.#live.open(id);
      if (!doc) {
        this.#error = 'That character no longer exists (it may have been moved to the trash).';
        return;
      }
      const system = await loadSystem(doc.system);
      if (!system) {
        this.#live.close();
        this.#error = `“${doc.name}” is a ${doc.system} character, a game system this Sheetsmith does not know.`;
        return;
      }
      this.#system = system;
    } catch (e) {
      this.#error = sentence(e);
    }
  }

  /** Writes pending edits and stops following the stored character (the sheet closed). */
  close(): void {
    this.#live.close();
  }

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

  private async afterSave(doc: CharacterDocument): Promise<void> {
    // While editing, a periodic restore point every few minutes (old ones are thinned by the store).
    if (shouldTakePeriodic(this.#lastPeriodicAt, nowIso())) await this.takePoint(doc, 'periodic', 'While editing');
  }

  private async takePoint(doc: CharacterDocument, reason: 'periodic' | 'level-up' | 'training', label: string): Promise<void> {
    const point = await this.save.track(this.points.take(doc, reason, label), writeKeys.points(doc.id));
    if (point && reason === 'periodic') this.#lastPeriodicAt = point.at;
  }

  async loadPoints(): Promise<void> {
    if (this.doc) this.#points = await this.points.list(this.doc.id);
  }

  /** Brings back a restore point; the state it replaces is kept as a point of its own, so this can be undone. */
  async restorePoint(id: string): Promise<void> {
    await this.#live.settled();
    const doc = await this.save.track(this.points.restore(id), this.doc ? writeKeys.points(this.doc.id) : undefined);
    if (doc) {
      await this.#live.open(doc.id);
      await this.loadPoints();
    }
  }

  /** The context every command of this sheet runs with: the system, the time, the dice (typed faces when given). */
  private context(rng?: RandomSource): CommandContext | null {
    const system = this.#system;
    return system ? { system, now: nowIso(), rng: rng ?? this.rng, newId: () => globalThis.crypto.randomUUID() } : null;
  }

  /**
   * Runs a command on the open character through the one write path (core/character): the change and its history
   * entry, saved shortly after. Returns what was written, or the refusal (also shown as the notice). `faces`: dice
   * typed from the table instead of rolled here.
   */
  run<TInput>(command: Command<unknown, TInput>, input: TInput, options: { readonly faces?: readonly number[]; readonly quiet?: boolean } = {}): Written<unknown> | Problem {
    const doc = this.doc;
    const dice = options.faces ? typedDice(options.faces) : undefined;
    const ctx = this.context(dice);
    if (!doc || !ctx) return { problem: 'No character is open.' };
    const written = execute($state.snapshot(doc) as CharacterDocument, command, input, ctx);
    if ('problem' in written) {
      this.#notice = written.problem;
      return written;
    }
    if (dice && dice.unused() > 0) {
      const problem = { problem: `${dice.unused()} more ${dice.unused() === 1 ? 'face was' : 'faces were'} typed than this roll uses; type only the dice rolled for it.`, input: 'faces' };
      this.#notice = problem.problem;
      return problem;
    }
    this.#live.edit(() => written.doc);
    // A play action's words are shown in its outcome box; other changes say theirs in the sheet's notice.
    this.#notice = options.quiet ? null : written.notices.join(' ') || null;
    return written;
  }

  /**
   * Runs a command and writes it at once (a level-up, a training, an award, an undo): one store write, and a
   * restore point for milestones. The refusal in a sentence, or null once stored; false-y storage is said in the notice.
   */
  async runNow<TInput>(command: Command<unknown, TInput>, input: TInput, point?: { reason: 'level-up' | 'training'; label: string }): Promise<Written<unknown> | Problem> {
    const doc = this.doc;
    const ctx = this.context();
    if (!doc || !ctx) return { problem: 'No character is open.' };
    const written = execute($state.snapshot(doc) as CharacterDocument, command, input, ctx);
    if ('problem' in written) {
      this.#notice = written.problem;
      return written;
    }
    this.#notice = null;
    const stored = await this.#live.commit(written.doc);
    if (!stored) return { problem: this.#live.notice ?? 'The change could not be saved.' };
    if (point && this.doc) await this.takePoint($state.snapshot(this.doc) as CharacterDocument, point.reason, point.label);
    this.#notice = written.notices.join(' ') || null;
    return written;
  }

  /** The refusal of a written change, or null: what most callers of {@link run} want to show. */
  static problemOf(result: Written<unknown> | Problem): string | null {
    return isProblem(result) ? result.problem : null;
  }

  /** Sets a value edited in play (hit points, gold...) through the system's rule for it. */
  setTracker(id: string, value: number): string | null {
    return SheetState.problemOf(this.run(setTracker, { id, value }));
  }

  /** Moves a tracker by an amount (damage is negative). */
  changeTracker(id: string, amount: number): string | null {
    const tracker = this.view?.trackers.find((t) => t.id === id);
    return tracker ? this.setTracker(id, tracker.value + amount) : null;
  }

  /** Sets a free text (notes) through the system. */
  setText(id: string, value: string): string | null {
    return SheetState.problemOf(this.run(setText, { id, value }));
  }

  /** One of the system's play actions (damage, healing, a death save, an omen spent), its dice rolled or typed. */
  act(actionId: string, input: Readonly<Record<string, string>>, faces?: readonly number[]): Written<unknown> | Problem {
    return this.run(playAction, { actionId, input }, { quiet: true, ...(faces ? { faces } : {}) });
  }

  /** Puts a condition on the character, or takes one off. */
  addCondition(input: ConditionInput): string | null {
    return SheetState.problemOf(this.run(addCondition, input));
  }
  removeCondition(id: string): string | null {
    return SheetState.problemOf(this.run(removeCondition, { id }));
  }

  /**
   * Renames the character with the rules of creation (not blank, at most 200 characters): the roster card follows on
   * save and the history records the old name. Returns the refusal (also shown as the notice), or null.
   */
  rename(name: string): string | null {
    const doc = this.doc;
    if (!doc || name.trim() === doc.name) return null;
    const problem = SheetState.problemOf(this.run(rename, { name }));
    if (!problem) this.#notice = `Renamed “${name.trim()}”.`;
    return problem;
  }

  /** Sets the portrait from a picked file's bytes (PNG or JPEG, at most 512 KiB); returns the refusal, or null. */
  setPortrait(bytes: Uint8Array): string | null {
    const checked = portraitFromBytes(bytes);
    if (!checked.ok) {
      this.#notice = checked.problem;
      return checked.problem;
    }
    return SheetState.problemOf(this.run(setPortrait, { portrait: checked.portrait }));
  }

  /** Removes the portrait (the history keeps that it was removed; a restore point keeps the picture). */
  removePortrait(): void {
    if (this.doc?.portrait) this.run(setPortrait, { portrait: null });
  }

  setOverride(id: string, value: number | string, note: string): void {
    this.run(setOverride, { id, label: this.labelOf(id), value, note });
  }

  clearOverride(id: string): void {
    this.run(clearOverride, { id, label: this.labelOf(id) });
  }

  /** A derived value's label, for the history's sentence ("Save vs Wands overridden: 13 → 12"). */
  private labelOf(id: string): string {
    return this.view?.derived.find((v) => v.id === id)?.label ?? id;
  }

  /** Renders the sheet to PDF (the history on pages of its own when asked) and hands it to the platform. */
  async exportPdf(paper: 'a4' | 'letter', fillable: boolean, withHistory = false): Promise<void> {
    const model = this.view?.model;
    const doc = this.doc;
    if (!model || !doc) return;
    this.#exportMessage = 'Making the PDF…';
    try {
      const bytes = await makeSheetPdf(model, paper, fillable, withHistory);
      const result = await this.platform.savePdf(`${doc.name || 'character'}${fillable ? ' (fillable)' : ''}${withHistory ? ' (with history)' : ''}`, bytes);
      this.#exportMessage = result.saved ? `Saved ${result.fileName ?? 'the PDF'}.` : 'Export cancelled.';
    } catch (e) {
      this.#exportMessage = `The PDF could not be made: ${sentence(e)}`;
    }
  }
}
