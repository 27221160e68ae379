import { describe, expect, it } from 'vitest';
import type { DarkDungeonsData } from '../character';
import { forgetSpell, learnSpell, prepareSpell, unprepareSpell } from '../sheet-edits';
import { computeDerived } from './derive';
import { memorisedProblems, spellsPerDay } from './spells';
import { spellbookProblems } from './creation';
import { validateCharacter } from './validate';
import { docOf, handBuilt, scores } from './testing';

function ok(result: { data: DarkDungeonsData } | { problem: string }): DarkDungeonsData {
  if ('problem' in result) throw new Error(result.problem);
  return result.data;
}

describe('the spellbook is picked from the magic-user list (supplement §12; 004:723)', () => {
  const mu = handBuilt('magic-user', scores(9, 13, 10, 10, 10, 10), { extra: { spellbook: [{ name: 'Read Magic', level: 1 }] } });

  it('writes a list spell with its level, and refuses names off the list or at the wrong level', () => {
    expect(ok(learnSpell(mu, 'sleep', 1)).spellbook).toEqual([{ name: 'Read Magic', level: 1 }, { name: 'Sleep', level: 1 }]);
    expect(learnSpell(mu, 'Fireball', 1)).toEqual({ problem: 'Fireball is a third-level spell.' });
    expect(learnSpell(mu, 'Summon Pizza', 1)).toEqual({ problem: 'Summon Pizza is not on the magic-user spell list; pick a spell from it.' });
    expect(learnSpell(mu, 'Read Magic', 1)).toEqual({ problem: 'Read Magic is already in the spellbook.' });
  });

  it('the validator lists a spell that is not on the list, and a new book without a second spell (004:723)', () => {
    const problems = spellbookProblems('magic-user', 1, [{ name: 'Read Magic', level: 1 }, { name: 'Spell of the Lost Tide', level: 1 }]);
    expect(problems).toEqual(['Spell of the Lost Tide is not on the magic-user spell list. — Source: supplement §12']);
    expect(spellbookProblems('magic-user', 1, [{ name: 'Read Magic', level: 1 }])).toEqual([
      'A new spellbook holds one first-level spell besides Read Magic, of the player’s choice. — Source: 004:723',
    ]);
    expect(spellbookProblems('elf', 1, [{ name: 'Sleep', level: 1 }])).toEqual(['The spellbook must hold Read Magic. — Source: 004:448']);
  });
});

describe('prepared spells (the class table’s spells per day)', () => {
  it('a 1st-level magic-user prepares one first-level spell from the book (Table 4-7, 004:723)', () => {
    const mu = handBuilt('magic-user', scores(9, 13, 10, 10, 10, 10), { extra: { spellbook: [{ name: 'Read Magic', level: 1 }, { name: 'Sleep', level: 1 }] } });
    expect(spellsPerDay(mu)).toEqual([1]);
    const prepared = ok(prepareSpell(mu, 'Sleep'));
    expect(prepared.memorised).toEqual([{ name: 'Sleep', level: 1 }]);
    expect(prepareSpell(prepared, 'Read Magic')).toEqual({ problem: 'All 1 first-level slot is taken; remove one first.' });
    expect(prepareSpell(mu, 'Magic Missile')).toEqual({ problem: 'Magic Missile is not in the spellbook.' });
    expect(ok(unprepareSpell(prepared, 0)).memorised).toEqual([]);
    // Forgetting a spell takes back its preparation.
    expect(ok(forgetSpell(prepared, 1)).memorised).toEqual([]);
  });

  it('a 1st-level cleric prepares none (004:75: no spells at level 1); a 2nd-level cleric one, from the cleric list', () => {
    const cleric = handBuilt('cleric', scores(10, 10, 13, 10, 10, 10));
    expect(prepareSpell(cleric, 'Cure Light Wounds')).toEqual({ problem: 'No first-level spells can be prepared yet.' });
    const second = { ...cleric, level: 2, xp: 1500 };
    expect(ok(prepareSpell(second, 'cure light wounds')).memorised).toEqual([{ name: 'Cure Light Wounds', level: 1 }]);
    expect(prepareSpell(second, 'Sleep')).toEqual({ problem: 'Sleep is not on the spell list.' });
  });

  it('the validator lists too many prepared, or a prepared spell missing from the book', () => {
    const mu = handBuilt('magic-user', scores(9, 13, 10, 10, 10, 10), {
      extra: { spellbook: [{ name: 'Read Magic', level: 1 }, { name: 'Sleep', level: 1 }], memorised: [{ name: 'Sleep', level: 1 }, { name: 'Shield', level: 1 }] },
    });
    expect(memorisedProblems(mu)).toEqual([
      '2 first-level spells are prepared; a level-1 magic-user prepares 1 a day (the class table\'s spells per day).',
      'Shield is prepared but not written in the spellbook. — Source: 004:719',
    ]);
    expect(validateCharacter(docOf(mu)).filter((v) => v.path === 'spellbook')).toHaveLength(2);
  });
});

describe('Wisdom on saves against spells (supplement §9.7)', () => {
  it('a 1st-level cleric with Wis 16 saves vs spells on 13: Rod / Staff / Spell 15 (004:75), Wis +2 on the roll', () => {
    const d = handBuilt('cleric', scores(10, 10, 16, 10, 10, 10));
    const values = computeDerived(d);
    expect(values.find((v) => v.id === 'save.rodStaffSpell')?.value).toBe(15);
    expect(values.find((v) => v.id === 'save.spells')).toMatchObject({ value: 13, label: 'Save vs Spells (with Wis)' });
    expect(values.find((v) => v.id === 'save.spells')?.explanation).toMatch(/against spells only, not rods or staves, Wis 16 adds \+2 to the roll, so 13 or more saves/);
  });
  it('a Wis penalty raises it: Wis 6 (−1) → 16', () => {
    const d = handBuilt('cleric', scores(10, 10, 6, 10, 10, 10));
    expect(computeDerived(d).find((v) => v.id === 'save.spells')?.value).toBe(16);
  });
});

describe('hit points at 0 show the rules’ state (supplement §9.6)', () => {
  it('explains that the character is unconscious and dying', () => {
    const d = { ...handBuilt('fighter', scores(10, 10, 10, 10, 10, 10)), hitPoints: { rolls: [{ level: 1, die: 4, con: 0, fixed: 0, gained: 4, source: 'entered' as const }], current: 0 } };
    expect(computeDerived(d).find((v) => v.id === 'hp.current')?.explanation).toMatch(/unconscious and dying/);
  });
});
