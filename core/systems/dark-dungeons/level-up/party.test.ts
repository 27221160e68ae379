import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../dice';
import { quickCharacter } from '../rules/quick';
import { newDarkDungeonsData } from '../character';
import { applyPartyAward, planPartyAward } from './party';

const member = (seed: number, classId: 'thief' | 'fighter' | 'cleric') => quickCharacter(createSeededRandom(seed), { id: `m${seed}`, now: 'n', classId });

describe('party awards (supplement §4: monster XP is split equally among the whole party)', () => {
  it('splits equally, then applies each member’s own bonus', () => {
    const party = [member(1, 'thief'), member(2, 'fighter'), member(3, 'cleric')];
    const plan = planPartyAward(party, 1000);
    expect(plan.share).toBe(333);
    expect(plan.remainder).toBe(1);
    expect(plan.arithmetic).toBe('1,000 ÷ 3 = 333 each (1 lost to rounding)');
    for (const m of plan.members) {
      expect(m.award?.base).toBe(333);
      expect(m.award?.awarded).toBe(Math.floor((333 * (100 + (m.award?.bonusPercent ?? 0))) / 100));
    }
    const after = applyPartyAward(party, plan, '2026-11-22T00:00:00.000Z');
    expect(after.map((d) => d.data.xp)).toEqual(plan.members.map((m) => m.award?.totalXp));
    expect(after.every((d) => d.history.at(-1)?.kind === 'xp')).toBe(true);
  });

  it('gives nothing to a draft that cannot take XP, and says why; refuses an empty party or a bad total', () => {
    const draft = { ...member(4, 'thief'), data: newDarkDungeonsData() };
    const plan = planPartyAward([member(5, 'fighter'), draft], 100);
    expect(plan.members[1]?.award).toBeNull();
    expect(plan.members[1]?.problem).toMatch(/class/);
    expect(applyPartyAward([member(5, 'fighter'), draft], plan, 'n')).toHaveLength(1);
    expect(() => planPartyAward([], 100)).toThrow(/no members/);
    expect(() => planPartyAward([member(6, 'cleric')], -5)).toThrow(/whole number of 0 or more/);
  });
});
