/**
 * Details a player edits on a finished Dark Dungeons sheet: the concept, the alignment (the three of 004's classes
 * and vows: Lawful, Neutral, Chaotic), the appearance and the languages spoken. Each returns the new payload or why
 * nothing changed, in one sentence, and goes through the sheet like any other edit.
 */
import type { StepResult } from '../types';
import type { Alignment, DarkDungeonsData } from './character';
import { DARK_DUNGEONS_LIMITS } from './shape';
import { MAX_LANGUAGES, MAX_LANGUAGE_LENGTH, languagesOf } from './rules/languages';
import { formatNumber } from '../../text/format';

/** The alignments with the words the creation step uses. */
export const ALIGNMENTS: readonly { readonly id: Alignment; readonly label: string }[] = [
  { id: 'lawful', label: 'Lawful' },
  { id: 'neutral', label: 'Neutral' },
  { id: 'chaotic', label: 'Chaotic' },
];

function tooLong(what: string, value: string, max: number): string | null {
  return value.length > max ? `${what} is kept up to ${formatNumber(max)} characters; this is ${formatNumber(value.length)}.` : null;
}

/** Sets the one-line concept ("a carefree tearaway bored of merchant caravans"); empty is allowed. */
export function setConcept(data: DarkDungeonsData, concept: string): StepResult<DarkDungeonsData> {
  const clean = concept.replace(/\s+/g, ' ').trim();
  const problem = tooLong('The concept', clean, DARK_DUNGEONS_LIMITS.line);
  return problem ? { problem } : { data: { ...data, concept: clean } };
}

/** Sets the appearance (printed with the notes); empty is allowed. */
export function setAppearance(data: DarkDungeonsData, appearance: string): StepResult<DarkDungeonsData> {
  const problem = tooLong('The appearance', appearance, DARK_DUNGEONS_LIMITS.appearance);
  return problem ? { problem } : { data: { ...data, appearance: appearance.trim() } };
}

/** Sets the alignment. A change never touches the vows: a vow whose alignment no longer fits shows as a rule not followed. */
export function setAlignment(data: DarkDungeonsData, alignment: string): StepResult<DarkDungeonsData> {
  const found = ALIGNMENTS.find((a) => a.id === alignment);
  if (!found) return { problem: 'Choose Lawful, Neutral or Chaotic.' };
  return { data: { ...data, alignment: found.id } };
}

/** Adds a language to the list (any name the GM's world has, 004:1331); one more than allowed is listed as a rule not followed. */
export function addLanguage(data: DarkDungeonsData, name: string): StepResult<DarkDungeonsData> {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (clean === '') return { problem: 'Type the language’s name.' };
  if (clean.length > MAX_LANGUAGE_LENGTH) return { problem: `A language’s name is kept up to ${MAX_LANGUAGE_LENGTH} characters.` };
  const list = languagesOf(data);
  if (list.some((l) => l.toLowerCase() === clean.toLowerCase())) return { problem: `${clean} is already in the list.` };
  if (list.length >= MAX_LANGUAGES) return { problem: `The list holds at most ${MAX_LANGUAGES} languages.` };
  return { data: { ...data, languages: [...list, clean] } };
}

/** Removes the language at `index`. */
export function removeLanguage(data: DarkDungeonsData, index: number): StepResult<DarkDungeonsData> {
  const list = languagesOf(data);
  if (!list[index]) return { problem: 'That language is no longer in the list.' };
  return { data: { ...data, languages: list.filter((_, i) => i !== index) } };
}
