/**
 * Orcus data version 1 → 2: the health state written beside the hit points, on a fixture saved by version 1 (a
 * dying fighter of 29 hit points at −3, testing/character-data-v1.json) and on hand-made payloads for each state.
 */
import { describe, expect, it } from 'vitest';
import fixtureV1 from './testing/character-data-v1.json' with { type: 'json' };
import { ORCUS_DATA_VERSION, ORCUS_MIGRATIONS } from './data-migrations';
import { checkOrcusShape } from './shape';
import { orcus } from './system';
import { dataWith } from './testing/fixtures';

const STANDARD = { str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 };
const [step] = ORCUS_MIGRATIONS;
type Json = Record<string, unknown>;
const clone = (v: unknown): Json => JSON.parse(JSON.stringify(v)) as Json;
const vitalsOf = (doc: Json) => (doc['data'] as Json)['vitals'] as Json;

/** A version-1 document around a payload with the given vitals (no state), and an optional hp.max override. */
function v1(vitals: Json, maxOverride?: number): Json {
  const data = clone(dataWith(STANDARD, {}, 'standard-array'));
  const { state: _gone, ...old } = data['vitals'] as Json;
  return { format: 'sheetsmith/character', system: 'orcus', overrides: maxOverride === undefined ? {} : { 'hp.max': { value: maxOverride, note: '', at: '2026-01-01T00:00:00.000Z' } }, data: { ...data, vitals: { ...old, ...vitals } } };
}

describe('Orcus data version 2', () => {
  it('is the version the system writes, with one step from version 1', () => {
    expect(orcus.records.dataVersion).toBe(ORCUS_DATA_VERSION);
    expect(ORCUS_DATA_VERSION).toBe(2);
    expect(orcus.records.migrations).toBe(ORCUS_MIGRATIONS);
    expect(ORCUS_MIGRATIONS.map((m) => m.from)).toEqual([1]);
  });

  it('the version-1 fixture, dying at −3, comes out dying and passes the shape check; nothing else changes', () => {
    const before = clone(fixtureV1);
    expect(vitalsOf(before)['state']).toBeUndefined();
    const notes: string[] = [];
    const after = step?.up(clone(fixtureV1), notes) ?? {};
    expect(vitalsOf(after)).toEqual({ ...vitalsOf(before), state: 'dying' });
    expect({ ...after, data: { ...(after['data'] as Json), vitals: vitalsOf(before) } }).toEqual(before);
    expect(checkOrcusShape(after['data'])).toEqual([]);
    expect(notes).toEqual([]);
  });

  it('reads each state as version 1 showed it: 29 HP, staggered value 14 (002:1449, 002:1456, 002:1461)', () => {
    const state = (vitals: Json, max?: number) => vitalsOf(step?.up(v1(vitals, max), []) ?? {})['state'];
    expect(state({ hp: 20 })).toBe('up');
    expect(state({ hp: 0 })).toBe('dying');
    expect(state({ hp: -14 })).toBe('dead');
    expect(state({ hp: 5, deathSaveFailures: 3 })).toBe('dead');
    // With the maximum overridden to 60 the dead line is −30: −14 is only dying.
    expect(state({ hp: -14 }, 60)).toBe('dying');
  });

  it('is total and leaves alone what it cannot read or what already has a state', () => {
    expect(step?.up({ data: null }, [])).toEqual({ data: null });
    expect(step?.up({ data: { vitals: { hp: 'x' } } }, [])).toEqual({ data: { vitals: { hp: 'x' } } });
    const current = v1({ hp: -3, state: 'stable' });
    expect(step?.up(clone(current), [])).toEqual(current);
  });
});

describe('the shape check of version-2 data', () => {
  it('refuses an unknown state and repairs a missing one from the hit points', () => {
    const bad = clone(dataWith(STANDARD, {}, 'standard-array'));
    (bad['vitals'] as Json)['state'] = 'zombie';
    expect(checkOrcusShape(bad).map((p) => p.message)).toEqual(['data.vitals.state: should be one of up, dying, stable, knocked-out, dead']);
    const old = (v1({ hp: -3 })['data']) as Json;
    const problems = checkOrcusShape(old);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.repair).toMatchObject({ kind: 'set', at: ['vitals', 'state'], value: 'dying' });
  });
});
