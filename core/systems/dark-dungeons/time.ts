/**
 * Dark Dungeons' game time, from the supplement's §10 "Time and rest" (supplements/dark-dungeons-tables.md):
 * a round of 10 seconds (l.948), a turn read as 10 minutes (l.950, not defined in [PJS]; the RC's figure), torches and
 * lanterns (l.959), and natural healing (l.962): 1 hp a day when active, 2 hp a day when resting, on waking.
 *
 * Decisions where the text is open: a night's sleep ends an active day, so it heals that day's 1 hp; a day of bed rest
 * is a whole day (its night included) and heals 2 hp. Each heals at most once in 24 hours of game time (the rule is
 * "per day"). Nothing restores all hp at once except magic (l.963), so there is no "full" rest.
 *
 * The dying and the dead (supplement §9.6, health.ts): the dead do not rest and are never healed (only Raise Dead
 * brings them back, l.968). The dying save vs death ray every round until First Aid or magical healing stops it, and
 * natural healing does neither (l.889), so a dying character cannot rest until the dying is over one way or the other:
 * the rest is refused with that reason. A stable character (First Aid stopped the saves) heals like anyone, the text
 * making no exception: at 1 hp or more it wakes (unconscious only at 0, l.888).
 */
import type { CharacterDocument } from '../../documents/character';
import { formatNumber } from '../../text/format';
import type { RestDef, StepResult, TimeDef } from '../types';
import type { DarkDungeonsData } from './character';
import { maxHp } from './vitals';
import { DYING_SOURCE, RAISE_DEAD_SOURCE, healthOf, setHitPoints } from './health';

const SUPPLEMENT = 'supplements/dark-dungeons-tables.md';
const line = (n: number | string) => `supplement §10, l.${n}`;

const HOUR = 3_600;
const DAY = 86_400;

/** Hit points natural healing gives for each rest (l.962). */
const HEALING: Readonly<Record<string, number>> = { night: 1, 'rest-day': 2 };

const RESTS: readonly RestDef[] = [
  {
    id: 'night',
    name: 'Night’s sleep',
    description: `Eight hours’ sleep after a day of activity: natural healing gives 1 hp on waking (${line(962)}); spellcasters may then prepare spells (${line(964)}).`,
    seconds: 8 * HOUR,
    oncePer: DAY,
    options: [],
    source: `${SUPPLEMENT} l.962, l.964`,
  },
  {
    id: 'rest-day',
    name: 'Day of bed rest',
    description: `A full day doing nothing but rest: natural healing gives 2 hp (${line(962)}); it also eases travel fatigue by one −1 (supplement §9.9, l.940), which Sheetsmith does not track: take it off the condition by hand.`,
    seconds: DAY,
    oncePer: DAY,
    options: [],
    source: `${SUPPLEMENT} l.962`,
  },
];

/** Natural healing for a rest, never above the maximum (which an override may have raised). */
function rest(doc: CharacterDocument<DarkDungeonsData>, restId: string): StepResult<DarkDungeonsData> {
  const amount = HEALING[restId];
  const def = RESTS.find((r) => r.id === restId);
  if (amount === undefined || !def) return { problem: `Dark Dungeons has no rest “${restId}”.` };
  if (doc.data.hitPoints.rolls.length === 0) return { problem: 'Hit points are not rolled yet.' };
  const health = healthOf(doc.data);
  if (health?.state === 'dead') return { problem: `Dead: a rest heals nobody dead; only Raise Dead brings them back (${RAISE_DEAD_SOURCE}).` };
  if (health?.state === 'dying') {
    return { problem: `Dying: a save vs death ray every round until First Aid or magical healing stops it, which rest does not (${DYING_SOURCE}); it cannot rest until then.` };
  }
  const max = maxHp(doc);
  const before = doc.data.hitPoints.current;
  const after = Math.max(before, Math.min(max, before + amount));
  const healed = after - before;
  const words =
    healed <= 0
      ? `Already at the maximum, ${formatNumber(max)} hp: natural healing adds nothing (${line(962)}).`
      : `Natural healing: +${formatNumber(healed)} hp (${formatNumber(amount)} a day ${restId === 'night' ? 'when active' : 'when resting'}${healed < amount ? `, stopping at the maximum ${formatNumber(max)}` : ''}; ${line(962)}).`;
  if (healed <= 0) return { data: doc.data, notices: [words] };
  // Natural healing is not magic: through setHitPoints it wakes the stable at 1 hp or more.
  const set = setHitPoints(doc.data, after, 'other');
  if ('problem' in set) return set;
  return { data: set.data, notices: [words, ...(set.notices ?? [])] };
}

export const darkDungeonsTime: TimeDef<DarkDungeonsData> = {
  units: [
    { id: 'round', name: 'round', plural: 'rounds', seconds: 10, source: line(948) },
    { id: 'turn', name: 'turn', plural: 'turns', seconds: 600, source: `${line(950)}: the RC’s figure` },
  ],
  roundSeconds: 10,
  lights: [
    { id: 'torch', name: 'Torch', seconds: HOUR, source: line(959), item: 'torch' },
    { id: 'lantern', name: 'Lantern, 1 flask of oil', seconds: 4 * HOUR, source: line(959) },
  ],
  rests: RESTS,
  rest: (doc, restId) => rest(doc, restId),
};
