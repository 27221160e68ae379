/**
 * A character's sheet as the screen, the PDF and the command line print it: the system's sheet model with what the
 * envelope holds for every system added, so no system has to copy it in: the portrait, and the history (printed on
 * paper only when asked for, on pages of its own).
 */
import type { CharacterDocument } from '../documents/character';
import type { AnySystem } from '../systems/types';
import type { SheetModel, TableSection } from './sheet-model';

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
  const history = historySection(doc);
  const withHistory = history ? { ...model, extra: [...model.extra, history] } : model;
  return doc.portrait ? { ...withHistory, portrait: doc.portrait } : withHistory;
}
