/** Orcus's roll kinds in the dice roller, pinned to the text's rules on checks, attacks and saving throws. */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { ORCUS_ROLL_KINDS as kinds } from './roll-kinds';

describe('Orcus checks (002:253, 002:261)', () => {
  it('meeting the DC succeeds, one under fails', () => {
    expect(kinds.roll('check', { modifier: '+5', target: '15' }, createScriptedRandom([10]))).toMatchObject({ total: 15, success: true, breakdown: 'd20 [10] + 5 = 15 vs DC 15' });
    expect(kinds.roll('check', { modifier: '+5', target: '15' }, createScriptedRandom([9]))).toMatchObject({ total: 14, success: false });
  });

  it('002:261 a natural 20 is not an automatic success on a check, nor a 1 a failure', () => {
    const twenty = kinds.roll('check', { modifier: '0', target: '25' }, createScriptedRandom([20]));
    expect(twenty).toMatchObject({ success: false });
    expect('words' in twenty && twenty.words).toContain('not an automatic success');
    expect(kinds.roll('check', { modifier: '+20', target: '15' }, createScriptedRandom([1]))).toMatchObject({ total: 21, success: true });
  });
});

describe('Orcus attacks (002:1157, 002:1165-1168)', () => {
  it('002:1167 a natural 20 hits whatever the defence, but is a critical only when it would have hit anyway', () => {
    const lucky = kinds.roll('attack', { modifier: '0', target: '40' }, createScriptedRandom([20]));
    expect(lucky).toMatchObject({ success: true });
    expect('words' in lucky && lucky.words).toMatch(/^Hits: .*not a critical hit/);
    const critical = kinds.roll('attack', { modifier: '+6', target: '14' }, createScriptedRandom([20]));
    expect('words' in critical && critical.words).toMatch(/^A critical hit/);
  });

  it('002:1168 a natural 1 misses whatever the modifiers', () => {
    expect(kinds.roll('attack', { modifier: '+30', target: '10' }, createScriptedRandom([1]))).toMatchObject({ total: 31, success: false });
  });

  it('+6 against defence 14 hits on an 8 (meets it), misses on a 7 (002:1157)', () => {
    expect(kinds.roll('attack', { modifier: '+6', target: '14' }, createScriptedRandom([8]))).toMatchObject({ total: 14, success: true });
    expect(kinds.roll('attack', { modifier: '+6', target: '14' }, createScriptedRandom([7]))).toMatchObject({ total: 13, success: false });
  });
});

describe('Orcus saving throws (002:1127)', () => {
  it('10 or higher succeeds', () => {
    expect(kinds.roll('save', {}, createScriptedRandom([10]))).toMatchObject({ total: 10, success: true });
    expect(kinds.roll('save', {}, createScriptedRandom([9]))).toMatchObject({ total: 9, success: false });
    expect(kinds.roll('save', { modifier: '+2' }, createScriptedRandom([8]))).toMatchObject({ total: 10, success: true });
  });

  it('refuses a bonus that is not a number', () => {
    expect(kinds.roll('save', { modifier: 'two' }, createScriptedRandom([]))).toEqual({ problem: 'Bonus must be a whole number from −30 to +30; “two” is not.', input: 'modifier' });
  });
});
