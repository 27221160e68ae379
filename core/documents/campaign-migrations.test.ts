import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import { CAMPAIGN_MIGRATIONS, migrateCampaign } from './campaign-migrations';
import { CAMPAIGN_SCHEMA_VERSION } from './campaign';
import { DocumentError } from './errors';
import type { Migration } from './migrations';
import { sampleCampaign } from './testing/fake-system';

/** A campaign as read from a file: a plain JSON object. */
const campaignJson = (): Record<string, unknown> => JSON.parse(JSON.stringify(sampleCampaign(['a', 'b']))) as Record<string, unknown>;

/**
 * The campaign migrations that have shipped (none yet: the campaign schema is still at version 1). When a version
 * ships, record its step here as migrations.test.ts does for characters; the list must stay a prefix of the steps.
 */
const SHIPPED_FROM: readonly number[] = [];

describe('campaign migrations', () => {
  it('are contiguous from version 1 to the current version, with every shipped step first', () => {
    expect(CAMPAIGN_MIGRATIONS.map((m) => m.from)).toEqual(Array.from({ length: CAMPAIGN_SCHEMA_VERSION - 1 }, (_, i) => i + 1));
    expect(CAMPAIGN_MIGRATIONS.slice(0, SHIPPED_FROM.length).map((m) => m.from)).toEqual(SHIPPED_FROM);
  });

  it('each has a fixture of the version before it', () => {
    for (const m of CAMPAIGN_MIGRATIONS) {
      expect(existsSync(new URL(`./fixtures/campaign-v${m.from}.json`, import.meta.url)), `campaign-v${m.from}.json`).toBe(true);
    }
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
