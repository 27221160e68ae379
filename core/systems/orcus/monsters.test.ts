import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';
import { buildMonster, monsterSheet } from './monsters';
import { MONSTER_DAMAGE, MONSTER_XP, ROLES, monsterDamageLine, monsterXpLine } from './data/monster-tables';
import { ORCUS_SOURCE } from './data/source';
import { ORCUS_TABLES } from './tables';

describe('buildMonster, pinned to worked examples from the role, rank and damage tables', () => {
  it('a level 5 elite blocker', () => {
    const m = buildMonster({ level: 5, role: 'blocker', rank: 'elite', name: 'Hobgoblin warden' });
    // 002:1808-1811: AC 16 + 5, Fort 13 + 5, Ref 12 + 5, Will 12 + 5; HP (24 + 5 × 5) × 2 (002:1594).
    expect([m.defences.ac.value, m.defences.fort.value, m.defences.ref.value, m.defences.will.value]).toEqual([21, 18, 17, 17]);
    expect(m.hp.value).toBe(98);
    expect(m.staggered.value).toBe(49);
    expect([m.attack.vsAc.value, m.attack.vsOther.value]).toEqual([10, 8]);
    expect([m.saves.value, m.actionPoints.value, m.recoveries.value]).toEqual([2, 1, 1]); // 002:1595-1596, 002:1686
    expect(m.xp.value).toBe(400); // 002:1698
    // 002:1877: "5 | 7 | 2d8+4 | 1d10+4 | 2d12+4 | 2d8+4 | +3 |".
    expect(m.damage.map((d) => d.damage.value)).toEqual(['2d8+4', '1d10+4', '2d12+4', '2d8+4']);
    // 002:1854-1855: highest score about 16 + 2 = 18, modifier +4 + 2 = +6.
    expect([m.abilities.highestScore.value, m.abilities.highestModifier.value]).toEqual([18, 6]);
    expect(m.title).toBe('Level 5 Elite Blocker');
    expect(m.hp.explanation).toContain('24 + 5 × level 5 = 49');
  });

  it('a level 3 mook wrecker: 1 HP, static damage 6 + half the wrecker bonus 3 = 7, 38 XP', () => {
    const m = buildMonster({ level: 3, role: 'wrecker', rank: 'mook', name: 'Goblin cutter' });
    expect(m.hp.value).toBe(1); // 002:1589
    expect([m.defences.ac.value, m.defences.fort.value, m.defences.ref.value, m.defences.will.value]).toEqual([15, 16, 14, 15]); // 002:1828-1829
    expect([m.attack.vsAc.value, m.attack.vsOther.value]).toEqual([8, 6]);
    expect(m.damage.map((d) => d.damage.value)).toEqual(['7']); // 002:1875 mook 6, wrecker +3 → ⌊3/2⌋ = 1 (002:1869)
    expect(m.xp.value).toBe(38); // 002:1696
    expect(m.notes.join(' ')).toMatch(/no damage from attacks that miss/);
  });

  it('a level 12 boss spoiler from the Plane of Shadow, an undead spirit', () => {
    const m = buildMonster({ level: 12, role: 'spoiler', rank: 'boss', name: 'Wraith', source: 'shadow', tags: ['undead-spirit'] });
    expect([m.defences.ac.value, m.defences.fort.value, m.defences.ref.value, m.defences.will.value]).toEqual([26, 24, 23, 25]);
    expect(m.hp.value).toBe(336); // (24 + 60) × 4
    expect(m.staggered.value).toBe(168);
    expect([m.attack.vsAc.value, m.attack.vsOther.value]).toEqual([17, 15]);
    expect([m.saves.value, m.actionPoints.value, m.recoveries.value, m.xp.value]).toEqual([5, 2, 2, 3_500]); // 002:1602-1603, 002:1686, 002:1705
    // X = 10 at levels 11-20 (002:1751); shadow resists necrotic, both shadow and undead spirit are vulnerable to radiant,
    // and only the highest vulnerability applies (002:1238): radiant 10, not 20.
    expect(m.resistances).toEqual(['necrotic 10']);
    expect(m.vulnerabilities).toEqual(['radiant 10']);
    expect(m.special).toEqual(['Incorporeal']);
    expect(m.damage.map((d) => d.damage.value)).toEqual(['3d8+6', '2d8+6', '6d6+6', '3d8+6']); // 002:1884
  });

  it('a level 1 skulker: the attack vs Fortitude, Reflex or Will is a marked reconstruction (002:1816)', () => {
    const m = buildMonster({ level: 1, role: 'skulker', rank: 'standard', name: '' });
    expect([m.defences.ac.value, m.defences.fort.value, m.defences.ref.value, m.defences.will.value]).toEqual([15, 13, 14, 12]);
    expect(m.hp.value).toBe(25); // 21 + 4
    expect(m.attack.vsAc.value).toBe(6);
    expect(m.attack.vsOther).toMatchObject({ value: 4, reconstructed: true });
    expect(m.reconstructions).toHaveLength(1);
    expect(m.xp.value).toBe(100);
    expect(m.name).toBe('Level 1 Skulker');
  });

  it('a wrecker adds its bonus to every attack: level 1 at-will single 1d10+3 + 2 = 1d10+5', () => {
    const m = buildMonster({ level: 1, role: 'wrecker', rank: 'standard', name: 'Ogre' });
    expect(m.damage[0]?.damage.value).toBe('1d10+5');
  });

  it('refuses what the tables do not have, in one sentence', () => {
    expect(() => buildMonster({ level: 31, role: 'archer', rank: 'standard', name: '' })).toThrow(/level is a whole number from 1 to 30/);
    expect(() => buildMonster({ level: 2.5, role: 'archer', rank: 'standard', name: '' })).toThrow(RangeError);
    // @ts-expect-error a role that is not in the table, as a command line could send it
    expect(() => buildMonster({ level: 2, role: 'leader', rank: 'standard', name: '' })).toThrow(/Leader is added to a role/);
  });
});

describe('monsterSheet', () => {
  it('prints the block through the sheet model, with hit points and notes in play', () => {
    const sheet = monsterSheet(buildMonster({ level: 5, role: 'blocker', rank: 'elite', name: 'Warden', leader: true }), '2026-03-01');
    expect(sheet.system.id).toBe('orcus');
    expect(sheet.title).toBe('Warden');
    expect(sheet.subtitle).toContain('Level 5 Elite Blocker (Leader)');
    const fields = sheet.main.flatMap((s) => (s.kind === 'fields' ? s.fields : []));
    expect(fields.find((f) => f.id === 'hp.max')?.value).toBe('98');
    expect(fields.find((f) => f.id === 'hp.current')?.inPlay).toBe(true);
    expect(fields.find((f) => f.id === 'attack.ac')?.value).toBe('+10');
    expect(fields.find((f) => f.id === 'defence.ac')?.explanation).toContain('002:1807-1811');
    expect(sheet.footer.date).toBe('2026-03-01');
    expect(sheet.extra.find((s) => s.id === 'notes')).toMatchObject({ inPlay: true });
  });

  it('lists a reconstruction in the footer', () => {
    const sheet = monsterSheet(buildMonster({ level: 1, role: 'skulker', rank: 'standard', name: 'Rat' }), '2026-03-01');
    expect(sheet.footer.houseRules[0]).toMatch(/^Reconstruction: The Skulker/);
  });
});

describe('the monster rules table', () => {
  const table = ORCUS_TABLES.find((t) => t.id === 'monster');
  it('builds from flags', () => {
    expect(table?.query({ level: '5', role: 'Blocker', rank: 'elite' })).toMatchObject({ hp: { value: 98 }, xp: { value: 400 } });
  });
  it('refuses bad flags with sentences', () => {
    expect(() => table?.query({ role: 'blocker', rank: 'elite' })).toThrow('Give --level <1-30>.');
    expect(() => table?.query({ level: '5', role: 'tank', rank: 'elite' })).toThrow('--role must be one of archer, blocker, skulker, spoiler, striker, wrecker, got "tank".');
    expect(() => table?.query({ level: '5', role: 'archer', rank: 'elite', tags: 'fire,lava' })).toThrow(/--tags must be one of/);
  });
});

describeWithSources('the monster tables say what the source lines say', () => {
  const lines = readSource(ORCUS_SOURCE);
  const at = (n: number) => lines[n - 1] ?? '';
  const n = (v: number) => v.toLocaleString('en-US');

  it('Table - Monster XP, every row', () => {
    for (const r of MONSTER_XP) expect(at(monsterXpLine(r.level))).toBe(`${r.level} | ${n(r.mook)} | ${n(r.standard)} | ${n(r.elite)} | ${n(r.boss)} |`);
  });

  it('Table - Monster Level and Damage, every row to 35', () => {
    for (const r of MONSTER_DAMAGE) {
      expect(at(monsterDamageLine(r.level))).toBe(`${r.level} | ${r.mook} | ${r.atWillSingle} | ${r.atWillMulti} | ${r.surgeSingle} | ${r.surgeMulti} | +${r.wreckerBonus} |`);
    }
  });

  it('each role’s lines give its defences, hit points and attacks', () => {
    for (const role of Object.values(ROLES)) {
      const first = Number(role.citation.lines.split('-')[0]);
      expect(at(first)).toBe(role.name);
      expect(at(first + 1)).toBe(`AC: ${role.ac} + level.`);
      expect(at(first + 2)).toBe(`Fort: ${role.fort} + level; Ref: ${role.ref} + level; Will: ${role.will} + level.`);
      expect(at(first + 3)).toBe(`HP: ${role.hpBase} + (${role.hpPerLevel} * level) (double for Elite, quadruple for Boss)`);
      expect(at(first + 4)).toBe(role.attackVsOther === null ? 'Attack: +5 + level' : `Attack: +${role.attackVsAc} + level vs AC; +${role.attackVsOther} + level vs Fortitude, Reflex or Will`);
    }
  });
});
