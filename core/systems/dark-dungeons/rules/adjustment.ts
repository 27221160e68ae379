/**
 * Step 3 of chapter 4: choosing a class and adjusting scores. Enhanceable abilities rise 1 point for every 2 points
 * lowered from the class's sacrificable abilities; none lowered below 9, none raised above 18; several enhanceable
 * abilities are raised independently; minimums are checked after adjusting (004:44-50). The GM may first swap one
 * score into an enhanceable ability (004:52).
 */
import { ABILITY_ORDER, type AbilityId, type AbilityScores, type ClassId } from '../character';
import { CLASS_REQUIREMENTS, xpBonusPercent } from '../data/class-requirements';
import { ABILITY_ABBREVIATIONS } from '../data/ability-modifiers';
import { aClass, capitalise, sourced } from '../format';

/** Lowest a sacrificed score may go, and highest an enhanced one may reach (004:48, 004:44). */
export const SACRIFICE_FLOOR = 9;
export const ENHANCE_CEILING = 18;

/** How open a class is to a set of scores. */
export type EligibilityState = 'open' | 'open-after-adjusting' | 'not-possible';

export interface Eligibility {
  readonly classId: ClassId;
  readonly state: EligibilityState;
  /** In words: why it is not open now, and what it would take; empty when open. */
  readonly reason: string;
  /** For every minimum: the score now and the best reachable by adjusting. */
  readonly minimums: readonly { ability: AbilityId; minimum: number; now: number; bestReachable: number }[];
}

const abbr = (a: AbilityId) => ABILITY_ABBREVIATIONS[a];

/** Points a sacrificable ability can give without going under 9 or under a minimum the class sets on it. */
function sacrificeRoom(classId: ClassId, ability: AbilityId, base: number): number {
  const min = CLASS_REQUIREMENTS[classId].minimums[ability] ?? 0;
  return Math.max(0, base - Math.max(SACRIFICE_FLOOR, min));
}

/** Total points the class's sacrifices can give from these base scores. */
export function sacrificePool(classId: ClassId, base: AbilityScores): number {
  // A plain loop: quick characters ask this of every class for every set of scores they roll.
  let pool = 0;
  for (const a of CLASS_REQUIREMENTS[classId].canSacrifice) pool += sacrificeRoom(classId, a, base[a]);
  return pool;
}

/**
 * Whether a class is open to these base scores (after any GM swap, before adjusting), with the reason in words
 * when it is not.
 */
export function classEligibility(classId: ClassId, base: AbilityScores): Eligibility {
  const req = CLASS_REQUIREMENTS[classId];
  const pool = sacrificePool(classId, base);
  const maxRaise = Math.floor(pool / 2);
  const minimums = Object.entries(req.minimums).map(([ability, minimum]) => {
    const a = ability as AbilityId;
    const min = minimum ?? 0;
    const canRaise = req.canEnhance.includes(a);
    const bestReachable = canRaise ? Math.min(ENHANCE_CEILING, base[a] + maxRaise) : base[a];
    return { ability: a, minimum: min, now: base[a], bestReachable };
  });
  const unmet = minimums.filter((m) => m.now < m.minimum);
  if (unmet.length === 0) return { classId, state: 'open', reason: '', minimums };
  // Raising several enhanceable abilities shares one pool of sacrificed points.
  const raiseNeeded = unmet.reduce((sum, m) => sum + (m.minimum - m.now), 0);
  const unreachable = unmet.filter((m) => m.bestReachable < m.minimum);
  if (unreachable.length === 0 && raiseNeeded <= maxRaise) {
    const what = unmet.map((m) => `raise ${abbr(m.ability)} ${m.now} → ${m.minimum}`).join(' and ');
    return {
      classId,
      state: 'open-after-adjusting',
      reason: `Open after adjusting: ${what} by sacrificing ${raiseNeeded * 2} points.`,
      minimums,
    };
  }
  const parts = (unreachable.length > 0 ? unreachable : unmet).map(
    (m) => `needs ${abbr(m.ability)} ${m.minimum} after adjustment; best reachable is ${m.bestReachable}`,
  );
  const joint =
    unreachable.length === 0 ? ` (together they need ${raiseNeeded} points raised; only ${maxRaise} can be)` : '';
  return { classId, state: 'not-possible', reason: `Not possible: ${parts.join('; ')}${joint}.`, minimums };
}

/** Each class's minimums as [ability, minimum] pairs in Table 4-1's order, listed once per class. */
const MINIMUMS = new Map<ClassId, readonly (readonly [AbilityId, number])[]>();
export function classMinimums(classId: ClassId): readonly (readonly [AbilityId, number])[] {
  let list = MINIMUMS.get(classId);
  if (!list) {
    list = Object.entries(CLASS_REQUIREMENTS[classId].minimums).map(([a, min]) => [a as AbilityId, min ?? 0] as const);
    MINIMUMS.set(classId, list);
  }
  return list;
}

/**
 * The state of {@link classEligibility} without its words: quick characters ask it of every class for every set
 * rolled, and wording the reasons no one reads was most of the work. The tests hold it equal to classEligibility's
 * state.
 */
export function eligibilityState(classId: ClassId, base: AbilityScores): EligibilityState {
  const req = CLASS_REQUIREMENTS[classId];
  const maxRaise = Math.floor(sacrificePool(classId, base) / 2);
  let unmet = 0;
  let unreachable = 0;
  let raiseNeeded = 0;
  for (const [a, min] of classMinimums(classId)) {
    const now = base[a];
    if (now >= min) continue;
    unmet += 1;
    raiseNeeded += min - now;
    const bestReachable = req.canEnhance.includes(a) ? Math.min(ENHANCE_CEILING, now + maxRaise) : now;
    if (bestReachable < min) unreachable += 1;
  }
  if (unmet === 0) return 'open';
  return unreachable === 0 && raiseNeeded <= maxRaise ? 'open-after-adjusting' : 'not-possible';
}

/** One problem with a set of adjustments, in words. */
export interface AdjustmentProblem {
  readonly ability: AbilityId | null;
  readonly message: string;
  /** "unspent": points sacrificed but not yet used — a normal state while adjusting, a problem only when finished. */
  readonly kind?: 'unspent';
}

/** Checks adjustments against the 2-for-1 rule and the 9/18 bounds; returns every problem. */
export function adjustmentProblems(
  classId: ClassId,
  base: AbilityScores,
  adjustments: AbilityScores,
): AdjustmentProblem[] {
  const req = CLASS_REQUIREMENTS[classId];
  const problems: AdjustmentProblem[] = [];
  let raised = 0;
  let lowered = 0;
  for (const a of ABILITY_ORDER) {
    const d = adjustments[a];
    if (!Number.isInteger(d)) problems.push({ ability: a, message: `${abbr(a)} adjustment must be a whole number.` });
    if (d > 0) {
      raised += d;
      if (!req.canEnhance.includes(a)) {
        problems.push({ ability: a, message: sourced(`${abbr(a)} cannot be raised by ${aClass(classNameOf(classId))}.`, 'Table 4-1, 004:29-38') });
      } else if (base[a] + d > ENHANCE_CEILING) {
        problems.push({ ability: a, message: sourced(`${abbr(a)} would be ${base[a] + d}; enhancement stops at 18.`, '004:44') });
      }
    } else if (d < 0) {
      lowered += -d;
      if (!req.canSacrifice.includes(a)) {
        problems.push({ ability: a, message: sourced(`${abbr(a)} cannot be sacrificed by ${aClass(classNameOf(classId))}.`, 'Table 4-1, 004:29-38') });
      } else if (base[a] + d < SACRIFICE_FLOOR) {
        problems.push({
          ability: a,
          message: sourced(`${abbr(a)} would be ${base[a] + d}; no score may be lowered below 9.`, '004:48'),
        });
      }
    }
  }
  if (lowered < raised * 2) {
    problems.push({
      ability: null,
      message: sourced(`Raising ${raised} point${raised === 1 ? '' : 's'} costs ${raised * 2} sacrificed; only ${lowered} ${lowered === 1 ? 'was' : 'were'} sacrificed (2 for 1).`, '004:46'),
    });
  } else if (lowered > raised * 2) {
    problems.push({ ability: null, kind: 'unspent', message: unspentMessage(classId, base, adjustments, lowered - raised * 2) });
  }
  return problems;
}

/**
 * Why sacrificed points are left over, in words. When every ability the class may raise is at 18 already, the
 * reason is the ceiling (004:44), not the 2-for-1 balance: no point can buy anything, so the sacrifice is given back.
 */
function unspentMessage(classId: ClassId, base: AbilityScores, adjustments: AbilityScores, spare: number): string {
  const points = `${spare} sacrificed point${spare === 1 ? ' is' : 's are'} not spent`;
  const full = CLASS_REQUIREMENTS[classId].canEnhance.filter((a) => base[a] + adjustments[a] >= ENHANCE_CEILING);
  if (full.length === CLASS_REQUIREMENTS[classId].canEnhance.length) {
    const at = full.map((a) => `${abbr(a)} is ${base[a] + adjustments[a]}`).join(' and ');
    return sourced(`${points}, and they cannot buy anything: ${at}, and no score may be raised above 18. Take back ${spare === 1 ? 'the sacrificed point' : `${spare} sacrificed points`}.`, '004:44');
  }
  if (spare === 1) return sourced(`${points}: one more must be sacrificed to raise a score by a point (2 for 1), or take it back.`, '004:46');
  return sourced(`${points}: raise a score by ${Math.floor(spare / 2)} more, or take them back (2 sacrificed for each point raised).`, '004:46');
}

/** Minimums the final scores fail, in words (checked after adjusting, 004:50). */
export function minimumProblems(classId: ClassId, final: AbilityScores): AdjustmentProblem[] {
  return Object.entries(CLASS_REQUIREMENTS[classId].minimums)
    .filter(([a, min]) => final[a as AbilityId] < (min ?? 0))
    .map(([a, min]) => ({
      ability: a as AbilityId,
      message: sourced(`${capitalise(aClass(classNameOf(classId)))} needs ${abbr(a as AbilityId)} ${min} after adjusting; it is ${final[a as AbilityId]}.`, 'Table 4-1, 004:50'),
    }));
}

/** How many more points could go up or down on one ability, for the adjustment step's +/- buttons. */
export interface AdjustmentRoom {
  readonly canRaise: boolean;
  readonly raiseReason: string;
  readonly canLower: boolean;
  readonly lowerReason: string;
}

/** Whether one more point may be raised or sacrificed on `ability` given current adjustments; reasons in words. */
export function adjustmentRoom(
  classId: ClassId,
  base: AbilityScores,
  adjustments: AbilityScores,
  ability: AbilityId,
): AdjustmentRoom {
  const req = CLASS_REQUIREMENTS[classId];
  const raised = ABILITY_ORDER.reduce((s, a) => s + Math.max(0, adjustments[a]), 0);
  const lowered = ABILITY_ORDER.reduce((s, a) => s + Math.max(0, -adjustments[a]), 0);
  const value = base[ability] + adjustments[ability];
  const spare = lowered - raised * 2;
  let canRaise = true;
  let raiseReason = '';
  if (adjustments[ability] < 0) {
    // Undoing a sacrifice is always allowed as long as what was raised stays paid for.
    canRaise = spare >= 1;
    raiseReason = canRaise ? '' : 'The sacrificed points are spent; lower what was raised first.';
  } else if (!req.canEnhance.includes(ability)) {
    canRaise = false;
    raiseReason = `${capitalise(aClass(classNameOf(classId)))} cannot enhance ${abbr(ability)}.`;
  } else if (value >= ENHANCE_CEILING) {
    canRaise = false;
    raiseReason = `${abbr(ability)} is ${value}: no score may be raised above 18 (004:44).`;
  } else if (spare < 2) {
    canRaise = false;
    raiseReason = `Sacrifice ${2 - spare} more point${2 - spare === 1 ? '' : 's'} first (2 for 1).`;
  }
  let canLower = true;
  let lowerReason = '';
  if (adjustments[ability] > 0) {
    canLower = true; // undoing an enhancement frees its points
  } else if (!req.canSacrifice.includes(ability)) {
    canLower = false;
    lowerReason = `${capitalise(aClass(classNameOf(classId)))} cannot sacrifice ${abbr(ability)}.`;
  } else if (value <= SACRIFICE_FLOOR) {
    canLower = false;
    lowerReason = `${abbr(ability)} is ${value}; no score may go below 9.`;
  }
  return { canRaise, raiseReason, canLower, lowerReason };
}

/** The XP bonus the final scores would give this class, with its explanation. */
export function xpBonusFor(classId: ClassId, final: AbilityScores): { percent: number; explanation: string } {
  return xpBonusPercent(classId, final);
}

function classNameOf(classId: ClassId): string {
  return classId === 'magic-user' ? 'magic-user' : classId;
}
