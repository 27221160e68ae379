/**
 * The "16+" monster model against 001's rules for creatures: the stun threshold 10 + HD (001:10), the death threshold
 * −(HD/3 + 5 + CON) (001:12) or 0 for the non-living (001:11), saves at HD/3 or up to HD/2 (001:2); no XP in the text.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';
import { SIXTEEN_SOURCE } from './data/source';
import { sixteenMonsterModel as model } from './monster-model';

const rng = createSeededRandom(1);
const build = (input: Record<string, string>) => model.build(input, rng);

describe('a 16+ monster', () => {
  it('HD 4, CON +1: stunned by more than 14, dead at −7, saves +1; hit points, AC and attacks as entered; no XP', () => {
    const m = build({ hitDice: '4', hp: '26', ac: '-3', con: '+1', toHit: '+9', damage: '2d6', attacks: '2' });
    expect(m).toEqual({
      summary: 'Hit dice 4: stunned by more than 14, dead at -7',
      hp: 26,
      defences: [
        { label: 'AC', value: '−3' },
        { label: 'Saves', value: '+1 (HD/3)' },
      ],
      attacks: ['2 attacks a round: +9 to hit, 2d6 (a 1 misses; 10s and 20s roll again)'],
      xp: null,
      initiative: 0,
      figures: expect.stringContaining('the text has no monster tables and no experience points'),
    });
  });

  it('HD 9 with saves of HD/2 adds +4; HD/3 would add +3 (001:2)', () => {
    const half = build({ hitDice: '9', hp: '50', saves: 'half' });
    const third = build({ hitDice: '9', hp: '50' });
    expect('defences' in half && half.defences.at(-1)?.value).toBe('+4 (HD/2)');
    expect('defences' in third && third.defences.at(-1)?.value).toBe('+3 (HD/3)');
  });

  it('a non-living creature is destroyed at 0 (001:11); a ranged AC shows when given (001:8)', () => {
    const statue = build({ hitDice: '6', hp: '40', living: 'non-living', rangedAc: '−5' });
    expect('summary' in statue && statue.summary).toBe('Hit dice 6, non-living: stunned by more than 16, dead at 0');
    expect('defences' in statue && statue.defences[1]).toEqual({ label: 'Ranged AC', value: '−5' });
  });

  it('refuses what it cannot use in one sentence naming the input', () => {
    expect(build({ hitDice: '2' })).toEqual({ problem: 'Enter the hit points, a whole number of 1 or more: the text gives none for a hit die.', input: 'hp' });
    expect(build({ hitDice: '2', hp: '0' })).toMatchObject({ input: 'hp' });
    expect(build({ hitDice: '2', hp: '9', rangedAc: 'low' })).toMatchObject({ input: 'rangedAc' });
    expect(build({ hitDice: 'many', hp: '9' })).toEqual({ problem: 'Hit dice must be a whole number from 0 to 1,000; “many” is not.', input: 'hitDice' });
  });
});

describeWithSources('the creature rules as printed in 001', () => {
  const line = (n: number) => readSource(SIXTEEN_SOURCE)[n - 1] ?? '';
  it('states the thresholds and save bonuses the model uses', () => {
    expect(line(10)).toContain('Creature which is hit in one blow for more than 10+HD damage points is stunned');
    expect(line(11)).toContain('Non-living creature dies when dropped to 0 or less hit points.');
    expect(line(12)).toContain('Creature dropped to negative HD/3+5+CON hit points is dead.');
    expect(line(2)).toContain('The creature may add its level/3 (or up to HD/2 for some creatures)');
    // No experience points anywhere: only "an experienced mage" (001:17).
    expect(readSource(SIXTEEN_SOURCE).join('\n')).not.toMatch(/\bXP\b|experience point/i);
  });
});
