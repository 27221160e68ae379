import type { CharacterDocument } from '../../../core/documents/character';
import type { AnySystem, UndoReport, XpAwardReport } from '../../../core/systems/types';
import { awardXp, undoAward, undoLevelUp } from '../../../core/character/progression';
import type { SheetState } from './sheet.svelte';

/** A message for the user from an engine refusal (a sentence), or the error's text. */
export function sentence(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Experience, and the undo of the last XP award and of the last level-up, for the open sheet of any system with
 * progression: each a command run through the sheet's one write path. The level-up itself is the system's own panel
 * (its choices differ by system).
 */
export class ProgressState {
  #lastAward = $state<XpAwardReport | null>(null);
  #message = $state<string | null>(null);

  constructor(private readonly sheet: SheetState) {}

  private read(): { doc: CharacterDocument; system: AnySystem } | null {
    const doc = this.sheet.doc;
    const system = this.sheet.system;
    return doc && system ? { doc: $state.snapshot(doc) as CharacterDocument, system } : null;
  }

  /** The last award given, with its arithmetic, for display. */
  get lastAward(): XpAwardReport | null {
    return this.#lastAward;
  }
  /** The last refusal or result, in words. */
  get message(): string | null {
    return this.#message;
  }

  /** Whether the system has experience at all (the panel is hidden when not). */
  get available(): boolean {
    return !!this.sheet.system?.progression;
  }

  ready(): boolean {
    const open = this.read();
    return !!open?.system.progression?.levelUpReady(open.doc);
  }

  /** Awards XP with the system's bonus; the arithmetic is kept in `lastAward`. */
  async award(text: string): Promise<void> {
    const open = this.read();
    const progression = open?.system.progression;
    if (!open || !progression) return;
    if (text.trim() === '') {
      this.#message = 'Type how many XP to award.';
      return;
    }
    const base = Number(text.replace(/[,\s_]/g, ''));
    let award: XpAwardReport;
    try {
      award = progression.planAward(open.doc, base);
    } catch (e) {
      this.#message = sentence(e);
      return;
    }
    const result = await this.sheet.runNow(awardXp, { award });
    if ('problem' in result) {
      this.#message = result.problem;
      return;
    }
    this.#lastAward = award;
    this.#message = null;
  }

  undoCheck(): UndoReport | null {
    const open = this.read();
    return open?.system.progression ? open.system.progression.checkUndo(open.doc) : null;
  }

  async undo(): Promise<void> {
    const result = await this.sheet.runNow(undoLevelUp, {});
    this.#message = 'problem' in result ? result.problem : 'The last level-up was undone.';
  }

  /** Whether the most recent XP award can be undone, with the confirmation's sentence (null without progression). */
  awardUndoCheck(): UndoReport | null {
    const open = this.read();
    return open?.system.progression ? open.system.progression.checkUndoAward(open.doc) : null;
  }

  /** Takes back the XP the most recent award added; everything else since is kept, and the history records it. */
  async undoAward(): Promise<void> {
    const result = await this.sheet.runNow(undoAward, {});
    if ('problem' in result) {
      this.#message = result.problem;
      return;
    }
    // The arithmetic shown was the award's: it no longer holds.
    this.#lastAward = null;
    this.#message = 'The last XP award was undone.';
  }

  /** Shows a sentence from a system panel (a level-up applied, a refusal). */
  say(message: string | null): void {
    this.#message = message;
  }

  /** Forgets the last message (a panel was closed or another opened). */
  clearMessage(): void {
    this.#message = null;
  }
}
