import { describe, expect, it } from 'vitest';
import { computeDerived } from './derive';
import { armourClass, load, loadBand, movement, wornProblems } from './gear';
import { validateCharacter } from './validate';
import { carried, docOf, handBuilt, scores } from './testing';
import { CLASS_TABLES } from '../data/classes';

const value = (data: Parameters<typeof computeDerived>[0], id: string) => computeDerived(data).find((v) => v.id === id)?.value;

describe('armour class from worn armour, shield and Dexterity (supplement §7.3-7.4; Table 3-1)', () => {
  it('a fighter in chain mail with a shield and Dex 13: 5 − 2 − 1 = 2', () => {
    // Chain mail AC 5 (line 648), normal shield −2 (line 669), Dex 13 → +1 (Table 3-1, line 46 "13–15 | +1").
    const d = handBuilt('fighter', scores(16, 10, 10, 13, 12, 10), { items: [carried('armour-chain-mail', { worn: true }), carried('shield-normal', { worn: true })] });
    expect(value(d, 'ac')).toBe(2);
    expect(computeDerived(d).find((v) => v.id === 'ac')?.explanation).toMatch(/^AC 5 \(chain mail\) − 2 \(shield, normal\) − 1 \(Dex 13\) = 2/);
  });

  it('armour that is carried but not worn gives nothing: AC 9 − Dex', () => {
    const d = handBuilt('fighter', scores(16, 10, 10, 13, 12, 10), { items: [carried('armour-chain-mail')] });
    expect(value(d, 'ac')).toBe(8);
  });

  it('a thief in leather with Dex 16: 7 − 2 = 5 (leather AC 7, line 646; Dex 16 → +2)', () => {
    const d = handBuilt('thief', scores(10, 10, 10, 16, 10, 10), { items: [carried('armour-leather', { worn: true })] });
    expect(value(d, 'ac')).toBe(5);
    expect(validateCharacter(docOf({ ...d, money: { gp: 0, rolled: null } })).filter((v) => v.path === 'equipment')).toEqual([]);
  });

  it('a Dex penalty raises AC: no armour, Dex 6 → 9 + 1 = 10', () => {
    const d = handBuilt('fighter', scores(12, 10, 10, 6, 10, 10));
    expect(value(d, 'ac')).toBe(10);
  });

  it('a mystic uses Table 4-8: AC 9 at 1st level, 7 at 3rd, minus Dex (supplement line 119 "3 | 4,000 | 3d6 | +1 | 7")', () => {
    const d = handBuilt('mystic', scores(12, 10, 13, 14, 10, 10));
    expect(value(d, 'ac')).toBe(8);
    const row3 = CLASS_TABLES.mystic.levels[2];
    if (!row3) throw new Error('no level 3');
    expect(armourClass(d, row3, 14).value).toBe(6);
  });

  it('with two armours marked worn, the better counts and the validator says one set is worn at a time', () => {
    const d = handBuilt('fighter', scores(12, 10, 10, 10, 10, 10), { items: [carried('armour-leather', { worn: true }), carried('armour-plate-mail', { worn: true })] });
    expect(value(d, 'ac')).toBe(3);
    expect(wornProblems(d, 'fighter')).toEqual(['Leather armour and Plate mail are both worn; armour is worn one whole set at a time.']);
  });
});

describe('who may wear what is a rule broken, explained, never a refusal (supplement §7.5)', () => {
  it('a thief in plate mail (004:895 "may use leather armour")', () => {
    const d = handBuilt('thief', scores(10, 10, 10, 16, 10, 10), { items: [carried('armour-plate-mail', { worn: true })] });
    expect(value(d, 'ac')).toBe(1); // the AC is still worked out: 3 − 2
    const messages = validateCharacter(docOf(d)).filter((v) => v.path === 'equipment').map((v) => v.message);
    expect(messages).toEqual(['Thieves may wear only leather (or hide) armour and may not carry a shield. Plate mail is not allowed. — Source: supplement §7.3-7.5']);
  });
  it('a magic-user with a shield (004:701)', () => {
    const d = handBuilt('magic-user', scores(10, 13, 10, 10, 10, 10), { items: [carried('shield-small', { worn: true })] });
    expect(validateCharacter(docOf(d)).some((v) => v.path === 'equipment' && /Magic-users may not wear armour or carry a shield/.test(v.message))).toBe(true);
  });
});

describe('load and movement (supplement §8, 40′ base for every class but the mystic)', () => {
  it('the bands: 400 full, 401 three quarters, 2,400 an eighth, 2,401 cannot move (lines 801-806)', () => {
    expect(loadBand(400).factor).toBe(1);
    expect(loadBand(401).factor).toBe(3 / 4);
    expect(loadBand(1200).factor).toBe(1 / 2);
    expect(loadBand(1600).factor).toBe(1 / 4);
    expect(loadBand(2400).factor).toBe(1 / 8);
    expect(loadBand(2401).factor).toBe(0);
  });

  it('a fighter with chain mail, shield, sword, bow, arrows and 10 gp carries 400 + 100 + 60 + 20 + 10 + 10 = 600 cn: 30′ / 90′ / 90′', () => {
    // Weights: chain 400 (line 648), normal shield 100 (669), normal sword 60 (713), short bow 20 (713), arrows 10
    // (733); worn clothes weigh nothing (line 637); each coin 1 cn (line 629).
    const d = handBuilt('fighter', scores(16, 10, 10, 13, 12, 10), {
      gp: 10,
      items: [carried('armour-chain-mail', { worn: true }), carried('shield-normal', { worn: true }), carried('weapon-sword-normal'), carried('weapon-bow-short'), carried('ammo-arrows')],
    });
    expect(load(d).total).toBe(600);
    expect(value(d, 'move.encounter')).toBe('30′');
    expect(value(d, 'move.normal')).toBe('90′');
    expect(value(d, 'move.running')).toBe('90′');
  });

  it('clothes carried (not worn) weigh; worn ones do not (line 637)', () => {
    const d = handBuilt('thief', scores(10, 10, 10, 10, 10, 10));
    expect(load(d).total).toBe(0);
    const carriedClothes = { ...d, equipment: d.equipment.map((e) => ({ ...e, worn: false })) };
    expect(load(carriedClothes).total).toBe(20);
  });

  it('unencumbered: 40′ a round, 120′ exploring and running; a level-1 mystic the same from Table 4-8 (line 117 "40\'")', () => {
    const d = handBuilt('thief', scores(10, 10, 10, 10, 10, 10));
    expect(movement(d, CLASS_TABLES.thief.levels[0] ?? null)).toMatchObject({ base: 40, encounter: 40, normal: 120, running: 120 });
    const m = handBuilt('mystic', scores(10, 10, 13, 13, 10, 10));
    expect(movement(m, CLASS_TABLES.mystic.levels[1] ?? null)).toMatchObject({ base: 45, encounter: 45, running: 135 });
  });

  it('over 2,400 cn the character cannot move', () => {
    const d = handBuilt('fighter', scores(16, 10, 10, 10, 10, 10), { gp: 2500 });
    expect(value(d, 'move.encounter')).toBe('0′');
  });
});
