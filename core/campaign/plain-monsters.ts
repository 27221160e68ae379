/**
 * The monster model of a system with none of its own: a plain stat line as the GM types it (hit points, defence,
 * attack, XP), with nothing worked out. Every system that has a text for monsters gives its own model instead.
 */
import { isInputProblem, numberDef, readInput } from '../systems/play-inputs';
import type { MonsterModelDef } from '../systems/types';

const HP = numberDef('hp', 'Hit points', 1, 1_000_000, 1);
const XP = numberDef('xp', 'XP each', 0, 100_000_000, 0);

export const PLAIN_MONSTERS: MonsterModelDef = {
  inputs: [
    HP,
    { kind: 'text', id: 'defence', label: 'Defence', default: '', maxLength: 200 },
    { kind: 'text', id: 'attack', label: 'Attack', default: '', maxLength: 200 },
    XP,
  ],
  build(input) {
    // Hit points have no sensible default for a monster the GM types in: a blank is asked for, not taken as 1.
    if ((input['hp'] ?? '').trim() === '') return { problem: 'Type the monster’s hit points.', input: 'hp' };
    const hp = readInput(HP, input);
    if (isInputProblem(hp)) return hp;
    const xp = readInput(XP, input);
    if (isInputProblem(xp)) return xp;
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
