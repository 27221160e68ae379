import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../dice';
import { reconcile } from './reconcile';
import { quickCharacterData } from './quick';
import type { DarkDungeonsData } from '../character';

const thief = (): DarkDungeonsData => ({
  ...quickCharacterData(createSeededRandom(1), 'thief').data,
  rolled: { str: 10, int: 13, wis: 12, dex: 14, con: 10, cha: 11 },
  adjustments: { str: -1, int: 0, wis: -3, dex: 2, con: 0, cha: 0 },
  skills: [
    { skillId: 'balance', specialty: '', points: 3 },
    { skillId: 'bluff', specialty: '', points: 2 },
  ],
  weaponFeats: [
    { weaponId: 'dagger', proficiency: 'B' },
    { weaponId: 'sword-short', proficiency: 'B' },
  ],
  hitPoints: { rolls: [{ level: 1, die: 3, con: 0, fixed: 0, gained: 3, source: 'rolled' }], current: 3 },
});

describe('reconcile', () => {
  it('a lower Int takes back a skill point and says so', () => {
    const prev = thief();
    const next = { ...prev, rolled: { ...prev.rolled!, int: 12 } };
    const out = reconcile(prev, next);
    expect(out.data.skills.reduce((s, k) => s + k.points, 0)).toBe(4);
    expect(out.changes.join(' ')).toMatch(/Int 12 gives 4 skill points: 1 from Bluff was taken back/);
  });
  it('a new Con changes hit points and says so', () => {
    const prev = thief();
    const next = { ...prev, rolled: { ...prev.rolled!, con: 16 } };
    const out = reconcile(prev, next);
    expect(out.data.hitPoints.rolls[0]?.gained).toBe(5);
    expect(out.changes.join(' ')).toMatch(/maximum hit points 3 → 5/);
  });
  it('a new class clears unfitting adjustments, rerolls hit points and drops unusable weapons', () => {
    const prev = thief();
    const out = reconcile(prev, { ...prev, classId: 'cleric' });
    expect(out.data.adjustments).toEqual({ str: 0, int: 0, wis: 0, dex: 0, con: 0, cha: 0 });
    expect(out.data.hitPoints.rolls).toEqual([]);
    expect(out.data.weaponFeats).toEqual([]);
    expect(out.changes).toHaveLength(3);
  });
  it('changes nothing and says nothing when nothing depends on the change', () => {
    const prev = thief();
    const out = reconcile(prev, { ...prev, concept: 'new concept' });
    expect(out.changes).toEqual([]);
    expect(out.data).toEqual({ ...prev, concept: 'new concept' });
  });
});

describe('reconcile while adjusting', () => {
  it('keeps sacrificed points that are not spent yet (the player is midway)', () => {
    const prev = { ...thief(), adjustments: { str: 0, int: 0, wis: 0, dex: 0, con: 0, cha: 0 } };
    const out = reconcile(prev, { ...prev, adjustments: { ...prev.adjustments, str: -1 } });
    expect(out.data.adjustments.str).toBe(-1);
    expect(out.changes).toEqual([]);
  });
});
