import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { migrateCharacter, CHARACTER_MIGRATIONS } from './migrations';
import { CHARACTER_SCHEMA_VERSION } from './character';
import { DocumentError } from './errors';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('character migrations', () => {
  it('are append-only and contiguous from version 1 to the current version', () => {
    expect(CHARACTER_MIGRATIONS.map((m) => m.from)).toEqual(
      Array.from({ length: CHARACTER_SCHEMA_VERSION - 1 }, (_, i) => i + 1),
    );
  });

  it('upgrade a schema-1 fixture to the current schema, keeping every original field', () => {
    const v1 = fixture('character-v1.json');
    const { doc, applied } = migrateCharacter(v1);
    expect(doc['schemaVersion']).toBe(CHARACTER_SCHEMA_VERSION);
    expect(doc['name']).toBe(v1['name']);
    expect(doc['data']).toEqual(v1['data']);
    expect(doc['overrides']).toEqual({});
    expect(doc['history']).toEqual([]);
    expect(doc['status']).toBe('complete');
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatch(/^Schema 1 → 2/);
  });

  it('leave a current document untouched', () => {
    const current = { ...migrateCharacter(fixture('character-v1.json')).doc };
    const { doc, applied } = migrateCharacter(current);
    expect(doc).toEqual(current);
    expect(applied).toEqual([]);
  });

  it('refuse a newer or missing schema version with a sentence', () => {
    const newer = { ...fixture('character-v1.json'), schemaVersion: CHARACTER_SCHEMA_VERSION + 1 };
    expect(() => migrateCharacter(newer)).toThrow(DocumentError);
    expect(() => migrateCharacter(newer)).toThrow(/newer Sheetsmith/);
    expect(() => migrateCharacter({ name: 'x' })).toThrow(/no valid schema version/);
    expect(() => migrateCharacter({ schemaVersion: 1.5 })).toThrow(/no valid schema version/);
  });
});
