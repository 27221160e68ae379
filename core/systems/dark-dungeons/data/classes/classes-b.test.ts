/**
 * Tests for the halfling, magic-user, mystic and thief tables. The main tests re-read the printed rows from the rule
 * source (and, for the mystic, the supplement) and compare every row; the spot checks pin single cells by hand, with
 * the line they were read from, so a parser bug and a data bug cannot hide each other.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ClassLevelRow, ClassTable, SavingThrows, ThiefAbilityId } from '../types';
import { HALFLING } from './halfling';
import { MAGIC_USER } from './magic-user';
import { MYSTIC } from './mystic';
import { THIEF } from './thief';

// The sources live beside the repository (/work/shared/sources); SHEETSMITH_SOURCES overrides for other checkouts.
// A missing file fails the suite loudly rather than skipping: these tests are the check on the data.
const SOURCES_DIR =
  process.env.SHEETSMITH_SOURCES ?? fileURLToPath(new URL('../../../../../../shared/sources/', import.meta.url));
const SOURCE_FILE = '004_b3026cedeba6292d.txt';
const SUPPLEMENT_FILE = 'supplements/dark-dungeons-tables.md';
const FILES: Record<string, readonly string[]> = {
  [SOURCE_FILE]: readFileSync(`${SOURCES_DIR}/${SOURCE_FILE}`, 'utf8').split('\n'),
  [SUPPLEMENT_FILE]: readFileSync(`${SOURCES_DIR}/${SUPPLEMENT_FILE}`, 'utf8').split('\n'),
};

/** Line `n` (1-based, as cited) of a source file. */
function line(file: string, n: number): string {
  const text = FILES[file]?.[n - 1];
  if (text === undefined) throw new Error(`${file} has no line ${n}`);
  return text;
}
const src = (n: number): string => line(SOURCE_FILE, n);
const sup = (n: number): string => line(SUPPLEMENT_FILE, n);

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

/** "Multiple Attacks (3)" -> "multiple-attacks-3": how printed ability names become ids. */
const idOf = (name: string): string => name.trim().toLowerCase().replace(/[()]/g, '').replace(/\s+/g, '-');

/** The six leading columns every printed class row shares. */
function leading(
  t: readonly string[],
): Pick<ClassLevelRow, 'level' | 'xp' | 'hitDice' | 'attackBonus' | 'skills' | 'weaponFeats'> {
  return {
    level: Number(t[0]),
    xp: Number(t[1]),
    hitDice: t[2] ?? '',
    attackBonus: Number(t[3]),
    skills: Number(t[4]),
    weaponFeats: Number(t[5]),
  };
}

const rowOf = (table: ClassTable, level: number): ClassLevelRow => {
  const row = table.levels[level - 1];
  if (row === undefined) throw new Error(`${table.id} has no level ${level}`);
  return row;
};

const ALL: readonly ClassTable[] = [HALFLING, MAGIC_USER, MYSTIC, THIEF];
// Table 4-9's column order (004:849); kept on few lines so it reads like the printed header.
// prettier-ignore
const THIEF_COLUMNS: readonly ThiefAbilityId[] = [
  'openLocks', 'findTraps', 'removeTraps', 'climbWalls', 'moveSilently', 'hideInShadows', 'pickPockets', 'hearNoise',
  'readLanguages', 'useMagicUserScroll',
];

describe('rows re-read from the printed tables', () => {
  it('halfling Table 4-6 (004:562-597), special-abilities column included', () => {
    for (let level = 1; level <= 36; level++) {
      const text = src(561 + level);
      const t = text.split(/\s+/);
      const special = t.slice(11).join(' ');
      expect(rowOf(HALFLING, level)).toEqual({
        ...leading(t),
        saves: savesOf(t.slice(6, 11)),
        spellsPerDay: [],
        gains: special === '' ? [] : special.split('/').map(idOf),
      });
    }
  });

  it('magic-user Table 4-7 (004:656-691): spells sit between the six leading columns and five saves', () => {
    for (let level = 1; level <= 36; level++) {
      const t = src(655 + level)
        .trim()
        .split(/\s+/);
      expect(rowOf(MAGIC_USER, level)).toEqual({
        ...leading(t),
        saves: savesOf(t.slice(-5)),
        spellsPerDay: t.slice(6, -5).map(Number),
        gains: level === 1 ? ['magic-user-spells'] : [],
      });
    }
  });

  it('thief Table 4-9 (004:850-885): row length decides Read Languages / Use Magic-User Scroll', () => {
    for (let level = 1; level <= 36; level++) {
      const t = src(849 + level)
        .trim()
        .split(/\s+/);
      expect([19, 20, 21]).toContain(t.length);
      const percentages = t.slice(6, -5).map(Number);
      const thiefAbilities = Object.fromEntries(percentages.map((p, i) => [THIEF_COLUMNS[i], p]));
      const row = rowOf(THIEF, level);
      expect({ ...row, gains: [] }).toEqual({
        ...leading(t),
        saves: savesOf(t.slice(-5)),
        spellsPerDay: [],
        thiefAbilities,
        gains: [],
      });
    }
  });

  it('mystic Table 4-8 (supplement:117-152), abilities column included', () => {
    for (let level = 1; level <= 36; level++) {
      const c = sup(116 + level)
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((s) => s.trim());
      const pct = (i: number): number => Number((c[i] ?? '').replace('%', ''));
      const row = rowOf(MYSTIC, level);
      expect({ ...row, skills: 0, weaponFeats: 0, gains: [] }).toEqual({
        level: Number(c[0]),
        xp: Number((c[1] ?? '').replace(/,/g, '')),
        hitDice: c[2],
        attackBonus: Number(c[3]),
        skills: 0,
        weaponFeats: 0,
        saves: savesOf((c[14] ?? '').split('/')),
        spellsPerDay: [],
        thiefAbilities: {
          findTraps: pct(9),
          removeTraps: pct(10),
          climbWalls: pct(11),
          moveSilently: pct(12),
          hideInShadows: pct(13),
        },
        mystic: {
          armourClass: Number(c[4]),
          movement: Number((c[5] ?? '').replace("'", '')),
          strikeDamage: c[7],
          attacks: c[6],
          unarmedAs: c[8] === 'S' ? 'Silver' : c[8],
        },
        gains: [],
      });
      // The abilities column, with the three departures the mystic's reconstructions record (levels 1, 5, 10).
      const printed = c[15] === '-' ? [] : (c[15] ?? '').split(',').map(idOf);
      const expected =
        level === 1
          ? [...printed, 'mystic-armour-class', 'mystic-movement-rate']
          : level === 5
            ? ['strike-to-kill-attacks']
            : level === 10
              ? ['speak-with-anyone']
              : printed;
      expect([...row.gains].sort()).toEqual([...expected].sort());
    }
  });

  it('mystic skills and weapon feats follow the schedule the other tables print (004:562-597, 004:850-885)', () => {
    for (let level = 1; level <= 36; level++) {
      const halfling = src(561 + level).split(/\s+/);
      const thief = src(849 + level).split(/\s+/);
      expect(halfling.slice(4, 6)).toEqual(thief.slice(4, 6));
      expect(rowOf(MYSTIC, level).skills).toBe(Number(halfling[4]));
      expect(rowOf(MYSTIC, level).weaponFeats).toBe(Number(halfling[5]));
    }
  });
});

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

  it('hit dice and hit points after 9th come from the prose', () => {
    // 004:617 "Halflings gain 1d6 hit points per level"
    // 004:619 "After 9th level, halflings gain 1 hit point per level"
    expect(src(617)).toContain('Halflings gain 1d6 hit points');
    expect(src(619)).toContain('halflings gain 1 hit point per level');
    expect([HALFLING.hitDie, HALFLING.hpPerLevelAfterNinth]).toEqual([6, 1]);
    // 004:705 "Magic-users gain 1d4 ... magic-users gain 1 hit point per level"
    expect(src(705)).toMatch(/Magic-users gain 1d4 hit points.*magic-users gain 1 hit point per level/);
    expect([MAGIC_USER.hitDie, MAGIC_USER.hpPerLevelAfterNinth]).toEqual([4, 1]);
    // 004:751 "Mystics gain 1d6 ... mystics gain 2 hit points per level"
    expect(src(751)).toMatch(/Mystics gain 1d6 hit points.*mystics gain 2 hit points per level/);
    expect([MYSTIC.hitDie, MYSTIC.hpPerLevelAfterNinth]).toEqual([6, 2]);
    // 004:899 "Thieves gain 1d4 ... thieves gain 2 hit points per level"
    expect(src(899)).toMatch(/Thieves gain 1d4 hit points.*thieves gain 2 hit points per level/);
    expect([THIEF.hitDie, THIEF.hpPerLevelAfterNinth]).toEqual([4, 2]);
  });
});

describe('every reconstruction', () => {
  it('halfling: the prose heading cites Table 4-7 but the table is 4-6', () => {
    expect(HALFLING.reconstructions).toHaveLength(1);
    // 004:615 "Halfling Abilities (See Table 4-7)"; 004:559 "Table 4-6: Halfling abilities by level"
    expect(src(615)).toBe('Halfling Abilities (See Table 4-7)');
    expect(src(559)).toBe('Table 4-6: Halfling abilities by level');
    expect(src(627)).toContain('table 4-6');
    expect(HALFLING.citation.table).toBe('Table 4-6: Halfling abilities by level');
  });

  it('magic-user: none was needed', () => {
    expect(MAGIC_USER.reconstructions).toEqual([]);
  });

  it('thief: hit dice jump by 4 at 25th and are kept as printed', () => {
    // 004:873 "24 1960000 9d4+30 ..."; 004:874 "25 2080000 9d4+34 ..."
    expect(src(873)).toMatch(/^24 1960000 9d4\+30 /);
    expect(src(874)).toMatch(/^25 2080000 9d4\+34 /);
    expect(rowOf(THIEF, 24).hitDice).toBe('9d4+30');
    expect(rowOf(THIEF, 25).hitDice).toBe('9d4+34');
    expect(THIEF.reconstructions.find((r) => r.column === 'hitDice')?.level).toBe(25);
  });

  it('thief: Climb Walls stalls at 118 and 119 and is kept as printed', () => {
    // 004:881-884 Climb Walls cells: 118, 118, 119, 119
    const printed = [881, 882, 883, 884].map((n) => Number(src(n).split(/\s+/)[9]));
    expect(printed).toEqual([118, 118, 119, 119]);
    expect([32, 33, 34, 35].map((l) => rowOf(THIEF, l).thiefAbilities?.climbWalls)).toEqual(printed);
    expect(THIEF.reconstructions.find((r) => r.column === 'climbWalls')?.level).toBe(33);
  });

  it('mystic: gaps and errata', () => {
    const byKey = new Map(MYSTIC.reconstructions.map((r) => [`${r.column}@${r.level ?? '-'}`, r]));
    expect([...byKey.keys()].sort()).toEqual(
      ['gains@1', 'gains@10', 'gains@5', 'hitDice@28', 'skills@-', 'weaponFeats@-'].sort(),
    );
    // supplement:195 "+1 at levels 5, 9, 13, 17, 21, 25, 29, 33"
    // supplement:204 "| 2 | 3, 6, 9, 11, 15, 23, 30, 36 | 10 |"
    expect(sup(195)).toContain('+1 at levels 5, 9, 13, 17, 21, 25, 29, 33');
    expect(sup(204)).toContain('| 2 | 3, 6, 9, 11, 15, 23, 30, 36 | 10 |');
    // supplement:121 "| 5 | ... | - |" although 004:763 starts strike-to-kill attacks at 5th
    expect(sup(121)).toMatch(/^\| 5 \|.*\| - \|$/);
    expect(src(763)).toContain('When a mystic reaches 5th level, they can make two attacks per round');
    // supplement:126 "| 10 | ... | Speak with Animals |" against 004:821 "Speak With Anyone: At 10th level"
    expect(sup(126)).toMatch(/\| Speak with Animals \|$/);
    expect(src(821)).toMatch(/^Speak With Anyone: At 10th level/);
    expect(rowOf(MYSTIC, 10).gains).toEqual(['speak-with-anyone']);
    // supplement:143-144 "9d6+36" then "9d6+40": kept as printed
    expect(sup(143)).toContain('| 9d6+36 |');
    expect(sup(144)).toContain('| 9d6+40 |');
    expect(rowOf(MYSTIC, 28).hitDice).toBe('9d6+40');
  });
});

describe.each(ALL.map((t) => [t.id, t] as const))('%s table invariants', (_id, table) => {
  it('has 36 rows with level = index + 1', () => {
    expect(table.levels).toHaveLength(36);
    table.levels.forEach((row, i) => expect(row.level).toBe(i + 1));
  });

  it('XP rises strictly from 0; attack bonus, skills and weapon feats never fall', () => {
    expect(rowOf(table, 1).xp).toBe(0);
    for (let l = 2; l <= 36; l++) {
      const [prev, row] = [rowOf(table, l - 1), rowOf(table, l)];
      expect(row.xp).toBeGreaterThan(prev.xp);
      expect(row.attackBonus).toBeGreaterThanOrEqual(prev.attackBonus);
      expect(row.skills).toBeGreaterThanOrEqual(prev.skills);
      expect(row.weaponFeats).toBeGreaterThanOrEqual(prev.weaponFeats);
    }
  });

  it('saves never increase', () => {
    for (let l = 2; l <= 36; l++) {
      const [prev, row] = [rowOf(table, l - 1), rowOf(table, l)];
      for (const key of Object.keys(row.saves) as (keyof SavingThrows)[]) {
        expect(row.saves[key], `${table.id} L${l} ${key}`).toBeLessThanOrEqual(prev.saves[key]);
      }
    }
  });

  it('hit dice are Nd<die> to 9th, then 9d<die>+n with n rising', () => {
    let lastBonus = 0;
    for (const row of table.levels) {
      if (row.level <= 9) {
        expect(row.hitDice).toBe(`${row.level}d${table.hitDie}`);
        continue;
      }
      const m = new RegExp(`^9d${table.hitDie}\\+(\\d+)$`).exec(row.hitDice);
      expect(m, `${table.id} L${row.level} ${row.hitDice}`).not.toBeNull();
      const bonus = Number(m?.[1]);
      expect(bonus).toBeGreaterThan(lastBonus);
      lastBonus = bonus;
    }
  });

  it('thief-like percentages and spells per day never fall', () => {
    for (let l = 2; l <= 36; l++) {
      const [prev, row] = [rowOf(table, l - 1), rowOf(table, l)];
      for (const [key, value] of Object.entries(prev.thiefAbilities ?? {})) {
        expect(row.thiefAbilities?.[key as ThiefAbilityId], `${table.id} L${l} ${key}`).toBeGreaterThanOrEqual(value);
      }
      expect(row.spellsPerDay.length).toBeGreaterThanOrEqual(prev.spellsPerDay.length);
      prev.spellsPerDay.forEach((n, i) => expect(row.spellsPerDay[i]).toBeGreaterThanOrEqual(n));
    }
  });

  it('every gained id has exactly one special ability, and every special ability is gained once', () => {
    const gained = table.levels.flatMap((r) => r.gains);
    const ids = table.specialAbilities.map((a) => a.id);
    expect(new Set(gained).size).toBe(gained.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...gained].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('citations point at real lines, and each ability citation names the ability', () => {
    const citations = [
      table.citation,
      ...table.specialAbilities.map((a) => a.citation),
      ...table.reconstructions.map((r) => r.citation),
    ];
    for (const c of citations) {
      const lines = FILES[c.file];
      expect(lines, c.file).toBeDefined();
      const m = /^(\d+)(?:-(\d+))?$/.exec(c.lines);
      expect(m, c.lines).not.toBeNull();
      const [from, to] = [Number(m?.[1]), Number(m?.[2] ?? m?.[1])];
      expect(from).toBeGreaterThanOrEqual(1);
      expect(to).toBeGreaterThanOrEqual(from);
      expect(to).toBeLessThanOrEqual(lines?.length ?? 0);
    }
    for (const a of table.specialAbilities) {
      const [from, to = from] = a.citation.lines.split('-').map(Number);
      const text = (FILES[a.citation.file] ?? [])
        .slice((from ?? 1) - 1, to)
        .join('\n')
        .toLowerCase();
      expect(text, a.id).toContain(a.name.replace(/ \(\d\)$/, '').toLowerCase());
    }
    for (const r of table.reconstructions) {
      if (r.level !== undefined) expect(r.level).toBeGreaterThanOrEqual(1);
      if (r.level !== undefined) expect(r.level).toBeLessThanOrEqual(36);
      expect(r.note.length).toBeGreaterThan(0);
    }
  });

  it('only the magic-user casts spells; only the mystic has mystic columns', () => {
    for (const row of table.levels) {
      expect(row.spellsPerDay.length > 0).toBe(table.id === 'magic-user');
      expect(row.mystic !== undefined).toBe(table.id === 'mystic');
    }
  });
});
