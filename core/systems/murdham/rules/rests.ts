/**
 * Daily and full rests (000:154-171) with their shilling costs, on a character in play (its payload and conditions).
 *
 * Decisions where the text is open: a full rest clears the conditions that last until the next full rest and charges
 * 16ʂ for each (000:171), and those left from the stretch free of charge (a week is far longer); conditions whose
 * duration belongs to their keyword (bleeding, sick: 000:60-61) are left for the player to clear, since this text does
 * not say how they end. The dead do not rest; nor do the dying, who die at the end of the next round unless healed
 * (000:45), long before a watch of rest is over.
 */
import type { CharacterCondition } from '../../../documents/character';
import type { MurdhamData } from '../character';
import { COSTS } from '../data/rules';
import { cite } from '../data/source';
import { formatShillings } from '../format';
import { maxHealth } from './abilities';
import { changeAbility, followStrength } from './effects';
import { ending, namesOf, UNTIL_REST, UNTIL_STRETCH, type Changed, type InPlay } from './conditions';

/** A rest's result: the character in play after it, or why it cannot be taken (one sentence). */
export type RestResult = Changed | { readonly problem: string };

/** Why this character cannot rest at all, or null. */
function cannotRest(data: MurdhamData): string | null {
  if (data.life.state === 'dead') return 'The dead do not rest.';
  if (data.life.state === 'dying') return `A dying character dies at the end of the next round unless healed at least 1 (${cite(45)}): heal them first; a rest takes far longer.`;
  return null;
}

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
export function dailyRest(play: InPlay, needs: DailyNeeds): RestResult {
  const data = play.data;
  const refused = cannotRest(data);
  if (refused) return { problem: refused };
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
    // Groggy comes from going without this rest (000:155); a rest with every need met ends it (Sheetsmith's reading).
    const groggy = play.conditions.filter((c) => c.conditionId === 'groggy');
    if (groggy.length > 0) notices.push('Rested and fed: groggy ends.');
    return { data: next, conditions: play.conditions.filter((c) => !groggy.includes(c)), notices };
  }
  notices.push(`A daily need was not met: no health or mana back (${cite(156)}).`);
  for (const m of missed) {
    const changed = changeAbility(next, { ability: m.ability, amount: -1, reason: m.reason, source: cite(156) }, 'temporary');
    next = changed.data;
    notices.push(...changed.notices);
  }
  return { data: next, conditions: play.conditions, notices };
}

/** The conditions that last until the next full rest: each is a temporary condition the rest clears and charges for (000:171). */
function chargedFor(conditions: readonly CharacterCondition[]): readonly CharacterCondition[] {
  return ending(conditions, [UNTIL_REST]).ended;
}

/** What a full rest costs: 32ʂ plus 16ʂ for each temporary condition it clears (000:171), with the sum in words. */
export function fullRestCost(conditions: readonly CharacterCondition[]): { readonly cost: number; readonly arithmetic: string } {
  const n = chargedFor(conditions).length;
  const cost = COSTS.fullRest + COSTS.fullRestPerCondition * n;
  return { cost, arithmetic: n === 0 ? `${COSTS.fullRest}ʂ` : `${COSTS.fullRest}ʂ + ${n} × ${COSTS.fullRestPerCondition}ʂ = ${cost}ʂ` };
}

/**
 * A full rest (000:169-171): a week in a settlement. Health, mana and omens come back to the maximum, ability scores
 * to their original value, temporary injuries heal and their conditions end. With `pay`, the cost comes out of the
 * shillings (refused when they are short); without, the GM has waived or covered it.
 */
export function fullRest(play: InPlay, options: { readonly pay: boolean }): RestResult {
  const data = play.data;
  const refused = cannotRest(data);
  if (refused) return { problem: refused };
  const { cost, arithmetic } = fullRestCost(play.conditions);
  if (options.pay && cost > data.shillings) return { problem: `A full rest costs ${arithmetic}; there ${data.shillings === 1 ? 'is' : 'are'} only ${formatShillings(data.shillings)}.` };
  const { ended, left } = ending(play.conditions, [UNTIL_REST, UNTIL_STRETCH]);
  let next: MurdhamData = {
    ...data,
    shillings: data.shillings - (options.pay ? cost : 0),
    temporaryChanges: [],
    injuries: data.injuries.filter((i) => i.permanent),
  };
  const notices: string[] = [];
  next = followStrength(next, notices);
  next = { ...next, health: maxHealth(next), mana: { ...next.mana, current: next.mana.max }, omens: { ...next.omens, current: next.omens.max } };
  notices.unshift(
    `${options.pay ? `Paid ${arithmetic}` : `Cost ${arithmetic}, not paid from the purse`} for a week's full rest (${cite(171)}): health ${next.health}, mana ${next.mana.current} and omens ${next.omens.current} back to the maximum (${cite(170)}).`,
  );
  if (data.temporaryChanges.length > 0) notices.push(`Abilities restored to their original value (${cite(72)}, ${cite(170)}).`);
  if (ended.length > 0) notices.push(`Conditions cleared: ${namesOf(ended)}.`);
  const healed = data.injuries.length - next.injuries.length;
  if (healed > 0) notices.push(`${healed} temporary injur${healed === 1 ? 'y heals' : 'ies heal'}.`);
  return { data: next, conditions: left, notices };
}
