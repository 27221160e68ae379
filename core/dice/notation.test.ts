import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICE_LIMITS, DiceNotationError, diceRange, formatDice, parseDice } from './notation';
import type { DiceTermSpec, DiceTermSpecOrConstant, ParsedDice } from './notation';

const d = (count: number, sides: number, extra: Partial<DiceTermSpec> = {}): DiceTermSpec => ({
  kind: 'dice',
  sign: 1,
  count,
  sides,
  ...extra,
});
const k = (value: number): DiceTermSpecOrConstant => ({ kind: 'constant', value });

describe('parseDice: accepted forms', () => {
  it.each<[string, ParsedDice]>([
    ['2d6', { terms: [d(2, 6)] }],
    ['d20', { terms: [d(1, 20)] }],
    ['d%', { terms: [d(1, 100)] }],
    ['3d%', { terms: [d(3, 100)] }],
    ['1d1', { terms: [d(1, 1)] }],
    ['5', { terms: [k(5)] }],
    ['-5', { terms: [k(-5)] }],
    ['0', { terms: [k(0)] }],
    ['-0', { terms: [k(0)] }],
    ['1d20+5', { terms: [d(1, 20), k(5)] }],
    ['2d6+1d4-1', { terms: [d(2, 6), d(1, 4), k(-1)] }],
    ['1d20-1d4', { terms: [d(1, 20), d(1, 4, { sign: -1 })] }],
    ['-1d4+2', { terms: [d(1, 4, { sign: -1 }), k(2)] }],
    ['+3+d6', { terms: [k(3), d(1, 6)] }],
    ['007d06', { terms: [d(7, 6)] }],
    ['4d6kh3', { terms: [d(4, 6, { select: { action: 'keep', which: 'highest', count: 3 } })] }],
    ['4d6k3', { terms: [d(4, 6, { select: { action: 'keep', which: 'highest', count: 3 } })] }],
    ['4d6kl1', { terms: [d(4, 6, { select: { action: 'keep', which: 'lowest', count: 1 } })] }],
    ['4d6dl1', { terms: [d(4, 6, { select: { action: 'drop', which: 'lowest', count: 1 } })] }],
    ['4d6dh2', { terms: [d(4, 6, { select: { action: 'drop', which: 'highest', count: 2 } })] }],
    ['2d20kh', { terms: [d(2, 20, { select: { action: 'keep', which: 'highest', count: 1 } })] }],
    ['2d20kl', { terms: [d(2, 20, { select: { action: 'keep', which: 'lowest', count: 1 } })] }],
    ['2d20k', { terms: [d(2, 20, { select: { action: 'keep', which: 'highest', count: 1 } })] }],
    ['2d6dl', { terms: [d(2, 6, { select: { action: 'drop', which: 'lowest', count: 1 } })] }],
    ['4d6kh4', { terms: [d(4, 6, { select: { action: 'keep', which: 'highest', count: 4 } })] }],
    ['3d6!', { terms: [d(3, 6, { explode: 'explode' })] }],
    ['1d6!p', { terms: [d(1, 6, { explode: 'penetrate' })] }],
    ['1d2!', { terms: [d(1, 2, { explode: 'explode' })] }],
    ['4d6!kh3', { terms: [d(4, 6, { explode: 'explode', select: { action: 'keep', which: 'highest', count: 3 } })] }],
    [
      '4d6kh3!p',
      { terms: [d(4, 6, { explode: 'penetrate', select: { action: 'keep', which: 'highest', count: 3 } })] },
    ],
    ['1000d1000000', { terms: [d(1000, 1_000_000)] }],
    ['500d6+500d6', { terms: [d(500, 6), d(500, 6)] }],
    ['1000000', { terms: [k(1_000_000)] }],
  ])('%s', (notation, expected) => {
    expect(parseDice(notation)).toEqual(expected);
  });

  it('is case-insensitive', () => {
    expect(parseDice('4D6KH3')).toEqual(parseDice('4d6kh3'));
    expect(parseDice('2D6DL1')).toEqual(parseDice('2d6dl1'));
    expect(parseDice('1D6!P')).toEqual(parseDice('1d6!p'));
    expect(parseDice('D%')).toEqual(parseDice('d100'));
  });

  it('tolerates whitespace between tokens, tabs and newlines included', () => {
    expect(parseDice('  2d6 + 1d4 - 1  ')).toEqual(parseDice('2d6+1d4-1'));
    expect(parseDice('4 d 6 kh 3')).toEqual(parseDice('4d6kh3'));
    expect(parseDice('\t3d6 !\n+ 2')).toEqual(parseDice('3d6!+2'));
    expect(parseDice('- 1d4')).toEqual(parseDice('-1d4'));
  });

  it('omits absent modifiers instead of setting them to undefined', () => {
    const [term] = parseDice('2d6').terms;
    expect(term).toBeDefined();
    expect(Object.keys(term ?? {}).sort()).toEqual(['count', 'kind', 'sides', 'sign']);
  });

  it('accepts notation of exactly the maximum length', () => {
    const notation = '1'.repeat(DICE_LIMITS.maxLength - 2) + 'd6'; // a huge count, refused for its size not its length
    expect(notation).toHaveLength(200);
    expect(() => parseDice(notation)).toThrow(/too many dice/);
    const spaced = `${' '.repeat(DICE_LIMITS.maxLength - 3)}1d6`;
    expect(parseDice(spaced)).toEqual({ terms: [d(1, 6)] });
  });
});

/** Parses and returns the error, failing the test if none or another kind is thrown. */
function errorOf(notation: string): DiceNotationError {
  try {
    parseDice(notation);
  } catch (error) {
    if (error instanceof DiceNotationError) return error;
    throw error;
  }
  throw new Error(`expected '${notation}' to be refused`);
}

describe('parseDice: refusals', () => {
  it.each<[string, string, number]>([
    ['2d', "expected a number of sides after 'd' at position 3 in '2d'", 3],
    ['dx', "expected a number of sides after 'd' at position 2 in 'dx'", 2],
    ['', "dice notation is empty at position 1 in ''", 1],
    ['   ', "dice notation is empty at position 4 in '   '", 4],
    ['2d6+', "expected a number or a die such as 'd6' after '+' at position 5 in '2d6+'", 5],
    ['2d6--1', "expected a number or a die such as 'd6' after '-' at position 5 in '2d6--1'", 5],
    ['-', "expected a number or a die such as 'd6' after '-' at position 2 in '-'", 2],
    ['abc', "expected a number or a die such as 'd6' at position 1 in 'abc'", 1],
    ['0d6', "a roll needs at least 1 die, got 0 at position 1 in '0d6'", 1],
    ['1d0', "a die needs at least 1 side, got d0 at position 3 in '1d0'", 3],
    ['1d2000000', "a die may have at most 1,000,000 sides, got 2000000 at position 3 in '1d2000000'", 3],
    ['1001d6', "too many dice (1001; at most 1000 may be rolled at once) at position 1 in '1001d6'", 1],
    ['600d6+401d6', "too many dice (1001; at most 1000 may be rolled at once) at position 7 in '600d6+401d6'", 7],
    ['1000001', "a constant may be at most 1,000,000, got 1000001 at position 1 in '1000001'", 1],
    ['2d6x', "unknown dice modifier 'x' (use kh, kl, k, dh, dl, ! or !p) at position 4 in '2d6x'", 4],
    ['2d6kh1r', "unknown dice modifier 'r' (use kh, kl, k, dh, dl, ! or !p) at position 7 in '2d6kh1r'", 7],
    ['5x', "expected '+' or '-' before 'x' at position 2 in '5x'", 2],
    ['2d6 3', "expected '+' or '-' before '3' at position 5 in '2d6 3'", 5],
    ['2d6*2', "expected '+' or '-' before '*' at position 4 in '2d6*2'", 4],
    ['2.5d6', "expected '+' or '-' before '.' at position 2 in '2.5d6'", 2],
    ['4d6kh5', "cannot keep 5 of 4 dice at position 6 in '4d6kh5'", 6],
    ['1d20kh2', "cannot keep 2 of 1 die at position 7 in '1d20kh2'", 7],
    ['4d6kh0', "'kh' needs a count of at least 1, got 0 at position 6 in '4d6kh0'", 6],
    ['4d6dl0', "'dl' needs a count of at least 1, got 0 at position 6 in '4d6dl0'", 6],
    ['4d6dl4', "cannot drop 4 of 4 dice (none would be left) at position 6 in '4d6dl4'", 6],
    ['1d6dh', "cannot drop 1 of 1 die (none would be left) at position 6 in '1d6dh'", 6],
    ['2d6d', "expected 'h' or 'l' after 'd' (dh = drop highest, dl = drop lowest) at position 5 in '2d6d'", 5],
    ['2d6d6', "expected 'h' or 'l' after 'd' (dh = drop highest, dl = drop lowest) at position 5 in '2d6d6'", 5],
    ['4d6kh3kl1', "a dice term may have only one keep or drop at position 7 in '4d6kh3kl1'", 7],
    ['4d6kh3dl1', "a dice term may have only one keep or drop at position 7 in '4d6kh3dl1'", 7],
    ['3d6!p!', "a dice term may explode only once at position 6 in '3d6!p!'", 6],
    ['3d6!!', "compounding explosions ('!!') are not supported (use '!' or '!p') at position 4 in '3d6!!'", 4],
    ['1d1!', "a d1 cannot explode (every roll is its maximum) at position 4 in '1d1!'", 4],
  ])('%j', (notation, message, position) => {
    const error = errorOf(notation);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DiceNotationError');
    expect(error.message).toBe(message);
    expect(error.position).toBe(position);
    expect(error.notation).toBe(notation);
    expect(message.startsWith(error.reason)).toBe(true);
  });

  it('refuses notation longer than 200 characters, quoting only its start', () => {
    const notation = `1d6${'+1'.repeat(99)}`; // 201 characters
    expect(notation).toHaveLength(201);
    const error = errorOf(notation);
    expect(error.message).toBe(
      'dice notation is too long (201 characters; at most 200 are allowed) at position 201 in ' +
        `'${notation.slice(0, 40)}…'`,
    );
    expect(error.notation).toBe(notation);
  });

  it('refuses a value that is not a string at run time', () => {
    // @ts-expect-error callers outside TypeScript (CLI, imports) may pass anything
    expect(() => parseDice(42)).toThrow('dice notation must be a string at position 1');
  });

  it('throws only DiceNotationError, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: fc.constantFrom(...'0123456789dDkKhHlLpP!%+- x.') }), (text) => {
        try {
          parseDice(text);
        } catch (error) {
          expect(error).toBeInstanceOf(DiceNotationError);
        }
      }),
      { numRuns: 2000, seed: 17 },
    );
  });
});

describe('formatDice', () => {
  it.each([
    ['d6', '1d6'],
    ['D%', '1d100'],
    ['4d6k3', '4d6kh3'],
    ['4d6 KL 1', '4d6kl1'],
    ['4d6kh3!p', '4d6!pkh3'],
    ['2d20kh', '2d20kh1'],
    [' - 1d4 + 2 - 0', '-1d4+2+0'],
    ['+5', '5'],
    ['007d06', '7d6'],
  ])('%j → %j', (notation, canonical) => {
    expect(formatDice(parseDice(notation))).toBe(canonical);
  });
});

/** Valid parsed dice terms, kept small so a whole notation stays within the limits. */
const diceTermArb: fc.Arbitrary<DiceTermSpecOrConstant> = fc
  .record({
    sign: fc.constantFrom<1 | -1>(1, -1),
    count: fc.integer({ min: 1, max: 40 }),
    sides: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: DICE_LIMITS.maxSides })),
    explode: fc.constantFrom(undefined, 'explode' as const, 'penetrate' as const),
    selectAction: fc.constantFrom(undefined, 'keep' as const, 'drop' as const),
    which: fc.constantFrom('highest' as const, 'lowest' as const),
    selectSeed: fc.nat(),
  })
  .map(({ sign, count, sides, explode, selectAction, which, selectSeed }): DiceTermSpec => {
    const term: DiceTermSpec = { kind: 'dice', sign, count, sides };
    const withExplode = explode !== undefined && sides > 1 ? { ...term, explode } : term;
    if (selectAction === 'keep') {
      return { ...withExplode, select: { action: 'keep', which, count: 1 + (selectSeed % count) } };
    }
    if (selectAction === 'drop' && count > 1) {
      return { ...withExplode, select: { action: 'drop', which, count: 1 + (selectSeed % (count - 1)) } };
    }
    return withExplode;
  });

const constantArb: fc.Arbitrary<DiceTermSpecOrConstant> = fc
  .integer({ min: -DICE_LIMITS.maxConstant, max: DICE_LIMITS.maxConstant })
  .map((value) => ({ kind: 'constant', value: value === 0 ? 0 : value }));

const parsedArb: fc.Arbitrary<ParsedDice> = fc
  .array(fc.oneof(diceTermArb, constantArb), { minLength: 1, maxLength: 6 })
  .map((terms) => ({ terms }));

describe('formatDice/parseDice properties', () => {
  it('round-trips: parseDice(formatDice(x)) equals x', () => {
    fc.assert(
      fc.property(parsedArb, (parsed) => {
        expect(parseDice(formatDice(parsed))).toEqual(parsed);
      }),
      { numRuns: 1000, seed: 4 },
    );
  });

  it('parses the upper-cased, spaced-out canonical form to the same value', () => {
    fc.assert(
      fc.property(parsedArb, (parsed) => {
        const loud = formatDice(parsed)
          .toUpperCase()
          .replace(/([+-])/g, ' $1 ');
        expect(parseDice(loud)).toEqual(parsed);
      }),
      { numRuns: 500, seed: 5 },
    );
  });
});

describe('diceRange', () => {
  it.each<[string, number, number]>([
    ['3d6', 3, 18],
    ['1d20+5', 6, 25],
    ['2d6+1d4-1', 2, 15],
    ['1d20-1d4', -3, 19],
    ['4d6kh3', 3, 18],
    ['4d6dl1', 3, 18],
    ['4d6kl1', 1, 6],
    ['-2', -2, -2],
    ['d%', 1, 100],
  ])('%s is %d..%d', (notation, min, max) => {
    expect(diceRange(parseDice(notation))).toEqual({ min, max });
  });

  it('has no upper bound for exploding dice, and only 0 as a lower bound for penetrating dice with a selection', () => {
    expect(diceRange(parseDice('3d6!'))).toEqual({ min: 3, max: Number.POSITIVE_INFINITY });
    expect(diceRange(parseDice('1d6!p'))).toEqual({ min: 1, max: Number.POSITIVE_INFINITY });
    expect(diceRange(parseDice('2d6!pkl2'))).toEqual({ min: 0, max: Number.POSITIVE_INFINITY });
    expect(diceRange(parseDice('10-1d6!'))).toEqual({ min: Number.NEGATIVE_INFINITY, max: 9 });
  });
});
