import { describe, expect, it } from 'vitest';
import { createSeededRandom, type RandomSource } from '../../../dice';
import type { CharacterDocument } from '../../../documents/character';
import type { ClassId, DarkDungeonsData } from '../character';
import { CLASS_TABLES } from '../data/classes';
import { quickCharacter } from '../rules/quick';
import {
  LevelUpError,
  applyLevelUp,
  applyXpAward,
  awardXp,
  canUndoLastLevelUp,
  checkUndoLastLevelUp,
  findStep,
  planLevelUp,
  planTraining,
  resolveTraining,
  undoLastLevelUp,
} from './index';

const NOW = '2025-04-01T08:00:00.000Z';
const LATER = '2025-04-02T08:00:00.000Z';

function toNextThreshold(doc: CharacterDocument<DarkDungeonsData>): CharacterDocument<DarkDungeonsData> {
  const next = CLASS_TABLES[doc.data.classId!].levels[doc.data.level]!;
  return applyXpAward(doc, awardXp(doc, next.xp - doc.data.xp, 'spell'), NOW);
}

function levelUp(doc: CharacterDocument<DarkDungeonsData>, rng: RandomSource): CharacterDocument<DarkDungeonsData> {
  const d = toNextThreshold(doc);
  const plan = planLevelUp(d, rng);
  const gained = findStep(plan, 'skill-points')?.gained ?? 0;
  return applyLevelUp(d, plan, { skills: gained ? [{ skillId: 'cooking', specialty: '', points: gained }] : [] }, NOW);
}

function start(classId: ClassId): CharacterDocument<DarkDungeonsData> {
  return quickCharacter(createSeededRandom(21), { id: `undo-${classId}`, now: NOW, classId });
}

describe('undoLastLevelUp', () => {
  it('restores the data exactly after a level-up from 1 to 2 and records the undo', () => {
    const before = toNextThreshold(start('fighter'));
    const up = levelUp(before, createSeededRandom(22));
    expect(up.data.level).toBe(2);
    expect(canUndoLastLevelUp(up)).toBe(true);
    const undone = undoLastLevelUp(up, LATER);
    expect(undone.data).toEqual(before.data);
    expect(undone.data.hitPoints.rolls).toEqual(before.data.hitPoints.rolls);
    const entry = undone.history.at(-1)!;
    expect(entry).toMatchObject({ kind: 'restore', at: LATER, before: up.data });
    expect(entry.summary).toMatch(/^Undid "Level 1 → 2: .*" \(back to level 1\)$/);
    // The level-up entry stays visible, and the undo cannot be repeated.
    expect(undone.history.filter((h) => h.kind === 'level-up')).toHaveLength(1);
    expect(canUndoLastLevelUp(undone)).toBe(false);
    expect(() => undoLastLevelUp(undone, LATER)).toThrow('The last change was an undo; only the most recent level-up can be undone, and only once.');
  });

  it('restores the data exactly after 9 → 10 (the first fixed hit-point gain)', () => {
    const rng = createSeededRandom(23);
    let doc = start('magic-user');
    while (doc.data.level < 9) doc = levelUp(doc, rng);
    const at9 = toNextThreshold(doc);
    const up = levelUp(at9, rng);
    expect(up.data.hitPoints.rolls.at(-1)).toMatchObject({ level: 10, fixed: 1, gained: 1 });
    const undone = undoLastLevelUp(up, LATER);
    expect(undone.data).toEqual(at9.data);
    expect(undone.data.level).toBe(9);
    // After undoing, the same level can be taken again, and that level-up can itself be undone.
    const again = levelUp(undone, rng);
    expect(again.data.level).toBe(10);
    expect(undoLastLevelUp(again, LATER).data.level).toBe(9);
  });

  it('keeps XP awarded after the level-up (restore, then re-apply the awards)', () => {
    const before = toNextThreshold(start('thief'));
    let doc = levelUp(before, createSeededRandom(24));
    doc = applyXpAward(doc, awardXp(doc, 300, 'spell'), NOW);
    doc = applyXpAward(doc, awardXp(doc, 200, 'spell'), NOW);
    const check = checkUndoLastLevelUp(doc);
    expect(check).toMatchObject({ ok: true, xpKept: 500 });
    if (check.ok) expect(check.changes).toEqual(expect.arrayContaining(['level', 'hitPoints']));
    const undone = undoLastLevelUp(doc, LATER);
    expect(undone.data).toEqual({ ...before.data, xp: before.data.xp + 500 });
    expect(undone.history.at(-1)!.summary).toContain('500 XP awarded since is kept');
  });

  it('refuses when nothing was levelled; a training after the level-up is undone with it', () => {
    const fresh = start('elf');
    expect(() => undoLastLevelUp(fresh, LATER)).toThrow('There is no level-up to undo.');
    let doc = start('elf');
    doc = levelUp(levelUp(doc, createSeededRandom(25)), createSeededRandom(26)); // 3rd level banks a feat
    doc = { ...doc, data: { ...doc.data, money: { ...doc.data.money, gp: 1000 } } };
    const plan = planTraining(doc, { weaponId: 'sword-normal', trainerLevel: 'E' });
    const trained = resolveTraining(doc, plan, { roll: 50 }, NOW).document;
    expect(canUndoLastLevelUp(trained)).toBe(true);
    const check = checkUndoLastLevelUp(trained);
    expect(check.ok && check.alsoUndone).toHaveLength(1);
    const undone = undoLastLevelUp(trained, LATER);
    // Back to the state before the 2 → 3 level-up: level 2, no new feat, the training fee back in the purse.
    const beforeLevelUp = trained.history.filter((h) => h.kind === 'level-up').at(-1)!.before!;
    expect(undone.data).toEqual({ ...beforeLevelUp, xp: trained.data.xp });
    expect(undone.history.at(-1)!.summary).toMatch(/training after it is undone too/);
    expect(() => undoLastLevelUp({ ...undone }, LATER)).toThrow(LevelUpError);
  });

  it('refuses a level-up entry that kept no previous data', () => {
    const up = levelUp(start('dwarf'), createSeededRandom(27));
    const stripped = { ...up, history: up.history.map((h) => (h.kind === 'level-up' ? { ...h, before: undefined } : h)) };
    expect(() => undoLastLevelUp(stripped, LATER)).toThrow(/cannot be undone exactly/);
  });
});
