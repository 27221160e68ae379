/**
 * Dice notation: parsing text such as "2d6+1d4-1", "4d6kh3" or "1d6!p" into a typed {@link ParsedDice}, and formatting
 * it back to a canonical string. Parsing is strict and explains every refusal, because the notation is typed by
 * players and GMs (house rules, custom rolls) and read from untrusted imports.
 */

/** Upper limits that keep a single roll cheap, whatever a user or an imported file asks for. */
export const DICE_LIMITS = {
  /** Most dice a whole notation may roll before explosions (summed over all its terms). */
  maxDice: 1000,
  /** Most sides a single die may have. */
  maxSides: 1_000_000,
  /** Longest notation accepted, in characters (whitespace included). */
  maxLength: 200,
  /** Largest absolute value of a constant term. */
  maxConstant: 1_000_000,
  /** Most extra dice explosions may add to one term; a safety valve against a rigged or broken random source. */
  maxExtraDice: 100,
} as const;

/** Keep or drop some of a term's dice by value, e.g. `kh3` keeps the highest three, `dl1` drops the lowest one. */
export interface DiceSelection {
  /** Whether `count` dice are kept (the rest dropped) or dropped (the rest kept). */
  readonly action: 'keep' | 'drop';
  /** Which end of the sorted dice `count` refers to. */
  readonly which: 'highest' | 'lowest';
  /** How many dice to keep or drop; a keep count is 1..dice, a drop count 1..dice-1. */
  readonly count: number;
}

/**
 * How a term's dice explode: `explode` ('!') rolls another die whenever a die shows its maximum, repeatedly;
 * `penetrate` ('!p') does the same but every extra die counts its face minus 1 (Hackmaster style).
 */
export type ExplodeMode = 'explode' | 'penetrate';

/** One "NdX" term, with its sign and optional modifiers. */
export interface DiceTermSpec {
  readonly kind: 'dice';
  /** +1 adds the term to the total, -1 subtracts it ("1d20-1d4"). */
  readonly sign: 1 | -1;
  /** How many dice are rolled before explosions (1..{@link DICE_LIMITS.maxDice}). */
  readonly count: number;
  /** Sides per die (1..{@link DICE_LIMITS.maxSides}); "d%" is parsed as 100. */
  readonly sides: number;
  /** Present only when the dice explode. */
  readonly explode?: ExplodeMode;
  /** Present only when some dice are kept or dropped. */
  readonly select?: DiceSelection;
}

/** A constant term such as "+1" or "-2"; the value carries the sign. */
export interface ConstantTermSpec {
  readonly kind: 'constant';
  /** Signed value added to the total. */
  readonly value: number;
}

/** One term of a parsed notation. */
export type DiceTermSpecOrConstant = DiceTermSpec | ConstantTermSpec;

/**
 * A parsed dice notation: its terms in written order. Formatting it with {@link formatDice} and parsing again gives an
 * equal object.
 */
export interface ParsedDice {
  /** At least one term. */
  readonly terms: readonly DiceTermSpecOrConstant[];
}

/**
 * Thrown for notation that cannot be rolled. The message reads on its own ("expected a number of sides after 'd' at
 * position 3 in '2d'"); the fields let a UI underline the spot.
 */
export class DiceNotationError extends Error {
  override readonly name = 'DiceNotationError';
  /** The notation as given. */
  readonly notation: string;
  /** 1-based character position of the problem; one past the end when something is missing at the end. */
  readonly position: number;
  /** What is wrong, without the position and notation (e.g. "expected a number of sides after 'd'"). */
  readonly reason: string;

  /** @param shown the notation as quoted in the message, when the full text is too long to repeat. */
  constructor(reason: string, notation: string, position: number, shown = notation) {
    super(`${reason} at position ${position} in '${shown}'`);
    this.notation = notation;
    this.position = position;
    this.reason = reason;
  }
}

/** "1000000" → "1,000,000", without locale-dependent formatting. */
function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A cursor over the notation; positions are 0-based internally and reported 1-based. */
class Scanner {
  index = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    while (this.index < this.text.length && /\s/.test(this.text.charAt(this.index))) this.index++;
  }

  /** The next character, lower-cased (the notation is case-insensitive), or '' at the end. */
  peek(offset = 0): string {
    return this.text.charAt(this.index + offset).toLowerCase();
  }

  atEnd(): boolean {
    return this.index >= this.text.length;
  }

  /** Reads a run of digits, or returns undefined (and consumes nothing) if there is none. */
  readNumber(): number | undefined {
    const start = this.index;
    while (/[0-9]/.test(this.peek())) this.index++;
    return this.index === start ? undefined : Number(this.text.slice(start, this.index));
  }

  fail(reason: string, index = this.index): never {
    throw new DiceNotationError(reason, this.text, index + 1);
  }
}

/**
 * Parses dice notation. Accepted, case-insensitively and with whitespace between tokens:
 * `NdX`, `dX` (one die), `d%` (d100), integer constants, several terms joined by `+`/`-` (the first may carry a sign),
 * and per dice term at most one explosion (`!`, `!p`) and at most one selection (`khN`, `klN`, `kN` = `khN`, `dhN`,
 * `dlN`; N defaults to 1), in either order.
 *
 * @throws DiceNotationError for anything else, naming the problem and its position.
 */
export function parseDice(notation: string): ParsedDice {
  if (typeof notation !== 'string') {
    throw new DiceNotationError('dice notation must be a string', String(notation), 1);
  }
  if (notation.length > DICE_LIMITS.maxLength) {
    throw new DiceNotationError(
      `dice notation is too long (${notation.length} characters; at most ${DICE_LIMITS.maxLength} are allowed)`,
      notation,
      DICE_LIMITS.maxLength + 1,
      `${notation.slice(0, 40)}…`,
    );
  }
  const s = new Scanner(notation);
  s.skipSpace();
  if (s.atEnd()) s.fail('dice notation is empty');

  const terms: DiceTermSpecOrConstant[] = [];
  let diceSoFar = 0;
  let sign: 1 | -1 = 1;
  let operator: string | undefined;
  if (s.peek() === '+' || s.peek() === '-') {
    sign = s.peek() === '-' ? -1 : 1;
    operator = s.peek();
    s.index++;
  }

  for (;;) {
    s.skipSpace();
    const term = parseTerm(s, sign, operator);
    if (term.kind === 'dice') {
      diceSoFar += term.count;
      if (diceSoFar > DICE_LIMITS.maxDice) {
        s.fail(`too many dice (${diceSoFar}; at most ${DICE_LIMITS.maxDice} may be rolled at once)`, term.startIndex);
      }
    }
    terms.push(term.spec);

    s.skipSpace();
    if (s.atEnd()) break;
    const next = s.peek();
    if (next === '+' || next === '-') {
      sign = next === '-' ? -1 : 1;
      operator = next;
      s.index++;
      continue;
    }
    if (term.kind === 'dice' && /[a-z]/.test(next)) {
      s.fail(`unknown dice modifier '${s.text.charAt(s.index)}' (use kh, kl, k, dh, dl, ! or !p)`);
    }
    s.fail(`expected '+' or '-' before '${s.text.charAt(s.index)}'`);
  }
  return { terms };
}

type ParsedTerm =
  | { kind: 'dice'; spec: DiceTermSpec; count: number; startIndex: number }
  | { kind: 'constant'; spec: ConstantTermSpec };

function parseTerm(s: Scanner, sign: 1 | -1, operator: string | undefined): ParsedTerm {
  const startIndex = s.index;
  const leading = s.readNumber();
  s.skipSpace();

  if (s.peek() !== 'd') {
    if (leading === undefined) {
      const after = operator === undefined ? '' : ` after '${operator}'`;
      s.fail(`expected a number or a die such as 'd6'${after}`);
    }
    if (leading > DICE_LIMITS.maxConstant) {
      s.fail(`a constant may be at most ${groupDigits(DICE_LIMITS.maxConstant)}, got ${leading}`, startIndex);
    }
    // Avoid -0, which would not compare equal to 0 after a round trip.
    return { kind: 'constant', spec: { kind: 'constant', value: leading === 0 ? 0 : sign * leading } };
  }

  const count = leading ?? 1;
  if (count < 1) s.fail(`a roll needs at least 1 die, got ${count}`, startIndex);
  if (count > DICE_LIMITS.maxDice) {
    s.fail(`too many dice (${count}; at most ${DICE_LIMITS.maxDice} may be rolled at once)`, startIndex);
  }
  s.index++; // the 'd'
  s.skipSpace();

  const sidesIndex = s.index;
  let sides: number;
  if (s.peek() === '%') {
    s.index++;
    sides = 100;
  } else {
    const read = s.readNumber();
    if (read === undefined) s.fail("expected a number of sides after 'd'");
    sides = read;
  }
  if (sides < 1) s.fail(`a die needs at least 1 side, got d${sides}`, sidesIndex);
  if (sides > DICE_LIMITS.maxSides) {
    s.fail(`a die may have at most ${groupDigits(DICE_LIMITS.maxSides)} sides, got ${sides}`, sidesIndex);
  }

  let explode: ExplodeMode | undefined;
  let select: DiceSelection | undefined;
  for (;;) {
    s.skipSpace();
    const modifierIndex = s.index;
    const c = s.peek();
    if (c === '!') {
      if (s.peek(1) === '!') s.fail("compounding explosions ('!!') are not supported (use '!' or '!p')");
      if (explode !== undefined) s.fail('a dice term may explode only once');
      if (sides === 1) s.fail('a d1 cannot explode (every roll is its maximum)');
      s.index++;
      if (s.peek() === 'p') {
        s.index++;
        explode = 'penetrate';
      } else {
        explode = 'explode';
      }
    } else if (c === 'k' || (c === 'd' && (s.peek(1) === 'h' || s.peek(1) === 'l'))) {
      if (select !== undefined) s.fail('a dice term may have only one keep or drop');
      select = parseSelection(s, count, modifierIndex);
    } else if (c === 'd') {
      s.fail("expected 'h' or 'l' after 'd' (dh = drop highest, dl = drop lowest)", modifierIndex + 1);
    } else {
      break;
    }
  }

  const spec: DiceTermSpec = {
    kind: 'dice',
    sign,
    count,
    sides,
    ...(explode === undefined ? {} : { explode }),
    ...(select === undefined ? {} : { select }),
  };
  return { kind: 'dice', spec, count, startIndex };
}

/** Parses `kh`, `kl`, `k`, `dh` or `dl` and its optional count, the cursor standing on the 'k' or 'd'. */
function parseSelection(s: Scanner, diceCount: number, startIndex: number): DiceSelection {
  const action = s.peek() === 'k' ? 'keep' : 'drop';
  s.index++;
  let which: 'highest' | 'lowest' = 'highest';
  if (s.peek() === 'h' || s.peek() === 'l') {
    which = s.peek() === 'l' ? 'lowest' : 'highest';
    s.index++;
  }
  const written = s.text.slice(startIndex, s.index);
  s.skipSpace();
  const countIndex = s.index;
  const count = s.readNumber() ?? 1;
  if (count < 1) s.fail(`'${written}' needs a count of at least 1, got ${count}`, countIndex);
  if (action === 'keep' && count > diceCount) {
    s.fail(`cannot keep ${count} of ${diceCount} ${diceCount === 1 ? 'die' : 'dice'}`, countIndex);
  }
  if (action === 'drop' && count >= diceCount) {
    s.fail(`cannot drop ${count} of ${diceCount} ${diceCount === 1 ? 'die' : 'dice'} (none would be left)`, countIndex);
  }
  return { action, which, count };
}

/** Canonical notation of one dice term without its sign, e.g. "4d6!kh3". */
export function formatDiceTerm(term: DiceTermSpec): string {
  let text = `${term.count}d${term.sides}`;
  if (term.explode === 'explode') text += '!';
  if (term.explode === 'penetrate') text += '!p';
  if (term.select !== undefined) {
    const { action, which, count } = term.select;
    text += `${action === 'keep' ? 'k' : 'd'}${which === 'highest' ? 'h' : 'l'}${count}`;
  }
  return text;
}

/**
 * Canonical notation for parsed dice: lower case, no spaces, explicit counts ("d6" → "1d6", "d%" → "1d100",
 * "4d6k3" → "4d6kh3"), explosion before selection. `parseDice(formatDice(x))` equals `x`.
 */
export function formatDice(parsed: ParsedDice): string {
  return parsed.terms
    .map((term, i) => {
      const negative = term.kind === 'dice' ? term.sign < 0 : term.value < 0;
      const body = term.kind === 'dice' ? formatDiceTerm(term) : String(Math.abs(term.value));
      if (i === 0) return negative ? `-${body}` : body;
      return negative ? `-${body}` : `+${body}`;
    })
    .join('');
}

/**
 * The smallest and largest total a notation can produce. For exploding terms `max` is Infinity (the explosion cap is a
 * safety valve, not a rule) and `min` is a safe lower bound: a penetrating extra die can count 0.
 */
export function diceRange(parsed: ParsedDice): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const term of parsed.terms) {
    if (term.kind === 'constant') {
      min += term.value;
      max += term.value;
      continue;
    }
    const kept = keptCount(term);
    // A penetrating extra die can count 0 and may be kept instead of a base die, so only 0 is certain.
    const low = term.explode === 'penetrate' && term.select !== undefined ? 0 : kept;
    const high = term.explode === undefined ? kept * term.sides : Number.POSITIVE_INFINITY;
    if (term.sign > 0) {
      min += low;
      max += high;
    } else {
      min -= high;
      max -= low;
    }
  }
  return { min, max };
}

/** How many dice count towards the term when it does not explode (with explosions a drop keeps more). */
function keptCount(term: DiceTermSpec): number {
  if (term.select === undefined) return term.count;
  return term.select.action === 'keep' ? term.select.count : term.count - term.select.count;
}
