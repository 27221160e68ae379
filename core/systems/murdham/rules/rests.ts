/**
 * Daily and full rests (000:154-171) with their shilling costs.
 *
 * Decisions where the text is open: a full rest clears the conditions that last "until a full rest" and charges 16ʂ
 * for each (000:171); conditions whose duration belongs to their keyword (bleeding, sick: 000:60-61) are left for the
 * player to clear, since this text does not say how they end.
 */
import type { MurdhamData } from '../character';
import { COSTS } from '../data/rules';
import { cite } from '../data/source';
import { formatShillings } from '../format';
import { maxHealth } from './abilities';
import { changeAbility, followStrength } from './effects';
import type { StepResult } from '../../types';

/** How each daily need was met (000:156-159). */
export interface DailyNeeds {
  /** A ration eaten, a meal bought in a settlement (2ʂ), or nothing. */
  readonly food: 'ration' | 'meal' | 'none';
  /** A unit of water drunk (or plentiful water about), or none. */
  readonly water: 'water' | 'none';
  /** A camping kit, a room rented in a settlement (2ʂ), or no good sleep. */
  readonly sleep: 'camping-kit' | 'room' | 'none';
}

/** What a daily rest costs in shillings: 2ʂ for a meal, 2ʂ for a room (000:157, 000:159). */
export function dailyRestCost(needs: DailyNeeds): number {
  return (needs.food === 'meal' ? COSTS.meal : 0) + (needs.sleep === 'room' ? COSTS.room : 0);
}

/**
 * A daily rest (000:155-156): with food, water and sleep, health and mana come back to the maximum; each need not met
 * means no health or mana back and a temporary loss of 1 STR (no food), AGI (no water) or WIT (no sleep).
 */
export function dailyRest(data: MurdhamData, needs: DailyNeeds): StepResult<MurdhamData> {
  if (data.dead) return { problem: 'The dead do not rest.' };
  const cost = dailyRestCost(needs);
  if (cost > data.shillings) return { problem: `The meal and room cost ${formatShillings(cost)}; there ${data.shillings === 1 ? 'is' : 'are'} only ${formatShillings(data.shillings)}.` };
  let next: MurdhamData = { ...data, shillings: data.shillings - cost };
  const notices: string[] = cost > 0 ? [`Paid ${formatShillings(cost)} for ${[needs.food === 'meal' ? 'a meal' : '', needs.sleep === 'room' ? 'a room' : ''].filter(Boolean).join(' and ')} (${cite(157)}, ${cite(159)}).`] : [];
  const missed = [
    needs.food === 'none' ? { ability: 'str' as const, reason: 'Did not eat at a daily rest' } : null,
    needs.water === 'none' ? { ability: 'agi' as const, reason: 'Did not drink at a daily rest' } : null,
    needs.sleep === 'none' ? { ability: 'wit' as const, reason: 'Did not sleep well at a daily rest' } : null,
  ].filter((m) => m !== null);
  if (missed.length === 0) {
    next = { ...next, health: maxHealth(next), mana: { ...next.mana, current: next.mana.max } };
    notices.push(`Rested a watch: health ${next.health} and mana ${next.mana.current} back to the maximum (${cite(155)}).`);
    return { data: next, notices };
  }
  notices.push(`A daily need was not met: no health or mana back (${cite(156)}).`);
  for (const m of missed) {
    const changed = changeAbility(next, { ability: m.ability, amount: -1, reason: m.reason, source: cite(156) }, 'temporary');
    next = changed.data;
    notices.push(...changed.notices);
  }
  return { data: next, notices };
}

/** The conditions a full rest clears: those lasting "until a full rest" (and any left from the stretch). */
function clearedByFullRest(data: MurdhamData) {
  return data.conditions.filter((c) => c.until === 'full-rest' || c.until === 'stretch');
}

/** What a full rest costs: 32ʂ plus 16ʂ for each temporary condition it clears (000:171), with the sum in words. */
export function fullRestCost(data: MurdhamData): { readonly cost: number; readonly arithmetic: string } {
  const n = data.conditions.filter((c) => c.until === 'full-rest').length;
  const cost = COSTS.fullRest + COSTS.fullRestPerCondition * n;
  return { cost, arithmetic: n === 0 ? `${COSTS.fullRest}ʂ` : `${COSTS.fullRest}ʂ + ${n} × ${COSTS.fullRestPerCondition}ʂ = ${cost}ʂ` };
}

/**
 * A full rest (000:169-171): a week in a settlement. Health, mana and omens come back to the maximum, ability scores
 * to their original value, temporary injuries heal and their conditions end. With `pay`, the cost comes out of the
 * shillings (refused when they are short); without, the GM has waived or covered it.
 */
export function fullRest(data: MurdhamData, options: { readonly pay: boolean }): StepResult<MurdhamData> {
  if (data.dead) return { problem: 'The dead do not rest.' };
  const { cost, arithmetic } = fullRestCost(data);
  if (options.pay && cost > data.shillings) return { problem: `A full rest costs ${arithmetic}; there ${data.shillings === 1 ? 'is' : 'are'} only ${formatShillings(data.shillings)}.` };
  const cleared = clearedByFullRest(data);
  let next: MurdhamData = {
    ...data,
    shillings: data.shillings - (options.pay ? cost : 0),
    temporaryChanges: [],
    conditions: data.conditions.filter((c) => !cleared.includes(c)),
    injuries: data.injuries.filter((i) => i.permanent),
  };
  const notices: string[] = [];
  next = followStrength(next, notices);
  next = { ...next, health: maxHealth(next), mana: { ...next.mana, current: next.mana.max }, omens: { ...next.omens, current: next.omens.max } };
  notices.unshift(
    `${options.pay ? `Paid ${arithmetic}` : `Cost ${arithmetic}, not paid from the purse`} for a week's full rest (${cite(171)}): health ${next.health}, mana ${next.mana.current} and omens ${next.omens.current} back to the maximum (${cite(170)}).`,
  );
  if (data.temporaryChanges.length > 0) notices.push(`Abilities restored to their original value (${cite(72)}, ${cite(170)}).`);
  if (cleared.length > 0) notices.push(`Conditions cleared: ${cleared.map((c) => c.name).join(', ')}.`);
  const healed = data.injuries.length - next.injuries.length;
  if (healed > 0) notices.push(`${healed} temporary injur${healed === 1 ? 'y heals' : 'ies heal'}.`);
  return { data: next, notices };
}
