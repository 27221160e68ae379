/**
 * Issue 19, True SRD: "lose any dodge bonus" under a maximum load (003:26) and "you lose your dodge bonus" when
 * flat-footed (003:110) are read the same way: the bonus is lost, a negative Dex is a penalty and stays.
 */
import { describe, expect, it } from 'vitest';
import type { CharacterDocument } from '../../documents/character';
import { newTrueSrdData, type TrueSrdData } from './character';
import { trueSrdDocument } from './rules/quick';
import { dodgeWhenLost } from './rules/derive';
import { trueSrd } from './system';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';

const NOW = '2026-05-01T10:00:00.000Z';
const value = (doc: CharacterDocument<TrueSrdData>, id: string) => trueSrd.derive(doc).find((v) => v.id === id)?.value;
function hero(dex: number, carriedLb: number): CharacterDocument<TrueSrdData> {
  const data: TrueSrdData = {
    ...newTrueSrdData(),
    abilities: { str: 0, dex, con: 0, int: 0, wis: 0, cha: 0 },
    combat: { combatBonus: 2, fortitude: 0, reflex: 0, will: 0 },
    equipment: carriedLb > 0 ? [{ id: 'load', name: 'Load', weightLb: carriedLb, quantity: 1 }] : [],
  };
  return trueSrdDocument(data, { id: 'hero', name: 'Hero', now: NOW });
}

describe('a lost dodge bonus, read one way (003:26, 003:110)', () => {
  it('the rule itself: a bonus is lost, a penalty stays', () => {
    expect([dodgeWhenLost(3), dodgeWhenLost(0), dodgeWhenLost(-2)]).toEqual([0, 0, -2]);
  });
  it('Dex −2: flat-footed and under a maximum load both keep the −2 (Defense 10 + 2 − 2 = 10)', () => {
    const light = hero(-2, 0);
    expect(value(light, 'defense.dodge')).toBe(10);
    expect(value(light, 'defense.flatFooted')).toBe(10);
    const loaded = hero(-2, 150); // Str +0: heavy up to 100 lb, maximum 200 lb (003:35)
    expect(value(loaded, 'load')).toBe('Maximum load');
    expect(value(loaded, 'defense.dodge')).toBe(10);
    expect(value(loaded, 'defense.flatFooted')).toBe(10);
    expect(trueSrd.derive(light).find((v) => v.id === 'defense.flatFooted')?.explanation).toContain('Dex (a penalty is not a bonus to lose)');
  });
  it('Dex +3: flat-footed and under a maximum load both lose the +3 (Defense 12)', () => {
    expect(value(hero(3, 0), 'defense.dodge')).toBe(15);
    expect(value(hero(3, 0), 'defense.flatFooted')).toBe(12);
    expect(value(hero(3, 150), 'defense.dodge')).toBe(12);
    expect(value(hero(3, 150), 'defense.flatFooted')).toBe(12);
  });
});

describeWithSources('the lines this reading rests on', () => {
  const line = (n: number) => readSource('003_74489d30ee415703.txt')[n - 1] ?? '';
  it('say "lose" the dodge bonus in both places, and that it equals Dex', () => {
    expect(line(26)).toContain('lose any dodge bonus to Defense');
    expect(line(110)).toContain("It's equal to your Dexterity score");
    expect(line(110)).toContain('flat-footed');
    expect(line(35)).toMatch(/^\+0 \| 33 lb\. \| 66 lb\. \| 100 lb\. \| 200 lb\./);
  });
});
