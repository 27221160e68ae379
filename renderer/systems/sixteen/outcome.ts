/** The outcome of a play action on a 16+ sheet, as the Tests & combat page shows it. */
export interface Outcome {
  /** "STR test +8", "Attack with Long sword against AC −18". */
  readonly title: string;
  /** The verdict in a word or two ("Succeeds", "Hit, reduced damage"), or null for a change without a roll. */
  readonly verdict: string | null;
  /** Whether the verdict is good for the character (a success, a hit), for its colour; null when neither. */
  readonly good: boolean | null;
  /** Every d20 face rolled, in order (an attack's 10s and 20s roll again, 001:6). */
  readonly faces: readonly number[];
  /** The arithmetic and the rules' words, in sentences with their source lines. */
  readonly words: readonly string[];
  /** True when nothing changed (a refusal). */
  readonly refused: boolean;
}

/** An outcome with nothing but its title; `extra` fills in the rest. */
export const outcome = (title: string, extra: Partial<Outcome> = {}): Outcome => ({ title, verdict: null, good: null, faces: [], words: [], refused: false, ...extra });
