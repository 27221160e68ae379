/**
 * Reading what was typed into a play action's inputs (`PlayInputDef`): a whole number in its range, one of the
 * choices, or a line of text no longer than its limit; a missing value takes the default. Anything else is refused in
 * one sentence naming the input, before any die is rolled.
 */
import { parseWhole } from '../../dice/kinds';
import type { PlayInputDef } from '../types';

/** The values of an action's inputs, read and checked. */
export interface PlayValues {
  /** Whether the action asked for this input now (a pick only when there are rolls to pick from). */
  has(id: string): boolean;
  num(id: string): number;
  pick(id: string): string;
  text(id: string): string;
}

/** A refusal naming the input at fault. */
export interface InputProblem {
  readonly problem: string;
  readonly input: string;
}

function readOne(def: PlayInputDef, raw: string | undefined): number | string | InputProblem {
  const typed = raw === undefined || raw.trim() === '' ? null : raw.trim();
  if (def.kind === 'text') {
    const value = raw ?? def.default;
    return value.length > def.maxLength ? { problem: `${def.label} is at most ${def.maxLength} characters.`, input: def.id } : value.trim();
  }
  if (def.kind === 'choice') {
    if (typed === null) return def.default;
    return def.options.some((o) => o.id === typed) ? typed : { problem: `${def.label} is one of ${def.options.map((o) => o.label).join(', ')}; “${typed.slice(0, 40)}” is not.`, input: def.id };
  }
  if (typed === null) return def.default;
  const n = parseWhole(typed);
  if (n === null) return { problem: `${def.label} must be a whole number from ${def.min} to ${def.max}; “${typed.slice(0, 40)}” is not.`, input: def.id };
  if (n < def.min || n > def.max) return { problem: `${def.label} must be a whole number from ${def.min} to ${def.max}; ${n} is out of range.`, input: def.id };
  return n;
}

/** Reads every input of an action, or the first refusal. */
export function readInputs(defs: readonly PlayInputDef[], input: Readonly<Record<string, string>>): PlayValues | InputProblem {
  const values = new Map<string, number | string>();
  for (const def of defs) {
    const value = readOne(def, input[def.id]);
    if (typeof value === 'object') return value;
    values.set(def.id, value);
  }
  const get = (id: string) => {
    const v = values.get(id);
    if (v === undefined) throw new Error(`This action has no input ${id}.`);
    return v;
  };
  return { has: (id) => values.has(id), num: (id) => Number(get(id)), pick: (id) => String(get(id)), text: (id) => String(get(id)) };
}

/** A number input. */
export function numberDef(id: string, label: string, min: number, max: number, value: number): PlayInputDef {
  return { kind: 'number', id, label, min, max, default: value };
}

/** A choice input; the first option is the default unless one is given. */
export function choiceDef(id: string, label: string, options: readonly (readonly [string, string])[], value?: string): PlayInputDef {
  return { kind: 'choice', id, label, options: options.map(([o, l]) => ({ id: o, label: l })), default: value ?? options[0]?.[0] ?? '' };
}
