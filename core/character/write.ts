/**
 * The one write path for a character. Every change — from the sheet, the creation flow, the combat tracker, the party
 * dashboard, a rest, an XP award, a level-up, a training, a dice outcome — is a command (`Command`, in core) whose pure
 * transition hands a {@link Change} to {@link write}, which applies it and appends exactly one history entry naming
 * the fields it changed (`fields`), its dice and what an undo needs. Nothing else builds a history entry: code
 * outside core only calls commands (see `execute`).
 *
 * A few changes come from progressions that already wrote their own typed entry through `appendHistory` (a level-up
 * keeps its reverse patch, an award its amount): they hand over the document as a {@link RecordedChange}, and the
 * write path checks that exactly one entry was added and stamps it with the fields that changed.
 */
import type { CharacterDocument, HistoryEntry, HistoryKind, NewHistoryEntry } from '../documents/character';
import { appendHistory, nextHistoryId, type HistoryPayloads, type ReversePatch } from '../documents/history';
import type { Portrait } from '../documents/portrait';
import type { CharacterCondition } from '../documents/character';
import { changedEnvelope, changedFields } from './fields';

/** Edits of one value this close together are one entry: the clicks of a fight, a purse counted out, a note typed. */
export const MERGE_WINDOW_MS = 5 * 60 * 1000;

/** A refusal in one sentence; nothing changed. `input` names the input at fault, for a form to point at. */
export interface Problem {
  readonly problem: string;
  readonly input?: string;
}

/** Envelope fields a change may set (everything but the data, the history and the bookkeeping). */
export interface EnvelopePatch {
  readonly name?: string;
  /** A portrait to set, or null to remove it. */
  readonly portrait?: Portrait | null;
  readonly overrides?: CharacterDocument['overrides'];
  readonly houseRules?: readonly string[];
  readonly conditions?: readonly CharacterCondition[];
  readonly status?: CharacterDocument['status'];
  readonly creationStep?: string;
}

/** Entries of one kind as a change describes them: its kind, sentence and typed payload (the id is given here). */
type EntryOf<K extends HistoryKind> = {
  readonly kind: K;
  /** The sentence people read ("Gold: 26 → 500"); code reads the payload. */
  readonly summary: string;
  readonly payload?: HistoryPayloads[K];
  readonly undo?: ReversePatch<unknown>;
};

/**
 * How a change reads in the history. With `merge`, a change less than {@link MERGE_WINDOW_MS} after the last entry
 * of the same key (and neither rolled dice) extends that entry instead of adding one: its `from` is kept, its sentence
 * is written again from that first value, and the entry goes away when the value is back where it started.
 */
export type EntrySpec = { readonly [K in HistoryKind]: EntryOf<K> }[HistoryKind] & {
  readonly merge?: {
    readonly key: string;
    /** The value before and after, when the change moved one number. */
    readonly from?: number;
    readonly to?: number;
    /** The sentence for a change from `from` (the first merged change's value) to this one's `to`. */
    readonly summary: (from: number | undefined) => string;
  };
};

/** A change a command hands to the write path. */
export interface Change<TData> {
  /** The system payload after the change (absent: unchanged). */
  readonly data?: TData;
  readonly envelope?: EnvelopePatch;
  readonly entry: EntrySpec;
  /** Sentences about what the change did or altered elsewhere, for the one who made it. */
  readonly notices?: readonly string[];
  /** Every die rolled, as readable breakdowns. */
  readonly dice?: readonly string[];
  /** What the one who made the change should see beside its words: a verdict, a table row as printed. */
  readonly shown?: Shown;
}

/** What a change shows besides its sentence and words (a play action's verdict, the injury table's row as printed). */
export interface Shown {
  /** The outcome's heading, also when nothing changed and so no entry carries it (a test that only tells). */
  readonly title?: string;
  readonly verdict?: { readonly text: string; readonly good: boolean | null };
  readonly printed?: readonly { readonly text: string; readonly source: string }[];
}

/** A change whose one entry a system's progression already appended with `appendHistory` (see the file comment). */
export interface RecordedChange<TData> {
  readonly recorded: CharacterDocument<TData>;
  readonly notices?: readonly string[];
}

/** What a command's transition returns. */
export type ChangeOrProblem<TData> = Change<TData> | RecordedChange<TData> | Problem;

/** A written change: the document after it and the entry it wrote (null when it changed nothing). */
export interface Written<TData> {
  readonly doc: CharacterDocument<TData>;
  readonly entry: HistoryEntry<TData> | null;
  readonly notices: readonly string[];
  readonly dice: readonly string[];
  readonly shown?: Shown;
}

export function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && typeof (value as { problem?: unknown }).problem === 'string';
}

/** The envelope with a patch applied (a null portrait removes it). */
function patched<TData>(doc: CharacterDocument<TData>, patch: EnvelopePatch | undefined, data: TData): CharacterDocument<TData> {
  if (!patch) return { ...doc, data };
  const { portrait, conditions, ...rest } = patch;
  const { portrait: oldPortrait, conditions: oldConditions, ...base } = doc;
  const nextPortrait = portrait === undefined ? oldPortrait : (portrait ?? undefined);
  const nextConditions = conditions === undefined ? oldConditions : conditions;
  return {
    ...base,
    ...rest,
    data,
    ...(nextPortrait ? { portrait: nextPortrait } : {}),
    ...(nextConditions && nextConditions.length > 0 ? { conditions: nextConditions } : {}),
  } as CharacterDocument<TData>;
}

/** The last entry, when a change of `key` at `at` extends it. */
function mergeTarget<TData>(doc: CharacterDocument<TData>, key: string, at: string, dice: readonly string[]): HistoryEntry<TData> | null {
  const last = doc.history.at(-1);
  if (!last || dice.length > 0 || last.dice.length > 0 || last.kind !== 'edit') return null;
  if (last.payload?.key !== key) return null;
  const gap = Date.parse(at) - Date.parse(last.at);
  return gap >= 0 && gap < MERGE_WINDOW_MS ? last : null;
}

/** A history id naming its key too ("12:edit:tracker:gold"), so two windows' edits of different values both merge. */
function entryId<TData>(doc: CharacterDocument<TData>, kind: HistoryKind, key: string | undefined): string {
  const base = key === undefined ? nextHistoryId(doc, kind) : `${nextHistoryId(doc, kind)}:${key}`;
  const taken = new Set(doc.history.map((h) => h.id));
  let id = base;
  for (let i = 2; taken.has(id); i++) id = `${base}-${i}`;
  return id;
}

function writeChange<TData>(doc: CharacterDocument<TData>, change: Change<TData>, at: string): Written<TData> {
  const dice = change.dice ?? [];
  const notices = change.notices ?? [];
  const shown = change.shown ? { shown: change.shown } : {};
  const after = patched(doc, change.envelope, change.data ?? doc.data);
  const fields = [...changedFields(doc.data, after.data), ...changedEnvelope(doc, after)];
  if (fields.length === 0) {
    // Nothing the history names changed (a roll that only tells, a value set to what it was): no entry; the dice and
    // words still reach the one who rolled. A draft's resume step is bookkeeping, not a change of the character: it
    // is kept without an entry; anything else that changed nothing leaves the document as it was.
    const moved = after.creationStep !== doc.creationStep;
    return { doc: moved ? { ...after, updatedAt: at } : doc, entry: null, notices, dice, ...shown };
  }
  const spec = change.entry;
  const merge = spec.merge;
  const target = merge ? mergeTarget(doc, merge.key, at, dice) : null;
  const history = target ? doc.history.slice(0, -1) : doc.history;
  const firstFrom = target?.kind === 'edit' ? (target.payload?.tracker?.from ?? merge?.from) : merge?.from;
  if (target && merge?.to !== undefined && firstFrom === merge.to) {
    // Back where it started: the merged entry goes, as if neither change had been made.
    return { doc: { ...after, updatedAt: at, history }, entry: null, notices, dice, ...shown };
  }
  const allFields = [...new Set([...(target?.fields ?? []), ...fields])].sort();
  const summary = merge ? merge.summary(firstFrom) : spec.summary;
  const payload = spec.kind === 'edit' && merge ? { ...spec.payload, key: merge.key, ...(spec.payload?.tracker && firstFrom !== undefined ? { tracker: { ...spec.payload.tracker, from: firstFrom } } : {}) } : spec.payload;
  const base = { ...after, history };
  const entry = {
    kind: spec.kind,
    at,
    summary,
    dice: [...dice],
    fields: allFields,
    ...(payload !== undefined ? { payload } : {}),
    ...(spec.undo !== undefined ? { undo: spec.undo } : {}),
  } as NewHistoryEntry<TData>;
  const id = target ? target.id : entryId(base, spec.kind, merge?.key);
  const written = appendHistory(base, after.data, entry, id);
  return { doc: written, entry: written.history.at(-1) ?? null, notices, dice, ...shown };
}

/** A progression's own document, its one new entry stamped with the fields it changed. */
function writeRecorded<TData>(doc: CharacterDocument<TData>, change: RecordedChange<TData>, at: string): Written<TData> {
  const next = change.recorded;
  if (next.history.length !== doc.history.length + 1) {
    throw new Error(`A change must add exactly one history entry; this one added ${next.history.length - doc.history.length}.`);
  }
  const last = next.history.at(-1) as HistoryEntry<TData>;
  const fields = [...changedFields(doc.data, next.data), ...changedEnvelope(doc, next)].sort();
  const entry = { ...last, fields } as HistoryEntry<TData>;
  return { doc: { ...next, updatedAt: at, history: [...next.history.slice(0, -1), entry] }, entry, notices: change.notices ?? [], dice: entry.dice };
}

/**
 * Applies a command's change to the document and writes its history entry: the one place a character changes. A
 * Problem passes through unchanged (nothing is written). `at` is the change's time, also the document's `updatedAt`.
 */
export function write<TData>(doc: CharacterDocument<TData>, change: ChangeOrProblem<TData>, at: string): Written<TData> | Problem {
  if (isProblem(change)) return change;
  if ('recorded' in change) return writeRecorded(doc, change, at);
  return writeChange(doc, change, at);
}
