/**
 * True SRD's own data versions (the seam's `records`): append-only, each step pure and total, never edited once
 * shipped.
 *
 * Version 2 keeps the dying state on the damage track: `stable` (003:385) and `dyingChecks` (the checks survived,
 * which set the Difficulty by 003:364). The table's readings are printed from `data.variants`, so the house-rule lines
 * version 1 wrote for them into the envelope's `houseRules` are taken out (the footer prints them from the data).
 */
import type { DataMigration } from '../types';
import type { TrueSrdVariants } from './character';
import { variantLines } from './creation-steps';

/** The version of the True SRD data this build writes. */
export const TRUE_SRD_DATA_VERSION = 2;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every house-rule line a reading can write, whatever the reading (version 1 kept them in `houseRules`). */
export const READING_LINES: ReadonlySet<string> = new Set(
  variantLines({ allOut: 'line-203', exhausted: 'line-366', dying: 'line-363', naturalTwentySpares: false } satisfies TrueSrdVariants),
);

const toVersion2: DataMigration = {
  from: 1,
  describe: 'True SRD data version 2: the dying state (stable, dying checks survived) on the damage track; the readings’ house rules printed from the data.',
  up(doc, notes) {
    const data = isObj(doc['data']) ? doc['data'] : null;
    const damage = data && isObj(data['damage']) ? data['damage'] : null;
    const nextData =
      data && damage
        ? {
            ...data,
            damage: {
              ...damage,
              stable: typeof damage['stable'] === 'boolean' ? damage['stable'] : false,
              dyingChecks: typeof damage['dyingChecks'] === 'number' ? damage['dyingChecks'] : 0,
            },
          }
        : data;
    if (damage && damage['dying'] === true && damage['dead'] !== true && typeof damage['dyingChecks'] !== 'number') {
      notes.push('The character was dying; how many dying checks it had made was not kept, so the next is taken as its first (003:343, 003:363).');
    }
    const rules = Array.isArray(doc['houseRules']) ? doc['houseRules'].filter((r) => typeof r !== 'string' || !READING_LINES.has(r)) : doc['houseRules'];
    return { ...doc, ...(nextData ? { data: nextData } : {}), ...(rules !== undefined ? { houseRules: rules } : {}), dataVersion: 2 };
  },
};

/** The steps from each older version, oldest first. */
export const TRUE_SRD_MIGRATIONS: readonly DataMigration[] = [toVersion2];
