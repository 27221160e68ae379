/**
 * Dice typed from the table: a random source that hands out the faces a player rolled on real dice, in order, so every
 * roll the app can make can also be made with physical dice and typed in. A face outside the die or too few faces is
 * a sentence for the player (a {@link TypedDiceError}), never a wrong result.
 */
import type { RandomSource } from './random';

/** Dice typed wrongly: the sentence says which face and why. */
export class TypedDiceError extends Error {
  override readonly name = 'TypedDiceError';
}

/** The faces typed in a field: whole numbers separated by spaces or commas ("14", "6, 6, 3"); null when not. */
export function parseFaces(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 100) return null;
  const faces = parts.map(Number);
  return faces.every((f) => Number.isInteger(f)) ? faces : null;
}

/** A source of typed faces; `unused()` is how many were typed but not needed (the caller says so). */
export interface TypedDice extends RandomSource {
  unused(): number;
}

export function typedDice(faces: readonly number[]): TypedDice {
  let index = 0;
  return {
    next(): number {
      throw new TypedDiceError('This roll cannot be typed from real dice; let Sheetsmith roll it.');
    },
    int(min: number, max: number): number {
      const face = faces[index];
      const die = min === 1 ? `d${max}` : `die of ${min} to ${max}`;
      if (face === undefined) throw new TypedDiceError(`This roll needs more dice than were typed: type ${index + 1} or more faces (the next is a ${die}).`);
      if (face < min || face > max) throw new TypedDiceError(`A ${die} shows ${min} to ${max}; ${face} was typed (face ${index + 1}).`);
      index++;
      return face;
    },
    unused: () => faces.length - index,
  };
}
