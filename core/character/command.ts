/**
 * Commands: the named changes of a character. A command is a pure function `(doc, input, ctx) → change | Problem`;
 * {@link execute} runs it through the one write path, which applies the change and writes its one history entry.
 * Components, state classes, the combat tracker, rests, awards and the command line call commands; nothing else
 * writes a character.
 */
import type { RandomSource } from '../dice';
import type { CharacterDocument } from '../documents/character';
import type { AnySystem } from '../systems/types';
import { TypedDiceError } from '../dice/typed';
import { write, type ChangeOrProblem, type Problem, type Written } from './write';

/** What every command may use besides the document and its input. */
export interface CommandContext {
  /** The character's game system (loaded). */
  readonly system: AnySystem;
  /** The time of the change (ISO), also the document's `updatedAt`. */
  readonly now: string;
  /** Dice: the system random source, a seeded one (tests, the command line), or faces typed from real dice. */
  readonly rng: RandomSource;
  /** A fresh id for what the change adds (a condition, an item). */
  readonly newId: () => string;
}

/** A named change of a character. */
export type Command<TData, TInput> = (doc: CharacterDocument<TData>, input: TInput, ctx: CommandContext) => ChangeOrProblem<TData>;

/**
 * Runs a command and writes what it changed. A refusal comes back as a Problem (one sentence; nothing changed),
 * as do the sentences of the rules' own RangeErrors (XP short, top level) and dice typed wrongly (a 23 on a d20).
 */
export function execute<TData, TInput>(doc: CharacterDocument<TData>, command: Command<TData, TInput>, input: TInput, ctx: CommandContext): Written<TData> | Problem {
  try {
    return write(doc, command(doc, input, ctx), ctx.now);
  } catch (error) {
    if (error instanceof TypedDiceError || error instanceof RangeError) return { problem: error.message };
    throw error;
  }
}
