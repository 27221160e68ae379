/**
 * The "16+" roll kinds in the dice roller, pinned to the text's examples: the stat test (001:1), the attacks of 001:6
 * and the open-ended die; expected values worked out by hand from the text.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { SIXTEEN_ROLL_KINDS as kinds } from './roll-kinds';

describe('16+ tests and saves (001:1-2)', () => {
  it('001:1 "STR test with STR +2 is made as d20 roll with modifier +8": 8 succeeds at 16, 7 fails at 15', () => {
    const hit = kinds.roll('stat-test', { stat: '+2' }, createScriptedRandom([8]));
    expect(hit).toMatchObject({ total: 16, success: true, dice: [8] });
    expect('breakdown' in hit && hit.breakdown).toBe('d20 [8] + 8 (4 + 2 × stat +2) = 16');
    expect(kinds.roll('stat-test', { stat: '2' }, createScriptedRandom([7]))).toMatchObject({ total: 15, success: false });
  });

  it('a test has no natural rule: a 20 with −5 is 15 and fails; a save’s natural 20 succeeds (001:2)', () => {
    expect(kinds.roll('test', { modifier: '-5' }, createScriptedRandom([20]))).toMatchObject({ total: 15, success: false });
    expect(kinds.roll('save', { modifier: '-5' }, createScriptedRandom([20]))).toMatchObject({ total: 15, success: true });
  });

  it('001:2 a save needing 1 or less always succeeds: +15 and a natural 1', () => {
    expect(kinds.roll('save', { modifier: '+15' }, createScriptedRandom([1]))).toMatchObject({ total: 16, success: true });
  });

  it('a situation modifier outside +8 to −10 (001:1) is refused', () => {
    expect(kinds.roll('stat-test', { stat: '1', situation: '12' }, createScriptedRandom([]))).toEqual({ problem: 'Situation must be a whole number from −10 to +8; +12 is out of range.', input: 'situation' });
  });
});

describe('16+ attacks (001:6)', () => {
  it('001:6 +14 against AC +8 with 13: 35, a hit', () => {
    expect(kinds.roll('attack', { bonus: '14', ac: '8' }, createScriptedRandom([13]))).toMatchObject({ total: 35, success: true, dice: [13] });
  });

  it('001:6 +14 against AC −18 with 8: 22 before the AC, 4 after: a hit for reduced damage', () => {
    const r = kinds.roll('attack', { bonus: '14', ac: '-18' }, createScriptedRandom([8]));
    expect(r).toMatchObject({ total: 4, success: true });
    expect('words' in r && r.words).toMatch(/reduced damage/);
  });

  it('10s and 20s roll again and add: 10, 20, 4 is 34 on the die, every face shown', () => {
    const r = kinds.roll('attack', { bonus: '0', ac: '0' }, createScriptedRandom([10, 20, 4]));
    expect(r).toMatchObject({ total: 34, dice: [10, 20, 4], breakdown: 'd20 [10 + 20 + 4] = 34' });
  });

  it('an unmodified 1 misses with +40', () => {
    expect(kinds.roll('attack', { bonus: '40', ac: '0' }, createScriptedRandom([1]))).toMatchObject({ success: false, words: 'An unmodified 1 always misses (001:6).' });
  });

  it('"abc" as a bonus is refused', () => {
    expect(kinds.roll('attack', { bonus: 'abc' }, createScriptedRandom([]))).toEqual({ problem: 'Attack bonus must be a whole number from −50 to +50; “abc” is not.', input: 'bonus' });
  });
});
