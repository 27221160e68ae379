/**
 * Weapon training: Table 11-1 "Learning Weapon Feats" and its rules. Source 004 says new weapon feats are spent only
 * through training (line 1522) and leaves the details to Chapter 11, which it does not contain; the figures come from
 * the supplement, section 5.2 (lines 294-309), read from the [ORIG] transcription.
 */
import type { Citation } from './types';
import { PROFICIENCY_SHORT_NAMES, type Proficiency } from './weapon-mastery';
import { formatGp as gp } from '../format';

/** Short names for explanations ("Basic", not "Basic Proficiency"), as Table 11-1 prints them. */
const NAMES = PROFICIENCY_SHORT_NAMES;

/** Levels a trainer can hold and a student can train to (there is no training to Non-Proficient). */
export type TrainedProficiency = Exclude<Proficiency, 'N'>;

/** One row of Table 11-1: training towards one desired level. */
export interface TrainingRow {
  readonly target: TrainedProficiency;
  /** Length of the course in weeks. */
  readonly weeks: number;
  /** Percent chance of success by the trainer's own proficiency; null where the table prints "–" (cannot teach). */
  readonly chanceByTrainer: Readonly<Record<TrainedProficiency, number | null>>;
}

/** Where Table 11-1 comes from. */
export const TRAINING_CITATION: Citation = {
  file: 'supplements/dark-dungeons-tables.md',
  lines: '294-309',
  table: 'Table 11-1: Learning Weapon Feats',
  note:
    'Not in 004 (Chapter 11 is missing); chances from the [ORIG] transcription, the surviving [PJS] cells agree ' +
    '(supplement line 294).',
};

/** Weekly fee in gp by the trainer's proficiency (supplement line 296). */
export const TRAINER_WEEKLY_FEE: Readonly<Record<TrainedProficiency, number>> = {
  B: 100,
  S: 250,
  E: 500,
  M: 750,
  G: 1000,
};

/** Table 11-1 as printed (supplement lines 298-302). */
export const TRAINING_TABLE: readonly TrainingRow[] = [
  { target: 'B', weeks: 1, chanceByTrainer: { B: 60, S: 80, E: 95, M: 99, G: 99 } },
  { target: 'S', weeks: 2, chanceByTrainer: { B: 1, S: 50, E: 70, M: 90, G: 95 } },
  { target: 'E', weeks: 4, chanceByTrainer: { B: null, S: 1, E: 40, M: 60, G: 80 } },
  { target: 'M', weeks: 8, chanceByTrainer: { B: null, S: null, E: 1, M: 30, G: 50 } },
  { target: 'G', weeks: 12, chanceByTrainer: { B: null, S: null, E: null, M: 1, G: 20 } },
];

/** Added to the chance for each earlier course at this level with this weapon that was completed and failed. */
const RETRY_BONUS_PERCENT = 10;

/** What a course of training costs and how likely it is to work. */
export interface TrainingTerms {
  readonly trainer: TrainedProficiency;
  readonly target: TrainedProficiency;
  readonly weeks: number;
  /** gp per week, set by the trainer's proficiency. */
  readonly weeklyFee: number;
  /** gp for the whole course. */
  readonly totalFee: number;
  /** Success is rolled halfway through the course, after this many weeks (supplement line 306). */
  readonly rollAfterWeeks: number;
  /** gp paid by a student who fails the roll and quits then, saving the rest of the fee. */
  readonly feeIfQuitAtRoll: number;
  /** The printed chance, before retry bonuses. */
  readonly baseChance: number;
  /** +10% per earlier completed, failed course at this level with this weapon. */
  readonly retryBonus: number;
  /** The percent chance to roll under, capped at 100. */
  readonly chance: number;
  /** The terms in plain words. */
  readonly explanation: string;
}

/** The result of {@link trainingTerms}: the terms, or why this trainer cannot teach this level. */
export type TrainingResult =
  | { readonly ok: true; readonly terms: TrainingTerms }
  | { readonly ok: false; readonly terms: null; readonly reason: string };

/** "a Basic" / "an Expert": the article for a proficiency name. */
function withArticle(name: string): string {
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}


/**
 * The terms for training a weapon to `target` under a trainer of proficiency `trainer`, after
 * `completedFailedCourses` earlier courses at the same level with the same weapon that were completed and failed.
 * A trainer can teach up to one level above their own (those cells are 1%, the "peer" case of supplement line 305);
 * further up the table prints "–" and the result says why.
 * @throws RangeError when completedFailedCourses is not a whole number ≥ 0.
 */
export function trainingTerms(
  trainer: Proficiency,
  target: Proficiency,
  completedFailedCourses = 0,
): TrainingResult {
  if (!Number.isInteger(completedFailedCourses) || completedFailedCourses < 0) {
    throw new RangeError(`Failed courses must be a whole number of at least 0, got ${String(completedFailedCourses)}.`);
  }
  if (target === 'N') return { ok: false, terms: null, reason: 'Nobody trains towards Non-Proficient.' };
  if (trainer === 'N') {
    return { ok: false, terms: null, reason: 'A non-proficient trainer cannot teach this weapon at all.' };
  }
  const row = TRAINING_TABLE.find((r) => r.target === target);
  if (row === undefined) throw new Error(`Table 11-1 has no row for ${target}.`);
  const baseChance = row.chanceByTrainer[trainer];
  if (baseChance === null) {
    return {
      ok: false,
      terms: null,
      reason:
        `${capitalise(withArticle(NAMES[trainer]))} trainer cannot teach ${NAMES[target]} proficiency: ` +
        'a trainer can teach at most one level above their own (Table 11-1).',
    };
  }
  const weeklyFee = TRAINER_WEEKLY_FEE[trainer];
  const totalFee = weeklyFee * row.weeks;
  const rollAfterWeeks = row.weeks / 2;
  const retryBonus = RETRY_BONUS_PERCENT * completedFailedCourses;
  // The +10% steps are uncapped in the text; a percentage above 100 means nothing, so we stop at 100.
  const chance = Math.min(100, baseChance + retryBonus);
  const chanceWords =
    retryBonus === 0
      ? `${chance}%`
      : `${baseChance}% + ${retryBonus}% for ${completedFailedCourses} completed failed course` +
        `${completedFailedCourses === 1 ? '' : 's'} = ${chance}%`;
  const explanation =
    `${NAMES[target]} under ${withArticle(NAMES[trainer])} trainer: ${row.weeks} week` +
    `${row.weeks === 1 ? '' : 's'} at ${gp(weeklyFee)}/week = ${gp(totalFee)}; ${chanceWords} chance, rolled after ` +
    `${rollAfterWeeks} week${rollAfterWeeks === 1 ? '' : 's'} (quit then on a failure and pay ${gp(weeklyFee * rollAfterWeeks)}) ` +
    '(Table 11-1)';
  return {
    ok: true,
    terms: {
      trainer,
      target,
      weeks: row.weeks,
      weeklyFee,
      totalFee,
      rollAfterWeeks,
      feeIfQuitAtRoll: weeklyFee * rollAfterWeeks,
      baseChance,
      retryBonus,
      chance,
      explanation,
    },
  };
}
