import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import {
  KNOCKOUT_ENTANGLE_CITATION,
  KNOCKOUT_ENTANGLE_TABLE,
  MASTERY_TABLES,
  PJS_ONLY_MASTERY_WEAPONS,
  PRINTED_MASTERY_ROWS,
  PROFICIENCY_CITATION,
  PROFICIENCY_NAMES,
  PROFICIENCY_ORDER,
  SOURCE_004_ADDITIONS,
  WEAPONS_WITHOUT_MASTERY,
  abilityIdOf,
  effectiveProficiency,
  knockoutEntangleResult,
  masteryAt,
  masteryFor,
  masteryTableFor,
  nextProficiency,
  parseAcBonus,
  previousProficiency,
  splitAbilities,
} from './weapon-mastery';
import { WEAPONS, weaponAbilityById, weaponById } from './weapons';

/** 1-based line of source 004, trimmed (only inside describeWithSources). */
const src = (n: number): string => (readSource('004_b3026cedeba6292d.txt')[n - 1] ?? '').trim();
/** 1-based line of the supplement (only inside describeWithSources). */
const sup = (n: number): string => readSource('supplements/dark-dungeons-tables.md')[n - 1] ?? '';

const cells = (text: string): string[] => text.split('|').slice(1, -1).map((c) => c.trim());

/** Supplement section 5.4 (lines 332-601) as printed: weapon name -> line range and rows. */
function printedMastery(): Map<string, { lines: string; rows: string[][] }> {
  const weapons = new Map<string, { lines: string; rows: string[][] }>();
  let current: { name: string; start: number; rows: string[][] } | undefined;
  for (let n = 332; n <= 601; n++) {
    const [name = '', ...rest] = cells(sup(n));
    if (name !== '') {
      current = { name, start: n, rows: [] };
      weapons.set(name, { lines: '', rows: current.rows });
    }
    if (!current) throw new Error(`row before any weapon at supplement line ${n}`);
    current.rows.push(rest);
    const entry = weapons.get(current.name);
    if (entry) entry.lines = `${current.start}-${n}`;
  }
  return weapons;
}

describe('proficiency levels', () => {
  it('step up and down one level at a time, capped at Grandmaster', () => {
    // 004:1522 "a single increase in proficiency level ... (to a maximum of Grandmaster Proficiency)"
    expect(nextProficiency('N')).toBe('B');
    expect(nextProficiency('M')).toBe('G');
    expect(nextProficiency('G')).toBeUndefined();
    expect(previousProficiency('B')).toBe('N');
    expect(previousProficiency('N')).toBeUndefined();
  });

  it('drop one level in the off hand unless the weapon has Off-Hand', () => {
    // 004:1886 "because the club is in her off hand it counts as having only skilled proficiency"
    expect(effectiveProficiency('E', { offHand: true, hasOffHandAbility: false })).toBe('S');
    expect(effectiveProficiency('E', { offHand: false, hasOffHandAbility: false })).toBe('E');
    // 004:1636 Off-Hand: no off-hand penalties
    expect(effectiveProficiency('E', { offHand: true, hasOffHandAbility: true })).toBe('E');
    expect(effectiveProficiency('N', { offHand: true, hasOffHandAbility: false })).toBe('N');
  });
});

describe('per-weapon rows (supplement section 5.4)', () => {
  it('covers every Table 6-1 weapon and nothing else', () => {
    const without = new Set(WEAPONS_WITHOUT_MASTERY.map((w) => w.weaponId));
    for (const weapon of WEAPONS) {
      expect(masteryFor(weapon.id) !== undefined || without.has(weapon.id), weapon.id).toBe(true);
    }
    for (const id of Object.keys(MASTERY_TABLES)) expect(weaponById(id), id).toBeDefined();
    expect(masteryFor('boomerang')).toBeUndefined();
    expect(masteryFor('toString')).toBeUndefined();
  });

  it('agrees with Table 6-1 on the damage at Basic', () => {
    // Table 6-1 prints damage "at basic proficiency" (004:1467); the [PJS] B row must give the same.
    for (const weapon of WEAPONS) {
      const basic = masteryAt(weapon.id, 'B');
      expect(basic?.damage, weapon.id).toBe(weapon.damage);
      expect(basic?.damageUnarmed, weapon.id).toBe(weapon.damage);
    }
  });

  it('has rows N..G in order, with parsable AC bonuses and known abilities', () => {
    for (const table of Object.values(MASTERY_TABLES)) {
      expect(table.rows.map((r) => r.level), table.weaponId).toEqual(PROFICIENCY_ORDER);
      expect(table.edition).toBe('[PJS]');
      expect(table.citation.file).toBe('supplements/dark-dungeons-tables.md');
      for (const row of table.rows) {
        if (row.acBonus !== '') expect(parseAcBonus(row.acBonus), `${table.weaponId} ${row.level}`).toBeDefined();
        for (const entry of row.special) {
          expect(weaponAbilityById(abilityIdOf(entry)), `${table.weaponId} ${row.level} ${entry}`).toBeDefined();
        }
      }
    }
  });

  it('gives every weapon the abilities source 004 lists for it at some level', () => {
    for (const weapon of WEAPONS) {
      const rows = masteryFor(weapon.id) ?? [];
      const have = new Set(rows.flatMap((r) => r.special.map(abilityIdOf)));
      for (const id of weapon.abilities) expect(have.has(id), `${weapon.id} ${id}`).toBe(true);
    }
  });

  it('adds only what source 004 gives and notes it', () => {
    // 004:1600 Blowgun, Small "Poison Save:"; 004:1718 Pike "Set:"
    expect(Object.keys(SOURCE_004_ADDITIONS).sort()).toEqual(['blowgun-small', 'pike']);
    expect(masteryAt('blowgun-small', 'B')?.special).toEqual([]);
    expect(masteryAt('blowgun-small', 'S')?.special).toEqual(['Poison Save (-1)']);
    expect(masteryAt('blowgun-small', 'G')?.note).toMatch(/004:1600/);
    expect(masteryAt('pike', 'N')?.special).toEqual([]);
    expect(masteryAt('pike', 'G')?.special).toEqual(['Deflect (2)', 'Set']);
    // Rows without an addition or odd cell carry no note.
    expect(masteryAt('pike', 'N')?.note).toBeUndefined();
  });

  it('flags the edition and the [ORIG]-confirmed weapons', () => {
    // supplement line 328: "They **match** for battle axe, hand axe, blackjack, long bow, short bow, cestus, club and
    // heavy crossbow."
    const confirmed = Object.values(MASTERY_TABLES).filter((t) => t.origConfirmed).map((t) => t.weaponId);
    expect(confirmed.sort()).toEqual(
      ['axe-battle', 'axe-hand', 'blackjack', 'bow-long', 'bow-short', 'cestus', 'club', 'crossbow-heavy'].sort(),
    );
    expect(masteryTableFor('net')?.citation.table).toContain('[PJS]');
  });
});

describe('spot checks of the printed examples', () => {
  it('matches the Brother Karne example (unarmed, Master, vs an armed ogre)', () => {
    // 004:1862 "he will do 2d4 damage ... he will get a +6 bonus to hit the ogre since the ogre is armed"
    expect(masteryAt('unarmed-strike', 'M')).toMatchObject({ toHit: 6, damage: '2d4' });
    // 004:1862 "striking twice to stun (using an off-hand attack with no penalty)": Off-Hand at Master
    expect(masteryAt('unarmed-strike', 'M')?.special).toContain('Off-Hand');
  });

  it('matches the Black Leaf example (normal sword and club at Expert)', () => {
    // 004:1888 "The sword gives her –2 AC vs 2 attacks by armed opponents. The club gives her –1 AC vs 2 attacks
    // by armed opponents and –1 AC vs 2 attacks by unarmed opponents." (club used at Skilled, off hand)
    const sword = parseAcBonus(masteryAt('sword-normal', 'E')?.acBonus ?? '');
    expect(sword).toEqual({ versus: 'armed', bonus: -2, attacks: 2 });
    expect(parseAcBonus(masteryAt('club', 'S')?.acBonus ?? '')).toEqual({ versus: 'all', bonus: -1, attacks: 2 });
  });

  it('matches the skilled normal sword of the Deflect and AC Bonus rules', () => {
    // 004:1904 "skilled with a normal sword gets a deflection attempt against one attack from an armed opponent"
    // 004:1882 "skilled with a normal sword gets a –2 AC bonus against one attack from an armed opponent"
    const skilled = masteryAt('sword-normal', 'S');
    expect(skilled?.special).toContain('Deflect (1)');
    expect(parseAcBonus(skilled?.acBonus ?? '')).toEqual({ versus: 'armed', bonus: -2, attacks: 1 });
  });

  it('pins rows to supplement lines', () => {
    // supplement 374 "| Bow, Long | N | -1 | -1 | 1d3 | 1d3 | 70/140/210 | - |": the non-proficient missile penalty
    expect(masteryAt('bow-long', 'N')).toEqual({
      level: 'N', toHit: -1, toHitUnarmed: -1, damage: '1d3', damageUnarmed: '1d3', range: '70/140/210', acBonus: '',
      special: [],
    });
    // supplement 337 "|  | G | +6 | +8 | 1d8+8 | 1d10+10 | 5/10/15H | AC Bonus (Unarmed/-4 vs. 4), Delay, Stun |"
    expect(masteryAt('axe-battle', 'G')).toEqual({
      level: 'G', toHit: 6, toHitUnarmed: 8, damage: '1d8+8', damageUnarmed: '1d10+10', range: '5/10/15H',
      acBonus: 'Unarmed/-4 vs. 4', special: ['Delay', 'Stun'],
    });
    // supplement 427 "|  | G | +8 | +6 | 4d4 | 3d4+1 | 30/50/60 | AC Bonus (Armed, -3 vs. 3), Double Damage (17) |"
    expect(masteryAt('dagger', 'G')).toMatchObject({ damageUnarmed: '3d4+1', special: ['Double Damage (17)'] });
    expect(parseAcBonus(masteryAt('dagger', 'G')?.acBonus ?? '')).toEqual({ versus: 'armed', bonus: -3, attacks: 3 });
    // supplement 493 "|  | G | +6 | +8 | - | - | 30/40/50 | AC Bonus (-8 vs. 4), Entangle (+3) |"
    expect(masteryAt('net', 'G')).toMatchObject({ damage: '', acBonus: '-8 vs. 4', special: ['Entangle (+3)'] });
    // supplement 525 "|  | B | - | - | 1d4+1 | 1d4+1 | - | AC Bonus (-1), Breakable, Two Attacks |"
    const tusked = parseAcBonus(masteryAt('shield-tusked', 'B')?.acBonus ?? '');
    expect(tusked).toEqual({ versus: 'all', bonus: -1, attacks: null });
    // supplement 367 "Strangle (17, Save -4 vs. 3)" keeps its inner comma
    expect(masteryAt('bolas', 'G')?.special).toEqual(['Strangle (17, Save -4 vs. 3)']);
    expect(masteryAt('bolas', 'S')?.note).toMatch(/\[ORIG\]/);
  });

  it('splits ability lists only at top-level commas', () => {
    expect(splitAbilities('-')).toEqual([]);
    expect(splitAbilities('AC Bonus (Armed, -1 vs. 1), Double Damage (20)')).toEqual([
      'AC Bonus (Armed, -1 vs. 1)',
      'Double Damage (20)',
    ]);
    expect(abilityIdOf('Two Attacks')).toBe('two-attacks');
    expect(abilityIdOf('Stun (S/M)')).toBe('stun');
    expect(parseAcBonus('Deflect (1)')).toBeUndefined();
  });
});

describe('knockout and entangle results (supplement section 5.3)', () => {
  it('looks results up by hit dice and proficiency', () => {
    // supplement 317 "| 3+ to 6 | +2 | Stun | K/O | K/O | Slow | Entangled | Entangled |"
    expect(knockoutEntangleResult(5, 'B', 'knockout')).toEqual({ result: 'Stun', saveBonus: 2 });
    expect(knockoutEntangleResult(5, 'M', 'knockout')).toEqual({ result: 'K/O', saveBonus: 2 });
    expect(knockoutEntangleResult(5, 'S', 'entangle')).toEqual({ result: 'Slow', saveBonus: 2 });
    // A 3+1 HD target is past the "1+ to 3" band.
    expect(knockoutEntangleResult(3.5, 'N', 'knockout').result).toBe('Stun');
    expect(knockoutEntangleResult(3, 'N', 'knockout').result).toBe('K/O');
    // supplement 321 "| 16+ | +5 | Delay | Delay | Delay | ..."
    expect(knockoutEntangleResult(30, 'G', 'entangle')).toEqual({ result: 'Delay', saveBonus: 5 });
  });
});

describeWithSources('weapon mastery against the rule texts', () => {
  const printed = printedMastery();

  it('cites where the proficiency levels and the knockout/entangle results are printed', () => {
    // 004:1520 "Gaining Weapon Feats" ... 004:1536 the sixth level; supplement:263 "### 5.1 Rules summary"
    expect(PROFICIENCY_CITATION.lines).toBe('1520-1538');
    expect(src(1520)).toBe('Gaining Weapon Feats');
    expect(sup(263)).toBe('### 5.1 Rules summary');
    // supplement:311 "### 5.3 Knockout and entangle results ([PJS]; ...)", rows to 321
    expect(KNOCKOUT_ENTANGLE_CITATION.lines).toBe('311-323');
    expect(sup(311)).toMatch(/^### 5\.3 Knockout and entangle results \(\[PJS\]/);
  });

  it('has the six proficiency levels of source 004', () => {
    // 004:1526-1536 "Non-Proficient ('N')" ... "Grandmaster Proficiency ('G')", one every other line.
    PROFICIENCY_ORDER.forEach((p, i) => {
      expect(src(1526 + 2 * i)).toBe(`• ${PROFICIENCY_NAMES[p]} (‘${p}’)`);
    });
  });

  it('reads the table it cites', () => {
    expect(sup(325)).toMatch(/^### 5\.4 Per-weapon mastery table \(\[PJS\]/);
    expect(cells(sup(330))).toEqual([
      'Weapon', 'Prof.', 'To-hit vs Armed', 'To-hit vs Unarmed', 'Dmg vs Armed', 'Dmg vs Unarmed', 'Range S/M/L',
      'Abilities',
    ]);
    expect(sup(602).trim()).toBe('');
    expect(printed.size).toBe(45);
  });

  it('keeps every row of every encoded weapon exactly as printed', () => {
    for (const [id, data] of Object.entries(PRINTED_MASTERY_ROWS)) {
      const rows = printed.get(data.printedName);
      expect(rows, id).toBeDefined();
      expect(data.lines, id).toBe(rows?.lines);
      expect(data.rows.map((r) => [...r]), id).toEqual(rows?.rows);
    }
  });

  it('encodes every printed weapon or lists it as not in Table 6-1', () => {
    const encoded = new Set(Object.values(PRINTED_MASTERY_ROWS).map((d) => d.printedName));
    const skipped = new Map(PJS_ONLY_MASTERY_WEAPONS.map((w) => [w.name, w.lines]));
    for (const [name, rows] of printed) {
      if (skipped.has(name)) {
        expect(encoded.has(name), name).toBe(false);
        expect(skipped.get(name), name).toBe(rows.lines);
      } else expect(encoded.has(name), name).toBe(true);
    }
  });

  it('matches every printed knockout and entangle row (supplement lines 315-321)', () => {
    KNOCKOUT_ENTANGLE_TABLE.forEach((row, i) => {
      const printed = cells(sup(315 + i));
      expect(printed).toEqual([
        row.targetHd,
        `+${row.saveBonus}`,
        ...row.knockout,
        ...row.entangle,
      ]);
    });
    expect(sup(322).trim()).toBe('');
  });

  it('prints the lines the additions and examples above cite (004:1600, 1718, 1862)', () => {
    expect(src(1600)).toMatch(/^Poison Save:/);
    expect(src(1718)).toMatch(/^Set:/);
    expect(src(1862)).toContain('+6 bonus to hit');
  });
});
