/**
 * Awarding experience (Chapter 11, which source 004 only refers to at line 56; the rules come from the supplement,
 * section 4, lines 175-184): the prime-requisite bonus of Table 4-1 applied with the arithmetic shown, the
 * one-level-per-award cap (a decision, see capAward in ../data/experience), and whether a level is ready.
 */
import type { CharacterDocument } from '../../../documents/character';
import type { XpPayload } from '../../../documents/history';
import { finalScores, type DarkDungeonsData } from '../character';
import { CLASS_TABLES } from '../data/classes';
import { xpBonusPercent } from '../data/class-requirements';
import { applyXpBonus, capAward, levelForXp } from '../data/experience';
import { LevelUpError, withHistory } from './plan';
import { describeXp } from './history-text';
import { formatNumber as n } from '../../../text/format';

/** Largest single award accepted: more than the whole 36-level table of any class, so anything bigger is a typo. */
export const MAX_XP_AWARD = 100_000_000;

/** Where an award comes from: earned XP gets the prime-requisite bonus, XP added by a spell does not (supplement line 179). */
export type XpSource = 'earned' | 'spell';

/** An XP award worked out for one character, ready to show and then apply with {@link applyXpAward}. */
export interface XpAward {
  /** The award as the GM gave it. */
  readonly base: number;
  /** Earned XP (with the bonus) or XP added by a spell (without). */
  readonly source: XpSource;
  /** The prime-requisite bonus applied (0 for XP from a spell). */
  readonly bonusPercent: number;
  /** Why that bonus, e.g. "Dex 16 (16+) gives +10% (Table 4-1)". */
  readonly bonusExplanation: string;
  /** The award after the bonus, rounded down. */
  readonly awarded: number;
  /** The bonus arithmetic, e.g. "1,000 × 1.10 = 1,100". */
  readonly arithmetic: string;
  /** XP before the award; applying to a character with another total is refused. */
  readonly fromXp: number;
  /** XP after the award and the cap. */
  readonly totalXp: number;
  /** True when the one-level-per-award cap cut the award. */
  readonly capped: boolean;
  /** The addition in words, and what the cap did if it did anything. */
  readonly capExplanation: string;
  /** True when the new total reaches the XP of the level after the character's current one. */
  readonly levelReady: boolean;
  /** The highest level the new total reaches, when above the current level; otherwise null. */
  readonly readyLevel: number | null;
}


/**
 * Works out an award of `base` XP for the character: bonus, arithmetic, cap and whether a level is ready. Nothing is
 * changed; apply the result with {@link applyXpAward}.
 * @throws RangeError when `base` is negative, not a whole number or above {@link MAX_XP_AWARD}.
 * @throws LevelUpError when the character has no class or no scores yet.
 */
export function awardXp(doc: CharacterDocument<DarkDungeonsData>, base: number, source: XpSource = 'earned'): XpAward {
  if (typeof base !== 'number' || !Number.isFinite(base)) throw new RangeError('An XP award must be a number.');
  if (!Number.isInteger(base)) throw new RangeError(`An XP award must be a whole number; ${String(base)} is not.`);
  if (base < 0) {
    throw new RangeError(`An XP award cannot be negative (${n(base)}); experience is only lost through energy drain.`);
  }
  if (base > MAX_XP_AWARD) {
    throw new RangeError(`An award of ${n(base)} XP is more than ${n(MAX_XP_AWARD)}, which no table needs; check the figure.`);
  }
  const data = doc.data;
  if (!data.classId) throw new LevelUpError('no-class', 'Choose a class before awarding experience: the class sets the XP bonus.');
  const final = finalScores(data);
  if (!final) throw new LevelUpError('no-scores', 'Roll the ability scores before awarding experience: they set the XP bonus.');

  const bonus =
    source === 'spell'
      ? { percent: 0, explanation: 'XP added by a spell gets no prime-requisite bonus (supplement line 179)' }
      : xpBonusPercent(data.classId, final);
  const { awarded, arithmetic } = applyXpBonus(base, bonus.percent);
  const thresholds = CLASS_TABLES[data.classId].levels.map((r) => r.xp);
  const capped = capAward(data.xp, awarded, thresholds);
  const next = thresholds[data.level]; // thresholds[level] is the XP for level + 1
  const levelReady = next !== undefined && capped.total >= next;
  const reached = levelForXp(capped.total, thresholds);
  return {
    base,
    source,
    bonusPercent: bonus.percent,
    bonusExplanation: bonus.explanation,
    awarded,
    arithmetic,
    fromXp: data.xp,
    totalXp: capped.total,
    capped: capped.capped,
    capExplanation: capped.explanation,
    levelReady,
    readyLevel: reached > data.level ? reached : null,
  };
}

/**
 * The document with the award added and an 'xp' history entry: the award as a payload (base, bonus, XP before and
 * after), its sentence, and the XP it added so it can be undone. The input document is not changed.
 * @throws LevelUpError ('stale-plan') when the character's XP is no longer the total the award was worked out for.
 */
export function applyXpAward(
  doc: CharacterDocument<DarkDungeonsData>,
  award: XpAward,
  now: string,
): CharacterDocument<DarkDungeonsData> {
  if (doc.data.xp !== award.fromXp) {
    throw new LevelUpError(
      'stale-plan',
      `The award was worked out for ${n(award.fromXp)} XP but the character now has ${n(doc.data.xp)}; work it out again.`,
    );
  }
  const payload: XpPayload = {
    base: award.base,
    awarded: award.awarded,
    bonusPercent: award.bonusPercent,
    from: award.fromXp,
    to: award.totalXp,
    source: award.source,
    ...(award.levelReady ? { ready: doc.data.level + 1 } : {}),
  };
  return withHistory(doc, { ...doc.data, xp: award.totalXp }, {
    kind: 'xp',
    at: now,
    summary: describeXp(payload),
    dice: [],
    payload,
    undo: { add: { xp: award.totalXp - award.fromXp } },
  });
}

/** Whether the character's XP reaches its next level (the sheet's "level up ready"). */
export function levelUpReady(data: DarkDungeonsData): boolean {
  if (!data.classId) return false;
  const next = CLASS_TABLES[data.classId].levels[data.level];
  return next !== undefined && data.xp >= next.xp;
}
