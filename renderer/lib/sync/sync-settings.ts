/**
 * What a device keeps about the group's CouchDB server and the campaigns it shares: kept on the device only (never
 * in a campaign, a backup or an export), since it holds the login.
 */

import type { ServerLogin } from './server-setup';

export type { ServerLogin } from './server-setup';

/** One campaign this device shares through the server. */
export interface SharedCampaignLink {
  readonly campaignId: string;
  /** The campaign's name when it was shared or joined, for lists before its database is open. */
  readonly name: string;
  /** The server's URL (no database, no login), e.g. https://couch.example.org:5984. */
  readonly serverUrl: string;
  /** The table database on the server (campaign-<id>). */
  readonly database: string;
  /** 'gm' on the device that shared it (the GM's login), 'player' where it was joined. */
  readonly role: 'gm' | 'player';
  /** The login this device replicates with. */
  readonly login: ServerLogin;
  readonly since: string;
}

/** The server database URL of a link. */
export function databaseUrl(link: Pick<SharedCampaignLink, 'serverUrl' | 'database'>): string {
  return `${link.serverUrl.replace(/\/+$/, '')}/${encodeURIComponent(link.database)}`;
}
