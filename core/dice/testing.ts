/**
 * Test helpers for code that rolls dice. Not part of the public API (not re-exported from `./index`), but usable by
 * any test in the project that needs dice to come up a certain way.
 */

import type { RandomSource } from './random';

/** A RandomSource that replays a script; `remaining()` lets a test check that every scripted face was used. */
export interface ScriptedRandom extends RandomSource {
  /** How many scripted values have not been drawn yet. */
  remaining(): number;
}

/**
 * A RandomSource whose `int(min, max)` calls return the given values in order, e.g. die faces for `rollDie`.
 * It throws when the script runs out or a value lies outside the requested range, so a test whose script no longer
 * matches the code fails with a clear message instead of passing by accident. `next()` is not scripted and throws:
 * dice code must draw faces through `int`.
 */
export function createScriptedRandom(values: readonly number[]): ScriptedRandom {
  let index = 0;
  return {
    next(): number {
      throw new Error('scripted random only supplies integers through int(); next() was called');
    },
    int(minInclusive: number, maxInclusive: number): number {
      const value = values[index];
      if (value === undefined) {
        throw new Error(
          `scripted random ran out after ${values.length} values (asked for one in ${minInclusive}..${maxInclusive})`,
        );
      }
      if (!Number.isInteger(value) || value < minInclusive || value > maxInclusive) {
        throw new Error(
          `scripted value #${index + 1} is ${value}, outside the requested range ${minInclusive}..${maxInclusive}`,
        );
      }
      index++;
      return value;
    },
    remaining: () => values.length - index,
  };
}
