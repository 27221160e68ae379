/**
 * A character's sheet as the screen, the PDF and the command line print it: the system's sheet model with what the
 * envelope and the state in play hold for every system added, so no system has to copy them in: the portrait, the
 * rules' word for the character's state now (the system's `play.status`), and the conditions on it.
 */
import type { CharacterDocument } from '../documents/character';
import type { AnySystem } from '../systems/types';
import type { PlayCondition, SheetModel } from './sheet-model';

export function characterSheet(system: AnySystem, doc: CharacterDocument, printedOn: string): SheetModel {
  const model = system.sheet(doc, printedOn);
  const play = model.play;
  const withPlay = play && doc.status === 'complete' ? { ...model, play: { ...play, state: system.play.status(doc).word, conditions: conditionsOn(system, doc) } } : model;
  return doc.portrait ? { ...withPlay, portrait: doc.portrait } : withPlay;
}

/** The conditions on the character, each with the system's description when it is one of the system's own. */
function conditionsOn(system: AnySystem, doc: CharacterDocument): PlayCondition[] {
  return (doc.conditions ?? []).map((c) => {
    const def = system.conditions.find((d) => d.id === c.conditionId);
    const description = [def?.description, c.note].filter((t): t is string => !!t && t.trim() !== '').join(' — ');
    return { id: c.id, name: c.name, rounds: c.rounds, ...(description ? { description } : {}) };
  });
}
