/**
 * The sheet's test and save calculator and the in-play changes for "16+": given the character and a die (a face
 * typed from a real die, or the `rng` passed in) each calculator says what the roll needs and what it did; damage,
 * healing, bleeding and magic points change the payload as 001:10-21 say.
 */
import type { RandomSource } from '../../dice';
import type { StepResult } from '../types';
import { STAT_ABBREVIATIONS, type AttackTypeId, type SixteenData, type StatId } from './character';
import { saveType, type SaveId } from './data/saves';
import { blowStuns, deathThreshold, hitPointState, magicPointRecovery, passiveHealing, percentOf, stunThreshold, weaponToHit } from './rules/combat-math';
import {
  attackNeeds,
  neededFace,
  openEndedFromFaces,
  perceptionModifier,
  resolveAttack,
  resolveTest,
  rollOpenEnded,
  saveModifier,
  skillTestModifier,
  statTestModifier,
  type AttackNeeds,
  type AttackResult,
  type Needed,
  type RollKind,
  type TestResult,
} from './rules/tests';

type Result = StepResult<SixteenData>;

/** A d20 face typed by the player, or rolled from `rng`. */
export type Die = { readonly face: number } | { readonly rng: RandomSource };

/** "1 magic point", "3 magic points". */
function pointsWord(n: number): string {
  return `${n} magic point${n === 1 ? '' : 's'}`;
}

/** A calculation: what the roll needs, and its result when a die was given. */
export interface Calculation {
  readonly modifier: number;
  readonly needed: Needed;
  readonly result: TestResult | null;
}

function judge(modifier: number, kind: RollKind, die: Die | null): Calculation | { readonly problem: string } {
  const needed = neededFace(modifier, kind);
  if (die === null) return { modifier, needed, result: null };
  const face = 'face' in die ? die.face : die.rng.int(1, 20);
  if (!Number.isInteger(face) || face < 1 || face > 20) return { problem: `A d20 shows 1 to 20, not ${face}.` };
  return { modifier, needed, result: resolveTest(face, modifier, kind) };
}

function situationProblem(situation: number): string | null {
  return Number.isInteger(situation) && situation >= -10 && situation <= 8 ? null : 'A situation modifier is a whole number from +8 to −10 (001:1).';
}

/** A stat test: d20 + 4 + 2 × stat (+ situation) against 16 (001:1). `die` null asks only what it needs. */
export function statTest(data: SixteenData, stat: StatId, die: Die | null, situation = 0) {
  if (!data.stats) return { problem: 'Enter the stats first.' };
  const bad = situationProblem(situation);
  if (bad) return { problem: bad };
  return judge(statTestModifier(data.stats[stat]) + situation, 'test', die);
}

/**
 * A skill test: skill level + the skill's stat + situation; a skill the character lacks is −8 (001:1). `statId`
 * is the stat for a skill not on the sheet. Perception is its own test: 2 × INT + helmet (001:1).
 */
export function skillTest(data: SixteenData, skillName: string, die: Die | null, situation = 0, statId: StatId | null = null) {
  const bad = situationProblem(situation);
  if (bad) return { problem: bad };
  if (skillName.trim().toLowerCase() === 'perception') {
    if (!data.stats) return { problem: 'Enter the stats first.' };
    return judge(perceptionModifier(data.stats.int, data.perceptionMisc) + situation, 'test', die);
  }
  const skill = data.skills.find((s) => s.name.toLowerCase() === skillName.trim().toLowerCase());
  const stat = skill ? skill.stat : statId;
  const mod = skillTestModifier({ skillLevel: skill ? skill.level : null, stat: stat && data.stats ? data.stats[stat] : 0, statMultiplier: data.variants.skillStat === 'double' ? 2 : 1, situation });
  return judge(mod, 'test', die);
}

/**
 * A save of one of the eight types (001:2) against effects of some attack types (their resistances add, 001:2),
 * optionally spending magic points for countermagic against magic (001:21). Spent points leave the payload.
 */
export function saveRoll(data: SixteenData, id: SaveId, die: Die, against: readonly AttackTypeId[] = [], countermagic = 0): Result & { readonly calculation?: Calculation } {
  if (!Number.isInteger(countermagic) || countermagic < 0) return { problem: 'Countermagic is a whole number of magic points.' };
  if (countermagic > 0 && !against.includes('magic')) return { problem: 'Countermagic helps only against magic (001:21).' };
  if (countermagic > data.magic.level) return { problem: `At most ${pointsWord(data.magic.level)} can go into countermagic: one per magic level (001:21).` };
  if (countermagic > data.magic.mp) return { problem: `There ${data.magic.mp === 1 ? 'is' : 'are'} only ${pointsWord(data.magic.mp)} to spend.` };
  const m = saveModifier(data, id, against, countermagic);
  const calc = judge(m.value, 'save', die);
  if ('problem' in calc) return calc;
  const r = calc.result;
  const line = `${saveType(id).name} save: ${r?.explanation ?? ''} [${m.parts.join(', ')}]`;
  return { data: { ...data, magic: { ...data.magic, mp: data.magic.mp - countermagic } }, notices: [line], dice: [line], calculation: calc };
}

/** What an attack with a weapon needs against an AC, and (given faces or an rng) what it did (001:6-9). */
export function attackWith(data: SixteenData, weaponId: string, targetAc: number, dice: { readonly faces: readonly number[] } | { readonly rng: RandomSource } | null, extraModifier = 0): { readonly bonus: number; readonly needs: AttackNeeds; readonly result: AttackResult | null } | { readonly problem: string } {
  const weapon = data.weapons.find((w) => w.id === weaponId);
  if (!weapon) return { problem: 'That weapon is no longer listed.' };
  if (!Number.isInteger(targetAc) || !Number.isInteger(extraModifier)) return { problem: 'AC and modifiers are whole numbers.' };
  const bonus = weaponToHit(data, weapon).value + extraModifier;
  const needs = attackNeeds(bonus, targetAc);
  if (dice === null) return { bonus, needs, result: null };
  try {
    const roll = 'rng' in dice ? rollOpenEnded(dice.rng) : openEndedFromFaces(dice.faces);
    return { bonus, needs, result: resolveAttack(roll, bonus, targetAc) };
  } catch (e) {
    return { problem: e instanceof RangeError ? e.message : 'The roll could not be read.' };
  }
}

/** The death threshold for this character (001:12). */
export function deathAt(data: SixteenData): number {
  return deathThreshold(data.hitDice, data.stats?.con ?? 0);
}

/**
 * Damage taken in one blow (or several, `oneBlow` false): hit points drop, never past death; a blow of more than
 * 10 + HD calls for a stun save (001:10); the new state is said in words (001:10-12).
 */
export function takeDamage(data: SixteenData, amount: number, oneBlow = true): Result {
  if (!Number.isInteger(amount) || amount < 0 || amount > 1_000_000) return { problem: 'Damage is a whole number of 0 or more.' };
  const death = deathAt(data);
  const current = Math.max(death, data.hitPoints.current - amount);
  const notices: string[] = [];
  if (oneBlow && blowStuns(amount, data.hitDice)) notices.push(`${amount} in one blow is more than ${stunThreshold(data.hitDice)} (10 + HD): stunned until the next turn unless a stun save succeeds (001:10).`);
  const state = hitPointState(current, death);
  if (state === 'Dead') notices.push(`At ${current} hit points the character is dead (001:12).`);
  else if (state === 'Unconscious, bleeding') notices.push('Below 0: unconscious and bleeding 1 hit point a round until first aid or healing (001:10).');
  else if (state === 'Unconscious') notices.push('At 0 hit points: unconscious (001:10).');
  return { data: { ...data, hitPoints: { ...data.hitPoints, current } }, notices };
}

/** A round of bleeding: 1 hit point lost below 0 (001:10). */
export function bleed(data: SixteenData): Result {
  if (data.hitPoints.current >= 0) return { problem: 'Only a character below 0 hit points bleeds (001:10).' };
  return takeDamage(data, 1, false);
}

/** Healing of a percent of the maximum, rounded up (001:12), or of points; never above the maximum. */
export function heal(data: SixteenData, amount: { readonly percent: number } | { readonly points: number }): Result {
  const max = data.hitPoints.max;
  if (max === null) return { problem: 'Enter the maximum hit points first.' };
  if (data.hitPoints.current <= deathAt(data)) return { problem: 'The character is dead: resurrection or the like is needed (001:12).' };
  const points = 'percent' in amount ? percentOf(max, amount.percent) : amount.points;
  if ('percent' in amount && (!Number.isFinite(amount.percent) || amount.percent < 0 || amount.percent > 100)) return { problem: 'A healing percent is from 0 to 100.' };
  if (!Number.isInteger(points) || points < 0) return { problem: 'Healing is a whole number of hit points.' };
  const current = Math.min(max, data.hitPoints.current + points);
  const notices = current === max && data.hitPoints.current + points > max ? [`Healing stops at the maximum, ${max}.`] : [];
  return { data: { ...data, hitPoints: { ...data.hitPoints, current } }, notices };
}

/** A good 6-8 hour rest, once a day: 20% of the maximum, rounded up (001:12). */
export function rest(data: SixteenData): Result {
  if (data.hitPoints.max === null) return { problem: 'Enter the maximum hit points first.' };
  const r = heal(data, { points: passiveHealing(data.hitPoints.max) });
  return 'data' in r ? { ...r, notices: [`Rested: +${passiveHealing(data.hitPoints.max)} hit points (20% of ${data.hitPoints.max}, rounded up; once a day, 001:12).`, ...(r.notices ?? [])] } : r;
}

/** Magic points spent (on a spell, 001:17). */
export function spendMagic(data: SixteenData, points: number): Result {
  if (!Number.isInteger(points) || points < 0) return { problem: 'Spend a whole number of magic points.' };
  if (points > data.magic.mp) return { problem: `There ${data.magic.mp === 1 ? 'is' : 'are'} only ${pointsWord(data.magic.mp)}.` };
  return { data: { ...data, magic: { ...data.magic, mp: data.magic.mp - points } } };
}

/** Magic points recovered over `periods` of 2 hours: 10% of the maximum each, rounded up (001:17). */
export function recoverMagic(data: SixteenData, periods = 1): Result {
  if (!Number.isInteger(periods) || periods < 1 || periods > 1000) return { problem: 'Give a whole number of 2-hour periods.' };
  const mp = Math.min(data.magic.mpMax, data.magic.mp + periods * magicPointRecovery(data.magic.mpMax));
  return { data: { ...data, magic: { ...data.magic, mp } } };
}

/** "STR test +8: needs 8+" for a stat, without rolling. */
export function statTestWords(data: SixteenData, stat: StatId): string {
  const mod = statTestModifier(data.stats?.[stat] ?? 0);
  return `${STAT_ABBREVIATIONS[stat]} test ${mod >= 0 ? '+' : '−'}${Math.abs(mod)}: ${neededFace(mod, 'test').words}`;
}
