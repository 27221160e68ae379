import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MIGRATIONS, migrateCampaign } from './campaign-migrations';
import { CAMPAIGN_SCHEMA_VERSION } from './campaign';
import { DocumentError } from './errors';
import { sampleCampaign } from './testing/fake-system';

describe('campaign migrations', () => {
  it('are append-only and contiguous from version 1 to the current version', () => {
    expect(CAMPAIGN_MIGRATIONS.map((m) => m.from)).toEqual(
      Array.from({ length: CAMPAIGN_SCHEMA_VERSION - 1 }, (_, i) => i + 1),
    );
  });

  it('leave a current campaign untouched', () => {
    const doc = { ...sampleCampaign(['a']) } as unknown as Record<string, unknown>;
    expect(migrateCampaign(doc)).toEqual({ doc, applied: [] });
  });

  it('refuse a newer or missing schema version with a sentence', () => {
    expect(() => migrateCampaign({ schemaVersion: CAMPAIGN_SCHEMA_VERSION + 1 })).toThrow(DocumentError);
    expect(() => migrateCampaign({ schemaVersion: 99 })).toThrow(/^This campaign was saved by a newer Sheetsmith \(schema 99; this version reads up to 1\)\. Update Sheetsmith to open it\.$/);
    expect(() => migrateCampaign({})).toThrow(/no valid schema version/);
    expect(() => migrateCampaign({ schemaVersion: 0 })).toThrow(/no valid schema version/);
  });
});
