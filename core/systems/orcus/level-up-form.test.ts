/** The level-up page's answers as choices (002:578-613 the Levels table, 002:2358-2393 Appendix A's slots). */
import { describe, expect, it } from 'vitest';
import { planLevelUp, previewLevelUp } from './level-up';
import { levelUpChoices, newPowerSlots, previewRows, type LevelUpAnswers } from './level-up-form';
import { dataWith, docOf } from './testing/fixtures';
import type { OrcusData } from './character';

const STANDARD = { str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 };
const at = (level: number, xp: number, patch: Partial<OrcusData> = {}) => docOf(dataWith(STANDARD, { level, xp, vitals: { hp: 29, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'up' }, ...patch }, 'standard-array'));
const blank: LevelUpAnswers = { increase: ['', ''], feat: { name: '', note: '' }, powers: {}, path: '' };

describe('the level-up page’s answers', () => {
  it('3 → 4 asks for two scores and a feat (002:585); unanswered, the feat is left open and no increase is chosen', () => {
    const plan = planLevelUp(at(3, 3_750));
    expect(newPowerSlots(plan)).toEqual([]);
    expect(levelUpChoices(plan, blank)).toEqual({ choices: {}, leftOpen: ['the feat'] });
    // One score alone is no choice yet; both, with a feat named, are.
    expect(levelUpChoices(plan, { ...blank, increase: ['str', ''] }).choices).toEqual({});
    const answered = levelUpChoices(plan, { ...blank, increase: ['str', 'con'], feat: { name: ' Toughness ', note: 'more HP' } });
    expect(answered).toEqual({ choices: { increase: ['str', 'con'], feat: { name: 'Toughness', note: 'more HP', level: 4 } }, leftOpen: [] });
  });

  it('12 → 13 adds an encounter slot of 13 (002:2375-2376): its field is keyed by step, its power named there', () => {
    const plan = planLevelUp(at(12, 38_500));
    const slots = newPowerSlots(plan);
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({ kind: 'encounter', slot: '13', level: 13 });
    const key = slots[0]?.key ?? '';
    expect(levelUpChoices(plan, blank).leftOpen).toEqual(['the encounter attack of level 13']);
    const named = levelUpChoices(plan, { ...blank, powers: { [key]: { name: ' Whirlwind ', level: 13 } } });
    expect(named.choices.powers).toEqual([{ name: 'Whirlwind', kind: 'encounter', level: 13, note: '' }]);
    expect(named.leftOpen).toEqual([]);
  });

  it('the preview lists ability checks and skills, which all move with the level bonus, as one row each (002:615)', () => {
    const doc = at(1, 1_000);
    const plan = planLevelUp(doc);
    const { changes } = previewLevelUp(doc, plan, {}, '2026-02-01T00:00:00.000Z');
    const { rows, groups } = previewRows(changes);
    expect(rows.map((r) => r.id)).toContain('hp.max');
    expect(rows.some((r) => r.id.startsWith('skill.') || /^ability\.\w+\.check$/.test(r.id))).toBe(false);
    expect(groups.map((g) => g.label)).toEqual(['Ability checks', 'Skills']);
    expect(rows.length + groups.reduce((n, g) => n + g.items.length, 0)).toBe(changes.length);
  });
});
