/**
 * Orcus's own data versions and the steps between them (the system's `records`): version 2 keeps the health state on
 * the character (`vitals.state`: up, dying, stable, knocked out, dead), which version 1 read from the hit points alone.
 * Each step is pure and total and is never edited once shipped.
 */
import type { DataMigration } from '../types';
import type { HealthState, OrcusData, OrcusVitals } from './character';
import { stateFromHitPoints } from './health';
import { computedMaxHp } from './rules/derive';

/** The version of the Orcus data this build writes. */
export const ORCUS_DATA_VERSION = 2;

/** An Orcus payload of data version 1: the vitals had no health state. */
export type LegacyOrcusData = Omit<OrcusData, 'vitals'> & { readonly vitals: Omit<OrcusVitals, 'state'> & { readonly state?: unknown } };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The state a version-1 character was in, as that version showed it: dead after three failed death saves or at minus
 * the staggered value, dying at 0 or below, up otherwise (002:1449-1461). `maxHp` is the overridden maximum when the
 * character has one; otherwise it is worked out from the data (a draft without its class's hit points is up).
 */
export function legacyHealthState(data: LegacyOrcusData, maxHp: number | null): HealthState {
  let max = maxHp;
  if (max === null) {
    try {
      max = computedMaxHp(data as unknown as OrcusData);
    } catch {
      max = null;
    }
  }
  return stateFromHitPoints(data.vitals.hp, data.vitals.deathSaveFailures, max);
}

/** The `hp.max` override of a character as JSON, when it is a number. */
function overriddenMax(doc: Record<string, unknown>): number | null {
  const overrides = doc['overrides'];
  const max = isRecord(overrides) ? overrides['hp.max'] : undefined;
  const value = isRecord(max) ? max['value'] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Version 1 → 2: the health state written beside the hit points. A payload that already has one is left alone. */
const keepHealthState: DataMigration = {
  from: 1,
  describe: 'Orcus characters keep their health state (dying, stable, knocked out, dead) beside their hit points.',
  up(doc) {
    const data = doc['data'];
    const vitals = isRecord(data) ? data['vitals'] : undefined;
    if (!isRecord(data) || !isRecord(vitals) || vitals['state'] !== undefined) return doc;
    const hp = vitals['hp'];
    const failures = vitals['deathSaveFailures'];
    // A payload too damaged to read is left for the shape check to report; this step only adds what it can know.
    if (typeof hp !== 'number' || typeof failures !== 'number') return doc;
    let state: HealthState;
    try {
      state = legacyHealthState(data as unknown as LegacyOrcusData, overriddenMax(doc));
    } catch {
      state = stateFromHitPoints(hp, failures, overriddenMax(doc));
    }
    return { ...doc, data: { ...data, vitals: { ...vitals, state } } };
  },
};

/** Steps from each older version, oldest first. */
export const ORCUS_MIGRATIONS: readonly DataMigration[] = [keepHealthState];
