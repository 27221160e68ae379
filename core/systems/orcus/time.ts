/**
 * Orcus's game time: rounds of 6 seconds (002:1052, 002:1929); otherwise minutes, hours and days as the GM counts them
 * (002:1926-1928). Its rests are the sheet's own (combat.ts): a short rest of at least five minutes (002:1957) and a
 * long rest of at least six hours, one in 24 hours (002:1959-1960). The text gives no burning time for a torch.
 *
 * Decision where the text is open: recoveries "allow them to heal outside of combat" (002:2314) and a short rest is
 * time for "tending to wounds" (002:1957), so the party's short rest may spend recoveries (the sheet's own
 * `spendRecovery`), one or as many as it takes to reach the maximum; spending none is the default.
 */
import type { CharacterDocument } from '../../documents/character';
import type { RestDef, StepResult, TimeDef } from '../types';
import { restChoice } from '../types';
import type { OrcusData } from './character';
import { longRest, shortRest, spendRecovery } from './combat';
import { maxHp, maxRecoveries, stateOf } from './vitals';

type Doc = CharacterDocument<OrcusData>;
type Result = StepResult<OrcusData>;

const SHORT: RestDef = {
  id: 'short',
  name: 'Short rest (5 minutes)',
  description: 'At least five minutes of eating, drinking and tending wounds (002:1957): encounter powers come back (002:910), death-save failures reset (002:1461), temporary hit points end (002:1478); recoveries may be spent to heal (002:1446-1447, 002:2314).',
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

const DEAD = 'A dead character cannot rest back to life; only magic restores it (002:1443).';

/** A short rest, then recoveries spent one at a time through the sheet's own rule, as the GM chose. */
function short(doc: Doc, spend: string): Result {
  const max = maxHp(doc);
  if (max !== null && stateOf(doc.data, max) === 'Dead') return { problem: DEAD };
  const rested = shortRest(doc.data);
  if ('problem' in rested) return rested;
  let data = rested.data;
  const notices = [...(rested.notices ?? []), 'Death-save failures reset and temporary hit points end (002:1461, 002:1478).'];
  if (spend === 'none') return { data, notices };
  if (max === null) return { problem: 'Enter the class’s hit points first: a recovery heals a quarter of the maximum (002:1447).' };
  let spent = 0;
  while (data.vitals.recoveries > 0 && data.vitals.hp < max && (spend === 'until-full' || spent === 0)) {
    const r = spendRecovery(data, max);
    if ('problem' in r) return r;
    data = r.data;
    spent++;
  }
  if (spent === 0) notices.push(data.vitals.hp >= max ? 'At the maximum: no recovery spent.' : 'No recoveries left to spend until the next long rest (002:2311).');
  else notices.push(`${spent} recover${spent === 1 ? 'y' : 'ies'} spent, each healing a quarter of ${max} (002:1447); ${data.vitals.recoveries} left.`);
  return { data, notices };
}

export const orcusTime: TimeDef<OrcusData> = {
  units: [{ id: 'round', name: 'round', plural: 'rounds', seconds: 6, source: '002:1052' }],
  roundSeconds: 6,
  lights: [],
  rests: [SHORT, LONG],
  rest(doc, restId, input): Result {
    if (restId === SHORT.id) return short(doc, restChoice(SHORT, 'recoveries', input.choices));
    if (restId !== LONG.id) return { problem: `Orcus has no rest “${restId}”.` };
    const max = maxHp(doc);
    const recMax = maxRecoveries(doc);
    if (max === null || recMax === null) return { problem: 'Enter the class’s hit points and recoveries first: the maxima are not known yet.' };
    return longRest(doc.data, max, recMax);
  },
};
