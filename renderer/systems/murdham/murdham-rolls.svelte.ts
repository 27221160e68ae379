import { ABILITY_ABBREVIATIONS, type AbilityId } from '../../../core/systems/murdham/character';
import { cite } from '../../../core/systems/murdham/data/source';
import {
  damageMode,
  damageText,
  encumberedAgiSave,
  mostFavourable,
  rollDamage,
  rollSoulblight,
  save,
  soulblightCheck,
  type DamageMode,
  type DamageRoll,
  type SoulblightCheck,
} from '../../../core/systems/murdham/dice';
import { injuryResult, mutationResult, mutationText, rollInjury, rollMutation, type InjuryResult, type MutationResult } from '../../../core/systems/murdham/table-rolls';
import { spendOmen, sufferCorruption } from '../../../core/systems/murdham/rules/damage';
import { applyMutations } from '../../../core/systems/murdham/rules/effects';
import { currentScore } from '../../../core/systems/murdham/rules/abilities';
import { carriedBulk, loadState } from '../../../core/systems/murdham/rules/load';
import { sentence } from '../../lib/state/progress.svelte';
import type { MurdhamSheet } from './murdham-sheet.svelte';
import { outcome } from './outcome';

/** One roll of the mutation table: the mutations it gave ("Roll twice" gives two) and a line per die rolled. */
export interface MutationRoll {
  readonly results: readonly MutationResult[];
  readonly log: readonly string[];
}

/**
 * A roll made and shown but not applied yet, so that an omen can re-roll it and the most favourable result is kept
 * (000:139). Each kind keeps every roll made, the first one first.
 */
export type Pending =
  | { readonly kind: 'damage'; readonly sides: number; readonly mode: DamageMode; readonly direct: boolean; readonly rolls: readonly DamageRoll[] }
  | { readonly kind: 'soulblight'; readonly suffered: number; readonly checks: readonly SoulblightCheck[] }
  | { readonly kind: 'injury'; readonly results: readonly InjuryResult[] }
  | { readonly kind: 'mutation'; readonly rolls: readonly MutationRoll[] }
  | { readonly kind: 'save'; readonly ability: AbilityId; readonly score: number; readonly rolls: readonly number[]; readonly str: { readonly score: number; readonly rolls: readonly number[] } | null };

/** A save's verdict from the rolls kept: each ability's lowest roll (the most favourable, 000:139). */
export interface SaveVerdict {
  readonly passed: boolean;
  readonly lines: readonly string[];
}

/**
 * The Dice & table page's rolls: damage, soulblight checks, the injury and mutation tables and saves. A roll is shown
 * first; "Spend an omen" rolls again (000:139); applying keeps the most favourable for damage and saves (the lower)
 * and the player's pick for soulblight and the tables, where which is better depends on the result.
 */
export class MurdhamRolls {
  #pending = $state<Pending | null>(null);

  constructor(private readonly owner: MurdhamSheet) {}

  get pending(): Pending | null {
    return this.#pending;
  }

  discard(): void {
    this.#pending = null;
  }

  private attempt(make: () => Pending): string | null {
    try {
      this.#pending = make();
      this.owner.say(null);
      return null;
    } catch (e) {
      return sentence(e);
    }
  }

  /** Damage on a d`sides`, enhanced and impaired factors cancelling one for one (000:64-66). */
  damage(sides: number, enhancements: number, impairments: number, direct: boolean): string | null {
    return this.attempt(() => {
      const mode = damageMode(enhancements, impairments);
      return { kind: 'damage', sides, mode, direct, rolls: [rollDamage(sides, mode, this.owner.rng)] };
    });
  }

  /** Suffering corruption: the soulblight d12 rolled here, or typed from a real die (000:76). */
  soulblight(suffered: number, typedRoll?: number): string | null {
    return this.attempt(() => {
      const now = this.owner.data.corruption;
      const check = typedRoll === undefined ? rollSoulblight(now, suffered, this.owner.rng) : soulblightCheck(now, suffered, typedRoll);
      return { kind: 'soulblight', suffered, checks: [check] };
    });
  }

  injury(typed?: { roll: number; sub?: number }): string | null {
    return this.attempt(() => ({ kind: 'injury', results: [typed ? injuryResult(typed.roll, typed.sub) : rollInjury(this.owner.rng)] }));
  }

  mutation(typed?: { d12: number; d20: number; option?: number; abilityRolls: readonly number[] }): string | null {
    return this.attempt(() => {
      if (!typed) return { kind: 'mutation', rolls: [rollMutation(this.owner.rng, { maxOmens: this.owner.data.omens.max })] };
      const result = mutationResult(typed.d12, typed.d20, typed.option, typed.abilityRolls);
      return { kind: 'mutation', rolls: [{ results: [result], log: [mutationText(result)] }] };
    });
  }

  /** A save: a d20 equal to or under the ability (000:13); encumbered, an AGI save needs a STR save too (000:173). */
  save(ability: AbilityId): string | null {
    return this.attempt(() => {
      const d = this.owner.data;
      const encumbered = ability === 'agi' && loadState(carriedBulk(d)) !== 'unencumbered';
      const d20 = () => this.owner.rng.int(1, 20);
      return { kind: 'save', ability, score: currentScore(d, ability), rolls: [d20()], str: encumbered ? { score: currentScore(d, 'str'), rolls: [d20()] } : null };
    });
  }

  /** The save as it stands: the lowest of each ability's rolls. */
  saveVerdict(p: Extract<Pending, { kind: 'save' }>): SaveVerdict {
    const name = ABILITY_ABBREVIATIONS[p.ability];
    const main = mostFavourable(p.rolls, 'lower');
    if (!p.str) {
      const s = save(p.score, main);
      return { passed: s.passed, lines: [`${name} save: d20 ${main} against ${name} ${p.score}: ${s.passed ? 'passed' : 'failed'} (${cite(13)}).`] };
    }
    const str = mostFavourable(p.str.rolls, 'lower');
    const both = encumberedAgiSave(p.score, p.str.score, main, str);
    return {
      passed: both.passed,
      lines: [
        `AGI save: d20 ${main} against AGI ${p.score}: ${both.agi.passed ? 'passed' : 'failed'}.`,
        `Encumbered, so a STR save as well: d20 ${str} against STR ${p.str.score}: ${both.str.passed ? 'passed' : 'failed'} (${cite(173)}).`,
        both.passed ? 'The save passes.' : 'The save fails.',
      ],
    };
  }

  /** The damage kept: the lower of the rolls when an omen re-rolled it (damage suffered, 000:139). */
  damageKept(p: Extract<Pending, { kind: 'damage' }>): number {
    return mostFavourable(p.rolls.map((r) => r.total), 'lower');
  }

  /** Spends an omen and rolls the pending roll again (000:139); the refusal when no omen is left. */
  reroll(): string | null {
    const p = this.#pending;
    if (!p) return 'There is no roll to re-roll.';
    const spent = spendOmen(this.owner.plain());
    if ('problem' in spent) return spent.problem;
    const rng = this.owner.rng;
    let next: Pending;
    switch (p.kind) {
      case 'damage':
        next = { ...p, rolls: [...p.rolls, rollDamage(p.sides, p.mode, rng)] };
        break;
      case 'soulblight': {
        const first = p.checks[0];
        next = { ...p, checks: [...p.checks, rollSoulblight(first?.before ?? this.owner.data.corruption, p.suffered, rng)] };
        break;
      }
      case 'injury':
        next = { ...p, results: [...p.results, rollInjury(rng)] };
        break;
      case 'mutation':
        next = { ...p, rolls: [...p.rolls, rollMutation(rng, { maxOmens: this.owner.data.omens.max })] };
        break;
      case 'save': {
        // Re-roll the die that failed: the AGI one first, then the extra STR one (000:139, 000:173).
        const agiFailed = !save(p.score, mostFavourable(p.rolls, 'lower')).passed;
        next = agiFailed || !p.str ? { ...p, rolls: [...p.rolls, rng.int(1, 20)] } : { ...p, str: { ...p.str, rolls: [...p.str.rolls, rng.int(1, 20)] } };
        break;
      }
    }
    const problem = this.owner.run(() => spent);
    if (problem) return problem;
    this.#pending = next;
    return null;
  }

  /** Applies the pending roll: the most favourable for damage and saves, else the one picked (its index). */
  keep(index = 0): string | null {
    const p = this.#pending;
    if (!p) return 'There is no roll to apply.';
    const rerolled = (n: number) => (n > 1 ? [`${n - 1} omen${n === 2 ? '' : 's'} spent to re-roll; the kept result is the one applied (${cite(139)}).`] : []);
    switch (p.kind) {
      case 'damage': {
        const kept = this.damageKept(p);
        const dice = p.rolls.map((r, i) => `${i === 0 ? '' : 'Omen re-roll: '}${damageText(r)}`);
        const problem = this.owner.takeDamage(kept, p.direct, dice);
        if (problem) return problem;
        break;
      }
      case 'soulblight': {
        const check = p.checks[index];
        if (!check) return 'Pick one of the rolls.';
        try {
          const hurt = sufferCorruption(this.owner.plain(), check);
          const dice = p.checks.map((c) => `d12: ${c.roll}`);
          void this.owner.record(hurt.data, outcome(`Corruption +${p.suffered}${check.soulblight ? ': soulblight' : ''}`, { dice, words: [...rerolled(p.checks.length), ...hurt.notices], mutationDue: hurt.mutationDue }));
        } catch (e) {
          return sentence(e);
        }
        break;
      }
      case 'injury': {
        const injury = p.results[index];
        if (!injury) return 'Pick one of the rolls.';
        this.owner.applyInjury(injury, p.results.length > 1 ? p.results.filter((r) => r !== injury).map((r) => `Not kept: d12 ${r.roll}, ${r.row.name}`) : []);
        break;
      }
      case 'mutation': {
        const roll = p.rolls[index];
        if (!roll) return 'Pick one of the rolls.';
        const changed = applyMutations(this.owner.plain(), roll.results);
        const names = roll.results.map((r) => r.row.name).join(' and ');
        const printed = roll.results.map((r) => ({ text: r.row.text, source: cite(r.row.line) }));
        void this.owner.record(changed.data, outcome(`Mutation: ${names || 'none'}`, { dice: [...roll.log], words: [...rerolled(p.rolls.length), ...changed.notices], printed }));
        break;
      }
      case 'save': {
        const verdict = this.saveVerdict(p);
        const dice = [...p.rolls.map((r) => `${ABILITY_ABBREVIATIONS[p.ability]} d20: ${r}`), ...(p.str?.rolls.map((r) => `STR d20: ${r}`) ?? [])];
        this.owner.say(outcome(`${ABILITY_ABBREVIATIONS[p.ability]} save ${verdict.passed ? 'passed' : 'failed'}`, { dice, words: [...rerolled(p.rolls.length + (p.str?.rolls.length ?? 0) - (p.str ? 1 : 0)), ...verdict.lines] }));
        break;
      }
    }
    this.#pending = null;
    return null;
  }
}
