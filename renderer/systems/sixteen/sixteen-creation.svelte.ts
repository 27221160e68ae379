import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue } from '../../../core/systems/types';
import type { SixteenData } from '../../../core/systems/sixteen/character';
import * as steps from '../../../core/systems/sixteen/creation-steps';
import type { CreationState } from '../../lib/state/creation.svelte';
import type { SixteenEdit } from '../../../core/systems/sixteen/commands';
import { asSixteen, oneView, type SixteenEditor } from './editor';

/**
 * The 16+ creation steps' view of the generic flow: typed access to the payload, and each control wired to a pure
 * transition of `core/systems/sixteen` (an edit's, or a creation step's) whose result the flow applies (and saves).
 * No rule is here. Getters only, no `$derived` fields: one view serves every step component in turn, created lazily inside a
 * component's `$derived`, so it must not own reactions that would die with that component.
 */
export class SixteenCreation implements SixteenEditor {
  constructor(readonly flow: CreationState) {}

  get doc(): CharacterDocument<SixteenData> {
    return asSixteen(this.flow.doc);
  }
  get data(): SixteenData {
    return this.doc.data;
  }
  get derived(): readonly DerivedValue[] {
    return this.flow.derived;
  }

  edit<I>(edit: SixteenEdit<I>, input: I): string | null {
    return this.flow.apply(edit.apply($state.snapshot(this.data) as SixteenData, input, () => globalThis.crypto.randomUUID()));
  }

  setConcept(concept: string): string | null {
    return this.flow.apply(steps.setConcept($state.snapshot(this.data) as SixteenData, concept));
  }

  /** How a skill test counts the stat (001:1 does not say); "single" is recorded as a house rule. */
  setSkillStatReading(reading: SixteenData['variants']['skillStat']): string | null {
    return this.flow.apply(steps.setSkillStatReading(asSixteen($state.snapshot(this.flow.doc) as CharacterDocument), reading));
  }
}

const views = new WeakMap<CreationState, SixteenCreation>();

/** The one 16+ view of a flow. */
export const sixteenCreation = (flow: CreationState): SixteenCreation => oneView(views, flow, (f) => new SixteenCreation(f));
