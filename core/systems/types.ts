import type { SheetModel } from '../sheet/sheet-model';
import type { CharacterDocument } from '../documents/character';

/**
 * The interface every game system implements. Dark Dungeons is the first; Orcus, Murdham, the True20-style rules
 * and the "16+" rules plug in the same way. Nothing here names a Dark Dungeons idea (prime requisites, weapon feats):
 * those live inside the system's folder.
 */

/** An ability (or attribute) the system rates characters on. */
export interface AbilityDef {
  readonly id: string;
  readonly name: string;
  readonly abbreviation: string;
  /** Lowest and highest score the system allows at creation. */
  readonly min: number;
  readonly max: number;
}

/** One step of guided creation. */
export interface StepDef {
  readonly id: string;
  readonly title: string;
  /** One or two sentences explaining the rule, with its citation. */
  readonly help: string;
}

/** A condition for the combat tracker (stunned, prone...). */
export interface ConditionDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

/** A derived number with the reason for it: the heart of "every number explains itself". */
export interface DerivedValue {
  /** Stable id, e.g. "save.magicWands"; overrides are keyed by it. */
  readonly id: string;
  readonly label: string;
  readonly value: number | string;
  /** In words: "Thief level 4, Table 4-9". */
  readonly explanation: string;
  /** True when an override replaced the computed value. */
  readonly overridden: boolean;
  /** The computed value before any override, shown beside an overridden one. */
  readonly computed: number | string;
}

/** A rule the character breaks, in words; characters are stored even when they break rules. */
export interface RuleViolation {
  /** What it concerns, e.g. "abilities.dex", "skills", "weaponFeats". */
  readonly path: string;
  readonly message: string;
}

/** A data table the system exposes (for the rules browser and the command line). */
export interface TableInfo {
  readonly id: string;
  readonly title: string;
  /** "004_b3026cedeba6292d.txt lines 72-110". */
  readonly citation: string;
}

/** A game system. TData is the system's own character payload. */
export interface SystemDefinition<TData = unknown> {
  readonly id: string;
  readonly name: string;
  /** One line on what the system is. */
  readonly summary: string;
  readonly abilities: readonly AbilityDef[];
  readonly creationSteps: readonly StepDef[];
  readonly levelUpSteps: readonly StepDef[];
  readonly conditions: readonly ConditionDef[];
  /** Dice conventions in notation, e.g. { abilityScore: "3d6", percentile: "d%" }. */
  readonly dice: Readonly<Record<string, string>>;
  readonly tables: readonly TableInfo[];
  /** A fresh, empty payload for the creation flow. */
  newData(): TData;
  /** Checks that an unknown value has the payload's shape (types, not rules); returns problems in words. */
  checkShape(data: unknown): readonly RuleViolation[];
  /** Every derived value with its explanation, overrides applied. */
  derive(doc: CharacterDocument<TData>): readonly DerivedValue[];
  /** Every rule the character breaks, in words. */
  validate(doc: CharacterDocument<TData>): readonly RuleViolation[];
  /** The printable/on-screen sheet. */
  sheet(doc: CharacterDocument<TData>, printedOn: string): SheetModel;
  /** A sheet with no values, for players who want paper only. */
  blankSheet(printedOn: string): SheetModel;
}
