/**
 * Dark Dungeons' hirelings (supplement §7.9, "Hirelings ([PJS])", line 785, and the Cha columns of Table 3-1, §1):
 * a leader may keep as many as its Cha allows, at the morale its Cha gives, of at most half its level (rounded down;
 * at least 1st, at most 5th); a hireling's fee per adventure (or per month on an expedition) is a tenth of the XP its
 * class needs for its next level, in gp, half paid in advance.
 */
import type { CardHiring } from '../types';
import { finalScores, type DarkDungeonsData } from './character';
import { CLASS_TABLES } from './data/classes';
import { hirelingMorale, maxHirelings } from './data/ability-modifiers';
import { formatPurse } from './format';

const SOURCE = 'supplement §7.9 and Table 3-1 (§1)';

/** The highest level a leader of `level` may hire: half, rounded down, from 1st to 5th (supplement §7.9). */
export function hirelingTopLevel(level: number): number {
  return Math.max(1, Math.min(5, Math.floor(level / 2)));
}

/** A tenth of the XP for the next level, in gp (supplement §7.9); null past the class table. */
export function hirelingFeeGp(nextLevelXp: number | null): number | null {
  return nextLevelXp === null ? null : Math.round(nextLevelXp / 10);
}

/** The card's hiring part, or undefined while the character has no class or scores yet. */
export function darkDungeonsHiring(d: DarkDungeonsData): CardHiring | undefined {
  const table = d.classId ? CLASS_TABLES[d.classId] : null;
  const scores = finalScores(d);
  if (!table || !scores) return undefined;
  const most = maxHirelings(scores.cha);
  const morale = hirelingMorale(scores.cha);
  const topLevel = hirelingTopLevel(d.level);
  const fee = hirelingFeeGp(table.levels[d.level]?.xp ?? null);
  return {
    leads: { most, morale, topLevel, words: `up to ${most} hireling${most === 1 ? '' : 's'} (Cha ${scores.cha}), morale ${morale}, of level ${topLevel} at most (half of level ${d.level})` },
    fee: fee === null ? 'none: past the class table' : `${formatPurse(fee)} an adventure or month, ${formatPurse(fee / 2)} ahead`,
    source: SOURCE,
  };
}
