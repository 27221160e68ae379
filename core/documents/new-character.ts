/** A new, empty draft of any system: the envelope with the system's fresh payload. */
import type { AnySystem } from '../systems/types';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from './character';
import type { CharacterId } from './ids';

export function newCharacterDocument(system: AnySystem, id: CharacterId, now: string): CharacterDocument {
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    id,
    system: system.id,
    name: '',
    status: 'draft',
    creationStep: system.creation.steps[0]?.id ?? 'review',
    createdAt: now,
    updatedAt: now,
    data: system.newData(),
    overrides: {},
    houseRules: [],
    history: [],
  };
}
