/**
 * Step 2 of chapter 4: roll 3d6 in order for Str, Int, Wis, Dex, Con, Cha, and reroll all six when the set is too
 * poor (004:19-21).
 */
import { rollDie, type RandomSource } from '../../../dice';
import { ABILITY_ORDER, type AbilityScores } from '../character';
import { ABILITY_ABBREVIATIONS } from '../data/ability-modifiers';

/** The verdict of the reroll rule on one set of scores. */
export interface RerollVerdict {
  readonly mustReroll: boolean;
  /** Why, in words; empty when the set stands. The rule is 004:21. */
  readonly reason: string;
}

/**
 * "If none of your rolls are above 9, or if two or more of your rolls are 6 or less, then re-roll all six rolls."
 * (004:21)
 */
export function rerollVerdict(scores: AbilityScores): RerollVerdict {
  const values = ABILITY_ORDER.map((a) => scores[a]);
  const low = ABILITY_ORDER.filter((a) => scores[a] <= 6);
  // Every half of the rule the set fails, named once each, in one sentence.
  const reasons: string[] = [];
  if (!values.some((v) => v > 9)) reasons.push('None of the scores is above 9');
  if (low.length >= 2) {
    const list = low.map((a) => `${ABILITY_ABBREVIATIONS[a]} ${scores[a]}`).join(', ');
    reasons.push(`${reasons.length ? 'two or more are' : 'Two or more scores are'} 6 or less (${list})`);
  }
  if (reasons.length === 0) return { mustReroll: false, reason: '' };
  return { mustReroll: true, reason: `${reasons.join(', and ')}, so all six are rolled again.` };
}

/** One set of six rolls with every die kept for display. */
export interface RolledSet {
  readonly scores: AbilityScores;
  /** One breakdown per ability, e.g. "Str 3d6: [4, 5, 2] = 11". */
  readonly breakdown: readonly string[];
  readonly verdict: RerollVerdict;
}

/** The outcome of rolling until a set stands: every set rolled, the last one kept. */
export interface AbilityRollOutcome {
  readonly sets: readonly RolledSet[];
  readonly scores: AbilityScores;
}

/** Rolls one set of six scores, 3d6 each, in order. */
export function rollSet(rng: RandomSource): RolledSet {
  const scores: Record<string, number> = {};
  const breakdown: string[] = [];
  for (const a of ABILITY_ORDER) {
    // Three dice rolled directly (not through the notation parser): this runs for every quick character and NPC.
    const d1 = rollDie(6, rng);
    const d2 = rollDie(6, rng);
    const d3 = rollDie(6, rng);
    scores[a] = d1 + d2 + d3;
    breakdown.push(`${ABILITY_ABBREVIATIONS[a]} 3d6: [${d1}, ${d2}, ${d3}] = ${d1 + d2 + d3}`);
  }
  const set = scores as AbilityScores;
  return { scores: set, breakdown, verdict: rerollVerdict(set) };
}

/** Rolls sets until one stands under the reroll rule (bounded: a poor set 1,000 times running is kept anyway). */
export function rollAbilityScores(rng: RandomSource): AbilityRollOutcome {
  const sets: RolledSet[] = [];
  for (let i = 0; i < 1000; i++) {
    const set = rollSet(rng);
    sets.push(set);
    if (!set.verdict.mustReroll) break;
  }
  const last = sets[sets.length - 1];
  if (!last) throw new Error('unreachable: at least one set is rolled');
  return { sets, scores: last.scores };
}
