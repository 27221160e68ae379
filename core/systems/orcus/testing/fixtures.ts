/**
 * Builders for Orcus tests: documents from a few named facts, so each test states only what its example needs.
 */
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../documents/character';
import type { CharacterId } from '../../../documents/ids';
import type { AbilityScores } from '../data/abilities';
import { EMPTY_CLASS, newOrcusData, type ClassEntry, type EquipmentItem, type OrcusData } from '../character';
import { catalogEntry } from '../gear-steps';

/** A document around a payload. */
export function docOf(data: OrcusData, extra: Partial<CharacterDocument<OrcusData>> = {}): CharacterDocument<OrcusData> {
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    id: 'test' as CharacterId,
    system: 'orcus',
    name: 'Test',
    status: 'complete',
    creationStep: 'review',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    data,
    overrides: {},
    houseRules: [],
    history: [],
    ...extra,
  };
}

/** An item of the text's tables, worn or wielded when `equipped`. */
export function item(catalogId: string, equipped = true, enhancement = 0, quantity = 1): EquipmentItem {
  const entry = catalogEntry(catalogId);
  if (!entry) throw new Error(`No catalogue entry ${catalogId}`);
  return { id: catalogId, catalogId, name: entry.name, kind: entry.kind, costCp: entry.costCp, weightLb: entry.weightLb, quantity, equipped, enhancement };
}

/** A class proficient with everything in the tables, hit points entered as given. */
export function classOf(patch: Partial<ClassEntry> = {}): ClassEntry {
  return {
    ...EMPTY_CLASS,
    name: 'Example',
    hpAtFirstLevel: 15,
    hpPerLevel: 6,
    recoveries: 9,
    armourProficiencies: ['cloth', 'leather', 'hide', 'chainmail', 'scale', 'plate', 'light-shield', 'heavy-shield'],
    weaponProficiencies: ['simple', 'martial', 'exotic'],
    ...patch,
  };
}

/** A payload with the given generated scores (standard array or point buy as the caller says) and other facts. */
export function dataWith(base: AbilityScores, patch: Partial<OrcusData> = {}, method: OrcusData['abilities']['method'] = 'point-buy'): OrcusData {
  return { ...newOrcusData(), abilities: { method, base, rolls: [], rolledBy: null }, class: classOf(), ...patch };
}
