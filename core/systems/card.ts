/** The card the store keeps beside each character, for lists that must not load a system's code. */
import type { CharacterDocument } from '../documents/character';
import type { AnySystem, CharacterCard } from './types';

/** The label of the input a hit's amount fills, when the system's damage takes something else than an amount. */
function hitAmount(system: AnySystem, doc: CharacterDocument): { hitAmount?: string } {
  const damage = system.play.actions(doc).find((a) => a.id === 'damage');
  if (!damage?.amount || damage.amount === 'amount') return {};
  const input = damage.inputs.find((i) => i.id === damage.amount);
  return input ? { hitAmount: input.label } : {};
}

/**
 * The system's card for a character; a draft's line says where its creation stopped. Null when the system cannot
 * work the character out (the list then shows the name alone, and opening it shows what is wrong).
 */
export function rosterCard(system: AnySystem, doc: CharacterDocument): CharacterCard | null {
  try {
    const card = system.card(doc);
    if (doc.status !== 'draft') {
      // The state in play is the system's `play` reading, the same word the sheet and the tracker show.
      const status = system.play.status(doc);
      const play = {
        standing: status.standing,
        word: status.word,
        dying: status.dying,
        conditions: (doc.conditions ?? []).map((c) => ({ id: c.id, name: c.name, rounds: c.rounds })),
        due: system.play.due(doc),
        ...hitAmount(system, doc),
      };
      const table = system.tableSummary?.(doc);
      return { ...card, ...(card.health ? { health: { ...card.health, state: status.word } } : {}), play, ...(table ? { table } : {}) };
    }
    const step = system.creation.steps.find((s) => s.id === doc.creationStep);
    return { ...card, line: `Draft — at “${step?.title ?? doc.creationStep}”` };
  } catch {
    return null;
  }
}
