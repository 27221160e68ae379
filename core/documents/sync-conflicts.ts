/**
 * Conflicts between versions of one document written on different devices (CouchDB's conflict leaves of a shared
 * campaign): which merge field by field from their common version, which clash and need a person's choice, and
 * which are a deletion against an edit (always a question). Pure and deterministic: every device that sees the same
 * leaves computes the same merged document, whichever leaf its replica made the winner, so two devices that merge
 * on their own write the same thing. The history entry recording a merge or a resolution is built apart, from this
 * analysis, in sync-history.ts.
 */
import { deepEqual } from './merge';
import { at, byId, idOfKey, isPlainObject, pathLabel, pathOf, setAt, union, type PathStep, type ValueAt } from './sync-paths';
import { BOOKKEEPING, byRevision, fold, newest, prepare, type HistoryRename } from './sync-prepare';

export { byRevision, pathLabel, type HistoryRename, type PathStep, type ValueAt };

/** Revisions of some versions in a deterministic order (byRevision). */
const sortedRevs = <D>(versions: readonly Version<D>[]): string[] => versions.map((v) => v.rev).sort(byRevision);

/** Who wrote a version of a shared document: the server login, the device's name, and the time (ISO). */
export interface VersionAuthor {
  /** The login, so a group tells its players apart. */
  readonly user: string;
  /** The device's name as its owner gave it ("Ana's phone"): one player may have several. */
  readonly device: string;
  /** When the version was written (ISO). */
  readonly at: string;
}

/** One version of a document taking part in a conflict. */
export interface Version<D> {
  /** Its revision ("N-hash"): also what orders the versions, so the result never depends on which one won. */
  readonly rev: string;
  /** The document; null when this version deleted it (a tombstone). */
  readonly doc: D | null;
  /** When this version moved the document to the trash (it stays readable there); absent while it is live. */
  readonly deletedAt?: string;
  /** Who wrote it, where and when, when the store knows: the resolver shows it beside each value. */
  readonly editedBy?: VersionAuthor;
}

/** What analyseConflict reads. */
export interface ConflictInput<D> {
  /** The versions' common ancestor, or null when it is no longer kept (compacted away): then nothing is assumed. */
  readonly base: D | null;
  /** The current (winning) version first, then the clashing ones. */
  readonly versions: readonly Version<D>[];
  /**
   * The common ancestor's trash flag, when known (null: it was live). With it, a restore from the trash on one device
   * is kept against an edit made in the trash on another; without it, a trashed version keeps the result in the trash.
   */
  readonly baseDeletedAt?: string | null;
}

/** A field the versions changed differently: the resolver asks which version's value to keep. */
export interface ClashField {
  /** The path as mergeDocuments names it (`data.hp`, `history[id=h1].summary`): the key of a choice. */
  readonly path: string;
  /** The path as steps, so a resolution finds the field without parsing the path. */
  readonly steps: readonly PathStep[];
  /** The path in words (`data › hit points`, a history element by its summary), system-neutral. */
  readonly label: string;
  /** The value in each version, by the analysis's `versions` index. */
  readonly values: readonly ValueAt[];
}

/** What one version changed since the common version, as paths (the bookkeeping `updatedAt` left out). */
export interface VersionChanges {
  /** The version's revision. */
  readonly rev: string;
  /** Its changed paths, sorted, as deep as objects and id-keyed lists go (`data.hp.current`, `history[id=2:xp]`). */
  readonly paths: readonly string[];
  /** The same paths in words (pathLabel), by the same index: for the history's sentence. */
  readonly labels: readonly string[];
}

/** What every analysis of live versions carries. */
interface LiveFields<D> {
  /** The input's common version and trash flag, kept so resolveClash merges exactly as the analysis did. */
  readonly base: D | null;
  readonly baseDeletedAt?: string | null;
  /** The live versions, as given: a choice names one by its index here. */
  readonly versions: readonly Version<D>[];
  /** What each version changed, by the same index. */
  readonly changes: readonly VersionChanges[];
  /** The trash flag the result keeps (see ConflictInput.baseDeletedAt); absent: live. */
  readonly deletedAt?: string;
  /** History entries renamed so both are kept (a campaign record naming the old id may need the new one). */
  readonly renamed: readonly HistoryRename[];
  /** Deleted versions the edits were kept over (set by keepEdited, for the history to say so). */
  readonly keptOver?: readonly Version<D>[];
}

/** Every version merged field by field: nothing to ask. */
export interface MergedAnalysis<D> extends LiveFields<D> {
  readonly kind: 'merged';
  /** The merged document: the same on every device that sees these versions. */
  readonly doc: D;
  /** The revisions merged, oldest first: the store closes all but the winner. */
  readonly mergedFrom: readonly string[];
  /** Every path some version changed, sorted. */
  readonly changedPaths: readonly string[];
}

/**
 * One version moved the document to the trash while another edited it: merged, kept in the trash with the edits in
 * it (the trash can be emptied or restored later, so nothing is lost; a separate kind so the notice can say so).
 */
export interface TrashVsEditAnalysis<D> extends Omit<MergedAnalysis<D>, 'kind' | 'deletedAt'> {
  readonly kind: 'trash-vs-edit';
  /** When it was moved to the trash (the newest such time). */
  readonly deletedAt: string;
  /** Revisions that trashed it, and those that edited it while it was live. */
  readonly trashedIn: readonly string[];
  readonly editedIn: readonly string[];
}

/** Versions changed the same fields differently: a person chooses, field by field (resolveClash). */
export interface ClashAnalysis<D> extends LiveFields<D> {
  readonly kind: 'clash';
  /** Only the fields that differ, sorted by path. */
  readonly fields: readonly ClashField[];
}

/** The analyses of live versions only. */
export type LiveAnalysis<D> = MergedAnalysis<D> | TrashVsEditAnalysis<D> | ClashAnalysis<D>;

/** A version deleted the document while another edited it: a question (keep the edits, or delete), never automatic. */
export interface DeletedVsEditedAnalysis<D> {
  readonly kind: 'deleted-vs-edited';
  /** Every version, as given. */
  readonly versions: readonly Version<D>[];
  /** Revisions that deleted it (sorted), for the question to say who and where. */
  readonly deletedIn: readonly string[];
  /** Live versions changed since the common version (every live one when it is unknown). */
  readonly editedIn: readonly string[];
  /** What keeping the edits gives: the live versions' own merge or clash. */
  readonly live: LiveAnalysis<D>;
}

/** Every version deleted it, or the live ones left it as it was: the deletion stands (nobody's edit is lost). */
export interface DeletedAnalysis<D> {
  readonly kind: 'deleted';
  /** Every version, as given. */
  readonly versions: readonly Version<D>[];
  /** Revisions that deleted it (sorted). */
  readonly deletedIn: readonly string[];
}

/** What analyseConflict finds. */
export type ConflictAnalysis<D> = LiveAnalysis<D> | DeletedVsEditedAnalysis<D> | DeletedAnalysis<D>;

/** Whether two or more versions reordered the elements they share with the base differently. */
function orderClash(base: ReadonlyMap<string, unknown>, lists: readonly ReadonlyMap<string, unknown>[]): boolean {
  for (let i = 0; i < lists.length; i++) {
    for (let j = i + 1; j < lists.length; j++) {
      const [a, b] = [lists[i], lists[j]];
      if (!a || !b) continue;
      const common = [...base.keys()].filter((k) => a.has(k) && b.has(k));
      const oa = [...a.keys()].filter((k) => common.includes(k));
      const ob = [...b.keys()].filter((k) => common.includes(k));
      if (!deepEqual(oa, common) && !deepEqual(ob, common) && !deepEqual(oa, ob)) return true;
    }
  }
  return false;
}

/** Walks every version against the base at once, collecting the paths changed differently (and every path visited). */
function walk(base: unknown, values: readonly unknown[], steps: readonly PathStep[], clashes: PathStep[][], seen: Map<string, readonly PathStep[]>): void {
  const changed = values.filter((v) => !deepEqual(v, base));
  if (changed.length === 0) return;
  seen.set(pathOf(steps), steps);
  if (changed.every((v) => deepEqual(v, changed[0]))) return;
  if (isPlainObject(base) && values.every(isPlainObject)) {
    for (const key of union([Object.keys(base), ...values.map((v) => Object.keys(v))])) {
      if (steps.length === 0 && BOOKKEEPING.includes(key)) continue;
      walk(base[key], values.map((v) => v[key]), [...steps, { key }], clashes, seen);
    }
    return;
  }
  const baseList = byId(base);
  const lists = values.map(byId);
  if (baseList && lists.every((l) => l !== undefined)) {
    if (orderClash(baseList, lists)) clashes.push([...steps]);
    else for (const k of union([[...baseList.keys()], ...lists.map((l) => [...l.keys()])])) walk(baseList.get(k), lists.map((l) => l.get(k)), [...steps, { id: idOfKey(k) }], clashes, seen);
    return;
  }
  clashes.push([...steps]);
}

/** The paths `doc` changed since `base`, at the depth where objects and id-keyed lists stop. */
function diffPaths(base: unknown, doc: unknown, steps: readonly PathStep[], out: (readonly PathStep[])[]): void {
  if (deepEqual(base, doc)) return;
  if (isPlainObject(base) && isPlainObject(doc)) {
    for (const key of union([Object.keys(base), Object.keys(doc)])) if (steps.length > 0 || !BOOKKEEPING.includes(key)) diffPaths(base[key], doc[key], [...steps, { key }], out);
    return;
  }
  const [a, b] = [byId(base), byId(doc)];
  if (a && b) for (const k of union([[...a.keys()], [...b.keys()]])) diffPaths(a.get(k), b.get(k), [...steps, { id: idOfKey(k) }], out);
  else out.push(steps);
}

/** The trash flag the result keeps (see ConflictInput.baseDeletedAt). */
function trashFlag<D>(versions: readonly Version<D>[], baseDeletedAt: string | null | undefined): string | undefined {
  const moved = baseDeletedAt === undefined ? versions : versions.filter((v) => (v.deletedAt !== undefined) !== (baseDeletedAt !== null));
  if (moved.length === 0) return baseDeletedAt === null || baseDeletedAt === undefined ? undefined : (newest(versions.map((v) => v.deletedAt)) ?? baseDeletedAt);
  return newest(moved.map((v) => v.deletedAt));
}

function analyseLive<D>(base: D | null, versions: readonly Version<D>[], baseDeletedAt: string | null | undefined): LiveAnalysis<D> {
  const prep = prepare(base, versions);
  const clashes: PathStep[][] = [];
  const seen = new Map<string, readonly PathStep[]>();
  walk(prep.base, prep.order.map((i) => prep.docs[i]), [], clashes, seen);
  const changes = versions.map((v, i) => {
    const found: (readonly PathStep[])[] = [];
    diffPaths(prep.base, prep.docs[i], [], found);
    const sorted = found.map((steps) => ({ path: pathOf(steps), label: pathLabel(steps, [prep.docs[i], prep.base]) })).sort((a, b) => (a.path < b.path ? -1 : 1));
    return { rev: v.rev, paths: sorted.map((c) => c.path), labels: sorted.map((c) => c.label) };
  });
  const deletedAt = trashFlag(versions, baseDeletedAt);
  const common = { base, ...(baseDeletedAt !== undefined ? { baseDeletedAt } : {}), versions, changes, renamed: prep.renamed, ...(deletedAt !== undefined ? { deletedAt } : {}) };
  const merged = clashes.length === 0 ? fold(prep) : null;
  if (merged && !merged.ok) {
    // The fold met a clash the walk did not name (an order two reorderings make): name it where the walk went.
    for (const c of merged.conflicts) clashes.push([...(seen.get(c.replace(/ \(order\)$/, '')) ?? [])]);
  }
  if (!merged || !merged.ok) {
    const fields = [...new Map(clashes.map((s) => [pathOf(s), s])).values()].map((steps) => ({
      path: pathOf(steps),
      steps,
      label: pathLabel(steps, [prep.base, ...prep.docs]),
      values: prep.docs.map((d): ValueAt => {
        const value = at(d, steps);
        return value === undefined ? { present: false } : { present: true, value };
      }),
    }));
    return { kind: 'clash', ...common, fields: fields.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) };
  }
  // The fold only combines values of the versions, which are D, so the result has D's shape.
  const doc = merged.doc as D;
  const mergedFrom = sortedRevs(versions);
  const changedPaths = union(changes.map((c) => [...c.paths])).sort();
  const editedIn = versions.filter((v, i) => v.deletedAt === undefined && (changes[i]?.paths.length ?? 0) > 0).map((v) => v.rev);
  if (deletedAt !== undefined && editedIn.length > 0) {
    const trashedIn = versions.filter((v) => v.deletedAt !== undefined).map((v) => v.rev);
    return { kind: 'trash-vs-edit', ...common, deletedAt, doc, mergedFrom, changedPaths, trashedIn, editedIn };
  }
  return { kind: 'merged', ...common, doc, mergedFrom, changedPaths };
}

/** Whether `doc` differs from `base` in more than its bookkeeping. */
function editedSince(base: unknown, doc: unknown): boolean {
  const strip = (v: unknown): unknown => (isPlainObject(v) ? Object.fromEntries(Object.entries(v).filter(([k]) => !BOOKKEEPING.includes(k))) : v);
  return !deepEqual(strip(base), strip(doc));
}

/**
 * Analyses the versions of one document: merged (every version's changes combine field by field from the common
 * version; the newest `updatedAt` is kept), trash-vs-edit (merged, and kept in the trash), a clash (the fields
 * changed differently, each with every version's value), deleted-vs-edited (a question, never decided here), or
 * deleted (nobody edited it since). Deterministic: the input's order (which version won) does not change the result.
 */
export function analyseConflict<D>(input: ConflictInput<D>): ConflictAnalysis<D> {
  const { base, versions, baseDeletedAt } = input;
  const live = versions.filter((v) => v.doc !== null);
  const deletedIn = sortedRevs(versions.filter((v) => v.doc === null));
  if (live.length === 0) return { kind: 'deleted', versions, deletedIn };
  if (deletedIn.length === 0) return analyseLive(base, versions, baseDeletedAt);
  const editedIn = sortedRevs(live.filter((v) => base === null || editedSince(base, v.doc)));
  if (editedIn.length === 0) return { kind: 'deleted', versions, deletedIn };
  return { kind: 'deleted-vs-edited', versions, deletedIn, editedIn, live: analyseLive(base, live, baseDeletedAt) };
}

/** The answer "keep the edits" to an edit against a delete: the live versions' analysis, noting what it overrides. */
export function keepEdited<D>(analysis: DeletedVsEditedAnalysis<D>): LiveAnalysis<D> {
  return { ...analysis.live, keptOver: analysis.versions.filter((v) => v.doc === null) };
}

/** A resolved clash: the document to write, with what was kept from where. */
export interface Resolution<D> {
  readonly ok: true;
  /** The document to write as the one answer (store.resolve closes every other version). */
  readonly doc: D;
  /** The trash flag to write with it (absent: live). */
  readonly deletedAt?: string;
  /** Each clashing field and the index (in `analysis.versions`) of the version it was taken from. */
  readonly kept: readonly { readonly path: string; readonly label: string; readonly from: number }[];
  /** The clash it answers, for the history entry (recordResolution) to name the versions. */
  readonly analysis: ClashAnalysis<D>;
}

/** Why a resolution cannot be made yet: fields without a choice, choices naming no version, or (a bug) a fold refused. */
export interface ResolutionProblem {
  readonly ok: false;
  /** One sentence for the resolver to show. */
  readonly problem: string;
  /** Clashing paths with no choice. */
  readonly missing: readonly string[];
  /** Paths whose choice is not a version of the analysis, or that do not clash. */
  readonly invalid: readonly string[];
}

/**
 * The document a person's choices make: every field that did not clash merged as analyseConflict merges it, and
 * each clashing field taken from the version chosen for its path (`choices[path]` is an index into
 * `analysis.versions`). Every clashing path needs a choice; otherwise a ResolutionProblem says which.
 */
export function resolveClash<D>(analysis: ClashAnalysis<D>, choices: Readonly<Record<string, number>>): Resolution<D> | ResolutionProblem {
  const missing = analysis.fields.filter((f) => !Object.hasOwn(choices, f.path)).map((f) => f.path);
  const paths = new Set(analysis.fields.map((f) => f.path));
  const invalid = Object.entries(choices).filter(([p, i]) => !paths.has(p) || !Number.isInteger(i) || i < 0 || i >= analysis.versions.length).map(([p]) => p);
  if (missing.length > 0 || invalid.length > 0) {
    const problem = missing.length > 0 ? `Choose which version to keep for ${missing.length === 1 ? 'one field' : `${missing.length} fields`}.` : 'A choice names a field or a version that is not part of this clash.';
    return { ok: false, problem, missing, invalid: invalid.sort() };
  }
  const prep = prepare(analysis.base, analysis.versions);
  const chosen = (f: ClashField): ValueAt => f.values[choices[f.path] ?? 0] ?? { present: false };
  // A list element kept against its removal is put back after the merge, after its neighbour in the version chosen:
  // put back into each version first, it could make their different orders of the list clash.
  const late = new Set(analysis.fields.filter((f) => 'id' in (f.steps.at(-1) ?? {}) && chosen(f).present && f.values.some((x) => !x.present)));
  const aligned = prep.docs.map((doc) => analysis.fields.reduce((d, f) => setAt(d, f.steps, late.has(f) ? { present: false } : chosen(f), undefined), doc));
  const merged = fold(prep, aligned);
  if (!merged.ok) return { ok: false, problem: 'These fields still clash after the choices; open the clash again.', missing: [], invalid: merged.conflicts };
  const doc = [...late].reduce((d, f) => setAt(d, f.steps, chosen(f), prep.docs[choices[f.path] ?? 0]), merged.doc);
  const kept = analysis.fields.map((f) => ({ path: f.path, label: f.label, from: choices[f.path] ?? 0 }));
  // As in analyseLive: the fold combines the versions' own values, so the result has D's shape.
  return { ok: true, doc: doc as D, ...(analysis.deletedAt !== undefined ? { deletedAt: analysis.deletedAt } : {}), kept, analysis };
}
