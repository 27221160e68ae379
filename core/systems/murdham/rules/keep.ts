/**
 * Keeping the roll shown (rules/pending.ts): its most favourable result, or the one the player picked, applied with
 * the rules (000:139). Damage is taken with armour (000:65), a soulblight check suffered (000:76), an injury applied
 * (permanent after an omen's save, 000:140) and a mutation developed (000:80); a save's verdict and a durability roll's
 * outcome are recorded. An owed roll (an injury on recovering from dying, 000:45; a mutation, 000:80) is paid by it.
 */
import type { MurdhamData, OwedRoll } from '../character';
import { cite } from '../data/source';
import { durabilityRoll, mostFavourable, soulblightCheck } from '../dice';
import { sufferCorruption, takeDamage } from './damage';
import { applyInjury, applyMutations, checkDurability } from './effects';
import type { Changed, InPlay } from './conditions';
import { attemptsOf, damageOf, injuryOf, mutationOf, saveVerdict, viewOf } from './pending';
import { ABILITY_ABBREVIATIONS } from '../character';

/** A roll kept: the character after it and how it reads. */
export interface Kept extends Changed {
  readonly title: string;
  readonly printed: readonly { readonly text: string; readonly source: string }[];
  readonly verdict?: { readonly text: string; readonly good: boolean | null };
}

/** One owed roll of this kind paid (the first). */
function paid(data: MurdhamData, roll: OwedRoll): MurdhamData {
  const i = data.owed.indexOf(roll);
  return i < 0 ? data : { ...data, owed: data.owed.filter((_, j) => j !== i) };
}

/** "1 omen was spent to re-roll; the kept result is applied (000:139)." */
function rerolled(attempts: number): string[] {
  const n = attempts - 1;
  return n > 0 ? [`${n} omen${n === 1 ? ' was' : 's were'} spent to re-roll; the kept result is applied (${cite(139)}).`] : [];
}

/**
 * Keeps the pending roll. `pick` is the attempt chosen (its index as typed) where the player picks; absent, the
 * suggested one. Refuses in one sentence when there is nothing to keep, the pick is not one of the rolls, or the
 * roll's dice cannot be read.
 */
export function keepPending(play: InPlay, pick: string | undefined): Kept | { readonly problem: string; readonly input?: string } {
  const p = play.data.pending;
  if (!p) return { problem: 'There is no roll to keep.' };
  const view = viewOf(p, play.data);
  const chosen = pick === undefined || pick.trim() === '' ? view.suggested : pick.trim();
  if (view.choices && !view.choices.some((c) => c.id === chosen)) return { problem: `Pick one of the ${view.choices.length} rolls.`, input: 'pick' };
  const index = Number(chosen);
  const base: InPlay = { ...play, data: { ...play.data, pending: null } };
  switch (p.kind) {
    case 'damage': {
      const kept = mostFavourable(p.attempts.map((a) => damageOf(p, a).total), 'lower');
      const hurt = takeDamage(base, kept, { direct: p.direct });
      const title = `Took ${hurt.taken} damage${p.direct ? ' (direct)' : hurt.taken !== kept ? ` (${kept} before armour)` : ''}: health ${play.data.health} → ${hurt.data.health}`;
      return { ...hurt, title, notices: [...rerolled(p.attempts.length), ...hurt.notices], printed: [] };
    }
    case 'soulblight': {
      const check = soulblightCheck(p.before, p.suffered, p.rolls[index] ?? 0);
      const hurt = sufferCorruption(base, check);
      return { ...hurt, title: `Corruption +${p.suffered}${check.soulblight ? `: soulblight, ${check.directDamage} direct damage` : ''}`, notices: [...rerolled(p.rolls.length), ...hurt.notices], printed: [] };
    }
    case 'injury': {
      const attempt = p.attempts[index];
      if (!attempt) return { problem: 'Pick one of the rolls.', input: 'pick' };
      const injury = injuryOf(attempt);
      const hurt = applyInjury(base, injury, { permanent: p.permanent });
      const data = p.permanent ? hurt.data : paid(hurt.data, 'injury');
      return { ...hurt, data, title: `Injury: ${injury.row.name}${p.permanent ? ' (permanent)' : ''}`, notices: [...rerolled(p.attempts.length), ...hurt.notices], printed: [{ text: injury.row.text, source: cite(injury.row.line) }] };
    }
    case 'mutation': {
      const attempt = p.attempts[index];
      if (!attempt) return { problem: 'Pick one of the rolls.', input: 'pick' };
      const results = attempt.results.map(mutationOf);
      const changed = applyMutations(base.data, results);
      const names = results.map((r) => r.row.name).join(' and ') || 'none';
      return {
        data: paid(changed.data, 'mutation'),
        conditions: base.conditions,
        title: `Mutation: ${names}`,
        notices: [...rerolled(p.attempts.length), ...changed.notices],
        printed: results.map((r) => ({ text: r.row.text, source: cite(r.row.line) })),
      };
    }
    case 'save': {
      const verdict = saveVerdict(p);
      const word = verdict.passed ? 'passed' : 'failed';
      return { ...base, title: `${ABILITY_ABBREVIATIONS[p.ability]} save ${word}`, notices: [...rerolled(attemptsOf(p)), ...verdict.lines], printed: [], verdict: { text: word, good: verdict.passed } };
    }
    case 'durability': {
      const item = play.data.gear.find((g) => g.id === p.itemId);
      const best = mostFavourable(p.rolls, 'higher');
      const checked = checkDurability(base.data, p.itemId, best);
      if ('problem' in checked) return checked;
      const failed = durabilityRoll(item?.durability ?? 'intact', best).failed;
      return { data: checked.data, conditions: base.conditions, title: `Durability roll: ${item?.name ?? 'an item'}`, notices: [...rerolled(p.rolls.length), ...checked.notices], printed: [], verdict: { text: failed ? 'damaged' : 'holds', good: !failed } };
    }
  }
}
