import { DocumentError } from './errors';
import { CAMPAIGN_SCHEMA_VERSION, CAMPAIGN_TABLE_KEYS, type CampaignDocument, type MemberDetails } from './campaign';
import { runMigrations, type JsonObject, type Migration, type MigrationOutcome } from './migrations';
import { monstersToSchema3 } from './campaign-migration-2-to-3';

/** Every member of a version-1 party as a player character with no player named yet (version 1 had no roles). */
function v1MemberDetails(members: unknown): Record<string, MemberDetails> {
  const ids = Array.isArray(members) ? members.filter((m): m is string => typeof m === 'string' && m !== '') : [];
  return Object.fromEntries(ids.map((id): [string, MemberDetails] => [id, { role: 'pc', player: '', xpSharePercent: null }]));
}

/**
 * Ordered, append-only list of campaign migrations. Once shipped, a step is never edited; a fix is a new step, with a
 * fixture of the version before it in fixtures/campaign-v<from>.json.
 */
export const CAMPAIGN_MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    describe:
      'Version 1 had no member roles, house rules, journal, treasure ledger, clock, dice log, conditions, saved monsters or combat; they were added empty, every member as a player character.',
    // The fields the file already has come last, so they win: a hand-made version-1 file that already holds some of
    // them keeps them (the importer's checks then read them as any version-2 field).
    // The defaults are written out here, not taken from the current code, so the step never changes once shipped.
    up: (doc) => ({
      houseRules: { multiLevelPerAward: null, initiative: null },
      journal: [],
      treasure: [],
      clock: { elapsedSeconds: 0, timers: [] },
      diceLog: [],
      customConditions: [],
      conditions: [],
      monsters: [],
      combat: null,
      memberDetails: v1MemberDetails(doc['members']),
      ...doc,
      schemaVersion: 2,
    }),
  },
  {
    from: 2,
    describe:
      'Monsters are kept in their game system’s own terms: a saved monster as the inputs of the system’s monster model, a monster in a fight as its figures; members’ conditions move onto their characters when the campaign is opened.',
    up: monstersToSchema3,
  },
];

/**
 * Upgrades a campaign document to CAMPAIGN_SCHEMA_VERSION, step by step, like migrateCharacter does for
 * characters. Refuses a newer version (its fields cannot be known) and a missing or malformed one.
 */
export function migrateCampaign(doc: JsonObject, migrations = CAMPAIGN_MIGRATIONS): MigrationOutcome {
  return runMigrations(doc, migrations, { current: CAMPAIGN_SCHEMA_VERSION, noun: 'campaign', label: 'Campaign schema' });
}

/** Whether a migrated record is a campaign at the current schema with every field (what the migrations promise). */
function isCurrentCampaign(record: JsonObject): record is JsonObject & CampaignDocument {
  return (
    record['format'] === 'sheetsmith/campaign' &&
    record['schemaVersion'] === CAMPAIGN_SCHEMA_VERSION &&
    Array.isArray(record['members']) &&
    CAMPAIGN_TABLE_KEYS.every((key) => key in record)
  );
}

/**
 * A campaign the store kept from an older Sheetsmith, at the current schema. The store's rows were checked when they
 * came in, so only the migrations run here (an untrusted file goes through checkCampaign instead). Fields set to
 * undefined count as absent, so the migration fills them in. Throws a DocumentError when the result is not a campaign.
 */
export function upgradeStoredCampaign(doc: CampaignDocument): CampaignDocument {
  const fields = Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== undefined));
  const migrated = migrateCampaign(fields).doc;
  if (!isCurrentCampaign(migrated)) {
    throw new DocumentError('invalid', `The campaign “${doc.name}” could not be upgraded to this version of Sheetsmith.`);
  }
  return migrated;
}
