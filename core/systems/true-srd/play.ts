/**
 * In-play transitions for the sheet and the combat tracker: a Toughness save against an attack, recovery checks,
 * time passing, the dying check and fatigue, each a pure `(data, …) => StepResult` built on `rules/toughness.ts`.
 * Dice come in as faces (typed from a real die) or from the `rng` passed in, and every roll is returned in `dice`.
 */
import type { RandomSource } from '../../dice';
import type { StepResult } from '../types';
import type { TrueSrdData } from './character';
import { effectiveScores } from './rules/derive';
import {
  addFatigue,
  dyingCheck,
  dyingDifficulty,
  fadeHour,
  fadeMinute,
  fatigueRecovery,
  recoveryCheck,
  resolveToughnessSave,
  shakeOff,
  stabilise,
  type DamageType,
  type RecoverableBox,
} from './rules/toughness';

type Result = StepResult<TrueSrdData>;

/** A d20 face typed by the player, or rolled from `rng`. */
export type Die = { readonly face: number } | { readonly rng: RandomSource };

function face(die: Die): number {
  return 'face' in die ? die.face : die.rng.int(1, 20);
}

/** The character's Toughness before track penalties (003:323), or null when scores are not entered. */
export function toughnessOf(data: TrueSrdData): number | null {
  const eff = effectiveScores(data);
  return eff ? eff.con + data.toughnessFeats + data.armor.toughness : null;
}

/**
 * A Toughness save against an attack's damage bonus, applied to the track (003:322-335). `modifier` is anything the
 * Narrator adds (a deliberate fall's +2, 003:400). A finesse attack that hit ignores armour (003:251).
 */
export function takeHit(data: TrueSrdData, hit: { readonly damageBonus: number; readonly type: DamageType; readonly modifier?: number; readonly ignoreArmor?: boolean }, die: Die): Result {
  const base = toughnessOf(data);
  if (base === null) return { problem: 'Enter the ability scores first: Toughness is Constitution plus feats and armour (003:323).' };
  if (!Number.isInteger(hit.damageBonus) || Math.abs(hit.damageBonus) > 1000) return { problem: 'The damage bonus is a whole number such as +3.' };
  const toughness = base - (hit.ignoreArmor ? data.armor.toughness : 0) + (hit.modifier ?? 0);
  try {
    const r = resolveToughnessSave(data.damage, { natural: face(die), toughness, damageBonus: hit.damageBonus, type: hit.type, naturalTwentySpares: data.variants.naturalTwentySpares });
    return { data: { ...data, damage: r.track }, notices: [r.explanation], dice: [`Toughness save: ${r.explanation}`] };
  } catch (e) {
    return { problem: e instanceof RangeError ? e.message : 'The save could not be worked out.' };
  }
}

/** A recovery check for one box (003:345-347); `conviction` spends a point for a roll of 10. */
export function recover(data: TrueSrdData, box: RecoverableBox, die: Die, conviction = false): Result {
  const eff = effectiveScores(data);
  if (!eff) return { problem: 'Enter the ability scores first: recovery is a Constitution check (003:345).' };
  if (conviction && data.conviction < 1) return { problem: 'There is no Conviction point left to spend.' };
  const r = recoveryCheck(data.damage, box, conviction ? 10 : face(die), eff.con, conviction);
  if ('problem' in r) return r;
  return { data: { ...data, damage: r.value, conviction: data.conviction - (conviction ? 1 : 0) }, notices: [r.explanation], dice: [`Recovery: ${r.explanation}`] };
}

/** Time passes: each minute one bruise and the dazed box fade; each hour one hurt fades (003:348). */
export function passTime(data: TrueSrdData, unit: 'minute' | 'hour'): Result {
  // An hour is sixty minutes of bruises fading, and one hurt.
  const damage = unit === 'minute' ? fadeMinute(data.damage) : { ...fadeHour(data.damage), bruised: Math.max(0, data.damage.bruised - 60), dazed: false };
  return { data: { ...data, damage } };
}

/** After a conflict, a Conviction point erases every bruised, dazed and hurt condition (003:348). */
export function spendConvictionAfterConflict(data: TrueSrdData): Result {
  if (data.conviction < 1) return { problem: 'There is no Conviction point left to spend.' };
  return { data: { ...data, conviction: data.conviction - 1, damage: shakeOff(data.damage) } };
}

/**
 * The dying check by the rule the character's table follows: a Con check each round (003:343) or a Fortitude save
 * each hour at +1 Difficulty per hour already spent dying (003:363-364).
 */
export function checkDying(data: TrueSrdData, die: Die, hoursDying = 0): Result {
  const eff = effectiveScores(data);
  if (!eff) return { problem: 'Enter the ability scores first.' };
  const rule = data.variants.dying;
  if (rule === 'line-363' && !data.combat) return { problem: 'Enter the base Fortitude save first: the dying save is a Fortitude save (003:363).' };
  const bonus = rule === 'line-343' ? eff.con : (data.combat?.fortitude ?? 0) + eff.con;
  const r = dyingCheck(data.damage, { natural: face(die), bonus, rule, difficulty: dyingDifficulty(rule, hoursDying) });
  if ('problem' in r) return r;
  return { data: { ...data, damage: r.value }, notices: [r.explanation], dice: [`Dying: ${r.explanation}`] };
}

/** A Heal check of 15 or the Cure power stabilises a dying character (003:364). */
export function stabiliseDying(data: TrueSrdData): Result {
  if (!data.damage.dying || data.damage.dead) return { problem: 'Only a dying character can be stabilised.' };
  return { data: { ...data, damage: stabilise(data.damage) }, notices: ['Stable: unconscious and disabled, recovering from both normally (003:364, 003:385).'] };
}

/** One fatigue result (003:349-352). */
export function fatigue(data: TrueSrdData): Result {
  const r = addFatigue(data.fatigue, data.damage);
  return { data: { ...data, fatigue: r.fatigue, damage: r.track }, notices: [r.explanation] };
}

/** An hour of rest against fatigue (003:353); 'ten-hours' clears all fatigue. */
export function restFromFatigue(data: TrueSrdData, die: Die | 'ten-hours'): Result {
  if (die === 'ten-hours') return { data: { ...data, fatigue: 0 }, notices: ['Ten hours of rest clear all fatigue (003:353).'] };
  const eff = effectiveScores(data);
  if (!eff) return { problem: 'Enter the ability scores first: it is a Constitution check (003:353).' };
  const r = fatigueRecovery(data.fatigue, face(die), eff.con);
  if ('problem' in r) return r;
  return { data: { ...data, fatigue: r.value }, notices: [r.explanation], dice: [`Fatigue: ${r.explanation}`] };
}
