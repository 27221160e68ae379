/** The outcome of a play action on the Murdham sheet, as the Dice & table page shows it. */

/** What the last action did, shown on the Dice & table page: the dice and the rules' words, with citations. */
export interface Outcome {
  /** "Took 6 damage", "Injury: Painful wound". */
  readonly title: string;
  /** Every die behind it, as readable breakdowns. */
  readonly dice: readonly string[];
  /** What the rules made of it, in sentences with their source lines. */
  readonly words: readonly string[];
  /** The table entry as the text prints it, with its line, for table rolls. */
  readonly printed: readonly { readonly text: string; readonly source: string }[];
  /** True when nothing changed (a refusal). */
  readonly refused: boolean;
  /** The rules now ask for a roll on the injury table (a dying character healed, 000:45). */
  readonly injuryDue: boolean;
  /** The rules now ask for a mutation (critical damage from soulblight, 000:80). */
  readonly mutationDue: boolean;
}

/** An outcome with nothing but its title; `extra` fills in the rest. */
export const outcome = (title: string, extra: Partial<Outcome> = {}): Outcome => ({ title, dice: [], words: [], printed: [], refused: false, injuryDue: false, mutationDue: false, ...extra });
