import { createSystemRandom, DiceNotationError, roll, type RandomSource, type RollResult } from '../../../core/dice';

/** The dice roller's state: what is typed, the last error, and the recent rolls (newest first). */
export class DiceState {
  notation = $state('3d6');
  error = $state<string | null>(null);
  history = $state<RollResult[]>([]);

  constructor(private readonly rng: RandomSource = createSystemRandom()) {}

  /** Rolls the given notation (or what is typed); bad notation sets `error` and rolls nothing. */
  roll(notation = this.notation): RollResult | null {
    try {
      const result = roll(notation, this.rng);
      this.error = null;
      this.history = [result, ...this.history].slice(0, 50);
      return result;
    } catch (error) {
      if (error instanceof DiceNotationError) {
        this.error = error.message;
        return null;
      }
      throw error;
    }
  }

  clear(): void {
    this.history = [];
  }
}
