/**
 * Reading what was typed into a "16+" play action's inputs: a whole number in its range, one of the choices, a line
 * of text. A missing or blank value takes the input's default; anything else unusable is refused in one sentence that
 * names the input, before any die is thrown.
 */
import { parseWhole, signedNumber } from '../../dice/kinds';
import type { PlayInputDef } from '../types';

/** The values of an action's inputs, read and checked. */
export interface PlayValues {
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
    const t = typed ?? def.default;
    return t.length > def.maxLength ? { problem: `${def.label} is at most ${def.maxLength} characters.`, input: def.id } : t;
  }
  if (def.kind === 'choice') {
    if (typed === null) return def.default;
    return def.options.some((o) => o.id === typed) ? typed : { problem: `${def.label} is one of ${def.options.map((o) => o.label).join(', ')}; “${typed}” is not.`, input: def.id };
  }
  if (typed === null) return def.default;
  const n = parseWhole(typed);
  const shown = (x: number) => (def.min < 0 ? signedNumber(x) : String(x));
  const range = `a whole number from ${shown(def.min)} to ${shown(def.max)}`;
  if (n === null) return { problem: `${def.label} must be ${range}; “${typed}” is not.`, input: def.id };
  if (n < def.min || n > def.max) return { problem: `${def.label} must be ${range}; ${shown(n)} is out of range.`, input: def.id };
  return n;
}

/** Reads every input of `defs` from `input`; the first unusable one is the refusal. */
export function readPlayInputs(defs: readonly PlayInputDef[], input: Readonly<Record<string, string>>): PlayValues | InputProblem {
  const values = new Map<string, number | string>();
  for (const def of defs) {
    const v = readOne(def, input[def.id]);
    if (typeof v === 'object') return v;
    values.set(def.id, v);
  }
  const get = <T extends number | string>(id: string, type: 'number' | 'string'): T => {
    const v = values.get(id);
    // Asking for an input the action does not declare is a programming error, not the player's.
    if (typeof v !== type) throw new Error(`No ${type} input “${id}” on this action.`);
    return v as T;
  };
  return { num: (id) => get<number>(id, 'number'), pick: (id) => get<string>(id, 'string'), text: (id) => get<string>(id, 'string') };
}
