/**
 * The monster model of a system with none of its own: a plain stat line as the GM types it (hit points, defence,
 * attack, XP), with nothing worked out. Every system that has a text for monsters gives its own model instead.
 */
import type { MonsterModelDef } from '../systems/types';

/** A whole number typed in an input, or the sentence naming it. */
function whole(input: Readonly<Record<string, string>>, id: string, label: string, min: number, fallback: number | null): number | { problem: string; input: string } {
  const text = (input[id] ?? '').trim().replace(/^\+/, '');
  if (text === '' && fallback !== null) return fallback;
  const n = Number(text);
  return text !== '' && Number.isInteger(n) && n >= min && n <= 1_000_000 ? n : { problem: `${label} is a whole number from ${min} to 1,000,000.`, input: id };
}

export const PLAIN_MONSTERS: MonsterModelDef = {
  inputs: [
    { kind: 'number', id: 'hp', label: 'Hit points', min: 1, max: 1_000_000, default: 1 },
    { kind: 'text', id: 'defence', label: 'Defence', default: '', maxLength: 200 },
    { kind: 'text', id: 'attack', label: 'Attack', default: '', maxLength: 200 },
    { kind: 'number', id: 'xp', label: 'XP each', min: 0, max: 100_000_000, default: 0 },
  ],
  build(input) {
    const hp = whole(input, 'hp', 'Hit points', 1, null);
    if (typeof hp !== 'number') return hp;
    const xp = whole(input, 'xp', 'The XP value', 0, 0);
    if (typeof xp !== 'number') return xp;
    const defence = (input['defence'] ?? '').trim();
    const attack = (input['attack'] ?? '').trim();
    return {
      summary: '',
      hp,
      defences: defence ? [{ label: 'Defence', value: defence }] : [],
      attacks: attack ? [attack] : [],
      xp,
      initiative: 0,
      figures: 'Typed by the GM: this game’s text has no monster figures',
    };
  },
  source: '',
};
