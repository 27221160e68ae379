/**
 * Conditions on a character: put on and taken off from the sheet, the party dashboard or the combat tracker, and
 * counted down at the end of each round of a fight. They live on the character (the envelope's `conditions`), so every
 * view shows the same ones; each change is a command with its history entry.
 */
import type { CharacterCondition, CharacterDocument } from '../documents/character';
import { MAX_CHARACTER_CONDITIONS, MAX_CONDITION_ROUNDS } from '../documents/play-checks';
import { formatNumber } from '../text/format';
import type { Command } from './command';

/** What putting a condition on asks for. */
export interface ConditionInput {
  /** The system's condition id, or a campaign's custom one. */
  readonly conditionId: string;
  readonly name: string;
  /** Rounds it lasts, or null until removed. */
  readonly rounds: number | null;
  readonly note?: string;
  /** A moment of the system's time that ends it ("stretch", "rest"), for the system's own actions to take it off. */
  readonly until?: string;
}

/** The conditions on a character now. */
export function conditionsOf(doc: CharacterDocument<unknown>): readonly CharacterCondition[] {
  return doc.conditions ?? [];
}

function roundsWords(rounds: number | null): string {
  return rounds === null ? 'until removed' : `for ${formatNumber(rounds)} round${rounds === 1 ? '' : 's'}`;
}

/** Puts a condition on. The same condition again is refused (change its rounds by taking it off first). */
export const addCondition: Command<unknown, ConditionInput> = (doc, input, ctx) => {
  const name = input.name.trim();
  if (name === '' || input.conditionId.trim() === '') return { problem: 'Pick a condition to put on.' };
  if (name.length > 200) return { problem: 'A condition’s name is at most 200 characters.' };
  const note = (input.note ?? '').trim();
  if (note.length > 2_000) return { problem: 'A condition’s note is at most 2,000 characters.' };
  const rounds = input.rounds;
  if (rounds !== null && !(Number.isInteger(rounds) && rounds >= 1 && rounds <= MAX_CONDITION_ROUNDS)) {
    return { problem: `Rounds are a whole number from 1 to ${formatNumber(MAX_CONDITION_ROUNDS)}, or leave it empty for “until removed”.`, input: 'rounds' };
  }
  const now = conditionsOf(doc);
  if (now.some((c) => c.conditionId === input.conditionId)) return { problem: `${doc.name || 'The character'} is already ${name.toLowerCase()}; take it off first to change it.` };
  if (now.length >= MAX_CHARACTER_CONDITIONS) return { problem: `A character carries at most ${MAX_CHARACTER_CONDITIONS} conditions.` };
  const condition: CharacterCondition = { id: ctx.newId(), conditionId: input.conditionId, name, rounds, note, ...(input.until ? { until: input.until } : {}) };
  return { envelope: { conditions: [...now, condition] }, entry: { kind: 'edit', summary: `Condition: ${name} ${roundsWords(rounds)}${note ? ` (${note})` : ''}` } };
};

/** Takes a condition off, by its instance id. */
export const removeCondition: Command<unknown, { readonly id: string }> = (doc, input) => {
  const now = conditionsOf(doc);
  const gone = now.find((c) => c.id === input.id);
  if (!gone) return { problem: 'That condition has already ended.' };
  return { envelope: { conditions: now.filter((c) => c.id !== input.id) }, entry: { kind: 'edit', summary: `Condition ended: ${gone.name}` } };
};

/**
 * The end of a round of a fight: each condition with rounds left loses one, and those at none end (named in the
 * notice). Nothing to count down writes nothing.
 */
export const countDownConditions: Command<unknown, { readonly rounds?: number }> = (doc, input) => {
  const by = input.rounds ?? 1;
  const now = conditionsOf(doc);
  if (!now.some((c) => c.rounds !== null)) return { entry: { kind: 'edit', summary: '' } };
  const ended = now.filter((c) => c.rounds !== null && c.rounds <= by);
  const next = now.filter((c) => !ended.includes(c)).map((c) => (c.rounds === null ? c : { ...c, rounds: c.rounds - by }));
  const who = doc.name || 'The character';
  const notices = ended.map((c) => `${who}: ${c.name} ends.`);
  const summary = ended.length > 0 ? `Conditions counted down; ended: ${ended.map((c) => c.name).join(', ')}` : 'Conditions counted down a round';
  return { envelope: { conditions: next }, notices, entry: { kind: 'edit', summary, ...(ended.length === 0 ? { merge: { key: 'conditions:rounds', summary: () => summary } } : {}) } };
};

/**
 * Puts the conditions back to a list as it was (an undo in a fight: a round's countdown, a condition put on or taken
 * off), saying why.
 */
export const setConditions: Command<unknown, { readonly conditions: readonly CharacterCondition[]; readonly why: string }> = (doc, input) => {
  const before = conditionsOf(doc).map((c) => c.name);
  const after = input.conditions.map((c) => c.name);
  const words = after.length > 0 ? after.join(', ') : 'none';
  return { envelope: { conditions: input.conditions }, entry: { kind: 'edit', summary: `Conditions ${input.why}: ${words}${before.length ? ` (were ${before.join(', ')})` : ''}` } };
};
