/**
 * The damage track and fatigue as data (003:322-353), each with its line. The rules that move along them are in
 * `rules/toughness.ts`.
 */
import type { DamageTrack } from '../character';
import { citeLines } from './source';

export const DAMAGE_TRACK_CITATION = citeLines('322-348');
export const FATIGUE_CITATION = citeLines('349-353');

/** The Difficulty of a Toughness save: 15 + the attack's damage bonus (003:322-323). */
export const TOUGHNESS_BASE_DIFFICULTY = 15;

/** The Difficulty of a recovery check (003:345), a dying check (003:343, 003:363) and a fatigue recovery (003:353). */
export const RECOVERY_DIFFICULTY = 10;

/** The column of the track a failed save reaches, by how much it failed (003:326, 003:328, header 003:330). */
export interface TrackBand {
  /** 0 for a failure by 1-4, then 1, 2, 3. */
  readonly column: 0 | 1 | 2 | 3;
  /** Least amount of failure for this column. */
  readonly failedBy: number;
  readonly nonLethal: 'bruised' | 'dazed' | 'staggered' | 'unconscious';
  readonly lethal: 'hurt' | 'wounded' | 'disabled' | 'dying';
}

export const TRACK_BANDS: readonly TrackBand[] = [
  { column: 0, failedBy: 1, nonLethal: 'bruised', lethal: 'hurt' },
  { column: 1, failedBy: 5, nonLethal: 'dazed', lethal: 'wounded' },
  { column: 2, failedBy: 10, nonLethal: 'staggered', lethal: 'disabled' },
  { column: 3, failedBy: 15, nonLethal: 'unconscious', lethal: 'dying' },
];

/** A box or tally of the track, for sheets, trackers and the command line. */
export interface TrackEntry {
  readonly id: keyof DamageTrack;
  readonly name: string;
  readonly row: 'non-lethal' | 'lethal';
  /** The column (0-3) it sits in; Dead is column 4 of the lethal row (003:334). */
  readonly column: number;
  /** A tally (Bruised, Hurt) rather than a box. */
  readonly tally: boolean;
  readonly effect: string;
  /** How it goes away (003:345-348). */
  readonly recovery: string;
  readonly source: string;
}

export const TRACK_ENTRIES: readonly TrackEntry[] = [
  { id: 'bruised', name: 'Bruised', row: 'non-lethal', column: 0, tally: true, effect: 'Each is −1 on Toughness saves against non-lethal damage (003:326, 003:357).', recovery: 'Fades, one a minute (003:348).', source: '003:326' },
  { id: 'dazed', name: 'Dazed', row: 'non-lethal', column: 1, tally: false, effect: 'Loses one full-round action but keeps its Defense (003:338); −1 on saves against non-lethal damage (003:326).', recovery: 'Fades after a minute (003:348).', source: '003:326' },
  { id: 'staggered', name: 'Staggered', row: 'non-lethal', column: 2, tally: false, effect: 'Loses one full-round action, no dodge bonus and −2 Defense; then a standard or a move action a round (003:339). Any further damage: unconscious (003:386).', recovery: 'Con check (Difficulty 10) once a minute (003:346).', source: '003:326' },
  { id: 'unconscious', name: 'Unconscious', row: 'non-lethal', column: 3, tally: false, effect: 'Helpless until awake (003:340). Further non-lethal damage checks the first free lethal box (003:326).', recovery: 'Con check (Difficulty 10) once a minute (003:346).', source: '003:326' },
  { id: 'hurt', name: 'Hurt', row: 'lethal', column: 0, tally: true, effect: 'Each is −1 on Toughness saves against lethal damage (003:328; "injured" in the glossary, 003:374).', recovery: 'Fades, one an hour (003:348).', source: '003:328' },
  { id: 'wounded', name: 'Wounded', row: 'lethal', column: 1, tally: false, effect: 'Shaken (−2 on all checks, attacks, Fortitude, Reflex and Will) until cleared; stunned for one round; −1 on further lethal saves (003:328, 003:341).', recovery: 'Con check (Difficulty 10) once an hour (003:346).', source: '003:328' },
  { id: 'disabled', name: 'Disabled', row: 'lethal', column: 2, tally: false, effect: 'A standard action makes the character fall unconscious and dying the next round (003:342; 003:362: a single attack or move action a round, strenuous actions lead to dying).', recovery: 'Con check (Difficulty 10) once a day (003:346).', source: '003:328' },
  { id: 'dying', name: 'Dying', row: 'lethal', column: 3, tally: false, effect: 'Unconscious and near death; a dying check decides each round (003:343) or each hour (003:363-364).', recovery: 'Its own check; once stable it becomes unconscious and disabled (003:346). Heal (Difficulty 15) or Cure stabilises (003:364).', source: '003:328' },
  { id: 'dead', name: 'Dead', row: 'lethal', column: 4, tally: false, effect: 'Dead; only powerful healers restore life (003:344, 003:359).', recovery: 'None by the rules of this chapter.', source: '003:334' },
];

/** How often a recovery check may be made for each box (003:346); dying has its own check. */
export const RECOVERY_INTERVALS: Readonly<Partial<Record<keyof DamageTrack, 'minute' | 'hour' | 'day'>>> = {
  staggered: 'minute',
  unconscious: 'minute',
  wounded: 'hour',
  disabled: 'day',
};

/** Fatigue levels with their effects (003:349-353). */
export interface FatigueEntry {
  readonly level: 0 | 1 | 2 | 3;
  readonly name: string;
  /** Penalty to effective Strength and Dexterity; Exhausted reads −3 at 003:352 and −6 at 003:366. */
  readonly penalty: number;
  readonly effect: string;
  readonly source: string;
}

export const FATIGUE_LEVELS: readonly FatigueEntry[] = [
  { level: 0, name: 'Normal', penalty: 0, effect: 'No fatigue.', source: '003:353' },
  { level: 1, name: 'Winded', penalty: -1, effect: '−1 effective Str and Dex; cannot move all out or charge (003:350).', source: '003:350' },
  { level: 2, name: 'Fatigued', penalty: -2, effect: '−2 effective Str and Dex; cannot move all out or charge (003:351).', source: '003:351' },
  { level: 3, name: 'Exhausted', penalty: -3, effect: 'Half speed; −3 effective Str and Dex (003:352; −6 by 003:366). Another fatigue result: unconscious (003:352).', source: '003:352' },
];

/** The Exhausted penalty by the line the table follows. */
export function exhaustedPenalty(rule: 'line-352' | 'line-366'): number {
  return rule === 'line-352' ? -3 : -6;
}
