/**
 * A character's sheet as the screen, the PDF and the command line print it: the system's sheet model with what the
 * envelope and the state in play hold for every system added, so no system has to copy them in: the portrait, the
 * rules' word for the character's state now (the system's `play.status`), the conditions on it, and the history
 * (printed on paper only when asked for, on pages of its own).
 */
import type { CharacterDocument } from '../documents/character';
import type { AnySystem } from '../systems/types';
import type { PlayCondition, SheetModel, TableSection } from './sheet-model';

/** The history as a table, oldest first; null when nothing happened beyond the character's creation. */
export function historySection(doc: CharacterDocument): TableSection | null {
  const history = doc.history.filter((h) => h.kind !== 'created' || doc.history.length > 1);
  if (history.length === 0) return null;
  return {
    kind: 'table',
    id: 'history',
    title: 'History',
    columns: ['Date', 'Change'],
    widths: [1.2, 5],
    rows: history.map((h) => ({ id: `history-${h.id}`, cells: [h.at.slice(0, 10), h.summary] })),
    paper: 'history',
  };
}

export function characterSheet(system: AnySystem, doc: CharacterDocument, printedOn: string): SheetModel {
  const model = system.sheet(doc, printedOn);
  const play = model.play;
  const withPlay = play && doc.status === 'complete' ? { ...model, play: { ...play, state: system.play.status(doc).word, conditions: conditionsOn(system, doc) } } : model;
  const history = historySection(doc);
  const withHistory = history ? { ...withPlay, extra: [...withPlay.extra, history] } : withPlay;
  return doc.portrait ? { ...withHistory, portrait: doc.portrait } : withHistory;
}

/** The conditions on the character, each with the system's description when it is one of the system's own. */
function conditionsOn(system: AnySystem, doc: CharacterDocument): PlayCondition[] {
  return (doc.conditions ?? []).map((c) => {
    const def = system.conditions.find((d) => d.id === c.conditionId);
    const description = [def?.description, c.note].filter((t): t is string => !!t && t.trim() !== '').join(' — ');
    return { id: c.id, name: c.name, rounds: c.rounds, ...(description ? { description } : {}) };
  });
}
