/**
 * The "16+" dice conventions for the dice roller (001:1-2, 001:6), built on `rules/tests.ts`: the target-16 test, the
 * stat test's 4 + 2 × stat, the save with its natural 20, and the open-ended attack die.
 */
import { defineRollKinds, dieWithModifier, plusTerm, signedNumber } from '../../dice/kinds';
import { numberDef } from '../play-inputs';
import type { RandomSource } from '../../dice';
import type { RollKindResult } from '../types';
import { STAT_MAX, STAT_MIN } from './character';
import { SITUATION_MAX, SITUATION_MIN, TARGET, resolveAttack, resolveTest, rollOpenEnded, statTestModifier, type RollKind } from './rules/tests';

/** A modifier typed freely: wide enough for any character the text can describe, narrow enough to catch typos. */
const modifier = (label = 'Modifier') => numberDef('modifier', label, -50, 50);

/** The rules' verdict without the sum the breakdown already shows: "Succeeds (16 or more, 001:1)." */
function verdict(explanation: string): string {
  const at = explanation.indexOf(': ');
  const text = at < 0 ? explanation : explanation.slice(at + 2);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${text.endsWith('.') ? '' : '.'}`;
}

function d20Test(modifierValue: number, kind: RollKind, rng: RandomSource, parts: string): RollKindResult {
  const natural = rng.int(1, 20);
  const r = resolveTest(natural, modifierValue, kind);
  return {
    total: r.total,
    dice: [natural],
    notation: `${dieWithModifier('d20', modifierValue)} vs ${TARGET}`,
    breakdown: `d20 [${natural}]${parts} = ${r.total}`,
    words: verdict(r.explanation),
    success: r.success,
  };
}

export const SIXTEEN_ROLL_KINDS = defineRollKinds([
  {
    id: 'test',
    name: 'Test',
    description: 'A d20 plus the modifiers: 16 or more succeeds. No natural roll is special.',
    source: '001:1',
    inputs: [modifier()],
    roll: (v, rng) => d20Test(v.num('modifier'), 'test', rng, plusTerm(v.num('modifier'))),
  },
  {
    id: 'stat-test',
    name: 'Stat test',
    description: 'A stat test adds 4 + 2 × the stat to the d20 (STR +2 tests at +8), then any situation modifier; 16 or more succeeds.',
    source: '001:1',
    inputs: [numberDef('stat', 'Stat', STAT_MIN - 6, STAT_MAX + 6), numberDef('situation', 'Situation', SITUATION_MIN, SITUATION_MAX)],
    roll(v, rng) {
      const stat = v.num('stat');
      const situation = v.num('situation');
      const base = statTestModifier(stat);
      return d20Test(base + situation, 'test', rng, `${plusTerm(base, `(4 + 2 × stat ${signedNumber(stat)})`)}${plusTerm(situation, 'situation')}`);
    },
  },
  {
    id: 'save',
    name: 'Save',
    description: 'A d20 plus the save’s modifier: 16 or more succeeds; a natural 20 always succeeds, and so does a save that needs 1 or less.',
    source: '001:2',
    inputs: [modifier('Save modifier')],
    roll: (v, rng) => d20Test(v.num('modifier'), 'save', rng, plusTerm(v.num('modifier'))),
  },
  {
    id: 'attack',
    name: 'Attack',
    description:
      'A natural 1 always misses; a 10 or 20 is rolled again and added, as long as 10s and 20s come. Die + bonus + the target’s AC of 20 or more hits; 20 or more before the AC but not after hits for reduced damage.',
    source: '001:6',
    inputs: [numberDef('bonus', 'Attack bonus', -50, 50), numberDef('ac', 'Target AC', -50, 50)],
    roll(v, rng) {
      const bonus = v.num('bonus');
      const ac = v.num('ac');
      const open = rollOpenEnded(rng);
      const r = resolveAttack(open, bonus, ac);
      const faces = open.faces.length > 1 ? `[${open.faces.join(' + ')}]` : `[${open.sum}]`;
      return {
        total: r.total,
        dice: open.faces,
        notation: `${dieWithModifier('d20 open', bonus)} vs AC ${signedNumber(ac)}`,
        breakdown: `d20 ${faces}${plusTerm(bonus)}${plusTerm(ac, 'AC')} = ${r.total}`,
        words: verdict(r.explanation),
        success: r.result !== 'miss',
      };
    },
  },
]);
