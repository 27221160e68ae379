/**
 * Versions of one document made ready to merge (sync-conflicts.ts): in revision order, so the result never depends
 * on which version won on this device; against their common version, or a stand-in for it when it is no longer
 * kept; with history entries two versions added under one id renamed apart; and folded through mergeDocuments.
 */
import { deepEqual, mergeDocuments } from './merge';
import { compareRevisions } from './revision';
import { byId, idKey, idOfKey, isPlainObject, union } from './sync-paths';

/** A history entry given a new id because two versions added different entries under the same one. */
export interface HistoryRename {
  /** The version whose entry was renamed (the later by revision). */
  readonly rev: string;
  /** The id both versions used, and the one this version's entry now has. */
  readonly from: string;
  readonly to: string;
}

/** What preparing reads of a version: its revision and its document. */
export interface Revised {
  readonly rev: string;
  readonly doc: unknown;
}

/** Top-level keys every save rewrites: never a clash; the newest is kept. */
export const BOOKKEEPING = ['updatedAt'];
/** Top-level append-only logs: entries two versions added under one id are both kept (the later one renamed). */
const LOGS = ['history'];
/** Stands for a value the versions disagree on when their common version is unknown: equal to nothing. */
const UNKNOWN = Symbol('unknown');
/** The key marking an element of the unknown common version that only some versions have. */
const UNKNOWN_ELEMENT = '(unknown)';

/** Revisions in a deterministic order: as CouchDB ranks them, then as text (a malformed one). */
export const byRevision = (a: string, b: string): number => compareRevisions(a, b) || (a < b ? -1 : a > b ? 1 : 0);
/** The newest of some ISO times (or undefined). */
export const newest = (times: readonly unknown[]): string | undefined => times.filter((t): t is string => typeof t === 'string').sort().at(-1);

/**
 * A stand-in for an unknown common version: what every version agrees on, UNKNOWN where they differ (so each
 * difference is a clash), an element only some versions have marked unknown too, except in a log, where such an
 * entry counts as added (both kept: a history is only ever appended to, so nothing is lost by keeping it).
 */
function synthBase(values: readonly unknown[], top: boolean, log: boolean): unknown {
  const first = values[0];
  if (values.every((v) => deepEqual(v, first))) return first;
  if (values.every(isPlainObject)) {
    const keys = union(values.map((v) => Object.keys(v)));
    return Object.fromEntries(keys.map((k) => [k, synthBase(values.map((v) => v[k]), false, top && LOGS.includes(k))]));
  }
  const lists = values.map(byId);
  if (!lists.every((l) => l !== undefined)) return UNKNOWN;
  const keys = union(lists.map((l) => [...l.keys()]));
  // A log entry only some versions have was added by them; any other element only some have is unknown (a clash).
  return keys.flatMap((k) => {
    if (lists.every((l) => l.has(k))) return [synthBase(lists.map((l) => l.get(k)), false, false)];
    return log ? [] : [{ id: idOfKey(k), [UNKNOWN_ELEMENT]: UNKNOWN }];
  });
}

/** The versions ready to merge: sorted by revision, log entries that share an id renamed apart. */
export interface Prepared {
  /** The common version, or its stand-in (see synthBase). */
  readonly base: unknown;
  /** Indices into the live versions, oldest revision first. */
  readonly order: readonly number[];
  /** Each live version's document (renamed where needed), by its index. */
  readonly docs: readonly unknown[];
  /** Log entries renamed apart. */
  readonly renamed: readonly HistoryRename[];
}

/** Sorts the versions by revision, finds (or stands in for) their common version and separates colliding log entries. */
export function prepare(base: unknown, versions: readonly Revised[]): Prepared {
  const order = versions.map((_, i) => i).sort((a, b) => byRevision(versions[a]?.rev ?? '', versions[b]?.rev ?? ''));
  const docs: unknown[] = versions.map((v) => v.doc);
  const common = base !== null ? base : synthBase(order.map((i) => docs[i]), true, false);
  const root = isPlainObject(common) ? common : {};
  const renamed: HistoryRename[] = [];
  for (const log of LOGS) {
    const baseIds = byId(root[log] ?? []);
    if (baseIds) separateLog(log, baseIds, versions, order, docs, renamed);
  }
  return { base: common, order, docs, renamed };
}

/**
 * Gives a new id ("12:edit-2") to a log entry a version added under an id an earlier version (by revision) added a
 * different entry under, so both are kept; the same entry added by two versions (from a common intermediate) stays
 * one. Only string ids are renamed (a history's are). Changes `docs` in place (copies of the versions' documents).
 */
function separateLog(log: string, baseIds: ReadonlyMap<string, unknown>, versions: readonly Revised[], order: readonly number[], docs: unknown[], renamed: HistoryRename[]): void {
  const taken = new Set<string>(union(docs.map((d) => [...(byId(isPlainObject(d) ? d[log] : undefined)?.keys() ?? [])])));
  /** The entries added under each id so far, each with the id it keeps. */
  const claimed = new Map<string, { readonly entry: unknown; readonly id: string }[]>();
  for (const i of order) {
    const doc = docs[i];
    const list = isPlainObject(doc) ? doc[log] : undefined;
    const entries = byId(list);
    if (!isPlainObject(doc) || !Array.isArray(list) || !entries) continue;
    const renames = new Map<string, string>();
    for (const [k, entry] of entries) {
      if (baseIds.has(k) || !k.startsWith('s:')) continue;
      const id = k.slice(2);
      const variants = claimed.get(k) ?? [];
      let to = variants.find((c) => deepEqual(c.entry, entry))?.id;
      if (to === undefined) {
        to = id;
        for (let n = 2; variants.length > 0 && taken.has(`s:${to}`); n++) to = `${id}-${n}`;
        taken.add(`s:${to}`);
        claimed.set(k, [...variants, { entry, id: to }]);
      }
      if (to !== id) {
        renames.set(id, to);
        renamed.push({ rev: versions[i]?.rev ?? '', from: id, to });
      }
    }
    if (renames.size > 0) docs[i] = { ...doc, [log]: list.map((e) => (baseIds.has(idKey(e) ?? '') ? e : renamedEntry(e, renames))) };
  }
}

/** A log entry with its id, and the ids an undo entry names, renamed (they name entries of the same version). */
function renamedEntry(entry: unknown, renames: ReadonlyMap<string, string>): unknown {
  if (!isPlainObject(entry)) return entry;
  const rename = (id: unknown): unknown => (typeof id === 'string' ? (renames.get(id) ?? id) : id);
  const payload = entry['payload'];
  const refs = entry['kind'] === 'restore' && isPlainObject(payload)
    ? { payload: { ...payload, undid: rename(payload['undid']), ...(Array.isArray(payload['also']) ? { also: payload['also'].map(rename) } : {}) } }
    : {};
  return { ...entry, id: rename(entry['id']), ...refs };
}

/** Folds mergeDocuments over the versions, oldest revision first, and keeps the newest bookkeeping time. */
export function fold(prep: Prepared, docs: readonly unknown[] = prep.docs): { ok: true; doc: unknown } | { ok: false; conflicts: string[] } {
  let acc = docs[prep.order[0] ?? 0];
  for (const i of prep.order.slice(1)) {
    const merged = mergeDocuments<unknown>(prep.base, docs[i], acc);
    if (!merged.ok) return merged;
    acc = merged.doc;
  }
  if (!isPlainObject(acc)) return { ok: true, doc: acc };
  const stamped: Record<string, unknown> = { ...acc };
  for (const key of BOOKKEEPING) {
    const time = newest(docs.map((d) => (isPlainObject(d) ? d[key] : undefined)));
    if (time !== undefined) stamped[key] = time;
  }
  return { ok: true, doc: stamped };
}
