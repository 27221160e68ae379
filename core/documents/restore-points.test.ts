import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PERIODIC_INTERVAL_MS,
  PROTECTED_REASONS,
  RESTORE_POINT_REASONS,
  checkRestorePoint,
  shouldTakePeriodic,
  thinRestorePoints,
  type RestorePoint,
  type RestorePointReason,
} from './restore-points';
import type { CharacterDocument } from './character';
import { DocumentError } from './errors';
import { FIXED_NOW, counterIds, fakeSystems, sampleCharacter } from './testing/fake-system';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const NOW = Date.parse('2026-05-13T10:30:00.000Z'); // a Wednesday
const iso = (ms: number) => new Date(ms).toISOString();
const id = (s: string) => s as CharacterDocument['id'];
const doc = sampleCharacter({ id: id('ayla') });

function point(pid: string, at: number | string, reason: RestorePointReason = 'periodic', characterId = 'ayla'): RestorePoint {
  return { id: pid, characterId: id(characterId), at: typeof at === 'number' ? iso(at) : at, reason, label: pid, doc };
}
const ids = (points: readonly RestorePoint[]) => points.map((p) => p.id);

describe('thinRestorePoints: the rule on examples', () => {
  it('keeps every point of the last hour, newest first', () => {
    const points = [point('a', NOW - 59 * MINUTE), point('b', NOW - 5 * MINUTE), point('c', NOW - 30 * MINUTE)];
    expect(ids(thinRestorePoints(points, iso(NOW)))).toEqual(['b', 'c', 'a']);
  });

  it('keeps one point per UTC hour for the last day: the newest of its hour', () => {
    // 08:00-08:59 UTC holds three points over an hour old; 07:10 has its own hour.
    const points = [
      point('now', NOW),
      point('h8-early', Date.parse('2026-05-13T08:05:00.000Z')),
      point('h8-mid', Date.parse('2026-05-13T08:20:00.000Z')),
      point('h8-late', Date.parse('2026-05-13T08:55:00.000Z')),
      point('h7', Date.parse('2026-05-13T07:10:00.000Z')),
    ];
    expect(ids(thinRestorePoints(points, iso(NOW)))).toEqual(['now', 'h8-late', 'h7']);
  });

  it('drops an hour-old point when a newer point of the same calendar hour exists, even one under an hour old', () => {
    // 09:29:59 is just over an hour before 10:30; 09:45 shares its hour and stands for it.
    const points = [point('p0945', Date.parse('2026-05-13T09:45:00.000Z')), point('p0929', Date.parse('2026-05-13T09:29:59.000Z'))];
    expect(ids(thinRestorePoints(points, iso(NOW)))).toEqual(['p0945']);
  });

  it('keeps one point per UTC day from one day to 30 days, and one per Monday-based week after that', () => {
    const points = [
      point('newest', NOW - 2 * MINUTE),
      point('d2-late', Date.parse('2026-05-11T22:00:00.000Z')),
      point('d2-early', Date.parse('2026-05-11T03:00:00.000Z')),
      point('d3', Date.parse('2026-05-10T12:00:00.000Z')),
      // 2026-03-30 is a Monday; both below are more than 30 days old and in that week.
      point('w-wed', Date.parse('2026-04-01T12:00:00.000Z')),
      point('w-mon', Date.parse('2026-03-30T00:00:00.000Z')),
      // Sunday before: the previous week.
      point('w-prev-sun', Date.parse('2026-03-29T23:59:59.000Z')),
    ];
    expect(ids(thinRestorePoints(points, iso(NOW)))).toEqual(['newest', 'd2-late', 'd3', 'w-wed', 'w-prev-sun']);
  });

  it('always keeps level-up and before-restore points and the newest point, whatever their age', () => {
    const points = [
      point('old-newest', NOW - 90 * DAY),
      point('lvl', NOW - 90 * DAY - HOUR, 'level-up'),
      point('undo', NOW - 90 * DAY - 2 * HOUR, 'before-restore'),
      point('creation', NOW - 90 * DAY - 3 * HOUR, 'creation'),
    ];
    expect(ids(thinRestorePoints(points, iso(NOW)))).toEqual(['old-newest', 'lvl', 'undo']);
  });

  it('thins each character on its own and keeps points with unreadable times (last)', () => {
    const points = [
      point('a-old', NOW - 40 * DAY, 'periodic', 'a'),
      point('a-new', NOW - 39 * DAY - 12 * HOUR, 'periodic', 'a'),
      point('b-only', NOW - 40 * DAY, 'periodic', 'b'),
      point('bad-time', 'yesterday', 'periodic', 'a'),
    ];
    // a-old and a-new fall in the same week (Mon 2026-03-30 … Sun 2026-04-05).
    expect(ids(thinRestorePoints(points, iso(NOW)))).toEqual(['a-new', 'b-only', 'bad-time']);
  });

  it('keeps points dated in the future (the clock was set back) and keeps everything when now is unreadable', () => {
    const points = [point('future', NOW + DAY), point('same-week', NOW - 40 * DAY), point('same-week-older', NOW - 40 * DAY - MINUTE)];
    expect(ids(thinRestorePoints(points, iso(NOW)))).toEqual(['future', 'same-week']);
    expect(thinRestorePoints(points, 'not a time')).toHaveLength(3);
  });

  it('breaks ties between points of the same millisecond by id, so the result does not depend on input order', () => {
    const a = point('a', NOW - 3 * HOUR);
    const b = point('b', NOW - 3 * HOUR);
    expect(ids(thinRestorePoints([a, b], iso(NOW)))).toEqual(['b']);
    expect(ids(thinRestorePoints([b, a], iso(NOW)))).toEqual(['b']);
  });
});

/** Random histories: up to 3 characters, times from 200 days ago to a day ahead, every reason, unique ids. */
const histories = fc
  .array(
    fc.record({
      offset: fc.oneof(fc.integer({ min: -DAY, max: 200 * DAY }), fc.integer({ min: -10 * MINUTE, max: 3 * HOUR })),
      reason: fc.constantFrom(...RESTORE_POINT_REASONS),
      character: fc.constantFrom('a', 'b', 'c'),
    }),
    { maxLength: 120 },
  )
  .map((rows) => rows.map((r, i) => point(`p${String(i).padStart(3, '0')}`, NOW - r.offset, r.reason, r.character)));

/** The newest point of each character in `points`, by the rule's order (time, then id). */
function newestOf(points: readonly RestorePoint[]): Set<string> {
  const best = new Map<string, RestorePoint>();
  for (const p of points) {
    const b = best.get(p.characterId);
    if (!b || p.at > b.at || (p.at === b.at && p.id > b.id)) best.set(p.characterId, p);
  }
  return new Set([...best.values()].map((p) => p.id));
}

describe('thinRestorePoints: properties', () => {
  it('is idempotent: thinning what was kept keeps all of it', () => {
    fc.assert(
      fc.property(histories, (points) => {
        const once = thinRestorePoints(points, iso(NOW));
        expect(thinRestorePoints(once, iso(NOW))).toEqual(once);
      }),
    );
  });

  it('thinning as time passes keeps exactly what thinning once at the end keeps (no drift from frequent saves)', () => {
    fc.assert(
      fc.property(histories, fc.integer({ min: 0, max: 60 * DAY }), (points, later) => {
        const early = thinRestorePoints(points, iso(NOW));
        expect(thinRestorePoints(early, iso(NOW + later))).toEqual(thinRestorePoints(points, iso(NOW + later)));
      }),
    );
  });

  it('only removes points, and never a level-up, a before-restore, a point of the last hour or the newest', () => {
    fc.assert(
      fc.property(histories, (points) => {
        const kept = new Set(ids(thinRestorePoints(points, iso(NOW))));
        expect(kept.size).toBeLessThanOrEqual(points.length);
        for (const p of points) {
          if (PROTECTED_REASONS.has(p.reason) || NOW - Date.parse(p.at) < HOUR) expect(kept).toContain(p.id);
        }
        for (const newest of newestOf(points)) expect(kept).toContain(newest);
        for (const k of kept) expect(ids(points)).toContain(k);
      }),
    );
  });

  it('keeps at most one ordinary point per hour (1 h-1 day), per day (to 30 days) and per week (older)', () => {
    fc.assert(
      fc.property(histories, (points) => {
        const kept = thinRestorePoints(points, iso(NOW));
        const newest = newestOf(points);
        const perBucket = new Map<string, number>();
        const perTier = { hour: 0, day: 0, week: 0 };
        for (const p of kept) {
          const t = Date.parse(p.at);
          const age = NOW - t;
          if (PROTECTED_REASONS.has(p.reason) || newest.has(p.id) || age < HOUR) continue;
          const tier = age < DAY ? 'hour' : age < 30 * DAY ? 'day' : 'week';
          const bucket = tier === 'hour' ? Math.floor(t / HOUR) : tier === 'day' ? Math.floor(t / DAY) : Math.floor((t - 4 * DAY) / WEEK);
          const key = `${p.characterId}:${tier}:${bucket}`;
          perBucket.set(key, (perBucket.get(key) ?? 0) + 1);
          perTier[tier]++;
        }
        for (const count of perBucket.values()) expect(count).toBe(1);
        // Spans: [1 h, 24 h) touches at most 24 hours, [1 day, 30 days) at most 30 days, 30-201 days at most 26 weeks.
        expect(perTier.hour).toBeLessThanOrEqual(3 * 24);
        expect(perTier.day).toBeLessThanOrEqual(3 * 30);
        expect(perTier.week).toBeLessThanOrEqual(3 * 26);
      }),
    );
  });

  it('bounds one character saved every 5 minutes for 90 days to a few dozen points', () => {
    const points = Array.from({ length: (90 * DAY) / PERIODIC_INTERVAL_MS }, (_, i) =>
      point(`p${String(i).padStart(6, '0')}`, NOW - i * PERIODIC_INTERVAL_MS),
    );
    const kept = thinRestorePoints(points, iso(NOW));
    // 12 in the last hour (0…55 min), 23-24 hourly, 29-30 daily, and 9 weeks for days 30-90.
    expect(kept.length).toBeGreaterThanOrEqual(12 + 23 + 29 + 8);
    expect(kept.length).toBeLessThanOrEqual(12 + 24 + 30 + 10);
  });
});

describe('shouldTakePeriodic', () => {
  it('is due every 5 minutes, at once with no earlier point, and when the clock went back or cannot be read', () => {
    const at = (ms: number) => iso(NOW + ms);
    expect(shouldTakePeriodic(undefined, at(0))).toBe(true);
    expect(shouldTakePeriodic(at(0), at(5 * MINUTE - 1))).toBe(false);
    expect(shouldTakePeriodic(at(0), at(5 * MINUTE))).toBe(true);
    expect(shouldTakePeriodic(at(0), at(0))).toBe(false);
    expect(shouldTakePeriodic(at(HOUR), at(0))).toBe(true);
    expect(shouldTakePeriodic('garbage', at(0))).toBe(true);
  });
});

describe('checkRestorePoint', () => {
  const ctx = { systems: fakeSystems, now: () => FIXED_NOW, newId: counterIds() };
  const good = { id: 'rp1', characterId: 'ayla', at: '2026-05-01T10:00:00.000Z', reason: 'level-up', label: 'Level 3', doc };

  it('accepts a sound point unchanged', () => {
    expect(checkRestorePoint(good, ctx)).toEqual({ doc: good, notes: [] });
  });

  it('refuses a point whose character is damaged, with the character checks’ own sentence', () => {
    const bad = { ...good, doc: { ...doc, data: { level: 'high' } } };
    expect(() => checkRestorePoint(bad, ctx)).toThrow(DocumentError);
    expect(() => checkRestorePoint(bad, ctx)).toThrow('The character data is damaged: level should be a number (at level).');
    expect(() => checkRestorePoint({ ...good, doc: undefined }, ctx)).toThrow(/not a Sheetsmith character/);
    expect(() => checkRestorePoint([good], ctx)).toThrow(/not readable/);
  });

  it('repairs the point’s own fields, one note each, and writes times in one form', () => {
    const checked = checkRestorePoint({ ...good, id: '', characterId: 'other', at: 'then', reason: 'nap', label: 7, extra: 1 }, ctx);
    expect(checked.doc).toMatchObject({ id: 'new-1', characterId: 'other', at: doc.updatedAt, reason: 'periodic', label: '' });
    expect(checked.doc.doc.id).toBe('other');
    expect(checked.notes).toHaveLength(6);
    expect(checkRestorePoint({ ...good, at: '2026-05-01T12:00:00+02:00' }, ctx).doc.at).toBe('2026-05-01T10:00:00.000Z');
  });
});
