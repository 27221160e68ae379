import Dexie, { liveQuery, type Observable } from 'dexie';
import { Homes, type SharedHome } from './homes';
import type { CharacterDocument } from '../../../core/documents/character';
import type { RestorePoint, RestorePointReason, RestorePointSummary } from '../../../core/documents/restore-points';
import { PROTECTED_REASONS, thinRestorePoints } from '../../../core/documents/restore-points';
import { characterEnvelope } from '../../../core/documents/import';
import { nowIso } from '../../../core/documents/file-names';
import { newId } from '../../../core/documents/ids';
import type { SheetsmithDb } from './db';
import { characterRow, currentCharacter, prepareToRead, storedRevision } from './rows';

/**
 * Two points of one character taken less than this apart on the clock get times 1 ms apart instead, so a
 * character's points always have distinct, increasing times (the history view and "the newest point" depend on
 * that order). A bigger gap means the clock was set back; then the real time is used rather than inventing times.
 */
const SAME_MOMENT_MS = 1000;

/** The time for a new point after `newestAt`: now, or 1 ms after the newest point when now is not later than it. */
function nextTime(newestAt: string | undefined, now: string): string {
  if (newestAt === undefined) return now;
  const newest = Date.parse(newestAt);
  const current = Date.parse(now);
  if (Number.isNaN(newest) || Number.isNaN(current)) return now;
  return newest >= current && newest - current < SAME_MOMENT_MS ? new Date(newest + 1).toISOString() : now;
}

/**
 * The most restore points a character keeps after thinning. The thinning rule alone keeps one a week for ever (and
 * every level-up and before-restore point), so a character played weekly for years would make backups grow without
 * bound, towards the size a backup can no longer be restored at (core/documents/limits.ts). 60 points are a year
 * of weekly sessions, or a month of daily ones plus the last day's hours.
 */
export const MAX_POINTS_PER_CHARACTER = 60;

/**
 * Caps one character's kept points (newest first, as thinRestorePoints returns them) at `max`: the oldest ordinary
 * points go first, then, if protected ones alone are still too many, the oldest protected ones. The newest point is
 * never dropped. Returns the points to keep, newest first.
 */
export function capRestorePoints(keptNewestFirst: readonly RestorePoint[], max = MAX_POINTS_PER_CHARACTER): RestorePoint[] {
  let excess = keptNewestFirst.length - Math.max(1, max);
  if (excess <= 0) return [...keptNewestFirst];
  const dropped = new Set<RestorePoint>();
  for (const ordinaryFirst of [true, false]) {
    for (let i = keptNewestFirst.length - 1; i >= 1 && excess > 0; i--) {
      const point = keptNewestFirst[i];
      if (!point || dropped.has(point) || PROTECTED_REASONS.has(point.reason) === ordinaryFirst) continue;
      dropped.add(point);
      excess--;
    }
  }
  return keptNewestFirst.filter((point) => !dropped.has(point));
}

/**
 * A point's document at the current schema: points taken before an upgrade hold the older schema and are upgraded
 * when read (like CharacterRepository.get); one from a newer Sheetsmith is refused rather than guessed at.
 */
function currentSchema(doc: CharacterDocument): CharacterDocument {
  return currentCharacter(doc, `This restore point of “${doc.name}” was saved by a newer Sheetsmith; update to use it.`);
}

/** A point without its document. */
function summary({ doc: _doc, ...rest }: RestorePoint): RestorePointSummary {
  return rest;
}

/**
 * Restore points in the local store: taking them (thinned by core's rule in the same transaction), listing them
 * for the history view, and restoring one in a way that can itself be undone. Components reach it through state
 * classes, never directly.
 */
export class RestorePointRepository {
  constructor(
    private readonly db: SheetsmithDb,
    private readonly now: () => string = nowIso,
    private readonly makeId: () => string = () => newId(),
    /** Where shared characters live (a restore of one is written there); empty until a campaign is shared. */
    private readonly homes: Homes = new Homes(),
  ) {}

  /**
   * Stores a copy of `doc` (a plain object, e.g. `$state.snapshot` of the sheet; store-only fields such as the
   * trash flag are dropped) as a new restore point, then thins that character's points, all in one transaction.
   */
  async take(doc: CharacterDocument, reason: RestorePointReason, label: string): Promise<RestorePoint> {
    return this.db.guardWrite(() => this.db.transaction('rw', this.db.restorePoints, () => this.takeInside(doc, reason, label)));
  }

  /** Newest first, without the documents: what the history view lists. */
  async list(characterId: string): Promise<RestorePointSummary[]> {
    return (await this.newestFirst(characterId)).map(summary);
  }

  /** list() as a live query, so the history view follows new points and thinning. */
  watch(characterId: string): Observable<RestorePointSummary[]> {
    return liveQuery(() => this.list(characterId));
  }

  /**
   * One point with its document upgraded to the current schema, or undefined when there is no such point.
   * Throws a DocumentError when the point was saved by a newer Sheetsmith.
   */
  async get(id: string): Promise<RestorePoint | undefined> {
    const point = await this.db.restorePoints.get(id);
    if (point) await prepareToRead(point.doc);
    return point && { ...point, doc: currentSchema(point.doc) };
  }

  /**
   * Makes the character what it was at the point, undoably: in ONE transaction over characters and restore points,
   * first takes a 'before-restore' point of the character as it is now (never thinned, so restoring that point
   * undoes this), then writes the point's document (upgraded to the current schema) as the character. The
   * character's last-changed time becomes now, because a restore is a change made now; a trashed character stays
   * in the trash. The character gets a new revision, so a window still editing the older copy cannot overwrite
   * the restore with a save based on it. Returns the document written. Throws when the point does not exist or
   * is from a newer Sheetsmith; then nothing is changed.
   */
  async restore(pointId: string): Promise<CharacterDocument> {
    // An older point's migration may need its system: loaded before the transaction (an import inside would end it).
    const stored = await this.db.restorePoints.get(pointId);
    if (stored) await prepareToRead(stored.doc);
    const home = stored && this.homes.any ? this.homes.ofCharacter(stored.characterId) : undefined;
    if (stored && home) return this.restoreShared(stored, home);
    return this.db.guardWrite(() => this.db.transaction('rw', [this.db.characters, this.db.restorePoints], async () => {
      const point = await this.db.restorePoints.get(pointId);
      if (!point) throw new Error(`There is no restore point with id ${pointId}.`);
      const target = currentSchema(point.doc);
      const current = await this.db.characters.get(point.characterId);
      if (current) {
        const title = point.label.trim() === '' ? 'an earlier version' : `“${point.label}”`;
        await this.takeInside(characterEnvelope(current), 'before-restore', `Before restoring ${title}`);
      }
      const restored: CharacterDocument = { ...characterEnvelope(target), id: point.characterId, updatedAt: this.now() };
      await this.db.characters.put(characterRow(restored, current && storedRevision(current), current?.deletedAt));
      return restored;
    }));
  }

  /**
   * {@link restore} of a character that lives in a shared campaign's database: the before-restore point is taken
   * here (points stay on the device), then the point's document is written there on the current revision, so the
   * restore replicates like any other change.
   */
  private async restoreShared(point: RestorePoint, home: SharedHome): Promise<CharacterDocument> {
    const target = currentSchema(point.doc);
    const current = await home.characters.get(point.characterId);
    if (current) {
      const title = point.label.trim() === '' ? 'an earlier version' : `“${point.label}”`;
      await this.take(current.doc, 'before-restore', `Before restoring ${title}`);
    }
    const restored: CharacterDocument = { ...characterEnvelope(target), id: point.characterId, updatedAt: this.now() };
    await home.characters.put(restored, current ? { baseRev: current.rev } : {});
    return restored;
  }

  /**
   * Deletes the points of characters that are no longer stored (e.g. after the trash was emptied); returns how
   * many were deleted. Points of trashed characters are kept, since those can still be restored.
   */
  async removeOrphans(): Promise<number> {
    return this.db.guardWrite(() => this.db.transaction('rw', [this.db.characters, this.db.restorePoints], async () => {
      const live = new Set([...(await this.db.characters.toCollection().primaryKeys()).map(String), ...this.homes.characterRows().map((row) => row.id)]);
      const owners = (await this.db.restorePoints.orderBy('characterId').uniqueKeys()).map(String);
      const gone = owners.filter((id) => !live.has(id));
      return gone.length === 0 ? 0 : this.db.restorePoints.where('characterId').anyOf(gone).delete();
    }));
  }

  /** A character's points, newest first (by the [characterId+at] index). */
  private async newestFirst(characterId: string): Promise<RestorePoint[]> {
    return this.db.restorePoints
      .where('[characterId+at]')
      .between([characterId, Dexie.minKey], [characterId, Dexie.maxKey])
      .reverse()
      .toArray();
  }

  /** take() without its own transaction, for use inside a wider one. */
  private async takeInside(doc: CharacterDocument, reason: RestorePointReason, label: string): Promise<RestorePoint> {
    // Thinning needs every point's time and reason, which are not all indexed, so whole rows are read; the rule and
    // the cap keep a character's points to MAX_POINTS_PER_CHARACTER, so this stays small.
    const existing = await this.newestFirst(doc.id);
    const now = this.now();
    const point: RestorePoint = {
      id: this.makeId(),
      characterId: doc.id,
      at: nextTime(existing[0]?.at, now),
      reason,
      label,
      doc: characterEnvelope(doc),
    };
    await this.db.restorePoints.add(point);
    const kept = new Set(capRestorePoints(thinRestorePoints([point, ...existing], now)).map((p) => p.id));
    const dropped = existing.filter((p) => !kept.has(p.id)).map((p) => p.id);
    if (dropped.length > 0) await this.db.restorePoints.bulkDelete(dropped);
    return point;
  }
}
