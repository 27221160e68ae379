/**
 * The device's sync settings (the group's server, its login, this device's name, the campaigns shared here), kept
 * in the device's own store under one settings key: never in a campaign, a file export or a backup, since it holds
 * passwords. Read defensively: a damaged value reads as "nothing shared yet" rather than stopping the app.
 */
import type { SheetsmithDb } from './db';

/** A login on the group's server. */
export interface StoredLogin {
  readonly name: string;
  /** The password, sealed by the platform where it can (Electron's safeStorage), else as typed. */
  readonly password: string;
  /** True when `password` is sealed and must be opened by the platform before use. */
  readonly sealed?: boolean;
}

/** One campaign shared on this device. */
export interface StoredLink {
  readonly campaignId: string;
  readonly name: string;
  readonly serverUrl: string;
  readonly database: string;
  readonly role: 'gm' | 'player';
  readonly login: StoredLogin;
  readonly since: string;
  /**
   * Revisions this device wrote to undo a refused change (its copy of the server's version, and the refused one
   * closed): never sent, and given way to whenever the server's document moves on. See SyncService.revert.
   */
  readonly unsent?: readonly string[];
  /** Documents (CouchDB ids) not sent from this device since a refused change to them was reverted. */
  readonly held?: readonly string[];
}

/** Everything sync keeps on the device. */
export interface StoredSyncSettings {
  /** The name other devices see beside this one's changes ("Ana's phone"). */
  readonly device: string;
  /** The GM's server and admin login (set in Settings → Sync); null until set. */
  readonly server: { readonly url: string; readonly login: StoredLogin } | null;
  readonly links: readonly StoredLink[];
}

/** The settings key sync keeps its settings under (never in a backup; see TransferRepository). */
export const SYNC_SETTINGS_KEY = 'sync';
const KEY = SYNC_SETTINGS_KEY;

function isLogin(value: unknown): value is StoredLogin {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['name'] === 'string' && typeof v['password'] === 'string' && (v['sealed'] === undefined || typeof v['sealed'] === 'boolean');
}

function isLink(value: unknown): value is StoredLink {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['campaignId'] === 'string' &&
    typeof v['name'] === 'string' &&
    typeof v['serverUrl'] === 'string' &&
    typeof v['database'] === 'string' &&
    (v['role'] === 'gm' || v['role'] === 'player') &&
    isLogin(v['login']) &&
    typeof v['since'] === 'string'
  );
}

/** A device name to start with: the platform's, with a few letters so two alike devices differ. */
export function defaultDeviceName(random: () => number = Math.random): string {
  const letters = Array.from({ length: 3 }, () => 'abcdefghjkmnpqrstuvwxyz'[Math.floor(random() * 23)] ?? 'x').join('');
  return `Device ${letters}`;
}

/** Reads and writes the sync settings. */
export class SyncSettingsRepository {
  constructor(private readonly db: SheetsmithDb) {}

  /** The settings, or the empty ones (with a fresh device name) when none are stored or they are damaged. */
  async load(): Promise<StoredSyncSettings> {
    const row = await this.db.settings.get(KEY);
    const value = row?.value;
    if (typeof value !== 'object' || value === null) return { device: defaultDeviceName(), server: null, links: [] };
    const v = value as Record<string, unknown>;
    const server = v['server'];
    const links = Array.isArray(v['links']) ? v['links'].filter(isLink) : [];
    return {
      device: typeof v['device'] === 'string' && v['device'].trim() !== '' ? v['device'] : defaultDeviceName(),
      server:
        typeof server === 'object' && server !== null && typeof (server as Record<string, unknown>)['url'] === 'string' && isLogin((server as Record<string, unknown>)['login'])
          ? { url: String((server as Record<string, unknown>)['url']), login: (server as { login: StoredLogin }).login }
          : null,
      links,
    };
  }

  /** Whether any campaign is shared on this device (read at start-up: no sync code loads when none is). */
  async anyShared(): Promise<boolean> {
    return (await this.load()).links.length > 0;
  }

  async save(settings: StoredSyncSettings): Promise<void> {
    await this.db.guardWrite(() => this.db.settings.put({ key: KEY, value: JSON.parse(JSON.stringify(settings)) as unknown }));
  }
}
