/**
 * Table – Recommended Difficulty Classes by Level (002:264-296): Easy, Moderate and Hard DCs for levels 1-30, used for
 * skill checks, knowledge (002:361), monster knowledge at the monster's level (002:363-364) and extended challenges.
 */
import { cite, type Citation } from './source';

export interface DifficultyRow {
  readonly level: number;
  readonly easy: number;
  readonly moderate: number;
  readonly hard: number;
}

const RAW: readonly (readonly [number, number, number, number])[] = [
  [1, 8, 12, 18],
  [2, 9, 13, 19],
  [3, 9, 14, 20],
  [4, 10, 14, 21],
  [5, 10, 15, 22],
  [6, 11, 16, 22],
  [7, 11, 16, 23],
  [8, 12, 17, 24],
  [9, 12, 18, 25],
  [10, 13, 19, 26],
  [11, 13, 19, 26],
  [12, 14, 20, 27],
  [13, 14, 21, 28],
  [14, 15, 21, 29],
  [15, 15, 22, 30],
  [16, 16, 23, 30],
  [17, 16, 23, 31],
  [18, 17, 24, 32],
  [19, 17, 25, 33],
  [20, 18, 26, 34],
  [21, 18, 26, 34],
  [22, 19, 27, 35],
  [23, 19, 28, 36],
  [24, 20, 28, 37],
  [25, 20, 29, 38],
  [26, 21, 30, 38],
  [27, 21, 30, 39],
  [28, 22, 31, 40],
  [29, 22, 32, 41],
  [30, 23, 33, 42],
];

export const DIFFICULTY: readonly DifficultyRow[] = RAW.map(([level, easy, moderate, hard]) => ({ level, easy, moderate, hard }));

export const DIFFICULTY_CITATION: Citation = cite('264-296');

/** Source line of a level's row. */
export const difficultyLine = (level: number): number => 266 + level;
