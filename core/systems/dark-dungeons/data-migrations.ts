/**
 * The version of Dark Dungeons' data and the steps that bring older data up to it (`SystemRecords.migrations`). Each
 * step is pure and total, and never edited once shipped: a fix is a new step.
 */
import type { DataMigration } from '../types';

/** The version of the data this build writes. */
export const DARK_DUNGEONS_DATA_VERSION = 2;

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Version 1 → 2: the state in play is kept on the character (`health`: dying, stable, dead). Version 1 kept none, and
 * its sheets called 0 hit points "Unconscious, dying" (supplement §9.6): a character with hit points rolled and at 0
 * becomes dying with no save made yet. Everything else is left as it is, a `health` already there included.
 */
const TO_2: DataMigration = {
  from: 1,
  describe: 'Dying, stable and dead are kept on the character; one at 0 hit points is dying, with no save vs death ray made yet.',
  up(doc, notes) {
    const data = doc['data'];
    const out = { ...doc, dataVersion: 2 };
    if (!isRecord(data) || data['health'] !== undefined) return out;
    const hp = data['hitPoints'];
    if (!isRecord(hp) || !Array.isArray(hp['rolls']) || hp['rolls'].length === 0) return out;
    const current = hp['current'];
    if (typeof current !== 'number' || !(current <= 0)) return out;
    notes.push('At 0 hit points the character is unconscious and dying: its first save vs death ray comes at the end of the next round (supplement §9.6).');
    return { ...out, data: { ...data, health: { state: 'dying', saves: 0 } } };
  },
};

/** Steps from each older version, oldest first. */
export const DARK_DUNGEONS_DATA_MIGRATIONS: readonly DataMigration[] = [TO_2];
