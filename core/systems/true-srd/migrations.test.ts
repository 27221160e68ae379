/**
 * True SRD data version 1 → 2, on a fixture of the older shape typed here as version 1 wrote it: the dying state is
 * added to the track, the readings' house-rule lines leave `houseRules` (the footer prints them from the data), and
 * nothing else changes. The step is total (odd input passes through) and a second run changes nothing. A version-1
 * file that reaches the import before the step runs is repaired field by field, with a report.
 */
import { describe, expect, it } from 'vitest';
import { exportCharacter, importDocument } from '../../documents/import';
import type { AnySystem } from '../types';
import { TRUE_SRD_DATA_VERSION, TRUE_SRD_MIGRATIONS } from './migrations';
import { trueSrd } from './system';

/** A wounded, dying True SRD character as version 1 stored it: no `stable` or `dyingChecks`, the readings in `houseRules`. */
const V1 = {
  format: 'sheetsmith/character',
  schemaVersion: 4,
  id: 'v1-mara',
  system: 'true-srd',
  name: 'Mara Vell',
  status: 'complete',
  creationStep: 'review',
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
  data: {
    concept: '',
    role: 'Warrior',
    level: 3,
    abilities: { str: 1, dex: 2, con: 2, int: 0, wis: 1, cha: -1 },
    abilityDamage: { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 },
    size: 'medium',
    baseSpeed: 30,
    combat: { combatBonus: 3, fortitude: 2, reflex: 1, will: 1 },
    armor: { name: 'Leather', toughness: 1 },
    toughnessFeats: 0,
    defenseMisc: 0,
    initiativeMisc: 0,
    canParry: false,
    weapons: [],
    equipment: [],
    skills: [],
    feats: [],
    powers: [],
    conviction: 1,
    damage: { bruised: 1, dazed: true, staggered: true, unconscious: true, hurt: 1, wounded: true, disabled: true, dying: true, dead: false },
    fatigue: 0,
    variants: { allOut: 'line-10', exhausted: 'line-366', dying: 'line-343', naturalTwentySpares: true },
    notes: '',
  },
  overrides: {},
  houseRules: ['Exhausted is −6 Str and Dex (003:366, not 003:352)', 'Critical hits on a 19 (our table)'],
  history: [],
};

const step = TRUE_SRD_MIGRATIONS[0];

describe('True SRD data version 1 → 2', () => {
  it('is the one step, from version 1, to the version this build writes', () => {
    expect(TRUE_SRD_MIGRATIONS.map((m) => m.from)).toEqual([1]);
    expect(TRUE_SRD_DATA_VERSION).toBe(2);
    expect(trueSrd.records).toMatchObject({ dataVersion: 2 });
  });

  it('adds the dying state, moves the readings out of the house rules and keeps everything else', () => {
    const notes: string[] = [];
    const up = step?.up(structuredClone(V1), notes) as typeof V1 & { dataVersion: number; data: { damage: Record<string, unknown> } };
    expect(up.data.damage).toEqual({ ...V1.data.damage, stable: false, dyingChecks: 0 });
    expect(up.houseRules).toEqual(['Critical hits on a 19 (our table)']);
    expect(up.dataVersion).toBe(2);
    expect({ ...up, data: { ...up.data, damage: V1.data.damage }, houseRules: V1.houseRules, dataVersion: undefined }).toEqual({ ...V1, dataVersion: undefined });
    expect(notes).toEqual(['The character was dying; how many dying checks it had made was not kept, so the next is taken as its first (003:343, 003:363).']);
    // What the data said is still printed: the reading comes back in the footer, from the data.
    const doc = { ...up, schemaVersion: 4 } as unknown as Parameters<typeof trueSrd.sheet>[0];
    expect(trueSrd.checkShape(up.data)).toEqual([]);
    expect(trueSrd.sheet(doc, '2026-05-02').footer.houseRules).toEqual(['Critical hits on a 19 (our table)', 'Exhausted is −6 Str and Dex (003:366, not 003:352)']);
  });

  it('changes nothing a second time, and passes odd input through without throwing', () => {
    const once = step?.up(structuredClone(V1), []);
    expect(step?.up(structuredClone(once ?? {}), [])).toEqual(once);
    expect(step?.up({ data: 'not an object', houseRules: 'nor a list' }, [])).toEqual({ data: 'not an object', houseRules: 'nor a list', dataVersion: 2 });
  });
});

describe('a version-1 file at the import', () => {
  const systems = (id: string): AnySystem | undefined => (id === trueSrd.id ? trueSrd : undefined);
  it('is repaired with a sentence for each missing field, then exports and re-imports byte for byte', () => {
    const back = importDocument(JSON.stringify(V1), { systems });
    if (!back.ok) throw new Error(back.error);
    expect(back.report.filter((r) => /stable|dyingChecks/.test(r))).toEqual([
      expect.stringMatching(/data\.damage was written before version 2 of the True SRD data; it was given stable: false and dyingChecks: 0\./),
    ]);
    const doc = back.doc;
    if (!('data' in doc)) throw new Error('not a character');
    expect((doc.data as { damage: unknown }).damage).toEqual({ ...V1.data.damage, stable: false, dyingChecks: 0 });
    const text = exportCharacter(doc);
    const again = importDocument(text, { systems });
    expect(again.ok && again.report).toEqual([]);
    expect(again.ok && 'data' in again.doc && exportCharacter(again.doc)).toBe(text);
  });
});
