/**
 * Rolls on the injury table (000:48-61) and the mutation table (000:82-136), with the dice beneath each entry: the
 * d4 of an ability loss, the d2 of an injured arm, the d6 (or d4) of a mutation's list. Pure over dice already rolled,
 * and again drawing from a RandomSource. Applying a result to a character is rules/effects.ts.
 */
import type { RandomSource } from '../../dice';
import { INJURIES, injuryAt, type InjuryRow } from './data/injuries';
import { mutationAt, type MutationRow } from './data/mutations';

/** An injury rolled: the row and the die beneath it (a d4 for an ability, a d2 for the arm), if it has one. */
export interface InjuryResult {
  readonly row: InjuryRow;
  readonly roll: number;
  readonly sub: { readonly die: number; readonly roll: number } | null;
}

/** The die a row rolls beneath it, if any. */
function injurySubDie(row: InjuryRow): number | null {
  return row.effect.kind === 'ability' ? 4 : row.effect.kind === 'arm' ? 2 : null;
}

/** An injury from dice already rolled; throws a RangeError with a sentence when a die is missing or impossible. */
export function injuryResult(roll: number, subRoll?: number): InjuryResult {
  const row = injuryAt(roll);
  if (!row) throw new RangeError(`The injury table is rolled on a d12: 1 to 12, not ${roll}.`);
  const die = injurySubDie(row);
  if (die === null) return { row, roll, sub: null };
  if (subRoll === undefined) throw new RangeError(`${row.name} needs a d${die} as well.`);
  if (!Number.isInteger(subRoll) || subRoll < 1 || subRoll > die) throw new RangeError(`A d${die} shows 1 to ${die}, not ${subRoll}.`);
  return { row, roll, sub: { die, roll: subRoll } };
}

export function rollInjury(rng: RandomSource): InjuryResult {
  const roll = rng.int(1, INJURIES.length);
  const row = injuryAt(roll);
  const die = row ? injurySubDie(row) : null;
  return injuryResult(roll, die === null ? undefined : rng.int(1, die));
}

/** A mutation rolled: the entry, its d12 and d20, the sub-list's result and the d4 of each ability change. */
export interface MutationResult {
  readonly row: MutationRow;
  readonly d12: number;
  readonly d20: number;
  /** The sub-list's die and result, for entries with one. */
  readonly option: { readonly die: number; readonly roll: number; readonly text: string } | null;
  /** One d4 per "permanently reduced/increased by d4" effect, in the entry's order. */
  readonly abilityRolls: readonly number[];
}

function abilityDice(row: MutationRow): number {
  return row.effects.filter((e) => e.kind === 'ability-die').length;
}

/**
 * A mutation from dice already rolled. Entries with a list need its die; entries that change an ability by d4 need
 * one d4 per ability (Boneless and Skeleton reduce STR and AGI "by d4" each; the text does not say whether one die
 * serves both, Sheetsmith rolls one for each). Throws a RangeError with a sentence for a missing or impossible die.
 */
export function mutationResult(d12: number, d20: number, optionRoll?: number, abilityRolls: readonly number[] = []): MutationResult {
  const row = mutationAt(d12, d20);
  if (!row) throw new RangeError(`The mutation table is a d12 then a d20; ${d12} and ${d20} are not on it.`);
  let option: MutationResult['option'] = null;
  if (row.sub) {
    const { die, options } = row.sub;
    if (optionRoll === undefined) throw new RangeError(`${row.name} needs a d${die} for its list.`);
    if (!Number.isInteger(optionRoll) || optionRoll < 1 || optionRoll > die) throw new RangeError(`A d${die} shows 1 to ${die}, not ${optionRoll}.`);
    option = { die, roll: optionRoll, text: options[optionRoll - 1] ?? '' };
  }
  const wanted = abilityDice(row);
  if (abilityRolls.length !== wanted) throw new RangeError(`${row.name} needs ${wanted} d4${wanted === 1 ? '' : 's'}, not ${abilityRolls.length}.`);
  if (abilityRolls.some((r) => !Number.isInteger(r) || r < 1 || r > 4)) throw new RangeError('A d4 shows 1 to 4.');
  return { row, d12, d20, option, abilityRolls: [...abilityRolls] };
}

/** At most this many mutations come from one roll, however many "Roll twice" results chain (a safety valve). */
export const MAX_MUTATIONS_PER_ROLL = 8;

/**
 * Rolls the mutation table. "Roll twice" (d12 12, 000:136) rolls two more; the text does not say what a second 12
 * does, so it rolls twice again. "Curse … Reroll if they are already 0" (000:100): with no maximum omens left (counting
 * earlier results of this roll), a Curse is rolled again. Returns the mutations gained and a line per roll made.
 */
export function rollMutation(rng: RandomSource, context: { readonly maxOmens: number }): { readonly results: readonly MutationResult[]; readonly log: readonly string[] } {
  const results: MutationResult[] = [];
  const log: string[] = [];
  let maxOmens = context.maxOmens;
  let pending = 1;
  let guard = 0;
  while (pending > 0 && results.length < MAX_MUTATIONS_PER_ROLL && guard++ < 200) {
    pending--;
    const d12 = rng.int(1, 12);
    const d20 = rng.int(1, 20);
    const row = mutationAt(d12, d20);
    if (!row) continue;
    if (row.effects.some((e) => e.kind === 'roll-twice')) {
      log.push(`d12 ${d12}, d20 ${d20}: ${row.name} (000:${row.line})`);
      pending += 2;
      continue;
    }
    const omenChange = row.effects.reduce((s, e) => s + (e.kind === 'omens-max' ? e.amount : 0), 0);
    if (omenChange < 0 && maxOmens <= 0) {
      log.push(`d12 ${d12}, d20 ${d20}: ${row.name}, but maximum omens are already 0, so it is rolled again (000:100)`);
      pending++;
      continue;
    }
    const optionRoll = row.sub ? rng.int(1, row.sub.die) : undefined;
    const abilityRolls = Array.from({ length: abilityDice(row) }, () => rng.int(1, 4));
    const result = mutationResult(d12, d20, optionRoll, abilityRolls);
    maxOmens = Math.max(0, maxOmens + omenChange);
    results.push(result);
    log.push(mutationText(result));
  }
  return { results, log };
}

/** "d12 4, d20 5: Bulging muscles, d4 2". */
export function mutationText(result: MutationResult): string {
  const parts = [`d12 ${result.d12}, d20 ${result.d20}: ${result.row.name}`];
  if (result.option) parts.push(`d${result.option.die} ${result.option.roll} (${result.option.text})`);
  if (result.abilityRolls.length > 0) parts.push(`d4 ${result.abilityRolls.join(', ')}`);
  return parts.join(', ');
}

/** "d12 3: Painful wound, d4 2". */
export function injuryText(result: InjuryResult): string {
  return `d12 ${result.roll}: ${result.row.name}${result.sub ? `, d${result.sub.die} ${result.sub.roll}` : ''}`;
}
