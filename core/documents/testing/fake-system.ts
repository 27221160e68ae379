/**
 * Test helpers for the document tests: a tiny game system whose only rule about its payload is "an object with a
 * numeric level", and valid documents to start from. Kept out of production code (lint treats testing/ as tests).
 */
import { defineSystem, type AnySystem } from '../../systems/types';
import type { SheetModel } from '../../sheet/sheet-model';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../character';
import { CAMPAIGN_SCHEMA_VERSION, emptyCampaignTable, type CampaignDocument } from '../campaign';
import type { CampaignId, CharacterId } from '../ids';

function unused(): never {
  throw new Error('Not used by the document tests.');
}

/** A fake system "fake": checkShape wants `{ level: number, ... }`; everything the document tests do not call throws. */
export const fakeSystem: AnySystem = defineSystem<unknown>({
  id: 'fake',
  name: 'Fake',
  summary: 'A test system.',
  records: { dataVersion: 1, migrations: [] },
  coverage: { supports: [], lacks: [] },
  abilities: [],
  creation: { steps: [], reconcile: (_prev, next) => ({ data: next, changes: [] }), stepFor: () => 'review', stepComplete: () => true },
  progression: null,
  vitals: { trackers: () => [], setTracker: () => ({ problem: 'No trackers.' }), healthTracker: 'hp', texts: () => [], setText: () => ({ problem: 'No texts.' }) },
  play: { status: () => ({ word: null, standing: 'up', dying: false, explanation: '' }), actions: () => [], run: () => ({ problem: 'No play.' }), due: () => [] },
  monsters: null,
  conditions: [],
  combat: { initiative: { description: '', mode: 'side', dice: '1d6', ties: '', eachRound: false }, damageModel: 'hit-points', healthState: () => null, encounterRolls: [] },
  dice: {},
  rollKinds: { kinds: [], roll: () => ({ problem: 'No roll kinds.' }) },
  purse: { money: null, noMoney: 'No money.', equipment: null },
  time: { units: [], roundSeconds: null, lights: [], rests: [], rest: () => ({ problem: 'No rests.' }) },
  tables: [],
  quickVariants: [],
  quick: unused,
  newData: () => ({ level: 1 }),
  checkShape(data) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return [{ path: '', message: 'The data is not an object.' }];
    const level = (data as Record<string, unknown>)['level'];
    return typeof level === 'number' && Number.isFinite(level) ? [] : [{ path: 'level', message: 'Level should be a number.' }];
  },
  derive: unused,
  validate: unused,
  card: unused,
  sheet: (): SheetModel => unused(),
  blankSheet: (): SheetModel => unused(),
});

/** The systems lookup the tests pass to importDocument and parseBackup. */
export const fakeSystems = (id: string): AnySystem | undefined => (id === 'fake' ? fakeSystem : undefined);

/** A fixed clock, so repaired times are predictable. */
export const FIXED_NOW = '2026-05-01T10:00:00.000Z';

/** A deterministic id source for repairs ("id-1", "id-2", ...). */
export function counterIds(prefix = 'new'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

/** A valid, current character of the fake system, with a little of everything. */
export function sampleCharacter(overrides: Partial<CharacterDocument> = {}): CharacterDocument {
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    id: 'char-1' as CharacterId,
    system: 'fake',
    name: 'Ayla',
    status: 'complete',
    creationStep: 'review',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    data: { level: 3, notes: 'Élan — 北', 10: 'ten', 2: 'two', nested: { z: [1, 2.5, null, true], a: {} } },
    overrides: { 'save.wands': { value: 12, note: 'GM ruling', at: '2026-01-10T00:00:00.000Z' } },
    houseRules: ['Max hp at first level'],
    history: [
      { id: 'h1', at: '2026-01-01T00:00:00.000Z', kind: 'created', summary: 'Created', dice: ['3d6: [1,2,3] = 6'] },
      { id: 'h2', at: '2026-01-05T00:00:00.000Z', kind: 'level-up', summary: 'Level 2 → 3', dice: [], payload: { from: 2, to: 3, hp: null }, undo: { set: { level: 2 } } },
    ],
    ...overrides,
  };
}

/** A valid, current campaign of the fake system listing the given members (with an empty table). */
export function sampleCampaign(members: readonly string[], overrides: Partial<CampaignDocument> = {}): CampaignDocument {
  return {
    format: 'sheetsmith/campaign',
    schemaVersion: CAMPAIGN_SCHEMA_VERSION,
    id: 'camp-1' as CampaignId,
    name: 'The Sunken Crown',
    system: 'fake',
    notes: 'Session zero on Friday.',
    members: members as CharacterId[],
    ...emptyCampaignTable(),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}
