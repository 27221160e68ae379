/** The outcome of a play action on a True SRD sheet, as the Damage & recovery page shows it. */
export interface Outcome {
  /** "Toughness save against +3", "Recovery check: wounded". */
  readonly title: string;
  /** Every die behind it, with the arithmetic, as core wrote it. */
  readonly dice: readonly string[];
  /** What the rules made of it, in sentences with their source lines. */
  readonly words: readonly string[];
  /** True when nothing changed (a refusal). */
  readonly refused: boolean;
}

/** An outcome with nothing but its title; `extra` fills in the rest. */
export const outcome = (title: string, extra: Partial<Outcome> = {}): Outcome => ({ title, dice: [], words: [], refused: false, ...extra });
