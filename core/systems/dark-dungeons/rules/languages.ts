/**
 * Languages a Dark Dungeons character speaks, and how many the rules allow. What the chapter 4–6 text says:
 * - a character has starting languages (004:1345 calls a language spoken like a native "a starting language") but
 *   the text does not count them, and has no alignment language or common tongue;
 * - "every character starts with 4 skill points, plus an extra skill point per point of intelligence bonus"
 *   (004:1018): this is how Intelligence gives languages;
 * - each skill point spent on the Language skill is one more language the character can converse in (004:1327); a
 *   second point on the same language makes it native, not a new language (004:1329);
 * - the GM decides which languages exist (004:1331).
 * So the allowance is one starting language (the native tongue: a reconstruction, since the text gives no count)
 * plus one per language taken with the Language skill. More languages than that is a rule not followed, listed like
 * any other and never refused: the GM may give more.
 */
import { formatModifier, abilityModifier } from '../data/ability-modifiers';
import { finalScores, type DarkDungeonsData } from '../character';
import { sourced } from '../format';
import { DARK_DUNGEONS_LIMITS } from '../shape';

/**
 * Starting languages counted for every character: the native tongue. Reconstruction: the text mentions starting
 * languages (004:1345) without saying how many; one is the least any character speaks.
 */
export const STARTING_LANGUAGES = 1;

/** The most languages kept in the list, and the longest name of one: far beyond any world's languages. */
export const MAX_LANGUAGES = DARK_DUNGEONS_LIMITS.languages;
export const MAX_LANGUAGE_LENGTH = DARK_DUNGEONS_LIMITS.language;

/** How many languages the rules allow a character, and why. */
export interface LanguageAllowance {
  /** Starting languages counted (the native tongue). */
  readonly starting: number;
  /** Languages taken with the Language skill (its specialties with at least one point), as the player wrote them. */
  readonly taught: readonly string[];
  /** Extra skill points Intelligence gives (its bonus; a penalty gives none), 004:1018. */
  readonly intSkillPoints: number;
  /** Languages the rules allow: starting plus taught. */
  readonly allowed: number;
  /** Languages in the character's list. */
  readonly spoken: number;
  /** The allowance in words, with its sources. */
  readonly explanation: string;
}

/** The languages the character speaks (absent in files written before languages were kept: none listed). */
export function languagesOf(data: Pick<DarkDungeonsData, 'languages'>): readonly string[] {
  return data.languages ?? [];
}

/** The allowance of a character, worked out from its Language skill and its Intelligence. */
export function languageAllowance(data: DarkDungeonsData): LanguageAllowance {
  const taught = [...new Map(data.skills.filter((s) => s.skillId === 'language' && s.points > 0 && s.specialty.trim() !== '').map((s) => [s.specialty.trim().toLowerCase(), s.specialty.trim()])).values()];
  const int = finalScores(data)?.int ?? null;
  const bonus = int === null ? 0 : Math.max(0, abilityModifier(int));
  const allowed = STARTING_LANGUAGES + taught.length;
  const intWords =
    int === null
      ? 'Intelligence is not known yet'
      : bonus === 0
        ? `Int ${int} gives no extra skill points`
        : `Int ${int} (${formatModifier(abilityModifier(int))}) gives ${bonus} extra skill point${bonus === 1 ? '' : 's'}, each able to buy a language`;
  const skillWords = taught.length === 0 ? 'none yet' : taught.join(', ');
  const explanation = sourced(
    `One starting language (the native tongue), and one more for each language taken with the Language skill: ${skillWords}. ${intWords}.`,
    '004:1018, 004:1327-1331, 004:1345',
  );
  return { starting: STARTING_LANGUAGES, taught, intSkillPoints: bonus, allowed, spoken: languagesOf(data).length, explanation };
}

/** Rules the language list does not follow, in words (more languages than allowed). */
export function languageProblems(data: DarkDungeonsData): string[] {
  const a = languageAllowance(data);
  if (a.spoken <= a.allowed) return [];
  const extra = a.spoken - a.allowed;
  return [
    sourced(
      `${a.spoken} languages are listed but ${a.allowed} ${a.allowed === 1 ? 'is' : 'are'} allowed (the native tongue and one per skill point on the Language skill): spend a skill point on Language for ${extra === 1 ? 'the extra one' : `each of the ${extra} extra`}, or record the GM's ruling.`,
      '004:1327',
    ),
  ];
}
