/**
 * The Orcus monster model (level, role, rank and a Dexterity score in; hit points, defences, attacks, XP and
 * initiative out), pinned to the role, rank, damage and XP tables (002:1581-1907) and, where the rule texts are
 * present, to every row of Table - Monster XP.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';
import type { MonsterFigures } from '../types';
import { MONSTER_RANKS, monsterXpLine } from './data/monster-tables';
import { ORCUS_SOURCE } from './data/source';
import { orcusMonsterModel as M } from './monster-model';

const rng = createScriptedRandom([]);
function figures(input: Record<string, string>): MonsterFigures {
  const out = M.build(input, rng);
  if ('problem' in out) throw new Error(out.problem);
  return out;
}

describe('the inputs', () => {
  it('are the level (1-30), the role, the rank and the Dexterity score', () => {
    expect(M.inputs.map((i) => i.id)).toEqual(['level', 'role', 'rank', 'dex']);
    expect(M.inputs[0]).toMatchObject({ kind: 'number', min: 1, max: 30, default: 1 });
    expect(M.inputs[1]).toMatchObject({ kind: 'choice', default: 'striker' });
    expect(M.inputs[2]).toMatchObject({ kind: 'choice', default: 'standard', options: [{ id: 'mook', label: 'Mook' }, { id: 'standard', label: 'Standard' }, { id: 'elite', label: 'Elite' }, { id: 'boss', label: 'Boss' }] });
    expect(M.source).toBe('002:1581-1907');
  });
});

describe('the figures', () => {
  it('a level 5 elite blocker, Dex 14: AC 21, Fort 18, Ref 17, Will 17, 98 HP, +10 / +8, 400 XP, initiative +4', () => {
    const m = figures({ level: '5', role: 'blocker', rank: 'elite', dex: '14' });
    expect(m.summary).toBe('Level 5 Elite Blocker');
    // 002:1808-1809: AC 16 + 5, Fort 13 + 5, Ref 12 + 5, Will 12 + 5; HP (24 + 5 × 5) × 2 (002:1810, 002:1594).
    expect(m.defences).toEqual([{ label: 'AC', value: '21' }, { label: 'Fortitude', value: '18' }, { label: 'Reflex', value: '17' }, { label: 'Will', value: '17' }]);
    expect(m.hp).toBe(98);
    // 002:1811 attacks; 002:1877 "5 | 7 | 2d8+4 | 1d10+4 | 2d12+4 | 2d8+4 | +3 |".
    expect(m.attacks).toEqual([
      'At-will: +10 vs AC or +8 vs Fortitude, Reflex or Will; 2d8+4 against one target, 1d10+4 against several',
      'Surge: +10 vs AC or +8 vs Fortitude, Reflex or Will; 2d12+4 against one target, 2d8+4 against several',
    ]);
    expect(m.xp).toBe(400); // 002:1698
    // Half the level 2 + the Dex 14 modifier +2 (002:1859-1860, 002:119-138).
    expect(m.initiative).toBe(4);
    expect(m.figures).toContain('002:1687-1723');
  });

  it('a level 3 mook wrecker: 1 HP, static damage 7, 38 XP (002:1589, 002:1869, 002:1696)', () => {
    const m = figures({ level: '3', role: 'wrecker', rank: 'mook' });
    expect(m.hp).toBe(1);
    expect(m.attacks).toEqual(['+8 vs AC or +6 vs Fortitude, Reflex or Will; 7 damage to one creature; no damage from attacks that miss it (002:1589, 002:1865)']);
    expect(m.xp).toBe(38);
    // Dex 10 by default: initiative half the level, 1.
    expect(m.initiative).toBe(1);
  });

  it('a level 12 boss spoiler: 336 HP, 3,500 XP (002:1601, 002:1705); a low Dexterity lowers initiative', () => {
    const m = figures({ level: '12', role: 'spoiler', rank: 'boss', dex: '6' });
    expect(m.hp).toBe(336);
    expect(m.xp).toBe(3_500);
    expect(m.initiative).toBe(6 - 2);
  });

  it('the skulker’s attack against the other defences is marked as reconstructed (002:1816)', () => {
    expect(figures({ level: '1', role: 'skulker', rank: 'standard' }).attacks[0]).toContain('+4 vs Fortitude, Reflex or Will (reconstructed, 002:1816)');
  });

  it('refuses bad input in a sentence naming it', () => {
    expect(M.build({ level: '31' }, rng)).toEqual({ problem: 'Level must be a whole number from 1 to 30; 31 is out of range.', input: 'level' });
    expect(M.build({ level: '2.5' }, rng)).toMatchObject({ input: 'level' });
    expect(M.build({ role: 'tank' }, rng)).toMatchObject({ input: 'role' });
    expect(M.build({ rank: 'minion' }, rng)).toMatchObject({ input: 'rank' });
    expect(M.build({ dex: '0' }, rng)).toMatchObject({ input: 'dex' });
  });
});

describeWithSources('XP from the model, against every row of Table - Monster XP (002:1694-1723)', () => {
  const lines = readSource(ORCUS_SOURCE);
  it('matches the printed row for each level and rank', () => {
    for (let level = 1; level <= 30; level++) {
      const row = (lines[monsterXpLine(level) - 1] ?? '').split('|').map((c) => c.trim());
      expect(row[0]).toBe(String(level));
      MONSTER_RANKS.forEach((rank, i) => {
        expect(figures({ level: String(level), rank }).xp, `level ${level} ${rank}`).toBe(Number((row[i + 1] ?? '').replace(/,/g, '')));
      });
    }
  });
});
