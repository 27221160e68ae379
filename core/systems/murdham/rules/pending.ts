/**
 * A roll shown before it is kept (000:139): "Re-roll a die, keeping the most favourable results: a failed save, a
 * lost contest, damage rolls, soulblight checks, chance rolls (x:y chances), rolls on a table. It is possible to spend
 * multiple omens on the same roll." The roll lives on the character (`MurdhamData.pending`) as the dice of every
 * attempt; here it is made, re-rolled, read back, described and finally kept, applying its result with the rules.
 *
 * Which result is kept: the lower for damage suffered (000:146) and for each die of a save (000:144); the higher for
 * a durability roll (only a 1 damages, 000:180); the player's pick for a soulblight check (000:147: "He decides it's a
 * better result") and for rolls on a table, where what is favourable depends on the result.
 */
import type { RandomSource } from '../../../dice';
import { ABILITY_ABBREVIATIONS, type AbilityId, type DamageMode, type MurdhamData, type MutationDice, type PendingRoll } from '../character';
import { cite } from '../data/source';
import { damageText, encumberedAgiSave, explodingTotal, mostFavourable, resolveDamage, rollDamage, save, soulblightCheck, type DamageRoll } from '../dice';
import { injuryResult, injuryText, mutationResult, rollInjury, rollMutation, type InjuryResult, type MutationResult } from '../table-rolls';
import { currentScore } from './abilities';
import { carriedBulk, loadState } from './load';

/** A pending roll of one kind. */
type Of<K extends PendingRoll['kind']> = Extract<PendingRoll, { kind: K }>;

/** The damage of one attempt, worked out again from its faces (throws a RangeError for faces that cannot be). */
export function damageOf(p: Of<'damage'>, faces: readonly (readonly number[])[]): DamageRoll {
  return resolveDamage(
    p.sides,
    p.mode,
    faces.map((f) => explodingTotal(p.sides, f)),
  );
}

export function injuryOf(attempt: { readonly roll: number; readonly sub: number | null }): InjuryResult {
  return injuryResult(attempt.roll, attempt.sub ?? undefined);
}

export function mutationOf(dice: MutationDice): MutationResult {
  return mutationResult(dice.d12, dice.d20, dice.option ?? undefined, dice.abilityRolls);
}

function diceOf(result: MutationResult): MutationDice {
  return { d12: result.d12, d20: result.d20, option: result.option?.roll ?? null, abilityRolls: [...result.abilityRolls] };
}

// Making a roll.

export function damageRoll(sides: number, mode: DamageMode, direct: boolean, rng: RandomSource): Of<'damage'> {
  return { kind: 'damage', sides, mode, direct, attempts: [rollDamage(sides, mode, rng).rolls.map((r) => [...r.faces])] };
}

export function soulblightRoll(before: number, suffered: number, rng: RandomSource): Of<'soulblight'> {
  const check = soulblightCheck(before, suffered, rng.int(1, 12));
  return { kind: 'soulblight', before, suffered, rolls: [check.roll] };
}

function injuryAttempt(rng: RandomSource): { readonly roll: number; readonly sub: number | null } {
  const r = rollInjury(rng);
  return { roll: r.roll, sub: r.sub?.roll ?? null };
}

export function injuryRoll(permanent: boolean, rng: RandomSource): Of<'injury'> {
  return { kind: 'injury', permanent, attempts: [injuryAttempt(rng)] };
}

function mutationAttempt(data: MurdhamData, rng: RandomSource): { readonly results: readonly MutationDice[]; readonly log: readonly string[] } {
  const rolled = rollMutation(rng, { maxOmens: data.omens.max });
  return { results: rolled.results.map(diceOf), log: rolled.log };
}

export function mutationRoll(data: MurdhamData, rng: RandomSource): Of<'mutation'> {
  return { kind: 'mutation', attempts: [mutationAttempt(data, rng)] };
}

/** Whether an AGI save needs a STR save as well: carrying more than 8 bulk (000:173). */
export function encumbered(data: MurdhamData): boolean {
  return loadState(carriedBulk(data)) !== 'unencumbered';
}

/** A save: a d20 equal to or under the ability (000:13); encumbered, an AGI save needs a STR save as well (000:173). */
export function saveRoll(data: MurdhamData, ability: AbilityId, rng: RandomSource): Of<'save'> {
  const roll = rng.int(1, 20);
  const str = ability === 'agi' && encumbered(data) ? { score: currentScore(data, 'str'), rolls: [rng.int(1, 20)] } : null;
  return { kind: 'save', ability, score: currentScore(data, ability), rolls: [roll], str };
}

export function durabilityRollOf(itemId: string, rng: RandomSource): Of<'durability'> {
  return { kind: 'durability', itemId, rolls: [rng.int(1, 4)] };
}

/** How many times the roll was made (the first roll and each omen's re-roll). */
export function attemptsOf(p: PendingRoll): number {
  switch (p.kind) {
    case 'damage':
    case 'injury':
    case 'mutation':
      return p.attempts.length;
    case 'save':
      return p.rolls.length + (p.str ? p.str.rolls.length - 1 : 0);
    case 'soulblight':
    case 'durability':
      return p.rolls.length;
  }
}

/** A save as it stands: the lowest of each ability's dice. */
export function saveVerdict(p: Of<'save'>): { readonly passed: boolean; readonly lines: readonly string[] } {
  const name = ABILITY_ABBREVIATIONS[p.ability];
  const main = mostFavourable(p.rolls, 'lower');
  if (!p.str) {
    const s = save(p.score, main);
    return { passed: s.passed, lines: [`${name} save: d20 ${main} against ${name} ${p.score}: ${s.passed ? 'passed' : 'failed'} (${cite(13)}).`] };
  }
  const both = encumberedAgiSave(p.score, p.str.score, main, mostFavourable(p.str.rolls, 'lower'));
  return {
    passed: both.passed,
    lines: [
      `AGI save: d20 ${main} against AGI ${p.score}: ${both.agi.passed ? 'passed' : 'failed'}.`,
      `Encumbered, so a STR save as well: d20 ${both.str.roll} against STR ${p.str.score}: ${both.str.passed ? 'passed' : 'failed'} (${cite(173)}).`,
      both.passed ? 'The save passes.' : 'The save fails.',
    ],
  };
}

/**
 * Rolls the pending roll again (000:139), adding an attempt. A save re-rolls the die that failed: the AGI one first,
 * then the extra STR one (000:173). Returns the new roll and the dice of the attempt in words.
 */
export function rerollOf(p: PendingRoll, data: MurdhamData, rng: RandomSource): { readonly pending: PendingRoll; readonly dice: readonly string[] } {
  switch (p.kind) {
    case 'damage': {
      const made = damageRoll(p.sides, p.mode, p.direct, rng);
      return { pending: { ...p, attempts: [...p.attempts, ...made.attempts] }, dice: [damageText(damageOf(p, made.attempts[0] ?? []))] };
    }
    case 'soulblight': {
      const roll = soulblightRoll(p.before, p.suffered, rng).rolls[0] ?? 1;
      return { pending: { ...p, rolls: [...p.rolls, roll] }, dice: [`d12: ${roll}`] };
    }
    case 'injury': {
      const attempt = injuryAttempt(rng);
      return { pending: { ...p, attempts: [...p.attempts, attempt] }, dice: [injuryText(injuryOf(attempt))] };
    }
    case 'mutation': {
      const attempt = mutationAttempt(data, rng);
      return { pending: { ...p, attempts: [...p.attempts, attempt] }, dice: [...attempt.log] };
    }
    case 'save': {
      const agiFailed = !save(p.score, mostFavourable(p.rolls, 'lower')).passed;
      const roll = rng.int(1, 20);
      if (agiFailed || !p.str) return { pending: { ...p, rolls: [...p.rolls, roll] }, dice: [`${ABILITY_ABBREVIATIONS[p.ability]} d20: ${roll}`] };
      return { pending: { ...p, str: { ...p.str, rolls: [...p.str.rolls, roll] } }, dice: [`STR d20: ${roll}`] };
    }
    case 'durability': {
      const roll = rng.int(1, 4);
      return { pending: { ...p, rolls: [...p.rolls, roll] }, dice: [`d4: ${roll}`] };
    }
  }
}

/** The dice of a roll's first attempt in words, for the history entry that makes it. */
export function firstDice(p: PendingRoll): readonly string[] {
  switch (p.kind) {
    case 'damage':
      return [damageText(damageOf(p, p.attempts[0] ?? []))];
    case 'soulblight':
      return p.rolls.slice(0, 1).map((r) => `d12: ${r}`);
    case 'injury':
      return p.attempts.slice(0, 1).map((a) => injuryText(injuryOf(a)));
    case 'mutation':
      return [...(p.attempts[0]?.log ?? [])];
    case 'save':
      return [`${ABILITY_ABBREVIATIONS[p.ability]} d20: ${p.rolls[0] ?? ''}`, ...(p.str ? [`STR d20: ${p.str.rolls[0] ?? ''}`] : [])];
    case 'durability':
      return p.rolls.slice(0, 1).map((r) => `d4: ${r}`);
  }
}

/** What the roll shown looks like, for the form that keeps it. */
export interface PendingView {
  /** "Damage rolled", "Injury rolled (permanent)". */
  readonly title: string;
  /** Each attempt and what is kept, in words with the lines. */
  readonly lines: readonly string[];
  /** The table rows rolled, as the text prints them. */
  readonly printed: readonly { readonly text: string; readonly source: string }[];
  /** The results to pick from, when the player picks (a soulblight check, a table roll rolled more than once). */
  readonly choices: readonly { readonly id: string; readonly label: string }[] | null;
  /** The pick offered first: no soulblight, else the least damage; the latest roll on a table. */
  readonly suggested: string;
}

const again = (i: number) => (i === 0 ? '' : 'Omen re-roll: ');

/** Describes a pending roll; throws a RangeError when its dice cannot be read (a damaged file). */
export function viewOf(p: PendingRoll, data: MurdhamData): PendingView {
  switch (p.kind) {
    case 'damage': {
      const totals = p.attempts.map((a) => damageOf(p, a));
      const kept = mostFavourable(totals.map((t) => t.total), 'lower');
      const lines = totals.map((t, i) => `${again(i)}${damageText(t)}`);
      if (totals.length > 1) lines.push(`The lower result is kept: damage suffered is re-rolled for a more favourable result (${cite(139)}).`);
      lines.push(`${kept} damage${p.direct ? ', direct (armour does not apply)' : ' before armour'}.`);
      return { title: 'Damage rolled', lines, printed: [], choices: null, suggested: '0' };
    }
    case 'soulblight': {
      const checks = p.rolls.map((r) => soulblightCheck(p.before, p.suffered, r));
      const total = p.before + p.suffered;
      const label = (c: (typeof checks)[number], i: number) =>
        `${checks.length > 1 ? `Roll ${i + 1}: ` : ''}d12 ${c.roll} against corruption ${total}: ${c.soulblight ? `soulblight, ${c.directDamage} direct damage, corruption down to ${c.corruption}` : 'nothing else happens'}`;
      // No soulblight is best; among soulblights, the least damage.
      const cost = (c: (typeof checks)[number]) => (c.soulblight ? 100 + c.directDamage : 0);
      const best = checks.reduce((b, c, i) => (cost(c) < cost(checks[b] ?? c) ? i : b), 0);
      return {
        title: `Soulblight check rolled (corruption ${p.before} + ${p.suffered})`,
        lines: [...checks.map(label), `Equal to or under ${total} is soulblight (${cite(76)}).`],
        printed: [],
        choices: checks.length > 1 ? checks.map((c, i) => ({ id: String(i), label: label(c, i) })) : null,
        suggested: String(best),
      };
    }
    case 'injury': {
      const results = p.attempts.map(injuryOf);
      const label = (r: InjuryResult, i: number) => `${results.length > 1 ? `Roll ${i + 1}: ` : ''}${injuryText(r)}`;
      return {
        title: `Injury rolled${p.permanent ? ' (permanent: saved from death by an omen)' : ''}`,
        lines: results.map(label),
        printed: results.map((r) => ({ text: r.row.text, source: cite(r.row.line) })),
        choices: results.length > 1 ? results.map((r, i) => ({ id: String(i), label: label(r, i) })) : null,
        suggested: String(results.length - 1),
      };
    }
    case 'mutation': {
      const attempts = p.attempts.map((a) => a.results.map(mutationOf));
      const names = (rs: readonly MutationResult[]) => rs.map((r) => r.row.name).join(' and ') || 'no mutation';
      return {
        title: 'Mutation rolled',
        lines: p.attempts.flatMap((a, i) => a.log.map((l) => `${p.attempts.length > 1 ? `Roll ${i + 1}: ` : ''}${l}`)),
        printed: attempts.flat().map((r) => ({ text: r.row.text, source: cite(r.row.line) })),
        choices: attempts.length > 1 ? attempts.map((rs, i) => ({ id: String(i), label: `Roll ${i + 1}: ${names(rs)}` })) : null,
        suggested: String(attempts.length - 1),
      };
    }
    case 'save': {
      const verdict = saveVerdict(p);
      const rolls = `Rolls: ${p.rolls.join(', ')}${p.str ? `; STR ${p.str.rolls.join(', ')}` : ''}; the lowest of each is kept (${cite(139)}).`;
      return { title: `${ABILITY_ABBREVIATIONS[p.ability]} save rolled`, lines: [...verdict.lines, rolls], printed: [], choices: null, suggested: '0' };
    }
    case 'durability': {
      const item = data.gear.find((g) => g.id === p.itemId)?.name ?? 'an item no longer carried';
      const best = mostFavourable(p.rolls, 'higher');
      return {
        title: `Durability roll rolled: ${item}`,
        lines: [`d4: ${p.rolls.join(', ')}; ${best === 1 ? 'a 1: it is damaged' : `${best} is kept: it holds`} (1:4, ${cite(180)}).`],
        printed: [],
        choices: null,
        suggested: '0',
      };
    }
  }
}
