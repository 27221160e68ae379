/**
 * The rules of the three generation methods (002:225-248), as checks that return sentences: what the creation steps
 * refuse and what validation reports.
 */
import { ABILITY_ABBREVIATIONS, ABILITY_IDS, POINT_BUY_BUDGET, POINT_BUY_MAX, POINT_BUY_MAX_BELOW_TEN, POINT_BUY_MIN, STANDARD_ARRAY, pointBuyCost, type AbilityScores } from '../data/abilities';
import type { AbilityGeneration } from '../character';

/** Points spent on a set of scores under point buy; null when a score is outside the cost table's 8 to 18. */
export function pointBuyTotal(scores: AbilityScores): number | null {
  let total = 0;
  for (const a of ABILITY_IDS) {
    const cost = pointBuyCost(scores[a]);
    if (cost === null) return null;
    total += cost;
  }
  return total;
}

/** Why a set of scores breaks the point-buy rules (002:229-244), or an empty list. */
export function pointBuyProblems(scores: AbilityScores): string[] {
  const out: string[] = [];
  const outside = ABILITY_IDS.filter((a) => !Number.isInteger(scores[a]) || scores[a] < POINT_BUY_MIN || scores[a] > POINT_BUY_MAX);
  if (outside.length > 0) out.push(`${outside.map((a) => `${ABILITY_ABBREVIATIONS[a]} ${scores[a]}`).join(', ')}: point buy gives scores from ${POINT_BUY_MIN} to ${POINT_BUY_MAX} (the cost table, 002:231-244).`);
  const total = pointBuyTotal(scores);
  if (total !== null && total > POINT_BUY_BUDGET) out.push(`These scores cost ${total} points; point buy gives ${POINT_BUY_BUDGET} (002:229).`);
  const below = ABILITY_IDS.filter((a) => scores[a] < 10);
  if (below.length > POINT_BUY_MAX_BELOW_TEN) {
    out.push(`${below.map((a) => ABILITY_ABBREVIATIONS[a]).join(' and ')} are below 10; point buy allows at most one score below 10 (002:230).`);
  }
  return out;
}

/** 4d6, the lowest die dropped: the total of one set (002:246). */
export function rolledTotal(dice: readonly number[]): number {
  const sorted = [...dice].sort((a, b) => a - b);
  return sorted.slice(1).reduce((s, d) => s + d, 0);
}

/** Which die of a set of 4d6 is dropped: the first of the equal lowest (002:246). */
export function droppedDie(dice: readonly number[]): number {
  return dice.indexOf(Math.min(...dice));
}

/** "4d6: [5, 3, 6, 1] drop 1 = 14". */
export function rollText(dice: readonly number[]): string {
  return `4d6: [${dice.join(', ')}] drop ${Math.min(...dice)} = ${rolledTotal(dice)}`;
}

/** Whether `scores` assigns exactly the values of `pool`, one each (002:246 "any order", 002:248 "one each"). */
export function isAssignmentOf(scores: AbilityScores, pool: readonly number[]): boolean {
  const a = ABILITY_IDS.map((x) => scores[x]).sort((p, q) => p - q);
  const b = [...pool].sort((p, q) => p - q);
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** The values a rolled or standard-array generation hands out; null for point buy. */
export function generationPool(gen: AbilityGeneration): number[] | null {
  if (gen.method === 'roll') return gen.rolls.map(rolledTotal);
  if (gen.method === 'standard-array') return [...STANDARD_ARRAY];
  return null;
}

/** Everything wrong with the generated scores, in words. */
export function generationProblems(gen: AbilityGeneration): string[] {
  if (!gen.method || !gen.base) return ['Generate the ability scores: point buy, 4d6 drop lowest or the standard array (002:225-248).'];
  if (gen.method === 'point-buy') return pointBuyProblems(gen.base);
  if (gen.method === 'roll') {
    if (gen.rolls.length !== 6 || gen.rolls.some((r) => r.length !== 4 || r.some((d) => !Number.isInteger(d) || d < 1 || d > 6))) {
      return ['Rolled scores need six sets of four six-sided dice (002:246).'];
    }
  }
  const pool = generationPool(gen) ?? [];
  if (!isAssignmentOf(gen.base, pool)) {
    const what = gen.method === 'roll' ? `the rolled scores ${pool.join(', ')}` : 'the standard array 16, 14, 14, 12, 11, 8';
    return [`The scores must be ${what}, one to each ability (002:${gen.method === 'roll' ? '246' : '248'}).`];
  }
  return [];
}
