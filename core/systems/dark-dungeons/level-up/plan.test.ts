import { describe, expect, it } from 'vitest';
import { createSeededRandom, type RandomSource } from '../../../dice';
import { createScriptedRandom } from '../../../dice/testing';
import type { CharacterDocument } from '../../../documents/character';
import type { Alignment, ClassId, DarkDungeonsData } from '../character';
import { CLASS_TABLES } from '../data/classes';
import { quickCharacter } from '../rules/quick';
import { validateCharacter } from '../rules/validate';
import { LevelUpError, applyLevelUp, applyXpAward, awardXp, findStep, planLevelUp, type LevelUpPlan } from './index';

const NOW = '2025-03-01T12:00:00.000Z';

function character(classId: ClassId, changes: Partial<DarkDungeonsData> = {}, seed = 5): CharacterDocument<DarkDungeonsData> {
  const doc = quickCharacter(createSeededRandom(seed), { id: `plan-${classId}`, now: NOW, classId });
  return { ...doc, data: { ...doc.data, ...changes } };
}

/**
 * Gives exactly the XP of the next level (as a spell award: no bonus) and returns the document. Setup only: the
 * thresholds themselves are checked against the printed tables in data/classes.
 */
function toNextThreshold(doc: CharacterDocument<DarkDungeonsData>): CharacterDocument<DarkDungeonsData> {
  const next = CLASS_TABLES[doc.data.classId!].levels[doc.data.level]!;
  return applyXpAward(doc, awardXp(doc, next.xp - doc.data.xp, 'spell'), NOW);
}

/** Levels up to `level`, spending skill points on Cooking. */
function levelTo(doc: CharacterDocument<DarkDungeonsData>, level: number, rng: RandomSource): CharacterDocument<DarkDungeonsData> {
  let d = doc;
  while (d.data.level < level) {
    d = toNextThreshold(d);
    const plan = planLevelUp(d, rng);
    const gained = findStep(plan, 'skill-points')?.gained ?? 0;
    d = applyLevelUp(d, plan, { skills: gained ? [{ skillId: 'cooking', specialty: '', points: gained }] : [] }, NOW);
  }
  return d;
}

describe('planLevelUp', () => {
  it('refuses before the XP reaches the next level, with a sentence naming the shortfall', () => {
    // 004:76 "2 1500 2d6 ...": a cleric needs 1,500 XP for 2nd level.
    const cleric = character('cleric', { xp: 1000 });
    expect(() => planLevelUp(cleric, createSeededRandom(1))).toThrow(
      'A cleric needs 1,500 XP for level 2; this one has 1,000, 500 short. A GM ruling can force the level.',
    );
  });

  it('plans anyway with force (a GM ruling) and says so in the history', () => {
    const cleric = character('cleric', { xp: 1000 });
    const plan = planLevelUp(cleric, createScriptedRandom([4]), { force: true });
    expect(plan.forced).toBe(true);
    const next = applyLevelUp(cleric, plan, {}, NOW);
    expect(next.history.at(-1)!.summary).toContain('GM ruling: 1,000 XP is below the table');
  });

  it('rolls the class die + Con for the hit points and records the dice', () => {
    // Con 13: +1 (supplement:46 "| 13–15 | +1 |"); a fighter rolls 1d8 (004:521).
    const rolled = { str: 12, int: 10, wis: 10, dex: 10, con: 13, cha: 10 };
    const fighter = toNextThreshold(character('fighter', { rolled, swap: null, adjustments: { str: 0, int: 0, wis: 0, dex: 0, con: 0, cha: 0 } }));
    const plan = planLevelUp(fighter, createScriptedRandom([5]));
    const hp = findStep(plan, 'hit-points')!;
    expect(hp.roll).toEqual({ level: 2, die: 5, con: 1, fixed: 0, gained: 6, source: 'rolled' });
    expect(plan.dice).toEqual(['Level 2: 1d8 [5] + 1 Con = 6']);
    expect(hp.text).toBe(plan.dice[0]);
  });

  it('takes a hit die entered from physical dice, at least 1 even with a Con penalty', () => {
    const rolled = { str: 12, int: 10, wis: 10, dex: 10, con: 3, cha: 10 };
    const fighter = toNextThreshold(character('fighter', { rolled, swap: null, adjustments: { str: 0, int: 0, wis: 0, dex: 0, con: 0, cha: 0 } }));
    const plan = planLevelUp(fighter, createScriptedRandom([]), { hitDie: 1 });
    const hp = findStep(plan, 'hit-points')!;
    expect(hp.roll).toMatchObject({ die: 1, con: -3, gained: 1, source: 'entered' });
    expect(hp.text).toContain('(at least 1)');
    expect(() => planLevelUp(fighter, createScriptedRandom([]), { hitDie: 9 })).toThrow('A d8 shows 1 to 8; 9 is not possible.');
  });

  it('lists the special abilities a level brings, each with its description', () => {
    // 004:853 "4 4800 4d4 2 4 3 30 ... 80 ..." and 004:947: Read Languages 80% from 4th level.
    const thief = toNextThreshold(levelTo(character('thief'), 3, createSeededRandom(3)));
    const plan = planLevelUp(thief, createSeededRandom(4));
    const abilities = plan.steps.flatMap((s) => (s.kind === 'special-ability' ? [s.ability] : []));
    expect(abilities.map((a) => a.id)).toEqual(['read-languages']);
    expect(abilities[0]!.description.length).toBeGreaterThan(10);
    const thiefStep = findStep(plan, 'thief-abilities')!;
    expect(thiefStep.before.readLanguages).toBeUndefined();
    expect(thiefStep.after.readLanguages).toBe(80);
  });

  it('warns a magic-user whose new spell level has no spell in the book (supplement:193)', () => {
    const mu = levelTo(character('magic-user'), 2, createSeededRandom(6));
    const plan = planLevelUp(toNextThreshold(mu), createSeededRandom(7));
    const spells = findStep(plan, 'spells-per-day')!;
    // 004:657 "2 2500 2d4 1 4 2 2 ..."; 004:658 "3 5000 3d4 1 4 3 2 1 ...": a first 2nd-level spell at 3rd.
    expect(spells.before).toEqual([2]);
    expect(spells.after).toEqual([2, 1]);
    expect(spells.note).toContain('No spell of level 2 is in the spellbook yet');
  });

  it('makes no step for values that do not change', () => {
    // Fighter 1 → 2: same attack bonus (+1, supplement:213), same saves, no feats or skills.
    const plan = planLevelUp(toNextThreshold(character('fighter')), createSeededRandom(2));
    expect(plan.steps.map((s) => s.kind)).toEqual(['hit-points']);
  });
});

describe('vow offers', () => {
  const at9 = (classId: ClassId, alignment: Alignment): LevelUpPlan => {
    const doc = levelTo(character(classId, { alignment }), 8, createSeededRandom(9));
    return planLevelUp(toNextThreshold(doc), createSeededRandom(10));
  };

  it('offers druidic vows to a neutral cleric reaching 9th (004:243-245), not to a lawful one', () => {
    expect(findStep(at9('cleric', 'neutral'), 'vow-offer')).toMatchObject({ vow: 'druidic' });
    expect(findStep(at9('cleric', 'lawful'), 'vow-offer')).toBeUndefined();
  });

  it('offers chivalric vows to a fighter reaching 9th (004:537-541), with the title condition in words', () => {
    const offer = findStep(at9('fighter', 'lawful'), 'vow-offer');
    expect(offer?.vow).toBe('chivalric');
    expect(offer?.description).toContain('title of nobility');
  });

  it('applies an offered vow and refuses one not offered', () => {
    const cleric = toNextThreshold(levelTo(character('cleric', { alignment: 'neutral' }), 8, createSeededRandom(9)));
    const plan = planLevelUp(cleric, createSeededRandom(11));
    expect(() => applyLevelUp(cleric, plan, { vows: { chivalric: true } }, NOW)).toThrow(/not offered/);
    const druid = applyLevelUp(cleric, plan, { vows: { druidic: true }, skills: [{ skillId: 'cooking', specialty: '', points: 1 }] }, NOW);
    expect(druid.data.vows.druidic).toBe(true);
    expect(druid.history.at(-1)!.summary).toContain('took druidic vows');
    // A druid no longer turns undead (004:273): no turning step from now on.
    const next = planLevelUp(toNextThreshold(druid), createSeededRandom(12));
    expect(findStep(next, 'turn-undead')).toBeUndefined();
    expect(findStep(next, 'vow-offer')).toBeUndefined();
  });

  it('gives a chevalier cleric spells at one third of the level (004:551)', () => {
    const rolled = { str: 16, int: 10, wis: 12, dex: 10, con: 12, cha: 10 };
    let fighter = levelTo(character('fighter', { alignment: 'lawful', rolled, swap: null, adjustments: { str: 0, int: 0, wis: 0, dex: 0, con: 0, cha: 0 } }), 10, createSeededRandom(13));
    fighter = { ...fighter, data: { ...fighter.data, vows: { druidic: false, chivalric: true } } };
    // 10 → 11: as a cleric of round(11 / 3) = 4th level: 004:78 "4 6000 4d6 2 4 3 2 1 ...".
    const plan = planLevelUp(toNextThreshold(fighter), createSeededRandom(14));
    expect(findStep(plan, 'spells-per-day')).toMatchObject({ before: [2], after: [2, 1] });
    expect(findStep(plan, 'turn-undead')?.note).toBe('Turns undead as a level-4 cleric (Table 4-2b).');
  });
});

describe('applyLevelUp', () => {
  it('returns a copy: level + 1, the roll appended, current hit points raised, a history entry with the dice', () => {
    const thief = toNextThreshold(character('thief'));
    const frozen = JSON.stringify(thief);
    const plan = planLevelUp(thief, createScriptedRandom([3]));
    const next = applyLevelUp(thief, plan, {}, NOW);
    expect(JSON.stringify(thief)).toBe(frozen);
    const gained = findStep(plan, 'hit-points')!.roll.gained;
    expect(next.data.level).toBe(2);
    expect(next.data.hitPoints.rolls).toHaveLength(2);
    expect(next.data.hitPoints.current).toBe(thief.data.hitPoints.current + gained);
    const entry = next.history.at(-1)!;
    expect(entry).toMatchObject({ kind: 'level-up', at: NOW, dice: plan.dice });
    // What happened, typed (the sentence is written from it), and only what undo needs to put back.
    expect(entry.kind === 'level-up' && entry.payload).toMatchObject({ from: 1, to: 2, hp: { gained, die: 3 } });
    expect(entry.undo).toEqual({ set: { level: 1 }, truncate: { 'hitPoints.rolls': 1 }, add: { 'hitPoints.current': gained } });
    expect('before' in entry).toBe(false);
    expect(entry.summary).toMatch(new RegExp(`^Level 1 → 2: \\+${gained} hp \\(rolled 3`));
    expect(validateCharacter(next)).toEqual([]);
  });

  it('refuses more skill points than the level gives, and bad skills', () => {
    const doc = toNextThreshold(levelTo(character('fighter'), 4, createSeededRandom(15)));
    const plan = planLevelUp(doc, createSeededRandom(16));
    expect(findStep(plan, 'skill-points')?.gained).toBe(1); // 004:477 "5 16000 5d8 3 5 5 ...": Skills 5 at 5th
    expect(() => applyLevelUp(doc, plan, { skills: [{ skillId: 'cooking', specialty: '', points: 2 }] }, NOW)).toThrow(
      '2 new skill points are spent but level 5 gives 1 (supplement line 195).',
    );
    expect(() => applyLevelUp(doc, plan, { skills: [{ skillId: 'no-such-skill', specialty: '', points: 1 }] }, NOW)).toThrow(LevelUpError);
    expect(() => applyLevelUp(doc, plan, { skills: [{ skillId: 'craft', specialty: '', points: 1 }] }, NOW)).toThrow(/needs a/);
    const after = applyLevelUp(doc, plan, { skills: [{ skillId: 'cooking', specialty: '', points: 1 }] }, NOW);
    const cooking = after.data.skills.filter((s) => s.skillId === 'cooking');
    expect(cooking).toHaveLength(1);
    expect(cooking[0]!.points).toBe((doc.data.skills.find((s) => s.skillId === 'cooking')?.points ?? 0) + 1);
  });

  it('refuses a plan made for another level or XP total', () => {
    const doc = toNextThreshold(character('elf'));
    const plan = planLevelUp(doc, createSeededRandom(17));
    const next = applyLevelUp(doc, plan, {}, NOW);
    expect(() => applyLevelUp(next, plan, {}, NOW)).toThrow(/make a new plan/);
    const moreXp = applyXpAward(doc, awardXp(doc, 10, 'spell'), NOW);
    expect(() => applyLevelUp(moreXp, plan, {}, NOW)).toThrow(LevelUpError);
  });
});
