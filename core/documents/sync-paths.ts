/**
 * Paths into JSON documents as the sync conflict analysis walks them (sync-conflicts.ts): steps through object keys
 * and the elements of id-keyed lists, read the way mergeDocuments reads them (merge.ts), with their words for people
 * and a copy-on-write setter for a resolution. Pure.
 */

/** One step of a path: a key of an object, or the element of an id-keyed list with this id. */
export type PathStep = { readonly key: string } | { readonly id: string | number };

/** A value at a path in one version: present, or absent (the version has no such field). */
export type ValueAt = { readonly present: true; readonly value: unknown } | { readonly present: false };

/** A plain JSON object (not an array, not a class instance). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An element's id key, as mergeDocuments reads it ("s:abc", "n:3"). */
export function idKey(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  const id = value['id'];
  return typeof id === 'string' ? `s:${id}` : typeof id === 'number' && Number.isFinite(id) ? `n:${id}` : undefined;
}

/** A list's elements by id key when every element has a distinct id (mergeDocuments then merges it by element). */
export function byId(list: unknown): Map<string, unknown> | undefined {
  if (!Array.isArray(list)) return undefined;
  const map = new Map<string, unknown>();
  for (const item of list) {
    const key = idKey(item);
    if (key === undefined || map.has(key)) return undefined;
    map.set(key, item);
  }
  return map;
}

/** The id an id key stands for. */
export const idOfKey = (key: string): string | number => (key.startsWith('n:') ? Number(key.slice(2)) : key.slice(2));
/** A step as an id key ("s:abc"; "k:name" for a key), to compare with idKey. */
export const stepKey = (step: PathStep): string => ('key' in step ? `k:${step.key}` : typeof step.id === 'number' ? `n:${step.id}` : `s:${step.id}`);
/** The strings of some lists, each once, in first-seen order. */
export const union = (lists: readonly (readonly string[])[]): string[] => [...new Set(lists.flat())];

/** A path as mergeDocuments writes it. */
export function pathOf(steps: readonly PathStep[]): string {
  return steps.reduce<string>((out, s) => ('key' in s ? (out === '' ? s.key : `${out}.${s.key}`) : `${out}[id=${String(s.id)}]`), '');
}

/** The value at a path (undefined when absent). */
export function at(root: unknown, steps: readonly PathStep[]): unknown {
  let here = root;
  for (const step of steps) {
    if ('key' in step) here = isPlainObject(here) && Object.hasOwn(here, step.key) ? here[step.key] : undefined;
    else here = Array.isArray(here) ? here.find((e) => idKey(e) === stepKey(step)) : undefined;
    if (here === undefined) return undefined;
  }
  return here;
}

/** A key in words: `hitPoints` → "hit points". */
export function words(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();
}

/**
 * A path in words, system-neutral: keys as words joined by " › ", a list element by its summary, name, label or
 * title (read from the first document that has it), else its id. `data.hitPoints` → "data › hit points".
 */
export function pathLabel(steps: readonly PathStep[], docs: readonly unknown[]): string {
  if (steps.length === 0) return 'the whole document';
  return steps
    .map((step, i) => {
      if ('key' in step) return words(step.key);
      const names = docs.map((d) => at(d, steps.slice(0, i + 1))).flatMap((e) => (isPlainObject(e) ? [e['summary'], e['name'], e['label'], e['title']] : []));
      const name = names.find((v): v is string => typeof v === 'string' && v.trim() !== '');
      return name === undefined ? String(step.id) : `“${name}”`;
    })
    .join(' › ');
}

/** `root` with the value at `steps` set to `value` (or removed); a re-added list element goes after its predecessor in `from`. */
export function setAt(root: unknown, steps: readonly PathStep[], value: ValueAt, from: unknown): unknown {
  const [step, ...rest] = steps;
  if (step === undefined) return value.present ? value.value : undefined;
  if ('key' in step) {
    const obj = isPlainObject(root) ? root : {};
    const next = setAt(obj[step.key], rest, value, isPlainObject(from) ? from[step.key] : undefined);
    const { [step.key]: _old, ...others } = obj;
    return next === undefined ? others : { ...obj, [step.key]: next };
  }
  const list: unknown[] = Array.isArray(root) ? [...root] : [];
  const fromList: unknown[] = Array.isArray(from) ? from : [];
  const index = list.findIndex((e) => idKey(e) === stepKey(step));
  const next = setAt(list[index], rest, value, fromList.find((e) => idKey(e) === stepKey(step)));
  if (index >= 0) return next === undefined ? list.filter((_, i) => i !== index) : list.map((e, i) => (i === index ? next : e));
  if (next === undefined) return list;
  const before = fromList.slice(0, fromList.findIndex((e) => idKey(e) === stepKey(step))).map(idKey);
  const after = list.reduce<number>((pos, e, i) => (before.includes(idKey(e)) ? i + 1 : pos), 0);
  return [...list.slice(0, after), next, ...list.slice(after)];
}
