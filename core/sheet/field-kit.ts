/**
 * Small builders every system's sheet model uses: a field from a derived value, a field the play layout leaves to the
 * play block, and the purse on paper. The sections and what goes in them are each system's; the shapes are written once.
 */
import type { DerivedValue } from '../systems/types';
import type { SheetField, SheetSection } from './sheet-model';

/** The field of derived value `id` (its label unless one is given, its explanation, whether it is overridden). */
export function fieldFrom(values: readonly DerivedValue[], id: string, label?: string, inPlay = false): SheetField {
  const v = values.find((x) => x.id === id);
  return {
    id,
    label: label ?? v?.label ?? id,
    value: v === undefined ? '' : String(v.value),
    ...(v ? { explanation: v.explanation } : {}),
    ...(v?.overridden ? { overridden: true } : {}),
    ...(inPlay ? { inPlay: true } : {}),
  };
}

/** A field the play layout leaves out, because the play block prints it. */
export function covered(field: SheetField): SheetField {
  return { ...field, paper: 'covered' };
}

/** One coin's box: its id ("gp"), its label ("Gold (gp)") and how many the character holds now. */
export type PurseCoin = readonly [id: string, label: string, count: number];

/**
 * The purse on paper: a box per coin, in play (the player writes coins in and out at the table), the money held filled
 * in to start from. Which coins there are and what each is worth is the system's.
 */
export function purseSection(coins: readonly PurseCoin[]): SheetSection {
  const fields = coins.map(([id, label, count]): SheetField => ({ id: `purse.${id}`, label, value: String(count), inPlay: true }));
  return { kind: 'fields', id: 'purse', title: 'Purse', paper: 'paper-only', fields };
}
