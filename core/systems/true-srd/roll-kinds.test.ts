/**
 * True SRD's roll kinds in the dice roller, pinned to the text: the attack's natural 1 and 20 (003:106) with the threat
 * confirmed by a second roll (003:119), and the Toughness save of 003:322-328 (the analysis's 003-A and 003-L).
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { TRUE_SRD_ROLL_KINDS as kinds } from './roll-kinds';

describe('True SRD Toughness saves (003:322-335)', () => {
  it('003:322 Str +1 with a short sword (+2) is damage bonus +3: Difficulty 18; a 9 fails by 9, wounded (and dazed)', () => {
    const r = kinds.roll('toughness', { toughness: '0', damage: '3' }, createScriptedRandom([9]));
    expect(r).toMatchObject({ total: 9, success: false, dice: [9], breakdown: 'd20 [9] = 9 vs Difficulty 15 + 3 = 18' });
    expect('words' in r && r.words).toMatch(/^Failed by 9, wounded \(and dazed\)/);
  });

  it('failing by 1-4 against non-lethal damage is bruised; meeting the Difficulty is no significant damage (003:324, 003:326)', () => {
    const bruised = kinds.roll('toughness', { toughness: '2', damage: '3', type: 'non-lethal' }, createScriptedRandom([14]));
    expect('words' in bruised && bruised.words).toMatch(/^Failed by 2, bruised/);
    expect(kinds.roll('toughness', { toughness: '2', damage: '3' }, createScriptedRandom([16]))).toMatchObject({ total: 18, success: true });
  });
});

describe('True SRD attacks (003:98, 003:106, 003:119)', () => {
  it('a natural 1 misses with any bonus', () => {
    expect(kinds.roll('attack', { modifier: '+30', defense: '10' }, createScriptedRandom([1]))).toMatchObject({ success: false, dice: [1] });
  });

  it('a natural 20 hits any Defense and is a threat: a second roll that hits makes it a critical', () => {
    const crit = kinds.roll('attack', { modifier: '+4', defense: '15' }, createScriptedRandom([20, 11]));
    expect(crit).toMatchObject({ success: true, dice: [20, 11] });
    expect('words' in crit && crit.words).toMatch(/^A critical hit/);
    const plain = kinds.roll('attack', { modifier: '+4', defense: '30' }, createScriptedRandom([20, 19]));
    expect(plain).toMatchObject({ success: true, dice: [20, 19] });
    expect('words' in plain && plain.words).toMatch(/not a critical/);
  });

  it('equal to the Defense hits (003:98)', () => {
    expect(kinds.roll('attack', { modifier: '+4', defense: '15' }, createScriptedRandom([11]))).toMatchObject({ total: 15, success: true });
    expect(kinds.roll('attack', { modifier: '+4', defense: '15' }, createScriptedRandom([10]))).toMatchObject({ total: 14, success: false });
  });

  it('a check is d20 + bonus against the Difficulty, with no natural rule', () => {
    expect(kinds.roll('check', { modifier: '-3', difficulty: '18' }, createScriptedRandom([20]))).toMatchObject({ total: 17, success: false, words: 'Fails by 1 (003:121-123).' });
  });
});
