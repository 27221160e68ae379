import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import {
  TRAINER_WEEKLY_FEE,
  TRAINING_CITATION,
  TRAINING_TABLE,
  trainingTerms,
  type TrainedProficiency,
} from './training';
import { PROFICIENCY_ORDER } from './weapon-mastery';

/** 1-based line of the supplement (only inside describeWithSources). */
const at = (n: number): string => readSource('supplements/dark-dungeons-tables.md')[n - 1] ?? '';
const cells = (n: number): string[] => at(n).split('|').map((c) => c.trim()).filter((c) => c !== '');

const TRAINERS: readonly TrainedProficiency[] = ['B', 'S', 'E', 'M', 'G'];
/** Row names as supplement lines 298-302 print them. */
const PRINTED_NAMES: Record<TrainedProficiency, string> = {
  B: 'Basic', S: 'Skilled', E: 'Expert', M: 'Master', G: 'Grand Master',
};

describeWithSources('Table 11-1 against the supplement', () => {
  it('cites the section it was read from (line 294)', () => {
    expect(TRAINING_CITATION.lines).toBe('294-309');
    expect(at(294)).toContain('Table 11-1 "Learning Weapon Feats"');
    expect(TRAINING_CITATION.table).toBe('Table 11-1: Learning Weapon Feats');
  });

  it('reads the weekly fees from the header (line 296)', () => {
    // supplement:296 "| Desired level | Weeks | Chance with a Basic trainer (100 gp/wk) | Skilled trainer (250 gp/wk) | ..."
    const fees = cells(296).slice(2).map((c) => Number((/\(([\d,]+) gp\/wk\)/.exec(c)?.[1] ?? '').replace(',', '')));
    expect(TRAINERS.map((t) => TRAINER_WEEKLY_FEE[t])).toEqual(fees);
  });

  it('matches every printed row (lines 298-302)', () => {
    TRAINING_TABLE.forEach((row, i) => {
      const printed = cells(298 + i);
      expect(printed[0]).toBe(PRINTED_NAMES[row.target]);
      expect(Number(printed[1])).toBe(row.weeks);
      const chances = printed.slice(2).map((c) => (c === '–' ? null : Number(c.replace('%', ''))));
      expect(TRAINERS.map((t) => row.chanceByTrainer[t])).toEqual(chances);
    });
    expect(at(303).trim()).toBe('');
  });

  it('says a completed failed course adds 10% (supplement:308, pinned below)', () => {
    expect(at(308)).toContain('50% becomes 60%');
  });
});

describe('Table 11-1 shape', () => {
  it('lets a trainer teach at most one level above their own', () => {
    for (const row of TRAINING_TABLE) {
      for (const t of TRAINERS) {
        const gap = PROFICIENCY_ORDER.indexOf(row.target) - PROFICIENCY_ORDER.indexOf(t);
        expect(row.chanceByTrainer[t] === null).toBe(gap > 1);
        if (gap === 1) expect(row.chanceByTrainer[t]).toBe(1);
      }
    }
  });
});

describe('trainingTerms', () => {
  it('prices a course and halves it at the roll', () => {
    // supplement:299 "| Skilled | 2 | 1% | 50% | 70% | 90% | 95% |"; 296 "Expert trainer (500 gp/wk)"
    const r = trainingTerms('E', 'S');
    expect(r.ok).toBe(true);
    expect(r.terms).toMatchObject({
      weeks: 2,
      weeklyFee: 500,
      totalFee: 1000,
      rollAfterWeeks: 1,
      feeIfQuitAtRoll: 500,
      baseChance: 70,
      retryBonus: 0,
      chance: 70,
    });
    expect(r.terms?.explanation).toBe(
      'Skilled under an Expert trainer: 2 weeks at 500 gp/week = 1,000 gp; 70% chance, rolled after 1 week (quit then on a failure and pay 500 gp) (Table 11-1)',
    );
  });

  it('covers the corners of the table', () => {
    // supplement:298 "| Basic | 1 | 60% |"; 302 "| Grand Master | 12 | – | – | – | 1% | 20% |"
    expect(trainingTerms('B', 'B').terms).toMatchObject({ weeks: 1, totalFee: 100, chance: 60, feeIfQuitAtRoll: 50 });
    expect(trainingTerms('G', 'G').terms).toMatchObject({ weeks: 12, weeklyFee: 1000, totalFee: 12000, chance: 20 });
    expect(trainingTerms('M', 'G').terms?.chance).toBe(1);
  });

  it('adds 10% per completed failed course (the [PJS] example: 50% becomes 60%)', () => {
    // supplement:308 "Completing a failed course gives +10% (cumulative) ... 50% becomes 60% on the second try"
    expect(trainingTerms('S', 'S', 1).terms?.chance).toBe(60);
    const third = trainingTerms('S', 'S', 2).terms;
    expect(third?.chance).toBe(70);
    expect(third?.explanation).toContain('50% + 20% for 2 completed failed courses = 70%');
    expect(trainingTerms('G', 'B', 3).terms?.chance).toBe(100);
  });

  it('refuses with a reason where the table prints "–"', () => {
    const r = trainingTerms('B', 'E');
    expect(r.ok).toBe(false);
    expect(r.terms).toBeNull();
    if (!r.ok) expect(r.reason).toBe('A Basic trainer cannot teach Expert proficiency: a trainer can teach at most one level above their own (Table 11-1).');
    expect(trainingTerms('N', 'B').ok).toBe(false);
    expect(trainingTerms('G', 'N').ok).toBe(false);
    expect(() => trainingTerms('G', 'B', -1)).toThrow(RangeError);
  });
});
