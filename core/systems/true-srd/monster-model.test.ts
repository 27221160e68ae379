/**
 * The True SRD monster model against the chapter's formulas and tables: the Size Modifier table (003:124-130), the
 * attack (003:99), Defense (003:108), damage (003:115-116), Toughness (003:323), saves (003:122) and initiative
 * (003:137) lines, the short-sword example (003:322), and the damage track as the tracker's number (003:330-334).
 */
import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';
import { createScriptedRandom } from '../../dice/testing';
import type { MonsterFigures } from '../types';
import { TRUE_SRD_SOURCE } from './data/source';
import { trueSrdMonsterModel as M } from './monster-model';

const build = (input: Record<string, string>): MonsterFigures => {
  const r = M.build(input, createScriptedRandom([]));
  if ('problem' in r) throw new Error(r.problem);
  return r;
};

describeWithSources('the formulas as 003 prints them', () => {
  const line = (n: number) => readSource(TRUE_SRD_SOURCE)[n - 1] ?? '';
  it('attack, Defense, damage, saves, initiative and Toughness (003:99, 108, 115, 122, 137, 323)', () => {
    expect(line(99)).toBe('combat bonus + Dexterity + size modifier + miscellaneous modifiers - range penalty');
    expect(line(108)).toBe('10 + combat bonus + dodge or parry bonus + size modifier + miscellaneous modifiers');
    expect(line(115)).toBe('Damage Bonus = weapon damage + Strength');
    expect(line(122)).toBe('d20 + base save bonus + ability score + miscellaneous modifiers');
    expect(line(137)).toBe('Initiative Check = d20 + Dexterity + miscellaneous modifiers');
    expect(line(323)).toBe("Toughness Saving Throw = d20 + Constitution score + feats + armor versus Difficulty 15 + attack's damage bonus");
  });
  it('the size modifiers the sizes offer are the table’s (003:124-130)', () => {
    const printed = [126, 127, 128, 129, 130].flatMap((n) => line(n).split('|').map((c) => c.trim()).filter(Boolean));
    const size = M.inputs.find((i) => i.id === 'size');
    const offered = size?.kind === 'choice' ? size.options.map((o) => o.label) : [];
    for (let i = 0; i + 1 < printed.length; i += 2) {
      const [name, modifier] = [printed[i], printed[i + 1]];
      expect(offered).toContain(`${name} (${modifier === '0' ? '+0' : (modifier ?? '').replace('-', '−')})`);
    }
  });
});

describe('a True SRD monster from the chapter’s figures', () => {
  it('Str +1 with a short sword (+2): damage +3, the target saves against 18 (003:322)', () => {
    const f = build({ combatBonus: '+2', str: '+1', dex: '+1', damage: '+2' });
    expect(f.attacks).toEqual(['Attack +3, damage +3 lethal: the target’s Toughness save is against 18']);
  });
  it('a Large ogre: −1 to attack and Defense for size (003:124-130); Toughness Con + armour (003:323)', () => {
    const f = build({ combatBonus: '+4', str: '+5', dex: '-1', con: '+4', wis: '0', size: 'large', toughness: '+2', damage: '+3', fortitude: '+4', reflex: '+1', will: '+1' });
    expect(f.summary).toBe('Large, combat bonus +4');
    expect(f.defences).toEqual([
      { label: 'Defense', value: '12' }, // 10 + 4 − 1 − 1
      { label: 'Flat-footed', value: '12' }, // 10 + 4 − 1 size − 1 Dex: the dodge bonus is lost, a Dex penalty is not (003:110)
      { label: 'Toughness', value: '+6' },
      { label: 'Fortitude', value: '+8' },
      { label: 'Reflex', value: '+0' },
      { label: 'Will', value: '+1' },
    ]);
    expect(f.attacks[0]).toBe('Attack +2, damage +8 lethal: the target’s Toughness save is against 23');
    expect(f.initiative).toBe(-1);
  });
  it('projectiles keep their fixed damage; unarmed attacks are non-lethal (003:116, 003:325)', () => {
    expect(build({ str: '+4', damage: '+3', attack: 'projectile' }).attacks[0]).toMatch(/damage \+3 lethal/);
    expect(build({ str: '+2', attack: 'unarmed' }).attacks[0]).toMatch(/damage \+2 non-lethal: the target’s Toughness save is against 17$/);
  });
  it('no hit points: the tracker’s 5 is the damage track from unhurt to dead; no XP in this text', () => {
    const f = build({});
    expect(f.hp).toBe(5);
    expect(f.xp).toBeNull();
    expect(f.figures).toContain('1 unconscious or dying, 0 dead (003:330-334)');
  });
  it('a bad input is refused in a sentence naming it', () => {
    expect(M.build({ dex: 'quick' }, createScriptedRandom([]))).toEqual({ problem: 'Dexterity must be a whole number from −5 to +30; “quick” is not.', input: 'dex' });
    expect(M.build({ size: 'vast' }, createScriptedRandom([]))).toMatchObject({ input: 'size' });
  });
});
