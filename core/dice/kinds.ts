/**
 * The system-neutral half of roll kinds: what the user typed into a kind's inputs is read by the one input reader
 * (`core/systems/play-inputs`, refused in one sentence before any die), and small formatters every system's kinds share.
 * Each system's own kinds (the rules) live in its folder and are declared with {@link defineRollKinds}.
 */
import { isInputProblem, readInputs } from '../systems/play-inputs';
import type { RollKindDef, RollKindResult, RollKindsDef } from '../systems/types';
import type { RandomSource } from './random';

/** The values of a kind's inputs, read and checked. */
export interface RollValues {
  /** A number input's value; throws for an id the kind does not declare as a number (a programming error). */
  num(id: string): number;
  /** A choice input's option id; throws for an id the kind does not declare as a choice. */
  pick(id: string): string;
}

/** A kind's rule: the values already checked against the kind's inputs, dice from `rng`. */
export type RollKindHandler = (values: RollValues, rng: RandomSource) => RollKindResult;

/**
 * Declares a system's roll kinds: each kind's data (for the roller's form) and its rule. The `roll` function reads
 * and checks the typed values before any die is thrown, and turns a RangeError from a system's rule into the refusal
 * sentence, so nothing is rolled or logged for bad input.
 */
export function defineRollKinds(entries: readonly (RollKindDef & { readonly roll: RollKindHandler })[]): RollKindsDef {
  const kinds: readonly RollKindDef[] = entries.map(({ roll: _rule, ...def }) => def);
  return {
    kinds,
    roll(kindId, input, rng) {
      const entry = entries.find((e) => e.id === kindId);
      if (!entry) return { problem: `This system has no roll called “${kindId}”.` };
      const values = readInputs(entry.inputs, input);
      if (isInputProblem(values)) return values;
      try {
        return entry.roll(values, rng);
      } catch (error) {
        if (error instanceof RangeError) return { problem: error.message };
        throw error;
      }
    },
  };
}

/** "+3", "−2", "0": a modifier as the app prints it. */
export function signedNumber(n: number): string {
  if (n === 0) return '0';
  return n > 0 ? `+${n}` : `−${-n}`;
}

/** " + 3", " − 2", "" for 0: a term added to a sum. */
export function plusTerm(n: number, what = ''): string {
  if (n === 0) return '';
  const tail = what === '' ? '' : ` ${what}`;
  return n > 0 ? ` + ${n}${tail}` : ` − ${-n}${tail}`;
}

/** "d20+3", "d20−2", "d20": notation of one die with a modifier, for the log. */
export function dieWithModifier(die: string, modifier: number): string {
  return modifier === 0 ? die : `${die}${modifier > 0 ? '+' : '−'}${Math.abs(modifier)}`;
}
