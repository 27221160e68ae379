import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { orcusProgression as P } from './progression';
import { applyLevelUp, planLevelUp, previewLevelUp } from './level-up';
import { computedMaxHp } from './rules/derive';
import { dataWith, docOf } from './testing/fixtures';
import type { OrcusData } from './character';

const NOW = '2026-02-01T00:00:00.000Z';
const STANDARD = { str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 };
const at = (level: number, xp: number, patch: Partial<OrcusData> = {}) => docOf(dataWith(STANDARD, { level, xp, vitals: { hp: 29, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'up' }, ...patch }, 'standard-array'));

describe('XP awards (the Levels table, 002:578-613)', () => {
  it('adds the award with its arithmetic and says when a level is ready', () => {
    const r = P.planAward(at(1, 0), 1_000);
    expect(r).toMatchObject({ base: 1_000, awarded: 1_000, arithmetic: '0 + 1,000 = 1,000', totalXp: 1_000, levelReady: true });
    expect(P.planAward(at(1, 0), 999).levelReady).toBe(false);
    const doc = P.applyAward(at(1, 0), r, NOW);
    expect(doc.data.xp).toBe(1_000);
    expect(doc.history.at(-1)).toMatchObject({ kind: 'xp', summary: '+1,000 XP (0 + 1,000 = 1,000); level 2 ready' });
    expect(P.levelUpReady(doc)).toBe(true);
  });

  it('refuses bad amounts in a sentence', () => {
    expect(() => P.planAward(at(1, 0), -5)).toThrow('An XP award cannot be negative (-5).');
    expect(() => P.planAward(at(1, 0), 2.5)).toThrow('An XP award must be a whole number; 2.5 is not.');
    expect(() => P.planAward(at(1, 0), Number.NaN)).toThrow('An XP award must be a number.');
  });

  it('refuses an award worked out for another XP total', () => {
    const plan = P.planAward(at(1, 0), 100);
    expect(() => P.applyAward(at(1, 50), plan, NOW)).toThrow(/worked out for 0 XP/);
  });

  it('a party award is split equally, rounded down: four level-3 characters and 600 XP get 150 each (002:1684, 002:1696)', () => {
    const party = ['a', 'b', 'c', 'd'].map((id) => ({ ...at(3, 2_250), id: id as never, name: id }));
    const plan = P.planPartyAward(party, 600);
    expect(plan).toMatchObject({ share: 150, arithmetic: '600 ÷ 4 = 150 each' });
    expect(P.planPartyAward(party.slice(0, 3), 1_000).arithmetic).toBe('1,000 ÷ 3 = 333 each (1 lost to rounding down, 002:104)');
    expect(P.applyPartyAward(party, plan, NOW).map((d) => d.data.xp)).toEqual([2_400, 2_400, 2_400, 2_400]);
  });

  it('thresholds by level', () => {
    expect(P.xpForLevel(at(1, 0), 4)).toBe(3_750);
    expect(P.maxLevel).toBe(30);
  });
});

describe('level-up as a plan (002:578-613, 002:2358-2393)', () => {
  it('3 → 4: level bonus +1 → +2, the class’s hit points, two scores +1, a feat; no new power (002:585, 002:2367)', () => {
    const plan = planLevelUp(at(3, 3_750));
    expect(plan.steps.map((s) => s.kind)).toEqual(['level-bonus', 'hit-points', 'ability-increase', 'feat']);
    expect(plan.steps[1]).toMatchObject({ gained: 6 });
  });

  it('10 → 11: every score +1, a prestige path, an encounter slot of 11 (P), the prestige tier, no feat (002:593, 002:2374)', () => {
    const plan = planLevelUp(at(10, 25_500, { increases: [{ level: 4, abilities: ['str', 'con'] }, { level: 8, abilities: ['str', 'con'] }] }));
    expect(plan.steps.map((s) => s.kind)).toEqual(['hit-points', 'all-abilities', 'power-slot', 'path', 'tier']);
    expect(plan.steps[2]).toMatchObject({ powerKind: 'encounter', added: ['11 (P)'], removed: [] });
  });

  it('12 → 13: the level-1 encounter power is replaced by one of level 13 (002:2375-2376)', () => {
    const plan = planLevelUp(at(12, 38_500));
    expect(plan.steps.find((s) => s.kind === 'power-slot')).toMatchObject({ powerKind: 'encounter', added: ['13'], removed: ['1'] });
  });

  it('applies with the player’s choice: Con 14 → 15 raises hit points by 6 + 1, now and at most', () => {
    const doc = at(3, 3_750);
    const before = computedMaxHp(doc.data);
    const after = applyLevelUp(doc, planLevelUp(doc), { increase: ['str', 'con'], feat: { name: 'Toughness', level: 4, note: '' } }, NOW);
    expect(after.data.level).toBe(4);
    expect(computedMaxHp(after.data)).toBe((before ?? 0) + 7);
    expect(after.data.vitals.hp).toBe(29 + 7);
    expect(after.data.feats).toEqual([{ name: 'Toughness', level: 4, note: '' }]);
    expect(after.history.at(-1)).toMatchObject({
      kind: 'level-up',
      summary: 'Level 3 → 4; +7 max HP; +1 Str and Con; feat Toughness',
      payload: { from: 3, to: 4, hp: { gained: 7 }, increases: ['str', 'con'], feat: 'Toughness' },
      // Undo puts back what the level changed: the level, the increase and feat lists, and the 7 hit points it added.
      undo: { set: { level: 3, increases: doc.data.increases, feats: doc.data.feats }, add: { 'vitals.hp': 7 } },
    });
    expect(() => applyLevelUp(doc, planLevelUp(doc), {}, NOW)).toThrow(/choose two different ability scores/);
    expect(() => applyLevelUp(doc, planLevelUp(doc), { increase: ['str', 'str'] }, NOW)).toThrow(/two different/);
  });

  it('refuses without the XP unless forced, and at level 30', () => {
    expect(() => planLevelUp(at(3, 3_000))).toThrow('Level 4 needs 3,750 XP; this character has 3,000 (002:585).');
    expect(planLevelUp(at(3, 3_000), { force: true }).forced).toBe(true);
    expect(() => planLevelUp(at(30, 826_500))).toThrow('Level 30 is the highest level (002:575).');
  });

  it('advance takes the simplest choices and lists what is left', () => {
    const { doc, notes } = P.advance(at(3, 3_750), createSeededRandom(1), { now: NOW });
    expect(doc.data.increases).toEqual([{ level: 4, abilities: ['str', 'con'] }]);
    expect(notes.join(' ')).toMatch(/\+1 to Str and Con, the two highest scores/);
    expect(notes.join(' ')).toMatch(/a feat to enter by name/);
    const forced = P.advance(at(3, 0), createSeededRandom(1), { now: NOW, force: true });
    expect(forced.doc.history.at(-1)?.summary).toMatch(/GM ruling/);
  });

  it('undo restores the level before, keeping XP awarded since; only once', () => {
    const up = P.advance(at(3, 3_750), createSeededRandom(1), { now: NOW }).doc;
    const awarded = P.applyAward(up, P.planAward(up, 100), NOW);
    // Level 3: 15 + 6 × 2 + Con 14 = 41 hit points at most.
    const check = P.checkUndo(awarded);
    expect(check).toEqual({ ok: true, summary: `Undo “${up.history.at(-1)?.summary}”: back to level 3 with 41 hit points at most; the 100 XP awarded since is kept.` });
    const undone = P.undo(awarded, NOW);
    expect(undone.data).toEqual({ ...at(3, 3_750).data, xp: 3_850 });
    expect(P.checkUndo(undone)).toEqual({ ok: false, reason: 'The last change was an undo; only the most recent level-up can be undone, and only once.' });
    expect(() => P.undo(undone, NOW)).toThrow(RangeError);
  });

  it('undo of a level-up keeps damage taken since: hit points go down by the 7 it added', () => {
    const doc = at(3, 3_750);
    const up = applyLevelUp(doc, planLevelUp(doc), { increase: ['str', 'con'] }, NOW);
    const hurt = { ...up, data: { ...up.data, vitals: { ...up.data.vitals, hp: up.data.vitals.hp - 10 } } };
    const undone = P.undo(hurt, NOW);
    expect(undone.data.level).toBe(3);
    expect(undone.data.increases).toEqual(doc.data.increases);
    expect(undone.data.vitals.hp).toBe(29 - 10);
  });

  it('undoes the last XP award only, once; refused when a level taken since needed it', () => {
    const awarded = P.applyAward(at(3, 3_000), P.planAward(at(3, 3_000), 200), NOW);
    expect(P.checkUndoAward(awarded)).toEqual({ ok: true, summary: 'Undo “+200 XP (3,000 + 200 = 3,200)”: XP back to 3,000; everything else stays as it is.' });
    const undone = P.undoAward(awarded, NOW);
    expect(undone.data).toEqual(at(3, 3_000).data);
    expect(P.checkUndoAward(undone)).toEqual({ ok: false, reason: 'The last XP award was already undone; only the most recent award can be undone, and only once.' });
    // Level 4 needs 3,750 XP (002:585): the award of 750 that reached it cannot go once level 4 is taken.
    const ready = P.applyAward(at(3, 3_000), P.planAward(at(3, 3_000), 750), NOW);
    const up = applyLevelUp(ready, planLevelUp(ready), { increase: ['str', 'con'] }, NOW);
    expect(P.checkUndoAward(up)).toMatchObject({ ok: false, reason: expect.stringMatching(/^Level 4 was taken since with this XP: .* short of the 3,750 level 4 needs\. Undo the level-up first\.$/) });
    expect(() => P.undoAward(up, NOW)).toThrow(RangeError);
  });

  it('grantXp raises XP to a threshold as a recorded ruling', () => {
    const doc = P.grantXp(at(1, 0), 3_750, 'the level-4 threshold (GM ruling)', NOW);
    expect(doc.data.xp).toBe(3_750);
    expect(doc.history.at(-1)?.summary).toBe('XP raised from 0 to 3,750, the level-4 threshold (GM ruling)');
    expect(P.grantXp(doc, 100, 'x', NOW)).toBe(doc);
  });
});

describe('previewLevelUp (the level-up page’s table of changes)', () => {
  it('lists every derived value the level changes without changing anything, or the missing choice in a sentence', () => {
    const doc = at(1, 1_000);
    const plan = planLevelUp(doc);
    const preview = previewLevelUp(doc, plan, {}, NOW);
    expect(preview.problem).toBeNull();
    // 29 + 6 per level = 35 (the fixture's class); the level bonus +1 (half of 2, 002:615).
    expect(preview.changes.find((c) => c.id === 'hp.max')).toMatchObject({ before: '29', after: '35' });
    expect(preview.changes.find((c) => c.id === 'levelBonus')).toMatchObject({ before: '0', after: '+1' });
    expect(doc.data.level).toBe(1);
    const three = at(3, 3_750, { feats: [{ name: 'A', level: 1, note: '' }, { name: 'B', level: 2, note: '' }] });
    expect(previewLevelUp(three, planLevelUp(three), {}, NOW)).toEqual({ changes: [], problem: 'Level 4: choose two different ability scores to increase by +1 (002:585).' });
  });
});
