import { describe, expect, it } from 'vitest';
import { checkOrcusShape } from './shape';
import { newOrcusData } from './character';
import { dataWith, item } from './testing/fixtures';

const STANDARD = { str: 16, con: 14, dex: 14, int: 12, wis: 11, cha: 8 };
/** A deep copy as plain JSON, as an imported file arrives. */
const json = (v: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;

describe('checkOrcusShape', () => {
  it('accepts a fresh payload and a full one', () => {
    expect(checkOrcusShape(newOrcusData())).toEqual([]);
    expect(checkOrcusShape(dataWith(STANDARD, { equipment: [item('plate', true, 2)] }))).toEqual([]);
  });

  it('refuses what is not an object', () => {
    expect(checkOrcusShape(null)).toEqual([{ path: 'data', message: 'data: should be an object' }]);
  });

  it('clamps a number out of range, rounds a fraction and repairs one too large to hold', () => {
    const d = json(dataWith(STANDARD));
    d['level'] = 31;
    d['xp'] = 2.5;
    (d['vitals'] as Record<string, unknown>)['deathSaveFailures'] = Number('1e400'); // as JSON.parse reads 1e400 from a file
    const problems = checkOrcusShape(d);
    // 31 → 30; 2.5 rounds to 3; a number too large to hold lands on the top of what the app holds (4 failures break a
    // rule and are held as they are, issue 19; 1e400 is not a number at all).
    expect(problems.map((p) => (p.repair && 'value' in p.repair ? p.repair.value : null))).toEqual([30, 3, 100]);
    expect(problems[0]?.message).toBe('data.level: is outside 1 to 30 (31)');
    expect(problems[1]?.repair?.note).toBe('data.xp was 2.5 (not a whole number); it was set to 3.');
  });

  it('drops an unknown field and refuses a missing one', () => {
    const d = json(newOrcusData());
    d['hitDice'] = 4;
    delete d['kit'];
    const problems = checkOrcusShape(d);
    expect(problems.map((p) => p.message)).toEqual(['data.kit: should be text', 'data.hitDice: is not an Orcus field']);
    expect(problems[1]?.repair).toEqual({ kind: 'drop', at: ['hitDice'], note: 'The unknown field "hitDice" in data was dropped.' });
  });

  it('refuses text and lists too long rather than cutting them', () => {
    const d = json(newOrcusData());
    d['notes'] = 'x'.repeat(200_001);
    d['feats'] = Array.from({ length: 201 }, () => ({ name: 'f', level: 1, note: '' }));
    const problems = checkOrcusShape(d);
    expect(problems.map((p) => p.message)).toEqual([
      'data.notes: is 200,001 characters long; at most 200,000 are kept, so it was not cut',
      'data.feats: has 201 entries; at most 200 are allowed',
    ]);
    expect(problems.every((p) => p.repair === undefined)).toBe(true);
  });

  it('gives a repeated item id a fresh one', () => {
    const d = json(dataWith(STANDARD, { equipment: [item('leather'), item('leather')] }));
    const problems = checkOrcusShape(d);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.repair).toMatchObject({ kind: 'set', at: ['equipment', 1, 'id'], value: 'leather-2' });
  });

  it('repairs a final score above 30 through the ancestry bonus, never the generated score', () => {
    const d = json(dataWith({ ...STANDARD, str: 30 }, { ancestry: { ...newOrcusData().ancestry, abilityBonuses: { str: 4, con: 0, dex: 0, int: 0, wis: 0, cha: 0 } } }));
    const problems = checkOrcusShape(d);
    expect(problems.map((p) => p.repair)).toEqual([{ kind: 'set', at: ['ancestry', 'abilityBonuses', 'str'], value: 0, note: 'The str ancestry bonus made the final score 34, outside 1 to 30; it was changed to 0 (score 30).' }]);
  });

  it('checks dice of rolled scores as d6 faces', () => {
    const d = json(newOrcusData());
    (d['abilities'] as Record<string, unknown>)['rolls'] = [[7, 1, 1, 1]];
    expect(checkOrcusShape(d)[0]?.message).toBe('data.abilities.rolls[0][0]: is outside 1 to 6 (7)');
  });
});
