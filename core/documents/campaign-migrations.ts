import { DocumentError } from './errors';
import { CAMPAIGN_SCHEMA_VERSION } from './campaign';
import type { JsonObject, Migration, MigrationOutcome } from './migrations';

/**
 * Ordered, append-only list of campaign migrations. Empty while the campaign schema is at version 1; the first
 * change to CampaignDocument adds `{ from: 1, ... }` here, and a fixture of version 1 beside its test.
 */
export const CAMPAIGN_MIGRATIONS: readonly Migration[] = [];

/**
 * Upgrades a campaign document to CAMPAIGN_SCHEMA_VERSION, step by step, like migrateCharacter does for
 * characters. Refuses a newer version (its fields cannot be known) and a missing or malformed one.
 */
export function migrateCampaign(doc: JsonObject, migrations = CAMPAIGN_MIGRATIONS): MigrationOutcome {
  const version = doc['schemaVersion'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new DocumentError('invalid', 'The campaign has no valid schema version, so it cannot be read safely.', 'schemaVersion');
  }
  if (version > CAMPAIGN_SCHEMA_VERSION) {
    throw new DocumentError(
      'newer-version',
      `This campaign was saved by a newer Sheetsmith (schema ${version}; this version reads up to ${CAMPAIGN_SCHEMA_VERSION}). Update Sheetsmith to open it.`,
      'schemaVersion',
    );
  }
  let current = doc;
  const applied: string[] = [];
  for (let v = version; v < CAMPAIGN_SCHEMA_VERSION; v++) {
    const step = migrations.find((m) => m.from === v);
    if (!step) throw new DocumentError('invalid', `No upgrade path from campaign schema version ${v}.`, 'schemaVersion');
    current = step.up(current);
    applied.push(`Campaign schema ${v} → ${v + 1}: ${step.describe}`);
  }
  return { doc: current, applied };
}
