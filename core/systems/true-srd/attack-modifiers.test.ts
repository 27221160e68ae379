/**
 * Issue 19, True SRD: the two-weapon penalties (003:293) and the combat-modifier and concealment tables (003:294-321)
 * as data, shown on the sheet and printed by the command line's tables.
 */
import { describe, expect, it } from 'vitest';
import type { CharacterDocument } from '../../documents/character';
import { newTrueSrdData, type TrueSrdData, type Weapon } from './character';
import { ATTACKER_MODIFIERS, CONCEALMENT, DEFENDER_MODIFIERS, hasTwoWeaponFighting, modifierText, twoWeaponPenalties } from './data/attack-modifiers';
import { trueSrdDocument } from './rules/quick';
import { trueSrd } from './system';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';

const NOW = '2026-05-01T10:00:00.000Z';
const sword: Weapon = { id: 'sword', name: 'Sword', kind: 'melee', damage: 3, lethal: true, rangeIncrement: 0, critical: '19-20/+3' };
const dagger: Weapon = { ...sword, id: 'dagger', name: 'Dagger', damage: 1 };
function fighter(weapons: Weapon[], feats: string[] = []): CharacterDocument<TrueSrdData> {
  const data: TrueSrdData = { ...newTrueSrdData(), abilities: { str: 1, dex: 1, con: 1, int: 0, wis: 0, cha: 0 }, combat: { combatBonus: 2, fortitude: 1, reflex: 1, will: 0 }, weapons, feats };
  return trueSrdDocument(data, { id: 'f', name: 'Fighter', now: NOW });
}

describe('two-weapon fighting (003:293)', () => {
  it('−6 / −10; −4 / −8 with a light off-hand weapon; the feat makes them −4 / −4 (−2 / −2 light)', () => {
    expect(twoWeaponPenalties(false, false)).toEqual({ main: -6, off: -10 });
    expect(twoWeaponPenalties(true, false)).toEqual({ main: -4, off: -8 });
    expect(twoWeaponPenalties(false, true)).toEqual({ main: -4, off: -4 });
    expect(twoWeaponPenalties(true, true)).toEqual({ main: -2, off: -2 });
  });
  it('is on the sheet once two hand weapons are listed, with the feat when it is among the feats', () => {
    const one = trueSrd.derive(fighter([sword]));
    expect(one.find((v) => v.id === 'twoWeapon')).toBeUndefined();
    const two = trueSrd.derive(fighter([sword, dagger])).find((v) => v.id === 'twoWeapon');
    expect(two?.value).toBe('−6 / −10');
    expect(two?.explanation).toContain('−4 / −8 when the off-hand weapon is light');
    expect(trueSrd.derive(fighter([sword, dagger], ['Two-Weapon Fighting'])).find((v) => v.id === 'twoWeapon')?.value).toBe('−4 / −4');
    expect(hasTwoWeaponFighting(['two weapon fighting'])).toBe(true);
    const attacks = trueSrd.sheet(fighter([sword, dagger]), '2026-05-01').main.find((s) => s.id === 'attacks');
    expect(attacks?.kind === 'table' && attacks.rows.find((r) => r.id === 'two-weapon')?.cells.slice(0, 2)).toEqual(['Two weapons: −6 main, −10 off hand', '']);
    const single = trueSrd.sheet(fighter([sword]), '2026-05-01').main.find((s) => s.id === 'attacks');
    expect(single?.kind === 'table' && single.rows.some((r) => r.id === 'two-weapon')).toBe(false);
  });
});

describe('the attack modifier and concealment tables (003:294-321)', () => {
  it('hold every row of the text', () => {
    expect(ATTACKER_MODIFIERS.map((r) => `${r.situation} ${modifierText(r.melee)} ${modifierText(r.ranged)}`)).toEqual([
      'Dazzled −1 −1',
      'Entangled −2 −2',
      'On higher ground +1 +0',
      'Prone −4 +0',
      'Shaken −2 −2',
      'Sickened −2 −2',
    ]);
    expect(DEFENDER_MODIFIERS).toHaveLength(14);
    expect(DEFENDER_MODIFIERS.find((r) => r.id === 'helpless')).toMatchObject({ melee: -9, ranged: -4, dodge: false });
    expect(DEFENDER_MODIFIERS.find((r) => r.id === 'kneeling')).toMatchObject({ melee: -2, ranged: 2, dodge: true });
    expect(CONCEALMENT.map((c) => c.missOn)).toEqual([17, 11]);
  });
  it('are a section of every sheet (blank ones too) and a rules table', () => {
    const section = trueSrd.sheet(fighter([sword]), '2026-05-01').extra.find((s) => s.id === 'attack-modifiers');
    expect(section?.kind === 'table' && section.rows.length).toBe(6 + 14 + 2);
    expect(section?.kind === 'table' && section.rows.find((r) => r.id === 'concealment-total')?.cells.slice(1, 3)).toEqual(['miss 11+', 'miss 11+']);
    expect(trueSrd.blankSheet('2026-05-01').extra.some((s) => s.id === 'attack-modifiers')).toBe(true);
    expect(trueSrd.tables.find((t) => t.id === 'attack-modifiers')?.query({})).toMatchObject({ concealment: [{ missOn: 17 }, { missOn: 11 }] });
    expect(trueSrd.tables.find((t) => t.id === 'two-weapon')?.query({})).toContainEqual({ twoWeaponFighting: false, lightOffHand: true, main: -4, off: -8 });
  });
});

describeWithSources('the rows against the text', () => {
  const lines = readSource('003_74489d30ee415703.txt');
  const cells = (n: number) => (lines[n - 1] ?? '').split('|').map((c) => c.trim());
  it('each row is the line it cites', () => {
    const num = (m: number | string) => (typeof m === 'number' ? (m < 0 ? String(m) : `+${m}`) : m === 'special' ? 'Special' : m);
    for (const r of ATTACKER_MODIFIERS) expect(cells(r.line).slice(0, 3)).toEqual([r.situation, num(r.melee), num(r.ranged)]);
    for (const r of DEFENDER_MODIFIERS) expect(cells(r.line).slice(0, 4)).toEqual([r.situation, num(r.melee), num(r.ranged), r.dodge ? 'Yes' : 'No']);
    for (const c of CONCEALMENT) expect(cells(c.line).slice(0, 3)).toEqual([c.name, c.examples, `${c.missOn} or higher`]);
    expect(lines[292]).toContain('-6 penalty with your regular attack and a -10 penalty to the attack with your off-hand weapon');
    expect(lines[292]).toContain('reduce the penalty to -4 for each attack (-2 if the off-hand weapon is a light weapon)');
  });
});
