/**
 * Murdham's dice pinned to the text's own worked examples (000:68-70, 000:78-79, 000:144-147, 000:182) and to its
 * stated rules. Expected values are written by hand from the text.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { createSeededRandom, parseDice } from '../../dice';
import {
  chance,
  damageMode,
  durabilityRoll,
  encumberedAgiSave,
  explodingTotal,
  explodingText,
  groupSave,
  mostFavourable,
  rankContest,
  resolveDamage,
  rollContest,
  rollDamage,
  rollExploding,
  rollSave,
  save,
  soulblightCheck,
  MAX_EXTRA_DICE,
} from './dice';
import { murdham } from './system';

describe('exploding damage (000:64)', () => {
  it('000:68 "a d6 rolling 6, 6, 3 deals 13"', () => {
    // 000:68 "He rolls another 6 … add 10 (5+5) … Finally, he rolls 3, for a grand total of 13 damage"
    expect(explodingTotal(6, [6, 6, 3]).total).toBe(13);
    expect(rollExploding(6, createScriptedRandom([6, 6, 3])).total).toBe(13);
  });

  it('000:146 a d4 rolling 4 then 2 deals 5', () => {
    // 000:146 "She rolls 4 (the maximum), then 2, for a total of 5 damage"
    const rng = createScriptedRandom([4, 2]);
    expect(rollExploding(4, rng).total).toBe(5);
    expect(rng.remaining()).toBe(0);
  });

  it('stops on the first face that is not the maximum', () => {
    expect(rollExploding(8, createScriptedRandom([7])).faces).toEqual([7]);
    expect(explodingTotal(8, [8, 1]).total).toBe(8); // 7 + 1: an exploded die never totals less than its maximum
  });

  it('shows its arithmetic', () => {
    expect(explodingText(explodingTotal(6, [6, 6, 3]))).toBe('d6: 6, 6, 3 → 5 + 5 + 3 = 13');
  });

  it('refuses chains that cannot be rolled, in a sentence', () => {
    expect(() => explodingTotal(6, [5, 3])).toThrow(/Only a maximum is rolled again/);
    expect(() => explodingTotal(6, [6])).toThrow(/roll the d6 again/);
    expect(() => explodingTotal(6, [7])).toThrow(/1 to 6/);
    expect(() => explodingTotal(1, [1])).toThrow(/2 to 100 sides/);
  });

  it('has a safety valve on endless maximums', () => {
    const roll = rollExploding(4, createScriptedRandom(Array.from({ length: MAX_EXTRA_DICE + 1 }, () => 4)));
    expect(roll.capped).toBe(true);
    expect(roll.faces).toHaveLength(MAX_EXTRA_DICE + 1);
  });
});

describe('enhanced and impaired damage (000:66)', () => {
  it('000:69 enhanced d6: 4 and 6-then-3 keeps 8', () => {
    // 000:69 "She rolls a 4 and a 6. She must re-roll the second die and add 5: she rolls a 3 … she suffers 8 damage"
    const roll = rollDamage(6, 'enhanced', createScriptedRandom([4, 6, 3]));
    expect(roll.rolls.map((r) => r.total)).toEqual([4, 8]);
    expect(roll.total).toBe(8);
  });

  it('000:70 impaired d8: 3 and 7 keeps 3', () => {
    // 000:70 "He rolls 3 and 7, resulting in only 3 damage"
    expect(rollDamage(8, 'impaired', createScriptedRandom([3, 7])).total).toBe(3);
    expect(resolveDamage(8, 'impaired', [explodingTotal(8, [3]), explodingTotal(8, [7])]).total).toBe(3);
  });

  it('cancels one for one; twice impaired is ineffective; more enhancements add nothing', () => {
    expect(damageMode(1, 1)).toBe('normal');
    expect(damageMode(3, 0)).toBe('enhanced');
    expect(damageMode(0, 1)).toBe('impaired');
    expect(damageMode(0, 2)).toBe('ineffective');
    expect(damageMode(2, 3)).toBe('impaired');
    expect(rollDamage(6, 'ineffective', createScriptedRandom([])).total).toBe(0);
  });
});

describe('saves (000:13, 000:17, 000:173)', () => {
  it('000:144 STR 9 fails on 10 and passes on the omen re-roll of 1', () => {
    // 000:144 "Theobald (STR 9) … He rolls a 10, a failure … This time he gets a 1: a success!"
    expect(save(9, 10).passed).toBe(false);
    expect(save(9, 1).passed).toBe(true);
    expect(save(9, mostFavourable([10, 1], 'lower')).passed).toBe(true);
  });

  it('passes on a roll equal to the score', () => {
    expect(save(12, 12).passed).toBe(true);
    expect(rollSave(12, createScriptedRandom([13])).passed).toBe(false);
  });

  it('a group save rolls once for everyone (000:17)', () => {
    const results = groupSave(
      [
        { id: 'a', score: 10 },
        { id: 'b', score: 9 },
        { id: 'c', score: 8 },
      ],
      9,
    );
    expect(results.map((r) => r.passed)).toEqual([true, true, false]);
  });

  it('an encumbered AGI save needs the extra STR save too (000:173)', () => {
    expect(encumberedAgiSave(10, 8, 5, 9).passed).toBe(false);
    expect(encumberedAgiSave(10, 8, 5, 8).passed).toBe(true);
  });
});

describe('contests (000:20)', () => {
  it('000:145 ranks Theobald 4, Balthasar 2, Sybilla −9, then Sybilla second after her omen', () => {
    // 000:145 "The ranking is: Theobald (6 − 2 = 4), Balthasar (10-8 = 2), Sybilla (10 - 19 = -9)."
    const first = rankContest([
      { id: 'Balthasar', score: 10, roll: 8 },
      { id: 'Sybilla', score: 10, roll: 19 },
      { id: 'Theobald', score: 6, roll: 2 },
    ]);
    expect(first.ranking.map((r) => [r.id, r.total])).toEqual([
      ['Theobald', 4],
      ['Balthasar', 2],
      ['Sybilla', -9],
    ]);
    // "Sybilla decides to spend an omen and rolls 7, for a new total of: 10 - 7 = 3. She is now second after Theobald."
    const again = rankContest([
      { id: 'Balthasar', score: 10, roll: 8 },
      { id: 'Sybilla', score: 10, roll: mostFavourable([19, 7], 'lower') },
      { id: 'Theobald', score: 6, roll: 2 },
    ]);
    expect(again.ranking.map((r) => r.id)).toEqual(['Theobald', 'Sybilla', 'Balthasar']);
    expect(again.ranking.find((r) => r.id === 'Sybilla')?.total).toBe(3);
  });

  it('repeats the contest among the tied only', () => {
    const tie = rankContest([
      { id: 'a', score: 10, roll: 5 },
      { id: 'b', score: 8, roll: 3 },
      { id: 'c', score: 12, roll: 1 },
    ]);
    expect(tie.ties).toEqual([['a', 'b']]);
    expect(tie.ranking.map((r) => r.place)).toEqual([1, 2, 2]);
    // Round 1: a 10−5, b 8−3 tie at 5, c 12−1 = 11; round 2 among a and b: a 10−9 = 1, b 8−2 = 6.
    const rng = createScriptedRandom([5, 3, 1, 9, 2]);
    const contest = rollContest(
      [
        { id: 'a', score: 10 },
        { id: 'b', score: 8 },
        { id: 'c', score: 12 },
      ],
      rng,
    );
    expect(contest.order).toEqual(['c', 'b', 'a']);
    expect(contest.rounds).toHaveLength(2);
    expect(rng.remaining()).toBe(0);
  });
});

describe('omens, chances, soulblight and durability', () => {
  it('000:146 an omen re-roll of damage suffered keeps the 2 over the 5', () => {
    expect(mostFavourable([5, 2], 'lower')).toBe(2);
    expect(mostFavourable([5, 2], 'higher')).toBe(5);
  });

  it('000:78-79 Balthasar: 2 corruption and a 5 is nothing; 3 more and a 1 is soulblight', () => {
    // 000:78 "Balthasar starts with 0 corruption and suffers 2 corruption. He rolls 5 on a d12, meaning that nothing else happens."
    const first = soulblightCheck(0, 2, 5);
    expect(first).toMatchObject({ soulblight: false, corruption: 2, directDamage: 0 });
    // 000:79 "He takes 1 point of direct damage and his corruption is reduced to 4."
    expect(soulblightCheck(first.corruption, 3, 1)).toMatchObject({ soulblight: true, directDamage: 1, corruption: 4 });
  });

  it('000:147 a 4 against corruption 4 is soulblight; the kept re-roll of 5 is not', () => {
    expect(soulblightCheck(0, 4, 4)).toMatchObject({ soulblight: true, directDamage: 4, corruption: 0 });
    expect(soulblightCheck(0, 4, 5)).toMatchObject({ soulblight: false, corruption: 4 });
  });

  it('000:182 a 1 on the d4 damages the sword; another failure destroys it (000:180)', () => {
    expect(durabilityRoll('intact', 1)).toEqual({ failed: true, state: 'damaged' });
    expect(durabilityRoll('damaged', 1)).toEqual({ failed: true, state: 'destroyed' });
    expect(durabilityRoll('damaged', 2)).toEqual({ failed: false, state: 'damaged' });
    expect(chance(1, 8, 1)).toBe(true);
    expect(chance(1, 8, 2)).toBe(false);
  });

  it('the dice conventions are valid notation for the dice roller', () => {
    for (const [name, notation] of Object.entries(murdham.dice)) expect(() => parseDice(notation), name).not.toThrow();
    // The roller's penetrating dice count each extra die one less, which is the same total as 000:64.
    expect(murdham.dice['damage']).toBe('1d6!p');
  });

  it('seeded rolls repeat', () => {
    const a = rollDamage(6, 'enhanced', createSeededRandom(9));
    const b = rollDamage(6, 'enhanced', createSeededRandom(9));
    expect(a).toEqual(b);
  });
});
