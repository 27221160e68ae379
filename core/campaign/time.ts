/**
 * The campaign clock: game time in seconds since the campaign began, shown in the system's units, and timers that
 * burn down with it (torches, lantern oil, spells). Advancing the clock counts down the timers and, given the length
 * of the system's round, the members' conditions (whose durations are in rounds).
 *
 * The units, the round and the light sources are the system's (`SystemDefinition.time`, core/systems/time-types.ts);
 * minutes, hours, days and weeks are added where the system has no unit of that length.
 */
import type { CampaignDocument, CampaignClock, ClockTimer } from '../documents/campaign';
import { MAX_CAMPAIGN_NUMBER, MAX_LABEL_LENGTH, MAX_TIMERS } from '../documents/campaign';
import type { CharacterId } from '../documents/ids';
import { formatNumber } from '../text/format';
import { countDownConditions } from './conditions';
import type { Problem } from './members';
import type { TimeDef, TimeUnit } from '../systems/types';

export type { TimeUnit } from '../systems/types';

/** Minutes, hours, days and weeks: units every game shares. */
export const REAL_TIME_UNITS: readonly TimeUnit[] = [
  { id: 'minute', name: 'minute', plural: 'minutes', seconds: 60 },
  { id: 'hour', name: 'hour', plural: 'hours', seconds: 3_600 },
  { id: 'day', name: 'day', plural: 'days', seconds: 86_400 },
  { id: 'week', name: 'week', plural: 'weeks', seconds: 604_800 },
];

const SECONDS_PER_DAY = 86_400;

/** The units the clock moves by: the system's own, then minutes, hours, days and weeks it has none of, shortest first. */
export function clockUnits(time: Pick<TimeDef<unknown>, 'units'>): readonly TimeUnit[] {
  const taken = new Set(time.units.map((u) => u.seconds));
  return [...time.units, ...REAL_TIME_UNITS.filter((u) => !taken.has(u.seconds))].sort((a, b) => a.seconds - b.seconds);
}

/** "3 rounds", "1 turn". */
export function unitCount(n: number, unit: TimeUnit): string {
  return `${formatNumber(n)} ${n === 1 ? unit.name : unit.plural}`;
}

/**
 * A span of game time in the given units, largest first, leaving out units it has none of: "2 days, 3 turns,
 * 4 rounds". What is left below the smallest unit is said in seconds.
 */
export function describeDuration(seconds: number, units: readonly TimeUnit[]): string {
  const sorted = [...units].filter((u) => u.seconds > 0).sort((a, b) => b.seconds - a.seconds);
  let left = Math.max(0, Math.floor(seconds));
  const parts: string[] = [];
  for (const unit of sorted) {
    const n = Math.floor(left / unit.seconds);
    if (n > 0) parts.push(unitCount(n, unit));
    left -= n * unit.seconds;
  }
  if (left > 0 || parts.length === 0) parts.push(`${formatNumber(left)} second${left === 1 ? '' : 's'}`);
  return parts.join(', ');
}

/** The clock as a day and a time of day: "Day 3, 14:20" (day 1 starts when the campaign's clock does). */
export function clockReading(clock: CampaignClock): { readonly day: number; readonly time: string; readonly text: string } {
  const day = Math.floor(clock.elapsedSeconds / SECONDS_PER_DAY) + 1;
  const ofDay = clock.elapsedSeconds % SECONDS_PER_DAY;
  const hh = String(Math.floor(ofDay / 3_600)).padStart(2, '0');
  const mm = String(Math.floor((ofDay % 3_600) / 60)).padStart(2, '0');
  return { day, time: `${hh}:${mm}`, text: `Day ${formatNumber(day)}, ${hh}:${mm}` };
}

/** What advancing the clock did. */
export interface ClockAdvance {
  readonly campaign: CampaignDocument;
  /** One sentence per timer that ran out and per condition that ended. */
  readonly notices: readonly string[];
}

/**
 * Moves the clock on by `amount` of `unit`. Timers count down and those that run out are removed with a notice
 * ("Torch (Ayla) has gone out.", "Bless has run out."). With `roundSeconds` (the system's round), members' conditions count down by the
 * whole rounds that passed. During a fight the tracker counts rounds itself, so the clock refuses to move.
 */
export function advanceClock(
  campaign: CampaignDocument,
  amount: number,
  unit: TimeUnit,
  options: { readonly roundSeconds?: number; readonly nameOf?: (id: string) => string } = {},
): ClockAdvance | Problem {
  if (!Number.isInteger(amount) || amount < 1) return { problem: 'Advance the clock by a whole number of 1 or more.' };
  const seconds = amount * unit.seconds;
  if (campaign.clock.elapsedSeconds + seconds > MAX_CAMPAIGN_NUMBER) return { problem: 'That is further than the clock can count; check the figure.' };
  if (campaign.combat) return { problem: 'A fight is on: end it first (its rounds move the clock when it ends).' };
  return passTime(campaign, seconds, options);
}

/** Moves the clock by seconds already counted (advanceClock and the end of a fight use it). */
export function passTime(
  campaign: CampaignDocument,
  seconds: number,
  options: { readonly roundSeconds?: number; readonly nameOf?: (id: string) => string } = {},
): ClockAdvance {
  const notices: string[] = [];
  const timers: ClockTimer[] = [];
  for (const timer of campaign.clock.timers) {
    if (timer.remainingSeconds > seconds) timers.push({ ...timer, remainingSeconds: timer.remainingSeconds - seconds });
    else {
      // Who carried it, when the label does not say already ("Torch (Ayla)").
      const who = timer.holder !== null && options.nameOf ? options.nameOf(timer.holder) : null;
      const label = who && !timer.label.includes(who) ? `${timer.label} (${who})` : timer.label;
      notices.push(timer.kind === 'light' ? `${label} has gone out.` : `${label} has run out.`);
    }
  }
  let conditions = campaign.conditions;
  if (options.roundSeconds !== undefined && options.roundSeconds > 0) {
    const counted = countDownConditions(campaign.conditions, Math.floor(seconds / options.roundSeconds), options.nameOf ?? ((id) => id));
    conditions = counted.conditions;
    notices.push(...counted.notices);
  }
  const clock = { elapsedSeconds: campaign.clock.elapsedSeconds + seconds, timers };
  return { campaign: { ...campaign, clock, conditions }, notices };
}

/** Starts a timer (a torch lit, a spell cast) that runs out after `amount` of `unit`. */
export function addTimer(
  campaign: CampaignDocument,
  timer: { readonly id: string; readonly label: string; readonly kind: ClockTimer['kind']; readonly amount: number; readonly unit: TimeUnit; readonly holder: CharacterId | null },
): CampaignDocument | Problem {
  const label = timer.label.trim();
  if (label === '') return { problem: 'Say what the timer is for (“Torch”, “Light spell”).' };
  if (label.length > MAX_LABEL_LENGTH) return { problem: 'That label is too long.' };
  if (!Number.isInteger(timer.amount) || timer.amount < 1) return { problem: 'A timer lasts a whole number of 1 or more.' };
  const seconds = timer.amount * timer.unit.seconds;
  if (seconds > MAX_CAMPAIGN_NUMBER) return { problem: 'That is longer than the clock can count.' };
  if (campaign.clock.timers.length >= MAX_TIMERS) return { problem: `At most ${MAX_TIMERS} timers can run at once.` };
  const added: ClockTimer = { id: timer.id, label, kind: timer.kind, remainingSeconds: seconds, holder: timer.holder };
  return { ...campaign, clock: { ...campaign.clock, timers: [...campaign.clock.timers, added] } };
}

/** Puts a timer out (a torch doused) before it runs out. */
export function removeTimer(campaign: CampaignDocument, id: string): CampaignDocument {
  return { ...campaign, clock: { ...campaign.clock, timers: campaign.clock.timers.filter((t) => t.id !== id) } };
}
