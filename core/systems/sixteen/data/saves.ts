/**
 * The eight save types of 001:2 with their modifiers, as data. A save is a d20 plus modifiers against 16; most add
 * level/3, fear and sleep add the whole level ("instead of normal level/HD modifier"), stun adds level/3 and nothing
 * else ("Not even from magical rings or cloaks!"). The text does not say how level/3 rounds: it is rounded down.
 */
import type { StatId } from '../character';

export type SaveId = 'basic' | 'poison' | 'stun' | 'area' | 'fear' | 'sleep' | 'illusion' | 'mental';

/** One save type. */
export interface SaveType {
  readonly id: SaveId;
  readonly name: string;
  /** "third" adds level/3 (rounded down); "full" adds the whole level or HD (fear, sleep). */
  readonly level: 'third' | 'full';
  /** Stats added, once each. */
  readonly stats: readonly StatId[];
  /** Whether item modifiers (rings, cloaks) and resistances count; false only for stun. */
  readonly modifiers: boolean;
  /** What it is against, in the text's words. */
  readonly against: string;
  /** The phrase of 001:2 that defines it. */
  readonly phrase: string;
}

export const SAVE_TYPES: readonly SaveType[] = [
  { id: 'basic', name: 'Basic', level: 'third', stats: [], modifiers: true, against: 'Anything without a special save; magic falls here unless it is something else', phrase: 'Basic save: Save without any special modifications.' },
  { id: 'poison', name: 'Poison', level: 'third', stats: ['con'], modifiers: true, against: 'Poisons and diseases', phrase: 'Poison save: Save versus poisons and diseases. Add CON to roll.' },
  { id: 'stun', name: 'Stun', level: 'third', stats: [], modifiers: false, against: 'Stunning', phrase: 'Stun save: Save versus stunning. No modifiers, except level. Not even from magical rings or cloaks!' },
  { id: 'area', name: 'Area', level: 'third', stats: ['dex'], modifiers: true, against: 'Something to avoid quickly, like an opening trapdoor', phrase: 'Area save: Save to quickly avoid something, like opening trapdoor. Add DEX to roll.' },
  { id: 'fear', name: 'Fear', level: 'full', stats: ['wis'], modifiers: true, against: 'Fear', phrase: 'Fear save: Add WIS and level or HD (instead of normal level/HD modifier).' },
  { id: 'sleep', name: 'Sleep', level: 'full', stats: [], modifiers: true, against: 'Sleep', phrase: 'Sleep save: As fear save, but no modifiers from stats (so add simply HD or level).' },
  { id: 'illusion', name: 'Illusion', level: 'third', stats: ['wis', 'int'], modifiers: true, against: 'Illusions', phrase: 'Illusion save: Add WIS and INT.' },
  { id: 'mental', name: 'Mental', level: 'third', stats: ['wis'], modifiers: true, against: 'Mental effects not covered above', phrase: 'Mental save: Add WIS. If not covered by any save above.' },
];

export function saveType(id: SaveId): SaveType {
  const s = SAVE_TYPES.find((t) => t.id === id);
  if (!s) throw new RangeError(`Unknown save “${id}”; saves: ${SAVE_TYPES.map((t) => t.id).join(', ')}.`);
  return s;
}
