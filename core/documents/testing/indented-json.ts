/**
 * The canonical JSON of a value as it was written before history entries went one per line: the same key order
 * (compareKeys), every array and object indented. Tests that recorded a hash or a size of that text (the shipped
 * migrations' fingerprints, a migration's shrinkage) measure against it, so a formatting change of the file does not
 * pass for a change of what a migration does.
 */
import { compareKeys } from '../canonical-json';

function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  // Insertion order is kept by JSON.stringify for keys that are not integer-like, which these documents never use.
  return Object.fromEntries(Object.keys(record).sort(compareKeys).map((key) => [key, ordered(record[key])]));
}

/** `value` as indented canonical JSON, with a trailing newline. */
export function indentedCanonicalJson(value: unknown): string {
  return `${JSON.stringify(ordered(value), null, 2)}\n`;
}
