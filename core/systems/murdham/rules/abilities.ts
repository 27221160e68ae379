/**
 * Ability scores as play changes them (000:71-73): the score as created, plus permanent changes, is the "original
 * value" a full rest restores; temporary changes ride on top. No score ever goes past 19, or 15 for humans, "not even
 * temporarily" (000:72); the "can go above 15, but not above 19" mutations lift a human's limit for their ability
 * (000:95-99).
 */
import { ABILITY_ORDER, type AbilityId, type AbilityScores, type MurdhamData } from '../character';
import { ABILITY_LIMITS } from '../data/rules';

/** The highest the ability can be for this character (000:72, 000:95-99). */
export function abilityCap(data: Pick<MurdhamData, 'human' | 'permanentChanges'>, ability: AbilityId): number {
  if (!data.human) return ABILITY_LIMITS.max;
  return data.permanentChanges.some((c) => c.ability === ability && c.aboveHumanLimit) ? ABILITY_LIMITS.max : ABILITY_LIMITS.humanMax;
}

/** The highest a score can be entered at creation: 15 for humans, 19 for others (000:8, 000:72). */
export function creationCap(human: boolean): number {
  return human ? ABILITY_LIMITS.humanMax : ABILITY_LIMITS.max;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** The original value (what a full rest restores): as created plus permanent changes, within 0 and the limit. */
export function originalScore(data: MurdhamData, ability: AbilityId): number {
  if (!data.abilities) return 0;
  const changed = data.permanentChanges.filter((c) => c.ability === ability).reduce((s, c) => s + c.amount, data.abilities[ability]);
  return clamp(changed, 0, abilityCap(data, ability));
}

/** The score now: the original value plus temporary changes, within 0 and the limit ("not even temporarily"). */
export function currentScore(data: MurdhamData, ability: AbilityId): number {
  if (!data.abilities) return 0;
  const changed = data.temporaryChanges.filter((c) => c.ability === ability).reduce((s, c) => s + c.amount, originalScore(data, ability));
  return clamp(changed, 0, abilityCap(data, ability));
}

/** All three current scores, or null before the abilities are set. */
export function currentScores(data: MurdhamData): AbilityScores | null {
  if (!data.abilities) return null;
  return { str: currentScore(data, 'str'), agi: currentScore(data, 'agi'), wit: currentScore(data, 'wit') };
}

/** Maximum health: equal to STR (000:43), the current STR since a lowered STR lowers health too (000:73). */
export function maxHealth(data: MurdhamData): number {
  return currentScore(data, 'str');
}

/** "STR 12 AGI 9 WIT 14" (current scores), or an empty string before the abilities are set. */
export function scoreLine(data: MurdhamData): string {
  const now = currentScores(data);
  return now ? ABILITY_ORDER.map((a) => `${a.toUpperCase()} ${now[a]}`).join(' ') : '';
}

/** What a score of 0 means (000:72): STR dead, AGI paralysed, WIT comatose. */
export function zeroAbilityState(ability: AbilityId): string {
  return { str: 'dead', agi: 'paralysed', wit: 'comatose' }[ability];
}
