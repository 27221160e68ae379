/**
 * Shape rules every class table keeps, whatever the printed figures: 36 rows, nothing that falls as a character rises,
 * hit dice that follow the prose's rule, and every gained ability described. They need no rule text and always run.
 */
import { describe, expect, it } from 'vitest';
import type { SavingThrows, ThiefAbilityId } from '../types';
import { CLASS_IDS, CLASS_TABLES } from './index';

/** Classes whose tables print spells per day (004:72-110 cleric, 004:372-410 elf, 004:653-691 magic-user). */
const CASTERS = ['cleric', 'elf', 'magic-user'];

describe.each(CLASS_IDS.map((id) => [id, CLASS_TABLES[id]] as const))('%s table invariants', (_id, table) => {
  it('has 36 rows with level = index + 1 and XP rising strictly from 0', () => {
    expect(table.levels).toHaveLength(36);
    table.levels.forEach((row, i) => expect(row.level).toBe(i + 1));
    expect(table.levels[0]?.xp).toBe(0);
    for (let i = 1; i < 36; i++) expect(table.levels[i]!.xp).toBeGreaterThan(table.levels[i - 1]!.xp);
  });

  it('never lowers attack bonus, skills, weapon feats, thief-like percentages or spells, and never raises a save', () => {
    for (let i = 1; i < 36; i++) {
      const [prev, row] = [table.levels[i - 1]!, table.levels[i]!];
      expect(row.attackBonus).toBeGreaterThanOrEqual(prev.attackBonus);
      expect(row.skills).toBeGreaterThanOrEqual(prev.skills);
      expect(row.weaponFeats).toBeGreaterThanOrEqual(prev.weaponFeats);
      for (const key of Object.keys(row.saves) as (keyof SavingThrows)[]) {
        expect(row.saves[key], `L${row.level} ${key}`).toBeLessThanOrEqual(prev.saves[key]);
      }
      for (const [key, value] of Object.entries(prev.thiefAbilities ?? {})) {
        expect(row.thiefAbilities?.[key as ThiefAbilityId], `L${row.level} ${key}`).toBeGreaterThanOrEqual(value);
      }
      expect(row.spellsPerDay.length).toBeGreaterThanOrEqual(prev.spellsPerDay.length);
      prev.spellsPerDay.forEach((n, k) => expect(row.spellsPerDay[k], `L${row.level}`).toBeGreaterThanOrEqual(n));
    }
  });

  it('has hit dice NdX to 9th, then 9dX plus the fixed hit points, except after a recorded misprint', () => {
    // The rule of every class's "Hit Points" paragraph, e.g. 004:521 "1d8 ... After 9th level, fighters gain 2".
    const misprint = table.reconstructions.find((r) => r.column === 'hitDice')?.level ?? Infinity;
    for (const r of table.levels) {
      if (r.level >= misprint) continue;
      const expected = r.level <= 9 ? `${r.level}d${table.hitDie}` : `9d${table.hitDie}+${(r.level - 9) * table.hpPerLevelAfterNinth}`;
      expect(r.hitDice, `level ${r.level}`).toBe(expected);
    }
  });

  it('casts spells only if it is a casting class, and has mystic columns only if it is the mystic', () => {
    for (const row of table.levels) {
      if (!CASTERS.includes(table.id)) expect(row.spellsPerDay).toEqual([]);
      expect(row.mystic !== undefined).toBe(table.id === 'mystic');
    }
    expect(table.levels.some((r) => r.spellsPerDay.length > 0)).toBe(CASTERS.includes(table.id));
  });

  it('describes every gained ability exactly once, and gains each described ability once', () => {
    const gained = table.levels.flatMap((r) => r.gains);
    const ids = table.specialAbilities.map((a) => a.id);
    expect(new Set(gained).size).toBe(gained.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...gained].sort()).toEqual([...ids].sort());
    for (const a of table.specialAbilities) {
      expect(a.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.description.length, a.id).toBeGreaterThan(20);
    }
  });

  it('gives every reconstruction a one-line note and a level within the table', () => {
    for (const r of table.reconstructions) {
      expect(r.note).not.toContain('\n');
      expect(r.note.length).toBeGreaterThan(20);
      if (r.level !== undefined) expect(r.level >= 1 && r.level <= 36).toBe(true);
    }
  });
});
