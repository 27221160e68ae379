/**
 * Shared parts of the systems' equipment seams (purse-types.ts) for lists of `{ name, quantity }` lines: which lines
 * a light source's item key stands for, how many are carried, one used up or given back. Each system calls these
 * from its own purse.ts with its own list; what a new line holds stays the system's.
 */
import type { StepResult } from './types';

/** The names an item key stands for on a line typed in by hand ("Torch", "Torches", "torch (pitch)"). */
const NAMES: Readonly<Record<string, RegExp>> = {
  torch: /^torch(es)?\b/i,
};

/** A line of a system's equipment list, as far as these helpers read it. */
interface Line {
  readonly name: string;
  readonly quantity: number;
}

/** Whether a line is the item `key` names: by the system's own test (a catalogue id) or by its name. */
export function namedItem(line: Line, key: string): boolean {
  return NAMES[key]?.test(line.name.trim()) ?? false;
}

/** How many of an item the lines hold. */
export function countOf<T extends Line>(lines: readonly T[], key: string, is: (line: T, key: string) => boolean = namedItem): number {
  return lines.filter((l) => is(l, key)).reduce((n, l) => n + l.quantity, 0);
}

/**
 * The lines with one of an item used up: the last line listed gives it (a line of 1 goes), or null when none is
 * carried.
 */
export function withOneUsed<T extends Line>(lines: readonly T[], key: string, is: (line: T, key: string) => boolean = namedItem): T[] | null {
  const line = [...lines].reverse().find((l) => is(l, key) && l.quantity > 0);
  if (!line) return null;
  return line.quantity > 1 ? lines.map((l) => (l === line ? { ...l, quantity: l.quantity - 1 } : l)) : lines.filter((l) => l !== line);
}

/** The lines with one of an item given back onto the last line of it, or null when no line of it is left. */
export function withOneBack<T extends Line>(lines: readonly T[], key: string, is: (line: T, key: string) => boolean = namedItem): T[] | null {
  const line = [...lines].reverse().find((l) => is(l, key));
  return line ? lines.map((l) => (l === line ? { ...l, quantity: l.quantity + 1 } : l)) : null;
}

/** "None carried." as every system's refusal reads (the campaign words it with the carrier's name). */
export const NONE_CARRIED: StepResult<never> = { problem: 'None carried.' };

/** A treasure lot as one line: whole items keep their count; a lot of 2.5 (pounds of saffron) is one line with its words. */
export function lineOf(item: { readonly name: string; readonly quantity: number }): { readonly name: string; readonly quantity: number } {
  const whole = Number.isInteger(item.quantity) && item.quantity >= 1;
  return whole ? { name: item.name.trim(), quantity: item.quantity } : { name: `${item.quantity} × ${item.name.trim()}`, quantity: 1 };
}
