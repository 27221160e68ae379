/**
 * Issue 19, Orcus: texts the sheet now uses — +1 damage with a one-handed weapon in two hands (002:709), Improved
 * Critical's dice and an enchanted weapon's +Xd6 in the critical note (002:729, 002:2207), the Aid Another DC (002:330);
 * and knocking a creature out at 0 hit points (002:1471), offered by the damage action.
 */
import { describe, expect, it } from 'vitest';
import { typedDice } from '../../dice/typed';
import type { OrcusData } from './character';
import { orcus } from './system';
import { dataWith, docOf, item } from './testing/fixtures';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';

/** STR 16: +3 to melee damage (002:118, 002:1332). */
const STR16 = { str: 16, con: 14, dex: 12, int: 10, wis: 10, cha: 10 };
const doc = (patch: Partial<OrcusData> = {}) => docOf(dataWith(STR16, patch));
const value = (d: ReturnType<typeof doc>, id: string) => orcus.derive(d).find((v) => v.id === id);
const row = (d: ReturnType<typeof doc>, weaponId: string) => {
  const table = orcus.sheet(d, '2026-05-01').main.find((s) => s.id === 'attacks');
  return table?.kind === 'table' ? table.rows.find((r) => r.id === `attack-${weaponId}`)?.cells : undefined;
};

describe('a one-handed weapon in two hands (002:709)', () => {
  it('a Medium character with a warhammer: 1d8+3, or 1d8+4 in two hands, shown in the attack table', () => {
    const d = doc({ equipment: [item('warhammer')] });
    expect(value(d, 'damage.warhammer')?.value).toBe('1d8+3');
    expect(value(d, 'twoHands.warhammer')?.value).toBe('1d8+4');
    expect(value(d, 'damage.warhammer')?.explanation).toContain('1d8+4 wielded in two hands (+1 for a Medium character, 002:709)');
    expect(row(d, 'warhammer')?.[3]).toContain('two hands 1d8+4');
  });
  it('not for a side weapon, a two-handed weapon or a Small character', () => {
    expect(value(doc({ equipment: [item('knife')] }), 'twoHands.knife')).toBeUndefined();
    expect(value(doc({ equipment: [item('maul')] }), 'twoHands.maul')).toBeUndefined();
    const small = doc({ equipment: [item('warhammer')], ancestry: { name: 'Halfling', abilityBonuses: { str: 0, con: 0, dex: 0, int: 0, wis: 0, cha: 0 }, size: 'small', speed: 6 } });
    expect(value(small, 'twoHands.warhammer')).toBeUndefined();
  });
});

describe('the critical note (002:1216, 002:729, 002:2207)', () => {
  it('a +2 warhammer (Improved Critical from Picks and Hammers) at level 1: 13 + 1d8 + 2d6', () => {
    const d = doc({ equipment: [item('warhammer', true, 2)] });
    expect(value(d, 'damage.warhammer')?.value).toBe('1d8+5');
    const crit = value(d, 'critical.warhammer');
    expect(crit?.value).toBe('13 + 1d8 + 2d6');
    expect(crit?.explanation).toBe('A critical hit deals the maximum damage (002:1216) + 1d8 for Improved Critical at level 1 (002:729) + 2d6 for the +2 enhancement (002:2207)');
    expect(row(d, 'warhammer')?.[3]).toContain('crit 13 + 1d8 + 2d6');
  });
  it('Improved Critical grows to +2dW at 11th and +3dW at 21st level (002:729), where the weapon rolls 2dW (002:1333)', () => {
    expect(value(doc({ level: 11, xp: 0, equipment: [item('warhammer')] }), 'critical.warhammer')?.value).toBe('11 + 2d8');
    // At 21st every score has risen by 2 (002:593, 002:604): STR 18, +4; the maximum of 2d8+4 is 20.
    expect(value(doc({ level: 21, xp: 0, equipment: [item('warhammer')] }), 'critical.warhammer')?.value).toBe('20 + 3d8');
  });
  it('a plain longsword deals the maximum, with nothing added and nothing more printed', () => {
    const d = doc({ equipment: [item('longsword')] });
    expect(value(d, 'critical.longsword')?.value).toBe('11');
    expect(row(d, 'longsword')?.[3]).not.toContain('crit');
  });
});

describe('Aid Another (002:330)', () => {
  it('DC 10 + half the level: 10 at level 1, 13 at level 7', () => {
    expect(value(doc(), 'aidAnother')?.value).toBe(10);
    expect(value(doc({ level: 7, xp: 0 }), 'aidAnother')?.value).toBe(13);
    expect(value(doc(), 'aidAnother')?.explanation).toContain('success gives them +2, failure −1 (002:330)');
  });
});

describe('knocking a creature out (002:1471)', () => {
  it('the damage action offers it at 0 hit points: knocked out, not dying', () => {
    const d = doc({ vitals: { hp: 5, tempHp: 0, recoveries: 9, deathSaveFailures: 0, actionPoints: 1, state: 'up' } });
    const r = orcus.play.run(d, 'damage', { amount: '5', knockOut: 'yes' }, typedDice([]));
    if ('problem' in r) throw new Error(r.problem);
    expect((r.data as OrcusData).vitals.state).toBe('knocked-out');
  });
});

describeWithSources('the lines these rules rest on', () => {
  const line = (n: number) => readSource('002_314288786004b83b.txt')[n - 1] ?? '';
  it('say what the sheet says', () => {
    expect(line(709)).toContain('wield a one-handed weapon in two hands (other than one-handed weapons with the Side Weapon property) get a +1 bonus to damage');
    expect(line(729)).toBe('Improved Critical: Level 1: +1dW damage on a critical hit. Level 11: +2dW damage on a critical hit. Level 21: +3dW damage on a critical hit.');
    expect(line(2207)).toContain('On a critical hit, do a further +Xd6 damage');
    expect(line(330)).toContain('The DC is 10 + half your level');
    expect(line(1471)).toContain('the attacker can knock the creature out');
  });
});
