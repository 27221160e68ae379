/**
 * Murdham's dice as pure functions (000:12-25, 000:62-70, 000:76, 000:139, 000:180). Each rule comes twice: a function
 * over dice already rolled (physical dice typed in, or a test pinning the text's own examples) and a `roll…` function
 * that draws them from a RandomSource. Nothing here changes a character; rules/effects.ts applies the results.
 */
import type { RandomSource } from '../../dice';
import type { DamageMode, Durability } from './character';

export type { DamageMode } from './character';

/**
 * Explosions stop after this many extra dice. A safety valve, not a rule (the text has no limit): a d4 showing its
 * maximum 100 times in a row has odds of 4^-100.
 */
export const MAX_EXTRA_DICE = 100;

/** Checks a die size: a die needs at least 2 sides to stop exploding. */
function checkSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 2 || sides > 100) throw new RangeError(`A damage die has 2 to 100 sides; d${sides} is not one.`);
}

/** One exploding damage die: every face it showed, and what they add up to. */
export interface ExplodingRoll {
  readonly sides: number;
  /** Faces in rolling order: every maximum, then the face that stopped the chain. */
  readonly faces: readonly number[];
  /** Each maximum counts one less (000:64): the sum of the faces minus one per maximum. */
  readonly total: number;
  /** True when the chain was cut at {@link MAX_EXTRA_DICE} extra dice while still showing maximums. */
  readonly capped: boolean;
}

/**
 * "If you roll the maximum possible number, you must re-roll the same die and add the new result to the previous
 * roll minus 1. Keep doing this as long as you keep rolling the maximum" (000:64). A chain of faces is complete when
 * every face but the last is the maximum and the last is not. Throws a RangeError with a sentence for a chain that
 * could not have been rolled that way.
 */
export function explodingTotal(sides: number, faces: readonly number[]): ExplodingRoll {
  checkSides(sides);
  if (faces.length === 0) throw new RangeError('Give at least one face.');
  faces.forEach((f, i) => {
    if (!Number.isInteger(f) || f < 1 || f > sides) throw new RangeError(`A d${sides} shows 1 to ${sides}; face ${i + 1} is ${f}.`);
    if (i < faces.length - 1 && f !== sides) throw new RangeError(`Only a maximum is rolled again: face ${i + 1} is ${f}, not ${sides}, so the roll stops there.`);
  });
  const last = faces[faces.length - 1] ?? 0;
  const capped = last === sides;
  if (capped && faces.length <= MAX_EXTRA_DICE) throw new RangeError(`The last face is the maximum, ${sides}: roll the d${sides} again and add it.`);
  const maximums = faces.filter((f, i) => f === sides && (i < faces.length - 1 || capped)).length;
  return { sides, faces: [...faces], total: faces.reduce((s, f) => s + f, 0) - maximums, capped };
}

/** Rolls one exploding damage die (000:64). */
export function rollExploding(sides: number, rng: RandomSource): ExplodingRoll {
  checkSides(sides);
  const faces: number[] = [];
  for (;;) {
    const face = rng.int(1, sides);
    faces.push(face);
    if (face !== sides || faces.length > MAX_EXTRA_DICE) break;
  }
  return explodingTotal(sides, faces);
}

/** "d6: 6, 6, 3 → 5 + 5 + 3 = 13", or "d8: 3" for a plain roll. */
export function explodingText(roll: ExplodingRoll): string {
  if (roll.faces.length === 1 && !roll.capped) return `d${roll.sides}: ${roll.faces[0]}`;
  const parts = roll.faces.map((f, i) => (f === roll.sides && (i < roll.faces.length - 1 || roll.capped) ? f - 1 : f));
  return `d${roll.sides}: ${roll.faces.join(', ')} → ${parts.join(' + ')} = ${roll.total}${roll.capped ? ' (stopped at the safety limit)' : ''}`;
}

/**
 * "Factors enhancing and impairing damage at the same time cancel each other out on a one-to-one basis. Damage which
 * is impaired multiple times is completely ineffective. Multiple enhancements have no effect" (000:66). The text does
 * not say whether "impaired multiple times" is counted before or after cancelling; Sheetsmith cancels first, so one
 * enhancement and two impairments leave damage impaired once.
 */
export function damageMode(enhancements: number, impairments: number): DamageMode {
  if (!Number.isInteger(enhancements) || !Number.isInteger(impairments) || enhancements < 0 || impairments < 0) {
    throw new RangeError('Count enhancements and impairments as whole numbers of 0 or more.');
  }
  const net = enhancements - impairments;
  if (net >= 1) return 'enhanced';
  if (net === 0) return 'normal';
  return net === -1 ? 'impaired' : 'ineffective';
}

/** A damage roll: the exploding rolls made and the one kept. */
export interface DamageRoll {
  readonly sides: number;
  readonly mode: DamageMode;
  /** One roll (normal), two (enhanced or impaired: each explodes on its own before they are compared), none (ineffective). */
  readonly rolls: readonly ExplodingRoll[];
  /** The damage before armour. */
  readonly total: number;
}

/** How many rolls a mode needs. */
export function rollsFor(mode: DamageMode): number {
  return mode === 'normal' ? 1 : mode === 'ineffective' ? 0 : 2;
}

/** Damage from rolls already made: "Roll twice and keep the lower or higher result respectively" (000:66, 000:69-70). */
export function resolveDamage(sides: number, mode: DamageMode, rolls: readonly ExplodingRoll[]): DamageRoll {
  checkSides(sides);
  if (rolls.length !== rollsFor(mode)) throw new RangeError(`${mode} damage takes ${rollsFor(mode)} roll${rollsFor(mode) === 1 ? '' : 's'}, not ${rolls.length}.`);
  if (rolls.some((r) => r.sides !== sides)) throw new RangeError(`Every roll must be of the same d${sides}.`);
  const totals = rolls.map((r) => r.total);
  const total = mode === 'ineffective' ? 0 : mode === 'impaired' ? Math.min(...totals) : Math.max(...totals);
  return { sides, mode, rolls: [...rolls], total };
}

/** Rolls damage on a d`sides` in a mode (000:64-66). */
export function rollDamage(sides: number, mode: DamageMode, rng: RandomSource): DamageRoll {
  checkSides(sides);
  return resolveDamage(sides, mode, Array.from({ length: rollsFor(mode) }, () => rollExploding(sides, rng)));
}

/** "d6 enhanced: d6: 4 | d6: 6, 3 → 5 + 3 = 8 → keep 8". */
export function damageText(roll: DamageRoll): string {
  if (roll.mode === 'ineffective') return `d${roll.sides} impaired more than once: no damage (000:66)`;
  const rolls = roll.rolls.map(explodingText).join(' | ');
  return roll.mode === 'normal' ? rolls : `d${roll.sides} ${roll.mode}: ${rolls} → keep ${roll.total}`;
}

/** A save: pass on a d20 equal to or under the ability (000:13). */
export interface SaveResult {
  readonly score: number;
  readonly roll: number;
  readonly passed: boolean;
}

function checkD20(roll: number): void {
  if (!Number.isInteger(roll) || roll < 1 || roll > 20) throw new RangeError(`A d20 shows 1 to 20, not ${roll}.`);
}

/** "They pass if they roll equal or less than the most relevant ability score on a d20" (000:13). */
export function save(score: number, roll: number): SaveResult {
  checkD20(roll);
  return { score, roll, passed: roll <= score };
}

export function rollSave(score: number, rng: RandomSource): SaveResult {
  return save(score, rng.int(1, 20));
}

/** A group save: one d20 compared with each character's score (000:17). */
export function groupSave<T extends { readonly id: string; readonly score: number }>(members: readonly T[], roll: number): (T & SaveResult)[] {
  checkD20(roll);
  return members.map((m) => ({ ...m, ...save(m.score, roll) }));
}

/** An encumbered character's AGI save needs an extra STR save as well (000:173): both must pass. */
export function encumberedAgiSave(agi: number, str: number, agiRoll: number, strRoll: number): { readonly agi: SaveResult; readonly str: SaveResult; readonly passed: boolean } {
  const a = save(agi, agiRoll);
  const s = save(str, strRoll);
  return { agi: a, str: s, passed: a.passed && s.passed };
}

/** One competitor's roll in a contest. */
export interface ContestEntry {
  readonly id: string;
  readonly score: number;
  readonly roll: number;
}

/** A competitor's place: ability minus roll, ranked highest first; tied totals share a place. */
export interface ContestPlace extends ContestEntry {
  readonly total: number;
  /** 1 for the winner; tied competitors share a place until a repeat contest breaks the tie. */
  readonly place: number;
}

/**
 * "All competing characters roll a d20 and subtract the result from the most relevant ability score. They are then
 * ranked from highest to lowest total. Ties are broken by repeating the contest among the tying characters" (000:20).
 * Returns the ranking and the groups that must repeat the contest.
 */
export function rankContest(entries: readonly ContestEntry[]): { readonly ranking: readonly ContestPlace[]; readonly ties: readonly (readonly string[])[] } {
  entries.forEach((e) => checkD20(e.roll));
  const withTotals = entries.map((e) => ({ ...e, total: e.score - e.roll }));
  const sorted = [...withTotals].sort((a, b) => b.total - a.total);
  const ranking = sorted.map((e) => ({ ...e, place: 1 + sorted.filter((o) => o.total > e.total).length }));
  const groups = new Map<number, string[]>();
  for (const e of ranking) groups.set(e.total, [...(groups.get(e.total) ?? []), e.id]);
  return { ranking, ties: [...groups.values()].filter((g) => g.length > 1) };
}

/** A whole contest, ties repeated among the tied until broken: every round's rolls and the final order of ids. */
export function rollContest(competitors: readonly { readonly id: string; readonly score: number }[], rng: RandomSource): { readonly rounds: readonly (readonly ContestPlace[])[]; readonly order: readonly string[] } {
  const rounds: ContestPlace[][] = [];
  const settle = (group: readonly { readonly id: string; readonly score: number }[], depth: number): string[] => {
    const { ranking } = rankContest(group.map((c) => ({ ...c, roll: rng.int(1, 20) })));
    rounds.push([...ranking]);
    const order: string[] = [];
    const totals = [...new Set(ranking.map((r) => r.total))];
    for (const t of totals) {
      const tied = ranking.filter((r) => r.total === t);
      // A tie that keeps coming back is left standing after 50 repeats (a safety valve; the odds are negligible).
      order.push(...(tied.length > 1 && depth < 50 ? settle(tied.map(({ id, score }) => ({ id, score })), depth + 1) : tied.map((r) => r.id)));
    }
    return order;
  };
  return { rounds, order: competitors.length === 0 ? [] : settle(competitors, 0) };
}

/**
 * The result kept after an omen re-roll: "Re-roll a die, keeping the most favourable results" (000:139). For a save,
 * a contest or damage suffered the lower roll is better; for damage dealt, the higher. Several omens may be spent on
 * one roll, so any number of results is accepted.
 */
export function mostFavourable(results: readonly number[], prefer: 'lower' | 'higher'): number {
  if (results.length === 0) throw new RangeError('There is no roll to keep.');
  return prefer === 'lower' ? Math.min(...results) : Math.max(...results);
}

/** An "x:y" chance (000:139): roll a dy; the event happens on x or less (000:180-182: "1:4", "rolls a 1 on a d4"). */
export function chance(x: number, y: number, roll: number): boolean {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 1 || x > y) throw new RangeError(`${x}:${y} is not a chance: x is 0 to y.`);
  if (!Number.isInteger(roll) || roll < 1 || roll > y) throw new RangeError(`A d${y} shows 1 to ${y}, not ${roll}.`);
  return roll <= x;
}

export function rollChance(x: number, y: number, rng: RandomSource): { readonly roll: number; readonly happens: boolean } {
  const roll = rng.int(1, y);
  return { roll, happens: chance(x, y, roll) };
}

/** A soulblight check after suffering corruption (000:76). */
export interface SoulblightCheck {
  /** Corruption before. */
  readonly before: number;
  readonly suffered: number;
  /** The d12. */
  readonly roll: number;
  readonly soulblight: boolean;
  /** Direct damage taken: the rolled number on soulblight, else 0. */
  readonly directDamage: number;
  /** Corruption after: the amount suffered added, and the roll taken away on soulblight. */
  readonly corruption: number;
}

/**
 * "Characters who suffer corruption must roll a d12. If they roll lower or equal than their current corruption,
 * including the amount just suffered, they suffer soulblight: they take direct damage equal to the rolled number, and
 * corruption is reduced by the same amount" (000:76).
 */
export function soulblightCheck(corruption: number, suffered: number, roll: number): SoulblightCheck {
  if (!Number.isInteger(corruption) || corruption < 0 || !Number.isInteger(suffered) || suffered < 0) throw new RangeError('Corruption is a whole number of 0 or more.');
  if (!Number.isInteger(roll) || roll < 1 || roll > 12) throw new RangeError(`A d12 shows 1 to 12, not ${roll}.`);
  const total = corruption + suffered;
  const soulblight = roll <= total;
  return { before: corruption, suffered, roll, soulblight, directDamage: soulblight ? roll : 0, corruption: soulblight ? total - roll : total };
}

export function rollSoulblight(corruption: number, suffered: number, rng: RandomSource): SoulblightCheck {
  return soulblightCheck(corruption, suffered, rng.int(1, 12));
}

/**
 * A durability roll (000:180): a 1:4 chance the item is damaged; a damaged item is destroyed by another failed roll.
 * A destroyed item stays destroyed.
 */
export function durabilityRoll(state: Durability, roll: number): { readonly failed: boolean; readonly state: Durability } {
  const failed = chance(1, 4, roll);
  if (!failed || state === 'destroyed') return { failed, state };
  return { failed, state: state === 'intact' ? 'damaged' : 'destroyed' };
}

export function rollDurability(state: Durability, rng: RandomSource): { readonly roll: number; readonly failed: boolean; readonly state: Durability } {
  const roll = rng.int(1, 4);
  return { roll, ...durabilityRoll(state, roll) };
}

export { injuryResult, rollInjury, mutationResult, rollMutation, type InjuryResult, type MutationResult } from './table-rolls';
