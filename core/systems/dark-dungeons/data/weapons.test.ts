import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import {
  CLASS_WEAPON_RESTRICTIONS,
  TABLE_6_1_CITATION,
  TABLE_6_1_COLUMNS,
  WEAPON_ABILITIES,
  WEAPONS,
  canUseWeapon,
  weaponAbilityById,
  weaponById,
  type WeaponUser,
} from './weapons';

/** 1-based line of source 004, trimmed (only inside describeWithSources). */
const line = (n: number): string => (readSource('004_b3026cedeba6292d.txt')[n - 1] ?? '').trim();

const SECTIONS: Record<string, string> = {
  'One Handed Melee Weapons': 'one-handed-melee',
  'Two Handed Melee Weapons': 'two-handed-melee',
  'Shield Weapons': 'shield',
  'Missile Weapons': 'missile',
};

interface PrintedRow {
  line: number;
  section: string;
  name: string;
  yCount: number;
  damage: string;
  cost: string;
}

/** Reads Table 6-1 (004:1468-1510) the way it is printed: name, a run of "Y", then damage and/or cost. */
function printedTable(): PrintedRow[] {
  const rows: PrintedRow[] = [];
  let section = '';
  for (let n = 1468; n <= 1510; n++) {
    const text = line(n);
    const heading = SECTIONS[text];
    if (heading !== undefined) {
      section = heading;
      continue;
    }
    const tokens = text.split(' ');
    const firstY = tokens.indexOf('Y');
    let lastY = firstY;
    while (tokens[lastY + 1] === 'Y') lastY++;
    const rest = tokens.slice(lastY + 1);
    const cost = rest.length > 0 && /gp$/.test(rest[rest.length - 1] ?? '') ? (rest.pop() ?? '') : '';
    rows.push({
      line: n,
      section,
      name: tokens.slice(0, firstY).join(' '),
      yCount: lastY - firstY + 1,
      damage: rest.join(' '),
      cost,
    });
  }
  return rows;
}

const ids = (user: WeaponUser): string[] => WEAPONS.filter((w) => w.usableBy.includes(user)).map((w) => w.id);

describeWithSources('Table 6-1 against source 004', () => {
  const printed = printedTable();

  it('cites the table heading and its column order', () => {
    expect(line(1465)).toBe('Table 6-1: Master Weapon Table');
    expect(TABLE_6_1_CITATION.lines).toBe('1465-1510');
    // 004:1467 "Weapon Cleric Druid Dwarf Elf Fighter Halfling Magic-User Mystic Thief Damage; ..."
    const header = line(1467).split(' ').slice(1, 10).map((h) => h.toLowerCase());
    expect(header).toEqual([...TABLE_6_1_COLUMNS]);
    // The row after the table is blank, so no row was missed.
    expect(line(1511)).toBe('');
  });

  it('has every printed row, in order, with name, section, damage, cost and Y count', () => {
    expect(WEAPONS.map((w) => w.citation.lines)).toEqual(printed.map((r) => String(r.line)));
    WEAPONS.forEach((weapon, i) => {
      const row = printed[i];
      expect(row, weapon.id).toBeDefined();
      if (!row) return;
      // The two bastard-sword rows are both printed "Sword, Bastard"; the data adds the heading's "(One Handed)".
      expect(weapon.name.replace(/ \((One|Two) Handed\)$/, ''), weapon.id).toBe(row.name);
      expect(weapon.category, weapon.id).toBe(row.section);
      expect(weapon.damage, weapon.id).toBe(row.damage);
      expect(weapon.costText, weapon.id).toBe(row.cost);
      expect(weapon.costGp, weapon.id).toBe(row.cost === '' ? null : Number(row.cost.replace('gp', '')));
      expect(weapon.usableBy.length, `${weapon.id} Y count`).toBe(row.yCount);
    });
  });

  it('cites each class restriction on the line that states it', () => {
    for (const user of TABLE_6_1_COLUMNS) {
      const cite = CLASS_WEAPON_RESTRICTIONS[user].citation;
      expect(line(Number(cite.lines)), user).toMatch(/^Equipment Restrictions:/);
    }
  });

  it('cites each weapon ability on the line that defines it', () => {
    for (const ability of WEAPON_ABILITIES) {
      const first = Number(ability.citation.lines.split('-')[0]);
      expect(line(first), ability.id).toMatch(new RegExp(`^${ability.name}:`));
    }
  });

  it('gives each weapon exactly the abilities its description lists', () => {
    const byName = new Map(WEAPON_ABILITIES.map((x) => [x.name, x.id]));
    for (const weapon of WEAPONS) {
      const [from, to] = weapon.descriptionLines.split('-').map(Number);
      if (from === undefined || to === undefined) throw new Error(weapon.id);
      // The heading is the weapon's name ("Unarmed Strikes" is plural in the heading).
      expect(line(from).replace(/s$/, ''), weapon.id).toBe(weapon.name.replace(/s$/, ''));
      const listed: string[] = [];
      for (let n = from + 1; n <= to; n++) {
        const id = byName.get(line(n).split(':')[0] ?? '');
        if (id !== undefined && !listed.includes(id)) listed.push(id);
      }
      expect([...weapon.abilities].sort(), weapon.id).toEqual(listed.sort());
    }
  });
});

describe('Table 6-1', () => {
  it('lists users once each, in printed column order', () => {
    for (const weapon of WEAPONS) {
      const positions = weapon.usableBy.map((u) => TABLE_6_1_COLUMNS.indexOf(u));
      expect(positions.every((p) => p >= 0), weapon.id).toBe(true);
      expect([...positions].sort((x, y) => x - y), weapon.id).toEqual(positions);
      expect(new Set(positions).size, weapon.id).toBe(positions.length);
    }
  });

  it('has unique kebab-case ids and looks them up', () => {
    expect(new Set(WEAPONS.map((w) => w.id)).size).toBe(WEAPONS.length);
    for (const weapon of WEAPONS) {
      expect(weapon.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(weaponById(weapon.id)).toBe(weapon);
    }
    expect(weaponById('sword-bastard')).toBeUndefined();
  });

  it('spot-checks printed rows', () => {
    // 004:1469 "Axe, Hand Y Y Y Y Y Y 1d6 4gp"
    expect(weaponById('axe-hand')).toMatchObject({ damage: '1d6', costGp: 4 });
    expect(weaponById('axe-hand')?.usableBy).toHaveLength(6);
    // 004:1479 "Net Y Y Y Y Y Y 4gp" - no damage
    expect(weaponById('net')).toMatchObject({ damage: '', costGp: 4, costText: '4gp' });
    // 004:1485 "Unarmed Strike Y Y Y Y Y Y Y Y Y 1" - no cost
    expect(weaponById('unarmed-strike')).toMatchObject({ damage: '1', costGp: null, costText: '' });
    // 004:1493 "Sword, Bastard Y Y Y 1d8+1 15gp" (two-handed section)
    expect(weaponById('sword-bastard-two-handed')).toMatchObject({ damage: '1d8+1', category: 'two-handed-melee' });
    // 004:1498 "Shield, Sword Y Y Y 1d4+2 200gp"
    expect(weaponById('shield-sword')).toMatchObject({ damage: '1d4+2', costGp: 200 });
  });
});

describe('usable-by reconstruction from the Equipment Restrictions prose', () => {
  it('lets everyone use an unarmed strike', () => {
    // 004:1858 "Any character can learn unarmed fighting"
    expect(weaponById('unarmed-strike')?.usableBy).toEqual(TABLE_6_1_COLUMNS);
  });

  it('gives clerics blunt weapons only and no edged one', () => {
    // 004:167 "Clerics may wear any armour or shield, but may only use blunt weapons."
    expect(ids('cleric')).toEqual([
      'blackjack', 'club', 'hammer-throwing', 'hammer-war', 'mace', 'unarmed-strike', 'staff', 'sling',
    ]);
    const edged = WEAPONS.filter((w) => /axe|sword|dagger|spear|trident|halberd|pike|lance|javelin|shield/.test(w.id));
    expect(edged.length).toBeGreaterThan(10);
    for (const weapon of edged) expect(weapon.usableBy, weapon.id).not.toContain('cleric');
  });

  it('gives druids wood/stone (non-metal) blunt weapons only', () => {
    // 004:267 "unable to ... use metal weapons. They may only use weapons ... made of wood and/or natural stone"
    expect(ids('druid')).toEqual(['blackjack', 'club', 'unarmed-strike', 'staff', 'sling']);
    expect(ids('druid').every((id) => ids('cleric').includes(id))).toBe(true);
  });

  it('gives magic-users exactly their listed weapons', () => {
    // 004:701 "daggers, staves, slings, whips, pistols, nets and blowguns"
    expect(ids('magic-user').sort()).toEqual(
      ['dagger', 'staff', 'sling', 'whip', 'pistol', 'net', 'blowgun-large', 'blowgun-small', 'unarmed-strike'].sort(),
    );
  });

  it('lets elves and fighters use everything, mystics everything but shields', () => {
    // 004:428, 004:517 "can use any weapon"; 004:747 mystics "may not ... use any shield ... may use any weapon"
    expect(ids('elf')).toHaveLength(WEAPONS.length);
    expect(ids('fighter')).toHaveLength(WEAPONS.length);
    expect(WEAPONS.filter((w) => !w.usableBy.includes('mystic')).map((w) => w.category)).toEqual([
      'shield', 'shield', 'shield', 'shield',
    ]);
  });

  it('keeps thieves to one-handed and missile weapons, no shields', () => {
    // 004:895 "may use any one-handed weapon ... may not use two-handed weapons or shields ... any missile weapon"
    for (const weapon of WEAPONS) {
      const expected = weapon.category === 'one-handed-melee' || weapon.category === 'missile';
      // The smoothbore is the one missile weapon the printed count takes from the thief (see its note).
      if (weapon.id === 'smoothbore') {
        expect(weapon.usableBy).not.toContain('thief');
        expect(weapon.note).toMatch(/Thief N/);
      } else expect(weapon.usableBy.includes('thief'), weapon.id).toBe(expected);
    }
  });

  it('keeps large weapons from dwarves and everything but small ones from halflings', () => {
    // 004:332 dwarves "cannot use large weapons"; 004:613 halflings "can use any small weapon"
    const large = ['lance', 'spear', 'sword-bastard-one-handed', 'halberd', 'pike', 'poleaxe'];
    large.push('sword-bastard-two-handed', 'sword-two-handed', 'shield-tusked', 'bow-long', 'crossbow-heavy');
    for (const id of large) expect(weaponById(id)?.usableBy, id).not.toContain('dwarf');
    // Whatever a halfling may use, a dwarf may use too.
    for (const id of ids('halfling')) expect(weaponById(id)?.usableBy, id).toContain('dwarf');
    expect(ids('halfling')).toContain('sword-short');
    expect(ids('halfling')).not.toContain('sword-normal');
  });

  it('notes every row where the count, not the prose, decided a cell', () => {
    for (const id of ['club', 'hammer-throwing', 'lance', 'net', 'whip', 'staff', 'blowgun-small', 'sling']) {
      expect(weaponById(id)?.note, id).toBeTruthy();
    }
  });
});

describe('canUseWeapon', () => {
  it('refuses with the class rule in words and its line apart (004:167 "may only use blunt weapons")', () => {
    const sword = weaponById('sword-normal');
    if (!sword) throw new Error('sword-normal missing');
    const result = canUseWeapon('cleric', sword);
    expect(result.ok).toBe(false);
    expect(result.reason).toBe('Clerics may only use blunt weapons.');
    expect(result.reason).not.toMatch(/004:/);
    expect(result.source).toBe('004:167; Table 6-1, 004:1482');
  });

  it('allows with the table row as the source (004:1489 Halberd)', () => {
    const halberd = weaponById('halberd');
    if (!halberd) throw new Error('halberd missing');
    expect(canUseWeapon('fighter', halberd)).toEqual({
      ok: true,
      reason: 'Fighters may use the Halberd.',
      source: 'Table 6-1, 004:1489',
    });
    expect(canUseWeapon('thief', halberd).ok).toBe(false);
  });
});

describe('weapon abilities', () => {
  it('has the twenty abilities of 004:1876-1954, alphabetical, and every weapon\'s abilities among them', () => {
    expect(WEAPON_ABILITIES).toHaveLength(20);
    const names = WEAPON_ABILITIES.map((x) => x.name);
    expect([...names].sort()).toEqual(names);
    for (const weapon of WEAPONS) for (const id of weapon.abilities) expect(weaponAbilityById(id), `${weapon.id} ${id}`).toBeDefined();
  });

  it('spot-checks abilities', () => {
    // 004:1718 Pike "Set:"; 004:1764 Shield, Tusked "Two Attacks:"; 004:1864 Unarmed "Knockout:"
    expect(weaponById('pike')?.abilities).toEqual(['set']);
    expect(weaponById('shield-tusked')?.abilities).toEqual(['two-attacks', 'breakable']);
    expect(weaponById('unarmed-strike')?.abilities).toEqual(['knockout']);
    expect(weaponById('poleaxe')?.abilities).toEqual([]);
  });
});
