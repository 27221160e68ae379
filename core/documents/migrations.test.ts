import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indentedCanonicalJson } from './testing/indented-json';
import { migrateCharacter, CHARACTER_MIGRATIONS, type Migration } from './migrations';
import { CHARACTER_SCHEMA_VERSION } from './character';
import { DocumentError } from './errors';
import { loadAllSystems } from '../systems/registry';

/** Every system, loaded: a step with a part in each system runs it as the app does. */
const systems = await loadAllSystems();

const fixtureUrl = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(fixtureUrl(name), 'utf8')) as Record<string, unknown>;

/**
 * What a migration does, as a short hash: its description and what it makes of the fixture of its version and of two
 * hand-made documents (a bare one, and one that already has every field the first migration adds). Editing a shipped
 * step changes its fingerprint; formatting its code does not, nor does a change of how files are laid out (the hash is
 * over the indented JSON the fingerprints were first recorded with). The probes run with every system loaded, so a
 * step's parts that moved into the systems (schema 2 → 3's readings of level-ups and trainings) are fingerprinted too.
 */
function fingerprint(m: Migration): string {
  const probes = [
    fixture(`character-v${m.from}.json`),
    { schemaVersion: m.from },
    { schemaVersion: m.from, name: 'Probe', status: 'draft', overrides: { ac: 3 }, houseRules: ['x'], history: [{ id: 'h' }], extra: 'kept' },
  ];
  const outputs = probes.map((p) => m.up(structuredClone(p), undefined, systems));
  return createHash('sha256').update(indentedCanonicalJson([m.from, m.describe, outputs])).digest('hex').slice(0, 16);
}

/**
 * The migrations that have shipped, with their fingerprints, recorded when each was released. A shipped step is
 * never edited (a fix is a new step): a change here is a bug in the migration, not in this list. When a new schema
 * version ships, append its line.
 */
const SHIPPED: readonly { readonly from: number; readonly fingerprint: string }[] = [
  { from: 1, fingerprint: 'dc05d22884576449' }, // 0.1.0: draft state, overrides, house rules and history added
  { from: 2, fingerprint: 'ae0bdc64fb97df58' }, // schema 3: history entries keep typed payloads and reverse patches, not whole copies
  { from: 3, fingerprint: '391f8815e2c81843' }, // schema 4: conditions and the data version on the character, fields on each entry
];

describe('character migrations', () => {
  it('are contiguous from version 1 to the current version', () => {
    expect(CHARACTER_MIGRATIONS.map((m) => m.from)).toEqual(
      Array.from({ length: CHARACTER_SCHEMA_VERSION - 1 }, (_, i) => i + 1),
    );
  });

  it('are append-only: every shipped step is still there, first, and unchanged', () => {
    expect(CHARACTER_MIGRATIONS.length).toBeGreaterThanOrEqual(SHIPPED.length);
    SHIPPED.forEach((shipped, i) => {
      const m = CHARACTER_MIGRATIONS[i];
      expect(m?.from).toBe(shipped.from);
      if (m) expect(fingerprint(m), `migration from version ${shipped.from} was edited after it shipped`).toBe(shipped.fingerprint);
    });
  });

  it('the fingerprint notices a changed step', () => {
    const first = CHARACTER_MIGRATIONS[0]!;
    expect(fingerprint({ ...first, up: (doc) => ({ ...first.up(doc), status: 'draft' }) })).not.toBe(SHIPPED[0]?.fingerprint);
    expect(fingerprint({ ...first, describe: `${first.describe} ` })).not.toBe(SHIPPED[0]?.fingerprint);
  });

  it('each has a fixture of the version before it', () => {
    for (const m of CHARACTER_MIGRATIONS) expect(existsSync(fixtureUrl(`character-v${m.from}.json`)), `character-v${m.from}.json`).toBe(true);
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
    expect(applied).toHaveLength(CHARACTER_SCHEMA_VERSION - 1);
    expect(applied[0]).toMatch(/^Schema 1 → 2/);
  });

  it('keep the fields a version-1 document already has', () => {
    const { doc } = migrateCharacter({ schemaVersion: 1, status: 'draft', houseRules: ['x'] });
    expect(doc).toMatchObject({ status: 'draft', houseRules: ['x'], overrides: {}, history: [] });
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
