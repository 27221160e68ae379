/**
 * The seam's part for game time (re-exported by core/systems/types.ts): the units a system's text counts time in, the
 * length of its combat round, the light sources whose burning time it gives, and its rests with the healing they do.
 * The campaign clock (core/campaign/time.ts) and the party rest (core/campaign/rest.ts) read only this.
 */
import type { CharacterDocument } from '../documents/character';
import type { RandomSource } from '../dice';
import type { StepResult } from './types';

/** A unit of game time. */
export interface TimeUnit {
  readonly id: string;
  /** "round", "turn", "watch". */
  readonly name: string;
  readonly plural: string;
  readonly seconds: number;
  /** Where the text defines it. */
  readonly source?: string;
}

/** A light source whose burning time the text gives (a torch, a lantern's flask of oil). */
export interface LightDef {
  readonly id: string;
  /** "Torch", "Lantern (1 flask)". */
  readonly name: string;
  /** How long it burns, in seconds of game time. */
  readonly seconds: number;
  readonly source: string;
  /**
   * The equipment one of them is, as the system's equipment seam counts it (`EquipmentDef.count`): lighting one with
   * a carrier uses one up from the carrier's pack. Absent for a light that is no item (a spell).
   */
  readonly item?: string;
}

/** A choice a rest asks of the GM, the same for every member resting (Murdham: how each daily need was met). */
export interface RestOption {
  readonly id: string;
  readonly label: string;
  readonly choices: readonly { readonly id: string; readonly label: string }[];
  /** The choice made unless the GM picks another. */
  readonly defaultChoice: string;
}

/** A rest the system's text gives. */
export interface RestDef {
  readonly id: string;
  /** "Long rest", "Daily rest (a watch)". */
  readonly name: string;
  /** What it does, in one or two sentences, with the source lines. */
  readonly description: string;
  /** How long it takes: the campaign clock moves on by this much. */
  readonly seconds: number;
  /** At most one such rest in this many seconds of game time (Orcus: one long rest in 24 hours); null when unlimited. */
  readonly oncePer: number | null;
  readonly options: readonly RestOption[];
  readonly source: string;
}

/** What a rest is given besides the character. */
export interface RestInput {
  /** The GM's choice for each option, by option id; a missing one takes the option's default. */
  readonly choices: Readonly<Record<string, string>>;
  /** Dice for rests that roll (True SRD's recovery checks); every roll comes back in the result's `dice`. */
  readonly rng: RandomSource;
}

/** A system's game time: every system's text has some, so every system fills it. */
export interface TimeDef<TData> {
  /**
   * The system's own units, smallest first, each citing where its text sets it. The clock adds minutes, hours, days
   * and weeks of its own where the system has no unit of that length.
   */
  readonly units: readonly TimeUnit[];
  /** Seconds in a combat round: conditions, whose durations are in rounds, count down by it. Null when none. */
  readonly roundSeconds: number | null;
  /** Light sources with the burning time the text gives; empty when it gives none. */
  readonly lights: readonly LightDef[];
  /** The rests the text gives. */
  readonly rests: readonly RestDef[];
  /**
   * One character takes a rest: the payload after it, with sentences on what changed (each citing its line) and the
   * dice rolled; or why this character cannot (dead, its maximum not entered yet). The same core function the
   * system's sheet calls for that rest. Health never goes above the maximum.
   */
  rest(doc: CharacterDocument<TData>, restId: string, input: RestInput): StepResult<TData>;
}

/** The choice made for an option: the GM's, when it is one of the option's, else the default. */
export function restChoice(rest: RestDef, optionId: string, choices: Readonly<Record<string, string>>): string {
  const option = rest.options.find((o) => o.id === optionId);
  if (!option) return '';
  const picked = choices[optionId];
  return picked !== undefined && option.choices.some((c) => c.id === picked) ? picked : option.defaultChoice;
}
