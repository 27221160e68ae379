/**
 * Full backups: every character (trashed ones too), every campaign, every setting and every restore point in one
 * canonical JSON file.
 * parseBackup checks every document with the same code as a single-file import (document-checks.ts). A document it
 * cannot use is left out and named (issue #23 §2: one campaign too large for this version must not keep a whole
 * library from coming back); the rest is restored in one transaction, all of it or nothing. A backup whose every
 * document is unusable, or whose lists themselves are damaged, is refused whole.
 */
import type { CharacterDocument } from './character';
import type { CampaignDocument } from './campaign';
import { canonicalJson } from './canonical-json';
import { DocumentError } from './errors';
import { nowIso } from './file-names';
import {
  asClause,
  asSentence,
  checkCampaign,
  checkCharacter,
  describeDocument,
  isIsoDate,
  isRecord,
  quoteForMessage,
  type CheckContext,
  type Checked,
} from './document-checks';
import {
  campaignEnvelope,
  characterEnvelope,
  checkContext,
  errorSentence,
  label,
  readJsonText,
  refuseUnwritable,
  type FileContent,
  type ImportOptions,
} from './import';
import { MAX_FILE_BYTES } from './limits';
import { checkRestorePoint, type RestorePoint } from './restore-points';

/** The backup format version this build writes; newer backups are refused. */
export const BACKUP_SCHEMA_VERSION = 1;
/** Largest backup read (and written): the one limit of every Sheetsmith file, from limits.ts. */
export const DEFAULT_BACKUP_MAX_BYTES = MAX_FILE_BYTES;

/**
 * A character in a backup: exactly the document's fields, plus `deletedAt` (the ISO time it was trashed) when it
 * was in the trash. Trashed characters are kept because the trash is a promise that they can still be restored;
 * the flag sits beside the envelope fields, mirroring the store row, so restore puts them back in the trash.
 */
export type BackupCharacter = CharacterDocument & { readonly deletedAt?: string };

/** A campaign in a backup, with `deletedAt` when it was in the trash (as for characters). */
export type BackupCampaign = CampaignDocument & { readonly deletedAt?: string };

/** One stored setting; `value` is any JSON value. */
export interface BackupSetting {
  readonly key: string;
  readonly value: unknown;
}

/** A whole backup file, as written and as returned (checked and repaired) by parseBackup. */
export interface Backup {
  readonly format: 'sheetsmith/backup';
  /** See BACKUP_SCHEMA_VERSION. */
  readonly schemaVersion: number;
  /** ISO time the backup was made. */
  readonly createdAt: string;
  readonly characters: BackupCharacter[];
  readonly campaigns: BackupCampaign[];
  readonly settings: BackupSetting[];
  /**
   * Every character's restore points (history snapshots). Optional because backups made before restore points
   * existed have none, and a library without points writes none, so its backup stays byte-identical to before.
   * parseBackup always returns the list (empty when absent).
   */
  readonly restorePoints?: RestorePoint[];
}

/** What goes into a backup. Store rows may be passed as they are: store-only fields like sortName are dropped. */
export interface BackupContents {
  readonly characters: readonly BackupCharacter[];
  readonly campaigns: readonly BackupCampaign[];
  readonly settings: readonly BackupSetting[];
  /** Restore points; store rows may be passed as they are (only the RestorePoint fields are written). */
  readonly restorePoints?: readonly RestorePoint[];
}

/** A document of a backup that cannot be used, so it is left out of the restore. */
export interface SkippedDocument {
  readonly kind: 'character' | 'campaign' | 'restore point';
  /** How messages name it: `the character “Ayla”`, `campaign number 2 (unnamed)`. */
  readonly name: string;
  /** Why, as one sentence ending in a period. */
  readonly reason: string;
}

/** A checked backup with each repair and migration in one sentence, or why it cannot be restored. */
export type BackupOutcome =
  | {
      readonly ok: true;
      readonly backup: Backup;
      readonly report: string[];
      /** Documents left out because they cannot be used, each named with its reason (also one line of `report`). */
      readonly skipped: SkippedDocument[];
    }
  | { readonly ok: false; /** One sentence for the user, ending in a period. */ readonly error: string };

const BACKUP_KEYS = new Set(['format', 'schemaVersion', 'createdAt', 'characters', 'campaigns', 'settings', 'restorePoints']);

const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function withTrash<T extends object>(doc: T, deletedAt: unknown): T & { deletedAt?: string } {
  return typeof deletedAt === 'string' ? { ...doc, deletedAt } : doc;
}

/**
 * Writes a backup as canonical JSON. Documents are sorted by id and settings by key, so backing up an unchanged
 * library twice differs only in `createdAt`. Throws if a setting's value is not JSON (a programming error).
 */
export function createBackup(contents: BackupContents, createdAt: string = nowIso()): string {
  const backup: Backup = {
    format: 'sheetsmith/backup',
    schemaVersion: BACKUP_SCHEMA_VERSION,
    createdAt,
    characters: contents.characters.map((c) => withTrash(characterEnvelope(c), c.deletedAt)).sort(byId),
    campaigns: contents.campaigns.map((c) => withTrash(campaignEnvelope(c), c.deletedAt)).sort(byId),
    settings: contents.settings
      .map(({ key, value }) => ({ key, value }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    ...(contents.restorePoints && contents.restorePoints.length > 0
      ? {
          restorePoints: contents.restorePoints
            .map(({ id, characterId, at, reason, label, doc }) => ({ id, characterId, at, reason, label, doc: characterEnvelope(doc) }))
            .sort(byId),
        }
      : {}),
  };
  return canonicalJson(backup);
}

/**
 * Checks every document of one list with `check`, splitting off `deletedAt` first. An unusable document is left out,
 * named in `skipped` and the report; duplicate ids get a fresh id so restoring cannot overwrite one with the other.
 */
function checkList<T extends { readonly id: string }>(
  list: unknown,
  what: 'character' | 'campaign',
  check: (raw: unknown, ctx: CheckContext) => Checked<T>,
  ctx: CheckContext,
  report: string[],
  skipped: SkippedDocument[],
  /** Filled with the ids (where readable) of the documents left out. */
  skippedIds: Set<string>,
): (T & { deletedAt?: string })[] {
  if (!Array.isArray(list)) {
    throw new DocumentError('invalid', `The backup's ${what} list is missing or damaged, so nothing can be restored from it.`);
  }
  const seen = new Set<string>();
  return list.flatMap((raw: unknown, index) => {
    const who = describeDocument(raw, what, index);
    let deletedAt: unknown;
    let fields = raw;
    if (isRecord(raw) && 'deletedAt' in raw) {
      ({ deletedAt, ...fields } = raw);
    }
    let checked: Checked<T>;
    try {
      checked = check(fields, ctx);
    } catch (error) {
      skip(skipped, report, what, who, error);
      if (isRecord(raw) && typeof raw['id'] === 'string') skippedIds.add(raw['id']);
      return [];
    }
    if (deletedAt !== undefined && !isIsoDate(deletedAt)) {
      report.push(`${label(who)} was in the trash with an unreadable time; it stays in the trash from now.`);
      deletedAt = ctx.now();
    }
    report.push(...checked.notes.map((note) => `${label(who)}: ${note}`));
    let doc = checked.doc;
    if (seen.has(doc.id)) {
      doc = { ...doc, id: ctx.newId() };
      report.push(`${label(who)} had the same id as another ${what} in the backup, so it was given a new one.`);
    }
    seen.add(doc.id);
    return [withTrash(doc, deletedAt)];
  });
}

/** Records a document left out: in `skipped` for the notice, and as a report line. */
function skip(skipped: SkippedDocument[], report: string[], kind: SkippedDocument['kind'], who: string, error: unknown): void {
  const reason = asSentence(error instanceof DocumentError ? error.message : errorSentence(error));
  skipped.push({ kind, name: who, reason });
  report.push(`${label(who)} could not be used and was left out: ${asClause(reason)}.`);
}

/** True when a JSON value holds a number that cannot be written back (1e400 in a file reads as Infinity). */
function holdsNonFinite(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'number' && !Number.isFinite(v)) return true;
    if (Array.isArray(v)) stack.push(...v);
    else if (isRecord(v)) stack.push(...Object.values(v));
  }
  return false;
}

function checkSettings(list: unknown, report: string[]): BackupSetting[] {
  if (list === undefined) {
    report.push('The backup held no settings; the current defaults will be used.');
    return [];
  }
  if (!Array.isArray(list)) {
    report.push('The settings in the backup were not readable and were left out; the defaults will be used.');
    return [];
  }
  const byKey = new Map<string, BackupSetting>();
  for (const row of list) {
    if (!isRecord(row) || typeof row['key'] !== 'string' || row['value'] === undefined) {
      report.push('A setting without a readable name or value was left out.');
    } else if (holdsNonFinite(row['value'])) {
      // Kept, it would make every later backup fail to write.
      report.push(`The setting ${quoteForMessage(row['key'])} held a number too large to store and was left out; its default will be used.`);
    } else {
      if (byKey.has(row['key'])) report.push(`The setting ${quoteForMessage(row['key'])} appeared twice; the last one was kept.`);
      byKey.set(row['key'], { key: row['key'], value: row['value'] });
    }
  }
  return [...byKey.values()];
}

/** How to name a restore point that failed its checks: its position, label and character when readable. */
function describePoint(raw: unknown, index: number): string {
  const label = isRecord(raw) ? raw['label'] : undefined;
  const doc = isRecord(raw) ? raw['doc'] : undefined;
  const name = isRecord(doc) ? doc['name'] : undefined;
  const labelText = typeof label === 'string' && label.trim() !== '' ? ` (${quoteForMessage(label)})` : '';
  const nameText = typeof name === 'string' && name.trim() !== '' ? ` of ${quoteForMessage(name)}` : '';
  return `restore point number ${index + 1}${labelText}${nameText}`;
}

/**
 * Checks the restore points with checkRestorePoint (whose document checks are the characters' own). An unusable
 * point is left out; so are the points of a character that was left out (nothing could show them). A backup without
 * the list has no points (older backups). Repairs and omissions are reported once per kind with a count, since a
 * long history may hold hundreds of points that all needed the same migration.
 */
function checkRestorePoints(list: unknown, leftOut: ReadonlySet<string>, ctx: CheckContext, report: string[]): RestorePoint[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    throw new DocumentError('invalid', "The backup's restore point list is damaged, so nothing can be restored from it.");
  }
  const seen = new Set<string>();
  const repairs = new Map<string, string[]>();
  let orphans = 0;
  const points = list.flatMap((raw: unknown, index) => {
    const who = describePoint(raw, index);
    let checked: Checked<RestorePoint>;
    try {
      checked = checkRestorePoint(raw, ctx);
    } catch (error) {
      const reason = error instanceof DocumentError ? error.message : errorSentence(error);
      const note = `could not be used and was left out: ${asClause(reason)}.`;
      repairs.set(note, [...(repairs.get(note) ?? []), who]);
      return [];
    }
    if (leftOut.has(checked.doc.characterId)) {
      orphans++;
      return [];
    }
    const notes = [...checked.notes];
    let point = checked.doc;
    if (seen.has(point.id)) {
      point = { ...point, id: ctx.newId() };
      notes.push('The restore point had the same id as another one in the backup, so it was given a new one.');
    }
    seen.add(point.id);
    for (const note of notes) repairs.set(note, [...(repairs.get(note) ?? []), who]);
    return [point];
  });
  for (const [note, whom] of repairs) {
    report.push(whom.length === 1 ? `${label(whom[0] ?? '')}: ${note}` : `${whom.length} restore points: ${note}`);
  }
  if (orphans > 0) report.push(`${orphans} restore point${orphans === 1 ? ' was' : 's were'} left out with ${orphans === 1 ? 'its' : 'their'} character.`);
  return points;
}

/**
 * Reads a backup from untrusted text. Never throws. Returns the checked backup (every document migrated and
 * repaired with the same checks as importDocument, with a report line per change, unusable documents left out and
 * named), or one sentence saying why it cannot be restored at all.
 */
export function parseBackup(content: FileContent, options: ImportOptions): BackupOutcome {
  const maxBytes = options.maxBytes ?? DEFAULT_BACKUP_MAX_BYTES;
  const outcome = readBackup(content, maxBytes, options);
  if (!outcome.ok) return outcome;
  // What is restored must back up again within the limit, or the next backup could not be restored.
  const refusal = refuseUnwritable(() => createBackup(outcome.backup, outcome.backup.createdAt), maxBytes, 'backup', 'nothing was restored');
  return refusal === undefined ? outcome : { ok: false, error: refusal };
}

function readBackup(content: FileContent, maxBytes: number, options: ImportOptions): BackupOutcome {
  try {
    const read = readJsonText(content, maxBytes, 'Sheetsmith backup');
    if (!read.ok) return { ok: false, error: asSentence(read.error) };
    const file = read.value;
    const report = [...read.notes];
    const format = isRecord(file) ? file['format'] : undefined;
    if (!isRecord(file) || format !== 'sheetsmith/backup') {
      if (format === 'sheetsmith/character' || format === 'sheetsmith/campaign') {
        const kind = format === 'sheetsmith/character' ? 'character' : 'campaign';
        return { ok: false, error: `This is a single ${kind} file, not a backup; import it instead.` };
      }
      return { ok: false, error: 'This is not a Sheetsmith backup.' };
    }
    const version = file['schemaVersion'];
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      return { ok: false, error: 'The backup has no valid schema version, so it cannot be read safely.' };
    }
    if (version > BACKUP_SCHEMA_VERSION) {
      return {
        ok: false,
        error: `This backup was saved by a newer Sheetsmith (schema ${version}; this version reads up to ${BACKUP_SCHEMA_VERSION}). Update Sheetsmith to restore it.`,
      };
    }
    const ctx = checkContext(options);
    let createdAt = file['createdAt'];
    if (!isIsoDate(createdAt)) {
      report.push('The backup had no readable creation time; now was used.');
      createdAt = ctx.now();
    }
    const skipped: SkippedDocument[] = [];
    const leftOut = new Set<string>();
    const characters = checkList(file['characters'], 'character', checkCharacter, ctx, report, skipped, leftOut);
    const campaigns = checkList(file['campaigns'], 'campaign', checkCampaign, ctx, report, skipped, new Set());
    if (skipped.length > 0 && characters.length === 0 && campaigns.length === 0) {
      const first = skipped[0];
      const more = skipped.length > 1 ? `; ${skipped.length - 1} more cannot be used either` : '';
      return { ok: false, error: `Nothing was restored because no character or campaign in the backup can be used: ${first?.name ?? ''} is unusable (${asClause(first?.reason ?? '')})${more}.` };
    }
    const settings = checkSettings(file['settings'], report);
    const restorePoints = checkRestorePoints(file['restorePoints'], leftOut, ctx, report);
    const unknown = Object.keys(file).filter((key) => !BACKUP_KEYS.has(key));
    if (unknown.length > 0) report.push(`Unknown fields of the backup were ignored: ${unknown.slice(0, 5).map(quoteForMessage).join(', ')}.`);
    return {
      ok: true,
      backup: { format: 'sheetsmith/backup', schemaVersion: BACKUP_SCHEMA_VERSION, createdAt: createdAt as string, characters, campaigns, settings, restorePoints },
      report,
      skipped,
    };
  } catch (error) {
    return { ok: false, error: errorSentence(error) };
  }
}
