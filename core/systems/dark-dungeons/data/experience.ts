/**
 * Chapter 11, Gaining Experience. Source 004 only refers to it (line 56), so the award rules and the level-up
 * procedure come from the supplement, section 4; the per-level schedules (skill points, weapon feats, hit points
 * after 9th) are also printed in the chapter 4 class tables and prose, which win and which the tests check.
 */
import type { Citation, ClassId } from './types';

const SUPPLEMENT = 'supplements/dark-dungeons-tables.md';
const SOURCE = '004_b3026cedeba6292d.txt';

/** One rule about where XP comes from, in our own words. */
export interface XpAwardRule {
  readonly id: string;
  readonly summary: string;
  readonly citation: Citation;
}

/** How characters earn (and lose) experience: supplement section 4, lines 175-180. */
export const XP_AWARD_RULES: readonly XpAwardRule[] = [
  {
    id: 'treasure',
    summary:
      '1 XP per 1 gp of treasure, by each character\'s own share: treasure found, mission rewards, money taken from ' +
      'monsters or NPCs, monthly dominion income and sales of non-magical valuables. Not money from party members, ' +
      'from a mundane trade, or from selling magic items.',
    citation: { file: SUPPLEMENT, lines: '176' },
  },
  {
    id: 'monsters',
    summary:
      'XP for every monster defeated (killed, driven off, surrendered or outwitted), real threats only, split equally ' +
      'among the whole party, absent or unconscious members included; usually given at the end of the day.',
    citation: { file: SUPPLEMENT, lines: '177' },
  },
  {
    id: 'goals',
    summary: 'Plot goals and other awards at the GM\'s discretion.',
    citation: { file: SUPPLEMENT, lines: '178' },
  },
  {
    id: 'prime-requisite',
    summary: 'The prime-requisite adjustment (Table 4-1) applies to all XP earned, not to XP added or removed by spells.',
    citation: { file: SUPPLEMENT, lines: '179' },
  },
  {
    id: 'loss',
    summary: 'XP is only ever lost through energy drain.',
    citation: { file: SUPPLEMENT, lines: '180' },
  },
  {
    id: 'level-timing',
    summary:
      'A level is gained at the next night\'s rest after the XP total reaches the table value, never mid-fight; the ' +
      'new abilities are there next morning.',
    citation: { file: SUPPLEMENT, lines: '183-184' },
  },
];

/**
 * Whether one award may raise a character more than one level. The supplement (section 4) and source 004 say
 * nothing; the Rules Cyclopedia, which DD follows, stops the total 1 XP short of the level after next. We adopt that
 * rule as a decision, and {@link capAward} implements it; a caller that does not want it simply adds the award.
 */
export const ONE_LEVEL_PER_AWARD: Citation = {
  file: SUPPLEMENT,
  lines: '173-199',
  note:
    'Not in the supplement or 004: our decision, after the Rules Cyclopedia, that one award raises at most one level ' +
    'and stops 1 XP below the level after next.',
};

/** Levels at which a character gains one skill point: every four levels from 5th (supplement line 195). */
export const SKILL_POINT_LEVELS: readonly number[] = [5, 9, 13, 17, 21, 25, 29, 33];

/** Where the skill-point schedule is printed: the "Skills" column of every class table, and the supplement. */
export const SKILL_POINT_CITATION: Citation = {
  file: SUPPLEMENT,
  lines: '195',
  note: 'Checked against the Skills column of Tables 4-2a..4-9 in 004 (e.g. 004:79 "5 12000 5d6 2 5 ...").',
};

/** Skill points from level alone (the class tables' "Skills" column): 4, plus one per schedule level reached. */
export function skillPointsAtLevel(level: number): number {
  checkLevel(level);
  return 4 + SKILL_POINT_LEVELS.filter((l) => l <= level).length;
}

/** One of the two weapon-feat schedules. */
export interface WeaponFeatSchedule {
  /** Feats at 1st level, spent at once on Basic proficiency (004:1516). */
  readonly starting: number;
  /** Levels that each add one empty feat slot, to be spent through training (004:1522). */
  readonly levels: readonly number[];
}

/** Weapon-feat schedules by class group (supplement lines 200-205). */
export const WEAPON_FEAT_SCHEDULES: Readonly<Record<'standard' | 'martial', WeaponFeatSchedule>> = {
  standard: { starting: 2, levels: [3, 6, 9, 11, 15, 23, 30, 36] },
  martial: { starting: 4, levels: [3, 6, 9, 11, 15, 19, 23, 27, 30, 33, 36] },
};

/** Where the weapon-feat schedules come from. */
export const WEAPON_FEAT_CITATION: Citation = {
  file: SUPPLEMENT,
  lines: '200-205',
  note: 'Checked against the Weapon Feats column of the class tables in 004 (mystic: prose 004:757 only).',
};

/** Fighters and dwarves use the martial schedule (start with four feats, 004:342, 004:527); the rest standard. */
export function weaponFeatSchedule(classId: ClassId): WeaponFeatSchedule {
  return classId === 'fighter' || classId === 'dwarf' ? WEAPON_FEAT_SCHEDULES.martial : WEAPON_FEAT_SCHEDULES.standard;
}

/** Total weapon feats a class has at a level (the class tables' "Weapon Feats" column). */
export function weaponFeatsAtLevel(classId: ClassId, level: number): number {
  checkLevel(level);
  const s = weaponFeatSchedule(classId);
  return s.starting + s.levels.filter((l) => l <= level).length;
}

/** Fixed hit points per level after 9th, with no Con bonus; source 004 prose, agreeing with supplement line 189-190. */
export const HP_PER_LEVEL_AFTER_NINTH: Readonly<Record<ClassId, number>> = {
  cleric: 1,
  dwarf: 2,
  elf: 1,
  fighter: 2,
  halfling: 1,
  'magic-user': 1,
  mystic: 2,
  thief: 2,
};

/** Lines of source 004 that state each class's hit points after 9th. */
export const HP_AFTER_NINTH_LINES: Readonly<Record<ClassId, number>> = {
  cleric: 171,
  dwarf: 336,
  elf: 432,
  fighter: 521,
  halfling: 619,
  'magic-user': 705,
  mystic: 751,
  thief: 899,
};

/** Where {@link HP_PER_LEVEL_AFTER_NINTH} comes from. */
export const HP_AFTER_NINTH_CITATION: Citation = {
  file: SOURCE,
  lines: '171, 336, 432, 521, 619, 705, 751, 899',
  note: 'The "Hit Points" paragraph of each class; the supplement (lines 185-192) agrees.',
};

/** What a character gains in hit points on reaching a level. */
export type HitPointGain =
  | { readonly kind: 'roll'; readonly addsCon: true }
  | { readonly kind: 'fixed'; readonly amount: number; readonly addsCon: false };

/**
 * Hit points gained on reaching `level`: up to 9th, one more class hit die plus the Con modifier; from 10th a fixed
 * amount with no Con bonus (supplement line 185; 004 class prose). Level 1 is the starting roll.
 */
export function hitPointGain(classId: ClassId, level: number): HitPointGain {
  checkLevel(level);
  return level <= 9
    ? { kind: 'roll', addsCon: true }
    : { kind: 'fixed', amount: HP_PER_LEVEL_AFTER_NINTH[classId], addsCon: false };
}

/** Highest level the class tables print. */
export const MAX_LEVEL = 36;

function checkLevel(level: number): void {
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) {
    throw new RangeError(`Level ${String(level)} is outside 1-${MAX_LEVEL}.`);
  }
}

/** Writes a whole number with thousands separators, as the tables do ("1,100"). */
function n(value: number): string {
  return value.toLocaleString('en-US');
}

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
 * Adds an award under the one-level-per-award rule ({@link ONE_LEVEL_PER_AWARD}): the new total may not reach the
 * level after next; if it would, it stops 1 XP below that level's threshold and the rest is lost. At the top of the
 * table there is no level after next, so nothing is capped.
 */
export function capAward(
  currentXp: number,
  award: number,
  thresholds: readonly number[],
): { total: number; capped: boolean; explanation: string } {
  if (!Number.isFinite(award) || award < 0) throw new RangeError(`An XP award must be 0 or more, got ${String(award)}.`);
  const level = levelForXp(currentXp, thresholds);
  const uncapped = currentXp + award;
  // thresholds[level] is the next level's XP, thresholds[level + 1] the level after next's.
  const afterNext = thresholds[level + 1];
  if (afterNext === undefined || uncapped < afterNext) {
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
      `${n(currentXp)} + ${n(award)} = ${n(uncapped)} would pass level ${level + 2} (${n(afterNext)} XP); one award ` +
      `raises at most one level, so the total stops at ${n(total)} and ${n(uncapped - total)} XP is lost`,
  };
}
