/**
 * Three-way merge of two edits of one document, for a save that was based on an older revision (another window
 * saved in between). Field by field: what only one side changed is taken from that side; what both changed to
 * different values is a conflict, and then nothing is merged, so the caller refuses the save visibly instead of
 * guessing. Pure; the state classes decide when a merge is safe to offer (the store only detects the stale save).
 */

/** A merged document, or the paths both sides changed differently (sorted; the merge is refused). */
export type MergeResult<T> = { readonly ok: true; readonly doc: T } | { readonly ok: false; readonly conflicts: string[] };

/** Options for mergeDocuments. */
export interface MergeOptions {
  /**
   * Top-level keys where a difference is never a conflict and mine is kept: bookkeeping every save rewrites.
   * Default `['updatedAt']` (both windows stamp their own time; the store stamps the save time anyway).
   */
  readonly mineWins?: readonly string[];
}

/** A key that is absent; kept apart from `undefined` values only in name: both mean "no such field". */
const ABSENT = undefined;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Structural equality of JSON-like values (object key order does not matter; absent equals undefined). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!deepEqual(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** An element's id when it is a plain object with a string or number `id`. */
function idOf(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  const id = value['id'];
  return typeof id === 'string' ? `s:${id}` : typeof id === 'number' && Number.isFinite(id) ? `n:${id}` : undefined;
}

/** The elements by id when every element of `list` has a distinct id, else undefined (the list is then a leaf). */
function byId(list: unknown): Map<string, unknown> | undefined {
  if (!Array.isArray(list)) return undefined;
  const map = new Map<string, unknown>();
  for (const item of list) {
    const id = idOf(item);
    if (id === undefined || map.has(id)) return undefined;
    map.set(id, item);
  }
  return map;
}

/** How a path names an element of an id-keyed list: `history[id=abc]`. */
function elementPath(path: string, key: string): string {
  return `${path}[id=${key.slice(2)}]`;
}

/**
 * Merges one node. Returns the merged value (ABSENT for a field to leave out) and pushes conflicting paths; the
 * merged value is meaningless once a conflict was pushed.
 */
function mergeNode(base: unknown, mine: unknown, theirs: unknown, path: string, conflicts: string[]): unknown {
  if (deepEqual(mine, base)) return theirs;
  if (deepEqual(theirs, base) || deepEqual(mine, theirs)) return mine;
  if (isPlainObject(base) && isPlainObject(mine) && isPlainObject(theirs)) {
    return mergeObject(base, mine, theirs, path, conflicts);
  }
  const baseIds = byId(base);
  const mineIds = byId(mine);
  const theirIds = byId(theirs);
  if (baseIds && mineIds && theirIds) return mergeList(baseIds, mineIds, theirIds, path, conflicts);
  conflicts.push(path === '' ? '(the whole document)' : path);
  return mine;
}

function mergeObject(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  path: string,
  conflicts: string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Theirs' key order first (it is the stored document), then keys only mine has.
  const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base)])];
  for (const key of keys) {
    const merged = mergeNode(base[key], mine[key], theirs[key], path === '' ? key : `${path}.${key}`, conflicts);
    if (merged !== ABSENT) out[key] = merged;
  }
  return out;
}

/**
 * Merges lists whose elements all carry distinct ids, element by element. Elements added by one side are kept,
 * removed by one side are dropped (a removal against a change is a conflict, by mergeNode's rule on ABSENT). Order:
 * if only one side reordered the elements both kept, that side's order wins; if both reordered differently, the
 * list's order is a conflict. Elements mine added go right after their predecessor in mine, after any that theirs
 * added there (theirs was stored first), so two appends to a history both land at the end.
 */
function mergeList(
  base: Map<string, unknown>,
  mine: Map<string, unknown>,
  theirs: Map<string, unknown>,
  path: string,
  conflicts: string[],
): unknown[] {
  const merged = new Map<string, unknown>();
  for (const id of new Set([...theirs.keys(), ...mine.keys(), ...base.keys()])) {
    const value = mergeNode(base.get(id), mine.get(id), theirs.get(id), elementPath(path, id), conflicts);
    if (value !== ABSENT) merged.set(id, value);
  }
  const common = (order: Iterable<string>): string[] => [...order].filter((id) => base.has(id) && mine.has(id) && theirs.has(id));
  const baseOrder = common(base.keys());
  const mineReordered = !deepEqual(common(mine.keys()), baseOrder);
  const theirsReordered = !deepEqual(common(theirs.keys()), baseOrder);
  if (mineReordered && theirsReordered && !deepEqual(common(mine.keys()), common(theirs.keys()))) {
    conflicts.push(`${path} (order)`);
  }
  // The side whose order is followed, and the other side, whose additions are inserted into it.
  const [leader, follower, followerIsMine] = mineReordered && !theirsReordered ? [mine, theirs, false] : [theirs, mine, true];
  const order = [...leader.keys()].filter((id) => merged.has(id));
  const addedByLeader = new Set([...leader.keys()].filter((id) => !base.has(id)));
  let previous: string | undefined;
  for (const id of follower.keys()) {
    if (!base.has(id) && !leader.has(id) && merged.has(id)) {
      let at = previous === undefined ? 0 : order.indexOf(previous) + 1;
      // Mine's additions go after the leader's additions at the same place; theirs' go before mine's.
      if (followerIsMine) while (at < order.length && addedByLeader.has(order[at] ?? '')) at++;
      order.splice(at, 0, id);
    }
    if (merged.has(id)) previous = id;
  }
  return order.map((id) => merged.get(id));
}

/**
 * Merges `mine` (an edit of `base`) with `theirs` (the stored document, another edit of `base`), field by field:
 * plain objects are merged key by key at every depth; arrays whose elements are all objects with distinct ids
 * are merged element by element (see mergeList); any other array, and every scalar, is one value. A field changed
 * only by mine is applied onto theirs; changed only by theirs, it stays; changed by both to the same value, that
 * value; changed by both to different values, a conflict at its path (e.g. `notes`, `data.hp`,
 * `history[id=h1].summary`), and the merge is refused. A field removed on one side and changed on the other is a
 * conflict too. `options.mineWins` keys never conflict. The inputs are not changed.
 */
export function mergeDocuments<T>(base: T, mine: T, theirs: T, options: MergeOptions = {}): MergeResult<T> {
  const conflicts: string[] = [];
  const mineWins = options.mineWins ?? ['updatedAt'];
  let merged: unknown;
  if (isPlainObject(base) && isPlainObject(mine) && isPlainObject(theirs) && mineWins.length > 0) {
    // The bookkeeping keys are taken from mine by merging as if theirs had left them as they were.
    const theirsAligned: Record<string, unknown> = { ...theirs };
    for (const key of mineWins) {
      if (key in base) theirsAligned[key] = base[key];
      else delete theirsAligned[key];
    }
    merged = mergeNode(base, mine, theirsAligned, '', conflicts);
  } else {
    merged = mergeNode(base, mine, theirs, '', conflicts);
  }
  if (conflicts.length > 0) return { ok: false, conflicts: [...new Set(conflicts)].sort() };
  // The merge only combines values taken from its inputs, which are T, so the result has T's shape.
  return { ok: true, doc: merged as T };
}
