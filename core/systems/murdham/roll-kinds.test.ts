/**
 * Murdham's roll kinds in the dice roller, pinned to the text's own examples (000:68-70, 000:144-145) and rules
 * (000:13, 000:20, 000:63-66). Expected values are worked out by hand from the text.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { MURDHAM_ROLL_KINDS as kinds } from './roll-kinds';
import { murdham } from './system';

describe('Murdham damage (000:63-70)', () => {
  it('000:68 "a d6 rolling 6, 6, 3 deals 13": every die shown, each maximum counted one less', () => {
    const r = kinds.roll('damage', { die: 'd6' }, createScriptedRandom([6, 6, 3]));
    expect(r).toMatchObject({ total: 13, dice: [6, 6, 3], breakdown: 'd6: 6, 6, 3 → 5 + 5 + 3 = 13', success: null });
  });

  it('000:69 enhanced d6: 4, and 6 then 3 = 8: the higher is kept', () => {
    const r = kinds.roll('damage', { die: 'd6', enhanced: '1' }, createScriptedRandom([4, 6, 3]));
    expect(r).toMatchObject({ total: 8, dice: [4, 6, 3] });
    expect('words' in r && r.words).toContain('enhanced');
  });

  it('000:70 impaired d8: 3 and 7, the lower is kept', () => {
    expect(kinds.roll('damage', { die: 'd8', impaired: '1' }, createScriptedRandom([3, 7]))).toMatchObject({ total: 3, dice: [3, 7] });
  });

  it('000:66 enhancing and impairing cancel one for one; impaired twice is ineffective and rolls nothing', () => {
    const cancelled = createScriptedRandom([5]);
    expect(kinds.roll('damage', { die: 'd10', enhanced: '2', impaired: '2' }, cancelled)).toMatchObject({ total: 5, dice: [5] });
    expect(cancelled.remaining()).toBe(0);
    expect(kinds.roll('damage', { die: 'd6', impaired: '2' }, createScriptedRandom([]))).toMatchObject({ total: 0, dice: [] });
  });

  it('refuses a die the text does not name', () => {
    expect(kinds.roll('damage', { die: 'd7' }, createScriptedRandom([]))).toEqual({ problem: 'Die is one of d4, d6, d8, d10, d12; “d7” is not.', input: 'die' });
  });
});

describe('Murdham saves and contests', () => {
  it('000:144 STR 9: a 10 fails, the omen re-roll of 1 passes (roll under, 000:13)', () => {
    expect(kinds.roll('save', { score: '9' }, createScriptedRandom([10]))).toMatchObject({ total: 10, success: false });
    expect(kinds.roll('save', { score: '9' }, createScriptedRandom([1]))).toMatchObject({ total: 1, success: true });
    expect(kinds.roll('save', { score: '9' }, createScriptedRandom([9]))).toMatchObject({ success: true });
  });

  it('000:145 Balthasar, AGI 10, rolls 8 in a contest: 2 (ability minus roll, 000:20)', () => {
    expect(kinds.roll('contest', { score: '10' }, createScriptedRandom([8]))).toMatchObject({ total: 2, dice: [8], breakdown: 'ability 10 − d20 [8] = 2' });
  });

  it('an ability outside 1-19 (000:72) or not a number is refused in one sentence', () => {
    expect(kinds.roll('save', { score: '40' }, createScriptedRandom([]))).toEqual({ problem: 'Ability score must be a whole number from 1 to 19; 40 is out of range.', input: 'score' });
    expect(kinds.roll('save', { score: 'abc' }, createScriptedRandom([]))).toEqual({ problem: 'Ability score must be a whole number from 1 to 19; “abc” is not.', input: 'score' });
  });

  it('is what the system offers the dice roller', () => {
    expect(murdham.rollKinds.kinds.map((k) => k.id)).toEqual(['damage', 'save', 'contest']);
  });
});
