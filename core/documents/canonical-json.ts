/**
 * Canonical JSON: the one byte-exact text Sheetsmith writes for a value, so saving the same document twice (or
 * exporting what was just imported) gives identical files that diff cleanly and can be compared by hash.
 */

/**
 * Keys written first, in this order, in every object at every depth. They are the document envelope, so a file
 * opened in a text editor starts with what it is, which version, and whose it is. Every other key follows, sorted.
 */
export const LEADING_KEYS: readonly string[] = [
  'format',
  'schemaVersion',
  'id',
  'system',
  'name',
  'status',
  'creationStep',
  'createdAt',
  'updatedAt',
  'deletedAt',
];

/**
 * Deeper than this is refused: recursion this deep would be near the engine's stack limit, and no Sheetsmith
 * document is anywhere near it (imports are refused far earlier, see MAX_FILE_DEPTH in import.ts).
 */
export const MAX_CANONICAL_DEPTH = 1000;

/**
 * Arrays under these keys (at any depth) are written one item per line, each item as compact JSON. A character's
 * history is a log: one line per change keeps a file of a character played for years small (a thief taken to 36th
 * level with training is about a third smaller than indented), and a diff of two saves shows one line per change.
 */
export const ONE_LINE_ITEM_KEYS: ReadonlySet<string> = new Set(['history']);

const LEADING_RANK = new Map(LEADING_KEYS.map((key, index) => [key, index]));

/**
 * Orders two keys: leading keys first in their fixed order, then the rest by UTF-16 code units. Code-unit order,
 * not localeCompare, because the bytes must not depend on the machine's language.
 */
export function compareKeys(a: string, b: string): number {
  const ra = LEADING_RANK.get(a);
  const rb = LEADING_RANK.get(b);
  if (ra !== undefined || rb !== undefined) {
    if (ra === undefined) return 1;
    if (rb === undefined) return -1;
    return ra - rb;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function where(path: string): string {
  return path === '' ? 'at the top level' : `at ${path}`;
}

/**
 * Serialises `value` as canonical JSON: keys ordered by compareKeys in every object, 2-space indent, and a
 * trailing newline; the items of an array under a key in ONE_LINE_ITEM_KEYS one per line, each without spaces. Object properties whose value is `undefined` are left out (as JSON.stringify does), because
 * optional fields are often spread in as `undefined`. Everything else that JSON cannot hold faithfully is refused
 * with an Error naming where it is: `undefined` in an array, NaN, ±Infinity, bigints, functions, symbols,
 * non-plain objects (Date, Map, class instances), cycles, and nesting deeper than MAX_CANONICAL_DEPTH.
 */
export function canonicalJson(value: unknown): string {
  const ancestors = new Set<object>();
  // Integer-like keys ("10", "2") would be reordered by any JS object, so the text is built by hand rather than
  // by handing a sorted copy to JSON.stringify.
  // `indent` is null inside a one-line item: everything there is written without newlines or spaces.
  const write = (v: unknown, path: string, indent: string | null, oneLineItems = false): string => {
    switch (typeof v) {
      case 'string':
        return JSON.stringify(v);
      case 'boolean':
        return v ? 'true' : 'false';
      case 'number':
        if (!Number.isFinite(v)) throw new Error(`Cannot write ${String(v)} as JSON ${where(path)}.`);
        return JSON.stringify(v);
      case 'object':
        break;
      default:
        throw new Error(`Cannot write a ${typeof v} as JSON ${where(path)}.`);
    }
    if (v === null) return 'null';
    if (ancestors.has(v)) throw new Error(`Cannot write a value that contains itself (a cycle) ${where(path)}.`);
    if (ancestors.size >= MAX_CANONICAL_DEPTH) {
      throw new Error(`Cannot write JSON nested more than ${MAX_CANONICAL_DEPTH} levels deep ${where(path)}.`);
    }
    const inner = indent === null ? null : `${indent}  `;
    ancestors.add(v);
    try {
      if (Array.isArray(v)) {
        if (v.length === 0) return '[]';
        const items: string[] = [];
        for (let i = 0; i < v.length; i++) {
          const item: unknown = v[i];
          const itemPath = `${path}[${i}]`;
          // `undefined` in an array would silently become null, changing the document: refuse it.
          if (item === undefined) throw new Error(`Cannot write undefined as JSON ${where(itemPath)}.`);
          if (inner === null) items.push(write(item, itemPath, null));
          else items.push(inner + write(item, itemPath, oneLineItems ? null : inner));
        }
        return inner === null ? `[${items.join(',')}]` : `[\n${items.join(',\n')}\n${indent ?? ''}]`;
      }
      if (!isPlainObject(v)) {
        const kind = (v as { constructor?: { name?: unknown } }).constructor?.name;
        throw new Error(`Cannot write a ${typeof kind === 'string' ? kind : 'non-plain'} object as JSON ${where(path)}.`);
      }
      const record = v as Record<string, unknown>;
      const keys = Object.keys(record).sort(compareKeys);
      const members: string[] = [];
      for (const key of keys) {
        const member = record[key];
        if (member === undefined) continue;
        const memberPath = path === '' ? key : `${path}.${key}`;
        if (inner === null) members.push(`${JSON.stringify(key)}:${write(member, memberPath, null)}`);
        else members.push(`${inner}${JSON.stringify(key)}: ${write(member, memberPath, inner, ONE_LINE_ITEM_KEYS.has(key))}`);
      }
      if (members.length === 0) return '{}';
      return inner === null ? `{${members.join(',')}}` : `{\n${members.join(',\n')}\n${indent ?? ''}}`;
    } finally {
      ancestors.delete(v);
    }
  };
  if (value === undefined) throw new Error('Cannot write undefined as JSON at the top level.');
  return `${write(value, '', '')}\n`;
}
