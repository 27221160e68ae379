/**
 * The history entry that records, on a character, versions written on different devices meeting again: a merge
 * made on its own, or a person's resolution of a clash (GUIDE practice 16: built here, in core, from the analysis of
 * sync-conflicts.ts; nothing outside core builds a history entry). The changes merged keep their own entries; this
 * one says where they came from and what was chosen.
 *
 * The sentence names every device by its name, never "this device": the entry is read on every device, and a merge
 * is written by each device that finds it, so its sentence, time and id must be the same wherever it is written (a
 * different one would be a new conflict). A resolution is one person's act, written once, with its own time.
 */
import type { CharacterDocument, HistoryEntry, NewHistoryEntry } from './character';
import { MAX_SUMMARY_LENGTH } from './content-limits';
import { appendHistory } from './history';
import { MAX_SYNC_ITEMS, MAX_SYNC_TEXT } from './history-checks';
import type { SyncVersionRecord } from './history';
import { byRevision, type MergedAnalysis, type PathStep, type Resolution, type TrashVsEditAnalysis, type Version, type VersionAuthor, type VersionChanges } from './sync-conflicts';

/** A caller's words for a path (a system's name for one of its fields), or undefined to keep pathLabel's. */
export type PathWords = (path: string) => string | undefined;

/** The character with its sync entry, and the entry (null when there was nothing to record). */
export interface SyncWritten<TData> {
  readonly doc: CharacterDocument<TData>;
  readonly entry: HistoryEntry<TData> | null;
}

/** One version as the sentence names it, with the fields it changed in words. */
export interface SentencePart {
  /** "GM laptop (gm)": its device and login, or its revision when the store did not know who wrote it. */
  readonly who: string;
  /** The device alone, for "kept GM laptop's notes". */
  readonly device: string;
  /** What it changed, in words (history entries left out: they are their own lines). */
  readonly changed: readonly string[];
}

/** Labels named in a sentence per version before "and N more". */
const LABELS_SHOWN = 6;

const cut = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const listed = (labels: readonly string[]): string =>
  labels.length <= LABELS_SHOWN ? labels.join(', ') : `${labels.slice(0, LABELS_SHOWN).join(', ')} and ${labels.length - LABELS_SHOWN} more`;

/** The versions' names: device and login, the time added where two would read the same. */
function names<D>(versions: readonly Version<D>[]): { who: string; device: string }[] {
  const base = versions.map((v) => (v.editedBy ? { who: `${v.editedBy.device} (${v.editedBy.user})`, device: v.editedBy.device } : { who: `revision ${v.rev.slice(0, 8)}`, device: `revision ${v.rev.slice(0, 8)}` }));
  return base.map((n, i) => {
    const twin = base.some((m, j) => j !== i && m.device === n.device);
    const when = versions[i]?.editedBy?.at;
    return twin && when ? { who: n.who.replace(/\)$/, `, ${when})`), device: `${n.device} at ${when}` } : n;
  });
}

/** Each version's part of the sentence, oldest revision first. */
function parts<D>(versions: readonly Version<D>[], changes: readonly VersionChanges[], words?: PathWords): SentencePart[] {
  const named = names(versions);
  return order(versions).map((i) => {
    const c = changes[i];
    const own = (c?.paths ?? []).flatMap((p, k) => (p === 'history' || p.startsWith('history[') ? [] : [words?.(p) ?? c?.labels[k] ?? p]));
    const changed = own.length === 0 && (c?.paths.length ?? 0) > 0 ? ['its history'] : own;
    return { who: named[i]?.who ?? '', device: named[i]?.device ?? '', changed };
  });
}

/** Indices of the versions, oldest revision first (the order every device writes them in). */
function order<D>(versions: readonly Version<D>[]): number[] {
  return versions.map((_, i) => i).sort((a, b) => byRevision(versions[a]?.rev ?? '', versions[b]?.rev ?? ''));
}

const whoList = (who: readonly string[]): string => (who.length <= 1 ? (who[0] ?? '') : `${who.slice(0, -1).join(', ')} and ${who.at(-1) ?? ''}`);

/**
 * The sentence of a merge: "Merged changes from Ana's phone (ana): data › hit points; and from GM laptop (gm):
 * data › xp", then what it kept over (a deletion) or where it stays (the trash).
 */
export function mergeSentence(from: readonly SentencePart[], notes: { readonly trashedBy?: readonly string[]; readonly deletedBy?: readonly string[] } = {}): string {
  const changed = from.filter((p) => p.changed.length > 0);
  const body = changed.map((p) => `${p.who}: ${listed(p.changed)}`).join('; and from ');
  // One version's changes kept (over a deletion, in the trash) are not a merge of two.
  let text = changed.length === 0 ? `Merged versions from ${whoList(from.map((p) => p.who))}` : `${changed.length === 1 ? 'Kept' : 'Merged'} changes from ${body}`;
  if (notes.deletedBy && notes.deletedBy.length > 0) text += `. Kept, although ${whoList(notes.deletedBy)} deleted it`;
  if (notes.trashedBy && notes.trashedBy.length > 0) text += `. It stays in the trash, where ${whoList(notes.trashedBy)} moved it, with these changes in it`;
  return cut(text, MAX_SUMMARY_LENGTH);
}

/**
 * The sentence of a resolution: "Resolved a clash between A (a) and B (b) on B (b): kept A’s notes; B’s hit points",
 * then where it stays (the trash) when it does.
 */
export function resolutionSentence(between: readonly SentencePart[], kept: readonly { readonly device: string; readonly labels: readonly string[] }[], by?: VersionAuthor, trashed = false): string {
  const on = by ? ` on ${by.device} (${by.user})` : '';
  const choices = kept.filter((k) => k.labels.length > 0).map((k) => `${k.device}’s ${listed(k.labels)}`);
  const where = trashed ? '. It stays in the trash' : '';
  return cut(`Resolved a clash between ${whoList(between.map((p) => p.who))}${on}: kept ${choices.join('; ')}${where}`, MAX_SUMMARY_LENGTH);
}

/** The payload's record of each version, oldest revision first, within the limits its check reads. */
function records<D>(versions: readonly Version<D>[], changes: readonly VersionChanges[]): SyncVersionRecord[] {
  return order(versions).map((i) => {
    const v = versions[i];
    const by = v?.editedBy;
    return {
      rev: cut(v?.rev ?? '', MAX_SYNC_TEXT),
      ...(by ? { user: cut(by.user, MAX_SYNC_TEXT), device: cut(by.device, MAX_SYNC_TEXT), at: cut(by.at, MAX_SYNC_TEXT) } : {}),
      fields: (changes[i]?.paths ?? []).slice(0, MAX_SYNC_ITEMS).map((p) => cut(p, MAX_SYNC_TEXT)),
    };
  });
}

const keptOverRevs = <D>(keptOver: readonly Version<D>[] | undefined) => (keptOver && keptOver.length > 0 ? { keptOver: keptOver.map((v) => v.rev) } : {});

/**
 * Appends the entry recording a merge to the merged character: only when something was merged (two versions or more
 * changed it, it stayed in the trash with edits, or edits were kept over a deletion); else the document comes back
 * as it is. Its time is the newest version's, so every device writes the same entry. `words` names fields.
 */
export function recordMerge<TData>(analysis: MergedAnalysis<CharacterDocument<TData>> | TrashVsEditAnalysis<CharacterDocument<TData>>, words?: PathWords): SyncWritten<TData> {
  const { versions, changes, keptOver } = analysis;
  const contributed = changes.filter((c) => c.paths.length > 0).length;
  const named = names(versions);
  const trashedBy = analysis.kind === 'trash-vs-edit' ? versions.flatMap((v, i) => (v.deletedAt !== undefined ? [named[i]?.who ?? v.rev] : [])) : [];
  const deletedBy = (keptOver ?? []).map((v) => (v.editedBy ? `${v.editedBy.device} (${v.editedBy.user})` : `revision ${v.rev.slice(0, 8)}`));
  if (contributed < 2 && trashedBy.length === 0 && deletedBy.length === 0) return { doc: analysis.doc, entry: null };
  const entry: NewHistoryEntry<TData> = {
    kind: 'sync',
    at: analysis.doc.updatedAt,
    summary: mergeSentence(parts(versions, changes, words), { trashedBy, deletedBy }),
    dice: [],
    // A merge changes nothing of its own: each change merged is named by its own entry.
    fields: [],
    payload: { action: 'merged', versions: records(versions, changes), ...keptOverRevs(keptOver) },
  };
  const doc = appendHistory(analysis.doc, analysis.doc.data, entry);
  return { doc, entry: doc.history.at(-1) ?? null };
}

/**
 * A clashing path as the history's `fields` name it (core/character/fields.ts): "hp.current" inside the system data
 * (two levels at most), ":name" in the envelope; null for the history itself, undefined when it cannot be named
 * (the whole data replaced), which then blocks every undo past the resolution.
 */
function fieldOf(steps: readonly PathStep[]): string | null | undefined {
  const [first, ...rest] = steps;
  if (!first || !('key' in first)) return undefined;
  if (first.key === 'history') return null;
  if (first.key !== 'data') return `:${first.key}`;
  const keys: string[] = [];
  for (const step of rest.slice(0, 2)) {
    if (!('key' in step)) break;
    keys.push(step.key);
  }
  return keys.length === 0 ? undefined : keys.join('.');
}

/**
 * Appends the entry recording a person's resolution of a clash to the resolved character, at `ctx.at`, by `ctx.by`
 * (the device and login that chose). It names the fields chosen, so an undo that would move one is refused.
 */
export function recordResolution<TData>(resolution: Resolution<CharacterDocument<TData>>, ctx: { readonly at: string; readonly by?: VersionAuthor }, words?: PathWords): SyncWritten<TData> {
  const { analysis, kept } = resolution;
  const sorted = order(analysis.versions);
  const named = names(analysis.versions);
  const grouped = sorted.map((i) => ({ device: named[i]?.device ?? '', labels: kept.filter((k) => k.from === i).map((k) => words?.(k.path) ?? k.label) }));
  const mapped = kept.map((k) => fieldOf(analysis.fields.find((f) => f.path === k.path)?.steps ?? []));
  const fields = mapped.includes(undefined) ? undefined : [...new Set(mapped.filter((f): f is string => typeof f === 'string'))].sort().slice(0, MAX_SYNC_ITEMS);
  const entry: NewHistoryEntry<TData> = {
    kind: 'sync',
    at: ctx.at,
    summary: resolutionSentence(parts(analysis.versions, analysis.changes, words), grouped, ctx.by, resolution.deletedAt !== undefined),
    dice: [],
    ...(fields ? { fields } : {}),
    payload: {
      action: 'resolved',
      versions: records(analysis.versions, analysis.changes),
      kept: kept.slice(0, MAX_SYNC_ITEMS).map((k) => ({ path: cut(k.path, MAX_SYNC_TEXT), from: sorted.indexOf(k.from) })),
      ...keptOverRevs(analysis.keptOver),
    },
  };
  const doc = appendHistory(resolution.doc, resolution.doc.data, entry);
  return { doc, entry: doc.history.at(-1) ?? null };
}
