import type { CampaignId, CharacterId } from './ids';

export const CAMPAIGN_SCHEMA_VERSION = 1;

/** A game master's campaign: its name, system, party and notes. */
export interface CampaignDocument {
  readonly format: 'sheetsmith/campaign';
  readonly schemaVersion: number;
  readonly id: CampaignId;
  readonly name: string;
  /** Game system id the campaign plays, e.g. "dark-dungeons". */
  readonly system: string;
  /** Free notes about the campaign (setting, house rules, schedule). */
  readonly notes: string;
  /** Characters in the party, by id. */
  readonly members: readonly CharacterId[];
  readonly createdAt: string;
  readonly updatedAt: string;
}
