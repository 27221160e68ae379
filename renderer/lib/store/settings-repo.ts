import type { SheetsmithDb } from './db';

/** The user's settings, with their defaults. */
export interface Settings {
  /** "system" follows the OS. */
  readonly theme: 'system' | 'light' | 'dark';
  /** ISO time of the last full backup, or null when none was ever made. */
  readonly lastBackupAt: string | null;
  /**
   * ISO time a backup was last restored onto this device, or null when none was. Written by
   * TransferRepository.restoreAll inside the restore itself, so it is there exactly when the restore happened.
   */
  readonly lastRestoreAt: string | null;
  /** Days after which Settings reminds the user to back up; 0 turns the reminder off. */
  readonly backupReminderDays: number;
  /**
   * The game system whose roll kinds the dice view offers when no campaign is open (the last one chosen there), or
   * null before any was chosen. A system id this build does not know is kept and falls back in the view.
   */
  readonly diceSystem: string | null;
}

export const DEFAULT_SETTINGS: Settings = { theme: 'system', lastBackupAt: null, lastRestoreAt: null, backupReminderDays: 14, diceSystem: null };

/** Settings as key/value rows; unknown or malformed values fall back to the defaults. */
export class SettingsRepository {
  constructor(private readonly db: SheetsmithDb) {}

  async load(): Promise<Settings> {
    const rows = await this.db.settings.toArray();
    const found = new Map(rows.map((r) => [r.key, r.value]));
    const theme = found.get('theme');
    const lastBackupAt = found.get('lastBackupAt');
    const lastRestoreAt = found.get('lastRestoreAt');
    const days = found.get('backupReminderDays');
    const diceSystem = found.get('diceSystem');
    return {
      theme: theme === 'light' || theme === 'dark' || theme === 'system' ? theme : DEFAULT_SETTINGS.theme,
      lastBackupAt: typeof lastBackupAt === 'string' ? lastBackupAt : null,
      lastRestoreAt: typeof lastRestoreAt === 'string' ? lastRestoreAt : null,
      backupReminderDays:
        typeof days === 'number' && Number.isInteger(days) && days >= 0 ? days : DEFAULT_SETTINGS.backupReminderDays,
      diceSystem: typeof diceSystem === 'string' && diceSystem !== '' ? diceSystem : null,
    };
  }

  async set<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
    await this.db.guardWrite(() => this.db.settings.put({ key, value }));
  }
}
