import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue, StepResult } from '../../../core/systems/types';
import type { OrcusData } from '../../../core/systems/orcus/character';
import type { CreationState } from '../../lib/state/creation.svelte';
import { applyGear, type GearOp } from '../../../core/systems/orcus/gear-steps';
import { asOrcus, type OrcusEditor } from './editor';

/**
 * The Orcus creation steps' view of the generic flow: typed access to the payload, and `step`, which runs a pure
 * transition of `core/systems/orcus/creation-steps` (or `gear-steps`) on a plain copy and has the flow apply and save
 * its result. No rule is here: where a button must say whether it can be used, core answers (`pointBuyRows`).
 */
export class OrcusCreation implements OrcusEditor {
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

  /** Runs a transition over a plain copy of the payload; the refusal in one sentence, or null. */
  step(change: (data: OrcusData) => StepResult<OrcusData>): string | null {
    return this.flow.apply(change($state.snapshot(this.data) as OrcusData));
  }

  /** Runs a transition over a plain copy of the document (one that changes the house rules too). */
  stepDoc(change: (doc: CharacterDocument<OrcusData>) => StepResult<OrcusData>): string | null {
    return this.flow.apply(change(asOrcus($state.snapshot(this.doc) as CharacterDocument)));
  }

  /** An equipment change of the creation flow's shop, applied as a step (the flow records it). */
  gear(op: GearOp): string | null {
    return this.step((d) => applyGear(d, op, globalThis.crypto.randomUUID()));
  }
}

const views = new WeakMap<CreationState, OrcusCreation>();

/** The one Orcus view of a flow, shared by its steps. */
export function orcusCreation(flow: CreationState): OrcusCreation {
  let view = views.get(flow);
  if (!view) {
    view = new OrcusCreation(flow);
    views.set(flow, view);
  }
  return view;
}
