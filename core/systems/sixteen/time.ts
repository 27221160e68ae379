/**
 * "16+" game time: a combat round is "something between 3 to 6 seconds" (001:3), read as 6 so that conditions count
 * down at the slower end; otherwise minutes, hours and days. Its rest is the sheet's own "good rest" (rules/health.ts): after
 * a good 6-8 hour rest a creature heals 20% of its maximum hit points, rounded up, once a day, and not at all when it
 * cannot rest or is very weak from disease or hunger (001:12). Magic points come back 10% of the maximum, rounded up,
 * every 2 hours (001:17), so the rest's 8 hours give four such periods. The text gives no light sources.
 */
import type { RestDef, StepResult, TimeDef } from '../types';
import { restChoice } from '../types';
import type { SixteenData } from './character';
import { goodRest } from './rules/health';

const HOUR = 3_600;

const GOOD_REST: RestDef = {
  id: 'good-rest',
  name: 'A good rest (8 hours)',
  description: 'A good 6-8 hour rest, once a day: 20% of the maximum hit points back, rounded up; none for a creature that cannot rest or is very weak from disease or hunger (001:12). Magic points recover 10% every 2 hours (001:17).',
  seconds: 8 * HOUR,
  oncePer: 24 * HOUR,
  options: [
    {
      id: 'state',
      label: 'Rest',
      choices: [
        { id: 'rested', label: 'A good rest' },
        { id: 'weak', label: 'Could not rest, or very weak from disease or hunger' },
      ],
      defaultChoice: 'rested',
    },
  ],
  source: '001:12, 001:17',
};

export const sixteenTime: TimeDef<SixteenData> = {
  units: [{ id: 'round', name: 'round', plural: 'rounds', seconds: 6, source: '001:3 (3 to 6 seconds; read as 6)' }],
  roundSeconds: 6,
  lights: [],
  rests: [GOOD_REST],
  rest(doc, restId, input): StepResult<SixteenData> {
    if (restId !== GOOD_REST.id) return { problem: `“16+” has no rest “${restId}”.` };
    // The sheet's own rest (the play action "rest"): it refuses the dead and the bleeding (001:10, 001:12).
    const r = goodRest(doc.data, restChoice(GOOD_REST, 'state', input.choices) === 'weak');
    return 'problem' in r ? { problem: r.problem } : { data: r.data, notices: [...r.words] };
  },
};
