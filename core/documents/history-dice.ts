/**
 * History entries for changes made outside a level-up: dice rolled (creation steps, play at the table) and values
 * edited in play (hit points, gold), so no roll and no edit goes unrecorded.
 */
import type { CharacterDocument } from './character';
import { nextHistoryId } from './history';
import { formatNumber } from '../text/format';

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of the system data that differ between two payloads (what an edit entry names): a top-level key, or
 * one level deeper inside an object ("money.gp", "hitPoints.current"), so an edit of the hit points now does not
 * look like an edit of the hit-point rolls a level-up's undo would put back.
 */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = isPlainRecord(before) ? before : {};
  const b = isPlainRecord(after) ? after : {};
  const fields: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[key];
    const y = b[key];
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    if (isPlainRecord(x) && isPlainRecord(y)) {
      for (const inner of new Set([...Object.keys(x), ...Object.keys(y)])) {
        if (JSON.stringify(x[inner]) !== JSON.stringify(y[inner])) fields.push(`${key}.${inner}`);
      }
    } else fields.push(key);
  }
  return fields.sort();
}

/**
 * `after` with an entry recording the dice rolled to get there from `before`, naming the fields it changed (so an
 * earlier level-up's undo is blocked only when it would lose this change). No dice, no entry.
 */
export function withDiceEntry<T extends CharacterDocument>(before: T, after: T, dice: readonly string[], summary: string, now: string): T {
  if (dice.length === 0) return after;
  const entry = { id: nextHistoryId(after, 'edit'), at: now, kind: 'edit' as const, summary, dice: [...dice], payload: { fields: changedFields(before.data, after.data) } };
  return { ...after, history: [...after.history, entry] };
}

/** Edits of one tracker this close together are one entry: the clicks of a fight, a purse counted out. */
export const TRACKER_EDIT_WINDOW_MS = 5 * 60 * 1000;

/** A value edited in play: the system's tracker, its label and its value before and after. */
export interface TrackerEdit {
  readonly id: string;
  readonly label: string;
  readonly from: number;
  readonly to: number;
  /** A box that is checked (1) or not (0): worded so, not as numbers. */
  readonly flag?: boolean;
}

function trackerValue(edit: TrackerEdit, value: number): string {
  return edit.flag ? (value ? 'checked' : 'unchecked') : formatNumber(value);
}

/**
 * An id naming the tracker too ("12:edit:gold"), so two windows editing different values at once append entries
 * that merge (both kept) instead of clashing on one "12:edit".
 */
function trackerEntryId(doc: CharacterDocument, trackerId: string): string {
  const taken = new Set(doc.history.map((h) => h.id));
  const base = `${nextHistoryId(doc, 'edit')}:${trackerId}`;
  let id = base;
  for (let i = 2; taken.has(id); i++) id = `${base}-${i}`;
  return id;
}

/**
 * `after` with an entry recording a value edited in play ("Gold: 26 → 500"), naming the fields it changed. When the
 * last entry is an edit of the same tracker, without dice, less than TRACKER_EDIT_WINDOW_MS before, it is replaced
 * by one entry from that edit's starting value (and dropped when the value is back where it started). Dice rolled
 * for the edit are kept with it and always start a new entry.
 */
export function withTrackerEntry<T extends CharacterDocument>(before: T, after: T, edit: TrackerEdit, dice: readonly string[], now: string): T {
  const last = before.history.at(-1);
  const joins =
    dice.length === 0 &&
    last?.kind === 'edit' &&
    last.dice.length === 0 &&
    last.payload?.tracker?.id === edit.id &&
    Date.parse(now) - Date.parse(last.at) < TRACKER_EDIT_WINDOW_MS;
  const history = joins ? after.history.slice(0, -1) : after.history;
  const from = joins && last.payload?.tracker ? last.payload.tracker.from : edit.from;
  if (from === edit.to && dice.length === 0) return { ...after, history };
  const fields = [...new Set([...(joins ? (last.payload?.fields ?? []) : []), ...changedFields(before.data, after.data)])].sort();
  const entry = {
    id: joins && last ? last.id : trackerEntryId({ ...after, history }, edit.id),
    at: now,
    kind: 'edit' as const,
    summary: `${edit.label}: ${trackerValue(edit, from)} → ${trackerValue(edit, edit.to)}`,
    dice: [...dice],
    payload: { fields, tracker: { id: edit.id, from, to: edit.to } },
  };
  return { ...after, history: [...history, entry] };
}
