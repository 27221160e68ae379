import { createSystemRandom, type RandomSource } from '../../../core/dice';
import type { CharacterDocument } from '../../../core/documents/character';
import type { DerivedValue, StepResult } from '../../../core/systems/types';
import type { ConditionDuration, MurdhamData } from '../../../core/systems/murdham/character';
import { cite } from '../../../core/systems/murdham/data/source';
import { MURDHAM_LIMITS } from '../../../core/systems/murdham/shape';
import { rollDurability } from '../../../core/systems/murdham/dice';
import { injuryResult, injuryText, rollInjury, type InjuryResult } from '../../../core/systems/murdham/table-rolls';
import { addCondition, applyInjury, checkDurability, hasCondition } from '../../../core/systems/murdham/rules/effects';
import { endStretch, heal, saveFromDeath, spendOmen, takeDamage } from '../../../core/systems/murdham/rules/damage';
import { dailyRest, fullRest, type DailyNeeds } from '../../../core/systems/murdham/rules/rests';
import { sentence } from '../../lib/state/progress.svelte';
import type { SheetState } from '../../lib/state/sheet.svelte';
import { asMurdham, type MurdhamChange, type MurdhamEditor } from './editor';
import { MurdhamRolls } from './murdham-rolls.svelte';
import { outcome, type Outcome } from './outcome';


/**
 * The Murdham sheet's play actions over the open sheet: damage, healing, omens, the injury and mutation tables,
 * corruption, rests, the end of a stretch, conditions and durability. Every rule is a call into
 * `core/systems/murdham`; a result without dice goes through `sheet.apply`, one with dice is committed with a history
 * entry that keeps the dice (the sheet's history and the printed sheet list it).
 */
export class MurdhamSheet implements MurdhamEditor {
  #outcome = $state<Outcome | null>(null);
  #writing: Promise<void> = Promise.resolve();
  #durability = $state<string | null>(null);
  /** Rolls made but not yet applied, so an omen can re-roll them (000:139). */
  readonly rolls: MurdhamRolls;

  constructor(
    readonly sheet: SheetState,
    readonly rng: RandomSource = createSystemRandom(),
  ) {
    this.rolls = new MurdhamRolls(this);
  }

  get doc(): CharacterDocument<MurdhamData> {
    return asMurdham(this.sheet.doc);
  }
  get data(): MurdhamData {
    return this.doc.data;
  }
  get derived(): readonly DerivedValue[] {
    return this.sheet.view?.derived ?? [];
  }
  get outcome(): Outcome | null {
    return this.#outcome;
  }
  /** The last durability roll in words ("d4: 1: Sword: d4 1, damaged…"), shown beside the gear. */
  get durability(): string | null {
    return this.#durability;
  }
  /** Whether the character can be saved from death by an omen now: dead or dying, with an omen left (000:140). */
  get canBeSaved(): boolean {
    const d = this.data;
    return (d.dead || hasCondition(d, 'dying')) && d.omens.current > 0;
  }

  /** The payload as a plain copy, safe to hand to core. */
  plain(): MurdhamData {
    return $state.snapshot(this.data) as MurdhamData;
  }

  say(next: Outcome | null): void {
    this.#outcome = next;
  }

  run(change: MurdhamChange, summary = 'Sheet edited'): string | null {
    return this.sheet.apply(change(this.plain()), summary);
  }

  /** Applies a result without dice; the outcome shows its sentences (or the refusal). */
  applyResult(title: string, result: StepResult<MurdhamData>, extra: Partial<Outcome> = {}): string | null {
    const problem = this.sheet.apply(result, title);
    this.#outcome = problem ? outcome(title, { words: [problem], refused: true }) : outcome(title, { words: 'data' in result ? [...(result.notices ?? [])] : [], ...extra });
    return problem;
  }

  /** Resolves when the last change with dice is in the store (tests, and anything that must follow a write). */
  settled(): Promise<void> {
    return this.#writing;
  }

  /** Commits a change that rolled dice, with a history entry keeping them; the outcome shows the dice and the words. */
  record(data: MurdhamData, said: Outcome): Promise<void> {
    // write() puts the document in place at once (the sheet's commit does, before its first await); only the store
    // write is awaited, so a second action right after this one starts from this one's result.
    const done = this.write(data, said);
    this.#writing = Promise.all([this.#writing, done]).then(() => undefined);
    return done;
  }

  private async write(data: MurdhamData, said: Outcome): Promise<void> {
    this.#outcome = said;
    try {
      const problem = this.sheet.apply({ data, dice: [...said.dice] }, said.title);
      if (problem) throw new Error(problem);
    } catch (e) {
      this.#outcome = outcome(said.title, { words: [`Not saved: ${sentence(e)}`], refused: true });
    }
  }

  // Damage and healing (000:42-46).
  /** Damage already rolled or given by the GM; armour takes its share unless the damage is direct (000:65). */
  takeDamage(amount: number, direct: boolean, dice: readonly string[] = []): string | null {
    try {
      const hurt = takeDamage(this.plain(), amount, { direct });
      const title = `Took ${hurt.taken} damage${direct ? ' (direct)' : hurt.taken !== amount ? ` (${amount} before armour)` : ''}`;
      const said = outcome(title, { dice, words: hurt.notices.length > 0 ? hurt.notices : [`${hurt.lost} health lost (${cite(43)}).`] });
      if (dice.length > 0) void this.record(hurt.data, said);
      else this.applyResult(title, { data: hurt.data, notices: said.words });
      return null;
    } catch (e) {
      return sentence(e);
    }
  }

  heal(amount: number): string | null {
    try {
      const healed = heal(this.plain(), amount);
      const notices = healed.notices.length > 0 ? healed.notices : [`Health ${healed.data.health} (${cite(43)}).`];
      this.applyResult(`Healed ${amount}`, { data: healed.data, notices }, { injuryDue: healed.injuryDue });
      return null;
    } catch (e) {
      return sentence(e);
    }
  }

  // Omens (000:137-142).
  /** Spends an omen for something outside the app (a sacred power, a roll made at the table). */
  spendOmen(why: string): string | null {
    const spent = spendOmen(this.plain());
    if ('problem' in spent) return spent.problem;
    const left = spent.data.omens.current;
    return this.applyResult('Omen spent', { data: spent.data, notices: [`${why}: ${left} omen${left === 1 ? '' : 's'} left; spent omens come back on a full rest (${cite(142)}).`] });
  }

  /** "Save from death" (000:140): an omen, health 1, incapacitated, and an injury whose effect is permanent. */
  saveFromDeath(typed?: { roll: number; sub?: number }): string | null {
    let injury: InjuryResult;
    try {
      injury = typed ? injuryResult(typed.roll, typed.sub) : rollInjury(this.rng);
    } catch (e) {
      return sentence(e);
    }
    const saved = saveFromDeath(this.plain(), injury);
    if ('problem' in saved) return saved.problem;
    void this.record(saved.data, outcome('Saved from death by an omen', { dice: [injuryText(injury)], words: saved.notices, printed: [{ text: injury.row.text, source: cite(injury.row.line) }] }));
    return null;
  }

  /** An injury, permanent or not, applied from a roll already made (the rolls' "keep" and a dying character's recovery). */
  applyInjury(injury: InjuryResult, extraDice: readonly string[] = []): void {
    const hurt = applyInjury(this.plain(), injury, { permanent: false });
    void this.record(hurt.data, outcome(`Injury: ${injury.row.name}`, { dice: [...extraDice, injuryText(injury)], words: hurt.notices, printed: [{ text: injury.row.text, source: cite(injury.row.line) }] }));
  }

  // Time and rests (000:3-6, 000:154-171).
  endStretch(): string | null {
    const ended = endStretch(this.plain());
    return this.applyResult('End of the stretch', { data: ended.data, notices: ended.notices.length > 0 ? ended.notices : ['The stretch ends; nothing lasted only until then.'] });
  }

  dailyRest(needs: DailyNeeds): string | null {
    return this.applyResult('Daily rest', dailyRest(this.plain(), needs));
  }

  fullRest(pay: boolean): string | null {
    return this.applyResult('Full rest', fullRest(this.plain(), { pay }));
  }

  // Conditions (keywords, 000:33): added and cleared by hand, as the GM rules.
  addCondition(name: string, detail: string, until: ConditionDuration): string | null {
    const n = name.trim();
    if (n === '') return 'Name the condition (a keyword such as frightened or hobbled).';
    if (n.length > MURDHAM_LIMITS.line || detail.length > MURDHAM_LIMITS.line) return `Keep the condition and its detail to ${MURDHAM_LIMITS.line} characters each.`;
    return this.applyResult(`Condition: ${n}`, { data: addCondition(this.plain(), { name: n, detail: detail.trim(), until }), notices: [`${n} added.`] });
  }

  removeCondition(id: string): string | null {
    const d = this.plain();
    const gone = d.conditions.find((c) => c.id === id);
    if (!gone) return 'That condition has already ended.';
    return this.applyResult(`Condition ended: ${gone.name}`, { data: { ...d, conditions: d.conditions.filter((c) => c.id !== id) }, notices: [`${gone.name} ends.`] });
  }

  // Durability (000:178-182).
  durabilityRoll(itemId: string): string | null {
    const d = this.plain();
    const item = d.gear.find((g) => g.id === itemId);
    if (!item) return 'That item is no longer carried.';
    const { roll } = rollDurability(item.durability, this.rng);
    const checked = checkDurability(d, itemId, roll);
    if ('problem' in checked) return checked.problem;
    this.#durability = `d4: ${roll}: ${checked.notices.join(' ')}`;
    void this.record(checked.data, outcome(`Durability roll: ${item.name}`, { dice: [`d4: ${roll}`], words: checked.notices }));
    return null;
  }
}

const views = new WeakMap<SheetState, MurdhamSheet>();

/** The one Murdham view of an open sheet (so a pending roll survives moving between the sheet's pages). */
export function murdhamSheet(sheet: SheetState): MurdhamSheet {
  let view = views.get(sheet);
  if (!view) {
    view = new MurdhamSheet(sheet);
    views.set(sheet, view);
  }
  return view;
}
