import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { darkDungeons } from './system';
import { spreadSkillPoints } from './progression';

describe('spreadSkillPoints', () => {
  const s = (skillId: string, points: number) => ({ skillId, specialty: '', points });
  it('gives each point to the skill with the fewest points, the first listed on a tie', () => {
    expect(spreadSkillPoints([s('a', 2), s('b', 1), s('c', 1)], 1)).toEqual([s('b', 1)]);
    expect(spreadSkillPoints([s('a', 2), s('b', 1), s('c', 1)], 3)).toEqual([s('a', 1), s('b', 1), s('c', 1)]);
    expect(spreadSkillPoints([s('a', 1)], 2)).toEqual([s('a', 2)]);
  });
  it('spends nothing without skills or points', () => {
    expect(spreadSkillPoints([], 3)).toEqual([]);
    expect(spreadSkillPoints([s('a', 1)], 0)).toEqual([]);
  });
});

describe('Dark Dungeons progression through the seam', () => {
  const now = '2026-06-01T00:00:00.000Z';
  const fighter = () => darkDungeons.quick(createSeededRandom(7), { id: 'f1', now, variant: 'fighter' });
  const progression = darkDungeons.progression!;

  it('gives XP with the arithmetic and refuses a stale award', () => {
    const doc = fighter();
    const award = progression.planAward(doc, 1000);
    expect(award.base).toBe(1000);
    expect(award.fromXp).toBe(0);
    const after = progression.applyAward(doc, award, now);
    expect(after.data.xp).toBe(award.awarded);
    expect(() => progression.applyAward(after, award, now)).toThrow(RangeError);
  });

  it('needs 2,000 XP for a fighter’s level 2 (Table 4-5, 004:474 "2 2000 2d8")', () => {
    expect(progression.xpForLevel(fighter(), 2)).toBe(2000);
  });

  it('advances one level only with the XP for it, unless forced, and undoes it exactly', () => {
    const doc = fighter();
    expect(() => progression.advance(doc, createSeededRandom(1), { now })).toThrow(RangeError);
    const granted = progression.grantXp(doc, 2000, 'the level-2 threshold (GM ruling)', now);
    expect(granted.history.at(-1)?.summary).toContain('GM ruling');
    const { doc: up } = progression.advance(granted, createSeededRandom(1), { now });
    expect(up.data.level).toBe(2);
    expect(progression.levelUpReady(up)).toBe(false);
    const check = progression.checkUndo(up);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.summary).toMatch(/back to level 1/);
    expect(progression.undo(up, now).data.level).toBe(1);
  });
});
