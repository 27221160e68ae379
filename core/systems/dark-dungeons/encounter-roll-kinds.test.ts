/** Dark Dungeons' encounter rolls, pinned to the supplement's §9.2 (surprise, reaction) and §9.8 (morale). */
import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';
import { createScriptedRandom } from '../../dice/testing';
import { DARK_DUNGEONS_ROLL_KINDS as kinds } from './roll-kinds';
import { darkDungeonsCombat } from './combat';
import { reactionWord } from './encounter-roll-kinds';

const words = (r: ReturnType<typeof kinds.roll>) => ('words' in r ? r.words : r.problem);

describeWithSources('the figures these tests pin', () => {
  it('are the supplement’s', () => {
    const lines = readSource('supplements/dark-dungeons-tables.md');
    expect(lines[833]).toContain('each group rolls 1d6; on **1–2** it is surprised');
    expect(lines[833]).toContain('the other gets **one free round**');
    expect(lines[835]).toContain('2–3 hostile; 4–6 aggressive; 7–9 cautious; 10–11 neutral; 12 friendly');
    expect(lines[904]).toContain('If the roll is **≤ the morale score**, the side fights on');
  });
});

describe('surprise (supplement §9.2)', () => {
  it('only one side surprised gives the other a free round', () => {
    const r = kinds.roll('surprise', {}, createScriptedRandom([5, 2]));
    expect(r).toMatchObject({ total: 1, dice: [5, 2] });
    expect(words(r)).toBe('Only the foes are surprised: the party get one free round, in which the foes cannot act (supplement §9.2).');
  });

  it('both or neither surprised: play proceeds normally; 3 is not a surprise', () => {
    expect(words(kinds.roll('surprise', {}, createScriptedRandom([1, 2])))).toMatch(/^Both sides are surprised: play proceeds normally/);
    expect(words(kinds.roll('surprise', {}, createScriptedRandom([3, 6])))).toMatch(/^Neither side is surprised/);
  });

  it('one side alone, surprised only on a 1 (a Mystic of level 2+), or never (alerted)', () => {
    expect(words(kinds.roll('surprise', { who: 'party', on: '1' }, createScriptedRandom([2])))).toBe('The party are not surprised (supplement §9.2).');
    expect(words(kinds.roll('surprise', { who: 'foes', on: '0' }, createScriptedRandom([1])))).toBe('The foes are not surprised (supplement §9.2).');
    expect(kinds.roll('surprise', { on: '7' }, createScriptedRandom([1, 1]))).toHaveProperty('problem');
  });
});

describe('reaction (supplement §9.2)', () => {
  it('reads the table at each band’s edges, and past them with a modifier', () => {
    expect([2, 3, 4, 6, 7, 9, 10, 11, 12].map(reactionWord)).toEqual(['Hostile', 'Hostile', 'Aggressive', 'Aggressive', 'Cautious', 'Cautious', 'Neutral', 'Neutral', 'Friendly']);
    const r = kinds.roll('reaction', { modifier: '-4' }, createScriptedRandom([1, 2]));
    expect(r).toMatchObject({ total: -1, dice: [1, 2], breakdown: '2d6 [1, 2] − 4 = -1' });
    expect(words(r)).toMatch(/^Hostile/);
    expect(words(kinds.roll('reaction', { modifier: '4' }, createScriptedRandom([6, 6])))).toMatch(/^Friendly \(16/);
  });
});

describe('morale (supplement §9.8)', () => {
  it('at or under the score fights on; over it breaks', () => {
    expect(kinds.roll('morale', { score: '8' }, createScriptedRandom([4, 4]))).toMatchObject({ total: 8, success: true });
    const broke = kinds.roll('morale', { score: '8' }, createScriptedRandom([4, 5]));
    expect(broke).toMatchObject({ total: 9, success: false });
    expect(words(broke)).toContain('flees, surrenders or asks to parley');
    expect(kinds.roll('morale', { score: '13' }, createScriptedRandom([1, 1]))).toHaveProperty('problem');
  });
});

describe('the tracker offers them', () => {
  it('by id, each a roll kind of the system', () => {
    expect(darkDungeonsCombat.encounterRolls).toEqual(['surprise', 'reaction', 'morale']);
    for (const id of darkDungeonsCombat.encounterRolls) expect(kinds.kinds.some((k) => k.id === id)).toBe(true);
  });
});
