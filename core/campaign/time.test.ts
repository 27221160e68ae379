import { describe, expect, it } from 'vitest';
import { newCampaign, type CampaignDocument } from '../documents/campaign';
import type { CampaignId, CharacterId } from '../documents/ids';
import { addMember, isProblem, type Problem } from './members';
import { REAL_TIME_UNITS, addTimer, advanceClock, clockReading, clockUnits, describeDuration, removeTimer, type TimeUnit } from './time';

const ok = <T extends object>(r: T | Problem): T => {
  if (isProblem(r)) throw new Error(r.problem);
  return r;
};
const unit = (id: string) => REAL_TIME_UNITS.find((u) => u.id === id)!;
/** Dark Dungeons' units as the supplement gives them (§10): a round of 10 seconds; a turn read as 10 minutes. */
const ROUND: TimeUnit = { id: 'round', name: 'round', plural: 'rounds', seconds: 10 };
const TURN: TimeUnit = { id: 'turn', name: 'turn', plural: 'turns', seconds: 600 };

function campaign(): CampaignDocument {
  const c = ok(addMember(newCampaign({ id: 'c' as CampaignId, name: 'Crown', system: 'dark-dungeons', now: '2026-05-01T00:00:00.000Z' }), 'a' as CharacterId));
  return { ...c, conditions: [{ id: 'k', targetId: 'a', conditionId: 'hasted', name: 'Hasted', remainingRounds: 180, note: '' }] };
}

describe('the campaign clock', () => {
  it('burns timers down and ends them with a notice; conditions count down by the rounds that passed', () => {
    // A torch lasts 1 hour (supplement §10, light sources).
    let c = ok(addTimer(campaign(), { id: 't', label: 'Torch (Ayla)', kind: 'light', amount: 1, unit: unit('hour'), holder: 'a' as CharacterId }));
    const half = ok(advanceClock(c, 3, TURN, { roundSeconds: 10, nameOf: () => 'Ayla' }));
    expect(half.campaign.clock.timers[0]?.remainingSeconds).toBe(1_800);
    // 30 minutes of 10-second rounds is 180 rounds: Hasted (30 minutes) ends.
    expect(half.notices).toEqual(['Hasted on Ayla has ended.']);
    c = half.campaign;
    const out = ok(advanceClock(c, 30, unit('minute')));
    expect(out.notices).toEqual(['Torch (Ayla) has gone out.']);
    expect(out.campaign.clock).toEqual({ elapsedSeconds: 3_600, timers: [] });
    expect(clockReading(out.campaign.clock).text).toBe('Day 1, 01:00');
    expect(removeTimer(c, 't').clock.timers).toEqual([]);
  });

  it('names who carried a light that goes out, unless its label does already', () => {
    const lit = ok(addTimer(campaign(), { id: 'l', label: 'Lantern', kind: 'light', amount: 4, unit: unit('hour'), holder: 'a' as CharacterId }));
    expect(ok(advanceClock(lit, 4, unit('hour'), { nameOf: () => 'Ayla' })).notices).toEqual(['Lantern (Ayla) has gone out.']);
    const spell = ok(addTimer(campaign(), { id: 's', label: 'Bless', kind: 'effect', amount: 1, unit: unit('minute'), holder: null }));
    expect(ok(advanceClock(spell, 1, unit('minute'))).notices).toEqual(['Bless has run out.']);
  });

  it('moves by the system’s units and the real ones it has none of, shortest first', () => {
    expect(clockUnits({ units: [ROUND, TURN] }).map((u) => u.id)).toEqual(['round', 'minute', 'turn', 'hour', 'day', 'week']);
    // Murdham's watch of 8 hours (000:6) is not an hour: both stay; a unit as long as a day replaces the day.
    const DAY: TimeUnit = { id: 'sun', name: 'sun', plural: 'suns', seconds: 86_400 };
    expect(clockUnits({ units: [DAY] }).map((u) => u.id)).toEqual(['minute', 'hour', 'sun', 'week']);
  });

  it('says spans in the system’s units, largest first', () => {
    expect(describeDuration(86_400 + 1_230, [ROUND, TURN, unit('day')])).toBe('1 day, 2 turns, 3 rounds');
    expect(describeDuration(5, [ROUND])).toBe('5 seconds');
  });

  it('refuses to move during a fight, and a bad amount', () => {
    const c = campaign();
    expect(advanceClock(c, 0, ROUND)).toEqual({ problem: 'Advance the clock by a whole number of 1 or more.' });
    const fighting = { ...c, combat: { id: 'f', startedAt: '2026-05-01T00:00:00.000Z', sessionId: null, round: 1, initiativeMode: 'side' as const, combatants: [], turn: -1, delayed: [], conditions: [], log: [] } };
    expect(advanceClock(fighting, 1, ROUND)).toEqual({ problem: 'A fight is on: end it first (its rounds move the clock when it ends).' });
  });
});
