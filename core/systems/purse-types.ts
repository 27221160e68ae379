/**
 * The seam's part for what a character carries (re-exported by core/systems/types.ts): its money, where the system's
 * text has money, and its equipment list. Treasure divided into purses (core/campaign/divide.ts), an item handed to a
 * member and a torch taken from a carrier's pack (core/campaign/time.ts) read only this, so the campaign code never
 * names a coin or an item field of any system.
 */
import type { CharacterDocument } from '../documents/character';
import type { StepResult } from './types';

/** Money as the system's text counts it: the unit treasure is valued in, and a purse that takes it in or out. */
export interface MoneyDef<TData> {
  /** The unit treasure values are in, short ("gp", "ʂ"). */
  readonly unit: string;
  /** The smallest amount a purse keeps, in that unit (a copper piece is 0.01 gp; Murdham keeps quarter shillings). */
  readonly step: number;
  /** Where the text sets the money, with its line. */
  readonly source: string;
  /** What the purse holds now, in the unit. */
  balance(doc: CharacterDocument<TData>): number;
  /**
   * Adds `amount` (negative: takes it out, an undo of a credit) to the purse. Refuses an amount off the step, or a
   * purse that would go below nothing (the money was spent since), in one sentence.
   */
  credit(doc: CharacterDocument<TData>, amount: number): StepResult<TData>;
  /** An amount as the rules write it ("103 gp 3 sp 3 cp", "30½ʂ"). */
  format(amount: number): string;
}

/** An item handed to a character from the treasure: a line of its equipment. */
export interface HandedItem {
  /** The new line's id (a line already carried under that name may take the quantity instead, as the system keeps lines). */
  readonly id: string;
  readonly name: string;
  readonly quantity: number;
  /** What the whole lot is worth in the money's unit (0 when unknown): the line keeps it per item where it keeps costs. */
  readonly value: number;
}

/** The character's equipment list, as far as the campaign needs it. */
export interface EquipmentDef<TData> {
  /** Adds an item from the treasure to the list. */
  receive(doc: CharacterDocument<TData>, item: HandedItem): StepResult<TData>;
  /** How many of an item the character carries, by the key a light source names (`LightDef.item`); 0 when none. */
  count(doc: CharacterDocument<TData>, item: string): number;
  /** Uses up one of that item (a torch lit): refused when none is carried. */
  useOne(doc: CharacterDocument<TData>, item: string): StepResult<TData>;
  /** Gives one of that item back (the lighting undone); `id` names a new line when none is left to add it to. */
  giveOne(doc: CharacterDocument<TData>, item: string, id: string): StepResult<TData>;
}

/** What a character carries: money (or why the text has none) and equipment (or null where none is kept). */
export interface PurseDef<TData> {
  readonly money: MoneyDef<TData> | null;
  /** Why there is no money, in words with the line, when `money` is null (shown where treasure would be divided). */
  readonly noMoney: string | null;
  readonly equipment: EquipmentDef<TData> | null;
}

/** An amount in whole steps of a purse (floating-point dust taken off: 103.33 gp is 10,333 copper pieces). */
export function inSteps(amount: number, step: number): number {
  return Math.round(amount / step);
}

/** Whether an amount is a whole number of steps (to a millionth, for the dust of binary fractions). */
export function onStep(amount: number, step: number): boolean {
  return Math.abs(amount / step - Math.round(amount / step)) < 1e-6;
}
