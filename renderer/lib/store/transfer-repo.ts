import { copyName } from './free-name';
import type { CharacterDocument } from '../../../core/documents/character';
import type { CampaignDocument } from '../../../core/documents/campaign';
import type { CharacterId } from '../../../core/documents/ids';
import type { SystemDefinition } from '../../../core/systems/types';
import { newId } from '../../../core/documents/ids';
import { createBackup, parseBackup, type SkippedDocument } from '../../../core/documents/backup';
import type { RestorePoint } from '../../../core/documents/restore-points';
import { campaignEnvelope, characterEnvelope } from '../../../core/documents/import';
import { nowIso } from '../../../core/documents/file-names';
import { renameMembers } from '../../../core/campaign/members';
import { BACKUP_WARN_BYTES, MAX_FILE_BYTES } from '../../../core/documents/limits';
import type { SheetsmithDb, StoredCampaign, StoredCharacter } from './db';
import { CharacterRepository } from './characters-repo';
import type { Settings } from './settings-repo';
import { campaignRow, characterRow, storedRevision } from './rows';
import { capRestorePoints, MAX_POINTS_PER_CHARACTER } from './restore-points-repo';
import { describeWriteError } from './store-errors';
import { Homes } from './homes';
import { SYNC_SETTINGS_KEY } from './sync-settings-repo';

/** How many rows a restore wrote to each table. */
export interface RestoreCounts {
  readonly characters: number;
  readonly campaigns: number;
  readonly settings: number;
  /** Character restore points (history snapshots) written. */
  readonly restorePoints: number;
}

/** The result of restoring a backup: counts and what was repaired, or one sentence saying why nothing changed. */
export type RestoreOutcome =
  | {
      readonly ok: true;
      readonly counts: RestoreCounts;
      /** Repairs and migrations, one sentence each. */
      readonly report: string[];
      /** Documents of the backup that could not be used and were left out, each named with its reason. */
      readonly skipped: SkippedDocument[];
    }
  | { readonly ok: false; /** One sentence; the store was left exactly as it was. */ readonly error: string };

/** How an imported character that shares an id with a stored one is stored. */
export type ImportMode = 'replace' | 'keep-both';

/**
 * How an imported campaign is stored when it, or any of its characters, is already in the store (live or trashed):
 * - 'keep-both': every clashing document is stored as a copy (new id, "Name (2)"); the campaign follows its copies;
 * - 'replace': the file's versions overwrite the stored ones (out of the trash), each revision following the stored;
 * - 'use-existing': the campaign takes the stored characters and the file's copies of them are not written; new
 *   characters are added; a campaign whose own id is stored is added as a copy (nothing stored is overwritten).
 */
export type CampaignImportMode = ImportMode | 'use-existing';

/** Which of two copies of a document was changed last, by `updatedAt` ('same' within a couple of seconds). */
export type NewerCopy = 'stored' | 'file' | 'same';

/** A document of an imported campaign that is already stored, as the question to the user shows it. */
export interface StoredCopy {
  readonly id: string;
  /** Its name in the file. */
  readonly fileName: string;
  /** Its name in the store. */
  readonly storedName: string;
  /** True when the stored one is in the trash. */
  readonly trashed: boolean;
  readonly newer: NewerCopy;
}

/** What of an imported campaign is already stored: the campaign itself (or null) and its characters, in file order. */
export interface CampaignClash {
  readonly campaign: StoredCopy | null;
  readonly characters: readonly StoredCopy[];
}

/** What a campaign import wrote. */
export interface ImportedCampaign {
  /** The campaign as stored (a copy's new id and name with 'keep-both' or 'use-existing' when its id was taken). */
  readonly campaign: CampaignDocument;
  /** The characters written, as stored: new ones, copies, replacements. */
  readonly members: CharacterDocument[];
  /** Ids of the stored characters the campaign now uses instead of the file's copies ('use-existing'). */
  readonly used: string[];
}

/**
 * Times closer than this count as the same change: the store stamps `updatedAt` again when it writes an edit, a few
 * milliseconds after the open view stamped the copy a file may be saved from.
 */
const SAME_CHANGE_MS = 2_000;

/** Which copy is newer, by `updatedAt` (times that do not parse count as the same). */
function newerOf(stored: string, file: string): NewerCopy {
  const a = Date.parse(stored);
  const b = Date.parse(file);
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a - b) < SAME_CHANGE_MS) return 'same';
  return a > b ? 'stored' : 'file';
}

/** A stored row against the file's document of the same id. */
function storedCopy(row: { readonly name: string; readonly updatedAt: string; readonly deletedAt?: string }, doc: { readonly id: string; readonly name: string; readonly updatedAt: string }): StoredCopy {
  return { id: doc.id, fileName: doc.name, storedName: row.name, trashed: row.deletedAt !== undefined, newer: newerOf(row.updatedAt, doc.updatedAt) };
}

/**
 * A backup's restore points with each character's capped at MAX_POINTS_PER_CHARACTER, as the store keeps them when
 * they are taken (issue #23 §8: a backup once brought back 20,000 points of one character). Adds one report line
 * when any were left out.
 */
function capPerCharacter(points: readonly RestorePoint[], report: string[]): RestorePoint[] {
  const byCharacter = new Map<string, RestorePoint[]>();
  for (const point of points) {
    const list = byCharacter.get(point.characterId);
    if (list) list.push(point);
    else byCharacter.set(point.characterId, [point]);
  }
  const kept: RestorePoint[] = [];
  let dropped = 0;
  for (const list of byCharacter.values()) {
    // Newest first, as capRestorePoints expects (ISO times of one character order as text; ids break ties).
    const newestFirst = [...list].sort((a, b) => (a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.id < b.id ? 1 : -1));
    const capped = capRestorePoints(newestFirst);
    dropped += list.length - capped.length;
    kept.push(...capped);
  }
  if (dropped > 0) {
    report.push(`${dropped.toLocaleString('en-US')} older restore point${dropped === 1 ? ' was' : 's were'} left out: Sheetsmith keeps at most ${MAX_POINTS_PER_CHARACTER} per character.`);
  }
  return kept;
}

/** A backup ready to be written, with its size and, when it is large, what to tell the user. */
export interface BackupFile {
  /** The backup as canonical JSON text. */
  readonly text: string;
  /** Its size in UTF-8 bytes, as written to the file. */
  readonly bytes: number;
  /**
   * One or two sentences when the backup is at least BACKUP_WARN_BYTES (it will still restore, but is nearing
   * MAX_FILE_BYTES, past which it would not), else null.
   */
  readonly warning: string | null;
}

/** The settings key under which restoreAll records when it last restored a backup (read by SettingsRepository). */
export const LAST_RESTORE_KEY = 'lastRestoreAt' satisfies keyof Settings;

/** The UTF-8 size of `text`, counted without encoding it (a backup can be hundreds of megabytes). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      // A surrogate pair is one code point of 4 bytes; a lone surrogate is written as U+FFFD (3 bytes).
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Whole mebibytes for messages, rounded up (so a backup just past the limit never reads as equal to it). */
function mib(bytes: number): string {
  return `${Math.ceil(bytes / (1024 * 1024))} MB`;
}

/** The warning for a backup of `bytes`, or null when it is comfortably below the limit. */
export function backupSizeWarning(bytes: number): string | null {
  if (bytes < BACKUP_WARN_BYTES) return null;
  const over = bytes > MAX_FILE_BYTES;
  return over
    ? `This backup is ${mib(bytes)}, more than the ${mib(MAX_FILE_BYTES)} Sheetsmith can restore. Empty the trash and export the largest characters one by one as well.`
    : `This backup is ${mib(bytes)}, close to the ${mib(MAX_FILE_BYTES)} Sheetsmith can restore. Emptying the trash makes it smaller.`;
}

/**
 * Moving data in and out of the store as whole files: full backups (all or nothing), single-character imports
 * with conflict handling, and duplicates. Documents handed in here have already been checked by core's
 * importDocument/parseBackup; this class only decides how they are stored.
 */
export class TransferRepository {
  constructor(
    private readonly db: SheetsmithDb,
    private readonly now: () => string = nowIso,
    /** Where shared campaigns' documents live; empty until a campaign is shared on this device. */
    private readonly homes: Homes = new Homes(),
  ) {}

  /** The shared campaigns' documents as rows of a backup (their trash flags kept). */
  private async sharedRows(): Promise<{ characters: StoredCharacter[]; campaigns: StoredCampaign[] }> {
    const characters: StoredCharacter[] = [];
    const campaigns: StoredCampaign[] = [];
    for (const home of this.homes.all()) {
      for (const v of await home.characters.list()) characters.push(characterRow(v.doc, undefined, v.deletedAt));
      for (const v of await home.campaigns.list()) campaigns.push(campaignRow(v.doc, undefined, v.deletedAt));
    }
    return { characters, campaigns };
  }

  /**
   * The whole store (live and trashed documents, settings, restore points) as backup text, read in one consistent
   * transaction. Store bookkeeping (name index, revisions) and `lastRestoreAt` are not part of a backup.
   */
  async exportAll(): Promise<string> {
    // Shared campaigns are part of the library too: read from their databases first (outside the transaction).
    const shared = await this.sharedRows();
    const contents = await this.db.transaction(
      'r',
      [this.db.characters, this.db.campaigns, this.db.settings, this.db.restorePoints],
      async () => ({
        characters: [...(await this.db.characters.toArray()), ...shared.characters],
        campaigns: [...(await this.db.campaigns.toArray()), ...shared.campaigns],
        // When a backup was last restored describes this device's store, not the library: left out, so that
        // restoring a backup and backing up again gives the same file. The sync settings hold passwords and describe
        // this device: never in a backup.
        settings: (await this.db.settings.toArray()).filter(({ key }) => key !== LAST_RESTORE_KEY && key !== SYNC_SETTINGS_KEY),
        restorePoints: await this.db.restorePoints.toArray(),
      }),
    );
    return createBackup(contents, this.now());
  }

  /** {@link exportAll} with the backup's size and a warning when it nears the size a backup can be restored at. */
  async exportBackup(): Promise<BackupFile> {
    const text = await this.exportAll();
    const bytes = utf8ByteLength(text);
    return { text, bytes, warning: backupSizeWarning(bytes) };
  }

  /**
   * Replaces the whole store with a backup, all or nothing: the backup is checked completely first (a document that
   * cannot be used is left out and named in `skipped`), then every table is cleared and refilled in ONE
   * transaction, so a failure at any point (a full disk) leaves the store exactly as it was. A character's restore
   * points are capped at MAX_POINTS_PER_CHARACTER as when they are taken (the oldest ordinary ones go first). Times are kept as in the backup, so a restore is not an edit; but each
   * document's revision follows the one it replaces (a window still editing the replaced copy cannot save over
   * the restore), and the time of the restore is recorded in settings as `lastRestoreAt`.
   */
  async restoreAll(text: string, systems: (id: string) => SystemDefinition | undefined): Promise<RestoreOutcome> {
    const parsed = parseBackup(text, { systems, now: this.now });
    if (!parsed.ok) return parsed;
    const report = [...parsed.report];
    // A document that lives in a shared campaign stays as the table has it (one home): a restore never writes a second
    // copy on the device. Its restore points still come back; the campaign's own history is on every device.
    const isShared = (id: string) => this.homes.any && (this.homes.ofCharacter(id) !== undefined || this.homes.ofCampaign(id) !== undefined);
    const characters = parsed.backup.characters.filter((doc) => !isShared(doc.id));
    const campaigns = parsed.backup.campaigns.filter((doc) => !isShared(doc.id));
    const kept = parsed.backup.characters.length + parsed.backup.campaigns.length - characters.length - campaigns.length;
    if (kept > 0) report.push(`${kept} document${kept === 1 ? ' is' : 's are'} in a shared campaign and ${kept === 1 ? 'was' : 'were'} left as the shared campaign has ${kept === 1 ? 'it' : 'them'}.`);
    const settings = parsed.backup.settings.filter(({ key }) => key !== SYNC_SETTINGS_KEY);
    const restorePoints = capPerCharacter(parsed.backup.restorePoints ?? [], report);
    const restoredAt = this.now();
    const settingRows = [...settings.filter(({ key }) => key !== LAST_RESTORE_KEY), { key: LAST_RESTORE_KEY, value: restoredAt }];
    try {
      const tables = [this.db.characters, this.db.campaigns, this.db.settings, this.db.restorePoints];
      await this.db.guardWrite(() => this.db.transaction('rw', tables, async () => {
        // The revisions being replaced; every row is read, but only the characters and campaigns tables (the
        // restore points, most of a store's size, are not).
        const oldCharacterRevs = new Map((await this.db.characters.toArray()).map((row) => [row.id, storedRevision(row)]));
        const oldCampaignRevs = new Map((await this.db.campaigns.toArray()).map((row) => [row.id, storedRevision(row)]));
        // This device's sync settings stay as they are (they name its shared campaigns' databases and logins).
        const deviceSync = await this.db.settings.get(SYNC_SETTINGS_KEY);
        if (deviceSync) settingRows.push(deviceSync);
        const characterRows: StoredCharacter[] = characters.map((doc) => characterRow(doc, oldCharacterRevs.get(doc.id), doc.deletedAt));
        const campaignRows: StoredCampaign[] = campaigns.map((doc) => campaignRow(doc, oldCampaignRevs.get(doc.id), doc.deletedAt));
        await this.db.characters.clear();
        await this.db.campaigns.clear();
        await this.db.settings.clear();
        await this.db.restorePoints.clear();
        await this.db.characters.bulkPut(characterRows);
        await this.db.campaigns.bulkPut(campaignRows);
        await this.db.settings.bulkPut(settingRows.map(({ key, value }) => ({ key, value })));
        await this.db.restorePoints.bulkPut(restorePoints);
      }));
    } catch (error) {
      // A full disk gets the advice the save status gives, not the browser's own words.
      return { ok: false, error: `The restore failed and nothing was changed: ${describeWriteError(error).replace(/[.\s]+$/, '')}.` };
    }
    return {
      ok: true,
      counts: {
        characters: characters.length,
        campaigns: campaigns.length,
        settings: settings.length,
        restorePoints: restorePoints.length,
      },
      report,
      skipped: parsed.skipped,
    };
  }

  /** The stored character (live or trashed) an imported one would overwrite, if any. */
  async findConflict(id: string): Promise<StoredCharacter | undefined> {
    return this.db.characters.get(id);
  }

  /**
   * Stores a checked, imported character. 'replace' overwrites any stored character with that id (taking it out
   * of the trash); 'keep-both' stores it under a new id and a free "Name (2)" name. The file's times are kept for
   * a replace (it is the same character), while a kept copy is a new document created now.
   */
  async importCharacter(doc: CharacterDocument, mode: ImportMode): Promise<CharacterDocument> {
    // A character of a shared campaign is the table's: an import of it becomes a copy (it never gets a second home).
    const shared = this.homes.any && this.homes.ofCharacter(doc.id) !== undefined;
    return this.db.guardWrite(() => this.db.transaction('rw', this.db.characters, async () => {
      // The envelope only: a stored row passed in by mistake must not carry its trash flag or name index along.
      const clean = characterEnvelope(doc);
      const stored = mode === 'replace' && !shared ? clean : await this.asCopy(clean);
      await this.db.characters.put(characterRow(stored, await this.characterRev(stored.id)));
      return stored;
    }));
  }

  /**
   * What of an imported campaign is already stored (live or in the trash), read in one transaction; null when
   * nothing is, and the campaign can be stored as it is.
   */
  async findCampaignConflict(campaign: CampaignDocument, members: readonly CharacterDocument[]): Promise<CampaignClash | null> {
    return this.db.transaction('r', [this.db.characters, this.db.campaigns], async () => {
      const storedCampaign = await this.db.campaigns.get(campaign.id);
      const rows = await this.db.characters.bulkGet(members.map((m) => m.id));
      const characters = members.flatMap((member, i) => {
        const row = rows[i];
        return row ? [storedCopy(row, member)] : [];
      });
      if (!storedCampaign && characters.length === 0) return null;
      return { campaign: storedCampaign ? storedCopy(storedCampaign, campaign) : null, characters };
    });
  }

  /**
   * Stores a checked, imported campaign and its members in ONE transaction (a failure at any point writes nothing).
   * Members whose id is not stored are added as they are; those already stored (live or trashed) and the campaign
   * itself are handled as `mode` says (see {@link CampaignImportMode}). Copies get new ids, and the campaign follows
   * them wherever it names a character (party, details, sessions, treasure, timers, conditions, the fight). What is
   * stored is checked again inside the transaction, so a change since the question was asked cannot slip through.
   */
  async importCampaign(campaign: CampaignDocument, members: readonly CharacterDocument[], mode: CampaignImportMode): Promise<ImportedCampaign> {
    // Documents of a shared campaign are the table's: imported as copies, never given a second home here.
    const sharedIds = new Set(this.homes.any ? [...members.map((m) => m.id), campaign.id].filter((id) => this.homes.ofCharacter(id) || this.homes.ofCampaign(id)) : []);
    return this.db.guardWrite(() => this.db.transaction('rw', [this.db.characters, this.db.campaigns], async () => {
      const renamed = new Map<string, CharacterId>();
      const written: CharacterDocument[] = [];
      const used: string[] = [];
      for (const member of members) {
        // The envelope only: a stored row passed in by mistake must not carry its trash flag or name index along.
        const clean = characterEnvelope(member);
        const existing = await this.db.characters.get(clean.id);
        if ((existing || sharedIds.has(clean.id)) && mode === 'use-existing') {
          used.push(clean.id);
          continue;
        }
        const doc = (existing && mode === 'keep-both') || sharedIds.has(clean.id) ? await this.asCopy(clean) : clean;
        if (doc.id !== clean.id) renamed.set(clean.id, doc.id);
        // A replacement's revision follows the stored one (a window still editing it cannot save over the import).
        await this.db.characters.put(characterRow(doc, doc === clean && existing ? storedRevision(existing) : undefined));
        written.push(doc);
      }
      let saved = renameMembers(campaignEnvelope(campaign), renamed);
      const existing = await this.db.campaigns.get(saved.id);
      if ((existing && mode !== 'replace') || sharedIds.has(saved.id)) {
        const taken = new Set((await this.db.campaigns.orderBy('sortName').uniqueKeys()).map(String));
        const at = this.now();
        saved = { ...saved, id: newId<'CampaignId'>(), name: copyName(saved.name, taken), createdAt: at, updatedAt: at };
      }
      await this.db.campaigns.put(campaignRow(saved, existing && mode === 'replace' ? storedRevision(existing) : undefined));
      return { campaign: saved, members: written, used };
    }));
  }

  /**
   * Stores a copy of a stored character under a new id and the next free "Name (n)"; the copy keeps the history
   * (its undo snapshots still fit) and is live even when the original is in the trash. Older stored schemas are
   * upgraded on the way; throws when the id is unknown or the stored copy is from a newer Sheetsmith.
   */
  async duplicateCharacter(id: string): Promise<CharacterDocument> {
    // A shared character is read from its home before the transaction (a PouchDB read inside would end it); the copy
    // is the device's own.
    const shared = this.homes.any && this.homes.ofCharacter(id) ? await new CharacterRepository(this.db, undefined, this.homes).get(id) : undefined;
    return this.db.guardWrite(() => this.db.transaction('rw', this.db.characters, async () => {
      const original = shared ?? (await new CharacterRepository(this.db).get(id));
      if (!original) throw new Error(`There is no character with id ${id} to duplicate.`);
      const copy = await this.asCopy(original);
      await this.db.characters.put(characterRow(copy, undefined));
      return copy;
    }));
  }

  /** The stored revision of a character about to be replaced, or undefined for a new one. Call inside a transaction. */
  private async characterRev(id: string): Promise<string | undefined> {
    const row = await this.db.characters.get(id);
    return row && storedRevision(row);
  }

  /** `doc` as a new document: fresh id, free copy name, created and changed now. Call inside a transaction. */
  private async asCopy(doc: CharacterDocument): Promise<CharacterDocument> {
    // Every stored name, trashed ones too, read from the name index rather than loading whole documents.
    const taken = new Set((await this.db.characters.orderBy('sortName').uniqueKeys()).map(String));
    const at = this.now();
    return { ...doc, id: newId<'CharacterId'>(), name: copyName(doc.name, taken), createdAt: at, updatedAt: at };
  }
}
