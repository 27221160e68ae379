/**
 * Reading what was typed into the inputs of a play action or a roll kind (`PlayInputDef`): a whole number in its
 * range, one of the choices, or a line of text no longer than its limit. A missing or blank value takes the input's
 * default; anything else unusable is refused in one sentence naming the input, before any die is rolled. Written once
 * for every system, so a bad number reads the same on a Dark Dungeons sheet and in a 16+ tracker.
 */
import { formatNumber } from '../text/format';
import type { PlayInputDef } from './types';

type NumberDef = Extract<PlayInputDef, { kind: 'number' }>;
type ChoiceDef = Extract<PlayInputDef, { kind: 'choice' }>;

/** A refusal naming the input at fault. */
export interface InputProblem {
  readonly problem: string;
  readonly input: string;
}

export const isInputProblem = (v: unknown): v is InputProblem => typeof v === 'object' && v !== null && 'problem' in v;

/** How much of a bad value a refusal quotes: enough to recognise it, never a pasted page. */
const QUOTED = 40;

/** A whole number as people type it: "+3", " 3 ", "−2" (typographic minus or dash), "1,000"; null for anything else. */
export function parseWhole(text: string): number | null {
  const t = text.trim().replace(/^[−–]/u, '-').replace(/^\+/, '');
  const plain = /^-?\d{1,3}(,\d{3})+$/.test(t) ? t.replace(/,/g, '') : t;
  if (!/^-?\d{1,12}$/.test(plain)) return null;
  const n = Number(plain);
  return n === 0 ? 0 : n;
}

/** A figure of the range as the sentence shows it: signed where the range has negatives ("−5 to +5"), else "1,000". */
function figure(def: NumberDef, n: number): string {
  if (def.min >= 0) return formatNumber(n);
  return n > 0 ? `+${formatNumber(n)}` : n < 0 ? `−${formatNumber(-n)}` : '0';
}

type Typed = Readonly<Record<string, string>>;

/** One input's value from what was typed into the form (missing or blank: the default), or the refusal naming it. */
export function readInput(def: NumberDef, input: Typed): number | InputProblem;
export function readInput(def: ChoiceDef, input: Typed): string | InputProblem;
export function readInput(def: PlayInputDef, input: Typed): number | string | InputProblem;
export function readInput(def: PlayInputDef, input: Typed): number | string | InputProblem {
  const raw = input[def.id];
  const typed = raw === undefined || raw.trim() === '' ? null : raw.trim();
  if (def.kind === 'text') {
    const value = typed ?? def.default;
    return value.length > def.maxLength ? { problem: `${def.label} is at most ${formatNumber(def.maxLength)} characters.`, input: def.id } : value;
  }
  if (typed === null) return def.default;
  if (def.kind === 'choice') {
    if (def.options.some((o) => o.id === typed)) return typed;
    return { problem: `${def.label} is one of ${def.options.map((o) => o.label).join(', ')}; “${typed.slice(0, QUOTED)}” is not.`, input: def.id };
  }
  const n = parseWhole(typed);
  const range = `a whole number from ${figure(def, def.min)} to ${figure(def, def.max)}`;
  if (n === null) return { problem: `${def.label} must be ${range}; “${typed.slice(0, QUOTED)}” is not.`, input: def.id };
  if (n < def.min || n > def.max) return { problem: `${def.label} must be ${range}; ${figure(def, n)} is out of range.`, input: def.id };
  return n;
}

/** The values of an action's inputs, read and checked. */
export interface PlayValues {
  /** Whether the action asked for this input now (some inputs are offered only when there is something to pick). */
  has(id: string): boolean;
  num(id: string): number;
  pick(id: string): string;
  text(id: string): string;
}

/** Reads every input of `defs` from `input`; the first unusable one is the refusal. */
export function readInputs(defs: readonly PlayInputDef[], input: Typed): PlayValues | InputProblem {
  const values = new Map<string, number | string>();
  for (const def of defs) {
    const value = readInput(def, input);
    if (isInputProblem(value)) return value;
    values.set(def.id, value);
  }
  const get = <T extends number | string>(id: string, type: 'number' | 'string'): T => {
    const v = values.get(id);
    // Asking for an input the action does not declare is a programming error, not the player's.
    if (typeof v !== type) throw new Error(`No ${type} input “${id}” on this action.`);
    return v as T;
  };
  return { has: (id) => values.has(id), num: (id) => get<number>(id, 'number'), pick: (id) => get<string>(id, 'string'), text: (id) => get<string>(id, 'string') };
}

/** A number input. */
export function numberDef(id: string, label: string, min: number, max: number, value = 0): NumberDef {
  return { kind: 'number', id, label, min, max, default: value };
}

/** A choice input; the first option is the default unless one is given. */
export function choiceDef(id: string, label: string, options: readonly (readonly [string, string])[], value?: string): ChoiceDef {
  return { kind: 'choice', id, label, options: options.map(([o, l]) => ({ id: o, label: l })), default: value ?? options[0]?.[0] ?? '' };
}
