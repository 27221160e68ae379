import type { ClockTimer, RestRecord } from '../../../core/documents/campaign';
import type { CharacterId } from '../../../core/documents/ids';
import { newId } from '../../../core/documents/ids';
import { nowIso } from '../../../core/documents/file-names';
import type { RandomSource } from '../../../core/dice';
import { REAL_TIME_UNITS, addTimer, clockReading, clockUnits, describeDuration, removeTimer, type TimeUnit } from '../../../core/campaign/time';
import { advanceClockForParty } from '../../../core/campaign/clock-members';
import { applyPartyRest, planPartyRest, undoPartyRest, type PartyRestPlan } from '../../../core/campaign/rest';
import type { LightDef, RestDef } from '../../../core/systems/types';
import type { CampaignsState } from './campaigns.svelte';
import { readAwardCharacters } from './campaign-reads';
import { lightSource, undoLight } from '../../../core/campaign/light';

/** A rest in the journal, with the session it is recorded in. */
export interface RestEntry extends RestRecord {
  readonly sessionId: string;
  readonly sessionTitle: string;
  /** When the rest began, on the clock: "Day 2, 06:00". */
  readonly when: string;
}

/**
 * The campaign clock: game time in the system's units, timers (torches, lanterns, spells) that burn down with it,
 * members' conditions counted down by the rounds that pass, and the party's rests: the system's healing worked out
 * for each member present, previewed, applied to the characters in one write and recorded in the session, undoable.
 */
export class ClockState {
  #plan = $state.raw<PartyRestPlan | null>(null);
  /** The light last refused because its carrier has none: the page offers to light one from the party's stock. */
  #noneCarried = $state.raw<{ readonly lightId: string; readonly holder: string } | null>(null);
  #revs: Readonly<Record<string, string>> = {};

  constructor(
    private readonly host: CampaignsState,
    /** The dice of rests that roll (True SRD's recovery checks); seeded in tests. */
    private readonly rng: RandomSource,
  ) {}

  /** The units the clock moves by: the system's own, then minutes, hours, days, weeks it has none of. */
  readonly units = $derived.by((): readonly TimeUnit[] => (this.host.system ? clockUnits(this.host.system.time) : REAL_TIME_UNITS));

  /** The system's own units in words, with where its text sets them: "1 round = 10 seconds (supplement §10)". */
  readonly unitNotes = $derived.by((): readonly string[] =>
    this.units.filter((u) => u.source).map((u) => `1 ${u.name} = ${describeDuration(u.seconds, REAL_TIME_UNITS)} (${u.source})`),
  );

  /** Light sources whose burning time the system's text gives. */
  readonly lights = $derived.by((): readonly (LightDef & { readonly lasts: string })[] =>
    (this.host.system?.time.lights ?? []).map((l) => ({ ...l, lasts: describeDuration(l.seconds, REAL_TIME_UNITS) })),
  );

  /** The system's rests, with their length in words. */
  readonly rests = $derived.by((): readonly (RestDef & { readonly lasts: string })[] =>
    (this.host.system?.time.rests ?? []).map((r) => ({ ...r, lasts: describeDuration(r.seconds, this.units) })),
  );

  /** "Day 3, 14:20". */
  readonly reading = $derived.by(() => (this.host.editing ? clockReading(this.host.editing.clock).text : ''));

  /** Time since the clock started, in the system's units: "2 days, 3 turns". */
  readonly elapsed = $derived.by(() => (this.host.editing ? describeDuration(this.host.editing.clock.elapsedSeconds, this.units) : ''));

  /** Timers with what is left of each, in words. */
  readonly timers = $derived.by((): readonly (ClockTimer & { readonly left: string })[] =>
    (this.host.editing?.clock.timers ?? []).map((t) => ({ ...t, left: describeDuration(t.remainingSeconds, this.units) })),
  );

  /** The party's rests in the journal, newest first. */
  readonly restLog = $derived.by((): readonly RestEntry[] =>
    (this.host.editing?.journal ?? [])
      .flatMap((s) =>
        (s.rests ?? []).map((r) => ({ ...r, sessionId: s.id, sessionTitle: s.title.trim() || s.date || 'Untitled session', when: clockReading({ elapsedSeconds: r.startedAtSeconds, timers: [] }).text })),
      )
      .sort((a, b) => b.startedAtSeconds - a.startedAtSeconds || b.at.localeCompare(a.at)),
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
    const system = this.host.system;
    if (!system) return false;
    const amount = Number(amountText.trim());
    // Members' conditions are on their characters: each one whose rounds run is written with the campaign, on the
    // revision read here (a sheet changed meanwhile refuses it with a sentence).
    const { characters, revs } = await readAwardCharacters(this.host.characters, campaign);
    const members = [...characters.values()].filter((c) => !c.trashed).map((c) => c.doc);
    const nameOf = (id: string) => this.host.memberNames.get(id) ?? 'someone';
    const result = advanceClockForParty($state.snapshot(campaign), amount, unit, { system, members, now: nowIso(), newId: () => newId<'Condition'>(), nameOf });
    if ('problem' in result) {
      this.host.say(result.problem);
      return false;
    }
    this.clearRest();
    const notices = result.notices.length > 0 ? result.notices : [`The clock moved on ${describeDuration(amount * unit.seconds, this.units)}.`];
    return this.host.commitWith({ ...result, notices }, Object.fromEntries(result.characters.map((c) => [c.id, revs[c.id] ?? ''])));
  }

  /** Starts a timer (a torch lit) that runs out after the amount of the unit. */
  async addTimer(label: string, kind: ClockTimer['kind'], amountText: string, unitId: string, holder: string): Promise<boolean> {
    const unit = this.unit(unitId);
    if (!unit) return false;
    const amount = Number(amountText.trim());
    return this.host.change((c) => addTimer(c, { id: newId<'Timer'>(), label, kind, amount, unit, holder: holder === '' ? null : (holder as CharacterId) }));
  }

  /** The light refused because its carrier has none, or null. */
  get noneCarried(): { readonly lightId: string; readonly holder: string } | null {
    return this.#noneCarried;
  }

  /**
   * Lights one of the system's light sources for its burning time, carried by a member or nobody in particular. With a
   * carrier, one is taken from the carrier's equipment (one write with the campaign); `fromStock` takes none (the
   * GM's call when the carrier has none).
   */
  async light(lightId: string, holder: string, fromStock = false): Promise<boolean> {
    this.#noneCarried = null;
    return this.host.exclusive(async () => {
      const campaign = this.host.editing;
      const system = this.host.system;
      if (!campaign || !system) return false;
      const { characters, revs } = await readAwardCharacters(this.host.characters, campaign);
      const lit = lightSource($state.snapshot(campaign), system, characters, { lightId, holder: holder === '' ? null : (holder as CharacterId), fromStock, timerId: newId<'Timer'>(), now: nowIso() });
      if ('problem' in lit) {
        if ('noneCarried' in lit) this.#noneCarried = { lightId, holder };
        this.host.say(lit.problem);
        return false;
      }
      return this.host.commitWith(lit, Object.fromEntries(lit.characters.map((c) => [c.id, revs[c.id] ?? ''])));
    });
  }

  /** Takes a lighting back: the timer goes and a torch taken from a pack goes back into it. */
  async undoLight(timerId: string): Promise<boolean> {
    return this.host.exclusive(async () => {
      const campaign = this.host.editing;
      const system = this.host.system;
      if (!campaign || !system) return false;
      const { characters, revs } = await readAwardCharacters(this.host.characters, campaign);
      const undone = undoLight($state.snapshot(campaign), system, characters, timerId, nowIso());
      if ('problem' in undone) {
        this.host.say(undone.problem);
        return false;
      }
      return this.host.commitWith(undone, Object.fromEntries(undone.characters.map((c) => [c.id, revs[c.id] ?? ''])));
    });
  }

  async removeTimer(id: string): Promise<boolean> {
    return this.host.change((c) => removeTimer(c, id));
  }

  /** The rest worked out for the party, shown before it is taken; null until previewed. */
  get plan(): PartyRestPlan | null {
    return this.#plan;
  }

  clearRest(): void {
    this.#plan = null;
  }

  /**
   * Works out a rest for the members present in the session shown on the Sessions page (else the latest): each one's
   * health before and after, the system's sentences and dice. Nothing changes yet.
   */
  async previewRest(restId: string, choices: Readonly<Record<string, string>>): Promise<boolean> {
    const campaign = this.host.editing;
    const system = this.host.system;
    this.clearRest();
    if (!campaign || !system) return false;
    const session = this.host.sessions.selected;
    if (!session) {
      this.host.say('Add a session to the journal first: the rest is recorded in it.');
      return false;
    }
    const { characters, revs } = await readAwardCharacters(this.host.characters, campaign);
    const plan = planPartyRest($state.snapshot(campaign), system, characters, { restId, choices, sessionId: session.id }, this.rng);
    if ('problem' in plan) {
      this.host.say(plan.problem);
      return false;
    }
    this.host.say(null);
    this.#plan = plan;
    this.#revs = revs;
    return true;
  }

  /**
   * Takes the previewed rest: the characters as previewed (on the revisions read then: a sheet changed meanwhile
   * refuses it with a sentence), each with a history entry, the rest in the session, the clock moved on; one write.
   */
  async applyRest(): Promise<boolean> {
    const campaign = this.host.editing;
    const system = this.host.system;
    const plan = this.#plan;
    if (!campaign || !system || !plan) return false;
    const applied = applyPartyRest($state.snapshot(campaign), system, plan, { recordId: newId<'Rest'>(), now: nowIso() });
    if ('problem' in applied) {
      this.host.say(applied.problem);
      return false;
    }
    const revs = this.#revs;
    const ok = await this.host.commitWith(applied, Object.fromEntries(applied.characters.map((c) => [c.id, revs[c.id] ?? ''])));
    this.clearRest();
    return ok;
  }

  /** Takes a rest back from every member it changed (all or nothing), and the clock with it if it has not moved since. */
  async undoRest(sessionId: string, recordId: string): Promise<boolean> {
    const campaign = this.host.editing;
    const system = this.host.system;
    if (!campaign || !system) return false;
    const { characters, revs } = await readAwardCharacters(this.host.characters, campaign);
    const undone = undoPartyRest($state.snapshot(campaign), system, characters, { sessionId, recordId }, nowIso());
    if ('problem' in undone) {
      this.host.say(undone.problem);
      return false;
    }
    this.clearRest();
    return this.host.commitWith(undone, Object.fromEntries(undone.characters.map((c) => [c.id, revs[c.id] ?? ''])));
  }
}
