import type { ClockTimer } from '../../../core/documents/campaign';
import type { CharacterId } from '../../../core/documents/ids';
import { newId } from '../../../core/documents/ids';
import { REAL_TIME_UNITS, addTimer, advanceClock, clockReading, describeDuration, removeTimer, type TimeUnit } from '../../../core/campaign/time';
import type { CampaignsState } from './campaigns.svelte';
import { timeFor } from './time-units';

/**
 * The campaign clock: game time in the system's units, timers (torches, lanterns, spells) that burn down with it, and
 * members' conditions counted down by the rounds that pass.
 */
export class ClockState {
  constructor(private readonly host: CampaignsState) {}

  /** The units the clock moves by: the system's own, then minutes, hours, days, weeks. */
  readonly units = $derived.by((): readonly TimeUnit[] => (this.host.editing ? timeFor(this.host.editing.system).units : []));

  /** The system's own units in words, with where its text sets them: "1 round = 10 seconds (supplement §10)". */
  readonly unitNotes = $derived.by((): readonly string[] =>
    this.units.filter((u) => u.source).map((u) => `1 ${u.name} = ${describeDuration(u.seconds, REAL_TIME_UNITS)} (${u.source})`),
  );

  /** "Day 3, 14:20". */
  readonly reading = $derived.by(() => (this.host.editing ? clockReading(this.host.editing.clock).text : ''));

  /** Time since the clock started, in the system's units: "2 days, 3 turns". */
  readonly elapsed = $derived.by(() => (this.host.editing ? describeDuration(this.host.editing.clock.elapsedSeconds, this.units) : ''));

  /** Timers with what is left of each, in words. */
  readonly timers = $derived.by((): readonly (ClockTimer & { readonly left: string })[] =>
    (this.host.editing?.clock.timers ?? []).map((t) => ({ ...t, left: describeDuration(t.remainingSeconds, this.units) })),
  );

  private unit(id: string): TimeUnit | null {
    const unit = this.units.find((u) => u.id === id);
    if (!unit) this.host.say('Pick a unit of time.');
    return unit ?? null;
  }

  /** Moves the clock on; timers and members' conditions count down, each one that ends says so. */
  async advance(amountText: string, unitId: string): Promise<boolean> {
    const campaign = this.host.editing;
    const unit = this.unit(unitId);
    if (!campaign || !unit) return false;
    const amount = Number(amountText.trim());
    const roundSeconds = timeFor(campaign.system).roundSeconds;
    const options = { ...(roundSeconds === null ? {} : { roundSeconds }), nameOf: (id: string) => this.host.memberNames.get(id) ?? 'someone' };
    const result = advanceClock($state.snapshot(campaign), amount, unit, options);
    if ('problem' in result) {
      this.host.say(result.problem);
      return false;
    }
    return this.host.change(() => result.campaign, result.notices.length > 0 ? result.notices : [`The clock moved on ${describeDuration(amount * unit.seconds, this.units)}.`]);
  }

  /** Starts a timer (a torch lit) that runs out after the amount of the unit. */
  async addTimer(label: string, kind: ClockTimer['kind'], amountText: string, unitId: string, holder: string): Promise<boolean> {
    const unit = this.unit(unitId);
    if (!unit) return false;
    const amount = Number(amountText.trim());
    return this.host.change((c) => addTimer(c, { id: newId<'Timer'>(), label, kind, amount, unit, holder: holder === '' ? null : (holder as CharacterId) }));
  }

  async removeTimer(id: string): Promise<boolean> {
    return this.host.change((c) => removeTimer(c, id));
  }
}
