/**
 * The eight class tables against the rule texts, read through the one printed-table reader (./testing/printed-tables):
 * every printed cell, the citations, the prose's hit points and the supplement's XP and attack-bonus table. These
 * comparisons need the texts (tests/unit-support/sources.ts) and skip with a printed reason without them; the values
 * pinned by hand in classes-a/classes-b.test.ts run everywhere.
 */
import { expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../../tests/unit-support/sources';
import type { ClassId, ClassTable } from '../types';
import { CLASS_IDS, CLASS_TABLES } from './index';
import { PRINTED_TABLES, SOURCE_004, SUPPLEMENT, abilityId, differences, readPrintedTable } from './testing/printed-tables';

/** Line `n` (1-based, as cited) of a rule text. */
function line(file: string, n: number): string {
  const text = readSource(file)[n - 1];
  if (text === undefined) throw new Error(`${file} has no line ${n}`);
  return text;
}
const src = (n: number): string => line(SOURCE_004, n);
const sup = (n: number): string => line(SUPPLEMENT, n);
const printed = (classId: ClassId) => readPrintedTable(classId, readSource);
/** "12-34" or "12" as [12, 34] / [12, 12]. */
const range = (lines: string): [number, number] => {
  const [from, to] = lines.split('-').map(Number);
  return [from ?? NaN, to ?? from ?? NaN];
};

describeWithSources('the printed-table reader', () => {
  it('reads 36 rows, levels 1-36 in order, from every table', () => {
    for (const classId of CLASS_IDS) {
      expect(printed(classId).map((r) => r.level), classId).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    }
  });

  it('reads rows as printed (hand-checked against the lines)', () => {
    // 004:76 "2 1500 2d6 1 4 2 1 11 12 14 16 15"
    expect(src(76)).toBe('2 1500 2d6 1 4 2 1 11 12 14 16 15');
    expect(printed('cleric')[1]).toMatchObject({ xp: 1500, hitDice: '2d6', skills: 4, weaponFeats: 2, spellsPerDay: [1], abilities: null });
    // 004:310-311 "29 2640000 9d8+40 “+19" / "+19″ 11 12 3 4 4 3 4": the split row, attack bonus garbled
    expect(printed('dwarf')[28]).toMatchObject({ hitDice: '9d8+40', attackBonus: NaN, skills: 11, garbled: ['attackBonus'], lines: [310, 311] });
    // 004:572 "11 480000 9d6+2 5 6 6 2 2 3 4 3 Multiple Attacks/Smash/Parry"
    expect(printed('halfling')[10]?.abilities).toEqual(['multiple-attacks', 'smash', 'parry']);
    // 004:853 "4 4800 4d4 2 4 3 30 25 25 90 35 24 35 45 80 12 13 12 15 14": Read Languages from 4th
    expect(printed('thief')[3]?.thiefAbilities).toMatchObject({ openLocks: 30, hearNoise: 45, readLanguages: 80 });
    expect(printed('thief')[3]?.saves).toEqual({ deathRayPoison: 12, magicWands: 13, paralysisPetrify: 12, breathWeapon: 15, rodStaffSpell: 14 });
    // supplement:118 "| 2 | 2,000 | 2d6 | +1 | 8 | 45' | 1 | 1d4+1 | S | 15% | ... | Alertness |"
    expect(printed('mystic')[1]).toMatchObject({
      xp: 2000, attackBonus: 1, skills: null, mystic: { armourClass: 8, movement: 45, attacks: '1', strikeDamage: '1d4+1', unarmedAs: 'Silver' },
      abilities: ['alertness'],
    });
  });

  it('names printed abilities as the data does', () => {
    expect(abilityId('Multiple Attacks')).toBe('multiple-attacks');
    expect(abilityId('Multiple Attacks (2)')).toBe('multiple-attacks');
    expect(abilityId('Multiple Attacks (4)')).toBe('multiple-attacks-4');
    expect(abilityId(' Ghoul Immunity ')).toBe('ghoul-immunity');
  });
});

function checkTable(table: ClassTable): void {
  const layout = PRINTED_TABLES[table.id];

  it('cites the table it was read from', () => {
    expect(table.citation.file).toBe(layout.file);
    const [from, to] = range(table.citation.lines);
    expect(from).toBeLessThanOrEqual(layout.title);
    expect(to).toBeGreaterThanOrEqual(layout.rows[1]);
    expect(line(layout.file, layout.title)).toContain(table.citation.table ?? '(the citation names no table)');
  });

  it('matches every printed cell, except cells listed as reconstructions', () => {
    const documented = table.reconstructions.map((r) => `${r.level}:${r.column}`);
    printed(table.id).forEach((p) => {
      const data = table.levels[p.level - 1];
      expect(data, `level ${p.level}`).toBeDefined();
      if (!data) return;
      for (const column of differences(data, p)) expect(documented, `${table.id} ${p.level} ${column} (004/supplement ${p.lines.join('-')})`).toContain(`${p.level}:${column}`);
      for (const column of p.garbled) expect(documented).toContain(`${p.level}:${column}`);
    });
  });

  it('takes its hit die and hit points after 9th from the prose', () => {
    // e.g. 004:171 "Clerics gain 1d6 hit points ... After 9th level, clerics gain 1 hit point per level"; the
    // halfling's paragraph runs over 004:617-619.
    const text = [layout.hpLine - 2, layout.hpLine - 1, layout.hpLine].map(src).join(' ');
    const die = /gain 1d(\d+) hit points per level/.exec(text);
    const after = /After 9th level, [\w-]+ gain (\d+) hit points? per level/.exec(text);
    expect(Number(die?.[1])).toBe(table.hitDie);
    expect(Number(after?.[1])).toBe(table.hpPerLevelAfterNinth);
  });

  it('agrees with the supplement XP and attack-bonus table (supplement lines 210-247)', () => {
    const header = sup(210).split('|').map((c) => c.trim());
    const xpColumn = header.indexOf(table.name);
    const abColumn = header.findIndex((c) => c.startsWith('AB') && c.includes(table.name));
    expect(xpColumn).toBeGreaterThan(0);
    expect(abColumn).toBeGreaterThan(0);
    for (let level = 1; level <= 36; level++) {
      const cells = sup(211 + level).split('|').map((c) => c.trim());
      expect(cells[1]).toBe(String(level));
      expect(table.levels[level - 1]?.xp, `level ${level}`).toBe(Number((cells[xpColumn] ?? '').replace(/,/g, '')));
      expect(table.levels[level - 1]?.attackBonus, `level ${level}`).toBe(Number(cells[abColumn]));
    }
  });

  it('cites real lines, and each ability citation names the ability', () => {
    for (const c of [table.citation, ...table.specialAbilities.map((a) => a.citation), ...table.reconstructions.map((r) => r.citation)]) {
      const [from, to] = range(c.lines);
      expect(from).toBeGreaterThanOrEqual(1);
      expect(to).toBeGreaterThanOrEqual(from);
      expect(to).toBeLessThanOrEqual(readSource(c.file).length);
    }
    for (const a of table.specialAbilities) {
      const [from, to] = range(a.citation.lines);
      const text = readSource(a.citation.file).slice(from - 1, to).join('\n').toLowerCase();
      expect(text, a.id).toContain(a.name.replace(/ \(\d\)$/, '').toLowerCase());
    }
  });
}

for (const classId of CLASS_IDS) {
  const table = CLASS_TABLES[classId];
  describeWithSources(`${table.name} against ${PRINTED_TABLES[classId].file}`, () => checkTable(table));
}

describeWithSources('what the printed tables leave to the prose', () => {
  it('the mystic\'s unprinted skills and weapon feats follow the columns the halfling and thief print (004:562-597, 004:850-885)', () => {
    const halfling = printed('halfling');
    const thief = printed('thief');
    CLASS_TABLES.mystic.levels.forEach((row, i) => {
      expect([halfling[i]?.skills, halfling[i]?.weaponFeats]).toEqual([thief[i]?.skills, thief[i]?.weaponFeats]);
      expect([row.skills, row.weaponFeats], `level ${row.level}`).toEqual([halfling[i]?.skills, halfling[i]?.weaponFeats]);
    });
  });

  it('the tables without an abilities column gain what the prose gives, at the level the table starts printing it', () => {
    // 004:947 "At 4th level or higher, a thief has an 80% chance"; 004:951 "Beginning at 10th level ... 90%"
    expect(src(947)).toContain('4th level');
    expect(src(951)).toContain('10th level');
    const thief = printed('thief');
    expect(thief.findIndex((r) => r.thiefAbilities?.readLanguages !== undefined) + 1).toBe(4);
    expect(thief.findIndex((r) => r.thiefAbilities?.useMagicUserScroll !== undefined) + 1).toBe(10);
    // 004:74 Table 4-2a's header has no "Special Abilities"; 004:116 "1 7 9 11": clerics turn undead from 1st.
    expect(src(74)).not.toContain('Special Abilities');
    expect(src(116)).toBe('1 7 9 11');
  });
});
