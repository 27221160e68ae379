/**
 * The system-neutral half of roll kinds: reading what the user typed into a kind's inputs (refused in one sentence
 * when it is not a whole number in range, or not one of the choices), and small formatters every system's kinds share.
 * Each system's own kinds (the rules) live in its folder and are declared with {@link defineRollKinds}.
 */
import type { RollInputDef, RollKindDef, RollKindResult, RollKindsDef } from '../systems/types';
import type { RandomSource } from './random';

/** The values of a kind's inputs, read and checked. */
export interface RollValues {
  /** A number input's value; throws for an id the kind does not declare as a number (a programming error). */
  num(id: string): number;
  /** A choice input's option id; throws for an id the kind does not declare as a choice. */
  pick(id: string): string;
}

/** A kind's rule: the values already checked against the kind's inputs, dice from `rng`. */
export type RollKindHandler = (values: RollValues, rng: RandomSource) => RollKindResult;

/** Reads "+3", "3", "-3" and "−3" (the typographic minus the app prints); null for anything else. */
export function parseWhole(text: string): number | null {
  const t = text.trim().replace(/^−/, '-').replace(/^\+/, '');
  if (!/^-?\d{1,6}$/.test(t)) return null;
  const n = Number(t);
  return n === 0 ? 0 : n;
}

/** One input's value from what was typed, or the sentence saying why it cannot be used. */
function readInput(def: RollInputDef, raw: string | undefined): { readonly value: number | string } | { readonly problem: string } {
  const text = raw === undefined || raw.trim() === '' ? null : raw;
  if (def.kind === 'choice') {
    if (text === null) return { value: def.default };
    const option = def.options.find((o) => o.id === text.trim());
    return option ? { value: option.id } : { problem: `${def.label} is one of ${def.options.map((o) => o.label).join(', ')}; “${text.trim()}” is not.` };
  }
  if (text === null) return { value: def.default };
  const n = parseWhole(text);
  // Signs only where the range has negatives: "a modifier from −5 to +5", but "an ability from 1 to 19".
  const shown = (x: number) => (def.min < 0 ? signedNumber(x) : String(x));
  const range = `a whole number from ${shown(def.min)} to ${shown(def.max)}`;
  if (n === null) return { problem: `${def.label} must be ${range}; “${text.trim()}” is not.` };
  if (n < def.min || n > def.max) return { problem: `${def.label} must be ${range}; ${shown(n)} is out of range.` };
  return { value: n };
}

/**
 * Declares a system's roll kinds: each kind's data (for the roller's form) and its rule. The `roll` function reads
 * and checks the typed values before any die is thrown, and turns a RangeError from a system's rule into the refusal
 * sentence, so nothing is rolled or logged for bad input.
 */
export function defineRollKinds(entries: readonly (RollKindDef & { readonly roll: RollKindHandler })[]): RollKindsDef {
  const kinds: readonly RollKindDef[] = entries.map(({ roll: _rule, ...def }) => def);
  return {
    kinds,
    roll(kindId, input, rng) {
      const entry = entries.find((e) => e.id === kindId);
      if (!entry) return { problem: `This system has no roll called “${kindId}”.` };
      const numbers = new Map<string, number>();
      const choices = new Map<string, string>();
      for (const def of entry.inputs) {
        const read = readInput(def, input[def.id]);
        if ('problem' in read) return { problem: read.problem, input: def.id };
        if (typeof read.value === 'number') numbers.set(def.id, read.value);
        else choices.set(def.id, read.value);
      }
      const values: RollValues = {
        num: (id) => {
          const n = numbers.get(id);
          if (n === undefined) throw new Error(`roll kind ${kindId} has no number input ${id}`);
          return n;
        },
        pick: (id) => {
          const c = choices.get(id);
          if (c === undefined) throw new Error(`roll kind ${kindId} has no choice input ${id}`);
          return c;
        },
      };
      try {
        return entry.roll(values, rng);
      } catch (error) {
        if (error instanceof RangeError) return { problem: error.message };
        throw error;
      }
    },
  };
}

/** A number input with its range and default. */
export function numberInput(id: string, label: string, min: number, max: number, value = 0): RollInputDef {
  return { kind: 'number', id, label, min, max, default: value };
}

/** "+3", "−2", "0": a modifier as the app prints it. */
export function signedNumber(n: number): string {
  if (n === 0) return '0';
  return n > 0 ? `+${n}` : `−${-n}`;
}

/** " + 3", " − 2", "" for 0: a term added to a sum. */
export function plusTerm(n: number, what = ''): string {
  if (n === 0) return '';
  const tail = what === '' ? '' : ` ${what}`;
  return n > 0 ? ` + ${n}${tail}` : ` − ${-n}${tail}`;
}

/** "d20+3", "d20−2", "d20": notation of one die with a modifier, for the log. */
export function dieWithModifier(die: string, modifier: number): string {
  return modifier === 0 ? die : `${die}${modifier > 0 ? '+' : '−'}${Math.abs(modifier)}`;
}
