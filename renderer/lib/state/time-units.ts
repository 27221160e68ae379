/**
 * The game-time units of each system, for the campaign clock and for counting conditions down by rounds.
 *
 * TODO(core): the seam has no place for a system's time units yet (core/campaign/time.ts says callers pass them).
 * Core should provide them, e.g. `SystemDefinition.time: { units: TimeUnit[]; roundSeconds: number }`, and this file
 * should go. Until then the units are read from the rule texts here, by system id, with their sources.
 */
import { REAL_TIME_UNITS, type TimeUnit } from '../../../core/campaign/time';

/** A system's units (largest last) and the length of its combat round, or null when its text gives none. */
export interface SystemTime {
  readonly units: readonly TimeUnit[];
  readonly roundSeconds: number | null;
}

const BY_SYSTEM: Readonly<Record<string, readonly TimeUnit[]>> = {
  // Supplement §10 (supplements/dark-dungeons-tables.md lines 947-950): a round is 10 seconds; a turn is not defined
  // in [PJS] and is read as 10 minutes, as in the RC.
  'dark-dungeons': [
    { id: 'round', name: 'round', plural: 'rounds', seconds: 10, source: 'supplement §10 (line 947)' },
    { id: 'turn', name: 'turn', plural: 'turns', seconds: 600, source: 'supplement §10 (line 949)' },
  ],
  // 000:4-6: rounds of about 6 seconds, stretches of about 10 minutes, watches of about 8 hours.
  murdham: [
    { id: 'round', name: 'round', plural: 'rounds', seconds: 6, source: '000:4' },
    { id: 'stretch', name: 'stretch', plural: 'stretches', seconds: 600, source: '000:5' },
    { id: 'watch', name: 'watch', plural: 'watches', seconds: 28_800, source: '000:6' },
  ],
};

/** The units the clock offers for a system: its own first, then minutes, hours, days and weeks it does not have. */
export function timeFor(systemId: string): SystemTime {
  const own = BY_SYSTEM[systemId] ?? [];
  const taken = new Set(own.map((u) => u.seconds));
  const units = [...own, ...REAL_TIME_UNITS.filter((u) => !taken.has(u.seconds))].sort((a, b) => a.seconds - b.seconds);
  return { units, roundSeconds: own.find((u) => u.id === 'round')?.seconds ?? null };
}
