/**
 * Languages (004:1018, 004:1327-1331, 004:1345): one starting language, one more per language taken with the
 * Language skill, whose points come from the 4 + Int bonus skill points. More is a rule not followed, never refused.
 */
import { describe, expect, it } from 'vitest';
import { docOf, handBuilt, scores } from './testing';
import { languageAllowance, languageProblems, STARTING_LANGUAGES } from './languages';
import { validateCharacter } from './validate';
import { computeDerived } from './derive';
import { addLanguage, removeLanguage, setAlignment, setAppearance, setConcept } from '../details';
import type { DarkDungeonsData } from '../character';

/** A thief with Int 16 (+2: 6 skill points, 004:1018) and the given Language points and spoken list. */
function thief(languageSkills: readonly [string, number][], languages?: readonly string[]): DarkDungeonsData {
  return handBuilt('thief', scores(10, 16, 10, 14, 10, 10), {
    extra: {
      skills: languageSkills.map(([specialty, points]) => ({ skillId: 'language', specialty, points })),
      ...(languages ? { languages } : {}),
    },
  });
}

describe('languageAllowance', () => {
  it('allows the native tongue alone without the Language skill, and says what Int gives', () => {
    const a = languageAllowance(thief([]));
    expect(a.allowed).toBe(STARTING_LANGUAGES);
    expect(a.intSkillPoints).toBe(2);
    expect(a.explanation).toContain('Int 16 (+2) gives 2 extra skill points');
    expect(a.explanation.split(' — Source: ')[0]).not.toMatch(/004:/);
    expect(a.explanation).toContain('Source: 004:1018, 004:1327-1331, 004:1345');
  });

  it('adds one per language taken with the Language skill (004:1327); a second point makes it native, not another (004:1329)', () => {
    expect(languageAllowance(thief([['Elvish', 1]])).allowed).toBe(2);
    expect(languageAllowance(thief([['Elvish', 2]])).allowed).toBe(2);
    const two = languageAllowance(thief([['Elvish', 1], ['Dwarvish', 1]]));
    expect(two.allowed).toBe(3);
    expect(two.taught).toEqual(['Elvish', 'Dwarvish']);
  });

  it('gives no extra skill points for an Int penalty (004:1018)', () => {
    const dull = handBuilt('fighter', scores(14, 7, 10, 10, 10, 10));
    expect(languageAllowance(dull).intSkillPoints).toBe(0);
  });

  it('is a derived value with its explanation, which a GM can override', () => {
    const value = computeDerived(thief([['Elvish', 1]])).find((v) => v.id === 'languages.allowed');
    expect(value?.value).toBe(2);
    expect(value?.explanation).toContain('Elvish');
  });
});

describe('languageProblems', () => {
  it('lists a language beyond the allowance as a rule not followed, citing 004:1327', () => {
    const d = thief([['Elvish', 1]], ['Common', 'Elvish', 'Orcish']);
    const problems = languageProblems(d);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('3 languages are listed but 2 are allowed');
    expect(problems[0]).toContain('Source: 004:1327');
    expect(validateCharacter(docOf(d)).filter((v) => v.path === 'languages')).toHaveLength(1);
  });

  it('finds nothing within the allowance, or for a file without languages', () => {
    expect(languageProblems(thief([['Elvish', 1]], ['Common', 'Elvish']))).toEqual([]);
    expect(languageProblems(thief([]))).toEqual([]);
    expect(validateCharacter(docOf(thief([]))).some((v) => v.path === 'languages')).toBe(false);
  });
});

describe('details edits', () => {
  const d = thief([], ['Common']);

  it('adds and removes languages, refusing a blank name and a repeat', () => {
    const added = addLanguage(d, '  Elvish ');
    expect('data' in added && added.data.languages).toEqual(['Common', 'Elvish']);
    expect(addLanguage(d, '   ')).toEqual({ problem: 'Type the language’s name.' });
    expect(addLanguage(d, 'common')).toEqual({ problem: 'common is already in the list.' });
    const removed = removeLanguage(d, 0);
    expect('data' in removed && removed.data.languages).toEqual([]);
    expect('problem' in removeLanguage(d, 3)).toBe(true);
  });

  it('adds to a file that had no list', () => {
    const old = thief([]);
    expect(old.languages).toBeUndefined();
    const added = addLanguage(old, 'Common');
    expect('data' in added && added.data.languages).toEqual(['Common']);
  });

  it('sets the concept, appearance and alignment, refusing an unknown alignment', () => {
    const concept = setConcept(d, '  a carefree   tearaway ');
    expect('data' in concept && concept.data.concept).toBe('a carefree tearaway');
    const look = setAppearance(d, 'Tall, slender, light on her feet');
    expect('data' in look && look.data.appearance).toBe('Tall, slender, light on her feet');
    const aligned = setAlignment(d, 'chaotic');
    expect('data' in aligned && aligned.data.alignment).toBe('chaotic');
    expect(setAlignment(d, 'good')).toEqual({ problem: 'Choose Lawful, Neutral or Chaotic.' });
    expect('problem' in setConcept(d, 'x'.repeat(1001))).toBe(true);
  });
});
