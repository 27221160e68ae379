/** Dark Dungeons' roll kinds in the dice roller, pinned to the supplement's worked attack examples (§9.5) and 004:19. */
import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';
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

describe('Dark Dungeons saving throws, ability checks and class abilities', () => {
  it('supplement §9.7: a d20 at or above the table’s number saves; a modifier adds to the roll', () => {
    expect(kinds.roll('save', { target: '13' }, createScriptedRandom([13]))).toMatchObject({ total: 13, success: true });
    expect(kinds.roll('save', { target: '13' }, createScriptedRandom([12]))).toMatchObject({ total: 12, success: false });
    // Blinded (−4): a 15 against 13 comes to 11 and fails.
    expect(kinds.roll('save', { target: '13', modifier: '-4' }, createScriptedRandom([15]))).toMatchObject({ total: 11, success: false });
  });

  it('004:990: a d20 equal to or less than the effective score succeeds; 004:1012-1014 Elfstar’s Int 13 with +4 passes on a 17', () => {
    expect(kinds.roll('check', { score: '12' }, createScriptedRandom([12]))).toMatchObject({ total: 12, success: true });
    expect(kinds.roll('check', { score: '12' }, createScriptedRandom([13]))).toMatchObject({ success: false });
    expect(kinds.roll('check', { score: '13', modifier: '4' }, createScriptedRandom([17]))).toMatchObject({ total: 17, success: true, notation: 'd20 ≤ 17' });
  });

  it('004:939: d% equal to or less than the modified chance succeeds', () => {
    expect(kinds.roll('class-ability', { chance: '35' }, createScriptedRandom([35]))).toMatchObject({ total: 35, success: true });
    expect(kinds.roll('class-ability', { chance: '35' }, createScriptedRandom([36]))).toMatchObject({ success: false });
    expect(kinds.roll('class-ability', { chance: '35', modifier: '-10' }, createScriptedRandom([30]))).toMatchObject({ success: false, notation: 'd% ≤ 25' });
  });
});

describeWithSources('the rules the new kinds follow, in the texts', () => {
  const book = readSource('004_b3026cedeba6292d.txt');
  const supplement = readSource('supplements/dark-dungeons-tables.md');
  it('supplement line 897: a save succeeds on ≥ the number in the class table', () => {
    expect(supplement[896]).toContain('Roll d20; the save succeeds on **≥ the number** in the class/level table');
  });
  it('004:990 an ability check succeeds on a roll equal to or less than the score; 004:1006 the GM modifies the effective score', () => {
    expect(book[989]).toContain('roll 1d20 and compare the score to the relevant ability score');
    expect(book[989]).toContain('If the roll is equal to or less than your character’s ability score then your character has succeeded');
    expect(book[1005]).toContain('the Game Master may assign a modifier to the character’s effective ability score');
    expect(book[1025]).toContain('their player will only need to roll a 14 or less');
  });
  it('004:913 and 004:939: thief abilities are percentage chances, succeeding at or under the modified chance', () => {
    expect(book[912]).toContain('percentage chance of success listed in table 4-9');
    expect(book[938]).toContain('If the thief rolls equal to or less than their modified chance of success');
  });
});

describe('a chance over 100% (Table 4-9 at high levels)', () => {
  it('rolls: a penalty comes off the listed figure, and 100 always succeeds at 100% or more', () => {
    expect(kinds.roll('class-ability', { chance: '120' }, createScriptedRandom([100]))).toMatchObject({ success: true, notation: 'd% ≤ 100' });
    expect(kinds.roll('class-ability', { chance: '120', modifier: '-30' }, createScriptedRandom([91]))).toMatchObject({ success: false, notation: 'd% ≤ 90' });
  });
});
