/**
 * The damage track as pure functions: a Toughness save against an attack's damage bonus and where it leaves the
 * character (003:322-335), recovery checks and fading (003:345-348) and fatigue (003:349-353); dying and
 * stabilising are in `dying.ts`. Each takes the track and the die as numbers, so the sheet can say "needs 12 on the d20"
 * before the roll and the same function applies the result after it.
 *
 * Readings of the text where it is loose, each decided once here:
 * - Bruised and Hurt are tallies, the other seven are boxes: the printed track has one box fewer than columns in each
 *   row (003:330-334) and "seven conditions" (003:337) are the seven boxes.
 * - A result whose box is already checked moves along its row to the next free box (003:326, 003:328); past Dying is
 *   Dead, the track's last column (003:334).
 * - A failed save against a staggered character (any further damage) makes it unconscious (003:386).
 * - The penalty on a save is the tally and box of the save's own row: bruised and dazed against non-lethal damage
 *   (003:326), hurt and wounded against lethal (003:328). "Only the highest value applies" to bruised and hurt
 *   (003:329) is read as: the two tallies are never added together.
 */
import type { DamageTrack, FatigueLevel, TrueSrdVariants } from '../character';
import { settleTrack } from './dying';
import { RECOVERY_DIFFICULTY, RECOVERY_INTERVALS, TOUGHNESS_BASE_DIFFICULTY, TRACK_BANDS, TRACK_ENTRIES, exhaustedPenalty } from '../data/damage-track';

/** Lethal damage (weapons) or non-lethal (unarmed attacks, saps), 003:118, 003:325-327. */
export type DamageType = 'lethal' | 'non-lethal';

/** The Difficulty of the Toughness save against an attack: 15 + its damage bonus (003:322-323). */
export function toughnessDifficulty(damageBonus: number): number {
  return TOUGHNESS_BASE_DIFFICULTY + damageBonus;
}

/** The track's penalty on a Toughness save against this type of damage (003:326, 003:328), as a number ≤ 0. */
export function trackPenalty(track: DamageTrack, type: DamageType): number {
  // 0 − n, not −n: an unhurt track gives 0, never −0.
  return 0 - (type === 'lethal' ? track.hurt + (track.wounded ? 1 : 0) : track.bruised + (track.dazed ? 1 : 0));
}

/** The lowest d20 face that makes a total reach a Difficulty: 21 means even a 20 fails (the save is impossible). */
export function neededOnD20(bonus: number, difficulty: number): number {
  return Math.min(21, Math.max(1, difficulty - bonus));
}

const LETHAL_ORDER = ['wounded', 'disabled', 'dying', 'dead'] as const;
const NON_LETHAL_ORDER = ['dazed', 'staggered', 'unconscious'] as const;
/** The non-lethal box lethal damage also checks (003:329). */
const COLLATERAL: Readonly<Record<(typeof LETHAL_ORDER)[number], keyof DamageTrack | null>> = {
  wounded: 'dazed',
  disabled: 'staggered',
  dying: 'unconscious',
  dead: null,
};

/** What marking a result did: the new track and the entries marked, main result first. */
export interface Marked {
  readonly track: DamageTrack;
  readonly marked: readonly (keyof DamageTrack)[];
}

/** The entry's printed name. */
export function entryName(id: keyof DamageTrack): string {
  return TRACK_ENTRIES.find((e) => e.id === id)?.name ?? id;
}

function markLethalBox(track: DamageTrack, from: number): Marked {
  const free = LETHAL_ORDER.slice(from).find((box) => !track[box]);
  if (!free) return { track, marked: [] };
  let next: DamageTrack = { ...track, [free]: true };
  const marked: (keyof DamageTrack)[] = [free];
  const collateral = COLLATERAL[free];
  if (collateral && !next[collateral]) {
    next = { ...next, [collateral]: true };
    marked.push(collateral);
  }
  return { track: next, marked };
}

/**
 * Marks a failed Toughness save on the track. `column` is the band the failure reached (0 for 1-4, 1 for 5+, 2 for
 * 10+, 3 for 15+); `onlyMinor` is the natural-20 rule of impossible saves (003:335): bruised or hurt, nothing more.
 */
export function markDamage(track: DamageTrack, type: DamageType, column: 0 | 1 | 2 | 3, onlyMinor = false): Marked {
  const r = markRaw(track, type, column, onlyMinor);
  // A dying box checked now starts its dying checks from none (dying.ts).
  return { ...r, track: settleTrack(track, r.track) };
}

function markRaw(track: DamageTrack, type: DamageType, column: 0 | 1 | 2 | 3, onlyMinor: boolean): Marked {
  if (track.dead) return { track, marked: [] };
  if (onlyMinor || (column === 0 && !track.staggered && !(type === 'non-lethal' && track.unconscious))) {
    if (type === 'lethal') return { track: { ...track, hurt: track.hurt + 1, bruised: track.bruised + 1 }, marked: ['hurt', 'bruised'] };
    return { track: { ...track, bruised: track.bruised + 1 }, marked: ['bruised'] };
  }
  if (type === 'non-lethal') {
    // Unconscious already: more non-lethal damage goes to the first free lethal box (003:326).
    if (track.unconscious) return markLethalBox(track, 0);
    // Staggered already: any further damage means unconscious (003:386).
    if (track.staggered) return { track: { ...track, unconscious: true }, marked: ['unconscious'] };
    const free = NON_LETHAL_ORDER.slice(column - 1).find((box) => !track[box]) ?? 'unconscious';
    return { track: { ...track, [free]: true }, marked: [free] };
  }
  const wasStaggered = track.staggered;
  const lethal: Marked =
    column === 0 ? { track: { ...track, hurt: track.hurt + 1, bruised: track.bruised + 1 }, marked: ['hurt', 'bruised'] } : markLethalBox(track, column - 1);
  if (wasStaggered && !lethal.track.unconscious) {
    return { track: { ...lethal.track, unconscious: true }, marked: [...lethal.marked, 'unconscious'] };
  }
  return lethal;
}

/** One Toughness save, as rolled. */
export interface ToughnessSaveInput {
  /** The d20 face, 1-20. */
  readonly natural: number;
  /** Toughness before the track's penalties: Con + feats + armour (003:323), plus any modifier the Narrator gives. */
  readonly toughness: number;
  /** The attack's damage bonus (weapon damage + Strength, 003:322). */
  readonly damageBonus: number;
  readonly type: DamageType;
  /** Whether the table uses the impossible-saves rule (003:335). */
  readonly naturalTwentySpares: boolean;
}

/** What a Toughness save did. */
export interface ToughnessOutcome {
  readonly difficulty: number;
  /** The track's penalty that applied (≤ 0). */
  readonly penalty: number;
  readonly total: number;
  readonly success: boolean;
  /** How far below the Difficulty the total fell; 0 on a success. */
  readonly failedBy: number;
  /** Entries marked, the main result first; empty on a success. */
  readonly marked: readonly (keyof DamageTrack)[];
  readonly track: DamageTrack;
  /** The whole save in words: "d20 9 + 3 Toughness − 1 hurt = 11 vs 18: failed by 7, wounded (and dazed)". */
  readonly explanation: string;
}

function signedTerm(n: number, what: string): string {
  return n >= 0 ? ` + ${n} ${what}` : ` − ${-n} ${what}`;
}

/** Resolves a Toughness save against an attack and marks the result (003:322-335). Throws RangeError for a bad die. */
export function resolveToughnessSave(track: DamageTrack, input: ToughnessSaveInput): ToughnessOutcome {
  if (!Number.isInteger(input.natural) || input.natural < 1 || input.natural > 20) throw new RangeError(`A d20 shows 1 to 20, not ${input.natural}.`);
  const difficulty = toughnessDifficulty(input.damageBonus);
  const penalty = trackPenalty(track, input.type);
  const total = input.natural + input.toughness + penalty;
  const terms = `d20 ${input.natural}${signedTerm(input.toughness, 'Toughness')}${penalty !== 0 ? signedTerm(penalty, 'from the damage track') : ''} = ${total} vs Difficulty ${difficulty}`;
  if (total >= difficulty) {
    return { difficulty, penalty, total, success: true, failedBy: 0, marked: [], track, explanation: `${terms}: no significant damage (003:324).` };
  }
  const failedBy = difficulty - total;
  const band = [...TRACK_BANDS].reverse().find((b) => failedBy >= b.failedBy) ?? TRACK_BANDS[0];
  const spared = input.naturalTwentySpares && input.natural === 20;
  const result = markDamage(track, input.type, band?.column ?? 0, spared);
  const [main, ...rest] = result.marked;
  const what = main ? `${entryName(main).toLowerCase()}${rest.length ? ` (and ${rest.map((m) => entryName(m).toLowerCase()).join(', ')})` : ''}` : 'no further effect: already dead';
  const why = spared ? ' — a natural 20 leaves only bruised or hurt (003:335)' : '';
  return { difficulty, penalty, total, success: false, failedBy, marked: result.marked, track: result.track, explanation: `${terms}: failed by ${failedBy}, ${what}${why}.` };
}

/** How far along the track the character is: 0 unhurt, 1 bruised or hurt, 2 dazed or wounded, 3 staggered or disabled, 4 unconscious or dying, 5 dead. */
export function trackPosition(track: DamageTrack): number {
  if (track.dead) return 5;
  if (track.dying || track.unconscious) return 4;
  if (track.disabled || track.staggered) return 3;
  if (track.wounded || track.dazed) return 2;
  return track.hurt > 0 || track.bruised > 0 ? 1 : 0;
}

/** The track in the rules' words, worst first ("Disabled, staggered", "Hurt 2, bruised 2"), or null when unhurt. */
export function trackState(track: DamageTrack): string | null {
  if (track.dead) return 'Dead';
  const boxes = (['dying', 'unconscious', 'disabled', 'staggered', 'wounded', 'dazed'] as const).filter((b) => track[b]).map(entryName);
  const tallies = [track.hurt > 0 ? `hurt ${track.hurt}` : '', track.bruised > 0 ? `bruised ${track.bruised}` : ''].filter(Boolean);
  const words = [...boxes.map((b, i) => (i === 0 ? b : b.toLowerCase())), ...tallies];
  if (words.length === 0) return null;
  const first = words[0] ?? '';
  return [first.charAt(0).toUpperCase() + first.slice(1), ...words.slice(1)].join(', ');
}

/** A box a recovery check may clear (003:346). */
export type RecoverableBox = 'staggered' | 'unconscious' | 'wounded' | 'disabled';

/** The outcome of a check: the new state and the arithmetic in words, or why it cannot be made. */
export type CheckOutcome<T> = { readonly success: boolean; readonly total: number; readonly value: T; readonly explanation: string } | { readonly problem: string };

/**
 * A recovery check: Con check, Difficulty 10; success erases the condition (003:345). Spending Conviction makes the
 * die a 10 (003:347). Refused for a box that is not checked, or for unconscious while dying (dying has its own check).
 */
export function recoveryCheck(track: DamageTrack, box: RecoverableBox, natural: number, con: number, conviction = false, label = 'Con'): CheckOutcome<DamageTrack> {
  if (!track[box]) return { problem: `${entryName(box)} is not checked, so there is nothing to recover from.` };
  if (track.dead) return { problem: 'The character is dead.' };
  if (track.dying && (box === 'unconscious' || box === 'disabled')) return { problem: 'A dying character makes the dying check first; once stable it recovers normally (003:346).' };
  const face = conviction ? 10 : natural;
  if (!Number.isInteger(face) || face < 1 || face > 20) return { problem: `A d20 shows 1 to 20, not ${natural}.` };
  const total = face + con;
  const success = total >= RECOVERY_DIFFICULTY;
  const every = RECOVERY_INTERVALS[box] ?? 'minute';
  const die = conviction ? 'Conviction: a roll of 10 (003:347)' : `d20 ${face}`;
  const explanation = `${die}${signedTerm(con, label)} = ${total} vs Difficulty 10: ${success ? `${entryName(box).toLowerCase()} is erased` : `no improvement; try again in a ${every}`} (003:345-346).`;
  return { success, total, value: success ? settleTrack(track, { ...track, [box]: false }) : track, explanation };
}

/** A minute passes: one bruise fades, and the dazed box with it (003:348: "one per minute"). */
export function fadeMinute(track: DamageTrack): DamageTrack {
  return { ...track, bruised: Math.max(0, track.bruised - 1), dazed: false };
}

/** An hour passes: one hurt fades (003:348). */
export function fadeHour(track: DamageTrack): DamageTrack {
  return { ...track, hurt: Math.max(0, track.hurt - 1) };
}

/** A Conviction point after a conflict erases every bruised, dazed and hurt condition (003:348). */
export function shakeOff(track: DamageTrack): DamageTrack {
  return { ...track, bruised: 0, dazed: false, hurt: 0 };
}

/** The fatigue penalty to effective Strength and Dexterity at a level (003:350-352, or 003:366 for exhausted). */
export function fatiguePenalty(level: FatigueLevel, rule: TrueSrdVariants['exhausted']): number {
  return [0, -1, -2, exhaustedPenalty(rule)][level] ?? 0;
}

/** One fatigue result: a level more, or unconscious once exhausted (003:352, 003:366). */
export function addFatigue(fatigue: FatigueLevel, track: DamageTrack): { readonly fatigue: FatigueLevel; readonly track: DamageTrack; readonly explanation: string } {
  if (fatigue < 3) {
    const next = (fatigue + 1) as FatigueLevel;
    return { fatigue: next, track, explanation: `${['Normal', 'Winded', 'Fatigued', 'Exhausted'][fatigue]} becomes ${['Normal', 'Winded', 'Fatigued', 'Exhausted'][next]?.toLowerCase()} (003:350-352).` };
  }
  return { fatigue, track: { ...track, unconscious: true }, explanation: 'An exhausted character who suffers more fatigue falls unconscious and recovers from it normally (003:352).' };
}

/** An hour of rest: a Con check, Difficulty 10, removes one fatigue level (003:353). */
export function fatigueRecovery(fatigue: FatigueLevel, natural: number, con: number, label = 'Con'): CheckOutcome<FatigueLevel> {
  if (fatigue === 0) return { problem: 'The character is not fatigued.' };
  if (!Number.isInteger(natural) || natural < 1 || natural > 20) return { problem: `A d20 shows 1 to 20, not ${natural}.` };
  const total = natural + con;
  const success = total >= RECOVERY_DIFFICULTY;
  const value = (success ? fatigue - 1 : fatigue) as FatigueLevel;
  return { success, total, value, explanation: `d20 ${natural}${signedTerm(con, label)} = ${total} vs Difficulty 10: ${success ? 'one fatigue level less' : 'no change this hour'}; ten hours of rest clear all fatigue (003:353).` };
}
