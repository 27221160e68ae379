/**
 * Public API of the dice module: seedable random sources, dice notation parsing/formatting and rolling.
 * Test helpers live in `./testing` and are deliberately not re-exported.
 */

export { assertSeededRandomState, createSeededRandom, createSystemRandom, uniformInt } from './random';
export type { RandomSource, SeededRandom, SeededRandomState } from './random';
export { DICE_LIMITS, DiceNotationError, diceRange, formatDice, formatDiceTerm, parseDice } from './notation';
export type {
  ConstantTermSpec,
  DiceSelection,
  DiceTermSpec,
  DiceTermSpecOrConstant,
  ExplodeMode,
  ParsedDice,
} from './notation';
export { formatRoll, roll, rollDie } from './roll';
export type { ConstantTermResult, DiceTermResult, DieResult, RollResult, TermResult } from './roll';
