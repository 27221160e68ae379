/**
 * Orcus's records: the version of its data, its parts of history payloads (core/systems/orcus/payloads.ts) and its
 * part of the envelope's schema 2 → 3 step, frozen with that step (core/documents/migration-2-to-3.ts runs it; nothing
 * here is ever edited once shipped, see the fingerprint in core/documents/migrations.test.ts): a level-up's reverse
 * patch from the copies either side of it, with the maximum hit points' gain read from the sentence schema 2 wrote
 * (current hit points moved with damage since), and an XP award's from the XP it added.
 */
import type { LegacySchema3, SystemRecords } from '../types';
import { checkOrcusPayload } from './payloads';
import { ORCUS_DATA_VERSION, ORCUS_MIGRATIONS } from './data-migrations';

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON values (key order ignored). */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => same(a[k], b[k]));
  }
  return false;
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** `set` entries for the top-level fields that differ between before and after. */
function changed(before: Raw, after: Raw, fields: readonly string[]): Raw {
  return Object.fromEntries(fields.filter((f) => !same(before[f], after[f])).map((f) => [f, before[f] ?? null]));
}

/** An Orcus level-up's reverse patch (the maximum's gain read from the schema-2 sentence), or null. */
function orcusLevelUp(before: Raw, after: Raw, summary: unknown): Raw | null {
  const level = before['level'];
  if (!finite(level) || after['level'] !== level + 1) return null;
  const hp = typeof summary === 'string' ? /; ([+-]?\d+) max HP/.exec(summary)?.[1] : undefined;
  return {
    set: { level, ...changed(before, after, ['increases', 'feats', 'powers', 'prestigePath', 'epicPath']) },
    ...(hp !== undefined && Number(hp) !== 0 ? { add: { 'vitals.hp': Number(hp) } } : {}),
  };
}

/** An XP award's reverse patch: the XP it added (the same reading as schema 2's other systems, kept with Orcus's). */
function xpAward(before: Raw, after: Raw): Raw | null {
  const from = before['xp'];
  const to = after['xp'];
  return finite(from) && finite(to) && to >= from ? { add: { xp: to - from } } : null;
}

/** Orcus's part of the schema 2 → 3 step. */
export const ORCUS_SCHEMA3: LegacySchema3 = {
  payloadFromSummary: () => null,
  reversePatch(kind, before, after, summary) {
    if (kind === 'xp') return xpAward(before, after);
    if (kind === 'level-up') return orcusLevelUp(before, after, summary);
    return null;
  },
  // Schema 2 did not keep what a level-up added to current recoveries.
  undoNote: (kind) => (kind === 'level-up' ? 'undoing that level-up will leave current recoveries as they are (the file did not keep what it added).' : null),
};

/** What Orcus keeps of its own records (its data version and migrations, its schema-2 part, its payload checks). */
export const ORCUS_RECORDS: SystemRecords = {
  dataVersion: ORCUS_DATA_VERSION,
  migrations: ORCUS_MIGRATIONS,
  schema3: ORCUS_SCHEMA3,
  checkPayload: checkOrcusPayload,
};
