import type { CharacterDocument } from '../../../core/documents/character';
import type { StepResult } from '../../../core/systems/types';
import { darkDungeons } from '../../../core/systems/dark-dungeons/system';
import { ABILITY_ORDER, baseScores, finalScores, type AbilityId, type ClassId, type DarkDungeonsData } from '../../../core/systems/dark-dungeons/character';
import { CLASS_IDS } from '../../../core/systems/dark-dungeons/data/classes';
import { adjustmentRoom, classEligibility } from '../../../core/systems/dark-dungeons/rules/adjustment';
import { rerollVerdict, type RolledSet } from '../../../core/systems/dark-dungeons/rules/rolling';
import * as steps from '../../../core/systems/dark-dungeons/creation-steps';
import type { WeaponUser } from '../../../core/systems/dark-dungeons/data/weapons';
import type { CreationState } from '../../lib/state/creation.svelte';

/** The open document as a Dark Dungeons one; these components are only ever shown for Dark Dungeons drafts. */
export function asDarkDungeons(doc: CharacterDocument | null): CharacterDocument<DarkDungeonsData> {
  if (!doc || !darkDungeons.owns(doc)) throw new Error('A Dark Dungeons step was shown for another system’s character.');
  return doc;
}

/**
 * The Dark Dungeons creation steps' view of the generic flow: typed access to the payload, and each button wired to
 * a pure transition of `core/systems/dark-dungeons/creation-steps` whose result the flow applies. No rule is here.
 */
export class DarkDungeonsCreation {
  #lastRolls = $state<readonly RolledSet[]>([]);
  /** Scores being typed from physical dice, kept here so moving between steps loses none of them. */
  #typed = $state<Record<AbilityId, string> | null>(null);
  #scoreMode = $state<'roll' | 'type' | null>(null);

  constructor(readonly flow: CreationState) {}

  get doc(): CharacterDocument<DarkDungeonsData> {
    return asDarkDungeons(this.flow.doc);
  }
  get data(): DarkDungeonsData {
    return this.doc.data;
  }
  /** The sets rolled by the last ability roll, rerolls included, to show every die. */
  get lastRolls(): readonly RolledSet[] {
    return this.#lastRolls;
  }

  // Getters, not $derived fields: one view serves every step component in turn, so it must not own reactions that
  // die with the component that happened to create it. Each read follows the flow's document, which is reactive.
  get base() {
    return baseScores(this.data);
  }
  get final() {
    return finalScores(this.data);
  }
  get eligibility() {
    const base = this.base;
    return base ? CLASS_IDS.map((c) => classEligibility(c, base)) : [];
  }
  /** Each class's state with the scores as rolled, before any GM swap: the swap is for the classes shut here. */
  get unswappedEligibility() {
    const rolled = this.data.rolled;
    return rolled ? CLASS_IDS.map((c) => classEligibility(c, rolled)) : [];
  }

  private run(result: StepResult<DarkDungeonsData>): string | null {
    return this.flow.apply(result);
  }

  setName(name: string): void {
    this.flow.setName(name);
  }

  /** A plain field change (concept, alignment, skills...); the system's reconcile keeps the rest in line. */
  update(change: (d: DarkDungeonsData) => DarkDungeonsData): void {
    this.run({ data: change(this.data) });
  }

  rollAbilities(): void {
    const result = steps.rollAbilities(this.doc, this.flow.rng);
    this.#lastRolls = result.sets;
    this.run(result);
  }

  /** Typed scores; returns sentences to show (a refusal, or the note that the reroll rule applies). */
  typeScores(scores: Partial<Record<AbilityId, number>>): string[] {
    const result = steps.typeScores(this.doc, scores);
    if ('problem' in result) return [result.problem];
    this.#lastRolls = [];
    this.run(result);
    return [...(result.notices ?? [])];
  }

  /** Rolling here or typing real dice: the player's last choice, else how the scores on file were made. */
  get scoreMode(): 'roll' | 'type' {
    return this.#scoreMode ?? (this.data.rollMethod === 'typed' ? 'type' : 'roll');
  }
  set scoreMode(mode: 'roll' | 'type') {
    this.#scoreMode = mode;
  }

  /** The typed fields as the player left them (or the typed scores on file, the first time). */
  get typed(): Record<AbilityId, string> {
    if (this.#typed) return this.#typed;
    const d = this.data;
    return Object.fromEntries(ABILITY_ORDER.map((a) => [a, d.rollMethod === 'typed' && d.rolled ? String(d.rolled[a]) : ''])) as Record<AbilityId, string>;
  }

  setTyped(ability: AbilityId, text: string): void {
    this.#typed = { ...this.typed, [ability]: text };
  }

  /** The typed fields as numbers (NaN where empty). */
  private typedNumbers(): Record<AbilityId, number> {
    const t = this.typed;
    return Object.fromEntries(ABILITY_ORDER.map((a) => [a, t[a].trim() === '' ? Number.NaN : Number(t[a])])) as Record<AbilityId, number>;
  }

  /** Uses the typed scores (the "Use these scores" button). */
  useTyped(): string[] {
    return this.typeScores(this.typedNumbers());
  }

  /**
   * Once all six typed fields hold scores that differ from those on file, they are used as if "Use these scores" had
   * been pressed (called when a field is left): a player who typed them and pressed Next meant them. Returns the
   * sentences to show (the reroll rule's note), or nothing.
   */
  keepTyped(): string[] {
    const n = this.typedNumbers();
    const all = ABILITY_ORDER.every((a) => Number.isInteger(n[a]) && n[a] >= 3 && n[a] <= 18);
    const rolled = this.data.rolled;
    if (!all || (this.data.rollMethod === 'typed' && rolled && ABILITY_ORDER.every((a) => rolled[a] === n[a]))) return [];
    return this.typeScores(n);
  }

  /** Why the scores on file should have been rolled again (004:21), or '' when they stand. */
  get rerollReason(): string {
    const rolled = this.data.rolled;
    return rolled ? rerollVerdict(rolled).reason : '';
  }

  /** Chooses a class; returns why not when the scores cannot reach it. */
  chooseClass(classId: ClassId): string | null {
    return this.run(steps.chooseClass(this.doc, classId));
  }

  /** The GM swap for a class out of reach (chosen with it), or null to take the swap back. */
  setSwap(swap: DarkDungeonsData['swap'], classId?: ClassId): string | null {
    return this.run(steps.setSwap(this.doc, swap, classId ?? this.data.classId));
  }

  room(ability: AbilityId) {
    const d = this.data;
    return d.classId && this.base ? adjustmentRoom(d.classId, this.base, d.adjustments, ability) : null;
  }

  adjust(ability: AbilityId, delta: 1 | -1): string | null {
    return this.run(steps.adjust(this.data, ability, delta));
  }

  resetAdjustments(): void {
    this.run(steps.resetAdjustments(this.data));
  }

  /** Rolls the first hit die; returns the dice in words, or the refusal. */
  rollHitPoints(): string | null {
    const result = steps.rollFirstHitPoints(this.data, this.flow.rng);
    this.run(result);
    return 'problem' in result ? result.problem : (result.dice?.[0] ?? null);
  }

  enterHitDie(die: number): string | null {
    return this.run(steps.enterFirstHitDie(this.data, die));
  }

  rollMoney(): string | null {
    return this.run(steps.rollMoney(this.data, this.flow.rng));
  }

  enterMoney(gp: number): string | null {
    return this.run(steps.enterMoney(this.data, gp));
  }

  /** Buys from the list or a custom item; `pay` false adds it as a gift. */
  buy(item: steps.Purchase, pay = true): string | null {
    return this.run(steps.buyItem(this.data, item, globalThis.crypto.randomUUID(), pay));
  }

  setWorn(id: string, worn: boolean): string | null {
    return this.run(steps.setWorn(this.data, id, worn));
  }

  /** Whose equipment rules apply: a cleric with druidic vows follows the druid's. */
  get equipmentUser(): WeaponUser | null {
    const d = this.data;
    return d.classId === 'cleric' && d.vows.druidic ? 'druid' : d.classId;
  }

  remove(id: string, refund: boolean): string | null {
    return this.run(steps.removeItem(this.data, id, refund));
  }
}

const views = new WeakMap<CreationState, DarkDungeonsCreation>();

/** The one Dark Dungeons view of a flow (so the last rolls survive moving between steps). */
export function darkDungeonsCreation(flow: CreationState): DarkDungeonsCreation {
  let view = views.get(flow);
  if (!view) {
    view = new DarkDungeonsCreation(flow);
    views.set(flow, view);
  }
  return view;
}
