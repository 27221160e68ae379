/**
 * Undoing the last level-up or the last XP award. Each keeps a reverse patch of just what it changed (see
 * core/documents/history), so an undo puts back exactly that and leaves everything else alone: a gold edit or damage
 * taken since is kept. The undo itself is recorded as a 'restore' entry naming what it took back.
 *
 * Policy (a decision; the rules say nothing about undo):
 * - Only the most recent level-up can be undone, and only once. XP awards since do not block it (it does not touch
 *   XP, so they stay); trainings since are undone with it (their feats came from it); an edit since blocks it when
 *   the edit touched what the undo puts back, or does not say what it touched.
 * - Only the most recent XP award can be undone, and only once; it is refused when a level taken since needed that XP.
 */
import type { CharacterDocument, HistoryEntry } from '../../../documents/character';
import { applyReversePatch, applyReversePatches, findAwardToUndo, findLevelUpToUndo, NOTHING_TO_UNDO, NO_AWARD_TO_UNDO, xpAddedSince } from '../../../documents/history';
import type { DarkDungeonsData } from '../character';
import { CLASS_TABLES } from '../data/classes';
import { checkDarkDungeonsShape } from '../shape';
import { describeRestore } from './history-text';
import { LevelUpError, withHistory } from './plan';
import { formatNumber as n } from '../../../text/format';

type Doc = CharacterDocument<DarkDungeonsData>;

/** Whether the last level-up can be undone, and if not, why. */
export type UndoCheck =
  | {
      readonly ok: true;
      /** The level-up entry that would be undone. */
      readonly entry: HistoryEntry<DarkDungeonsData>;
      /** The data undo would leave. */
      readonly restored: DarkDungeonsData;
      /** XP awarded since the level-up, kept by the undo. */
      readonly xpKept: number;
      /** Trainings made after the level-up, undone with it, in their own words. */
      readonly alsoUndone: readonly string[];
      /** Their entry ids. */
      readonly alsoUndoneIds: readonly string[];
    }
  | { readonly ok: false; readonly reason: string };

/** Whether the last XP award can be undone, and if not, why. */
export type XpUndoCheck =
  | {
      readonly ok: true;
      /** The award's entry. */
      readonly entry: HistoryEntry<DarkDungeonsData>;
      /** The data undo would leave: the same, less the XP the award added. */
      readonly restored: DarkDungeonsData;
      /** XP the award added, which undo takes off. */
      readonly xp: number;
    }
  | { readonly ok: false; readonly reason: string };


/** The patched data when it still has the Dark Dungeons shape (a damaged import is refused here, not saved). */
function patched(result: ReturnType<typeof applyReversePatch>): { ok: true; data: DarkDungeonsData } | { ok: false; reason: string } {
  if (!result.ok) return { ok: false, reason: `The change cannot be undone: ${result.reason.charAt(0).toLowerCase()}${result.reason.slice(1)}` };
  const data: unknown = result.data;
  if (!isDarkDungeonsData(data)) return { ok: false, reason: 'The change cannot be undone: what it kept no longer fits the character.' };
  return { ok: true, data };
}

function isDarkDungeonsData(value: unknown): value is DarkDungeonsData {
  return checkDarkDungeonsShape(value).length === 0;
}

/** What an undo of the last level-up would do, without doing it. */
export function checkUndoLastLevelUp(doc: Doc): UndoCheck {
  const target = findLevelUpToUndo(doc.history);
  if (!target.ok) return target;
  const result = patched(applyReversePatches(doc.data, target.patches));
  if (!result.ok) return result;
  const index = doc.history.findIndex((h) => h.id === target.entry.id);
  return {
    ok: true,
    entry: target.entry,
    restored: result.data,
    xpKept: xpAddedSince(doc.history, index),
    alsoUndone: target.trainings.map((t) => t.summary),
    alsoUndoneIds: target.trainings.map((t) => t.id),
  };
}

/** Whether {@link undoLastLevelUp} would succeed. */
export function canUndoLastLevelUp(doc: Doc): boolean {
  return checkUndoLastLevelUp(doc).ok;
}

/**
 * Takes back the last level-up (and the trainings after it) by its reverse patch, keeping every other change since,
 * and records a 'restore' entry. The input document is not changed.
 * @throws LevelUpError ('nothing-to-undo' or 'cannot-undo') with the reason as a sentence.
 */
export function undoLastLevelUp(doc: Doc, now: string): Doc {
  const check = checkUndoLastLevelUp(doc);
  if (!check.ok) throw new LevelUpError(check.reason === NOTHING_TO_UNDO ? 'nothing-to-undo' : 'cannot-undo', check.reason);
  const details = [`back to level ${check.restored.level}`];
  if (check.xpKept > 0) details.push(`${n(check.xpKept)} XP awarded since is kept`);
  if (check.alsoUndone.length) details.push(`the training after it is undone too (${check.alsoUndone.join('; ')})`);
  return withHistory(doc, check.restored, {
    kind: 'restore',
    at: now,
    summary: describeRestore(check.entry.summary, details),
    dice: [],
    payload: { undid: check.entry.id, what: 'level-up', ...(check.alsoUndoneIds.length ? { also: check.alsoUndoneIds } : {}) },
  });
}

/** What an undo of the last XP award would do, without doing it. */
export function checkUndoXp(doc: Doc): XpUndoCheck {
  const target = findAwardToUndo(doc.history);
  if (!target.ok) return target;
  const xp = doc.data.xp - target.xp;
  if (xp < 0) {
    return { ok: false, reason: `The character has ${n(doc.data.xp)} XP, less than the ${n(target.xp)} the award added, so it cannot be taken back.` };
  }
  const level = doc.data.level;
  const need = doc.data.classId ? CLASS_TABLES[doc.data.classId].levels[level - 1]?.xp : undefined;
  if (target.levelUpsSince > 0 && need !== undefined && xp < need) {
    return {
      ok: false,
      reason:
        `Level ${level} was taken since with this XP: without the award's ${n(target.xp)} XP the character would have ${n(xp)}, ` +
        `short of the ${n(need)} level ${level} needs. Undo the level-up first.`,
    };
  }
  const result = patched(applyReversePatch(doc.data, target.entry.undo));
  if (!result.ok) return result;
  return { ok: true, entry: target.entry, restored: result.data, xp: target.xp };
}

/**
 * Takes back the XP the last award added (everything else since is kept) and records a 'restore' entry. The input
 * document is not changed.
 * @throws LevelUpError ('nothing-to-undo' or 'cannot-undo') with the reason as a sentence.
 */
export function undoXpAward(doc: Doc, now: string): Doc {
  const check = checkUndoXp(doc);
  if (!check.ok) throw new LevelUpError(check.reason === NO_AWARD_TO_UNDO ? 'nothing-to-undo' : 'cannot-undo', check.reason);
  return withHistory(doc, check.restored, {
    kind: 'restore',
    at: now,
    summary: describeRestore(check.entry.summary, [`XP back to ${n(check.restored.xp)}`]),
    dice: [],
    payload: { undid: check.entry.id, what: 'xp' },
  });
}
