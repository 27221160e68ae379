import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, compareKeys, MAX_CANONICAL_DEPTH } from './canonical-json';
import { sampleCharacter } from './testing/fake-system';

/** The same object with its keys inserted in the opposite order, at every depth. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).reverse();
  return Object.fromEntries(entries.map(([k, v]) => [k, reversedKeys(v)]));
}

describe('canonicalJson', () => {
  it('puts the envelope keys first in a fixed order, then the rest alphabetically, with 2 spaces and a newline', () => {
    const text = canonicalJson({ zeta: 1, name: 'A', alpha: { b: 1, a: 2 }, id: 'x', format: 'f', schemaVersion: 2 });
    expect(text).toBe(
      '{\n  "format": "f",\n  "schemaVersion": 2,\n  "id": "x",\n  "name": "A",\n  "alpha": {\n    "a": 2,\n    "b": 1\n  },\n  "zeta": 1\n}\n',
    );
  });

  it('orders integer-like keys as text too (a JS object would put them first, numerically)', () => {
    expect(canonicalJson({ b: 1, 10: 'x', 2: 'y', a: 0 })).toBe('{\n  "10": "x",\n  "2": "y",\n  "a": 0,\n  "b": 1\n}\n');
  });

  it('gives identical bytes whatever order the keys were inserted in (a document and random JSON)', () => {
    const doc = sampleCharacter();
    expect(canonicalJson(reversedKeys(doc))).toBe(canonicalJson(doc));
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(reversedKeys(value))).toBe(canonicalJson(value));
      }),
      { numRuns: 500 },
    );
  });

  it('reads back as the same value (JSON.parse of the output equals the input)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // -0 is written as 0, as JSON.stringify does; compare through a JSON round trip to ignore it.
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });

  it('writes the items of a history one per line, compactly, in the same key order', () => {
    const text = canonicalJson({ name: 'A', history: [{ summary: 'x, y', id: 'h1', dice: ['1d6: [4] = 4'] }, { id: 'h2', payload: { b: [1, { d: 2, c: null }], a: {} } }], notes: 'n' });
    expect(text).toBe(
      '{\n  "name": "A",\n  "history": [\n    {"id":"h1","dice":["1d6: [4] = 4"],"summary":"x, y"},\n    {"id":"h2","payload":{"a":{},"b":[1,{"c":null,"d":2}]}}\n  ],\n  "notes": "n"\n}\n',
    );
    expect(JSON.parse(text)).toEqual({ name: 'A', history: [{ id: 'h1', dice: ['1d6: [4] = 4'], summary: 'x, y' }, { id: 'h2', payload: { a: {}, b: [1, { c: null, d: 2 }] } }], notes: 'n' });
    // At any depth (a campaign file's member characters, a backup's), and only for arrays under that key.
    expect(canonicalJson({ members: [{ history: [[1, 2]] }], other: [[1]] })).toBe('{\n  "members": [\n    {\n      "history": [\n        [1,2]\n      ]\n    }\n  ],\n  "other": [\n    [\n      1\n    ]\n  ]\n}\n');
  });

  it('writes empty containers compactly and leaves out undefined object properties', () => {
    expect(canonicalJson({ a: [], b: {}, c: undefined })).toBe('{\n  "a": [],\n  "b": {}\n}\n');
  });

  it('refuses what JSON cannot hold, naming where it is', () => {
    expect(() => canonicalJson([1, undefined])).toThrow(/undefined as JSON at \[1\]/);
    expect(() => canonicalJson({ a: { b: Number.NaN } })).toThrow(/NaN as JSON at a\.b/);
    expect(() => canonicalJson({ x: Infinity })).toThrow(/Infinity/);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(/function/);
    expect(() => canonicalJson({ n: 10n })).toThrow(/bigint/);
    expect(() => canonicalJson({ d: new Date(0) })).toThrow(/Date object/);
    expect(() => canonicalJson(undefined)).toThrow(/undefined/);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = { back: cyclic };
    expect(() => canonicalJson(cyclic)).toThrow(/cycle/);
  });

  it('allows the same object twice when it is not a cycle', () => {
    const shared = { a: 1 };
    expect(canonicalJson({ x: shared, y: shared })).toBe('{\n  "x": {\n    "a": 1\n  },\n  "y": {\n    "a": 1\n  }\n}\n');
  });

  it('refuses nesting deeper than its limit with an Error, not a stack overflow', () => {
    let deep: unknown = 0;
    for (let i = 0; i < MAX_CANONICAL_DEPTH + 5; i++) deep = [deep];
    expect(() => canonicalJson(deep)).toThrow(/nested more than/);
  });

  it('compares keys by code units, not by locale', () => {
    expect(['b', 'B', 'é', 'a', 'id', 'format'].sort(compareKeys)).toEqual(['format', 'id', 'B', 'a', 'b', 'é']);
  });
});
