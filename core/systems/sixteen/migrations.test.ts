/**
 * The "16+" data migration 1 → 2 on fixtures of version 1 (no health state, no non-living flag): the state is read
 * from the hit points as 001:10-12 give it, a payload that has it keeps it, anything at all is handled; and a
 * version-1 file imports, repaired the same way and said so.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { exportCharacter, importDocument } from '../../documents/import';
import type { AnySystem } from '../types';
import { HEALTHY } from './character';
import { HEALTH_ON_THE_CHARACTER, healthOfVersion1 } from './migrations';
import { sixteen } from './system';

const NOW = '2026-11-22T00:00:00.000Z';
const systems = (id: string): AnySystem | undefined => (id === sixteen.id ? sixteen : undefined);

/** A character as data version 1 wrote it: HD 4, CON +1 (dead at −7, 001:12), the hit points given. */
function version1(current: number): Record<string, unknown> {
  const doc = sixteen.quick(createSeededRandom(7), { id: 'v1', now: NOW });
  const { health: _h, nonLiving: _n, ...data } = doc.data;
  const { dataVersion: _v, ...envelope } = doc;
  return JSON.parse(JSON.stringify({ ...envelope, data: { ...data, hitDice: 4, stats: { ...data.stats, con: 1 }, hitPoints: { max: 30, current } } })) as Record<string, unknown>;
}

const up = (doc: Record<string, unknown>) => {
  const notes: string[] = [];
  return { doc: HEALTH_ON_THE_CHARACTER.up(doc, notes), notes };
};
const dataOf = (doc: Record<string, unknown>) => doc['data'] as Record<string, unknown>;

describe('16+ data 1 → 2', () => {
  it('reads the state from the hit points: above 0 well, below 0 bleeding, at −7 dead (001:10-12)', () => {
    expect(dataOf(up(version1(12)).doc)).toMatchObject({ health: HEALTHY, nonLiving: false });
    expect(dataOf(up(version1(-3)).doc)['health']).toEqual({ ...HEALTHY, bleeding: true });
    expect(dataOf(up(version1(-7)).doc)['health']).toEqual({ ...HEALTHY, dead: true });
    expect(up(version1(0)).doc['dataVersion']).toBe(2);
  });

  it('keeps a state already there (the step may meet a payload written by this version)', () => {
    const doc = version1(-3);
    const kept = { ...HEALTHY, stunSave: { cause: 'blow', damage: 20 } };
    const migrated = up({ ...doc, data: { ...dataOf(doc), health: kept, nonLiving: true } }).doc;
    expect(dataOf(migrated)).toMatchObject({ health: kept, nonLiving: true });
  });

  it('is total: data that is not an object is left with a note, unreadable numbers count as a fresh character’s', () => {
    const odd = up({ format: 'sheetsmith/character', data: 'garbage' });
    expect(odd.doc['data']).toBe('garbage');
    expect(odd.notes).toHaveLength(1);
    expect(healthOfVersion1({ hitPoints: 'x', hitDice: null, stats: [] })).toEqual(HEALTHY);
  });

  it('the migrated character passes the shape check and the rules', () => {
    const migrated = up(version1(-3)).doc;
    expect(sixteen.checkShape(migrated['data'])).toEqual([]);
  });

  it('a version-1 file imports (the shared import runs no system migration yet) and reads as the migration would', () => {
    const back = importDocument(JSON.stringify(version1(-3)), { systems });
    if (!back.ok || back.kind !== 'character') throw new Error(back.ok ? 'not a character' : back.error);
    const doc = { ...sixteen.quick(createSeededRandom(7), { id: 'v1', now: NOW }), data: back.doc.data as never };
    expect(sixteen.play.status(doc)).toMatchObject({ word: 'Unconscious, bleeding', dying: true });
    // Its first change in play writes the state down.
    const bled = sixteen.play.run(doc, 'bleed', {}, createSeededRandom(1));
    expect('data' in bled && bled.data.health).toEqual({ ...HEALTHY, bleeding: true });
  });

  it('a version-2 character round-trips with nothing to repair', () => {
    const doc = sixteen.quick(createSeededRandom(8), { id: 'v2', now: NOW });
    const text = exportCharacter(doc);
    const back = importDocument(text, { systems });
    if (!back.ok || back.kind !== 'character') throw new Error(back.ok ? 'not a character' : back.error);
    expect(back.report).toEqual([]);
    expect(exportCharacter(back.doc)).toBe(text);
  });
});
