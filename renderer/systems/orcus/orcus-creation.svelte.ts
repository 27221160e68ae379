import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue } from '../../../core/systems/types';
import type { AbilityId, AbilityScores, AlignmentId, AncestryEntry, ClassEntry, OrcusData, PowerEntry, PowerKind, SkillId } from '../../../core/systems/orcus/character';
import { pointBuyCost } from '../../../core/systems/orcus/data/abilities';
import * as steps from '../../../core/systems/orcus/creation-steps';
import { generationPool } from '../../../core/systems/orcus/rules/generation';
import { fitPowers, openSlots, type PowerFit } from '../../../core/systems/orcus/rules/slots';
import { featSlots } from '../../../core/systems/orcus/data/levels';
import type { CreationState } from '../../lib/state/creation.svelte';
import { applyGear, type GearOp } from '../../../core/systems/orcus/gear-steps';
import type { StepResult } from '../../../core/systems/types';
import { asOrcus, type OrcusEditor } from './editor';

/** A transition over the payload, as `core/systems/orcus/creation-steps` writes them. */
type OrcusChange = (data: OrcusData) => StepResult<OrcusData>;

/** One ability under point buy: its score, what it costs, and why it cannot go up or down (null when it can). */
export interface PointBuyRow {
  readonly ability: AbilityId;
  readonly score: number;
  readonly cost: number | null;
  readonly lower: string | null;
  readonly raise: string | null;
}

/**
 * The Orcus creation steps' view of the generic flow: typed access to the payload, and each control wired to a pure
 * transition of `core/systems/orcus/creation-steps` (or `gear-steps`) whose result the flow applies and saves. No
 * rule is here: where a button must say whether it can be used, the view asks the transition and reads its answer.
 */
export class OrcusCreation implements OrcusEditor {
  #lastDice = $state<readonly string[]>([]);

  constructor(readonly flow: CreationState) {}

  // Getters, not $derived fields: one view serves every step component in turn, so it must not own reactions that
  // die with the component that happened to create it. Each read follows the flow's document, which is reactive.
  get doc(): CharacterDocument<OrcusData> {
    return asOrcus(this.flow.doc);
  }
  get data(): OrcusData {
    return this.doc.data;
  }
  get derived(): readonly DerivedValue[] {
    return this.flow.derived;
  }
  /** The flow shows what a change altered at the top of the step, so the editors add nothing of their own. */
  get said(): readonly string[] {
    return [];
  }
  /** The dice of the last roll made in this session, one line a set (the history keeps every roll). */
  get lastDice(): readonly string[] {
    return this.#lastDice;
  }

  private plain(): OrcusData {
    return $state.snapshot(this.data) as OrcusData;
  }
  private plainDoc(): CharacterDocument<OrcusData> {
    return asOrcus($state.snapshot(this.doc) as CharacterDocument);
  }

  private run(change: OrcusChange): string | null {
    return this.flow.apply(change(this.plain()));
  }

  /** An equipment change of the creation flow's shop, applied as a step (the flow records it). */
  gear(op: GearOp): string | null {
    return this.run((d) => applyGear(d, op, globalThis.crypto.randomUUID()));
  }

  // Concept.
  setName(name: string): void {
    this.flow.setName(name);
  }
  setConcept(concept: string): string | null {
    return this.run((d) => steps.setConcept(d, concept));
  }
  chooseAlignment(id: AlignmentId): string | null {
    return this.flow.apply(steps.chooseAlignment(this.plainDoc(), id));
  }
  addLanguage(name: string, source: 'ancestry' | 'chosen'): string | null {
    return this.run((d) => steps.addLanguage(d, name, source));
  }
  removeLanguage(name: string): string | null {
    return this.run((d) => steps.removeLanguage(d, name));
  }

  // Ability scores.
  /** Points spent and left under point buy, or null for the other methods. */
  get balance(): { readonly spent: number; readonly left: number } | null {
    return steps.pointBuyBalance(this.data);
  }
  /** The rolled results or the standard array still to place; null for point buy or before a method. */
  get pool(): readonly number[] | null {
    return generationPool(this.data.abilities);
  }

  /** Each ability under point buy with its cost and whether one more or one less is allowed (asked of core). */
  pointBuyRows(order: readonly AbilityId[]): readonly PointBuyRow[] {
    const base = this.data.abilities.method === 'point-buy' ? this.data.abilities.base : null;
    if (!base) return [];
    const data = this.plain();
    const why = (a: AbilityId, score: number): string | null => {
      const r = steps.setPointBuyScore(data, a, score);
      return 'problem' in r ? r.problem : null;
    };
    return order.map((a) => ({ ability: a, score: base[a], cost: pointBuyCost(base[a]), lower: why(a, base[a] - 1), raise: why(a, base[a] + 1) }));
  }

  startPointBuy(): string | null {
    this.#lastDice = [];
    return this.run((d) => steps.startPointBuy(d));
  }
  stepScore(ability: AbilityId, delta: 1 | -1): string | null {
    const base = this.data.abilities.base;
    if (!base) return 'Choose point buy first.';
    return this.run((d) => steps.setPointBuyScore(d, ability, base[ability] + delta));
  }
  useStandardArray(): string | null {
    this.#lastDice = [];
    return this.run((d) => steps.useStandardArray(d));
  }
  rollAbilities(): string | null {
    const result = steps.rollAbilities(this.plain(), this.flow.rng);
    this.#lastDice = 'data' in result ? [...(result.dice ?? [])] : [];
    return this.flow.apply(result);
  }
  /** Six sets of four dice rolled at the table. */
  enterRolls(sets: readonly (readonly number[])[]): string | null {
    const result = steps.enterRolls(this.plain(), sets);
    if ('data' in result) this.#lastDice = [...(result.dice ?? [])];
    return this.flow.apply(result);
  }
  /** Gives `ability` the placed score `value`; the ability that held it takes the old one (a swap, 002:246, 002:248). */
  place(ability: AbilityId, value: number, order: readonly AbilityId[]): string | null {
    const base = this.data.abilities.base;
    if (!base || base[ability] === value) return null;
    const other = order.find((a) => a !== ability && base[a] === value);
    if (!other) return `${value} is not one of the scores to place.`;
    return this.run((d) => steps.swapScores(d, ability, other));
  }
  assign(scores: AbilityScores): string | null {
    return this.run((d) => steps.assignScores(d, scores));
  }

  // Ancestry, class and kit (entered by hand).
  setAncestry(input: AncestryEntry): string | null {
    return this.run((d) => steps.setAncestry(d, input));
  }
  setClass(input: ClassEntry): string | null {
    return this.run((d) => steps.setClass(d, input));
  }
  setKit(kit: string): string | null {
    return this.run((d) => steps.setKit(d, kit));
  }

  // Skills.
  toggleSkill(id: SkillId): string | null {
    return this.run((d) => steps.toggleSkill(d, id));
  }

  // Feats and powers.
  /** The slots of the character's level with the powers fitted into them (Appendix A). */
  get fit(): PowerFit {
    return fitPowers(this.data.powers, this.data.level);
  }
  get featSlots(): number {
    return featSlots(this.data.level);
  }
  get open(): { readonly powers: number; readonly feats: number } {
    return openSlots(this.data.powers, this.data.feats, this.data.level);
  }
  addFeat(name: string, note: string): string | null {
    return this.run((d) => steps.addFeat(d, { name, note, level: d.level }));
  }
  removeFeat(index: number): string | null {
    return this.run((d) => steps.removeFeat(d, index));
  }
  addPower(name: string, kind: PowerKind, level: number, note: string): string | null {
    return this.run((d) => steps.addPower(d, { name, kind, level, note }));
  }
  /** Removes a power shown in a slot (found by what it is, so a stale copy still finds it). */
  removePower(power: PowerEntry): string | null {
    return this.run((d) => {
      const i = d.powers.findIndex((p) => p.name === power.name && p.kind === power.kind && p.level === power.level && p.note === power.note);
      return steps.removePower(d, i);
    });
  }
}

const views = new WeakMap<CreationState, OrcusCreation>();

/** The one Orcus view of a flow (so the last roll survives moving between steps). */
export function orcusCreation(flow: CreationState): OrcusCreation {
  let view = views.get(flow);
  if (!view) {
    view = new OrcusCreation(flow);
    views.set(flow, view);
  }
  return view;
}
