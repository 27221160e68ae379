/**
 * Dying, stabilising and death on the damage track, as pure functions over the track. The text gives the dying check
 * twice (003.7 of the notes): a Con check at the beginning of each round, failure kills, success by 10 leaves the
 * character disabled and unconscious (003:343); or a Fortitude save at once and then each hour at +1 Difficulty for
 * every hour, failure kills, success by 10 or a natural 20 stabilises (003:363-364). The table picks the line
 * (`variants.dying`); both keep their state on the track (`dying`, `dyingChecks`, `stable`, `dead`).
 *
 * Readings decided here:
 * - A natural 20 stabilises whatever the total: "if the save succeeds by 10 or more or the roll is a natural 20, the
 *   character automatically stabilizes" (003:364). 003:343 gives the same check again without the clause; it is the
 *   text's only word on a natural 20 on the dying roll, and a 20 that kills would contradict it, so it holds under
 *   either reading (issue 19: a natural 20 whose total still missed used to kill under 003:343).
 * - The Difficulty by 003:364 is 10 for the save made "upon gaining this condition", then +1 for each hour since:
 *   10 + the number of dying saves already survived.
 * - "Stable" (003:385) lasts while the character is both unconscious and disabled and not dying again.
 */
import type { DamageTrack, TrueSrdVariants } from '../character';
import { RECOVERY_DIFFICULTY } from '../data/damage-track';

/** The Difficulty of a Heal check that stabilises a dying character (003:364). */
export const HEAL_STABILISE_DIFFICULTY = 15;

/** What a roll did to the track, with the arithmetic in words; or why it cannot be made. */
export type TrackRoll = { readonly success: boolean; readonly total: number; readonly track: DamageTrack; readonly explanation: string } | { readonly problem: string };

function signed(n: number, what: string): string {
  return n >= 0 ? ` + ${n} ${what}` : ` − ${-n} ${what}`;
}

function badFace(natural: number): string | null {
  return Number.isInteger(natural) && natural >= 1 && natural <= 20 ? null : `A d20 shows 1 to 20, not ${natural}.`;
}

/** The Difficulty of the next dying check: 10 (003:343), or 10 + 1 for every hour already spent dying (003:364). */
export function dyingDifficulty(rule: TrueSrdVariants['dying'], track: DamageTrack): number {
  return RECOVERY_DIFFICULTY + (rule === 'line-363' ? track.dyingChecks : 0);
}

/** The line a dying rule is written on, for explanations. */
export function dyingCite(rule: TrueSrdVariants['dying']): string {
  return rule === 'line-343' ? '003:343' : '003:363-364';
}

/** A dying character stabilised: unconscious and disabled, recovering from both normally (003:346, 003:364, 003:385). */
export function stabilise(track: DamageTrack): DamageTrack {
  return { ...track, dying: false, dyingChecks: 0, unconscious: true, disabled: true, stable: true };
}

/**
 * The dying check (see the file comment). `bonus` is Con (003:343) or the Fortitude save bonus (003:363); failure
 * kills, a success by 10 (or a natural 20 by 003:364) stabilises, any other success counts one more check survived.
 * `label` names what the bonus is made of, for the arithmetic.
 */
export function dyingCheck(track: DamageTrack, input: { readonly natural: number; readonly bonus: number; readonly rule: TrueSrdVariants['dying']; readonly label?: string }): TrackRoll {
  if (track.dead) return { problem: 'The character is dead (003:344).' };
  if (!track.dying) return { problem: 'Only a dying character makes a dying check.' };
  const bad = badFace(input.natural);
  if (bad) return { problem: bad };
  const difficulty = dyingDifficulty(input.rule, track);
  const total = input.natural + input.bonus;
  const byCon = input.rule === 'line-343';
  const head = `${byCon ? 'Con check' : 'Fortitude save'}: d20 ${input.natural}${signed(input.bonus, input.label ?? (byCon ? 'Con' : 'Fortitude'))} = ${total} vs Difficulty ${difficulty}`;
  const cite = dyingCite(input.rule);
  // The natural 20 comes first: by 003:364 it stabilises even when the total misses the Difficulty, in both readings.
  if (input.natural === 20) return { success: true, total, track: stabilise(track), explanation: `${head}: a natural 20 stabilises; now unconscious and disabled (003:364).` };
  if (total < difficulty) return { success: false, total, track: { ...track, dead: true }, explanation: `${head}: failed, the character dies (${cite}).` };
  if (total >= difficulty + 10) return { success: true, total, track: stabilise(track), explanation: `${head}: a success by 10 or more stabilises; now unconscious and disabled (${cite}).` };
  const next = byCon ? 'at the beginning of the next round, Difficulty 10' : `in an hour, Difficulty ${difficulty + 1}`;
  return { success: true, total, track: { ...track, dyingChecks: track.dyingChecks + 1 }, explanation: `${head}: still dying; the next check ${next} (${cite}).` };
}

/** Another character's Heal check, Difficulty 15, stabilises a dying character (003:364). */
export function healCheck(track: DamageTrack, natural: number, healBonus: number): TrackRoll {
  if (track.dead) return { problem: 'The character is dead: only powerful healers restore life (003:344).' };
  if (!track.dying) return { problem: 'Only a dying character is stabilised; this one is not dying.' };
  const bad = badFace(natural);
  if (bad) return { problem: bad };
  const total = natural + healBonus;
  const head = `Heal check: d20 ${natural}${signed(healBonus, 'Heal')} = ${total} vs Difficulty ${HEAL_STABILISE_DIFFICULTY}`;
  if (total >= HEAL_STABILISE_DIFFICULTY) return { success: true, total, track: stabilise(track), explanation: `${head}: stabilised, now unconscious and disabled (003:364).` };
  return { success: false, total, track, explanation: `${head}: not stabilised; still dying (003:364).` };
}

/**
 * A disabled character who takes a standard action (003:342) or a strenuous one (003:362) falls unconscious and
 * begins dying.
 */
export function strain(track: DamageTrack): { readonly track: DamageTrack } | { readonly problem: string } {
  if (track.dead) return { problem: 'The character is dead (003:344).' };
  if (track.dying) return { problem: 'The character is already dying.' };
  if (!track.disabled) return { problem: 'Only a disabled character falls dying from a standard or strenuous action (003:342, 003:362).' };
  return { track: { ...track, unconscious: true, dying: true, dyingChecks: 0, stable: false } };
}

/**
 * Keeps the dying state in line with the boxes after any change: a newly checked dying box starts its checks from
 * none and ends being stable; a cleared one forgets its checks; "stable" needs both unconscious and disabled and no
 * dying or dead (003:385).
 */
export function settleTrack(before: DamageTrack, after: DamageTrack): DamageTrack {
  let t = after;
  if (t.dying && !before.dying) t = { ...t, dyingChecks: 0, stable: false };
  if (!t.dying && t.dyingChecks !== 0) t = { ...t, dyingChecks: 0 };
  if (t.stable && (t.dying || t.dead || !t.unconscious || !t.disabled)) t = { ...t, stable: false };
  return t;
}
