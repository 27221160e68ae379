/**
 * What happens to a shared document with versions from different devices (CouchDB's conflict leaves): read every
 * version and the version they share, analyse (core/documents/sync-conflicts.ts), and write a merge on its own when
 * the versions changed different fields; a clash or an edit against a deletion is left for a person (the resolver)
 * and only reported. The merge, and a person's resolution, are written as one revision that closes the other
 * versions, with the history entry core builds for it.
 */
import type { CharacterDocument } from '../../../core/documents/character';
import type { CampaignDocument } from '../../../core/documents/campaign';
import { analyseConflict, keepEdited, resolveClash, type ConflictAnalysis, type LiveAnalysis, type Version } from '../../../core/documents/sync-conflicts';
import { recordMerge, recordResolution } from '../../../core/documents/sync-history';
import type { EditedBy, StoredVersion } from '../store/document-store';
import type { PouchDocumentStore } from './pouch-document-store';

type Doc = { readonly id: string; readonly name: string; readonly schemaVersion: number; readonly updatedAt: string };

/** A document's versions as the analysis reads them, with what a write needs to close them. */
export interface ConflictRead<D> {
  readonly analysis: ConflictAnalysis<D>;
  /** The winning revision (a resolution is written on top of it). */
  readonly winnerRev: string;
  /** Every other live leaf (removed by the resolution). */
  readonly losers: readonly string[];
}

/** The newest revision every leaf descends from, or null when none is known here. */
async function commonAncestor<D extends Doc>(store: PouchDocumentStore<D>, id: string, revs: readonly string[]): Promise<string | null> {
  const lines = await Promise.all(revs.map((rev) => store.ancestry(id, rev)));
  const [first, ...others] = lines;
  if (!first) return null;
  // Each line is newest first and starts with the leaf itself, which no other leaf descends from.
  return first.slice(1).find((rev) => others.every((line) => line.includes(rev))) ?? null;
}

function asVersion<D>(version: StoredVersion<D>): Version<D> {
  return {
    rev: version.rev,
    doc: version.doc,
    ...(version.deletedAt !== undefined ? { deletedAt: version.deletedAt } : {}),
    ...(version.editedBy ? { editedBy: version.editedBy } : {}),
  };
}

/** Reads a document's versions and analyses them; null when it has none to settle. */
export async function readConflict<D extends Doc>(store: PouchDocumentStore<D>, id: string, answered: ReadonlySet<string> = new Set()): Promise<ConflictRead<D> | null> {
  const leaves = await store.leaves(id);
  const deleted = (await store.deletedLeaves(id)).filter((rev) => !answered.has(rev));
  const [winner, ...others] = leaves;
  if (!winner || (others.length === 0 && deleted.length === 0)) return null;
  const ancestorRev = await commonAncestor(store, id, [...leaves.map((l) => l.rev), ...deleted]);
  const base = ancestorRev ? await store.revision(id, ancestorRev) : undefined;
  const versions: Version<D>[] = [...leaves.map(asVersion), ...deleted.map((rev): Version<D> => ({ rev, doc: null }))];
  const analysis = analyseConflict<D>({ base: base?.doc ?? null, versions, ...(base ? { baseDeletedAt: base.deletedAt ?? null } : {}) });
  return { analysis, winnerRev: winner.rev, losers: others.map((l) => l.rev) };
}

/** The author every device writes for a merge it makes on its own: the newest version's. */
function mergeAuthor<D>(versions: readonly Version<D>[]): EditedBy | undefined {
  const authors = versions.flatMap((v) => (v.editedBy ? [v.editedBy] : []));
  return authors.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.device < b.device ? -1 : 1))[0];
}

/** What settling found: merged on its own, or left for a person (a clash, an edit against a deletion). */
export type Settled<D> = { readonly kind: 'none' } | { readonly kind: 'merged'; readonly rev: string } | { readonly kind: 'ask'; readonly read: ConflictRead<D> };

/** Writes a live analysis that needs nobody (merged, or trash-vs-edit): a character gets its history entry. */
async function writeMerge<D extends Doc>(store: PouchDocumentStore<D>, id: string, read: ConflictRead<D>, live: LiveAnalysis<D>, record: (analysis: LiveAnalysis<D>) => D | null): Promise<string | null> {
  if (live.kind === 'clash') return null;
  const doc = record(live) ?? live.doc;
  const author = mergeAuthor(live.versions);
  return store.resolve(id, doc, read.winnerRev, read.losers, { deletedAt: live.deletedAt ?? null, ...(author ? { editedBy: author } : {}) });
}

/**
 * Settles one document: a merge needing nobody is written at once; anything else is returned for the resolver.
 * `record` adds the history entry (characters); campaigns keep no history of their own and pass none.
 */
export async function settle<D extends Doc>(store: PouchDocumentStore<D>, id: string, record: (analysis: LiveAnalysis<D>) => D | null, answered?: ReadonlySet<string>): Promise<Settled<D>> {
  const read = await readConflict(store, id, answered);
  if (!read) return { kind: 'none' };
  const { analysis } = read;
  if (analysis.kind === 'merged' || analysis.kind === 'trash-vs-edit') {
    const rev = await writeMerge(store, id, read, analysis, record);
    return rev ? { kind: 'merged', rev } : { kind: 'ask', read };
  }
  if (analysis.kind === 'deleted') {
    // Nobody edited it since: the deletion stands everywhere.
    for (const rev of [read.winnerRev, ...read.losers]) await store.remove(id, rev);
    return { kind: 'merged', rev: '' };
  }
  return { kind: 'ask', read };
}

/** The history entry of a merge, for a character. */
export function recordCharacterMerge(analysis: LiveAnalysis<CharacterDocument>): CharacterDocument | null {
  return analysis.kind === 'clash' ? null : recordMerge(analysis).doc;
}

/** Campaigns keep no history of their own: the merged campaign is written as it is. */
export function recordCampaignMerge(analysis: LiveAnalysis<CampaignDocument>): CampaignDocument | null {
  return analysis.kind === 'clash' ? null : analysis.doc;
}

/** A person's choice for a clash: which version's value each clashing field keeps. */
export async function writeResolution<D extends Doc>(
  store: PouchDocumentStore<D>,
  id: string,
  read: ConflictRead<D>,
  choices: Readonly<Record<string, number>>,
  record: (resolution: Extract<ReturnType<typeof resolveClash<D>>, { ok: true }>) => D,
  recordKept: (analysis: LiveAnalysis<D>) => D | null,
): Promise<{ ok: true; rev: string } | { ok: false; problem: string }> {
  if (read.analysis.kind === 'deleted') return { ok: false, problem: 'Nothing to resolve: it was deleted on every device.' };
  const live = read.analysis.kind === 'deleted-vs-edited' ? keepEdited(read.analysis) : read.analysis;
  if (live.kind !== 'clash') {
    // The edits kept over a deletion, merged: the history says what they were kept over.
    const rev = await writeMerge(store, id, read, live, recordKept);
    return rev ? { ok: true, rev } : { ok: false, problem: 'Nothing to resolve.' };
  }
  const resolution = resolveClash(live, choices);
  if (!resolution.ok) return { ok: false, problem: resolution.problem };
  const rev = await store.resolve(id, record(resolution), read.winnerRev, read.losers, { deletedAt: resolution.deletedAt ?? null });
  return { ok: true, rev };
}

/** The history entry of a person's resolution, for a character. */
export function recordCharacterResolution(at: string, by: EditedBy) {
  return (resolution: Extract<ReturnType<typeof resolveClash<CharacterDocument>>, { ok: true }>): CharacterDocument => recordResolution(resolution, { at, by }).doc;
}
