import { createSeededRandom, createSystemRandom, type RandomSource } from '../../../core/dice';
import { parseFaces, typedDice } from '../../../core/dice/typed';
import type { CampaignDocument, MonsterTemplate } from '../../../core/documents/campaign';
import { nowIso } from '../../../core/documents/file-names';
import { newId } from '../../../core/documents/ids';
import * as combat from '../../../core/campaign/combat';
import { combatHeadline, combatView, type CombatView, type MemberCard } from '../../../core/campaign/combat-view';
import { conditionChoices, type ConditionChoice } from '../../../core/campaign/conditions';
import type { Problem } from '../../../core/campaign/members';
import { buildMonster, monsterModelOf } from '../../../core/campaign/combat-monsters';
import type { MonsterFigures, MonsterModelDef, RollKindDef, RollKindProblem, RollKindResult } from '../../../core/systems/types';
import type { CampaignsState } from './campaigns.svelte';
import { addMonsterTemplate, monsterInputFrom, removeMonsterTemplate } from '../../../core/campaign/saved-monsters';
import { monsterLibrary, type LibraryMonster } from '../../../core/campaign/monster-library';
import { memberCards, trackerMembers } from './campaign-reads';

/** Monsters as typed in the tracker's form: a name, the system's model inputs as text, how many. */
export interface MonsterForm {
  readonly name: string;
  /** The system's monster model inputs by id (empty ones take the model's rule: rolled, from a table). */
  readonly input: Readonly<Record<string, string>>;
  readonly count: string;
}

/**
 * The combat tracker of the open campaign: core's combat transitions (start, monsters, initiative by the system's rule
 * or the campaign's house rule, turns, delay, damage and healing with undo, conditions that count down) applied to
 * the campaign; members' hit points are their characters' own, written with the campaign in one transaction on the
 * revisions they were read at. Which combatant is selected (for the D and H keys) is this window's own.
 */
export class CombatTracker {
  #selected = $state<string | null>(null);
  #confirmingEnd = $state(false);

  constructor(
    private readonly host: CampaignsState,
    private readonly rng: RandomSource = createSystemRandom(),
  ) {}

  /** The members' names and cards as the store keeps them, by character id (= their combatant id). */
  readonly #cards = $derived.by((): ReadonlyMap<string, MemberCard> => memberCards(this.host.memberCharacters));

  /** What the tracker shows, or null when no fight is on. */
  readonly view = $derived.by((): CombatView | null => {
    const campaign = this.host.editing;
    const system = this.host.system;
    return campaign && system ? combatView(campaign, system, this.#cards) : null;
  });

  /** "Round 3 · Ayla's turn". */
  readonly headline = $derived(this.view ? combatHeadline(this.view) : '');

  /** Conditions the GM can put on a combatant: the system's, then the campaign's own. */
  readonly conditionChoices = $derived.by((): readonly ConditionChoice[] => {
    const campaign = this.host.editing;
    const system = this.host.system;
    return campaign && system ? conditionChoices(system.conditions, campaign) : [];
  });

  /** The monster library: this campaign's saved monsters, then those of the other campaigns of its system here. */
  readonly library = $derived.by((): readonly LibraryMonster[] => {
    const campaign = this.host.editing;
    return campaign ? monsterLibrary(campaign, this.host.list) : [];
  });

  /**
   * Adds `count` of a library monster to the fight; one from another campaign is copied into this campaign's list in
   * the same step, so this campaign's file carries it from now on.
   */
  async addFromLibrary(entry: LibraryMonster, count: number): Promise<boolean> {
    const model = this.model;
    if (!model) return false;
    const template = entry.here ? entry.template : { ...entry.template, id: newId<'Monster'>() };
    return this.run((c, ctx) => {
      const kept = entry.here ? c : addMonsterTemplate(c, model, template);
      if ('problem' in kept) return kept;
      const added = combat.addMonsters(kept, ctx, monsterInputFrom(template, count), { rng: this.rng });
      if ('problem' in added || entry.here) return added;
      return { ...added, notices: [...added.notices, `${template.name} is now in this campaign’s monster list too.`] };
    });
  }

  /** The combatant the D and H keys act on: the one chosen, else the one whose turn it is. */
  get selected(): string | null {
    const view = this.view;
    if (!view) return null;
    if (this.#selected && view.combatants.some((c) => c.id === this.#selected)) return this.#selected;
    return view.combatants.find((c) => c.current)?.id ?? null;
  }

  select(id: string | null): void {
    this.#selected = id;
  }

  /** Moves the choice `step` rows down the turn order (up when negative), round the list: the ↑ and ↓ keys. */
  selectBy(step: number): void {
    const ids = this.view?.combatants.map((c) => c.id) ?? [];
    if (ids.length === 0) return;
    const at = ids.indexOf(this.selected ?? '');
    const from = at === -1 ? 0 : at;
    this.#selected = ids[(((from + step) % ids.length) + ids.length) % ids.length] ?? null;
  }

  /**
   * T: picks the next one the combatant whose turn it is would hit — of the other side, still in the fight — round
   * that side's list (the foes before the first round).
   */
  selectTarget(): void {
    const view = this.view;
    if (!view) return;
    const side = view.combatants.find((c) => c.current)?.side ?? 'party';
    const targets = view.combatants.filter((c) => c.side !== side && !c.defeated && c.standing !== 'dead');
    if (targets.length === 0) return;
    const at = targets.findIndex((c) => c.id === this.#selected);
    this.#selected = targets[(at + 1) % targets.length]?.id ?? null;
  }

  /** The system's encounter rolls the tracker offers (surprise, reaction, morale), as roll kinds; none for most systems. */
  get encounterKinds(): readonly RollKindDef[] {
    const system = this.host.system;
    if (!system) return [];
    return system.combat.encounterRolls.flatMap((id) => system.rollKinds.kinds.filter((k) => k.id === id));
  }

  /** Rolls an encounter roll with the values typed; the result (words and every die) goes into the campaign's dice log. */
  rollEncounter(kindId: string, input: Readonly<Record<string, string>>): RollKindResult | RollKindProblem | null {
    const system = this.host.system;
    const kind = this.encounterKinds.find((k) => k.id === kindId);
    if (!system || !kind) return null;
    return this.host.dice.rollKind(system.rollKinds, kind, input, kind.name);
  }

  /** The system's monster model (its own, or the plain stat line of a system without one). */
  get model(): MonsterModelDef | null {
    const system = this.host.system;
    return system ? monsterModelOf(system) : null;
  }

  /**
   * The figures the model gives the inputs as typed, to show before adding (hit points from fixed dice: the ones added
   * roll their own), or why it cannot; null while nothing is typed.
   */
  figuresFor(form: MonsterForm): MonsterFigures | Problem | null {
    const model = this.model;
    if (!model || Object.values(form.input).every((v) => v.trim() === '')) return null;
    return buildMonster(model, form.name.trim() || 'Monster', form.input, createSeededRandom(1));
  }

  /** Builds the context core's transitions need: the system, the members as stored now, the time and fresh ids. */
  private async context(): Promise<{ ctx: combat.CombatContext; revs: Readonly<Record<string, string>> } | null> {
    const system = this.host.system;
    if (!system || !this.host.editing) return null;
    const { members, revs } = trackerMembers(await this.host.readMembers(), this.host.memberSummaries);
    return { ctx: { system, members, now: nowIso(), newId: () => newId<'Combat'>() }, revs };
  }

  /** Runs one transition and writes what it changed (the campaign, and the characters whose hit points moved). */
  private run(step: (campaign: CampaignDocument, ctx: combat.CombatContext) => combat.CombatUpdate | Problem): Promise<boolean> {
    // Each step reads the fight and its members once the step clicked before it is stored (an undo, then End at once).
    return this.host.exclusive(async () => {
      const campaign = this.host.editing;
      const made = await this.context();
      if (!campaign || !made) return false;
      const result = step($state.snapshot(campaign) as CampaignDocument, made.ctx);
      if ('problem' in result) {
        this.host.say(result.problem);
        return false;
      }
      const revs = Object.fromEntries(result.characters.flatMap((c) => (made.revs[c.id] ? [[c.id, made.revs[c.id] as string]] : [])));
      return this.host.commitWith(result, revs);
    });
  }

  /** Starts a fight with the members in play (or those given), tied to a session when one is given. */
  async start(options: { readonly memberIds?: readonly string[]; readonly sessionId?: string | null } = {}): Promise<boolean> {
    this.#selected = null;
    this.#confirmingEnd = false;
    return this.run((c, ctx) => combat.startCombat(c, ctx, options));
  }

  /** How many monsters the form asks for, or null (said) when it is not a whole number. */
  private countOf(form: MonsterForm): number | null {
    const text = form.count.trim();
    const count = text === '' ? 1 : Number(text);
    if (Number.isInteger(count)) return count;
    this.host.say('How many is a whole number.');
    return null;
  }

  /** Adds monsters as typed in the form; what the model rolls (hit points from hit dice) goes into the dice log. */
  async addMonsters(form: MonsterForm): Promise<boolean> {
    const count = this.countOf(form);
    if (count === null) return false;
    const input: combat.MonsterInput = { name: form.name, input: { ...form.input }, count };
    return this.run((c, ctx) => combat.addMonsters(c, ctx, input, { rng: this.rng }));
  }

  /** Saves the monster typed in the form to the campaign's list, for the next fights. */
  async saveMonster(form: MonsterForm): Promise<boolean> {
    const model = this.model;
    if (!model) return false;
    const template: MonsterTemplate = { id: newId<'Monster'>(), name: form.name.trim(), input: { ...form.input }, initiativeModifier: 0, notes: '' };
    return this.host.change((c) => addMonsterTemplate(c, model, template), [`${template.name} saved for later fights.`]);
  }

  /** Whether a monster in the fight can be saved to this campaign's list: its inputs kept, no monster of its kind saved here. */
  canSave(combatantId: string): boolean {
    const c = this.host.editing?.combat?.combatants.find((x) => x.id === combatantId);
    if (!c?.monster?.input) return false;
    const kind = c.group.trim().toLocaleLowerCase('en');
    return !this.library.some((m) => m.here && m.template.name.trim().toLocaleLowerCase('en') === kind);
  }

  /** Saves a monster of the fight (its kind, as it was added) to this campaign's list, and so to the library. */
  async saveFromFight(combatantId: string): Promise<boolean> {
    const model = this.model;
    const c = this.host.editing?.combat?.combatants.find((x) => x.id === combatantId);
    if (!model || !c?.monster?.input) return false;
    const template: MonsterTemplate = { id: newId<'Monster'>(), name: c.group, input: { ...c.monster.input }, initiativeModifier: 0, notes: '' };
    return this.host.change((doc) => addMonsterTemplate(doc, model, template), [`${template.name} saved to the monster library.`]);
  }

  async forgetMonster(id: string): Promise<boolean> {
    return this.host.change((c) => removeMonsterTemplate(c, id));
  }

  /** Rolls initiative for everyone (or only those without one, e.g. monsters added later). */
  async rollInitiative(onlyUnrolled = false): Promise<boolean> {
    return this.run((c, ctx) => combat.rollForInitiative(c, ctx, this.rng, { onlyUnrolled }));
  }

  /** A member's statement of intent for the round (early, after the GM, or none), counted on the next roll. */
  async setIntent(id: string, intent: 'early' | 'late' | null): Promise<boolean> {
    return this.run((c, ctx) => combat.setIntent(c, ctx, id, intent));
  }

  /** Keeps last round's order when the new round offers initiative (a system that rolls it each round). */
  async keepInitiative(): Promise<boolean> {
    return this.run((c, ctx) => combat.keepInitiative(c, ctx));
  }

  /** Sets a combatant's initiative total by hand (physical dice). */
  async setInitiative(id: string, text: string): Promise<boolean> {
    const total = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(total)) {
      this.host.say('An initiative total is a whole number.');
      return false;
    }
    return this.run((c, ctx) => combat.setInitiative(c, ctx, id, total));
  }

  async nextTurn(): Promise<boolean> {
    this.#selected = null;
    return this.run((c, ctx) => combat.nextTurn(c, ctx));
  }

  async delay(): Promise<boolean> {
    this.#selected = null;
    return this.run((c, ctx) => combat.delayTurn(c, ctx));
  }

  async actNow(id: string): Promise<boolean> {
    return this.run((c, ctx) => combat.actNow(c, ctx, id));
  }

  /**
   * Damage (or healing) typed as text, to one combatant; `extra` carries what the system's damage asks besides the
   * amount (a damage bonus) and dice typed from the table for a damage that rolls (a Toughness save).
   */
  async changeHealth(id: string, text: string, kind: 'damage' | 'heal', extra: { readonly input?: Readonly<Record<string, string>>; readonly faces?: string } = {}): Promise<boolean> {
    const amount = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(amount) || amount < 0) {
      this.host.say(`Type the ${kind === 'damage' ? 'damage' : 'healing'} as a whole number of 0 or more.`);
      return false;
    }
    const rng = this.dice(extra.faces);
    if (!rng) return false;
    const options = { rng, ...(extra.input ? { input: extra.input } : {}) };
    return this.run((c, ctx) => (kind === 'damage' ? combat.applyDamage(c, ctx, id, amount, options) : combat.heal(c, ctx, id, amount, options)));
  }

  /** The dice for a roll: faces typed from the table, or the tracker's own; null (said) when the faces are not readable. */
  private dice(faces: string | undefined): RandomSource | null {
    if (faces === undefined || faces.trim() === '') return this.rng;
    const parsed = parseFaces(faces);
    if (!parsed) {
      this.host.say('Type the dice as whole numbers, separated by spaces or commas (for example 14, or 6 6 3).');
      return null;
    }
    return typedDice(parsed);
  }

  /** A roll the fight asks of a member (a death save at the end of the round), its dice rolled or typed. */
  async rollAsked(combatantId: string, actionId: string, faces = ''): Promise<boolean> {
    const rng = this.dice(faces);
    if (!rng) return false;
    return this.run((c, ctx) => combat.memberRoll(c, ctx, combatantId, actionId, {}, rng));
  }

  /** Stops asking for a roll (the GM rules it away). */
  async dismissAsked(combatantId: string, actionId: string): Promise<boolean> {
    return this.run((c, ctx) => combat.dismissAsked(c, ctx, combatantId, actionId));
  }

  async setDefeated(id: string, defeated: boolean): Promise<boolean> {
    return this.run((c, ctx) => combat.setDefeated(c, ctx, id, defeated));
  }

  async remove(id: string): Promise<boolean> {
    return this.run((c, ctx) => combat.removeCombatant(c, ctx, id));
  }

  /** Puts a condition on a combatant; rounds empty for "until removed". */
  async addCondition(targetId: string, conditionId: string, roundsText: string, note = ''): Promise<boolean> {
    const rounds = roundsText.trim() === '' ? null : Number(roundsText);
    const choices = this.conditionChoices;
    return this.run((c, ctx) => combat.addCondition(c, ctx, { targetId, conditionId, rounds, note }, choices));
  }

  async removeCondition(instanceId: string, combatantId?: string): Promise<boolean> {
    return this.run((c, ctx) => combat.removeCondition(c, ctx, instanceId, combatantId));
  }

  async undo(): Promise<boolean> {
    return this.run((c, ctx) => combat.undoLast(c, ctx));
  }

  /** True while the page asks whether to end the fight (issue 21 §4: ending is asked first, never one slip). */
  get confirmingEnd(): boolean {
    return this.#confirmingEnd;
  }

  /** Asks whether to end the fight; {@link end} ends it, {@link cancelEnd} goes back to it. */
  askEnd(): void {
    this.#confirmingEnd = true;
  }

  cancelEnd(): void {
    this.#confirmingEnd = false;
  }

  /** The fight ended last, while its end can still be undone (until another fight starts). */
  get ended(): { readonly rounds: number; readonly endedAt: string } | null {
    const ended = this.host.editing?.endedFight;
    return ended && !this.host.editing?.combat ? { rounds: ended.combat.round, endedAt: ended.endedAt } : null;
  }

  /** Takes back the end of the last fight: the fight as it stood, its summary out of the session, the clock back. */
  async reopen(): Promise<boolean> {
    this.#selected = null;
    this.#confirmingEnd = false;
    return this.run((c) => combat.reopenCombat(c));
  }

  /** Ends the fight: its summary goes to its session, and the clock moves on by the rounds fought. */
  async end(): Promise<boolean> {
    this.#selected = null;
    this.#confirmingEnd = false;
    return this.run((c, ctx) => {
      const roundSeconds = ctx.system.time.roundSeconds;
      return combat.endCombat(c, ctx, roundSeconds === null ? {} : { roundSeconds });
    });
  }

  /** Ties the fight to a session of the journal (where its summary goes). */
  async setSession(sessionId: string | null): Promise<boolean> {
    return this.host.change((c) => combat.setCombatSession(c, sessionId));
  }
}
