import { describe, expect, it } from 'vitest';
import { addToDice, attackLines, rollNeeded } from './attacks';
import { computeDerived } from './derive';
import { carried, handBuilt, scores } from './testing';
import { CLASS_TABLES } from '../data/classes';
import { darkDungeonsSheet } from '../sheet';
import { docOf } from './testing';

const row1 = (c: keyof typeof CLASS_TABLES) => CLASS_TABLES[c].levels[0] ?? null;
const value = (data: Parameters<typeof computeDerived>[0], id: string) => computeDerived(data).find((v) => v.id === id)?.value;

describe('attack lines (supplement §9.5-9.6, feat rows of §5.4)', () => {
  it('the supplement’s worked example: a 1st-level fighter (AB +1, 004:473), Str 16, Basic normal sword: +3, needs 11 against AC 6', () => {
    const d = handBuilt('fighter', scores(16, 10, 10, 13, 12, 10), { feats: ['sword-normal'], items: [carried('weapon-sword-normal')] });
    const [sword] = attackLines(d, row1('fighter'), { str: 16, dex: 13 });
    expect(sword).toMatchObject({ weaponId: 'sword-normal', proficiency: 'B', range: '' });
    // 1 (AB) + 2 (Str 16) + 0 (Basic, supplement line 561 "B | - | -") = +3; damage 1d8 (Basic) + 2 (Str) = 1d8+2.
    expect(sword?.uses).toEqual([expect.objectContaining({ kind: 'melee', toHit: 3, toHitUnarmed: 3, damage: '1d8+2', damageUnarmed: '1d8+2' })]);
    // "To-hit value = 1 + 2 + 6 = 9, so the fighter needs 11+" (supplement line 874).
    expect(rollNeeded(3, 6)).toBe(11);
    expect(rollNeeded(3, -3)).toBe(20); // 20 − 0: only a natural 20
    expect(rollNeeded(30, 9)).toBe(2); // a natural 1 always misses
  });

  it('a missile weapon uses Dex and adds no Str to damage: short bow, Dex 13 → +2, 1d6, 50/100/150', () => {
    const d = handBuilt('fighter', scores(16, 10, 10, 13, 12, 10), { feats: ['bow-short'], items: [carried('weapon-bow-short')] });
    const [bow] = attackLines(d, row1('fighter'), { str: 16, dex: 13 });
    expect(bow?.uses).toEqual([expect.objectContaining({ kind: 'missile', toHit: 2, damage: '1d6' })]);
    expect(bow?.range).toBe('50/100/150');
  });

  it('a weapon carried without a feat uses the Non-proficient row: −1 to hit with a missile weapon, 1d3 with a short bow (line 380)', () => {
    const d = handBuilt('fighter', scores(10, 10, 10, 10, 10, 10), { items: [carried('weapon-bow-short')] });
    const [bow] = attackLines(d, row1('fighter'), { str: 10, dex: 10 });
    expect(bow).toMatchObject({ proficiency: 'N' });
    expect(bow?.uses[0]).toMatchObject({ toHit: 0, damage: '1d3' });
  });

  it('a melee weapon with a range can be thrown: a Basic spear has melee (Str) and thrown (Dex) to-hit, Str on both damages', () => {
    const d = handBuilt('fighter', scores(13, 10, 10, 16, 10, 10), { feats: ['spear'], items: [carried('weapon-spear')] });
    const [spear] = attackLines(d, row1('fighter'), { str: 13, dex: 16 });
    expect(spear?.uses.map((u) => [u.kind, u.toHit, u.damage])).toEqual([
      ['melee', 2, '1d6+1'],
      ['thrown', 3, '1d6+1'],
    ]);
  });

  it('halfling Nimble: +1 to missile attacks, not melee, and +1 initiative (004:631)', () => {
    // Halfling level 1: AB +1 (004:562 "1 0 1d6 1"); Dex 13 → +1; sling Basic: 1 + 1 + 1 = +3. Dagger melee, Str 10: +1.
    const d = handBuilt('halfling', scores(10, 10, 10, 13, 10, 10), { feats: ['sling', 'dagger'], items: [carried('weapon-sling'), carried('weapon-dagger')] });
    const lines = attackLines(d, row1('halfling'), { str: 10, dex: 13 });
    expect(lines.find((l) => l.weaponId === 'sling')?.uses[0]?.toHit).toBe(3);
    expect(lines.find((l) => l.weaponId === 'dagger')?.uses.find((u) => u.kind === 'melee')?.toHit).toBe(1);
    expect(lines.find((l) => l.weaponId === 'dagger')?.uses.find((u) => u.kind === 'thrown')?.toHit).toBe(3);
    expect(value(d, 'attack.missile')).toBe('+3');
    expect(value(d, 'attack.melee')).toBe('+1');
    // Dex 13 initiative +1 (supplement line 46, last column) + Nimble 1 = +2.
    expect(value(d, 'initiative')).toBe('+2');
    const other = handBuilt('thief', scores(10, 10, 10, 13, 10, 10));
    expect(value(other, 'initiative')).toBe('+1');
  });

  it('a skilled feat adds its to-hit against armed and unarmed foes and prints its AC bonus (sword, Skilled: +2/+1, 1d12, line 562)', () => {
    const d = { ...handBuilt('fighter', scores(10, 10, 10, 10, 10, 10), { items: [carried('weapon-sword-normal')] }), weaponFeats: [{ weaponId: 'sword-normal', proficiency: 'S' as const }] };
    const [sword] = attackLines(d, row1('fighter'), { str: 10, dex: 10 });
    expect(sword?.uses[0]).toMatchObject({ toHit: 3, toHitUnarmed: 2, damage: '1d12' });
    expect(sword?.effects).toEqual(['AC -2 against 1 attack a round from armed foes', 'Deflect (1)', 'Disarm (+0)']);
  });

  it('adds a modifier to dice as printed', () => {
    expect(addToDice('1d8', 2)).toBe('1d8+2');
    expect(addToDice('1d6+1', -2)).toBe('1d6-1');
    expect(addToDice('1d6+1', -1)).toBe('1d6');
    expect(addToDice('1', -1)).toBe('1');
    expect(addToDice('', 3)).toBe('');
  });
});

describe('the sheet shows a line per weapon carried and the to-hit row', () => {
  it('a fighter with sword and bow: two weapon rows, and the AC 9…−3 row for AB +1 (20 − (1 + AC))', () => {
    const d = handBuilt('fighter', scores(16, 10, 10, 13, 12, 10), { feats: ['sword-normal', 'bow-short'], items: [carried('weapon-sword-normal'), carried('weapon-bow-short')] });
    const sheet = darkDungeonsSheet(docOf(d), '2026-01-01');
    const weapons = sheet.main.find((s) => s.id === 'weapons');
    const toHit = sheet.main.find((s) => s.id === 'to-hit');
    if (weapons?.kind !== 'table' || toHit?.kind !== 'table') throw new Error('sections missing');
    expect(weapons.rows.map((r) => r.cells.slice(0, 5))).toEqual([
      ['Sword, Normal', 'Basic', '+3', '1d8+2', '—'],
      ['Bow, Short', 'Basic', '+2', '1d6', '50/100/150'],
    ]);
    expect(toHit.rows[0]?.cells).toEqual(['d20 needed', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '20', '20']);
  });
});
