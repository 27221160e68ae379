import { createSystemRandom, type RandomSource } from '../../../core/dice';
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue, StepResult } from '../../../core/systems/types';
import { STAT_ABBREVIATIONS, type AttackTypeId, type SixteenData, type StatId } from '../../../core/systems/sixteen/character';
import { saveType, type SaveId } from '../../../core/systems/sixteen/data/saves';
import { attackOptions, blowStuns, hitPointState, stunThreshold } from '../../../core/systems/sixteen/rules/combat-math';
import { neededFace, saveModifier, type Needed } from '../../../core/systems/sixteen/rules/tests';
import * as play from '../../../core/systems/sixteen/play';
import type { SheetState } from '../../lib/state/sheet.svelte';
import { asSixteen, type SixteenChange, type SixteenEditor } from './editor';
import { showSigned } from './input';
import { outcome, type Outcome } from './outcome';

/** What a test is of: a stat (001:1), or a skill by name (on the sheet or not; "Perception" is its own test). */
export type TestSpec = { readonly kind: 'stat'; readonly stat: StatId } | { readonly kind: 'skill'; readonly name: string; readonly stat: StatId | null };

/** A save as the calculator asks it (001:2, 001:21). */
export interface SaveSpec {
  readonly id: SaveId;
  /** The attack types of the effect, for resistances (001:2, 001:15-16). */
  readonly against: readonly AttackTypeId[];
  /** Magic points spent on countermagic against magic (001:21). */
  readonly countermagic: number;
}

/** A d20 face typed from a real die, or null to roll it here. */
export type Face = number | null;

/**
 * The 16+ sheet's calculator and play actions over the open sheet: tests and saves with the face they need, open-ended
 * attacks against an AC, damage with the stun warning, bleeding, healing, the daily rest and magic points. Every rule
 * is a call into `core/systems/sixteen` (mostly `play.ts`). A roll that changes nothing is only shown; a change with
 * dice (countermagic spent on a save) is committed with a history entry that keeps them; other changes go through
 * `sheet.apply`. Getters only: the view is created lazily inside a component's `$derived` and owns no reactions.
 */
export class SixteenSheet implements SixteenEditor {
  #outcome = $state<Outcome | null>(null);
  #stunDue = $state(false);
  #writing: Promise<void> = Promise.resolve();

  constructor(
    readonly sheet: SheetState,
    readonly rng: RandomSource = createSystemRandom(),
  ) {}

  get doc(): CharacterDocument<SixteenData> {
    return asSixteen(this.sheet.doc);
  }
  get data(): SixteenData {
    return this.doc.data;
  }
  get derived(): readonly DerivedValue[] {
    return this.sheet.view?.derived ?? [];
  }
  get outcome(): Outcome | null {
    return this.#outcome;
  }
  /** The last blow was more than 10 + HD: a stun save is due (001:10). */
  get stunDue(): boolean {
    return this.#stunDue;
  }
  /** The rules' word for the hit points now, or null while above 0 (001:10-12). */
  get hpState(): string | null {
    return hitPointState(this.data.hitPoints.current, play.deathAt(this.data));
  }
  /** "more than 13": the damage in one blow that calls for a stun save (001:10). */
  get stunAt(): number {
    return stunThreshold(this.data.hitDice);
  }
  /** The number of melee attacks a round and the penalty to each (001:9). */
  get meleeOptions() {
    return attackOptions(this.data.skills.find((s) => s.name.toLowerCase() === 'melee')?.level ?? 0);
  }

  plain(): SixteenData {
    return $state.snapshot(this.data) as SixteenData;
  }

  run(change: SixteenChange, summary = 'Sheet edited'): string | null {
    return this.sheet.apply(change(this.plain()), summary);
  }

  settled(): Promise<void> {
    return this.#writing;
  }

  private die(face: Face): play.Die {
    return face === null ? { rng: this.rng } : { face };
  }

  // Tests (001:1).
  private calculate(spec: TestSpec, situation: number, die: play.Die | null) {
    const data = this.plain();
    return spec.kind === 'stat' ? play.statTest(data, spec.stat, die, situation) : play.skillTest(data, spec.name, die, situation, spec.stat);
  }

  /** What a test needs before the roll ("needs 8+"), or why it cannot be worked out. */
  testPreview(spec: TestSpec, situation: number): play.Calculation | { readonly problem: string } {
    return this.calculate(spec, situation, null);
  }

  rollTest(spec: TestSpec, situation: number, face: Face): string | null {
    const name = spec.kind === 'stat' ? `${STAT_ABBREVIATIONS[spec.stat]} test` : `${spec.name.trim()} test`;
    const calc = this.calculate(spec, situation, this.die(face));
    if ('problem' in calc) return this.refuse(name, calc.problem);
    const r = calc.result;
    if (!r) return null;
    this.#outcome = outcome(`${name} ${showSigned(calc.modifier)}`, { verdict: r.success ? 'Succeeds' : 'Fails', good: r.success, faces: [r.natural], words: [`${r.explanation}.`, `It ${calc.needed.words}.`] });
    return null;
  }

  // Saves (001:2, 001:21).
  savePreview(spec: SaveSpec): { readonly modifier: number; readonly parts: readonly string[]; readonly needed: Needed } {
    const m = saveModifier(this.plain(), spec.id, spec.against, spec.countermagic);
    return { modifier: m.value, parts: m.parts, needed: neededFace(m.value, 'save') };
  }

  rollSave(spec: SaveSpec, face: Face): string | null {
    const title = `${saveType(spec.id).name} save`;
    const r = play.saveRoll(this.plain(), spec.id, this.die(face), spec.against, spec.countermagic);
    if ('problem' in r) return this.refuse(title, r.problem);
    const result = r.calculation?.result;
    if (spec.id === 'stun') this.#stunDue = false;
    const said = outcome(`${title} ${showSigned(r.calculation?.modifier ?? 0)}`, {
      verdict: result?.success ? 'Succeeds' : 'Fails',
      good: result?.success ?? null,
      faces: result ? [result.natural] : [],
      words: [...(r.notices ?? [])],
    });
    if (spec.countermagic > 0) this.record(r.data, said, r.dice ?? []);
    else this.#outcome = said;
    return null;
  }

  // Attacks (001:6-9).
  attackPreview(weaponId: string, targetAc: number, extra: number) {
    return play.attackWith(this.plain(), weaponId, targetAc, null, extra);
  }

  attack(weaponId: string, targetAc: number, extra: number, faces: readonly number[] | null): string | null {
    const weapon = this.data.weapons.find((w) => w.id === weaponId);
    const title = `${weapon?.name ?? 'Attack'} against AC ${showSigned(targetAc)}`;
    const r = play.attackWith(this.plain(), weaponId, targetAc, faces === null ? { rng: this.rng } : { faces }, extra);
    if ('problem' in r) return this.refuse(title, r.problem);
    const a = r.result;
    if (!a) return null;
    const verdict = a.result === 'hit' ? 'Hit' : a.result === 'reduced' ? 'Hit, reduced damage' : 'Miss';
    const note = a.result === 'miss' ? [] : ['How much more or less damage a result gives is on a table the text does not include (001:6).'];
    this.#outcome = outcome(title, { verdict, good: a.result !== 'miss', faces: a.roll.faces, words: [`${a.explanation}.`.replace(/\.\.$/, '.'), ...note] });
    return null;
  }

  // Damage, healing and rest (001:10-12).
  takeDamage(amount: number, oneBlow: boolean): string | null {
    const problem = this.apply(`Took ${amount} damage`, play.takeDamage(this.plain(), amount, oneBlow));
    if (!problem) this.#stunDue = oneBlow && blowStuns(amount, this.data.hitDice);
    return problem;
  }

  bleed(): string | null {
    return this.apply('A round of bleeding', play.bleed(this.plain()));
  }

  heal(amount: { readonly percent: number } | { readonly points: number }): string | null {
    const before = this.data.hitPoints.current;
    const result = play.heal(this.plain(), amount);
    const title = 'percent' in amount ? `Healed ${amount.percent}% of the maximum` : `Healed ${amount.points}`;
    if ('problem' in result) return this.refuse(title, result.problem);
    const gained = result.data.hitPoints.current - before;
    return this.apply(title, { ...result, notices: [`+${gained} hit points: ${result.data.hitPoints.current} now (001:12).`, ...(result.notices ?? [])] });
  }

  rest(): string | null {
    return this.apply('A good rest', play.rest(this.plain()));
  }

  // Magic points (001:17, 001:21).
  spendMagic(points: number): string | null {
    return this.apply(`Spent ${points} magic point${points === 1 ? '' : 's'}`, play.spendMagic(this.plain(), points));
  }

  recoverMagic(periods: number): string | null {
    const before = this.data.magic.mp;
    const result = play.recoverMagic(this.plain(), periods);
    const title = `${periods * 2} hours of magic-point recovery`;
    if ('problem' in result) return this.refuse(title, result.problem);
    return this.apply(title, { ...result, notices: [`+${result.data.magic.mp - before}: ${result.data.magic.mp} of ${result.data.magic.mpMax} magic points (10% of the maximum every 2 hours, rounded up, 001:17).`] });
  }

  private refuse(title: string, problem: string): string {
    this.#outcome = outcome(title, { words: [problem], refused: true });
    return problem;
  }

  /** A change without dice, through the sheet; the outcome shows its sentences. */
  private apply(title: string, result: StepResult<SixteenData>): string | null {
    if ('problem' in result) return this.refuse(title, result.problem);
    const problem = this.sheet.apply({ ...result, notices: [] }, title);
    if (problem) return this.refuse(title, problem);
    this.#outcome = outcome(title, { words: [...(result.notices ?? [])] });
    return null;
  }

  /** A change with dice: one store write with a history entry keeping them. */
  private record(data: SixteenData, said: Outcome, dice: readonly string[]): void {
    const problem = this.sheet.apply({ data, dice: [...dice] }, said.title);
    this.#outcome = problem ? outcome(said.title, { words: [problem], refused: true }) : said;
    this.#writing = this.sheet.settled();
  }
}

const views = new WeakMap<SheetState, SixteenSheet>();

/** The one 16+ view of an open sheet (so the last outcome survives moving between the sheet's pages). */
export function sixteenSheet(sheet: SheetState): SixteenSheet {
  let view = views.get(sheet);
  if (!view) {
    view = new SixteenSheet(sheet);
    views.set(sheet, view);
  }
  return view;
}
