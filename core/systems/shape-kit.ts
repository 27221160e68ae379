/**
 * Small checkers for the payload's shape (types, ranges and sizes), shared by the systems' shape checks: each
 * problem in words with its path, and a repair where one keeps what the player wrote (a number clamped into its
 * range or rounded, an unknown field dropped, a repeated id renewed). Text and lists that are too long are refused,
 * never cut: cutting would lose the player's words.
 */
import type { RuleViolation, ShapeRepair } from './types';

/** A step of a path into the payload: a field name or a list index. */
export type Key = string | number;
/** Checks one value at `at`, adding its problems (with repairs where possible) to `out`. */
export type Node = (value: unknown, at: readonly Key[], out: RuleViolation[]) => void;

export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** "data.weapons[3].damage" for ['weapons', 3, 'damage']. */
export function pathText(at: readonly Key[]): string {
  return at.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : `${s}.${k}`), 'data');
}

/** A repair before it knows where it applies. */
type Fix = { readonly kind: 'set'; readonly value: unknown; readonly note: string } | { readonly kind: 'drop'; readonly note: string };

export function report(out: RuleViolation[], at: readonly Key[], message: string, fix?: Fix): void {
  const path = pathText(at);
  const where = [...at];
  const repair: ShapeRepair | undefined =
    fix === undefined ? undefined : fix.kind === 'set' ? { kind: 'set', at: where, value: fix.value, note: fix.note } : { kind: 'drop', at: where, note: fix.note };
  out.push({ path, message: `${path}: ${message}`, ...(repair ? { repair } : {}) });
}

/** A number with shown digits kept short ("1e+400" parses as Infinity, shown as "too large to hold"). */
function shown(n: number): string {
  if (Number.isNaN(n)) return 'not a number';
  if (!Number.isFinite(n)) return n > 0 ? 'too large to hold' : 'too small to hold';
  return String(n);
}

export const text =
  (max: number): Node =>
  (v, at, out) => {
    if (typeof v !== 'string') return report(out, at, 'should be text');
    if (v.length > max) report(out, at, `is ${v.length.toLocaleString('en-US')} characters long; at most ${max.toLocaleString('en-US')} are kept, so it was not cut`);
  };

/** A number from min to max (whole when `whole`); anything else numeric is repaired to the nearest allowed value. */
const numberIn =
  (min: number, max: number, whole: boolean): Node =>
  (v, at, out) => {
    if (typeof v !== 'number') return report(out, at, whole ? 'should be a whole number' : 'should be a number');
    let fixed = Number.isNaN(v) ? min : v;
    if (whole && Number.isFinite(fixed)) fixed = Math.round(fixed);
    fixed = Math.min(max, Math.max(min, fixed));
    if (fixed === v) return;
    const reason = !Number.isFinite(v) ? 'not a usable number' : v < min || v > max ? `outside ${min} to ${max}` : 'not a whole number';
    report(out, at, `is ${reason} (${shown(v)})`, { kind: 'set', value: fixed, note: `${pathText(at)} was ${shown(v)} (${reason}); it was set to ${fixed}.` });
  };

export const int = (min: number, max: number): Node => numberIn(min, max, true);
export const num = (min: number, max: number): Node => numberIn(min, max, false);

export const bool: Node = (v, at, out) => {
  if (typeof v !== 'boolean') report(out, at, 'should be true or false');
};

export const nullable =
  (node: Node): Node =>
  (v, at, out) => {
    if (v !== null) node(v, at, out);
  };

export const oneOf =
  (values: readonly (string | number)[]): Node =>
  (v, at, out) => {
    if ((typeof v !== 'string' && typeof v !== 'number') || !values.includes(v)) report(out, at, `should be one of ${values.join(', ')}`);
  };

/** An object with exactly these fields: a missing one is refused, an unknown one dropped (and reported). */
export const object =
  <T>(system: string, fields: { readonly [K in keyof T]-?: Node }): Node =>
  (v, at, out) => {
    if (!isObj(v)) return report(out, at, 'should be an object');
    const known: Readonly<Record<string, Node>> = fields;
    for (const [k, node] of Object.entries(known)) node(v[k], [...at, k], out);
    for (const k of Object.keys(v)) {
      if (Object.hasOwn(known, k)) continue;
      const shownKey = k.length > 40 ? `${k.slice(0, 37)}…` : k;
      report(out, [...at, k], `is not a ${system} field`, { kind: 'drop', note: `The unknown field ${JSON.stringify(shownKey)} in ${pathText(at)} was dropped.` });
    }
  };

export const list =
  (node: Node, max: number): Node =>
  (v, at, out) => {
    if (!Array.isArray(v)) return report(out, at, 'should be a list');
    if (v.length > max) return report(out, at, `has ${v.length.toLocaleString('en-US')} entries; at most ${max.toLocaleString('en-US')} are allowed`);
    v.forEach((item, i) => node(item, [...at, i], out));
  };

/** Entries keyed by an app-made id: a repeated id gets a fresh one (the id is the app's, not the player's). */
export const uniqueIds =
  (node: Node, idMax: number, what: string): Node =>
  (v, at, out) => {
    node(v, at, out);
    if (!Array.isArray(v)) return;
    const ids = new Set(v.map((item) => (isObj(item) ? item['id'] : undefined)).filter((id): id is string => typeof id === 'string'));
    const seen = new Set<string>();
    v.forEach((item, i) => {
      const id = isObj(item) ? item['id'] : undefined;
      if (typeof id !== 'string') return;
      if (!seen.has(id)) {
        seen.add(id);
        return;
      }
      let n = 2;
      let fresh = `${id.slice(0, idMax - 8)}-${n}`;
      while (ids.has(fresh)) fresh = `${id.slice(0, idMax - 8)}-${++n}`;
      ids.add(fresh);
      report(out, [...at, i, 'id'], 'repeats the id of another entry', { kind: 'set', value: fresh, note: `Entry ${i + 1} of the ${what} had the same id as another, so it was given a new one.` });
    });
  };
