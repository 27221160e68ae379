/** Dark Dungeons' hirelings, pinned to supplement §7.9 (line 785) and the Cha columns of Table 3-1 (§1). */
import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';
import { hirelingFeeGp, hirelingTopLevel } from './hiring';

describeWithSources('the supplement lines these tests pin', () => {
  it('are the supplement’s', () => {
    const lines = readSource('supplements/dark-dungeons-tables.md');
    expect(lines[784]).toContain('up to **half the party leader\'s level** (rounded down; minimum 1st, maximum 5th)');
    expect(lines[784]).toContain('**1/10 of the XP the hireling\'s class needs for its next level**, in gp (a commoner: 50 gp); half is paid in advance');
    // Cha 13–15: at most 5 hirelings, morale 8 (§1, line 46).
    expect(lines[45]).toMatch(/^\| 13–15 \| \+1 \| 5 \| 8 \|/);
  });
});

describe('hirelings (supplement §7.9)', () => {
  it('a leader hires up to half its level, rounded down, from 1st to 5th', () => {
    expect([1, 2, 3, 4, 5, 9, 10, 11, 36].map(hirelingTopLevel)).toEqual([1, 1, 1, 2, 2, 4, 5, 5, 5]);
  });

  it('the fee is a tenth of the next level’s XP in gp: a 1st-level fighter (2,000 XP for 2nd) asks 200 gp', () => {
    expect(hirelingFeeGp(2_000)).toBe(200);
    expect(hirelingFeeGp(1_200)).toBe(120);
    expect(hirelingFeeGp(null)).toBeNull();
  });
});
