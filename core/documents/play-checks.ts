/**
 * Checks of the schema-4 envelope fields from an untrusted file: the conditions on the character, the version of the
 * system's data, and the fields each history entry names. Unreadable conditions are dropped with a sentence each (the
 * rest of the character is kept); a data version newer than the system knows is refused, as a newer schema is.
 */
import type { SystemDefinition } from '../systems/types';
import type { CharacterCondition } from './character';
import { DocumentError } from './errors';

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Conditions on one character: far more than any fight puts on anyone. */
export const MAX_CHARACTER_CONDITIONS = 100;
/** Longest condition id or name. */
const MAX_CONDITION_TEXT = 200;
/** Longest note on a condition. */
const MAX_CONDITION_NOTE = 2_000;
/** Most rounds a condition can last: a day of rounds, and then some. */
export const MAX_CONDITION_ROUNDS = 100_000;
/** Fields one history entry may name, and the longest path. */
const MAX_ENTRY_FIELDS = 200;
const MAX_FIELD_PATH = 200;

function text(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

/** One condition as a file holds it, or null when it is not one. */
function condition(raw: unknown): CharacterCondition | null {
  if (!isRecord(raw)) return null;
  const { id, conditionId, name, rounds, note, until } = raw;
  if (!text(id, MAX_CONDITION_TEXT) || id === '' || !text(conditionId, MAX_CONDITION_TEXT) || conditionId === '') return null;
  if (!text(name, MAX_CONDITION_TEXT) || name.trim() === '' || !text(note, MAX_CONDITION_NOTE)) return null;
  if (rounds !== null && !(typeof rounds === 'number' && Number.isInteger(rounds) && rounds >= 0 && rounds <= MAX_CONDITION_ROUNDS)) return null;
  if (until !== undefined && (!text(until, MAX_CONDITION_TEXT) || until === '')) return null;
  if (Object.keys(raw).some((k) => !['id', 'conditionId', 'name', 'rounds', 'note', 'until'].includes(k))) return null;
  return { id, conditionId, name, rounds, note, ...(until !== undefined ? { until } : {}) };
}

/** The character's conditions (absent is none); each unreadable one is dropped with a sentence. */
export function checkConditions(value: unknown, ctx: { readonly newId: () => string }, notes: string[]): CharacterCondition[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    notes.push('The conditions on the character were not a list and were dropped.');
    return [];
  }
  if (value.length > MAX_CHARACTER_CONDITIONS) {
    throw new DocumentError('invalid', `The character has ${value.length} conditions; at most ${MAX_CHARACTER_CONDITIONS} are kept, so the file cannot be trusted.`, 'conditions');
  }
  const seen = new Set<string>();
  const out: CharacterCondition[] = [];
  value.forEach((raw: unknown, i) => {
    const c = condition(raw);
    if (!c) {
      notes.push(`Condition ${i + 1} on the character was not readable and was dropped.`);
      return;
    }
    if (seen.has(c.id)) {
      notes.push(`Condition ${i + 1} on the character had the id of another one and was given a new one.`);
      out.push({ ...c, id: ctx.newId() });
    } else out.push(c);
    seen.add(c.id);
  });
  return out;
}

/**
 * The version of the system's data: absent (version 1) or a whole number up to the one this build's system writes.
 * A newer one is refused: its fields may mean what this build cannot know.
 */
export function checkDataVersion(value: unknown, system: SystemDefinition, notes: string[]): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    notes.push(`The version of the ${system.name} data was not a whole number; version 1 was assumed.`);
    return undefined;
  }
  if (value > system.records.dataVersion) {
    throw new DocumentError(
      'newer-version',
      `This character's ${system.name} data was saved by a newer Sheetsmith (version ${value}; this version reads up to ${system.records.dataVersion}). Update Sheetsmith to open it.`,
      'dataVersion',
    );
  }
  return value;
}

/** The fields a history entry names, or undefined when absent or unreadable (said in a sentence). */
export function checkEntryFields(value: unknown, n: number, notes: string[]): readonly string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value) && value.length <= MAX_ENTRY_FIELDS && value.every((f): f is string => text(f, MAX_FIELD_PATH) && f !== '')) return value;
  notes.push(`History entry ${n} named the fields it changed in a way that is not readable; they were dropped, so it now blocks undoing an earlier level-up.`);
  return undefined;
}
