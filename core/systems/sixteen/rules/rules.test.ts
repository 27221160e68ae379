/**
 * The "16+" rules pinned to 001's own examples and words; expected values are worked by hand from the cited lines.
 * Comparisons with the text itself read it through the sources helper.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../../dice/testing';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { newSixteenData, type SixteenData } from '../character';
import { ATTACK_TYPES } from '../data/attack-types';
import { SIXTEEN_CONDITIONS } from '../data/conditions';
import { SAVE_TYPES } from '../data/saves';
import { SIXTEEN_SOURCE } from '../data/source';
import { attackOptions, blowStuns, castingRollBurns, deathThreshold, defaultPowerLevel, dexToHit, grabEscape, hitPointState, magicPointRecovery, maxPowerLevel, passiveHealing } from './combat-math';
import { attackNeeds, neededFace, openEndedChance, openEndedFromFaces, resolveAttack, resolveTest, rollOpenEnded, saveModifier, skillTestModifier, statTestModifier } from './tests';

const line = (n: number): string => readSource(SIXTEEN_SOURCE)[n - 1] ?? '';

describeWithSources('001 as printed', () => {
  it('each save type’s words are in the saves paragraph (001:2)', () => {
    for (const t of SAVE_TYPES) expect(line(2)).toContain(t.phrase);
  });
  it('each attack type opens its entry where it is cited (001:15-16)', () => {
    for (const t of ATTACK_TYPES) expect(line(t.line), t.name).toContain(t.phrase);
  });
  it('each condition’s phrase is on its cited line', () => {
    for (const c of SIXTEEN_CONDITIONS) expect(line(Number(c.source?.slice(4))), c.name).toContain(c.phrase);
  });
  it('the worked examples the tests below use are the text’s', () => {
    expect(line(1)).toContain('STR test with STR +2 is made as d20 roll with modifier +8');
    expect(line(6)).toContain('Attack with total bonuses +14 against AC 8: Roll 13 results in 35 (14+13+8)');
    expect(line(6)).toContain('Attack +14 vs. AC -18. Roll 8 results in 4 (14+8-18)');
    expect(line(9)).toContain('character with melee-20 may strike thrice at -12');
  });
  it('the text breaks off: the mana-burn save’s modifiers and the failed-save table are missing (001:19-20)', () => {
    expect(line(19).trim()).toMatch(/modifiers are:$/);
    expect(line(20).trim()).toMatch(/roll d20:$/);
  });
});

describe('tests (001:1)', () => {
  it('STR +2: a stat test at +8; a roll of 8 makes 16 and succeeds, 7 makes 15 and fails', () => {
    expect(statTestModifier(2)).toBe(8);
    expect(resolveTest(8, 8, 'test').success).toBe(true);
    expect(resolveTest(7, 8, 'test').success).toBe(false);
    expect(neededFace(8, 'test').words).toBe('needs 8+');
  });
  it('a skill test without the skill is −8; with it, its level and the stat', () => {
    expect(skillTestModifier({ skillLevel: null, stat: 0, statMultiplier: 2 })).toBe(-8);
    expect(skillTestModifier({ skillLevel: 5, stat: 1, statMultiplier: 2, situation: -2 })).toBe(5);
    expect(skillTestModifier({ skillLevel: 5, stat: 1, statMultiplier: 1 })).toBe(6);
  });
  it('a test with +15 cannot fail and one needing 21 cannot succeed; a natural 20 saves nothing in a test', () => {
    expect(neededFace(15, 'test')).toEqual({ face: 1, words: 'always succeeds', chance: 1 });
    expect(neededFace(-5, 'test')).toEqual({ face: null, words: 'cannot succeed', chance: 0 });
    expect(resolveTest(20, -5, 'test').success).toBe(false);
    expect(() => resolveTest(21, 0, 'test')).toThrow(RangeError);
  });
});

describe('saves (001:2, 001:20)', () => {
  it('a natural 20 always succeeds, and needing 1 or less always succeeds; a 1 alone does not fail', () => {
    expect(resolveTest(20, -10, 'save').success).toBe(true);
    expect(neededFace(-10, 'save').face).toBe(20);
    expect(neededFace(15, 'save').words).toBe('always succeeds');
    expect(resolveTest(1, 15, 'save').success).toBe(true);
  });
  it('the mana-burn save always fails on an unmodified 1', () => {
    expect(resolveTest(1, 30, 'mana-burn').success).toBe(false);
    expect(neededFace(30, 'mana-burn').face).toBe(2);
  });
  it('against a resisted power an unmodified 14+, whatever the modifiers', () => {
    expect(resolveTest(14, -20, 'resisted-power').success).toBe(true);
    expect(resolveTest(13, 20, 'resisted-power').success).toBe(false);
  });
  const pc: SixteenData = { ...newSixteenData(), stats: { str: 1, dex: 2, con: 3, int: -1, wis: 2 }, level: 7, saveMisc: 1, magic: { level: 2, mpMax: 10, mp: 10 } };
  it('level/3 rounded down: level 7 adds 2; poison adds CON, illusion WIS and INT, items +1 (001:2)', () => {
    expect(saveModifier(pc, 'basic').value).toBe(3); // 2 + 1 items
    expect(saveModifier(pc, 'poison').value).toBe(6); // 2 + 3 CON + 1
    expect(saveModifier(pc, 'illusion').value).toBe(4); // 2 + 2 WIS − 1 INT + 1
  });
  it('fear and sleep add the whole level; stun adds level/3 and nothing else, “not even from magical rings or cloaks”', () => {
    expect(saveModifier(pc, 'fear').value).toBe(10); // 7 + 2 WIS + 1
    expect(saveModifier(pc, 'sleep').value).toBe(8); // 7 + 1
    expect(saveModifier(pc, 'stun').value).toBe(2);
  });
  it('overlapping effects add both resistances, as a magical death touch does (001:2); countermagic is +1 a point up to the magic level (001:21)', () => {
    const resisting: SixteenData = { ...pc, resistances: [{ type: 'death', modifier: 2 }, { type: 'magic', modifier: 3 }, { type: 'fire', modifier: 5 }] };
    expect(saveModifier(resisting, 'basic', ['death', 'magic']).value).toBe(8); // 3 + 2 + 3
    expect(saveModifier(resisting, 'basic', ['death', 'magic'], 5).value).toBe(10); // at most magic level 2
    expect(saveModifier(resisting, 'basic', ['death'], 2).value).toBe(5); // countermagic only against magic
  });
});

describe('attacks (001:6-9)', () => {
  it('+14 against AC 8, a roll of 13: 35, a hit', () => {
    const r = resolveAttack(openEndedFromFaces([13]), 14, 8);
    expect(r.total).toBe(35);
    expect(r.result).toBe('hit');
  });
  it('+14 against AC −18, a roll of 8: 4, but 22 before the AC, so a hit with reduced damage', () => {
    const r = resolveAttack(openEndedFromFaces([8]), 14, -18);
    expect([r.beforeAc, r.total, r.result]).toEqual([22, 4, 'reduced']);
  });
  it('an unmodified 1 always misses', () => {
    expect(resolveAttack(openEndedFromFaces([1]), 40, 10).result).toBe('miss');
  });
  it('10s and 20s are rolled again and added, as long as they come: 10, 20, 4 is 34', () => {
    expect(openEndedFromFaces([10, 20, 4]).sum).toBe(34);
    const rng = createScriptedRandom([10, 20, 4]);
    expect(rollOpenEnded(rng)).toEqual({ faces: [10, 20, 4], sum: 34, autoMiss: false });
    expect(rng.remaining()).toBe(0);
    expect(() => openEndedFromFaces([10])).toThrow(/give the next face/);
    expect(() => openEndedFromFaces([13, 5])).toThrow(/not part of this roll/);
  });
  it('chances by hand: 2+ is 19 in 20; 21+ needs a 20, or a 10 then 11+ (10 faces of 20, the 10 included): 31/400', () => {
    expect(openEndedChance(2)).toBeCloseTo(19 / 20, 12);
    expect(openEndedChance(21)).toBeCloseTo(31 / 400, 12);
    expect(attackNeeds(14, 8).hit).toBe(2);
    expect(attackNeeds(14, -18)).toMatchObject({ hit: 24, reduced: 6 });
  });
  it('DEX +5 adds 2 in melee (rounded down) and 3 at range (rounded up)', () => {
    expect(dexToHit(5, 'melee')).toBe(2);
    expect(dexToHit(5, 'ranged')).toBe(3);
  });
  it('melee-20 may strike thrice at −12', () => {
    expect(attackOptions(20)).toEqual([
      { attacks: 1, penalty: 0 },
      { attacks: 2, penalty: -6 },
      { attacks: 3, penalty: -12 },
    ]);
    expect(attackOptions(9)).toHaveLength(1);
  });
});

describe('damage, healing and magic (001:10-21)', () => {
  it('HD 4: a blow of 15 stuns (more than 10 + HD), 14 does not', () => {
    expect(blowStuns(15, 4)).toBe(true);
    expect(blowStuns(14, 4)).toBe(false);
  });
  it('dead at −(HD/3 + 5 + CON): HD 6, CON +1 is −8; at 0 unconscious, below bleeding', () => {
    expect(deathThreshold(6, 1)).toBe(-8);
    expect(hitPointState(0, -8)).toBe('Unconscious');
    expect(hitPointState(-7, -8)).toBe('Unconscious, bleeding');
    expect(hitPointState(-8, -8)).toBe('Dead');
    expect(hitPointState(1, -8)).toBeNull();
  });
  it('a rest heals 20% rounded up: 7 of 33; magic points come back 10% rounded up: 3 of 25', () => {
    expect(passiveHealing(33)).toBe(7);
    expect(magicPointRecovery(25)).toBe(3);
  });
  it('a third-level spell has power level 9; magic level 2 allows at most 10', () => {
    expect(defaultPowerLevel(3)).toBe(9);
    expect(maxPowerLevel(2)).toBe(10);
  });
  it('a casting roll of 10, 20 … 100 may cause mana burn (001:18)', () => {
    expect([10, 40, 100, 45, 1].map(castingRollBurns)).toEqual([true, true, true, false, false]);
  });
  it('a grab: STR 3 with d4s 4 and 2 makes 5, beating STR 4; STR 8 against 4 breaks free at once (001:14)', () => {
    expect(grabEscape(3, 4, 4, 2)).toEqual({ free: true, automatic: false, total: 5 });
    expect(grabEscape(8, 4, 1, 4).automatic).toBe(true);
  });
});
