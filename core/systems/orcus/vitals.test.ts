import { describe, expect, it } from 'vitest';
import { orcusVitals as V, orcusCard } from './vitals';
import { dataWith, docOf } from './testing/fixtures';
import type { OrcusData } from './character';

const STANDARD = { str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 };
// Hit points 15 + Con 14 = 29: staggered at 14, dead at −14; recoveries 9 + 2 = 11.
const doc = (vitals: Partial<OrcusData['vitals']> = {}) =>
  docOf(dataWith(STANDARD, { ancestry: { name: 'Dwarf', abilityBonuses: { str: 0, con: 0, dex: 0, int: 0, wis: 0, cha: 0 }, size: 'medium', speed: 5 }, vitals: { hp: 29, tempHp: 0, recoveries: 11, deathSaveFailures: 0, actionPoints: 1, state: 'up', ...vitals } }, 'standard-array'));
const set = (d: ReturnType<typeof doc>, id: string, value: number) => V.setTracker(d, id, value);

describe('trackers', () => {
  it('lists hit points with their range, and the other values in play', () => {
    const t = V.trackers(doc());
    expect(t.map((x) => x.id)).toEqual(['hp', 'tempHp', 'recoveries', 'deathSaves', 'actionPoints', 'money']);
    expect(t[0]).toMatchObject({ value: 29, max: 29, min: -14 });
    expect(t[2]).toMatchObject({ value: 11, max: 11 });
    expect(t[5]).toMatchObject({ value: 100, step: 0.01 });
    expect(V.healthTracker).toBe('hp');
  });

  it('healing stops at the maximum, in a sentence (002:1442)', () => {
    expect(set(doc(), 'hp', 30)).toEqual({ problem: 'Healing stops at the maximum, 29 hit points (002:1442); override the maximum on the sheet to go above it.' });
  });

  it('healing at negative hit points starts from 0: −10 to −3 is 7 healing, which leaves 7 (002:1453-1454)', () => {
    const r = set(doc({ hp: -10 }), 'hp', -3);
    expect('data' in r && r.data.vitals.hp).toBe(7);
  });

  it('damage past minus the staggered value stops there: dead (002:1456)', () => {
    const r = set(doc(), 'hp', -40);
    expect('data' in r && r.data.vitals).toMatchObject({ hp: -14, state: 'dead' });
    expect('data' in r && r.notices?.[0]).toMatch(/dead/);
  });

  it('the health state follows hit points typed in: 0 is dying (002:1458); a third death-save failure typed in is dead (002:1461)', () => {
    const r = set(doc(), 'hp', 0);
    expect('data' in r && r.data.vitals.state).toBe('dying');
    const third = set(doc({ hp: -2, deathSaveFailures: 2, state: 'dying' }), 'deathSaves', 3);
    expect('data' in third && third.data.vitals).toMatchObject({ deathSaveFailures: 3, state: 'dead' });
  });

  it('money to the copper piece; recoveries up to the maximum; death saves to 3', () => {
    const m = set(doc(), 'money', 40.53);
    expect('data' in m && m.data.moneyCp).toBe(4_053);
    expect(set(doc(), 'money', 1.005)).toHaveProperty('problem');
    expect(set(doc(), 'recoveries', 12)).toEqual({ problem: 'A long rest restores recoveries to 11, the most there can be (002:2311).' });
    expect(set(doc(), 'deathSaves', 4)).toHaveProperty('problem');
    expect(set(doc(), 'omens', 1)).toEqual({ problem: 'There is no value “omens” to change on an Orcus sheet.' });
    expect(set(doc(), 'hp', Number.NaN)).toEqual({ problem: 'Type a number.' });
  });

  it('notes are a text edited in play', () => {
    const r = V.setText(doc(), 'notes', 'Owes the guild 20 gp');
    expect('data' in r && r.data.notes).toBe('Owes the guild 20 gp');
    expect(V.setText(doc(), 'notes', 'x'.repeat(200_001))).toHaveProperty('problem');
  });
});

describe('the roster card', () => {
  it('shows the ancestry, class and level, hit points with the state word, and the defenses', () => {
    const card = orcusCard(doc({ hp: 10 }));
    expect(card.line).toBe('Dwarf Example 1');
    expect(card.health).toEqual({ label: 'Hit points', abbreviation: 'HP', current: 10, max: 29, state: 'Staggered' });
    expect(card.defence).toEqual({ label: 'Defenses', value: 'AC 12 · Fort 13 · Ref 12 · Will 10' });
    expect(card.xp).toEqual({ current: 0, next: 1_000 });
    // The word is the health state kept on the character (002:1449-1471).
    expect(orcusCard(doc({ hp: -5, deathSaveFailures: 3, state: 'dead' })).health?.state).toBe('Dead');
    expect(orcusCard(doc({ hp: -5, state: 'dying' })).health?.state).toBe('Dying');
    expect(orcusCard(doc({ hp: -5, state: 'stable' })).health?.state).toBe('Stable');
    expect(orcusCard(doc({ hp: 0, state: 'knocked-out' })).health?.state).toBe('Knocked out');
  });
});
