/**
 * Chapter 11, Gaining Experience, as far as the level-up engine needs it: the XP bonus arithmetic, the level an XP
 * total reaches and the optional one-level-per-award house rule. Source 004 only refers to the chapter (line 56), so the award rules
 * come from the supplement, section 4 (lines 173-199). The per-level schedules (skill points, weapon feats, hit points
 * after 9th) are the class tables' own columns and prose (./classes), which the level-up reads directly.
 */
import { formatNumber as n } from '../../../text/format';

/** Highest level the class tables print. */
export const MAX_LEVEL = 36;


/**
 * Applies a prime-requisite percentage to an award. Fractions are rounded down, so a bonus never gives more than the
 * percentage promises (a decision: the sources do not say how to round). Example: 1,000 at +10% → "1,000 × 1.10 = 1,100".
 * @throws RangeError for a negative or non-finite base, or a percentage that would make the multiplier negative.
 */
export function applyXpBonus(base: number, bonusPercent: number): { awarded: number; arithmetic: string } {
  if (!Number.isFinite(base) || base < 0) throw new RangeError(`An XP award must be 0 or more, got ${String(base)}.`);
  if (!Number.isFinite(bonusPercent) || bonusPercent < -100) {
    throw new RangeError(`An XP bonus must be -100% or more, got ${String(bonusPercent)}.`);
  }
  // Integer arithmetic first (base × (100 + p)), then one division, so 1,000 × 110 / 100 is exactly 1,100.
  const awarded = Math.floor((base * (100 + bonusPercent)) / 100);
  const factor = ((100 + bonusPercent) / 100).toFixed(2);
  const exact = (base * (100 + bonusPercent)) / 100;
  const rounded = exact === awarded ? '' : ` (${exact} rounded down)`;
  return { awarded, arithmetic: `${n(base)} × ${factor} = ${n(awarded)}${rounded}` };
}

/**
 * The level an XP total reaches on a class's table. `thresholds[i]` is the XP for level i + 1 (so thresholds[0] is 0).
 * @throws RangeError for a negative total or an empty table.
 */
export function levelForXp(xp: number, thresholds: readonly number[]): number {
  if (thresholds.length === 0) throw new RangeError('The XP table is empty.');
  if (!Number.isFinite(xp) || xp < 0) throw new RangeError(`An XP total must be 0 or more, got ${String(xp)}.`);
  let level = 0;
  thresholds.forEach((t, i) => {
    if (xp >= t) level = i + 1;
  });
  return Math.max(level, 1);
}

/**
 * Adds an award. The Dark Dungeons text sets no limit on how many levels one award may reach (supplement §11.1, line
 * 987: the level rises once the total reaches the threshold, with no one-level cap), so by default nothing is cut.
 * With `oneLevelPerAward` (the Rules Cyclopedia habit, for a campaign that adopts it as a house rule) the new total may
 * not reach the level after next: it stops 1 XP below that level's threshold and the rest is lost. At the top of the
 * table there is no level after next, so nothing is capped.
 */
export function capAward(
  currentXp: number,
  award: number,
  thresholds: readonly number[],
  oneLevelPerAward = false,
): { total: number; capped: boolean; explanation: string } {
  if (!Number.isFinite(award) || award < 0) throw new RangeError(`An XP award must be 0 or more, got ${String(award)}.`);
  const level = levelForXp(currentXp, thresholds);
  const uncapped = currentXp + award;
  // thresholds[level] is the next level's XP, thresholds[level + 1] the level after next's.
  const afterNext = thresholds[level + 1];
  if (!oneLevelPerAward || afterNext === undefined || uncapped < afterNext) {
    return {
      total: uncapped,
      capped: false,
      explanation: `${n(currentXp)} + ${n(award)} = ${n(uncapped)}`,
    };
  }
  const total = afterNext - 1;
  return {
    total,
    capped: true,
    explanation:
      `${n(currentXp)} + ${n(award)} = ${n(uncapped)} would pass level ${level + 2} (${n(afterNext)} XP); under the ` +
      `house rule one award raises at most one level, so the total stops at ${n(total)} and ${n(uncapped - total)} XP is lost`,
  };
}
