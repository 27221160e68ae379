/**
 * The "16+" test and save calculator as pure functions: the modifier of each kind of test, the face a d20 needs,
 * the result of a roll, saves with their eight types, and attack rolls that are open-ended on 10s and 20s (001:1-9).
 * Given a modifier the sheet can say "needs 8 on the d20" before anyone rolls, and the same functions judge the roll.
 */
import type { RandomSource } from '../../../dice';
import { STAT_ABBREVIATIONS, type AttackTypeId, type SixteenData, type StatId } from '../character';
import { saveType, type SaveId } from '../data/saves';

/** Every test and save succeeds at 16 or more (001:1, 001:2). */
export const TARGET = 16;

/** An attack hits at 20 or more after adding the target's AC (001:6). */
export const ATTACK_TARGET = 20;

/** A stat test adds 4 + 2 × stat (001:1: "STR test with STR +2 is made as d20 roll with modifier +8"). */
export function statTestModifier(stat: number): number {
  return 4 + 2 * stat;
}

/** Skill test without the skill: −8 (001:1). */
export const UNSKILLED_PENALTY = -8;

/** A skill test's modifier: skill level and stat (× 2 or × 1 by the table's reading), −8 without the skill (001:1). */
export function skillTestModifier(input: { readonly skillLevel: number | null; readonly stat: number; readonly statMultiplier: 1 | 2; readonly situation?: number }): number {
  const skill = input.skillLevel === null ? UNSKILLED_PENALTY : input.skillLevel;
  return skill + input.statMultiplier * input.stat + (input.situation ?? 0);
}

/** A situation modifier runs from +8 to −10 (001:1). */
export const SITUATION_MIN = -10;
export const SITUATION_MAX = 8;

/** Perception: 2 × INT plus the helmet's and the situation's modifiers (001:1). */
export function perceptionModifier(int: number, misc: number): number {
  return 2 * int + misc;
}

/** The kinds of d20 roll with their own rules on natural results. */
export type RollKind =
  /** A skill, stat or perception test: no rule on natural rolls (001:1). */
  | 'test'
  /** A save: a natural 20 always succeeds, and needing 1 or less always succeeds (001:2). */
  | 'save'
  /** The mana-burn save: as a save, but an unmodified 1 always fails (001:20). */
  | 'mana-burn'
  /** A save against a resisted power: an unmodified 14 or more, whatever the modifiers (001:2). */
  | 'resisted-power';

/** The face a d20 needs, in numbers and words. */
export interface Needed {
  /** The lowest face that succeeds, 1-20; null when no face can. */
  readonly face: number | null;
  /** "needs 8+", "always succeeds", "cannot succeed", "needs 20 (a natural 20 always succeeds)". */
  readonly words: string;
  /** The chance of success, 0 to 1, in twentieths. */
  readonly chance: number;
}

function neededOf(face: number | null, note = ''): Needed {
  if (face === null) return { face: null, words: 'cannot succeed', chance: 0 };
  if (face <= 1) return { face: 1, words: `always succeeds${note}`, chance: 1 };
  return { face, words: `needs ${face}+${note}`, chance: (21 - face) / 20 };
}

/** The face a roll of this kind needs with this modifier (001:1, 001:2, 001:20). */
export function neededFace(modifier: number, kind: RollKind): Needed {
  const raw = TARGET - modifier;
  switch (kind) {
    case 'test':
      return neededOf(raw > 20 ? null : raw);
    case 'save':
      // "A roll 20 always succeeds, and if the roll required is 1 or less, test always succeeds" (001:2).
      return neededOf(Math.min(20, raw), raw > 20 ? ' (only a natural 20)' : '');
    case 'mana-burn': {
      // As a save, but "this save always fails at unmodified roll 1!" (001:20).
      const face = Math.max(2, Math.min(20, raw));
      return { face, words: `needs ${face}+${raw > 20 ? ' (only a natural 20)' : ''}; a 1 always fails`, chance: (21 - face) / 20 };
    }
    case 'resisted-power':
      return { face: 14, words: 'needs an unmodified 14+', chance: 7 / 20 };
  }
}

/** A roll judged. */
export interface TestResult {
  readonly natural: number;
  readonly total: number;
  readonly success: boolean;
  readonly explanation: string;
}

/** Judges one d20 roll of a kind (001:1-2, 001:20). Throws a RangeError for a face that is not 1-20. */
export function resolveTest(natural: number, modifier: number, kind: RollKind): TestResult {
  if (!Number.isInteger(natural) || natural < 1 || natural > 20) throw new RangeError(`A d20 shows 1 to 20, not ${natural}.`);
  const total = natural + modifier;
  const sum = `${natural} ${modifier >= 0 ? '+' : '−'} ${Math.abs(modifier)} = ${total}`;
  if (kind === 'resisted-power') {
    const success = natural >= 14;
    return { natural, total, success, explanation: `Unmodified ${natural}: ${success ? 'succeeds' : 'fails'} (14+ needed against a resisted power, 001:2)` };
  }
  if (kind === 'mana-burn' && natural === 1) return { natural, total, success: false, explanation: `${sum}: an unmodified 1 always fails the mana-burn save (001:20)` };
  if (kind !== 'test' && natural === 20) return { natural, total, success: true, explanation: `${sum}: a natural 20 always succeeds (001:2)` };
  if (kind !== 'test' && modifier >= TARGET - 1) return { natural, total, success: true, explanation: `${sum}: needing 1 or less always succeeds (001:2)` };
  const success = total >= TARGET;
  return { natural, total, success, explanation: `${sum}: ${success ? 'succeeds' : 'fails'} (16 or more, 001:1)` };
}

/** Rounds down a level or HD divided by 3: the text does not say, and dice games round down. */
export function levelThird(level: number): number {
  return Math.floor(level / 3);
}

/** A save's modifier with its parts in words, for the sheet and the calculator. */
export interface SaveModifier {
  readonly id: SaveId;
  readonly value: number;
  readonly parts: readonly string[];
}

/**
 * A save's modifier (001:2): level/3 (fear and sleep: the whole level), the stats of its type, the item modifier
 * (not for stun), resistances against the attack's types ("If the save is against overlapping effect, add
 * modifiers from both") and countermagic against magic: +1 per magic point spent, at most the magic level (001:21).
 */
export function saveModifier(data: Pick<SixteenData, 'stats' | 'level' | 'saveMisc' | 'resistances' | 'magic'>, id: SaveId, against: readonly AttackTypeId[] = [], countermagic = 0): SaveModifier {
  const t = saveType(id);
  const parts: string[] = [];
  const lvl = t.level === 'full' ? data.level : levelThird(data.level);
  parts.push(t.level === 'full' ? `level ${data.level}` : `level ${data.level}/3 = ${lvl}`);
  let value = lvl;
  for (const s of t.stats) {
    const v = data.stats?.[s] ?? 0;
    value += v;
    parts.push(`${STAT_ABBREVIATIONS[s]} ${v >= 0 ? '+' : '−'}${Math.abs(v)}`);
  }
  if (t.modifiers) {
    if (data.saveMisc !== 0) {
      value += data.saveMisc;
      parts.push(`items ${data.saveMisc >= 0 ? '+' : '−'}${Math.abs(data.saveMisc)}`);
    }
    for (const r of data.resistances.filter((x) => against.includes(x.type))) {
      value += r.modifier;
      parts.push(`${r.type} ${r.modifier >= 0 ? 'resistance +' : 'vulnerability −'}${Math.abs(r.modifier)}`);
    }
    if (countermagic > 0 && against.includes('magic')) {
      const spent = Math.min(countermagic, data.magic.level, data.magic.mp);
      value += spent;
      parts.push(`countermagic +${spent} (001:21)`);
    }
  }
  return { id, value, parts };
}

/** One open-ended attack die: the faces rolled, their sum, and whether the first was a 1 (001:6). */
export interface OpenEndedRoll {
  readonly faces: readonly number[];
  readonly sum: number;
  readonly autoMiss: boolean;
}

/**
 * Rolls the attack d20: "Unmodified roll 1 always misses, and unmodified 10 or 20 is rerolled, adding the new roll
 * to that previous. This is continued as long as 10 or 20 is rolled" (001:6). A 1 on a reroll is just 1.
 */
export function rollOpenEnded(rng: RandomSource): OpenEndedRoll {
  return openEndedFrom(() => rng.int(1, 20));
}

/** The same from faces already rolled (typed from real dice): stops where the rule stops; refuses faces left over. */
export function openEndedFromFaces(faces: readonly number[]): OpenEndedRoll {
  if (faces.length === 0) throw new RangeError('Give the d20 faces rolled.');
  for (const f of faces) if (!Number.isInteger(f) || f < 1 || f > 20) throw new RangeError(`A d20 shows 1 to 20, not ${f}.`);
  let i = 0;
  const r = openEndedFrom(() => {
    const f = faces[i++];
    if (f === undefined) throw new RangeError(`${faces[faces.length - 1]} is rolled again and added: give the next face too (001:6).`);
    return f;
  });
  if (i < faces.length) throw new RangeError(`Only 10s and 20s are rolled again (001:6); the faces after ${faces[i - 1]} are not part of this roll.`);
  return r;
}

function openEndedFrom(next: () => number): OpenEndedRoll {
  const faces = [next()];
  if (faces[0] === 1) return { faces, sum: 1, autoMiss: true };
  // Ten thousand rerolls in a row has a chance of 10^-10000; the cap only keeps a broken source from looping forever.
  while ((faces[faces.length - 1] === 10 || faces[faces.length - 1] === 20) && faces.length < 10_000) faces.push(next());
  return { faces, sum: faces.reduce((s, f) => s + f, 0), autoMiss: false };
}

/** An attack's outcome (001:6): a miss, a hit with reduced damage, or a hit. */
export interface AttackResult {
  readonly roll: OpenEndedRoll;
  /** The roll plus the attacker's bonus, before the target's AC. */
  readonly beforeAc: number;
  /** After adding the target's AC. */
  readonly total: number;
  readonly result: 'miss' | 'reduced' | 'hit';
  readonly explanation: string;
}

/**
 * Judges an attack: 20 or more after adding the target's AC hits "with at least normal damage"; 20 or more before
 * the AC but not after hits with reduced damage; anything else misses; an unmodified 1 always misses (001:6). How
 * much more or less damage a result gives is on a table the text does not include.
 */
export function resolveAttack(roll: OpenEndedRoll, bonus: number, targetAc: number): AttackResult {
  const beforeAc = roll.sum + bonus;
  const total = beforeAc + targetAc;
  const dice = roll.faces.length > 1 ? `${roll.faces.join(' + ')} (10s and 20s roll again)` : String(roll.sum);
  const sum = `${dice} ${bonus >= 0 ? '+' : '−'} ${Math.abs(bonus)} ${targetAc >= 0 ? '+' : '−'} ${Math.abs(targetAc)} AC = ${total}`;
  if (roll.autoMiss) return { roll, beforeAc, total, result: 'miss', explanation: 'An unmodified 1 always misses (001:6).' };
  if (total >= ATTACK_TARGET) return { roll, beforeAc, total, result: 'hit', explanation: `${sum}: a hit, at least normal damage (001:6)` };
  if (beforeAc >= ATTACK_TARGET) return { roll, beforeAc, total, result: 'reduced', explanation: `${sum}: 20 or more before AC (${beforeAc}), so a hit with reduced damage (001:6)` };
  return { roll, beforeAc, total, result: 'miss', explanation: `${sum}: a miss (001:6)` };
}

const chanceCache = new Map<number, number>();

/** The chance that an open-ended reroll (no automatic miss) totals at least `x`. */
function rerollChance(x: number): number {
  if (x <= 1) return 1;
  const cached = chanceCache.get(x);
  if (cached !== undefined) return cached;
  let p = 0;
  for (let f = 1; f <= 20; f++) p += f === 10 || f === 20 ? rerollChance(x - f) : f >= x ? 1 : 0;
  const result = p / 20;
  chanceCache.set(x, result);
  return result;
}

/** The chance an attack die totals at least `x`, a first 1 missing whatever follows (001:6). */
export function openEndedChance(x: number): number {
  if (!Number.isFinite(x)) return x < 0 ? 19 / 20 : 0;
  // Beyond a few hundred the chance is below 10^-50: call it none rather than recurse that deep.
  if (x > 400) return 0;
  let p = 0;
  for (let f = 2; f <= 20; f++) p += f === 10 || f === 20 ? rerollChance(x - f) : f >= x ? 1 : 0;
  return p / 20;
}

/** What an attack needs: the die total for a hit and for a reduced hit, with their chances. */
export interface AttackNeeds {
  /** The die total (after rerolls) that hits with at least normal damage. */
  readonly hit: number;
  readonly hitChance: number;
  /** The die total that hits with reduced damage, when the target's AC is negative; else null. */
  readonly reduced: number | null;
  readonly reducedChance: number | null;
  readonly words: string;
}

/** "needs 7+ on the d20 to hit (10s and 20s roll again)" for a bonus against an AC (001:6). */
export function attackNeeds(bonus: number, targetAc: number): AttackNeeds {
  const hit = Math.max(2, ATTACK_TARGET - bonus - targetAc);
  const reduced = targetAc < 0 ? Math.max(2, ATTACK_TARGET - bonus) : null;
  const hitChance = openEndedChance(hit);
  const reducedChance = reduced === null || reduced >= hit ? null : openEndedChance(reduced);
  const pct = (p: number) => `${Math.round(p * 1000) / 10}%`;
  const words = [
    `needs ${hit}+ to hit (${pct(hitChance)})`,
    reduced !== null && reduced < hit ? `${reduced}+ for reduced damage (${pct(reducedChance ?? 0)})` : '',
    'a 1 always misses; 10s and 20s roll again and add (001:6)',
  ].filter(Boolean);
  return { hit, hitChance, reduced: reduced !== null && reduced < hit ? reduced : null, reducedChance, words: words.join('; ') };
}

/** The stat of a test by id, for callers holding a payload. */
export function statOf(data: Pick<SixteenData, 'stats'>, stat: StatId): number {
  return data.stats?.[stat] ?? 0;
}
