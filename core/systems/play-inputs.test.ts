import { describe, expect, it } from 'vitest';
import { choiceDef, isInputProblem, numberDef, parseWhole, readInput, readInputs } from './play-inputs';
import type { PlayInputDef } from './types';

describe('parseWhole', () => {
  it('reads signed whole numbers, with the typographic minus or a dash, and thousands separators', () => {
    expect([parseWhole('+3'), parseWhole(' 3 '), parseWhole('-3'), parseWhole('−3'), parseWhole('–3'), parseWhole('-0'), parseWhole('1,000'), parseWhole('1,000,000')]).toEqual([3, 3, -3, -3, -3, 0, 1000, 1_000_000]);
  });
  it('refuses anything else', () => {
    expect([parseWhole('abc'), parseWhole('3.5'), parseWhole('2d6'), parseWhole(''), parseWhole('1e3'), parseWhole('1,00'), parseWhole('12,3456')]).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('readInput', () => {
  const modifier = numberDef('mod', 'Modifier', -5, 5, 2);
  const lost = numberDef('lost', 'Hit points lost', 1, 10_000, 1);
  const side = choiceDef('side', 'Side', [['a', 'Left'], ['b', 'Right']]);
  const note: PlayInputDef = { kind: 'text', id: 'note', label: 'Note', default: '', maxLength: 5 };

  it('a blank or missing value is the default', () => {
    expect([readInput(modifier, {}), readInput(modifier, { mod: '  ' }), readInput(side, {}), readInput(note, {})]).toEqual([2, 2, 'a', '']);
  });

  it('a number out of range or not a number is refused naming the input, signs shown where the range has negatives', () => {
    expect(readInput(modifier, { mod: '9' })).toEqual({ problem: 'Modifier must be a whole number from −5 to +5; +9 is out of range.', input: 'mod' });
    expect(readInput(modifier, { mod: 'two' })).toEqual({ problem: 'Modifier must be a whole number from −5 to +5; “two” is not.', input: 'mod' });
    expect(readInput(lost, { lost: '20,000' })).toEqual({ problem: 'Hit points lost must be a whole number from 1 to 10,000; 20,000 is out of range.', input: 'lost' });
    expect(readInput(lost, { lost: 'x'.repeat(500) })).toEqual({ problem: `Hit points lost must be a whole number from 1 to 10,000; “${'x'.repeat(40)}” is not.`, input: 'lost' });
  });

  it('a choice must be one of the options; text no longer than its limit, trimmed', () => {
    expect(readInput(side, { side: 'b' })).toBe('b');
    expect(readInput(side, { side: 'c' })).toEqual({ problem: 'Side is one of Left, Right; “c” is not.', input: 'side' });
    expect(readInput(note, { note: ' abc ' })).toBe('abc');
    expect(readInput(note, { note: 'abcdef' })).toEqual({ problem: 'Note is at most 5 characters.', input: 'note' });
  });
});

describe('readInputs', () => {
  const defs = [numberDef('mod', 'Modifier', -5, 5), choiceDef('side', 'Side', [['a', 'Left'], ['b', 'Right']], 'b')];

  it('reads every input, or stops at the first refusal', () => {
    const v = readInputs(defs, { mod: '−2' });
    if (isInputProblem(v)) throw new Error(v.problem);
    expect([v.num('mod'), v.pick('side'), v.has('side'), v.has('other')]).toEqual([-2, 'b', true, false]);
    expect(readInputs(defs, { mod: '6', side: 'z' })).toMatchObject({ input: 'mod' });
  });

  it('asking for an input the action does not declare, or as the wrong kind, is a programming error', () => {
    const v = readInputs(defs, {});
    if (isInputProblem(v)) throw new Error(v.problem);
    expect(() => v.num('side')).toThrow('No number input “side” on this action.');
    expect(() => v.pick('nothing')).toThrow('No string input “nothing” on this action.');
  });
});
