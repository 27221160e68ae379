import type { DivisionRecord } from '../../../core/documents/campaign';
import { nowIso } from '../../../core/documents/file-names';
import { newId } from '../../../core/documents/ids';
import { applyDivide, defaultShares, type DefaultShare, dividableLots, planDivide, undoDivide, type DividableLot, type DividePlan } from '../../../core/campaign/divide';
import { handItem } from '../../../core/campaign/hand-item';
import type { CampaignsState } from './campaigns.svelte';
import { readAwardCharacters } from './campaign-reads';

/**
 * The treasure's Divide step (issue 21 §6): which coins to divide (every lot not divided yet, by default), each
 * member's shares as typed, the division worked out by core for a preview, then applied to the purses and the
 * campaign in one write, and undone in one step. Also hands an item lot to a member's equipment.
 */
export class DivideState {
  /** Lots left out of the division (all are in unless unticked). */
  #skipped = $state.raw<readonly string[]>([]);
  /** Shares typed per member ("1", "½", "0.5"); a member not here takes its default. */
  #shares = $state<Record<string, number>>({});
  #plan = $state.raw<DividePlan | null>(null);
  #defaults = $state.raw<Readonly<Record<string, DefaultShare>>>({});

  constructor(private readonly host: CampaignsState) {}

  /** The money treasure is divided in, or null with the system's reason (`noMoney`). */
  get money(): { readonly unit: string; readonly source: string } | null {
    return this.host.system?.purse.money ?? null;
  }
  get noMoney(): string | null {
    const system = this.host.system;
    return system && !system.purse.money ? (system.purse.noMoney ?? `${system.name} has no money.`) : null;
  }
  /** Whether the system keeps an equipment list an item can be handed to. */
  get canHandItems(): boolean {
    return this.host.system?.purse.equipment != null;
  }

  /** Coin treasure not divided yet. */
  readonly lots = $derived.by((): readonly DividableLot[] => {
    const campaign = this.host.editing;
    return campaign ? dividableLots(campaign) : [];
  });

  /** Divisions made, newest first. */
  readonly divisions = $derived.by((): readonly DivisionRecord[] => [...(this.host.editing?.divisions ?? [])].reverse());

  picked(id: string): boolean {
    return !this.#skipped.includes(id);
  }
  pick(id: string, on: boolean): void {
    this.#skipped = on ? this.#skipped.filter((x) => x !== id) : [...this.#skipped, id];
    this.#plan = null;
  }

  /** A member's shares: as typed, else its default (read when the step is previewed). */
  sharesOf(id: string): number {
    return this.#shares[id] ?? this.#defaults[id]?.shares ?? 1;
  }
  setShares(id: string, shares: number): void {
    this.#shares = { ...this.#shares, [id]: shares };
    this.#plan = null;
  }

  get plan(): DividePlan | null {
    return this.#plan;
  }

  private readAll(): ReturnType<typeof readAwardCharacters> {
    return readAwardCharacters(this.host.characters, this.host.editing ?? { members: [] });
  }

  /** Reads each member's default share (a hireling none, the dead none), for the share pickers. */
  async loadDefaults(): Promise<void> {
    const campaign = this.host.editing;
    const system = this.host.system;
    if (!campaign || !system) return;
    const { characters } = await this.readAll();
    this.#defaults = Object.fromEntries(defaultShares($state.snapshot(campaign), system, characters));
  }

  /** Why a member's share starts at 0 (a hireling, the dead, a draft), or null. */
  noteOf(id: string): string | null {
    return this.#shares[id] === undefined ? (this.#defaults[id]?.note ?? null) : null;
  }

  /** Works out each member's amount before anything is credited. */
  async preview(): Promise<boolean> {
    const campaign = this.host.editing;
    const system = this.host.system;
    this.#plan = null;
    if (!campaign || !system) return false;
    const { characters } = await this.readAll();
    const lotIds = this.lots.map((l) => l.lot.id).filter((id) => this.picked(id));
    const plan = planDivide($state.snapshot(campaign), system, characters, { lotIds, shares: { ...this.#shares } });
    if ('problem' in plan) {
      this.host.say(plan.problem);
      return false;
    }
    this.host.say(null);
    this.#plan = plan;
    return true;
  }

  /** Credits every member's share through the write path, with the campaign, in one write. */
  async apply(): Promise<boolean> {
    const plan = this.#plan;
    if (!plan) return false;
    return this.host.exclusive(async () => {
      const campaign = this.host.editing;
      const system = this.host.system;
      if (!campaign || !system) return false;
      const { characters, revs } = await this.readAll();
      const done = applyDivide($state.snapshot(campaign), system, characters, plan, { divisionId: newId<'Division'>(), now: nowIso(), shares: { ...this.#shares } });
      if ('problem' in done) {
        this.host.say(done.problem);
        return false;
      }
      const ok = await this.host.commitWith(done, Object.fromEntries(done.characters.map((c) => [c.id, revs[c.id] ?? ''])));
      if (ok) {
        this.#plan = null;
        this.#shares = {};
        this.#skipped = [];
      }
      return ok;
    });
  }

  /** Takes every credit of a division back (all or nothing); its lots can be divided again. */
  async undo(divisionId: string): Promise<boolean> {
    return this.host.exclusive(async () => {
      const campaign = this.host.editing;
      const system = this.host.system;
      if (!campaign || !system) return false;
      const { characters, revs } = await this.readAll();
      const undone = undoDivide($state.snapshot(campaign), system, characters, divisionId, nowIso());
      if ('problem' in undone) {
        this.host.say(undone.problem);
        return false;
      }
      return this.host.commitWith(undone, Object.fromEntries(undone.characters.map((c) => [c.id, revs[c.id] ?? ''])));
    });
  }

  /** Hands an item lot to a member: a line of its equipment, through the write path. */
  async hand(lotId: string, memberId: string): Promise<boolean> {
    if (memberId === '') {
      this.host.say('Pick the member to hand it to.');
      return false;
    }
    return this.host.exclusive(async () => {
      const campaign = this.host.editing;
      const system = this.host.system;
      if (!campaign || !system) return false;
      const { characters, revs } = await this.readAll();
      const done = handItem($state.snapshot(campaign), system, characters, { lotId, memberId, now: nowIso(), itemId: newId<'Item'>() });
      if ('problem' in done) {
        this.host.say(done.problem);
        return false;
      }
      return this.host.commitWith(done, Object.fromEntries(done.characters.map((c) => [c.id, revs[c.id] ?? ''])));
    });
  }
}
