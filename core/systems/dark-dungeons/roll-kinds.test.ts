/** Dark Dungeons' roll kinds in the dice roller, pinned to the supplement's worked attack examples (§9.5) and 004:19. */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { DARK_DUNGEONS_ROLL_KINDS as kinds, excessDamage } from './roll-kinds';

describe('Dark Dungeons attacks (supplement §9.5)', () => {
  it('a 1st-level fighter, AB +1 and Str +2, against AC 6 needs 11: 11 hits, 10 misses', () => {
    expect(kinds.roll('attack', { bonus: '3', ac: '6' }, createScriptedRandom([11]))).toMatchObject({ total: 20, success: true });
    const miss = kinds.roll('attack', { bonus: '3', ac: '6' }, createScriptedRandom([10]));
    expect(miss).toMatchObject({ total: 19, success: false });
    expect('words' in miss && miss.words).toContain('needed 11 or more');
  });

  it('against AC −3 the value is 0 and only a natural 20 hits; a natural 1 always misses', () => {
    expect(kinds.roll('attack', { bonus: '3', ac: '-3' }, createScriptedRandom([20]))).toMatchObject({ total: 20, success: true });
    expect(kinds.roll('attack', { bonus: '3', ac: '-3' }, createScriptedRandom([19]))).toMatchObject({ success: false });
    expect(kinds.roll('attack', { bonus: '24', ac: '2' }, createScriptedRandom([1]))).toMatchObject({ success: false });
  });

  it('a to-hit value of 26 hits for +3 damage; the text’s 35 gives +8', () => {
    const r = kinds.roll('attack', { bonus: '24', ac: '2' }, createScriptedRandom([2]));
    expect('words' in r && r.words).toContain('+3 damage');
    expect(excessDamage(35)).toBe(8);
    expect(excessDamage(20)).toBe(0);
  });
});

describe('Dark Dungeons ability scores, percentile and initiative', () => {
  it('004:19 an ability is 3d6, every die shown', () => {
    expect(kinds.roll('ability', {}, createScriptedRandom([4, 5, 2]))).toMatchObject({ total: 11, dice: [4, 5, 2] });
  });

  it('d% at or under the chance succeeds', () => {
    expect(kinds.roll('percentile', { chance: '70' }, createScriptedRandom([70]))).toMatchObject({ total: 70, success: true });
    expect(kinds.roll('percentile', { chance: '70' }, createScriptedRandom([71]))).toMatchObject({ success: false });
  });

  it('1d6 initiative adds the Dex column of Table 3-1 (Dex 18: +2)', () => {
    expect(kinds.roll('initiative', { dex: '18' }, createScriptedRandom([3]))).toMatchObject({ total: 5, dice: [3], breakdown: 'd6 [3] + 2 Dex 18 = 5' });
  });
});
