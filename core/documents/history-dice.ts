/** A history entry for dice rolled outside a level-up (creation steps, play at the table), so no roll goes unrecorded. */
import type { CharacterDocument } from './character';
import { nextHistoryId } from './history';

/** The top-level fields of the system data that differ between two payloads (what an edit entry names). */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = (typeof before === 'object' && before !== null ? before : {}) as Record<string, unknown>;
  const b = (typeof after === 'object' && after !== null ? after : {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}

/**
 * `after` with an entry recording the dice rolled to get there from `before`, naming the fields it changed (so an
 * earlier level-up's undo is blocked only when it would lose this change). No dice, no entry.
 */
export function withDiceEntry<T extends CharacterDocument>(before: T, after: T, dice: readonly string[], summary: string, now: string): T {
  if (dice.length === 0) return after;
  const entry = { id: nextHistoryId(after, 'edit'), at: now, kind: 'edit' as const, summary, dice: [...dice], payload: { fields: changedFields(before.data, after.data) } };
  return { ...after, history: [...after.history, entry] };
}
