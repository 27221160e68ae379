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
  checkUndoXp,
  findStep,
  planLevelUp,
  planTraining,
  resolveTraining,
  undoLastLevelUp,
  undoXpAward,
} from './index';

const NOW = '2025-04-01T08:00:00.000Z';
const LATER = '2025-04-02T08:00:00.000Z';
type Doc = CharacterDocument<DarkDungeonsData>;

function toNextThreshold(doc: Doc): Doc {
  const next = CLASS_TABLES[doc.data.classId!].levels[doc.data.level]!;
  return applyXpAward(doc, awardXp(doc, next.xp - doc.data.xp, 'spell'), NOW);
}

function levelUp(doc: Doc, rng: RandomSource): Doc {
  const d = toNextThreshold(doc);
  const plan = planLevelUp(d, rng);
  const gained = findStep(plan, 'skill-points')?.gained ?? 0;
  return applyLevelUp(d, plan, { skills: gained ? [{ skillId: 'cooking', specialty: '', points: gained }] : [] }, NOW);
}

function start(classId: ClassId): Doc {
  return quickCharacter(createSeededRandom(21), { id: `undo-${classId}`, now: NOW, classId });
}

/** A gold edit on the sheet, which is not a history entry. */
function withGold(doc: Doc, gp: number): Doc {
  return { ...doc, data: { ...doc.data, money: { ...doc.data.money, gp } } };
}

describe('undoLastLevelUp', () => {
  it('restores the data exactly after a level-up from 1 to 2 and records the undo', () => {
    const before = toNextThreshold(start('fighter'));
    const up = levelUp(before, createSeededRandom(22));
    expect(up.data.level).toBe(2);
    expect(canUndoLastLevelUp(up)).toBe(true);
    const undone = undoLastLevelUp(up, LATER);
    expect(undone.data).toEqual(before.data);
    const entry = undone.history.at(-1)!;
    const levelUpEntry = up.history.at(-1)!;
    expect(entry).toMatchObject({ kind: 'restore', at: LATER, payload: { undid: levelUpEntry.id, what: 'level-up' } });
    expect(entry.undo).toBeUndefined(); // an undo cannot itself be undone, so it keeps nothing for it
    expect(entry.summary).toMatch(/^Undid "Level 1 → 2: .*" \(back to level 1\)$/);
    // The level-up entry stays visible without its reverse data, and the undo cannot be repeated.
    const { undo: _dropped, ...withoutUndo } = levelUpEntry;
    expect(undone.history.filter((h) => h.kind === 'level-up')).toEqual([withoutUndo]);
    expect(canUndoLastLevelUp(undone)).toBe(false);
    expect(() => undoLastLevelUp(undone, LATER)).toThrow('The last change was an undo; only the most recent level-up can be undone, and only once.');
  });

  it('undoes what the level-up changed and nothing else: level up, edit gold, undo → level back, gold kept', () => {
    const before = toNextThreshold(start('thief'));
    const up = levelUp(before, createSeededRandom(28));
    const rich = withGold(up, up.data.money.gp + 1234);
    const undone = undoLastLevelUp(rich, LATER);
    expect(undone.data.level).toBe(1);
    expect(undone.data.hitPoints).toEqual(before.data.hitPoints);
    expect(undone.data.money.gp).toBe(before.data.money.gp + 1234);
    expect(undone.data).toEqual({ ...before.data, money: { ...before.data.money, gp: before.data.money.gp + 1234 } });
  });

  it('keeps damage taken since: current hit points go down by what the level added, not back to the old figure', () => {
    const before = toNextThreshold(start('fighter'));
    const up = levelUp(before, createSeededRandom(29));
    const hurt = { ...up, data: { ...up.data, hitPoints: { ...up.data.hitPoints, current: up.data.hitPoints.current - 2 } } };
    expect(undoLastLevelUp(hurt, LATER).data.hitPoints.current).toBe(before.data.hitPoints.current - 2);
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
    // After undoing, the same level can be taken again, and that level-up can itself be undone.
    const again = levelUp(undone, rng);
    expect(again.data.level).toBe(10);
    expect(undoLastLevelUp(again, LATER).data.level).toBe(9);
  });

  it('keeps XP awarded after the level-up', () => {
    const before = toNextThreshold(start('thief'));
    let doc = levelUp(before, createSeededRandom(24));
    doc = applyXpAward(doc, awardXp(doc, 300, 'spell'), NOW);
    doc = applyXpAward(doc, awardXp(doc, 200, 'spell'), NOW);
    expect(checkUndoLastLevelUp(doc)).toMatchObject({ ok: true, xpKept: 500 });
    const undone = undoLastLevelUp(doc, LATER);
    expect(undone.data).toEqual({ ...before.data, xp: before.data.xp + 500 });
    expect(undone.history.at(-1)!.summary).toContain('500 XP awarded since is kept');
  });

  it('refuses when nothing was levelled; a training after the level-up is undone with it, the fee paid back', () => {
    const fresh = start('elf');
    expect(() => undoLastLevelUp(fresh, LATER)).toThrow('There is no level-up to undo.');
    let doc = levelUp(start('elf'), createSeededRandom(25));
    const atTwo = withGold(toNextThreshold(doc), 1000);
    doc = levelUp(atTwo, createSeededRandom(26)); // 3rd level banks a feat
    const plan = planTraining(doc, { weaponId: 'sword-normal', trainerLevel: 'E' });
    const trained = resolveTraining(doc, plan, { roll: 50 }, NOW).document;
    const check = checkUndoLastLevelUp(trained);
    expect(check.ok && check.alsoUndone).toHaveLength(1);
    const undone = undoLastLevelUp(trained, LATER);
    // Back to level 2: no new feat, the training fee back in the purse.
    expect(undone.data).toEqual({ ...atTwo.data, xp: trained.data.xp });
    expect(undone.history.at(-1)!.summary).toMatch(/training after it is undone too/);
    expect(undone.history.at(-1)).toMatchObject({ payload: { what: 'level-up', also: [trained.history.at(-1)!.id] } });
    expect(() => undoLastLevelUp({ ...undone }, LATER)).toThrow(LevelUpError);
  });

  it('refuses a level-up entry that kept nothing to undo it with', () => {
    const up = levelUp(start('dwarf'), createSeededRandom(27));
    const stripped = { ...up, history: up.history.map(({ undo: _undo, ...h }) => h) };
    expect(() => undoLastLevelUp(stripped, LATER)).toThrow('The last level-up did not keep what it changed, so it cannot be undone exactly.');
  });

  it('is blocked by an edit of what it puts back, not by an edit of something else', () => {
    const up = levelUp(start('fighter'), createSeededRandom(30));
    const edit = (fields?: string[]): Doc => ({
      ...up,
      history: [...up.history, { id: `e-${String(fields)}`, at: LATER, kind: 'edit', summary: 'Edited', dice: [], ...(fields ? { fields } : {}) }],
    });
    expect(checkUndoLastLevelUp(edit(['money.gp', 'notes'])).ok).toBe(true);
    expect(checkUndoLastLevelUp(edit(['hitPoints.current'])).ok).toBe(true); // moved by amount, so it commutes
    expect(checkUndoLastLevelUp(edit(['hitPoints']))).toEqual({ ok: false, reason: 'The character was edited after the last level-up in a way the undo would lose.' });
    expect(checkUndoLastLevelUp(edit())).toEqual({ ok: false, reason: 'The character was edited after the last level-up; undoing the level-up would lose that edit.' });
  });

  it('keeps reverse data only for the changes that can still be undone', () => {
    const rng = createSeededRandom(32);
    const doc = levelUp(levelUp(start('thief'), rng), rng);
    const undoable = doc.history.filter((h) => h.undo !== undefined).map((h) => h.kind);
    // The second level-up and the award that reached it; the first level-up and the first award can no longer be undone.
    expect(undoable).toEqual(['xp', 'level-up']);
    expect(doc.history.filter((h) => h.kind === 'level-up').map((h) => h.undo !== undefined)).toEqual([false, true]);
  });
});

describe('undoXpAward', () => {
  it('takes back the last award and nothing else; only once', () => {
    const thief = start('thief');
    const awarded = applyXpAward(thief, awardXp(thief, 500, 'spell'), NOW);
    const rich = withGold(awarded, 77);
    expect(checkUndoXp(rich)).toMatchObject({ ok: true, xp: 500 });
    const undone = undoXpAward(rich, LATER);
    expect(undone.data).toEqual({ ...thief.data, money: { ...thief.data.money, gp: 77 } });
    expect(undone.history.at(-1)).toMatchObject({ kind: 'restore', payload: { undid: awarded.history.at(-1)!.id, what: 'xp' } });
    expect(undone.history.at(-1)!.summary).toBe('Undid "+500 XP (500 × 1.00 = 500), total 500" (XP back to 0)');
    expect(() => undoXpAward(undone, LATER)).toThrow('The last XP award was already undone; only the most recent award can be undone, and only once.');
    expect(() => undoXpAward(thief, LATER)).toThrow('There is no XP award to undo.');
  });

  it('undoes only the most recent award, keeping the ones before', () => {
    const thief = start('thief');
    let doc = applyXpAward(thief, awardXp(thief, 100, 'spell'), NOW);
    doc = applyXpAward(doc, awardXp(doc, 40, 'spell'), NOW);
    expect(undoXpAward(doc, LATER).data.xp).toBe(100);
  });

  it('is refused when a level taken since needed that XP, and allowed when the level did not', () => {
    const thief = start('thief');
    // A thief needs 1,200 XP for level 2 (Table 4-9, 004:851): the award that reaches it cannot go once the level is taken.
    const ready = applyXpAward(thief, awardXp(thief, 1200, 'spell'), NOW);
    const up = applyLevelUp(ready, planLevelUp(ready, createSeededRandom(33)), {}, NOW);
    expect(checkUndoXp(up)).toEqual({
      ok: false,
      reason: 'Level 2 was taken since with this XP: without the award\'s 1,200 XP the character would have 0, short of the 1,200 level 2 needs. Undo the level-up first.',
    });
    // Once the level-up is undone, the award can go too.
    expect(undoXpAward(undoLastLevelUp(up, LATER), LATER).data.xp).toBe(0);
    const extra = applyXpAward(thief, awardXp(thief, 1500, 'spell'), NOW);
    const upWithSpare = applyLevelUp(extra, planLevelUp(extra, createSeededRandom(34)), {}, NOW);
    const more = applyXpAward(upWithSpare, awardXp(upWithSpare, 200, 'spell'), NOW);
    expect(undoXpAward(more, LATER).data.xp).toBe(1500);
  });

  it('does not block a later level-up undo, and the level-up undo keeps it', () => {
    const up = levelUp(start('fighter'), createSeededRandom(35));
    const awarded = applyXpAward(up, awardXp(up, 10, 'spell'), NOW);
    const noAward = undoXpAward(awarded, LATER);
    expect(checkUndoLastLevelUp(noAward).ok).toBe(true);
    expect(undoLastLevelUp(noAward, LATER).data.xp).toBe(up.data.xp);
  });
});
