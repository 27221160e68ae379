/**
 * Rolling parsed dice. A result keeps every die (kept, dropped, exploded), so the UI and the character's history can
 * show exactly how a number came about ("Hit points 7: 1d8 [6] + 1").
 */

import { DICE_LIMITS, formatDice, formatDiceTerm, parseDice } from './notation';
import type { DiceSelection, DiceTermSpec, ExplodeMode, ParsedDice } from './notation';
import type { RandomSource } from './random';

/** One die as rolled. */
export interface DieResult {
  /** What the die counts for: its face, or face - 1 for an extra die of a penetrating explosion. */
  readonly value: number;
  /** The face shown (1..sides). */
  readonly face: number;
  /** False when a keep/drop modifier dropped this die; dropped dice do not count towards the total. */
  readonly kept: boolean;
  /** True when this die showed its maximum and so added another die right after it. */
  readonly exploded?: true;
  /** True when an explosion added this die (it was not one of the `count` dice asked for). */
  readonly extra?: true;
}

/** The outcome of one "NdX" term. */
export interface DiceTermResult {
  readonly kind: 'dice';
  /** +1 when the term adds to the total, -1 when it subtracts. */
  readonly sign: 1 | -1;
  /** Dice asked for (extra dice from explosions not included). */
  readonly count: number;
  /** Sides per die. */
  readonly sides: number;
  /** Set when the term explodes. */
  readonly explode?: ExplodeMode;
  /** Set when the term keeps or drops dice. */
  readonly select?: DiceSelection;
  /** Every die in rolling order; each explosion's extra dice follow the die that set them off. */
  readonly dice: readonly DieResult[];
  /** The term's signed contribution to the total: sign × the sum of the kept dice's values. */
  readonly subtotal: number;
  /**
   * True when explosions stopped at {@link DICE_LIMITS.maxExtraDice} extra dice although a die still showed its
   * maximum.
   */
  readonly explosionCapped?: true;
}

/** The outcome of a constant term. */
export interface ConstantTermResult {
  readonly kind: 'constant';
  /** Signed value added to the total. */
  readonly value: number;
}

/** One term of a roll's outcome. */
export type TermResult = DiceTermResult | ConstantTermResult;

/** A complete roll: the total and everything that produced it. */
export interface RollResult {
  /** Canonical notation that was rolled (e.g. "4d6kh3" for "4D6 k3"). */
  readonly notation: string;
  /** Sum of all term subtotals and constants. */
  readonly total: number;
  /** Every term in written order. */
  readonly terms: readonly TermResult[];
  /** Readable breakdown, e.g. "4d6kh3: [6, 5, 3, (1)] = 14"; the same as {@link formatRoll}. */
  readonly text: string;
}

/**
 * Rolls one die with `sides` faces. Checks what the source returns, so a faulty custom source fails loudly instead of
 * producing impossible totals.
 */
export function rollDie(sides: number, rng: RandomSource): number {
  if (!Number.isSafeInteger(sides) || sides < 1) {
    throw new RangeError(`a die needs a whole number of sides of at least 1, got ${sides}`);
  }
  const face = rng.int(1, sides);
  if (!Number.isInteger(face) || face < 1 || face > sides) {
    throw new RangeError(`random source returned ${face} for a d${sides}`);
  }
  return face;
}

/** Mutable working copy of a die while the term is being rolled. */
interface WorkingDie {
  value: number;
  face: number;
  exploded: boolean;
  extra: boolean;
  kept: boolean;
}

/** Rolls the dice of one term, including explosions, then applies keep/drop. */
function rollTerm(term: DiceTermSpec, rng: RandomSource): DiceTermResult {
  const dice: WorkingDie[] = [];
  let extraDice = 0;
  let capped = false;

  for (let i = 0; i < term.count; i++) {
    let face = rollDie(term.sides, rng);
    let die: WorkingDie = { value: face, face, exploded: false, extra: false, kept: true };
    dice.push(die);
    // The chain goes on as long as the newest die shows its maximum face (also for penetration, which only lowers the
    // value counted, not the face that decides whether to explode).
    while (term.explode !== undefined && face === term.sides) {
      if (extraDice >= DICE_LIMITS.maxExtraDice) {
        capped = true;
        break;
      }
      die.exploded = true;
      extraDice++;
      face = rollDie(term.sides, rng);
      const value = term.explode === 'penetrate' ? face - 1 : face;
      die = { value, face, exploded: false, extra: true, kept: true };
      dice.push(die);
    }
  }

  if (term.select !== undefined) applySelection(dice, term.select);

  const sum = dice.reduce((acc, die) => (die.kept ? acc + die.value : acc), 0);
  return {
    kind: 'dice',
    sign: term.sign,
    count: term.count,
    sides: term.sides,
    ...(term.explode === undefined ? {} : { explode: term.explode }),
    ...(term.select === undefined ? {} : { select: term.select }),
    dice: dice.map((die) => ({
      value: die.value,
      face: die.face,
      kept: die.kept,
      ...(die.exploded ? { exploded: true as const } : {}),
      ...(die.extra ? { extra: true as const } : {}),
    })),
    // `0 * -1` would be -0, which prints as 0 but fails strict equality checks in tests and diffs.
    subtotal: sum === 0 ? 0 : term.sign * sum,
    ...(capped ? { explosionCapped: true as const } : {}),
  };
}

/**
 * Marks dropped dice. Extra dice from explosions take part like any other die (as in Roll20), and ties are broken
 * in rolling order, so the earlier of two equal dice is the one kept.
 */
function applySelection(dice: WorkingDie[], select: DiceSelection): void {
  const order = dice.map((die, index) => ({ die, index }));
  order.sort((x, y) => {
    const byValue = select.which === 'highest' ? y.die.value - x.die.value : x.die.value - y.die.value;
    return byValue !== 0 ? byValue : x.index - y.index;
  });
  // Sorted so the `which` end comes first: keep the first `count`, or drop them.
  order.forEach(({ die }, rank) => {
    const inFirst = rank < select.count;
    die.kept = select.action === 'keep' ? inFirst : !inFirst;
  });
}

/**
 * Rolls dice notation (parsed here if given as text) with the given random source. A hand-built {@link ParsedDice}
 * is checked by formatting and re-parsing it, so it obeys the same limits as typed notation.
 *
 * @throws DiceNotationError for invalid notation.
 */
export function roll(notation: string | ParsedDice, rng: RandomSource): RollResult {
  const { parsed, canonical } = parsedOnce(typeof notation === 'string' ? notation : formatDice(notation));
  const terms: TermResult[] = parsed.terms.map((term) =>
    term.kind === 'dice' ? rollTerm(term, rng) : { kind: 'constant', value: term.value },
  );
  const total = terms.reduce((acc, term) => acc + (term.kind === 'dice' ? term.subtotal : term.value), 0);
  return { notation: canonical, total, terms, text: formatRoll({ notation: canonical, total, terms }) };
}

/**
 * Notation already parsed, by the text it was written as. The same few notations ("3d6", "1d8") are rolled over and
 * over (a quick character rolls its money with "3d6"), and parsing and formatting them again each time was a tenth of
 * a roll. The parsed form is never handed out, so nobody can change a remembered entry. Bounded: typed notations are
 * unlimited, so the memory is emptied when it is full rather than growing without end.
 */
const PARSED = new Map<string, { readonly parsed: ParsedDice; readonly canonical: string }>();
/** How many notations are remembered before the memory starts again. */
export const PARSED_NOTATIONS_KEPT = 256;

function parsedOnce(text: string): { readonly parsed: ParsedDice; readonly canonical: string } {
  let hit = PARSED.get(text);
  if (hit === undefined) {
    const parsed = parseDice(text); // throws for bad notation, which is then not remembered
    hit = { parsed, canonical: formatDice(parsed) };
    if (PARSED.size >= PARSED_NOTATIONS_KEPT) PARSED.clear();
    PARSED.set(text, hit);
  }
  return hit;
}

/** "6", "6!" for a die that exploded, "(1)" for a dropped die. */
function formatDie(die: DieResult): string {
  const shown = `${die.value}${die.exploded === true ? '!' : ''}`;
  return die.kept ? shown : `(${shown})`;
}

/**
 * A readable breakdown: "notation: parts = total", e.g. "4d6kh3: [6, 5, 3, (1)] = 14" or
 * "2d6+1d4-1: [3, 4] + [2] - 1 = 8". Dropped dice are in parentheses, dice that exploded carry '!' (for penetrating
 * extra dice the number shown is the value counted, face - 1), and a reached explosion cap is said at the end.
 */
export function formatRoll(result: Pick<RollResult, 'notation' | 'total' | 'terms'>): string {
  const parts = result.terms.map((term, i) => {
    const negative = term.kind === 'dice' ? term.sign < 0 : term.value < 0;
    const body = term.kind === 'dice' ? `[${term.dice.map(formatDie).join(', ')}]` : String(Math.abs(term.value));
    if (i === 0) return negative ? `-${body}` : body;
    return `${negative ? ' - ' : ' + '}${body}`;
  });
  const capped = result.terms.filter(
    (term): term is DiceTermResult => term.kind === 'dice' && term.explosionCapped === true,
  );
  const cappedTerms = capped.map(formatDiceTerm).join(', ');
  const note =
    capped.length === 0 ? '' : ` (explosions stopped after ${DICE_LIMITS.maxExtraDice} extra dice in ${cappedTerms})`;
  return `${result.notation}: ${parts.join('')} = ${result.total}${note}`;
}
