import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue, StepResult } from '../../../core/systems/types';
import type { AbilityId, MurdhamData } from '../../../core/systems/murdham/character';
import { creationCap } from '../../../core/systems/murdham/rules/abilities';
import { ABILITY_LIMITS } from '../../../core/systems/murdham/data/rules';
import * as steps from '../../../core/systems/murdham/creation-steps';
import { applyEdit, type MurdhamEdit } from '../../../core/systems/murdham/commands';
import type { CreationState } from '../../lib/state/creation.svelte';
import { asMurdham, type MurdhamEditor } from './editor';

/**
 * The Murdham creation steps' view of the generic flow: typed access to the payload, and each control wired to a pure
 * transition of `core/systems/murdham/creation-steps` whose result the flow applies (and saves). No rule is here.
 */
export class MurdhamCreation implements MurdhamEditor {
  #lastRoll = $state<readonly string[]>([]);

  constructor(readonly flow: CreationState) {}

  get doc(): CharacterDocument<MurdhamData> {
    return asMurdham(this.flow.doc);
  }
  get data(): MurdhamData {
    return this.doc.data;
  }
  get derived(): readonly DerivedValue[] {
    return this.flow.derived;
  }
  /** The dice of the last house-rule roll made in this session (the history keeps every one). */
  get lastRoll(): readonly string[] {
    return this.#lastRoll;
  }
  /** The highest score this character may be given: 15 for a human, 19 otherwise (000:72). */
  get cap(): number {
    return creationCap(this.data.human);
  }

  /** Whether a typed number can be this character's score at creation (core says why not on entering). */
  fits(score: number): boolean {
    return Number.isInteger(score) && score >= ABILITY_LIMITS.min && score <= this.cap;
  }

  private plain(): MurdhamData {
    return $state.snapshot(this.data) as MurdhamData;
  }
  private plainDoc(): CharacterDocument<MurdhamData> {
    return asMurdham($state.snapshot(this.doc) as CharacterDocument);
  }

  edit(input: MurdhamEdit): string | null {
    return this.flow.apply(applyEdit(this.plain(), input));
  }

  setName(name: string): void {
    this.flow.setName(name);
  }

  setPeople(people: { human: boolean; ancestry: string; concept: string }): string | null {
    return this.flow.apply(steps.setPeople(this.plain(), people));
  }

  /** Scores typed from the player's own method; the refusal in one sentence, or null. */
  enterAbilities(scores: Partial<Record<AbilityId, number>>): string | null {
    return this.flow.apply(steps.enterAbilities(this.plainDoc(), scores));
  }

  /** Rolls 2d6+3 for each ability in order (the labelled house rule); returns the dice in words. */
  rollAbilities(): readonly string[] {
    const result: StepResult<MurdhamData> = steps.rollAbilities(this.plainDoc(), this.flow.rng);
    this.flow.apply(result);
    this.#lastRoll = 'dice' in result ? [...(result.dice ?? [])] : [];
    return this.#lastRoll;
  }

  setShillings(amount: number): string | null {
    return this.flow.apply(steps.setShillings(this.plain(), amount));
  }
}

const views = new WeakMap<CreationState, MurdhamCreation>();

/** The one Murdham view of a flow (so the last roll survives moving between steps). */
export function murdhamCreation(flow: CreationState): MurdhamCreation {
  let view = views.get(flow);
  if (!view) {
    view = new MurdhamCreation(flow);
    views.set(flow, view);
  }
  return view;
}
