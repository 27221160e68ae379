import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import { CAMPAIGN_MIGRATIONS, migrateCampaign } from './campaign-migrations';
import { CAMPAIGN_SCHEMA_VERSION, CAMPAIGN_TABLE_KEYS } from './campaign';
import { DocumentError } from './errors';
import type { Migration } from './migrations';
import { sampleCampaign } from './testing/fake-system';

const fixtureUrl = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(fixtureUrl(name), 'utf8')) as Record<string, unknown>;

/** A campaign as read from a file: a plain JSON object. */
const campaignJson = (): Record<string, unknown> => JSON.parse(JSON.stringify(sampleCampaign(['a', 'b']))) as Record<string, unknown>;

/**
 * What a migration does, as a short hash: its description and what it makes of the fixture of its version and of two
 * hand-made documents (a bare one, and one that already has fields the step adds). Editing a shipped step changes
 * its fingerprint; formatting its code does not.
 */
function fingerprint(m: Migration): string {
  const probes = [
    fixture(`campaign-v${m.from}.json`),
    { schemaVersion: m.from },
    { schemaVersion: m.from, name: 'Probe', members: ['x', 7], journal: [{ id: 'j' }], combat: { id: 'c' }, extra: 'kept' },
  ];
  const outputs = probes.map((p) => m.up(structuredClone(p)));
  return createHash('sha256').update(canonicalJson([m.from, m.describe, outputs])).digest('hex').slice(0, 16);
}

/**
 * The campaign migrations that have shipped, with their fingerprints. A shipped step is never edited (a fix is a new
 * step): a change here is a bug in the migration, not in this list. When a new schema version ships, append its line.
 */
const SHIPPED: readonly { readonly from: number; readonly fingerprint: string }[] = [
  { from: 1, fingerprint: 'a926a2ed433d14ef' }, // issue 13: roles, house rules, journal, treasure, clock, dice log, combat
  { from: 2, fingerprint: '2eb52a0e2269184d' }, // issue 18: monsters in their system's terms, members' conditions on characters
];

describe('campaign migrations', () => {
  it('are contiguous from version 1 to the current version', () => {
    expect(CAMPAIGN_MIGRATIONS.map((m) => m.from)).toEqual(Array.from({ length: CAMPAIGN_SCHEMA_VERSION - 1 }, (_, i) => i + 1));
  });

  it('are append-only: every shipped step is still there, first, and unchanged', () => {
    expect(CAMPAIGN_MIGRATIONS.length).toBeGreaterThanOrEqual(SHIPPED.length);
    SHIPPED.forEach((shipped, i) => {
      const m = CAMPAIGN_MIGRATIONS[i];
      expect(m?.from).toBe(shipped.from);
      if (m) expect(fingerprint(m), `campaign migration from version ${shipped.from} was edited after it shipped`).toBe(shipped.fingerprint);
    });
  });

  it('the fingerprint notices a changed step', () => {
    const first = CAMPAIGN_MIGRATIONS[0]!;
    expect(fingerprint({ ...first, up: (doc) => ({ ...first.up(doc), combat: {} }) })).not.toBe(SHIPPED[0]?.fingerprint);
    expect(fingerprint({ ...first, describe: `${first.describe} ` })).not.toBe(SHIPPED[0]?.fingerprint);
  });

  it('each has a fixture of the version before it', () => {
    for (const m of CAMPAIGN_MIGRATIONS) {
      expect(existsSync(fixtureUrl(`campaign-v${m.from}.json`)), `campaign-v${m.from}.json`).toBe(true);
    }
  });

  it('upgrade the version-2 fixture: monsters become model inputs and figures, every other field kept', () => {
    const v2 = fixture('campaign-v2.json');
    const { doc, applied } = migrateCampaign(structuredClone(v2));
    expect(applied).toEqual([expect.stringMatching(/^Campaign schema 2 → 3: Monsters are kept in their game system’s own terms/)]);
    expect(doc['schemaVersion']).toBe(3);
    // A saved monster keeps every figure the GM typed, as the Dark Dungeons model's inputs (blank: from the table).
    expect(doc['monsters']).toEqual([
      { id: 'mo1', name: 'Ogre', input: { hitDice: '4+1', hp: '', defence: '5', damage: '2d6', attackBonus: '', xp: '' }, initiativeModifier: 0, notes: 'Under the bridge' },
      { id: 'mo2', name: 'Ghoul', input: { hitDice: '2*', hp: '11', defence: '6', damage: '1d3/1d3/1d3', attackBonus: '2', xp: '30' }, initiativeModifier: 1, notes: '' },
    ]);
    const combat = doc['combat'] as { combatants: { monster: unknown }[]; log: { before?: { combatants?: { monster: unknown }[] } }[]; conditions: unknown[] };
    expect(combat.combatants[1]?.monster).toEqual({ summary: 'Hit dice 4+1', hp: 20, maxHp: 25, defences: [{ label: 'AC', value: '5' }], attacks: ['+5 to hit, 2d6'], xp: 125, figures: expect.stringContaining('§11.3') });
    expect(combat.log[1]?.before?.combatants?.[1]?.monster).toMatchObject({ summary: 'Hit dice 4+1', hp: 25 });
    // Members' conditions stay where schema 2 kept them until the app moves them onto the characters.
    expect(combat.conditions).toEqual((v2['combat'] as { conditions: unknown[] }).conditions);
    expect(doc['conditions']).toEqual(v2['conditions']);
    const journal = doc['journal'] as { combats: { defeated: unknown[] }[] }[];
    expect(journal[0]?.combats[0]?.defeated).toEqual([{ name: 'Orc 1', summary: 'Hit dice 1', xp: 10 }]);
    for (const key of ['id', 'name', 'members', 'memberDetails', 'treasure', 'clock', 'notes']) expect(doc[key], key).toEqual(v2[key]);
  });

  it('upgrade the version-1 fixture, keeping every field it had and adding the table empty', () => {
    const v1 = fixture('campaign-v1.json');
    const before = canonicalJson(v1);
    const { doc, applied } = migrateCampaign(v1);
    expect(canonicalJson(v1)).toBe(before); // the input is not touched
    expect(applied).toEqual([expect.stringMatching(/^Campaign schema 1 → 2: Version 1 had no member roles/), expect.stringMatching(/^Campaign schema 2 → 3: /)]);
    expect(doc['schemaVersion']).toBe(3);
    for (const [key, value] of Object.entries(v1)) if (key !== 'schemaVersion') expect(doc[key], key).toEqual(value);
    for (const key of CAMPAIGN_TABLE_KEYS) expect(doc, key).toHaveProperty(key);
    const members = v1['members'] as string[];
    // Every member of a version-1 party becomes a player character with no player named.
    expect(doc['memberDetails']).toEqual(Object.fromEntries(members.map((id) => [id, { role: 'pc', player: '', xpSharePercent: null }])));
    expect(doc).toMatchObject({ journal: [], treasure: [], diceLog: [], combat: null, houseRules: { multiLevelPerAward: null, initiative: null }, clock: { elapsedSeconds: 0, timers: [] } });
  });

  it('keep version-2 fields a hand-made version-1 file already has', () => {
    const { doc } = migrateCampaign({ schemaVersion: 1, members: ['a'], journal: [{ id: 'j' }], houseRules: { multiLevelPerAward: true } });
    expect(doc['journal']).toEqual([{ id: 'j' }]);
    expect(doc['houseRules']).toEqual({ multiLevelPerAward: true });
    expect(doc['memberDetails']).toEqual({ a: { role: 'pc', player: '', xpSharePercent: null } });
  });

  it('return a current campaign as it is, without running any step or touching the input', () => {
    const doc = campaignJson();
    const before = canonicalJson(doc);
    // A step that would fail loudly if it ran: a current document must not go through any.
    const trap: Migration = {
      from: CAMPAIGN_SCHEMA_VERSION,
      describe: 'must not run',
      up: () => {
        throw new Error('a step ran on a current campaign');
      },
    };
    const outcome = migrateCampaign(doc, [...CAMPAIGN_MIGRATIONS, trap]);
    expect(outcome.doc).toBe(doc);
    expect(outcome.applied).toHaveLength(0);
    expect(canonicalJson(doc)).toBe(before);
    expect(outcome.doc['members']).toEqual(['a', 'b']);
  });

  it('refuse a newer or missing schema version with a sentence', () => {
    expect(() => migrateCampaign({ schemaVersion: CAMPAIGN_SCHEMA_VERSION + 1 })).toThrow(DocumentError);
    expect(() => migrateCampaign({ schemaVersion: CAMPAIGN_SCHEMA_VERSION + 1 })).toThrow(
      `This campaign was saved by a newer Sheetsmith (schema ${CAMPAIGN_SCHEMA_VERSION + 1}; this version reads up to ${CAMPAIGN_SCHEMA_VERSION}). Update Sheetsmith to open it.`,
    );
    for (const bad of [{}, { schemaVersion: 0 }, { schemaVersion: 1.5 }, { schemaVersion: '1' }]) {
      expect(() => migrateCampaign(bad), JSON.stringify(bad)).toThrow(/no valid schema version/);
    }
  });
});
