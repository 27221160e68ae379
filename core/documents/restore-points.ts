/**
 * Restore points: whole copies of a character taken at moments worth going back to (a creation save, a level-up,
 * every few minutes while editing, just before a restore). Copies are cheap to take but pile up, so old ones are
 * thinned by a fixed rule (thinRestorePoints) that keeps fine detail for the recent past and coarse detail after.
 * Pure: the store (renderer/lib/store/restore-points-repo.ts) decides when to call these.
 */
import type { CharacterDocument } from './character';
import type { CharacterId } from './ids';
import { DocumentError } from './errors';
import { MAX_ID_LENGTH, checkCharacter, isIsoDate, isRecord, type CheckContext, type Checked } from './document-checks';

/** Why a restore point was taken; shown in the history view and used by the thinning rule. */
/** Why a point was taken. 'sharing': just before the character moved into a campaign shared through a server. */
export type RestorePointReason = 'creation' | 'level-up' | 'periodic' | 'before-restore' | 'import' | 'training' | 'sharing';

/** Every reason, in the order the history view may offer them as filters. */
export const RESTORE_POINT_REASONS: readonly RestorePointReason[] = [
  'creation',
  'level-up',
  'training',
  'periodic',
  'import',
  'before-restore',
  'sharing',
];

/**
 * Reasons whose points are never thinned: a level-up is a milestone the player will look for, a 'before-restore'
 * point is the only way to undo a restore, and a 'sharing' point is the character as it was before the table shared it.
 */
export const PROTECTED_REASONS: ReadonlySet<RestorePointReason> = new Set(['level-up', 'before-restore', 'sharing']);

/** One stored restore point (a store row and a backup entry have exactly these fields). */
export interface RestorePoint {
  /** Unique id of the point itself (not the character's). */
  readonly id: string;
  /** The character this is a copy of; equals `doc.id`. */
  readonly characterId: CharacterId;
  /** ISO time the point was taken; orders a character's points (strictly increasing per character in the store). */
  readonly at: string;
  /** Why it was taken; see RestorePointReason and PROTECTED_REASONS. */
  readonly reason: RestorePointReason;
  /** One line for the history view, e.g. "Level 3 → 4" or "Before restoring “Level 2”". */
  readonly label: string;
  /** The whole character as it was (envelope only; possibly an older schema, upgraded when restored). */
  readonly doc: CharacterDocument;
}

const POINT_KEYS = new Set(['id', 'characterId', 'at', 'reason', 'label', 'doc']);

/** A restore point without its document, for lists (the history view needs the document only to restore). */
export type RestorePointSummary = Omit<RestorePoint, 'doc'>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/**
 * Week buckets start on Monday 00:00 UTC: 1970-01-01 (epoch 0) was a Thursday, so Monday is 4 days later. The
 * offset is whole days, so every day bucket still lies inside one week bucket (the rule relies on that nesting).
 */
const WEEK_OFFSET = 4 * DAY;

/** How often a periodic point is taken while a character is being edited. */
export const PERIODIC_INTERVAL_MS = 5 * MINUTE;
/** Points younger than this are all kept. */
export const KEEP_ALL_MS = HOUR;
/** Up to this age, one point per hour is kept. */
export const HOURLY_UNTIL_MS = DAY;
/** Up to this age, one point per day is kept; older ones, one per week. */
export const DAILY_UNTIL_MS = 30 * DAY;

/** The bucket size for a point of this age, or undefined when every point of that age is kept. */
function bucketSize(ageMs: number): number | undefined {
  if (ageMs < KEEP_ALL_MS) return undefined;
  if (ageMs < HOURLY_UNTIL_MS) return HOUR;
  if (ageMs < DAILY_UNTIL_MS) return DAY;
  return WEEK;
}

/** The calendar bucket (UTC hour, day or Monday-based week) a time falls in, as a number unique per size. */
function bucketOf(timeMs: number, size: number): number {
  return size === WEEK ? Math.floor((timeMs - WEEK_OFFSET) / WEEK) : Math.floor(timeMs / size);
}

/** Newest first: by time, then by id so that points taken in the same millisecond still have one fixed order. */
function newestFirst(a: { time: number; point: RestorePoint }, b: { time: number; point: RestorePoint }): number {
  if (a.time !== b.time) return b.time - a.time;
  return a.point.id < b.point.id ? 1 : a.point.id > b.point.id ? -1 : 0;
}

/** newestFirst, with points whose time cannot be read after all the others. */
function undatedLast(a: { time: number; point: RestorePoint }, b: { time: number; point: RestorePoint }): number {
  const aUndated = Number.isNaN(a.time);
  const bUndated = Number.isNaN(b.time);
  if (aUndated || bUndated) return aUndated === bUndated ? 0 : aUndated ? 1 : -1;
  return newestFirst(a, b);
}

/**
 * Which restore points to KEEP (the rest may be deleted). The rule, applied to each character's points separately:
 *
 * 1. Always kept: the character's newest point, every 'level-up' and 'before-restore' point, every point of the
 *    last hour (age < 1 h, including points dated in the future by a clock change), and every point whose time
 *    cannot be read (nothing is deleted on a guess).
 * 2. Any other point is kept only if it is the newest of ALL the character's points in its calendar bucket, where
 *    the bucket depends on the point's age: the UTC hour for ages 1 h to 24 h, the UTC day for 24 h to 30 days,
 *    and the week (Monday 00:00 UTC onwards) beyond 30 days.
 *
 * So apart from the always-kept points there is at most one point per hour for the last day, one per day for the
 * last 30 days and one per week before that. Buckets are fixed calendar spans rather than spans counted back from
 * `now`, and hours nest in days and days in weeks, so the newest point of any bucket is always kept: a point that
 * stands for its hour also stands for its day when it ages, and thinning twice keeps exactly what thinning once
 * kept (idempotent). Likewise thinning at every save and thinning once later keep the same points. Adding a new
 * point never drops an older one; only the passage of time does. Returns the kept points newest first; the input
 * is not changed.
 */
export function thinRestorePoints(points: readonly RestorePoint[], now: string): RestorePoint[] {
  const nowMs = Date.parse(now);
  const byCharacter = new Map<string, { time: number; point: RestorePoint }[]>();
  for (const point of points) {
    const list = byCharacter.get(point.characterId) ?? [];
    list.push({ time: Date.parse(point.at), point });
    byCharacter.set(point.characterId, list);
  }
  const kept: { time: number; point: RestorePoint }[] = [];
  for (const list of byCharacter.values()) {
    // NaN cannot be ordered, so points with unreadable times are set aside (and kept) before sorting the rest.
    const dated = list.filter((p) => !Number.isNaN(p.time)).sort(newestFirst);
    kept.push(...list.filter((p) => Number.isNaN(p.time)));
    // The newest point of each bucket, for each bucket size; filled newest first, so the first seen wins.
    const newestIn = new Map<string, RestorePoint>();
    for (const p of dated) {
      for (const size of [HOUR, DAY, WEEK]) {
        const key = `${size}:${bucketOf(p.time, size)}`;
        if (!newestIn.has(key)) newestIn.set(key, p.point);
      }
    }
    dated.forEach((p, index) => {
      const size = bucketSize(nowMs - p.time);
      const keep =
        // The newest point is also the newest of its buckets, so rule 2 keeps it too; named for the reader.
        index === 0 ||
        PROTECTED_REASONS.has(p.point.reason) ||
        size === undefined ||
        // A `now` that cannot be read gives NaN ages; keeping everything is the safe answer.
        Number.isNaN(nowMs) ||
        newestIn.get(`${size}:${bucketOf(p.time, size)}`) === p.point;
      if (keep) kept.push(p);
    });
  }
  return kept.sort(undatedLast).map((p) => p.point);
}

/**
 * Whether a periodic restore point is due while editing: when none was taken yet (`lastAt` undefined), when the
 * last one is PERIODIC_INTERVAL_MS or more ago, or when either time cannot be read or the last one lies in the
 * future (the clock was changed; waiting for it to catch up could mean no points for hours).
 */
export function shouldTakePeriodic(lastAt: string | undefined, now: string): boolean {
  if (lastAt === undefined) return true;
  const last = Date.parse(lastAt);
  const current = Date.parse(now);
  if (Number.isNaN(last) || Number.isNaN(current)) return true;
  const elapsed = current - last;
  return elapsed < 0 || elapsed >= PERIODIC_INTERVAL_MS;
}

/**
 * Checks one restore point from an untrusted source (a backup): its document gets exactly the checks a character
 * gets (checkCharacter, migrations included) and an unusable document throws a DocumentError, so the caller can
 * refuse the whole backup. The point's own fields are repaired when they can be, one note each: a missing id gets
 * a fresh one, a missing character id is taken from the document (and the document follows the point's character
 * id), an unreadable time becomes the document's last-changed time, an unknown reason becomes 'periodic' and a
 * label that is not text becomes empty.
 */
export function checkRestorePoint(raw: unknown, ctx: CheckContext): Checked<RestorePoint> {
  if (!isRecord(raw)) throw new DocumentError('invalid', 'The restore point is not readable (not a JSON object).');
  if (!('doc' in raw)) throw new DocumentError('invalid', 'The restore point holds no character.', 'doc');
  const checked = checkCharacter(raw['doc'], ctx);
  const notes = [...checked.notes];
  let doc = checked.doc;
  const usable = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= MAX_ID_LENGTH;
  let id = raw['id'];
  if (!usable(id)) {
    notes.push('The restore point had no usable id, so it was given a new one.');
    id = ctx.newId();
  }
  let characterId = raw['characterId'];
  if (!usable(characterId)) {
    notes.push("The restore point did not say whose it was; the character's own id was used.");
    characterId = doc.id;
  } else if (characterId !== doc.id) {
    notes.push("The character inside the restore point had a different id from the point's; the point's id was used.");
    doc = { ...doc, id: characterId as CharacterId };
  }
  let at = raw['at'];
  if (!isIsoDate(at)) {
    notes.push("The restore point had no readable time; the character's last-changed time was used.");
    at = doc.updatedAt;
  }
  // One form for every time (UTC, milliseconds), because the store orders a character's points by the text.
  at = new Date(at as string).toISOString();
  let reason = raw['reason'];
  if (!RESTORE_POINT_REASONS.includes(reason as RestorePointReason)) {
    notes.push('The restore point was of an unknown kind and is now treated as a periodic one.');
    reason = 'periodic';
  }
  let label = raw['label'];
  if (typeof label !== 'string') {
    notes.push('The restore point had no readable label; it was left blank.');
    label = '';
  }
  const unknown = Object.keys(raw).filter((key) => !POINT_KEYS.has(key));
  if (unknown.length > 0) notes.push(`Unknown fields of the restore point were ignored (${unknown.length}).`);
  return {
    doc: {
      id: id as string,
      characterId: characterId as CharacterId,
      at: at as string,
      reason: reason as RestorePointReason,
      label: label as string,
      doc,
    },
    notes,
  };
}
