/**
 * True SRD game time: rounds of about 6 seconds (003:148); otherwise minutes, hours and days. Resting is recovery on
 * the damage track (003:345-348) and from fatigue (003:353), through the sheet's own transitions (play.ts):
 * - recovery checks (Con, Difficulty 10) once a minute for staggered and unconscious, once an hour for wounded, once a
 *   day for disabled (003:346); each failed check waits for the next period, so a rest makes as many as its length
 *   allows, stopping at the first success;
 * - bruised and dazed fade one a minute, hurt one an hour (003:348);
 * - an hour of rest gives a fatigue check, ten hours clear all fatigue (003:353).
 * A dying character makes the dying check instead (003:343, 003:346), so it is refused a rest until stable. The text
 * gives no burning time for a torch.
 */
import type { CharacterDocument } from '../../documents/character';
import type { RandomSource } from '../../dice';
import type { RestDef, StepResult, TimeDef } from '../types';
import type { TrueSrdData } from './character';
import { passTime, recover, restFromFatigue } from './play';
import type { RecoverableBox } from './rules/toughness';

type Result = StepResult<TrueSrdData>;

const HOUR = 3_600;
const DAY = 86_400;

/** How many recovery checks each box gets in a rest of this many hours (003:346: once a minute, hour or day). */
function checksIn(box: RecoverableBox, hours: number): number {
  if (box === 'staggered' || box === 'unconscious') return hours * 60;
  if (box === 'wounded') return hours;
  return Math.floor(hours / 24);
}

const RESTS: readonly RestDef[] = [
  {
    id: 'hour',
    name: 'An hour of rest',
    description: 'Recovery checks (Con, Difficulty 10) each minute for staggered and unconscious and once for wounded (003:345-346); bruised and dazed fade, one hurt fades (003:348); one check against fatigue (003:353).',
    seconds: HOUR,
    oncePer: null,
    options: [],
    source: '003:345-348, 003:353',
  },
  {
    id: 'day',
    name: 'A day of rest',
    description: 'A day with ten hours of sleep: recovery checks until each box clears (wounded once an hour, disabled once, 003:346); bruised, dazed and up to 24 hurt fade (003:348); all fatigue goes (003:353).',
    seconds: DAY,
    oncePer: null,
    options: [],
    source: '003:345-348, 003:353',
  },
];

const ORDINAL = (n: number) => (n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`);

/** Recovery checks for one box through the sheet's own `recover`, one roll per period, until it clears. */
function recoverBox(data: TrueSrdData, box: RecoverableBox, tries: number, rng: RandomSource, dice: string[], notices: string[]): TrueSrdData {
  let next = data;
  for (let i = 1; i <= tries && next.damage[box]; i++) {
    const r = recover(next, box, { rng });
    if ('problem' in r) {
      notices.push(r.problem);
      return next;
    }
    next = r.data;
    dice.push(...(r.dice ?? []));
    if (!next.damage[box]) notices.push(`${box.charAt(0).toUpperCase()}${box.slice(1)} is erased on the ${ORDINAL(i)} recovery check (003:345-346).`);
  }
  if (next.damage[box] && tries > 0) notices.push(`Still ${box} after ${tries} recovery check${tries === 1 ? '' : 's'} (003:345-346).`);
  return next;
}

function rest(doc: CharacterDocument<TrueSrdData>, restId: string, rng: RandomSource): Result {
  const def = RESTS.find((r) => r.id === restId);
  if (!def) return { problem: `True SRD has no rest “${restId}”.` };
  const start = doc.data;
  if (start.damage.dead) return { problem: 'The character is dead; only powerful healers restore life (003:344).' };
  if (start.damage.dying) return { problem: 'Dying: make the dying check on the sheet first; once stable, rest recovers normally (003:343, 003:346).' };
  const hours = def.seconds / HOUR;
  const dice: string[] = [];
  const notices: string[] = [];
  let data = start;
  for (const box of ['unconscious', 'staggered', 'wounded', 'disabled'] as const) data = recoverBox(data, box, checksIn(box, hours), rng, dice, notices);
  for (let h = 0; h < hours; h++) {
    const faded = passTime(data, 'hour');
    if ('data' in faded) data = faded.data;
  }
  if (start.damage.bruised > 0 || start.damage.dazed || start.damage.hurt > 0) {
    notices.push(`Faded with time (003:348): bruised ${start.damage.bruised} → ${data.damage.bruised}, hurt ${start.damage.hurt} → ${data.damage.hurt}${start.damage.dazed ? ', no longer dazed' : ''}.`);
  }
  if (data.fatigue > 0) {
    const f = restFromFatigue(data, hours >= 10 ? 'ten-hours' : { rng });
    if ('problem' in f) notices.push(f.problem);
    else {
      data = f.data;
      dice.push(...(f.dice ?? []));
      notices.push(...(f.notices ?? []));
    }
  }
  if (notices.length === 0) notices.push('Nothing to recover from.');
  return { data, notices, dice };
}

export const trueSrdTime: TimeDef<TrueSrdData> = {
  units: [{ id: 'round', name: 'round', plural: 'rounds', seconds: 6, source: '003:148' }],
  roundSeconds: 6,
  lights: [],
  rests: RESTS,
  rest: (doc, restId, input) => rest(doc, restId, input.rng),
};
