/**
 * Halfling, magic-user, mystic and thief tables: values pinned by hand, each with the line of source 004 (or of the
 * supplement, for the mystic's Table 4-8) it was read from, so they run without the rule texts; every printed cell is
 * compared in classes-printed.test.ts, and the checks that the cited lines say what is pinned here run when the texts
 * are there.
 */
import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../../tests/unit-support/sources';
import type { ClassLevelRow, ClassTable, SavingThrows } from '../types';
import { HALFLING } from './halfling';
import { MAGIC_USER } from './magic-user';
import { MYSTIC } from './mystic';
import { THIEF } from './thief';

/** Line n (1-based, as cited) of source 004 / the supplement (only inside describeWithSources). */
const src = (n: number): string => readSource('004_b3026cedeba6292d.txt')[n - 1] ?? '';
const sup = (n: number): string => readSource('supplements/dark-dungeons-tables.md')[n - 1] ?? '';

function savesOf(cells: readonly string[]): SavingThrows {
  const [deathRayPoison, magicWands, paralysisPetrify, breathWeapon, rodStaffSpell] = cells.map(Number);
  return {
    deathRayPoison: deathRayPoison ?? NaN,
    magicWands: magicWands ?? NaN,
    paralysisPetrify: paralysisPetrify ?? NaN,
    breathWeapon: breathWeapon ?? NaN,
    rodStaffSpell: rodStaffSpell ?? NaN,
  };
}

const rowOf = (table: ClassTable, level: number): ClassLevelRow => {
  const row = table.levels[level - 1];
  if (row === undefined) throw new Error(`${table.id} has no level ${level}`);
  return row;
};

describe('hand-written spot checks', () => {
  it('halfling levels 1, 9, 10 and 36', () => {
    // 004:562 "1 0 1d6 1 4 2 8 9 10 13 12 Small/Nimble/Unobtrusive"
    expect(rowOf(HALFLING, 1)).toMatchObject({ xp: 0, hitDice: '1d6', attackBonus: 1, skills: 4, weaponFeats: 2 });
    expect(rowOf(HALFLING, 1).saves).toEqual(savesOf(['8', '9', '10', '13', '12']));
    expect(rowOf(HALFLING, 1).gains).toEqual(['small', 'nimble', 'unobtrusive']);
    // 004:570 "9 240000 9d6 4 6 5 2 3 4 5 4 Spell Resistance"
    expect(rowOf(HALFLING, 9)).toMatchObject({ xp: 240000, hitDice: '9d6', attackBonus: 4, skills: 6, weaponFeats: 5 });
    expect(rowOf(HALFLING, 9).gains).toEqual(['spell-resistance']);
    // 004:571 "10 360000 9d6+1 5 6 5 2 2 3 4 3"
    expect(rowOf(HALFLING, 10)).toMatchObject({ xp: 360000, hitDice: '9d6+1', attackBonus: 5 });
    expect(rowOf(HALFLING, 10).saves).toEqual(savesOf(['2', '2', '3', '4', '3']));
    // 004:597 "36 3480000 9d6+27 18 12 10 2 2 2 2 2"
    expect(rowOf(HALFLING, 36)).toMatchObject({
      xp: 3480000,
      hitDice: '9d6+27',
      attackBonus: 18,
      skills: 12,
      weaponFeats: 10,
    });
    // 004:572 "11 480000 ... Multiple Attacks/Smash/Parry"; 004:579 "18 ... Multiple Attacks (3)"
    expect(rowOf(HALFLING, 11).gains).toEqual(['multiple-attacks', 'smash', 'parry']);
    expect(rowOf(HALFLING, 18).gains).toEqual(['multiple-attacks-3']);
  });

  it('magic-user levels 1, 9, 10 and 36', () => {
    // 004:656 "1 0 1d4 1 4 2 1 13 14 13 16 15"
    expect(rowOf(MAGIC_USER, 1)).toMatchObject({ xp: 0, hitDice: '1d4', attackBonus: 1, spellsPerDay: [1] });
    expect(rowOf(MAGIC_USER, 1).saves).toEqual(savesOf(['13', '14', '13', '16', '15']));
    // 004:664 "9 300000 9d4 3 6 5 3 3 2 2 1 11 12 11 14 11"
    expect(rowOf(MAGIC_USER, 9)).toMatchObject({
      xp: 300000,
      hitDice: '9d4',
      attackBonus: 3,
      spellsPerDay: [3, 3, 2, 2, 1],
    });
    expect(rowOf(MAGIC_USER, 9).saves.rodStaffSpell).toBe(11);
    // 004:665 "10 450000 9d4+1 4 6 5 4 3 3 2 2 10 11 10 13 11"
    expect(rowOf(MAGIC_USER, 10)).toMatchObject({ hitDice: '9d4+1', attackBonus: 4, spellsPerDay: [4, 3, 3, 2, 2] });
    expect(rowOf(MAGIC_USER, 10).saves).toEqual(savesOf(['10', '11', '10', '13', '11']));
    // 004:691 "36 4350000 9d4+27 15 12 10 9 9 9 9 9 9 9 9 9 2 2 2 2 2"
    expect(rowOf(MAGIC_USER, 36)).toMatchObject({ xp: 4350000, hitDice: '9d4+27', attackBonus: 15, weaponFeats: 10 });
    expect(rowOf(MAGIC_USER, 36).spellsPerDay).toEqual([9, 9, 9, 9, 9, 9, 9, 9, 9]);
    // 004:676 "21 ... 6 5 5 5 4 4 3 2 1 6 7 6 9 5": the first row with a 9th-level spell
    expect(rowOf(MAGIC_USER, 21).spellsPerDay).toEqual([6, 5, 5, 5, 4, 4, 3, 2, 1]);
  });

  it('thief levels 1, 4, 9, 10 and 36', () => {
    // 004:850 "1 0 1d4 1 4 2 15 10 10 87 20 10 20 30 13 14 13 16 15"
    expect(rowOf(THIEF, 1).thiefAbilities).toEqual({
      openLocks: 15,
      findTraps: 10,
      removeTraps: 10,
      climbWalls: 87,
      moveSilently: 20,
      hideInShadows: 10,
      pickPockets: 20,
      hearNoise: 30,
    });
    // 004:907-945: Sneak Attack and the eight percentage abilities are described without a starting level
    expect(rowOf(THIEF, 1).gains).toEqual([
      'sneak-attack', 'open-locks', 'find-traps', 'remove-traps', 'climb-walls', 'move-silently', 'hide-in-shadows',
      'pick-pockets', 'hear-noise',
    ]);
    // 004:853 "4 4800 4d4 2 4 3 30 25 25 90 35 24 35 45 80 12 13 12 15 14"
    expect(rowOf(THIEF, 4).thiefAbilities?.readLanguages).toBe(80);
    expect(rowOf(THIEF, 4).gains).toEqual(['read-languages']);
    // 004:858 "9 160000 9d4 4 6 5 54 50 46 95 55 41 60 66 80 10 11 10 13 12"
    expect(rowOf(THIEF, 9)).toMatchObject({ xp: 160000, hitDice: '9d4', attackBonus: 4 });
    expect(rowOf(THIEF, 9).thiefAbilities).not.toHaveProperty('useMagicUserScroll');
    // 004:859 "10 280000 9d4+2 5 6 5 58 54 50 96 58 44 65 70 80 90 9 10 9 12 11"
    expect(rowOf(THIEF, 10).thiefAbilities).toMatchObject({ openLocks: 58, readLanguages: 80, useMagicUserScroll: 90 });
    expect(rowOf(THIEF, 10).gains).toEqual(['use-magic-user-scroll']);
    // 004:885 "36 3400000 9d4+56 18 12 10 120 110 130 120 100 100 195 130 80 90 2 2 2 2 2"
    expect(rowOf(THIEF, 36)).toMatchObject({ xp: 3400000, hitDice: '9d4+56', attackBonus: 18 });
    expect(rowOf(THIEF, 36).thiefAbilities).toMatchObject({ openLocks: 120, pickPockets: 195, hearNoise: 130 });
  });

  it('mystic levels 1, 9, 10 and 36', () => {
    // supplement:117 "| 1 | 0 | 1d6 | +1 | 9 | 40' | 1 | 1d4 | - | 10% | 10% | 87% | 20% | 10% | 12/13/14/15/16 |"
    expect(rowOf(MYSTIC, 1).mystic).toEqual({
      armourClass: 9,
      movement: 40,
      strikeDamage: '1d4',
      attacks: '1',
      unarmedAs: '-',
    });
    expect(rowOf(MYSTIC, 1).saves).toEqual(savesOf(['12', '13', '14', '15', '16']));
    // supplement:118 "| 2 | ... | S |": silver is stored spelled out
    expect(rowOf(MYSTIC, 2).mystic?.unarmedAs).toBe('Silver');
    // supplement:125 "| 9 | 240,000 | 9d6 | +4 | 1 | 65' | 3 | 2d8 | +2 | 50% | 46% | 95% | 55% | 41% | 7/8/9/10/11 |"
    expect(rowOf(MYSTIC, 9)).toMatchObject({ xp: 240000, hitDice: '9d6', attackBonus: 4 });
    expect(rowOf(MYSTIC, 9).mystic).toEqual({
      armourClass: 1,
      movement: 65,
      strikeDamage: '2d8',
      attacks: '3',
      unarmedAs: '+2',
    });
    expect(rowOf(MYSTIC, 9).gains).toEqual(expect.arrayContaining(['smash', 'parry']));
    // supplement:126 "| 10 | 360,000 | 9d6+2 | +5 | 0 | 70' | 3 | 2d10 | +2 | 54% | 50% | 96% | 58% | 44% |"
    expect(rowOf(MYSTIC, 10).thiefAbilities).toEqual({
      findTraps: 54,
      removeTraps: 50,
      climbWalls: 96,
      moveSilently: 58,
      hideInShadows: 44,
    });
    // supplement:152 "| 36 | 3,480,000 | 9d6+56 | +18 | -6 | 105' | 4 | 3d12 | +5 | ... | 2/2/2/2/2 |"
    expect(rowOf(MYSTIC, 36)).toMatchObject({
      xp: 3480000,
      hitDice: '9d6+56',
      attackBonus: 18,
      skills: 12,
      weaponFeats: 10,
    });
    expect(rowOf(MYSTIC, 36).mystic).toEqual({
      armourClass: -6,
      movement: 105,
      strikeDamage: '3d12',
      attacks: '4',
      unarmedAs: '+5',
    });
    // 004:769 "...until it reaches a maximum of 3d12 damage at 16th level."
    expect(rowOf(MYSTIC, 16).mystic?.strikeDamage).toBe('3d12');
    expect(rowOf(MYSTIC, 15).mystic?.strikeDamage).not.toBe('3d12');
  });

  it('abilities arrive at the levels the prose gives', () => {
    const levelOf = (table: ClassTable, id: string): number | undefined =>
      table.levels.find((r) => r.gains.includes(id))?.level;
    // 004:803 "a 2nd level or higher mystic"; 004:805 "Starting at 4th level"; 004:763 "reaches 5th level"
    expect(levelOf(MYSTIC, 'alertness')).toBe(2);
    expect(levelOf(MYSTIC, 'self-healing')).toBe(4);
    expect(levelOf(MYSTIC, 'strike-to-kill-attacks')).toBe(5);
    // 004:807 "A 6th level"; 004:811/813 "At 8th level"; 004:815/819 "At 9th level"; 004:821 "At 10th level"
    expect(levelOf(MYSTIC, 'speak-with-animals')).toBe(6);
    expect(levelOf(MYSTIC, 'spell-resistance')).toBe(8);
    expect(levelOf(MYSTIC, 'breath-evasion')).toBe(8);
    expect(levelOf(MYSTIC, 'smash')).toBe(9);
    expect(levelOf(MYSTIC, 'parry')).toBe(9);
    expect(levelOf(MYSTIC, 'speak-with-anyone')).toBe(10);
    // 004:823 "Starting at 12th level"; 004:825 "At 14th level"; 004:827 "At 16th level"
    expect(levelOf(MYSTIC, 'mind-blank')).toBe(12);
    expect(levelOf(MYSTIC, 'fade')).toBe(14);
    expect(levelOf(MYSTIC, 'dim-mak')).toBe(16);
    // 004:947 "At 4th level or higher, a thief has an 80% chance"; 004:951 "Beginning at 10th level ... 90%"
    expect(levelOf(THIEF, 'read-languages')).toBe(4);
    expect(levelOf(THIEF, 'use-magic-user-scroll')).toBe(10);
    for (const row of THIEF.levels) {
      expect(row.thiefAbilities?.readLanguages).toBe(row.level >= 4 ? 80 : undefined);
      expect(row.thiefAbilities?.useMagicUserScroll).toBe(row.level >= 10 ? 90 : undefined);
    }
    // 004:637 "At 9th level"; 004:639/643/645 "At 11th level"; 004:641 "At 18th level"; 004:647 "At 15th level"
    expect(levelOf(HALFLING, 'spell-resistance')).toBe(9);
    expect(levelOf(HALFLING, 'smash')).toBe(11);
    expect(levelOf(HALFLING, 'multiple-attacks-3')).toBe(18);
    expect(levelOf(HALFLING, 'breath-evasion')).toBe(15);
  });

  it('hit dice and hit points after 9th as the prose gives them', () => {
    // 004:617-619 "Halflings gain 1d6 hit points ... After 9th level, halflings gain 1 hit point per level"
    expect([HALFLING.hitDie, HALFLING.hpPerLevelAfterNinth]).toEqual([6, 1]);
    // 004:705 "Magic-users gain 1d4 ... magic-users gain 1 hit point per level"
    expect([MAGIC_USER.hitDie, MAGIC_USER.hpPerLevelAfterNinth]).toEqual([4, 1]);
    // 004:751 "Mystics gain 1d6 ... mystics gain 2 hit points per level"
    expect([MYSTIC.hitDie, MYSTIC.hpPerLevelAfterNinth]).toEqual([6, 2]);
    // 004:899 "Thieves gain 1d4 ... thieves gain 2 hit points per level"
    expect([THIEF.hitDie, THIEF.hpPerLevelAfterNinth]).toEqual([4, 2]);
  });
});

describe('every reconstruction', () => {
  it('halfling: the prose heading cites Table 4-7 but the table is 4-6 (004:615, 004:559)', () => {
    expect(HALFLING.reconstructions).toHaveLength(1);
    expect(HALFLING.citation.table).toBe('Table 4-6: Halfling abilities by level');
  });

  it('magic-user: none was needed', () => {
    expect(MAGIC_USER.reconstructions).toEqual([]);
  });

  it('thief: hit dice jump by 4 at 25th and are kept as printed (004:873 "9d4+30", 004:874 "9d4+34")', () => {
    expect(rowOf(THIEF, 24).hitDice).toBe('9d4+30');
    expect(rowOf(THIEF, 25).hitDice).toBe('9d4+34');
    expect(THIEF.reconstructions.find((r) => r.column === 'hitDice')?.level).toBe(25);
  });

  it('thief: Climb Walls stalls at 118 and 119 and is kept as printed (004:881-884)', () => {
    expect([32, 33, 34, 35].map((l) => rowOf(THIEF, l).thiefAbilities?.climbWalls)).toEqual([118, 118, 119, 119]);
    expect(THIEF.reconstructions.find((r) => r.column === 'climbWalls')?.level).toBe(33);
  });

  it('mystic: gaps and errata', () => {
    const byKey = new Map(MYSTIC.reconstructions.map((r) => [`${r.column}@${r.level ?? '-'}`, r]));
    expect([...byKey.keys()].sort()).toEqual(
      ['gains@1', 'gains@10', 'gains@5', 'hitDice@28', 'skills@-', 'weaponFeats@-'].sort(),
    );
    // supplement:126 prints "Speak with Animals" again at 10th; 004:821 "Speak With Anyone: At 10th level"
    expect(rowOf(MYSTIC, 10).gains).toEqual(['speak-with-anyone']);
    // supplement:143-144 "9d6+36" then "9d6+40": kept as printed
    expect(rowOf(MYSTIC, 27).hitDice).toBe('9d6+36');
    expect(rowOf(MYSTIC, 28).hitDice).toBe('9d6+40');
    // supplement:195 "+1 at levels 5, 9, 13, ..."; supplement:204 "| 2 | 3, 6, 9, 11, 15, 23, 30, 36 | 10 |"
    expect([1, 4, 5, 8, 9, 33, 36].map((l) => rowOf(MYSTIC, l).skills)).toEqual([4, 4, 5, 5, 6, 12, 12]);
    expect([1, 2, 3, 6, 9, 11, 15, 23, 30, 35, 36].map((l) => rowOf(MYSTIC, l).weaponFeats)).toEqual([2, 2, 3, 4, 5, 6, 7, 8, 9, 9, 10]);
  });
});

describeWithSources('the cited lines say what is pinned above', () => {
  it('hit points', () => {
    expect(src(617)).toContain('Halflings gain 1d6 hit points');
    expect(src(619)).toContain('halflings gain 1 hit point per level');
    expect(src(705)).toMatch(/Magic-users gain 1d4 hit points.*magic-users gain 1 hit point per level/);
    expect(src(751)).toMatch(/Mystics gain 1d6 hit points.*mystics gain 2 hit points per level/);
    expect(src(899)).toMatch(/Thieves gain 1d4 hit points.*thieves gain 2 hit points per level/);
  });

  it('the halfling heading', () => {
    expect(src(615)).toBe('Halfling Abilities (See Table 4-7)');
    expect(src(559)).toBe('Table 4-6: Halfling abilities by level');
    expect(src(627)).toContain('table 4-6');
  });

  it('the thief\'s hit dice and Climb Walls', () => {
    expect(src(873)).toMatch(/^24 1960000 9d4\+30 /);
    expect(src(874)).toMatch(/^25 2080000 9d4\+34 /);
    expect([881, 882, 883, 884].map((n) => Number(src(n).split(/\s+/)[9]))).toEqual([118, 118, 119, 119]);
  });

  it('the mystic\'s gaps and errata', () => {
    expect(sup(195)).toContain('+1 at levels 5, 9, 13, 17, 21, 25, 29, 33');
    expect(sup(204)).toContain('| 2 | 3, 6, 9, 11, 15, 23, 30, 36 | 10 |');
    // supplement:121 "| 5 | ... | - |" although 004:763 starts strike-to-kill attacks at 5th
    expect(sup(121)).toMatch(/^\| 5 \|.*\| - \|$/);
    expect(src(763)).toContain('When a mystic reaches 5th level, they can make two attacks per round');
    expect(sup(126)).toMatch(/\| Speak with Animals \|$/);
    expect(src(821)).toMatch(/^Speak With Anyone: At 10th level/);
    expect(sup(143)).toContain('| 9d6+36 |');
    expect(sup(144)).toContain('| 9d6+40 |');
    // 004:755 "start with 4 skill points"; 004:757 "Mystics start with two weapon feats"
    expect(src(757)).toContain('Mystics start with two weapon feats');
  });

  it('the levels abilities arrive at', () => {
    // 004:803 "a 2nd level or higher mystic"; 004:805 "Starting at 4th level"; 004:763 "reaches 5th level"
    expect(src(803)).toContain('2nd level or higher');
    expect(src(805)).toContain('4th level');
    expect(src(823)).toContain('12th level');
    expect(src(825)).toContain('14th level');
    expect(src(827)).toContain('16th level');
    expect(src(947)).toContain('4th level');
    expect(src(951)).toContain('10th level');
    expect(src(637)).toContain('9th level');
    expect(src(641)).toContain('18th level');
    expect(src(647)).toContain('15th level');
  });
});
