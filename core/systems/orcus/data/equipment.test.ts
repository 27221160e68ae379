import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { ARMOURS, SHIELDS, armourEnhancement, armourById } from './armour';
import { GEAR, formatCoins, gearById, loads } from './gear';
import { ORCUS_SOURCE } from './source';
import { WEAPONS, WEAPON_TEMPLATES, designId, weaponById } from './weapons';
import { SKILLS } from './skills';

describe('weapons built by the design rules (002:745-774)', () => {
  it('"a khopesh … proficiency +3, damage 1d10" and "a kukri … proficiency +4, damage 1d6" (002:754)', () => {
    expect(weaponById('khopesh')).toMatchObject({ proficiency: 3, damage: '1d10', category: 'exotic', hands: 1 });
    expect(weaponById('kukri')).toMatchObject({ proficiency: 4, damage: '1d6', category: 'exotic' });
  });

  it('a longsword is a martial one-handed heavy blade: +3, 1d8, 10 gp (002:768, 002:787, 002:750)', () => {
    expect(weaponById('longsword')).toMatchObject({ proficiency: 3, damage: '1d8', costGp: 10, weightLb: 4 });
  });

  it('group benefits: a battleaxe steps its die, a warhammer gains Improved Critical, a halberd keeps Reach', () => {
    expect(weaponById('battleaxe')).toMatchObject({ damage: '1d10', proficiency: 2 });
    expect(weaponById('warhammer')?.properties).toContain('Improved Critical');
    expect(weaponById('halberd')).toMatchObject({ damage: '1d10', proficiency: 2 });
    expect(weaponById('halberd')?.properties).toContain('Reach');
    expect(weaponById('glaive')).toMatchObject({ damage: '1d8', proficiency: 3 });
  });

  it('a simple weapon’s group brings no benefit: the quarterstaff stays 1d10, +2', () => {
    expect(weaponById('quarterstaff')).toMatchObject({ damage: '1d10', proficiency: 2, costGp: 5 });
  });

  it('the ranged weapons as printed (002:793-800)', () => {
    expect(weaponById('longbow')).toMatchObject({ damage: '1d10', range: '20/40', costGp: 50, kind: 'ranged', hands: 2 });
    expect(weaponById('shortbow')?.properties).toContain('Small');
  });

  it('designed weapons by id, and designs the rules refuse', () => {
    expect(weaponById(designId('martial-one-handed', ['axes']))).toMatchObject({ damage: '1d10', costGp: 10 });
    expect(weaponById(designId('exotic-one-handed', ['axes', 'heavy-blades']))).toMatchObject({ damage: '1d10', proficiency: 3 });
    expect(weaponById(designId('martial-one-handed', ['axes', 'heavy-blades']))).toBeUndefined();
    expect(weaponById('design:nothing:axes')).toBeUndefined();
  });

  it('every example weapon is listed once', () => {
    expect(new Set(WEAPONS.map((w) => w.id)).size).toBe(WEAPONS.length);
    expect(WEAPONS).toHaveLength(48 + 5 + 1);
  });
});

describe('armour (002:686-698, 002:2211-2214)', () => {
  it('chainmail: Base AC 16, check −1, speed −1, 40 gp; plate: 18, −2, −1, 50 gp', () => {
    expect(armourById('chainmail')).toMatchObject({ baseAc: 16, checkPenalty: -1, speedPenalty: -1, costGp: 40, type: 'heavy' });
    expect(armourById('plate')).toMatchObject({ baseAc: 18, checkPenalty: -2, speedPenalty: -1, costGp: 50 });
  });

  it('"+3 hide armor worn by a level 11 character gives a +4"; "+1 plate armor gives a +2"', () => {
    expect(armourEnhancement('light', 3, 11)).toBe(4);
    expect(armourEnhancement('heavy', 1, 1)).toBe(2);
    expect(armourEnhancement('light', 3, 10)).toBe(3);
    expect(armourEnhancement('light', 1, 21)).toBe(3);
  });
});

describe('gear and money (002:640-663, 002:821-894)', () => {
  it('prices in copper: a bedroll is 1 sp, a candle 1 cp, a dungeoneer’s pack 15 gp', () => {
    expect(gearById('bedroll')?.costCp).toBe(10);
    expect(gearById('candle')?.costCp).toBe(1);
    expect(gearById('dungeoneers-pack')).toMatchObject({ costCp: 1_500, weightLb: 30.5 });
  });
  it('formats coins as the book writes them', () => {
    expect(formatCoins(4_000)).toBe('40 gp');
    expect(formatCoins(4_053)).toBe('40 gp 5 sp 3 cp');
    expect(formatCoins(0)).toBe('0 gp');
    expect(formatCoins(3)).toBe('3 cp');
  });
  it('loads: Str 13 gives a medium load of 130 lb and push or drag to 650 (002:158-160)', () => {
    expect(loads(13)).toEqual({ medium: 130, heavy: 260, push: 650 });
  });
});

describeWithSources('the equipment and skill tables say what the source lines say', () => {
  const lines = readSource(ORCUS_SOURCE);
  const at = (n: number) => lines[n - 1] ?? '';

  it('each armour and shield row names it, its Base AC or bonus and its cost', () => {
    for (const a of ARMOURS) {
      const cells = at(a.line).split('|').map((c) => c.trim());
      expect(cells[0]).toBe(a.name);
      expect(cells[2]).toBe(String(a.baseAc));
      expect(cells).toContain(String(a.costGp));
      expect(cells).toContain(`${a.weightLb} lb.`);
    }
    for (const s of SHIELDS) {
      const cells = at(s.line).split('|').map((c) => c.trim());
      expect(cells[0]).toBe(s.name);
      expect(cells[2]).toBe(`+${s.bonus}`);
      expect(cells).toContain(`${s.costGp} gp`);
    }
  });

  it('each template row: proficiency, die, cost and weight', () => {
    for (const t of WEAPON_TEMPLATES) {
      const cells = at(t.line).split('|').map((c) => c.trim());
      expect(cells[0]).toBe(t.name);
      expect(cells.slice(3, 8)).toEqual([String(t.hands), `+${t.proficiency}`, t.damage, String(t.costGp), String(t.weightLb)]);
    }
  });

  it('each gear row: name and price', () => {
    for (const g of GEAR.filter((x) => x.id !== 'dungeoneers-pack')) {
      const cells = at(g.line).split('|').map((c) => c.trim());
      const price = formatCoins(g.costCp);
      expect(cells[0]).toBe(g.name);
      expect(cells[1]).toBe(price);
    }
    expect(at(825)).toContain('Dungeoneer’s pack (15 gp)');
    expect(at(825)).toContain('30.5 lbs');
  });

  it('each skill’s entry line names its key ability and whether the armour check penalty applies', () => {
    for (const s of SKILLS) {
      const first = Number(s.citation.lines.split('-')[0]);
      const abbr = { str: 'Str', con: 'Con', dex: 'Dex', int: 'Int', wis: 'Wis', cha: 'Cha' }[s.ability];
      expect(at(first)).toBe(`${s.name} (${abbr})`);
      expect(at(first + 1) === 'Armor Check Penalty applies').toBe(s.armourCheckPenalty);
    }
  });
});
