import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue } from '../../../core/systems/types';
import type { TrueSrdData } from '../../../core/systems/true-srd/character';
import type { CreationState } from '../../lib/state/creation.svelte';
import { asTrueSrd, type TrueSrdChange, type TrueSrdEditor } from './editor';

/**
 * The True SRD creation steps' view of the generic flow: typed access to the payload, and each control wired to a
 * pure transition of `core/systems/true-srd/creation-steps` whose result the flow applies (and saves). No rule is
 * here. Getters only, no `$derived` fields: one view serves every step component in turn, created lazily inside a
 * component's `$derived`, so it must not own reactions that would die with that component.
 */
export class TrueSrdCreation implements TrueSrdEditor {
  constructor(readonly flow: CreationState) {}

  get doc(): CharacterDocument<TrueSrdData> {
    return asTrueSrd(this.flow.doc);
  }
  get data(): TrueSrdData {
    return this.doc.data;
  }
  get derived(): readonly DerivedValue[] {
    return this.flow.derived;
  }

  private plain(): TrueSrdData {
    return $state.snapshot(this.data) as TrueSrdData;
  }

  run(change: TrueSrdChange): string | null {
    return this.flow.apply(change(this.plain()));
  }

  setName(name: string): void {
    this.flow.setName(name);
  }
}

const views = new WeakMap<CreationState, TrueSrdCreation>();

/** The one True SRD view of a flow. */
export function trueSrdCreation(flow: CreationState): TrueSrdCreation {
  let view = views.get(flow);
  if (!view) {
    view = new TrueSrdCreation(flow);
    views.set(flow, view);
  }
  return view;
}
