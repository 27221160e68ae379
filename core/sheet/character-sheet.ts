/**
 * A character's sheet as the screen, the PDF and the command line print it: the system's sheet model with what the
 * envelope holds for every system (the portrait) added, so no system has to copy it in.
 */
import type { CharacterDocument } from '../documents/character';
import type { AnySystem } from '../systems/types';
import type { SheetModel } from './sheet-model';

export function characterSheet(system: AnySystem, doc: CharacterDocument, printedOn: string): SheetModel {
  const model = system.sheet(doc, printedOn);
  return doc.portrait ? { ...model, portrait: doc.portrait } : model;
}
