import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  HP_AFTER_NINTH_LINES,
  HP_PER_LEVEL_AFTER_NINTH,
  ONE_LEVEL_PER_AWARD,
  SKILL_POINT_LEVELS,
  WEAPON_FEAT_SCHEDULES,
  XP_AWARD_RULES,
  applyXpBonus,
  capAward,
  hitPointGain,
  levelForXp,
  skillPointsAtLevel,
  weaponFeatsAtLevel,
} from './experience';
import type { ClassId } from './types';

const SOURCES = new URL('../../../../../shared/sources/', import.meta.url);
const source = readFileSync(new URL('004_b3026cedeba6292d.txt', SOURCES), 'utf8').split('\n');
const supplement = readFileSync(new URL('supplements/dark-dungeons-tables.md', SOURCES), 'utf8').split('\n');
const at = (lines: string[], n: number): string => lines[n - 1] ?? '';

/** Header line of each printed class table in 004 (the mystic's Table 4-8 is not in the source). */
const TABLE_HEADERS: Partial<Record<ClassId, number>> = {
  cleric: 74,
  dwarf: 281,
  elf: 374,
  fighter: 472,
  halfling: 561,
  'magic-user': 655,
  thief: 849,
};

interface Row {
  level: number;
  xp: number;
  hitDice: string;
  skills: number;
  feats: number;
}

/** Reads the first columns (level, XP, hit dice, attack bonus, skills, feats) of a class table's 36 rows. */
function readTable(header: number): Row[] {
  // The dwarf and fighter L29 rows are split over two lines around a quoted attack bonus: 'd8+40 “+19' / '+19″ 11 12'.
  const block = source.slice(header, header + 45).join('\n').replace(/“\+(\d+)\n\+\1″/g, '$1');
  const rows: Row[] = [];
  for (const text of block.split('\n')) {
    const m = /^(\d+) (\d+) (\d+d\d+(?:\+\d+)?) (\d+) (\d+) (\d+)/.exec(text);
    if (m === null || rows.length === 36) continue;
    rows.push({ level: Number(m[1]), xp: Number(m[2]), hitDice: m[3] ?? '', skills: Number(m[5]), feats: Number(m[6]) });
  }
  return rows;
}

const TABLES = Object.entries(TABLE_HEADERS).map(([id, header]) => [id as ClassId, readTable(header)] as const);

describe('the class-table parser', () => {
  it('reads 36 consecutive levels from every printed table', () => {
    for (const [, rows] of TABLES) expect(rows.map((r) => r.level)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    // 004:75 "1 0 1d6 1 4 2 11 12 14 16 15"
    expect(TABLES[0]?.[1][0]).toEqual({ level: 1, xp: 0, hitDice: '1d6', skills: 4, feats: 2 });
  });
});

describe('skill points by level', () => {
  it('gives +1 at 5, 9, 13, ... 33 (supplement:195)', () => {
    expect(at(supplement, 195)).toContain('+1 at levels 5, 9, 13, 17, 21, 25, 29, 33');
    expect(SKILL_POINT_LEVELS).toEqual([5, 9, 13, 17, 21, 25, 29, 33]);
    expect(skillPointsAtLevel(4)).toBe(4);
    expect(skillPointsAtLevel(5)).toBe(5);
    expect(skillPointsAtLevel(36)).toBe(12);
  });

  it('matches the Skills column of every class table in 004', () => {
    for (const [, rows] of TABLES) for (const r of rows) expect(skillPointsAtLevel(r.level)).toBe(r.skills);
  });
});

describe('weapon feats by level', () => {
  it('matches the supplement schedule (lines 204-205)', () => {
    // supplement:204 "| Standard (all other classes) | 2 | 3, 6, 9, 11, 15, 23, 30, 36 | 10 |"
    const parse = (n: number): number[] => {
      const cells = at(supplement, n).split('|').map((c) => c.trim());
      return [Number(cells[2]), ...(cells[3] ?? '').split(', ').map(Number), Number(cells[4])];
    };
    const flat = (s: { starting: number; levels: readonly number[] }): number[] => [
      s.starting,
      ...s.levels,
      s.starting + s.levels.length,
    ];
    expect(flat(WEAPON_FEAT_SCHEDULES.standard)).toEqual(parse(204));
    expect(flat(WEAPON_FEAT_SCHEDULES.martial)).toEqual(parse(205));
  });

  it('matches the Weapon Feats column of every class table in 004', () => {
    for (const [id, rows] of TABLES) for (const r of rows) expect(weaponFeatsAtLevel(id, r.level)).toBe(r.feats);
    // Mystic: no table in 004; 004:757 "Mystics start with two weapon feats".
    expect(at(source, 757)).toContain('Mystics start with two weapon feats');
    expect(weaponFeatsAtLevel('mystic', 1)).toBe(2);
    expect(weaponFeatsAtLevel('mystic', 36)).toBe(10);
  });

  it('spot checks', () => {
    // 004:481 "9 240000 9d8 6 6 7": a 9th-level fighter has 7 feats
    expect(weaponFeatsAtLevel('fighter', 9)).toBe(7);
    expect(weaponFeatsAtLevel('thief', 2)).toBe(2);
    expect(weaponFeatsAtLevel('thief', 3)).toBe(3);
    expect(() => weaponFeatsAtLevel('thief', 37)).toThrow(RangeError);
  });
});

describe('hit points after 9th', () => {
  it('matches each class\'s prose in 004', () => {
    for (const [id, line] of Object.entries(HP_AFTER_NINTH_LINES) as [ClassId, number][]) {
      const m = /After 9th level, [\w-]+ gain (\d+) hit points? per level/.exec(at(source, line));
      expect(m?.[1]).toBe(String(HP_PER_LEVEL_AFTER_NINTH[id]));
    }
  });

  it('matches the hit-dice column of the class tables, level by level', () => {
    for (const [id, rows] of TABLES) {
      for (const r of rows.filter((x) => x.level >= 10)) {
        const prev = rows[r.level - 2];
        const bonus = (hd: string): number => Number(hd.split('+')[1] ?? 0);
        const step = bonus(r.hitDice) - bonus(prev?.hitDice ?? '');
        // 004:874 "25 2080000 9d4+34": the thief column jumps by 4 at L25 (9d4+30 at L24), then steps by 2 again.
        if (id === 'thief' && r.level === 25) expect(step).toBe(4);
        else expect(step).toBe(HP_PER_LEVEL_AFTER_NINTH[id]);
      }
    }
  });

  it('rolls up to 9th and adds a fixed amount, no Con, after', () => {
    expect(hitPointGain('cleric', 9)).toEqual({ kind: 'roll', addsCon: true });
    expect(hitPointGain('cleric', 10)).toEqual({ kind: 'fixed', amount: 1, addsCon: false });
    expect(hitPointGain('thief', 10)).toEqual({ kind: 'fixed', amount: 2, addsCon: false });
    expect(() => hitPointGain('thief', 0)).toThrow(RangeError);
  });
});

describe('XP awards', () => {
  it('cite the supplement section 4 lines they summarise', () => {
    expect(at(supplement, 173)).toContain('Gaining Experience');
    for (const rule of XP_AWARD_RULES) {
      const first = Number(rule.citation.lines.split('-')[0]);
      expect(first).toBeGreaterThanOrEqual(175);
      expect(first).toBeLessThanOrEqual(184);
    }
    expect(at(supplement, 180)).toContain('energy drain');
  });

  it('records that the one-level rule is our decision', () => {
    const section = supplement.slice(172, 260).join('\n');
    expect(section).not.toMatch(/more than one level|one level per/i);
    expect(ONE_LEVEL_PER_AWARD.note).toMatch(/our decision/);
  });
});

describe('applyXpBonus', () => {
  it('multiplies and shows the arithmetic', () => {
    expect(applyXpBonus(1000, 10)).toEqual({ awarded: 1100, arithmetic: '1,000 × 1.10 = 1,100' });
    expect(applyXpBonus(1000, 5)).toEqual({ awarded: 1050, arithmetic: '1,000 × 1.05 = 1,050' });
    expect(applyXpBonus(2500, 0)).toEqual({ awarded: 2500, arithmetic: '2,500 × 1.00 = 2,500' });
  });

  it('rounds down', () => {
    expect(applyXpBonus(7, 10)).toEqual({ awarded: 7, arithmetic: '7 × 1.10 = 7 (7.7 rounded down)' });
    expect(applyXpBonus(999, 5).awarded).toBe(1048);
    expect(applyXpBonus(15, -10).awarded).toBe(13);
  });

  it('rejects nonsense', () => {
    expect(() => applyXpBonus(-1, 10)).toThrow(RangeError);
    expect(() => applyXpBonus(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('levelForXp and capAward', () => {
  // 004:75-80 cleric XP column: 0, 1500, 3000, 6000, 12000, 25000 ...
  const cleric = TABLES.find(([id]) => id === 'cleric')?.[1].map((r) => r.xp) ?? [];

  it('finds the level of a total', () => {
    expect(cleric.slice(0, 4)).toEqual([0, 1500, 3000, 6000]);
    expect(levelForXp(0, cleric)).toBe(1);
    expect(levelForXp(1499, cleric)).toBe(1);
    expect(levelForXp(1500, cleric)).toBe(2);
    expect(levelForXp(2900000, cleric)).toBe(36);
    expect(() => levelForXp(-1, cleric)).toThrow(RangeError);
  });

  it('lets one award reach the next level', () => {
    expect(capAward(1000, 1000, cleric)).toEqual({ total: 2000, capped: false, explanation: '1,000 + 1,000 = 2,000' });
    expect(capAward(1000, 1999, cleric).total).toBe(2999);
    expect(capAward(1000, 1999, cleric).capped).toBe(false);
  });

  it('stops 1 XP below the level after next', () => {
    const r = capAward(1000, 5000, cleric);
    expect(r.total).toBe(2999);
    expect(r.capped).toBe(true);
    expect(r.explanation).toBe(
      '1,000 + 5,000 = 6,000 would pass level 3 (3,000 XP); one award raises at most one level, so the total stops at 2,999 and 3,001 XP is lost',
    );
    expect(capAward(1000, 2000, cleric)).toMatchObject({ total: 2999, capped: true });
  });

  it('does not cap at the top of the table', () => {
    expect(capAward(2800000, 500000, cleric)).toMatchObject({ total: 3300000, capped: false });
    // Level 34 can still only reach 35 (004:109 "35 2800000"; 004:110 "36 2900000").
    expect(capAward(2700000, 500000, cleric)).toMatchObject({ total: 2899999, capped: true });
  });
});
