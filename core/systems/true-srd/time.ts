/**
 * True SRD game time: rounds of about 6 seconds (003:148); otherwise minutes, hours and days. Resting is recovery on
 * the damage track (003:345-348) and from fatigue (003:353), through the sheet's own transitions (play.ts):
 * - recovery checks (Con, Difficulty 10) once a minute for staggered and unconscious, once an hour for wounded, once a
 *   day for disabled (003:346); each failed check waits for the next period, so a rest makes as many as its length
 *   allows, stopping at the first success;
 * - bruised and dazed fade one a minute, hurt one an hour (003:348);
 * - each hour of rest gives a fatigue check, ten hours clear all fatigue (003:353).
 *
 * The dead do not rest (003:344). A dying character does not recover while the rest goes on: "dying has its own
 * particular check" (003:346), so its time is spent on the dying checks the table's reading asks for — each round
 * (003:343) or at once and then each hour (003:363-364) — until it dies or stabilises; once stable it recovers
 * normally for what is left of the rest. The preview shows every check before the GM applies it. The text gives no
 * burning time for a torch.
 */
import type { CharacterDocument } from '../../documents/character';
import type { RandomSource } from '../../dice';
import type { RestDef, StepResult, TimeDef } from '../types';
import type { TrueSrdData } from './character';
import { checkDying, recover, restAnHour } from './play';
import type { RecoverableBox } from './rules/toughness';

type Doc = CharacterDocument<TrueSrdData>;
type Result = StepResult<TrueSrdData>;

const ROUND = 6;
const MINUTE = 60;
const HOUR = 3_600;
const DAY = 86_400;
/** Dying checks listed one by one in a rest's dice; a longer run (a die that never decides) is summed up after them. */
const LISTED_CHECKS = 30;

const RESTS: readonly RestDef[] = [
  {
    id: 'hour',
    name: 'An hour of rest',
    description: 'Recovery checks (Con, Difficulty 10) each minute for staggered and unconscious and once for wounded (003:345-346); bruised and dazed fade, one hurt fades (003:348); one check against fatigue (003:353). The dying make their dying checks instead (003:343, 003:363-364).',
    seconds: HOUR,
    oncePer: null,
    options: [],
    source: '003:343-348, 003:353, 003:363-364',
  },
  {
    id: 'day',
    name: 'A day of rest',
    description: 'A day with ten hours of sleep: recovery checks until each box clears (wounded once an hour, disabled once, 003:346); bruised, dazed and up to 24 hurt fade (003:348); all fatigue goes (003:353). The dying make their dying checks first (003:343, 003:363-364).',
    seconds: DAY,
    oncePer: null,
    options: [],
    source: '003:343-348, 003:353, 003:363-364',
  },
];

const ordinal = (n: number) => (n % 10 === 1 && n % 100 !== 11 ? `${n}st` : n % 10 === 2 && n % 100 !== 12 ? `${n}nd` : n % 10 === 3 && n % 100 !== 13 ? `${n}rd` : `${n}th`);

/**
 * The dying checks a rest of `seconds` holds, through the sheet's own `checkDying`: the times (seconds into the rest)
 * at which each is made, by the table's reading.
 */
function dyingTimes(data: TrueSrdData, seconds: number): number[] {
  if (data.variants.dying === 'line-343') return Array.from({ length: Math.floor(seconds / ROUND) }, (_, i) => i * ROUND);
  const owed = data.damage.dyingChecks === 0 ? [0] : [];
  return [...owed, ...Array.from({ length: Math.floor(seconds / HOUR) }, (_, i) => (i + 1) * HOUR)];
}

/** The dying part of a rest: the data after it and the seconds left for recovery (0 unless stabilised). */
function dyingThrough(doc: Doc, seconds: number, rng: RandomSource, dice: string[], notices: string[]): { data: TrueSrdData; left: number } {
  let data = doc.data;
  const times = dyingTimes(data, seconds);
  const cite = data.variants.dying === 'line-343' ? '003:343' : '003:363-364';
  let made = 0;
  for (const at of times) {
    const r = checkDying({ ...doc, data }, rng);
    if ('problem' in r) {
      notices.push(r.problem);
      return { data, left: 0 };
    }
    data = r.data;
    made++;
    if (made <= LISTED_CHECKS) dice.push(...r.dice);
    if (data.damage.dead) {
      notices.push(`Dying through the rest: the ${ordinal(made)} dying check failed; the character died (${cite}).`);
      return { data, left: 0 };
    }
    if (!data.damage.dying) {
      notices.push(`Dying through the rest: stable on the ${ordinal(made)} dying check; the rest of the time goes to recovery (${cite}, 003:346).`);
      return { data, left: seconds - at - (data.variants.dying === 'line-343' ? ROUND : 0) };
    }
  }
  if (made > LISTED_CHECKS) dice.push(`… and ${made - LISTED_CHECKS} more dying checks, each survived without stabilising.`);
  notices.push(made === 0 ? `Still dying: no dying check falls in this rest (${cite}).` : `Still dying after ${made} dying check${made === 1 ? '' : 's'} (${cite}); the dying do not recover until stable (003:346).`);
  return { data, left: 0 };
}

/** How many recovery checks each box gets in `seconds` of rest (003:346: once a minute, hour or day). */
function checksIn(box: RecoverableBox, seconds: number): number {
  if (box === 'staggered' || box === 'unconscious') return Math.floor(seconds / MINUTE);
  return Math.floor(seconds / (box === 'wounded' ? HOUR : DAY));
}

/** Recovery checks for one box through the sheet's own `recover`, one roll per period, until it clears. */
function recoverBox(doc: Doc, data: TrueSrdData, box: RecoverableBox, tries: number, rng: RandomSource, dice: string[], notices: string[]): TrueSrdData {
  let next = data;
  for (let i = 1; i <= tries && next.damage[box]; i++) {
    const r = recover({ ...doc, data: next }, box, 'no', rng);
    if ('problem' in r) {
      notices.push(r.problem);
      return next;
    }
    next = r.data;
    dice.push(...r.dice);
    if (!next.damage[box]) notices.push(`${box.charAt(0).toUpperCase()}${box.slice(1)} is erased on the ${ordinal(i)} recovery check (003:345-346).`);
  }
  if (next.damage[box] && tries > 0) notices.push(`Still ${box} after ${tries} recovery check${tries === 1 ? '' : 's'} (003:345-346).`);
  return next;
}

/** Recovery for `seconds` of rest: checks, fading and fatigue. */
function recoverFor(doc: Doc, start: TrueSrdData, seconds: number, rng: RandomSource, dice: string[], notices: string[]): TrueSrdData {
  let data = start;
  for (const box of ['unconscious', 'staggered', 'wounded', 'disabled'] as const) data = recoverBox(doc, data, box, checksIn(box, seconds), rng, dice, notices);
  const minutes = Math.floor(seconds / MINUTE);
  const hours = Math.floor(seconds / HOUR);
  const t = data.damage;
  data = { ...data, damage: { ...t, bruised: Math.max(0, t.bruised - minutes), dazed: t.dazed && minutes < 1, hurt: Math.max(0, t.hurt - hours) } };
  if (start.damage.bruised !== data.damage.bruised || start.damage.dazed !== data.damage.dazed || start.damage.hurt !== data.damage.hurt) {
    notices.push(`Faded with time (003:348): bruised ${start.damage.bruised} → ${data.damage.bruised}, hurt ${start.damage.hurt} → ${data.damage.hurt}${start.damage.dazed && !data.damage.dazed ? ', no longer dazed' : ''}.`);
  }
  if (data.fatigue > 0 && hours >= 10) {
    data = { ...data, fatigue: 0 };
    notices.push('Ten hours of rest clear all fatigue (003:353).');
  } else {
    for (let h = 0; h < hours && data.fatigue > 0; h++) {
      const f = restAnHour({ ...doc, data }, rng);
      if ('problem' in f) {
        notices.push(f.problem);
        break;
      }
      data = f.data;
      dice.push(...f.dice);
      if (h === hours - 1 || data.fatigue === 0) notices.push(`Fatigue after the rest: ${['normal', 'winded', 'fatigued', 'exhausted'][data.fatigue]} (003:353).`);
    }
  }
  return data;
}

function rest(doc: Doc, restId: string, rng: RandomSource): Result {
  const def = RESTS.find((r) => r.id === restId);
  if (!def) return { problem: `True SRD has no rest “${restId}”.` };
  if (doc.data.damage.dead) return { problem: 'The character is dead; only powerful healers restore life (003:344).' };
  const dice: string[] = [];
  const notices: string[] = [];
  let data = doc.data;
  let seconds = def.seconds;
  if (data.damage.dying) ({ data, left: seconds } = dyingThrough(doc, seconds, rng, dice, notices));
  if (seconds > 0 && !data.damage.dead && !data.damage.dying) data = recoverFor(doc, data, seconds, rng, dice, notices);
  if (notices.length === 0) notices.push('Nothing to recover from.');
  return { data, notices, dice };
}

export const trueSrdTime: TimeDef<TrueSrdData> = {
  units: [{ id: 'round', name: 'round', plural: 'rounds', seconds: ROUND, source: '003:148' }],
  roundSeconds: ROUND,
  lights: [],
  rests: RESTS,
  rest: (doc, restId, input) => rest(doc, restId, input.rng),
};
