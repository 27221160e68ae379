/**
 * The "16+" data's own migrations (`records.migrations`). Version 2 keeps the health state on the character (a stun
 * save owed, a mana-burn save owed, bleeding, dead) and whether it is non-living; version 1 had only the hit points,
 * so the state is read from them as the rules give it: dead at or below −(HD/3 + 5 + CON), bleeding below 0
 * (001:10-12). Steps are pure and total (any JSON in, a JSON object out) and are never edited once shipped.
 */
import type { DataMigration } from '../types';
import { isObj } from '../shape-kit';
import type { SixteenHealth } from './character';
import { deathThreshold } from './rules/combat-math';
import { healthFromHitPoints } from './rules/health';

const whole = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isInteger(v) ? v : fallback);

/**
 * The health state a version-1 payload implies, from whatever it holds: unreadable numbers count as what a fresh
 * character has (0 hit points, HD 1, CON 0), which the shape check then reports on its own.
 */
export function healthOfVersion1(data: Readonly<Record<string, unknown>>): SixteenHealth {
  const hp = isObj(data['hitPoints']) ? whole(data['hitPoints']['current'], 0) : 0;
  const con = isObj(data['stats']) ? whole(data['stats']['con'], 0) : 0;
  return healthFromHitPoints(hp, deathThreshold(whole(data['hitDice'], 1), con));
}

/** Version 1 → 2: the health state and the non-living flag, added where absent (a payload that has them keeps them). */
export const HEALTH_ON_THE_CHARACTER: DataMigration = {
  from: 1,
  describe: '16+ keeps the health state on the character (stun save owed, bleeding, dead), read from the hit points, and whether it is non-living.',
  up(doc, notes) {
    const data = doc['data'];
    if (!isObj(data)) {
      notes.push('The 16+ data was not an object, so no health state could be added.');
      return { ...doc, dataVersion: 2 };
    }
    const health = isObj(data['health']) ? data['health'] : healthOfVersion1(data);
    const nonLiving = typeof data['nonLiving'] === 'boolean' ? data['nonLiving'] : false;
    return { ...doc, dataVersion: 2, data: { ...data, health, nonLiving } };
  },
};

export const SIXTEEN_MIGRATIONS: readonly DataMigration[] = [HEALTH_ON_THE_CHARACTER];
