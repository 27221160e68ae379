/** Reading what the user typed into a roll kind's inputs: numbers in range, choices, and the one-sentence refusals. */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from './testing';
import { defineRollKinds, dieWithModifier, plusTerm, signedNumber } from './kinds';
import { numberDef } from '../systems/play-inputs';

const kinds = defineRollKinds([
  {
    id: 'plain',
    name: 'Plain',
    description: 'd20 plus a modifier.',
    source: 'test',
    inputs: [numberDef('mod', 'Modifier', -5, 5, 2), { kind: 'choice', id: 'side', label: 'Side', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }], default: 'a' }],
    roll(v, rng) {
      const face = rng.int(1, 20);
      return { total: face + v.num('mod'), dice: [face], notation: 'd20', breakdown: `${face} ${v.pick('side')}`, words: '', success: null };
    },
  },
  {
    id: 'refuses',
    name: 'Refuses',
    description: 'A rule that throws a RangeError.',
    source: 'test',
    inputs: [],
    roll() {
      throw new RangeError('The rule says no.');
    },
  },
]);

describe('defineRollKinds', () => {
  it('lists the kinds as data, without their rule', () => {
    expect(kinds.kinds.map((k) => k.id)).toEqual(['plain', 'refuses']);
    expect(Object.keys(kinds.kinds[0] ?? {})).not.toContain('roll');
  });

  it('takes each input as typed, or its default when left empty', () => {
    const typed = kinds.roll('plain', { mod: '−4', side: 'b' }, createScriptedRandom([10]));
    expect(typed).toMatchObject({ total: 6, breakdown: '10 b' });
    const defaults = kinds.roll('plain', { mod: ' ' }, createScriptedRandom([10]));
    expect(defaults).toMatchObject({ total: 12, breakdown: '10 a' });
  });

  it('refuses bad input in one sentence before any die is rolled', () => {
    const rng = createScriptedRandom([]);
    expect(kinds.roll('plain', { mod: 'abc' }, rng)).toEqual({ problem: 'Modifier must be a whole number from −5 to +5; “abc” is not.', input: 'mod' });
    expect(kinds.roll('plain', { mod: '40' }, rng)).toEqual({ problem: 'Modifier must be a whole number from −5 to +5; +40 is out of range.', input: 'mod' });
    expect(kinds.roll('plain', { side: 'c' }, rng)).toEqual({ problem: 'Side is one of A, B; “c” is not.', input: 'side' });
    expect(kinds.roll('nope', {}, rng)).toEqual({ problem: 'This system has no roll called “nope”.' });
    expect(rng.remaining()).toBe(0);
  });

  it('turns a RangeError of the rule into the refusal', () => {
    expect(kinds.roll('refuses', {}, createScriptedRandom([]))).toEqual({ problem: 'The rule says no.' });
  });
});

describe('formatters', () => {
  it('print signs the way the app does', () => {
    expect([signedNumber(3), signedNumber(-2), signedNumber(0)]).toEqual(['+3', '−2', '0']);
    expect([plusTerm(3), plusTerm(-2, 'AC'), plusTerm(0)]).toEqual([' + 3', ' − 2 AC', '']);
    expect([dieWithModifier('d20', 8), dieWithModifier('d20', -1), dieWithModifier('d6', 0)]).toEqual(['d20+8', 'd20−1', 'd6']);
  });
});
