import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICE_LIMITS, DiceNotationError, diceRange, parseDice } from './notation';
import type { ParsedDice } from './notation';
import { createSeededRandom } from './random';
import type { RandomSource } from './random';
import { formatRoll, roll, rollDie } from './roll';
import type { DiceTermResult, RollResult } from './roll';
import { createScriptedRandom } from './testing';

/** Rolls with a script and checks that exactly the scripted faces were drawn. */
function scripted(notation: string | ParsedDice, faces: number[]): RollResult {
  const rng = createScriptedRandom(faces);
  const result = roll(notation, rng);
  expect(rng.remaining()).toBe(0);
  return result;
}

function diceTerm(result: RollResult, index = 0): DiceTermResult {
  const term = result.terms[index];
  if (term?.kind !== 'dice') throw new Error(`term ${index} is not a dice term`);
  return term;
}

const values = (term: DiceTermResult): number[] => term.dice.map((die) => die.value);
const keptFlags = (term: DiceTermResult): boolean[] => term.dice.map((die) => die.kept);

describe('roll: plain dice and constants', () => {
  it('adds dice terms and constants with their signs', () => {
    const result = scripted('2d6+1d4-1', [3, 4, 2]);
    expect(result.total).toBe(8);
    expect(result.notation).toBe('2d6+1d4-1');
    expect(result.text).toBe('2d6+1d4-1: [3, 4] + [2] - 1 = 8');
    expect(result.terms).toEqual([
      {
        kind: 'dice',
        sign: 1,
        count: 2,
        sides: 6,
        dice: [
          { value: 3, face: 3, kept: true },
          { value: 4, face: 4, kept: true },
        ],
        subtotal: 7,
      },
      { kind: 'dice', sign: 1, count: 1, sides: 4, dice: [{ value: 2, face: 2, kept: true }], subtotal: 2 },
      { kind: 'constant', value: -1 },
    ]);
  });

  it('subtracts a negative dice term through a signed subtotal', () => {
    const result = scripted('-1d4+2', [3]);
    expect(diceTerm(result).subtotal).toBe(-3);
    expect(result.total).toBe(-1);
    expect(result.text).toBe('-1d4+2: -[3] + 2 = -1');

    const minus = scripted('1d20 - 1d4', [15, 4]);
    expect(minus.total).toBe(11);
    expect(minus.text).toBe('1d20-1d4: [15] - [4] = 11');
  });

  it('rolls d% as a d100 and a bare dX as one die', () => {
    const rng = createScriptedRandom([100, 20]);
    expect(roll('d%', rng).text).toBe('1d100: [100] = 100');
    expect(roll('D20', rng).text).toBe('1d20: [20] = 20');
  });

  it('rolls a constant-only notation without drawing', () => {
    const result = scripted('5', []);
    expect(result.total).toBe(5);
    expect(result.text).toBe('5: 5 = 5');
  });

  it('reports the canonical notation for loosely written input', () => {
    expect(scripted(' 4D6 K3 ', [1, 2, 3, 4]).notation).toBe('4d6kh3');
  });

  it('accepts parsed dice and re-checks hand-built ones', () => {
    expect(scripted(parseDice('2d8+3'), [8, 1]).total).toBe(12);
    const bad: ParsedDice = { terms: [{ kind: 'dice', sign: 1, count: 0, sides: 6 }] };
    expect(() => roll(bad, createScriptedRandom([]))).toThrow(DiceNotationError);
    const tooBig: ParsedDice = { terms: [{ kind: 'dice', sign: 1, count: 1, sides: DICE_LIMITS.maxSides + 1 }] };
    expect(() => roll(tooBig, createScriptedRandom([]))).toThrow(/at most 1,000,000 sides/);
  });

  it('throws DiceNotationError for bad notation before drawing anything', () => {
    const rng = createScriptedRandom([1]);
    expect(() => roll('2d', rng)).toThrow("expected a number of sides after 'd' at position 3 in '2d'");
    expect(rng.remaining()).toBe(1);
  });
});

describe('roll: keep and drop', () => {
  it('keeps the highest three of 4d6, showing the dropped die in parentheses', () => {
    const result = scripted('4d6kh3', [6, 5, 3, 1]);
    expect(result.text).toBe('4d6kh3: [6, 5, 3, (1)] = 14');
    expect(keptFlags(diceTerm(result))).toEqual([true, true, true, false]);
  });

  it('keeps dice in rolling order whatever their values', () => {
    const result = scripted('4d6kh3', [2, 6, 1, 5]);
    expect(result.text).toBe('4d6kh3: [2, 6, (1), 5] = 13');
  });

  it.each<[string, number[], boolean[], number]>([
    ['4d6kl1', [4, 2, 6, 3], [false, true, false, false], 2],
    ['4d6dl1', [4, 2, 6, 3], [true, false, true, true], 13],
    ['4d6dh1', [4, 2, 6, 3], [true, true, false, true], 9],
    ['4d6dh2', [4, 2, 6, 3], [false, true, false, true], 5],
    ['4d6kh2', [4, 2, 6, 3], [true, false, true, false], 10],
    ['2d20k', [7, 15], [false, true], 15],
    ['2d20kl', [7, 15], [true, false], 7],
    ['4d6kh4', [1, 2, 3, 4], [true, true, true, true], 10],
  ])('%s of %j', (notation, faces, kept, total) => {
    const result = scripted(notation, faces);
    expect(keptFlags(diceTerm(result))).toEqual(kept);
    expect(result.total).toBe(total);
  });

  it('breaks ties in rolling order: the earlier of equal dice is kept', () => {
    expect(keptFlags(diceTerm(scripted('3d6kh1', [5, 5, 5])))).toEqual([true, false, false]);
    expect(keptFlags(diceTerm(scripted('3d6kl2', [2, 2, 2])))).toEqual([true, true, false]);
    expect(keptFlags(diceTerm(scripted('3d6dl1', [2, 2, 2])))).toEqual([false, true, true]);
    expect(keptFlags(diceTerm(scripted('3d6dh1', [4, 4, 1])))).toEqual([false, true, true]);
  });
});

describe('roll: exploding and penetrating dice', () => {
  it('rolls another die for every maximum, repeatedly, each chain right after its die', () => {
    const result = scripted('3d6!', [6, 6, 2, 3, 4]);
    const term = diceTerm(result);
    expect(term.dice).toEqual([
      { value: 6, face: 6, kept: true, exploded: true },
      { value: 6, face: 6, kept: true, exploded: true, extra: true },
      { value: 2, face: 2, kept: true, extra: true },
      { value: 3, face: 3, kept: true },
      { value: 4, face: 4, kept: true },
    ]);
    expect(result.total).toBe(21);
    expect(result.text).toBe('3d6!: [6!, 6!, 2, 3, 4] = 21');
  });

  it('does not explode below the maximum', () => {
    expect(scripted('2d6!', [5, 1]).text).toBe('2d6!: [5, 1] = 6');
  });

  it('penetrates: extra dice count their face minus 1 but still explode on the maximum face', () => {
    const result = scripted('1d6!p', [6, 6, 1]);
    const term = diceTerm(result);
    expect(term.dice.map((die) => die.face)).toEqual([6, 6, 1]);
    expect(values(term)).toEqual([6, 5, 0]);
    expect(term.dice.map((die) => die.exploded === true)).toEqual([true, true, false]);
    expect(result.total).toBe(11);
    expect(result.text).toBe('1d6!p: [6!, 5!, 0] = 11');
  });

  it('lets extra dice take part in keep/drop like any other die', () => {
    const result = scripted('2d6!kh1', [6, 3, 4]);
    expect(result.text).toBe('2d6!kh1: [6!, (3), (4)] = 6');
    const low = scripted('2d6!kl2', [6, 3, 4]);
    expect(low.text).toBe('2d6!kl2: [(6!), 3, 4] = 7');
  });

  it('stops a chain after the cap of extra dice, so a rigged source cannot loop forever', () => {
    const alwaysMax: RandomSource = { next: () => 0.999, int: (_min, max) => max };
    const result = roll('2d6!', alwaysMax);
    const term = diceTerm(result);
    expect(term.dice).toHaveLength(2 + DICE_LIMITS.maxExtraDice);
    expect(term.dice.filter((die) => die.extra === true)).toHaveLength(DICE_LIMITS.maxExtraDice);
    expect(term.explosionCapped).toBe(true);
    expect(result.total).toBe(6 * (2 + DICE_LIMITS.maxExtraDice));
    expect(result.text.endsWith(' = 612 (explosions stopped after 100 extra dice in 2d6!)')).toBe(true);
    // The last die of the first chain showed 6 but could not explode, so it carries no '!'.
    expect(term.dice.filter((die) => die.exploded === true)).toHaveLength(DICE_LIMITS.maxExtraDice);
  });

  it('does not mark a term as capped when the chain ends on its own', () => {
    expect(diceTerm(scripted('1d6!', [6, 1])).explosionCapped).toBeUndefined();
  });
});

describe('rollDie', () => {
  it('returns the face the source gives', () => {
    expect(rollDie(6, createScriptedRandom([4]))).toBe(4);
    expect(rollDie(1, createScriptedRandom([1]))).toBe(1);
  });

  it('refuses impossible dice', () => {
    const rng = createScriptedRandom([1]);
    expect(() => rollDie(0, rng)).toThrow('a die needs a whole number of sides of at least 1, got 0');
    expect(() => rollDie(2.5, rng)).toThrow(RangeError);
    expect(() => rollDie(Number.NaN, rng)).toThrow(RangeError);
  });

  it('refuses a faulty source that returns an impossible face', () => {
    const broken: RandomSource = { next: () => 0, int: () => 7 };
    expect(() => rollDie(6, broken)).toThrow('random source returned 7 for a d6');
    const fractional: RandomSource = { next: () => 0, int: () => 2.5 };
    expect(() => roll('1d6', fractional)).toThrow('random source returned 2.5 for a d6');
  });
});

describe('formatRoll', () => {
  it('is what roll() puts in text', () => {
    const result = roll('4d6kh3+2d8!-3', createSeededRandom(8));
    expect(formatRoll(result)).toBe(result.text);
  });

  it('formats a hand-made result', () => {
    expect(
      formatRoll({
        notation: '2d20kl1+4',
        total: 9,
        terms: [
          {
            kind: 'dice',
            sign: 1,
            count: 2,
            sides: 20,
            dice: [
              { value: 5, face: 5, kept: true },
              { value: 12, face: 12, kept: false },
            ],
            subtotal: 5,
          },
          { kind: 'constant', value: 4 },
        ],
      }),
    ).toBe('2d20kl1+4: [5, (12)] + 4 = 9');
  });
});

describe('roll: seeded behaviour', () => {
  it('repeats exactly with the same seed and differs with another', () => {
    const rolls = (seed: number): string[] => {
      const rng = createSeededRandom(seed);
      return Array.from({ length: 20 }, () => roll('4d6kh3+1d20!', rng).text);
    };
    expect(rolls(1)).toEqual(rolls(1));
    expect(rolls(1)).not.toEqual(rolls(2));
  });

  it('replays a roll from a saved state', () => {
    const rng = createSeededRandom(77);
    roll('3d6', rng);
    const saved = rng.state();
    const first = roll('10d10!kh5', rng);
    expect(roll('10d10!kh5', createSeededRandom(saved))).toEqual(first);
  });

  // Regression: changing the generator or the order of draws would change every saved replay.
  it('pins the rolls for seed 42', () => {
    const rng = createSeededRandom(42);
    expect(roll('4d6kh3', rng).text).toBe('4d6kh3: [6, 6, 2, (1)] = 14');
    expect(roll('2d6+1d4-1', rng).text).toBe('2d6+1d4-1: [2, 2] + [4] - 1 = 7');
  });

  it('shows every face of a d6 in 600 rolls', () => {
    const rng = createSeededRandom(600);
    const faces = new Set(Array.from({ length: 600 }, () => roll('1d6', rng).total));
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('averages 3d6 to 10.3..10.7 over 10,000 rolls', () => {
    const rng = createSeededRandom(31337);
    let sum = 0;
    for (let i = 0; i < 10_000; i++) sum += roll('3d6', rng).total;
    const mean = sum / 10_000;
    expect(mean).toBeGreaterThanOrEqual(10.3);
    expect(mean).toBeLessThanOrEqual(10.7);
  });
});

describe('roll: properties', () => {
  const notationArb = fc
    .record({
      count: fc.integer({ min: 1, max: 30 }),
      sides: fc.integer({ min: 1, max: 1000 }),
      constant: fc.integer({ min: -1000, max: 1000 }),
      modifier: fc.constantFrom('', 'kh', 'kl', 'dh', 'dl', '!', '!p', '!kh', '!pdl'),
      modifierSeed: fc.nat(),
    })
    .filter(({ sides, modifier }) => !(sides === 1 && modifier.startsWith('!')))
    .filter(({ count, modifier }) => !(count === 1 && modifier.includes('d')))
    .map(({ count, sides, constant, modifier, modifierSeed }) => {
      let suffix = modifier;
      if (modifier.endsWith('kh') || modifier.endsWith('kl')) suffix += String(1 + (modifierSeed % count));
      if (modifier.endsWith('dh') || modifier.endsWith('dl')) suffix += String(1 + (modifierSeed % (count - 1)));
      return `${count}d${sides}${suffix}${constant < 0 ? '-' : '+'}${Math.abs(constant)}`;
    });

  it('keeps totals within diceRange for random NdX+k, with and without modifiers', () => {
    fc.assert(
      fc.property(notationArb, fc.integer(), (notation, seed) => {
        const result = roll(notation, createSeededRandom(seed));
        const { min, max } = diceRange(parseDice(notation));
        expect(result.total).toBeGreaterThanOrEqual(min);
        expect(result.total).toBeLessThanOrEqual(max);
      }),
      { numRuns: 1000, seed: 9 },
    );
  });

  it('makes the total the sum of the kept dice and the constants, and keeps as many dice as asked', () => {
    fc.assert(
      fc.property(notationArb, fc.integer(), (notation, seed) => {
        const result = roll(notation, createSeededRandom(seed));
        const term = diceTerm(result);
        const constant = result.terms[1];
        if (constant?.kind !== 'constant') throw new Error('expected a constant second term');
        const keptSum = term.dice.filter((die) => die.kept).reduce((acc, die) => acc + die.value, 0);
        expect(result.total).toBe(keptSum + constant.value);
        for (const die of term.dice) {
          expect(die.face >= 1 && die.face <= term.sides).toBe(true);
        }
        const keptCount = term.dice.filter((die) => die.kept).length;
        const pool = term.dice.length;
        if (term.select?.action === 'keep') expect(keptCount).toBe(term.select.count);
        if (term.select?.action === 'drop') expect(keptCount).toBe(pool - term.select.count);
        if (term.select === undefined) expect(keptCount).toBe(pool);
        if (term.explode === undefined) expect(pool).toBe(term.count);
      }),
      { numRuns: 1000, seed: 10 },
    );
  });
});
