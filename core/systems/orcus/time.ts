/**
 * Orcus's game time: rounds of 6 seconds (002:1052, 002:1929); otherwise minutes, hours and days as the GM counts them
 * (002:1926-1928). Its rests are the sheet's own (health.ts): a short rest of at least five minutes (002:1957) and a
 * long rest of at least six hours, one in 24 hours (002:1959-1960). The text gives no burning time for a torch. The
 * dead never rest; a short rest wakes the knocked-out with 1 hit point (002:1471) and leaves the dying dying unless a
 * recovery is spent; a long rest heals everyone else to the maximum (002:2311).
 *
 * Decision where the text is open: recoveries "allow them to heal outside of combat" (002:2314) and a short rest is
 * time for "tending to wounds" (002:1957), so the party's short rest may spend recoveries (the sheet's own
 * `spendRecovery`), one or as many as it takes to reach the maximum; spending none is the default.
 */
import type { CharacterDocument } from '../../documents/character';
import type { RestDef, StepResult, TimeDef } from '../types';
import { restChoice } from '../types';
import type { OrcusData } from './character';
import { isDown, longRest, shortRest, spendRecovery, stateOf, type HealthStep } from './health';
import { maxHp, maxRecoveries } from './vitals';

type Doc = CharacterDocument<OrcusData>;
type Result = StepResult<OrcusData>;

const SHORT: RestDef = {
  id: 'short',
  name: 'Short rest (5 minutes)',
  description: 'At least five minutes of eating, drinking and tending wounds (002:1957): encounter powers come back (002:910), death-save failures reset (002:1461), temporary hit points end (002:1478), the knocked-out heal 1 hit point (002:1471); recoveries may be spent to heal (002:1446-1447, 002:2314). The dead do not rest.',
  seconds: 300,
  oncePer: null,
  options: [
    {
      id: 'recoveries',
      label: 'Recoveries',
      choices: [
        { id: 'none', label: 'Spend none' },
        { id: 'one', label: 'Spend one each' },
        { id: 'until-full', label: 'Spend until at the maximum' },
      ],
      defaultChoice: 'none',
    },
  ],
  source: '002:1955-1957',
};

const LONG: RestDef = {
  id: 'long',
  name: 'Long rest (6 hours)',
  description: 'At least six hours of sleep or light activity, one in 24 hours (002:1959-1960): hit points and recoveries to the maximum, daily powers back, action points reset to 1 (002:2311, 002:1119).',
  seconds: 6 * 3_600,
  oncePer: 86_400,
  options: [],
  source: '002:1959-1960, 002:2311',
};

/** A step of health as a rest's result: the payload and the rules' words. */
function result(step: HealthStep): Result {
  return 'problem' in step ? { problem: step.problem } : { data: step.data, notices: [...step.words] };
}

/**
 * A short rest through the sheet's own rule, then recoveries spent one at a time as the GM chose. The dead do not
 * rest; the dying stay dying unless a recovery is spent, and one with none left goes to 1 hit point (002:1463).
 */
export function restShort(doc: Doc, spend: string): Result {
  const max = maxHp(doc);
  const rested = shortRest(doc.data, max);
  if ('problem' in rested) return { problem: rested.problem };
  let data = rested.data;
  const notices = [...rested.words];
  if (spend === 'none') return { data, notices };
  if (max === null) return { problem: 'Enter the class’s hit points first: a recovery heals a quarter of the maximum (002:1447).' };
  let spent = 0;
  const down = () => isDown(stateOf(data.vitals, max));
  while ((data.vitals.recoveries > 0 || down()) && (data.vitals.hp < max || down()) && (spend === 'until-full' || spent === 0)) {
    const r = spendRecovery(data, max);
    if ('problem' in r) return { problem: r.problem };
    data = r.data;
    spent++;
    if (r.words.some((w) => w.includes('002:1463'))) notices.push(...r.words);
  }
  if (spent === 0) notices.push(data.vitals.hp >= max ? 'At the maximum: no recovery spent.' : 'No recoveries left to spend until the next long rest (002:2311).');
  else notices.push(`${spent} recover${spent === 1 ? 'y' : 'ies'} spent, each healing a quarter of ${max} (002:1447); ${data.vitals.recoveries} left.`);
  return { data, notices };
}

/** A long rest through the sheet's own rule: the dead do not rest; anyone else is healed to the maximum (002:2311). */
export function restLong(doc: Doc): Result {
  const max = maxHp(doc);
  const recMax = maxRecoveries(doc);
  if (max === null || recMax === null) return { problem: 'Enter the class’s hit points and recoveries first: the maxima are not known yet.' };
  return result(longRest(doc.data, max, recMax));
}

export const orcusTime: TimeDef<OrcusData> = {
  units: [{ id: 'round', name: 'round', plural: 'rounds', seconds: 6, source: '002:1052' }],
  roundSeconds: 6,
  lights: [],
  rests: [SHORT, LONG],
  rest(doc, restId, input): Result {
    if (restId === SHORT.id) return restShort(doc, restChoice(SHORT, 'recoveries', input.choices));
    if (restId !== LONG.id) return { problem: `Orcus has no rest “${restId}”.` };
    return restLong(doc);
  },
};
