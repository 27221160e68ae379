/**
 * Undoing the last level-up. The 'level-up' history entry keeps the data from just before it (`before`), so undo puts
 * that back exactly, hit-point rolls included, and records a 'restore' entry so the undo is visible in the history.
 *
 * Policy (a decision; the rules say nothing about undo):
 * - Only the most recent level-up can be undone, and only once: a later level-up, training, edit or restore refuses.
 * - XP awards made after the level-up do not block it: the data is restored and the XP total kept, which re-applies
 *   those awards exactly (a level-up never changes XP, and awards change nothing but XP).
 */
import type { CharacterDocument, HistoryEntry } from '../../../documents/character';
import type { DarkDungeonsData } from '../character';
import { LevelUpError, withHistory } from './plan';

/** Whether the last level-up can be undone, and if not, why. */
export type UndoCheck =
  | {
      readonly ok: true;
      /** The level-up entry that would be undone. */
      readonly entry: HistoryEntry<DarkDungeonsData>;
      /** The data undo would leave. */
      readonly restored: DarkDungeonsData;
      /** Top-level fields of the data that undo changes (e.g. "level", "hitPoints", "skills"), for a confirmation. */
      readonly changes: readonly string[];
      /** XP awarded since the level-up, kept by the undo. */
      readonly xpKept: number;
      /** Trainings made after the level-up, which the undo reverts too (the state before the level-up comes back). */
      readonly alsoUndone: readonly string[];
    }
  | { readonly ok: false; readonly reason: string };

function n(value: number): string {
  return value.toLocaleString('en-US');
}

/** What an undo would do, without doing it. */
export function checkUndoLastLevelUp(doc: CharacterDocument<DarkDungeonsData>): UndoCheck {
  // Trainings after the level-up are undone with it (the player is told which); other later changes block the undo.
  const alsoUndone: string[] = [];
  for (let i = doc.history.length - 1; i >= 0; i--) {
    const entry = doc.history[i];
    if (!entry || entry.kind === 'xp') continue;
    if (entry.kind === 'training') {
      alsoUndone.unshift(entry.summary);
      continue;
    }
    if (entry.kind !== 'level-up') {
      const why: Record<HistoryEntry['kind'], string> = {
        'level-up': '',
        xp: '',
        training: 'The character trained after the last level-up; undoing the level-up would undo the training too.',
        edit: 'The character was edited after the last level-up; undoing the level-up would lose that edit.',
        restore: 'The last change was an undo; only the most recent level-up can be undone, and only once.',
        created: 'There is no level-up to undo.',
      };
      return { ok: false, reason: why[entry.kind] };
    }
    const before = entry.before;
    if (before === undefined) {
      return { ok: false, reason: 'The last level-up did not keep the character as it was before, so it cannot be undone exactly.' };
    }
    const restored: DarkDungeonsData = { ...before, xp: doc.data.xp };
    const changes = (Object.keys(restored) as (keyof DarkDungeonsData)[]).filter(
      (k) => JSON.stringify(restored[k]) !== JSON.stringify(doc.data[k]),
    );
    return { ok: true, entry, restored, changes, xpKept: doc.data.xp - before.xp, alsoUndone };
  }
  return { ok: false, reason: 'There is no level-up to undo.' };
}

/** Whether {@link undoLastLevelUp} would succeed. */
export function canUndoLastLevelUp(doc: CharacterDocument<DarkDungeonsData>): boolean {
  return checkUndoLastLevelUp(doc).ok;
}

/**
 * Restores the data from before the last level-up (keeping XP awarded since) and records a 'restore' history entry
 * whose `before` is the data being replaced, so nothing is lost. The input document is not changed.
 * @throws LevelUpError ('nothing-to-undo' or 'cannot-undo') with the reason as a sentence.
 */
export function undoLastLevelUp(doc: CharacterDocument<DarkDungeonsData>, now: string): CharacterDocument<DarkDungeonsData> {
  const check = checkUndoLastLevelUp(doc);
  if (!check.ok) {
    const code = check.reason === 'There is no level-up to undo.' ? 'nothing-to-undo' : 'cannot-undo';
    throw new LevelUpError(code, check.reason);
  }
  const kept = check.xpKept > 0 ? `; ${n(check.xpKept)} XP awarded since is kept` : '';
  const trainings = check.alsoUndone.length ? `; the training after it is undone too (${check.alsoUndone.join('; ')})` : '';
  const summary = `Undid "${check.entry.summary}" (back to level ${check.restored.level}${kept}${trainings})`;
  return withHistory(doc, check.restored, { kind: 'restore', summary, dice: [], at: now });
}
