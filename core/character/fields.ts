/**
 * The fields a change altered, as a history entry names them: dotted paths into the system data ("money.gp",
 * "hitPoints.current") and envelope fields behind a colon (":name", ":conditions"), so an undo can tell whether a
 * later change touched what it would put back.
 */
import type { CharacterDocument } from '../documents/character';

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of the system data that differ between two payloads: a top-level key, or one level deeper inside an
 * object ("money.gp", "hitPoints.current"), so an edit of the hit points now does not look like an edit of the
 * hit-point rolls a level-up's undo would put back.
 */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = isPlainRecord(before) ? before : {};
  const b = isPlainRecord(after) ? after : {};
  const fields: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[key];
    const y = b[key];
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    if (isPlainRecord(x) && isPlainRecord(y)) {
      for (const inner of new Set([...Object.keys(x), ...Object.keys(y)])) {
        if (JSON.stringify(x[inner]) !== JSON.stringify(y[inner])) fields.push(`${key}.${inner}`);
      }
    } else fields.push(key);
  }
  return fields.sort();
}

/**
 * The envelope fields a change may alter. Not the data or the history, nor the bookkeeping: the step a draft resumes
 * at (`creationStep`) moves as the player walks the steps and is not a change of the character.
 */
const ENVELOPE_FIELDS = ['name', 'portrait', 'overrides', 'houseRules', 'conditions', 'status'] as const;

/** The envelope fields that differ, each as ":field". */
export function changedEnvelope(before: CharacterDocument<unknown>, after: CharacterDocument<unknown>): string[] {
  return ENVELOPE_FIELDS.filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null)).map((f) => `:${f}`);
}
