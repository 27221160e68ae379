import { createSystemRandom, type RandomSource } from '../../../core/dice';
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue, StepResult } from '../../../core/systems/types';
import type { DamageTrack, TrueSrdData, TrueSrdVariants } from '../../../core/systems/true-srd/character';
import { TRACK_ENTRIES } from '../../../core/systems/true-srd/data/damage-track';
import { setVariants } from '../../../core/systems/true-srd/creation-steps';
import { toughnessDifficulty, trackState, type DamageType, type RecoverableBox } from '../../../core/systems/true-srd/rules/toughness';
import * as play from '../../../core/systems/true-srd/play';
import { sentence } from '../../lib/state/progress.svelte';
import type { SheetState } from '../../lib/state/sheet.svelte';
import { asTrueSrd, type TrueSrdChange, type TrueSrdEditor } from './editor';
import { outcome, type Outcome } from './outcome';

/** A hit as the player describes it: the attack's damage bonus and what the Narrator adds (003:322-323, 003:251). */
export interface Hit {
  readonly damageBonus: number;
  readonly type: DamageType;
  /** Anything the Narrator adds to the save (a deliberate fall's +2, 003:400). */
  readonly modifier: number;
  /** A finesse attack that hit ignores armour (003:251). */
  readonly ignoreArmor: boolean;
}

/** Faces of the d20 that give the same result: "1–6: wounded (and dazed)". */
export interface FaceRange {
  readonly from: number;
  readonly to: number;
  /** What the track gets, in words; "no damage" when the save succeeds. */
  readonly result: string;
  readonly safe: boolean;
}

/** What a Toughness save against a hit needs, worked out before the die is rolled. */
export interface HitPreview {
  /** 15 + the damage bonus (003:322). */
  readonly difficulty: number;
  /** The lowest face from which every face saves; null when none does. */
  readonly needed: number | null;
  readonly faces: readonly FaceRange[];
}

/** A d20 typed from a real die, or null to roll it here. */
export type Face = number | null;

/**
 * The True SRD sheet's play actions over the open sheet: Toughness saves against hits, recovery checks, time passing,
 * Conviction, the dying check, fatigue and the table's readings. Every rule is a call into `core/systems/true-srd`
 * (mostly `play.ts`); a result with dice is committed with a history entry that keeps them, one without goes through
 * `sheet.apply`. Getters only: the view is created lazily inside a component's `$derived` and owns no reactions.
 */
export class TrueSrdSheet implements TrueSrdEditor {
  #outcome = $state<Outcome | null>(null);
  #writing: Promise<void> = Promise.resolve();

  constructor(
    readonly sheet: SheetState,
    readonly rng: RandomSource = createSystemRandom(),
  ) {}

  get doc(): CharacterDocument<TrueSrdData> {
    return asTrueSrd(this.sheet.doc);
  }
  get data(): TrueSrdData {
    return this.doc.data;
  }
  get derived(): readonly DerivedValue[] {
    return this.sheet.view?.derived ?? [];
  }
  /** What the last play action did, shown on the page until the next one. */
  get outcome(): Outcome | null {
    return this.#outcome;
  }

  /** The track in the rules' words, worst first ("Wounded, dazed, hurt 1"), or "Unhurt" (003:326-334). */
  get trackWords(): string {
    return trackState(this.data.damage) ?? 'Unhurt';
  }

  /** The payload as a plain copy, safe to hand to core. */
  plain(): TrueSrdData {
    return $state.snapshot(this.data) as TrueSrdData;
  }

  run(change: TrueSrdChange, summary = 'Sheet edited'): string | null {
    return this.sheet.apply(change(this.plain()), summary);
  }

  /** Resolves when the last change with dice is in the store. */
  settled(): Promise<void> {
    return this.#writing;
  }

  private die(face: Face): play.Die {
    return face === null ? { rng: this.rng } : { face };
  }

  /** Applies a result and says what it did: with dice, one store write with a history entry keeping them. */
  private settle(title: string, result: StepResult<TrueSrdData>): string | null {
    if ('problem' in result) {
      this.#outcome = outcome(title, { words: [result.problem], refused: true });
      return result.problem;
    }
    const said = outcome(title, { dice: result.dice ?? [], words: result.notices ?? [] });
    if (!result.dice?.length) {
      const problem = this.sheet.apply({ ...result, notices: [] }, title);
      this.#outcome = problem ? outcome(title, { words: [problem], refused: true }) : said;
      return problem;
    }
    const done = this.record(result.data, said);
    this.#writing = Promise.all([this.#writing, done]).then(() => undefined);
    return null;
  }

  private async record(data: TrueSrdData, said: Outcome): Promise<void> {
    this.#outcome = said;
    try {
      const problem = this.sheet.apply({ data, dice: [...said.dice] }, said.title);
      if (problem) throw new Error(problem);
    } catch (e) {
      this.#outcome = outcome(said.title, { words: [`Not saved: ${sentence(e)}`], refused: true });
    }
  }

  // The Toughness save (003:322-335).
  /**
   * What each face of the d20 would do to the track against this hit, worked out by the same core function that
   * applies the roll, so the table and the result can never disagree.
   */
  preview(hit: Hit): HitPreview | { readonly problem: string } {
    const data = this.plain();
    const faces: FaceRange[] = [];
    for (let face = 1; face <= 20; face++) {
      const r = play.takeHit(data, hit, { face });
      if ('problem' in r) return r;
      const result = changeWords(data.damage, r.data.damage, hit.type);
      const last = faces[faces.length - 1];
      if (last && last.result === result) faces[faces.length - 1] = { ...last, to: face };
      else faces.push({ from: face, to: face, result, safe: result === NO_DAMAGE });
    }
    const last = faces[faces.length - 1];
    return { difficulty: toughnessDifficulty(hit.damageBonus), needed: last?.safe ? last.from : null, faces };
  }

  takeHit(hit: Hit, face: Face): string | null {
    const sign = hit.damageBonus >= 0 ? '+' : '−';
    return this.settle(`Toughness save against ${sign}${Math.abs(hit.damageBonus)} (${hit.type})`, play.takeHit(this.plain(), hit, this.die(face)));
  }

  // Recovery (003:343-348).
  recover(box: RecoverableBox, face: Face, conviction: boolean): string | null {
    return this.settle(`Recovery check: ${box}${conviction ? ' (Conviction)' : ''}`, play.recover(this.plain(), box, conviction ? { face: 10 } : this.die(face), conviction));
  }

  passTime(unit: 'minute' | 'hour'): string | null {
    const words = unit === 'minute' ? 'A minute passes: one bruise fades, and the dazed box (003:348).' : 'An hour passes: one hurt fades; bruises and the dazed box fade too, one a minute (003:348).';
    const r = play.passTime(this.plain(), unit);
    return this.settle(unit === 'minute' ? 'A minute passes' : 'An hour passes', 'problem' in r ? r : { ...r, notices: [words] });
  }

  /** After a conflict, a Conviction point erases every bruised, dazed and hurt condition (003:348). */
  shakeOff(): string | null {
    const r = play.spendConvictionAfterConflict(this.plain());
    return this.settle('Conviction spent after the conflict', 'problem' in r ? r : { ...r, notices: ['Every bruised, dazed and hurt condition is erased (003:348).'] });
  }

  checkDying(face: Face, hoursDying: number): string | null {
    return this.settle('Dying check', play.checkDying(this.plain(), this.die(face), hoursDying));
  }

  stabilise(): string | null {
    return this.settle('Stabilised', play.stabiliseDying(this.plain()));
  }

  // Fatigue (003:349-353).
  fatigue(): string | null {
    return this.settle('A fatigue result', play.fatigue(this.plain()));
  }

  rest(face: Face | 'ten-hours'): string | null {
    return this.settle(face === 'ten-hours' ? 'Ten hours of rest' : 'An hour of rest', play.restFromFatigue(this.plain(), face === 'ten-hours' ? face : this.die(face)));
  }

  /** Chooses between the text's two lines for a rule; the footer's house rules follow (003:10/203, 352/366, 343/363, 335). */
  setVariants(patch: Partial<TrueSrdVariants>): string | null {
    return this.settle('The table’s reading', setVariants(asTrueSrd($state.snapshot(this.sheet.doc) as CharacterDocument), patch));
  }
}

const NO_DAMAGE = 'no damage';

/** What a save did to the track in words: the main result first, the rest in brackets ("wounded (and dazed)"). */
function changeWords(before: DamageTrack, after: DamageTrack, type: DamageType): string {
  // The row of the damage's own type first: lethal damage names its lethal box before the collateral one (003:329).
  const order = [...TRACK_ENTRIES].sort((a, b) => Number(b.row === type) - Number(a.row === type));
  const marked = order.filter((e) => before[e.id] !== after[e.id]).map((e) => e.name.toLowerCase());
  const [main, ...rest] = marked;
  if (!main) return NO_DAMAGE;
  return rest.length > 0 ? `${main} (and ${rest.join(', ')})` : main;
}

const views = new WeakMap<SheetState, TrueSrdSheet>();

/** The one True SRD view of an open sheet (so the last outcome survives moving between the sheet's pages). */
export function trueSrdSheet(sheet: SheetState): TrueSrdSheet {
  let view = views.get(sheet);
  if (!view) {
    view = new TrueSrdSheet(sheet);
    views.set(sheet, view);
  }
  return view;
}
