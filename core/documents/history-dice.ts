/** A history entry for dice rolled outside a level-up (creation steps, play at the table), so no roll goes unrecorded. */
import type { CharacterDocument } from './character';

export function withDiceEntry<T extends CharacterDocument>(doc: T, dice: readonly string[], summary: string, now: string): T {
  if (dice.length === 0) return doc;
  return { ...doc, history: [...doc.history, { id: `${doc.id}-roll-${doc.history.length + 1}`, at: now, kind: 'edit', summary, dice: [...dice] }] };
}
