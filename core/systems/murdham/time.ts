/**
 * Murdham's game time (000:3-6): rounds of about 6 seconds, stretches of about 10 minutes (100 rounds), watches of
 * about 8 hours (48 stretches). Its rests are the sheet's own (rules/rests.ts): a daily rest of a watch with its daily
 * needs (000:154-160) and a week's full rest in a settlement with its cost (000:169-171). The text gives no light
 * sources' burning time.
 *
 * A rest never heals the dead, and the dying cannot rest: they die at the end of the next round unless healed (000:45).
 * A full rest also ends the conditions that last until it (000:170-171); `rest` returns them as `conditions` beside
 * the payload, for a caller that writes the character's conditions (the sheet's Full rest action does).
 */
import type { RestDef, StepResult, TimeDef } from '../types';
import { restChoice } from '../types';
import type { MurdhamData } from './character';
import { COSTS } from './data/rules';
import { cite } from './data/source';
import { dailyRest, fullRest, type DailyNeeds } from './rules/rests';

const WATCH = 28_800;

/** The choice as its own type (the rest's options list exactly these ids). */
function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return allowed.find((a) => a === value) ?? fallback;
}
const WEEK = 604_800;

/** A daily rest: a watch, with its daily needs (000:154-160). */
export const DAILY_REST: RestDef = {
  id: 'daily',
  name: 'Daily rest (a watch)',
  description: `A watch of rest: with food, water and good sleep, health and mana come back to the maximum; each need not met gives nothing back and costs 1 STR, AGI or WIT for now (${cite(155, 156)}). A meal or a room in a settlement is ${COSTS.meal}ʂ each (${cite(157)}, ${cite(159)}).`,
  seconds: WATCH,
  oncePer: null,
  options: [
    { id: 'food', label: 'Food', choices: [{ id: 'ration', label: 'A ration' }, { id: 'meal', label: `A meal (${COSTS.meal}ʂ)` }, { id: 'none', label: 'Nothing to eat' }], defaultChoice: 'ration' },
    { id: 'water', label: 'Water', choices: [{ id: 'water', label: 'Water' }, { id: 'none', label: 'Nothing to drink' }], defaultChoice: 'water' },
    { id: 'sleep', label: 'Sleep', choices: [{ id: 'camping-kit', label: 'A camping kit' }, { id: 'room', label: `A room (${COSTS.room}ʂ)` }, { id: 'none', label: 'No good sleep' }], defaultChoice: 'camping-kit' },
  ],
  source: cite(154, 160),
};

/** A full rest: a week in a settlement, with its cost (000:169-171). */
export const FULL_REST: RestDef = {
  id: 'full',
  name: 'Full rest (a week in a settlement)',
  description: `A week in a settlement: health, mana and omens back to the maximum, abilities restored, temporary injuries healed (${cite(170)}); ${COSTS.fullRest}ʂ plus ${COSTS.fullRestPerCondition}ʂ for each temporary condition cleared (${cite(171)}).`,
  seconds: WEEK,
  oncePer: null,
  options: [{ id: 'pay', label: 'Cost', choices: [{ id: 'pay', label: 'Paid from each purse' }, { id: 'waived', label: 'Waived or covered by the GM' }], defaultChoice: 'pay' }],
  source: cite(169, 171),
};

export const murdhamTime: TimeDef<MurdhamData> = {
  units: [
    { id: 'round', name: 'round', plural: 'rounds', seconds: 6, source: cite(4) },
    { id: 'stretch', name: 'stretch', plural: 'stretches', seconds: 600, source: cite(5) },
    { id: 'watch', name: 'watch', plural: 'watches', seconds: WATCH, source: cite(6) },
  ],
  roundSeconds: 6,
  lights: [],
  rests: [DAILY_REST, FULL_REST],
  rest(doc, restId, input): StepResult<MurdhamData> {
    const play = { data: doc.data, conditions: doc.conditions ?? [] };
    let result;
    if (restId === DAILY_REST.id) result = dailyRest(play, dailyNeeds(input.choices));
    else if (restId === FULL_REST.id) result = fullRest(play, { pay: restChoice(FULL_REST, 'pay', input.choices) === 'pay' });
    else return { problem: `Murdham has no rest “${restId}”.` };
    if ('problem' in result) return result;
    const rested = { data: result.data, notices: result.notices, conditions: result.conditions };
    return rested;
  },
};

/** How each daily need was met, from the rest's choices (an unknown choice takes the default). */
export function dailyNeeds(choices: Readonly<Record<string, string>>): DailyNeeds {
  return {
    food: oneOf(restChoice(DAILY_REST, 'food', choices), ['ration', 'meal', 'none'], 'ration'),
    water: oneOf(restChoice(DAILY_REST, 'water', choices), ['water', 'none'], 'water'),
    sleep: oneOf(restChoice(DAILY_REST, 'sleep', choices), ['camping-kit', 'room', 'none'], 'camping-kit'),
  };
}
