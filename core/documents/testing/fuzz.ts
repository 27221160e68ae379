/**
 * Hostile files for the import property tests: start from a valid document's JSON and change it the ways damaged and
 * hand-edited files differ from what Sheetsmith writes (numbers JSON cannot hold, out-of-range and wrong-typed values,
 * huge texts, deep nesting, unknown and missing keys, repeated list items, invalid UTF-8 bytes).
 */
import fc from 'fast-check';

/** A path into a JSON value: keys and indexes from the root. */
export type Path = (string | number)[];

/** Every path to a value inside a JSON value (the root is []). */
export function pathsOf(value: unknown, here: Path = [], out: Path[] = []): Path[] {
  out.push(here);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...here, i], out));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) pathsOf(v, [...here, k], out);
  return out;
}

/** The value at `path`, or undefined. */
function at(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/**
 * A string that stands for a raw JSON token JSON.stringify cannot produce (1e400, which JSON.parse reads as
 * Infinity; NaN, which is not JSON at all). `render` swaps the marker for the token.
 */
const RAW = (token: string): string => `@@RAW:${token}@@`;

/** A fresh object (a parsed copy) so a mutation never touches the original. */
const copyOf = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/** One change to a JSON document. */
export type Mutation =
  | { readonly kind: 'set'; readonly path: Path; readonly value: unknown }
  | { readonly kind: 'delete'; readonly path: Path }
  | { readonly kind: 'add-key'; readonly path: Path; readonly key: string; readonly value: unknown }
  | { readonly kind: 'duplicate'; readonly path: Path };

/** Applies a mutation to a copy of `root` (a mutation that does not fit leaves the copy as it is). */
export function mutate(root: unknown, m: Mutation): unknown {
  const copy = copyOf(root);
  if (m.path.length === 0) return m.kind === 'set' ? m.value : copy;
  const parent = at(copy, m.path.slice(0, -1));
  const last = m.path[m.path.length - 1]!;
  if (typeof parent !== 'object' || parent === null) return copy;
  const p = parent as Record<string | number, unknown>;
  switch (m.kind) {
    case 'set':
      p[last] = m.value;
      break;
    case 'delete':
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else delete p[last];
      break;
    case 'add-key': {
      const target = p[last];
      if (typeof target === 'object' && target !== null && !Array.isArray(target)) (target as Record<string, unknown>)[m.key] = m.value;
      break;
    }
    case 'duplicate': {
      const target = p[last];
      if (Array.isArray(target) && target.length > 0) target.push(copyOf(target[0]));
      break;
    }
  }
  return copy;
}

/** JSON text of a mutated document, raw tokens put in place. */
export function render(value: unknown): string {
  return JSON.stringify(value).replace(/"@@RAW:([^@"]*)@@"/g, '$1');
}

/** Nested arrays `depth` deep around a number. */
function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Long texts, made once: under and over the 200,000-character notes limit, with and without spaces. */
const WORDS_UNDER = 'lorem ipsum dolor sit amet '.repeat(7_000); // 189,000 characters
const WORDS_OVER = 'lorem ipsum dolor sit amet '.repeat(8_000); // 216,000 characters
const ONE_WORD = 'x'.repeat(150_000);

/** Values that break naive code: numbers JSON cannot hold, edges of every range, wrong types, odd texts. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(RAW('1e400'), RAW('-1e400'), RAW('1e308'), RAW('-0'), RAW('NaN')),
  fc.constantFrom(-1, 0, 1, 2, 3, 9, 18, 19, 36, 37, 100, 1e9, 1e9 + 1, 2 ** 53, 0.5, -0.5, 2.5),
  fc.constantFrom('', ' ', 'x', '\u0000\u001b[31m', '\ud800', '👩‍👩‍👧', 'Þórr é 北', WORDS_UNDER, WORDS_OVER, ONE_WORD),
  fc.constantFrom(true, false, null, [], {}),
  fc.constantFrom(nested(10), nested(40), nested(70)),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A random change at a random place of `doc`. */
export function mutationOf(doc: unknown): fc.Arbitrary<Mutation> {
  const paths = pathsOf(doc);
  // Half the changes go to the system's payload: a long history (each entry keeps a copy of the payload) would
  // otherwise draw almost every change into old entries.
  const inData = paths.filter((p) => p[0] === 'data');
  const path = inData.length > 0 ? fc.oneof(fc.constantFrom(...inData), fc.constantFrom(...paths)) : fc.constantFrom(...paths);
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('set' as const), path, value: hostileValue }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), path }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('add-key' as const), path, key: fc.constantFrom('extra', '__proto__', 'constructor', 'x'.repeat(300)), value: hostileValue }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), path }) },
  );
}

/** How a file reaches the importer: as text, as bytes, or as bytes with an invalid UTF-8 sequence put in. */
export type Delivery = { readonly kind: 'text' } | { readonly kind: 'bytes' } | { readonly kind: 'bad-utf8'; readonly at: number; readonly bytes: readonly number[] };

export const delivery: fc.Arbitrary<Delivery> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'text' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'bytes' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bad-utf8' as const),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      // A stray continuation byte, an impossible byte, an overlong "/", a UTF-16 surrogate, a cut 3-byte sequence.
      bytes: fc.constantFrom([0x80], [0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82]),
    }),
  },
);

/** The file as delivered. */
export function deliver(text: string, how: Delivery): string | Uint8Array {
  if (how.kind === 'text') return text;
  const bytes = new TextEncoder().encode(text);
  if (how.kind === 'bytes') return bytes;
  // Insert between two ASCII characters, so the bad sequence never merges with a neighbouring character.
  let i = Math.floor(how.at * bytes.length);
  while (i > 0 && (bytes[i - 1] ?? 0) >= 0x80) i--;
  const out = new Uint8Array(bytes.length + how.bytes.length);
  out.set(bytes.subarray(0, i), 0);
  out.set(how.bytes, i);
  out.set(bytes.subarray(i), i + how.bytes.length);
  return out;
}
