import { listSystems, loadSystem, systemManifest, type SystemManifest } from '../../../core/systems/registry';
import type { AnySystem, RollKindDef, RollKindResult } from '../../../core/systems/types';
import type { CampaignsState } from './campaigns.svelte';
import type { DiceState } from './dice.svelte';
import type { SettingsState } from './settings.svelte';

/** The system offered before any was chosen and without a campaign: the first the build lists. */
function fallbackSystem(): string {
  return listSystems()[0]?.id ?? '';
}

/** The last roll of a kind, for the result line under the form. */
export interface KindRollShown {
  readonly kind: string;
  readonly result: RollKindResult;
}

/**
 * The dice view's system rolls: which system's conventions are offered (the open campaign's, unless another was picked
 * while it is open; without a campaign, the one last chosen, remembered in settings), the kind chosen, the values
 * typed for it, and the last result or refusal. The rules are the system's (`rollKinds.roll`); rolls go to the same
 * log as the plain dice.
 */
export class DiceKindsState {
  /** A system picked here while a campaign was open: it holds for that campaign only, until the campaign changes. */
  #picked = $state<{ readonly systemId: string; readonly campaignId: string } | null>(null);
  #system = $state.raw<AnySystem | null>(null);
  #kindBySystem = $state<Record<string, string>>({});
  /** What is typed, by system, kind and input id; a value never typed shows the input's default. */
  #values = $state<Record<string, string>>({});
  #label = $state('');
  #error = $state<string | null>(null);
  /** The input the refusal points at, or null. */
  #errorInput = $state<string | null>(null);
  #last = $state.raw<KindRollShown | null>(null);

  constructor(
    private readonly dice: DiceState,
    private readonly campaigns: CampaignsState,
    private readonly settings: SettingsState,
  ) {}

  /** Every system, for the picker. */
  get systems(): readonly SystemManifest[] {
    return listSystems();
  }

  /** The system whose conventions are offered now. */
  get systemId(): string {
    const campaign = this.campaigns.editing;
    if (campaign) return this.#picked?.campaignId === campaign.id ? this.#picked.systemId : campaign.system;
    const remembered = this.settings.value.diceSystem;
    return remembered !== null && systemManifest(remembered) ? remembered : fallbackSystem();
  }

  /** The system's code once loaded (see {@link load}); null while it loads or when the id is unknown. */
  get system(): AnySystem | null {
    const s = this.#system;
    return s && s.id === this.systemId ? s : null;
  }

  /** Loads the offered system's code; the view calls it whenever {@link systemId} changes. */
  async load(): Promise<void> {
    const id = this.systemId;
    const system = await loadSystem(id);
    if (system && id === this.systemId) this.#system = system;
  }

  /** Offers another system's conventions, remembered for the next time (and for this campaign while it stays open). */
  async choose(systemId: string): Promise<void> {
    if (!systemManifest(systemId)) return;
    const campaign = this.campaigns.editing;
    this.#picked = campaign ? { systemId, campaignId: campaign.id } : null;
    this.#error = null;
    this.#errorInput = null;
    this.#last = null;
    await this.settings.set('diceSystem', systemId);
    await this.load();
  }

  /** The system's roll kinds (empty while it loads). */
  get kinds(): readonly RollKindDef[] {
    return this.system?.rollKinds.kinds ?? [];
  }

  /** The kind chosen (the system's first until another is chosen). */
  get kind(): RollKindDef | null {
    const kinds = this.kinds;
    return kinds.find((k) => k.id === this.#kindBySystem[this.systemId]) ?? kinds[0] ?? null;
  }

  chooseKind(kindId: string): void {
    this.#kindBySystem = { ...this.#kindBySystem, [this.systemId]: kindId };
    this.#error = null;
    this.#errorInput = null;
  }

  #key(inputId: string): string {
    return `${this.systemId}/${this.kind?.id ?? ''}/${inputId}`;
  }

  /** What the input shows: what was typed, or its default. */
  value(inputId: string): string {
    const typed = this.#values[this.#key(inputId)];
    if (typed !== undefined) return typed;
    const def = this.kind?.inputs.find((i) => i.id === inputId);
    return def ? String(def.default) : '';
  }

  setValue(inputId: string, text: string): void {
    this.#values = { ...this.#values, [this.#key(inputId)]: text };
  }

  /** What the roll is for; the kind's name when left empty. */
  get label(): string {
    return this.#label;
  }
  set label(value: string) {
    this.#label = value;
  }

  /** Why the last roll was refused, in one sentence. */
  get error(): string | null {
    return this.#error;
  }

  /** The id of the input the last refusal points at (marked invalid on the form), or null. */
  get errorInput(): string | null {
    return this.#errorInput;
  }

  /** The last roll made here, with its verdict. */
  get last(): KindRollShown | null {
    return this.#last;
  }

  /** Rolls the chosen kind with the values shown; a refusal keeps every value typed. */
  roll(): RollKindResult | null {
    const system = this.system;
    const kind = this.kind;
    if (!system || !kind) return null;
    const input = Object.fromEntries(kind.inputs.map((i) => [i.id, this.value(i.id)]));
    const result = this.dice.rollKind(system.rollKinds, kind, input, this.#label);
    if ('problem' in result) {
      this.#error = result.problem;
      this.#errorInput = result.input ?? null;
      return null;
    }
    this.#error = null;
    this.#errorInput = null;
    this.#last = { kind: kind.name, result };
    return result;
  }
}
