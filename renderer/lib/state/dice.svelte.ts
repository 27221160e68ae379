import { createSystemRandom, DiceNotationError, roll, type RandomSource, type RollResult } from '../../../core/dice';

/** The dice roller's state: what is typed, the last error, and the recent rolls (newest first). */
export class DiceState {
  #notation = $state('3d6');
  #error = $state<string | null>(null);
  #history = $state<readonly RollResult[]>([]);

  constructor(private readonly rng: RandomSource = createSystemRandom()) {}

  /** What is typed in the notation field (bound two ways). */
  get notation(): string {
    return this.#notation;
  }
  set notation(value: string) {
    this.#notation = value;
  }
  /** Why the last notation could not be rolled. */
  get error(): string | null {
    return this.#error;
  }
  /** The recent rolls, newest first, every die kept. */
  get history(): readonly RollResult[] {
    return this.#history;
  }

  /** Rolls the given notation (or what is typed); bad notation sets `error` and rolls nothing. */
  roll(notation = this.#notation): RollResult | null {
    try {
      const result = roll(notation, this.rng);
      this.#error = null;
      this.#history = [result, ...this.#history].slice(0, 50);
      return result;
    } catch (error) {
      if (error instanceof DiceNotationError) {
        this.#error = error.message;
        return null;
      }
      throw error;
    }
  }

  clear(): void {
    this.#history = [];
  }
}
