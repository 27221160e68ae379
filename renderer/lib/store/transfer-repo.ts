import type { CharacterDocument } from '../../../core/documents/character';
import type { CampaignDocument } from '../../../core/documents/campaign';
import type { CharacterId } from '../../../core/documents/ids';
import type { SystemDefinition } from '../../../core/systems/types';
import { newId } from '../../../core/documents/ids';
import { MAX_NAME_LENGTH } from '../../../core/documents/document-checks';
import { createBackup, parseBackup } from '../../../core/documents/backup';
import { campaignEnvelope, characterEnvelope } from '../../../core/documents/import';
import { nowIso } from '../../../core/documents/file-names';
import type { SheetsmithDb, StoredCampaign, StoredCharacter } from './db';
import { CharacterRepository } from './characters-repo';

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
  | { readonly ok: true; readonly counts: RestoreCounts; /** Repairs and migrations, one sentence each. */ readonly report: string[] }
  | { readonly ok: false; /** One sentence; the store was left exactly as it was. */ readonly error: string };

/** How an imported character that shares an id with a stored one is stored. */
export type ImportMode = 'replace' | 'keep-both';

/** The name index the store keeps beside every document (same rule as DocumentTable.put). */
function sortName(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/** "Ayla" → "Ayla", "Ayla (3)" → "Ayla": the name without a copy number, so copies of copies count on. */
function baseName(name: string): string {
  return name.replace(/\s*\(\d+\)$/, '');
}

/** The first "Name (n)", n ≥ 2, that no stored character uses (compared like the name index), within the name limit. */
function copyName(name: string, taken: ReadonlySet<string>): string {
  const base = baseName(name);
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const room = MAX_NAME_LENGTH - suffix.length;
    const candidate = `${Array.from(base).slice(0, room).join('')}${suffix}`.trim();
    if (!taken.has(sortName(candidate))) return candidate;
  }
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
  ) {}

  /**
   * The whole store (live and trashed documents, settings, restore points) as backup text, read in one consistent
   * transaction.
   */
  async exportAll(): Promise<string> {
    const contents = await this.db.transaction(
      'r',
      [this.db.characters, this.db.campaigns, this.db.settings, this.db.restorePoints],
      async () => ({
        characters: await this.db.characters.toArray(),
        campaigns: await this.db.campaigns.toArray(),
        settings: await this.db.settings.toArray(),
        restorePoints: await this.db.restorePoints.toArray(),
      }),
    );
    return createBackup(contents, this.now());
  }

  /**
   * Replaces the whole store with a backup, all or nothing: the backup is checked completely first, then every
   * table is cleared and refilled in ONE transaction, so a failure at any point (a bad document, a full disk)
   * leaves the store exactly as it was. Times are kept as in the backup, so a restore is not an edit.
   */
  async restoreAll(text: string, systems: (id: string) => SystemDefinition | undefined): Promise<RestoreOutcome> {
    const parsed = parseBackup(text, { systems, now: this.now });
    if (!parsed.ok) return parsed;
    const { characters, campaigns, settings, restorePoints = [] } = parsed.backup;
    const characterRows: StoredCharacter[] = characters.map((doc) => ({ ...doc, sortName: sortName(doc.name) }));
    const campaignRows: StoredCampaign[] = campaigns.map((doc) => ({ ...doc, sortName: sortName(doc.name) }));
    try {
      const tables = [this.db.characters, this.db.campaigns, this.db.settings, this.db.restorePoints];
      await this.db.transaction('rw', tables, async () => {
        await this.db.characters.clear();
        await this.db.campaigns.clear();
        await this.db.settings.clear();
        await this.db.restorePoints.clear();
        await this.db.characters.bulkPut(characterRows);
        await this.db.campaigns.bulkPut(campaignRows);
        await this.db.settings.bulkPut(settings.map(({ key, value }) => ({ key, value })));
        await this.db.restorePoints.bulkPut(restorePoints);
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, error: `The restore failed and nothing was changed: ${detail.replace(/[.\s]+$/, '')}.` };
    }
    return {
      ok: true,
      counts: {
        characters: characterRows.length,
        campaigns: campaignRows.length,
        settings: settings.length,
        restorePoints: restorePoints.length,
      },
      report: parsed.report,
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
    return this.db.transaction('rw', this.db.characters, async () => {
      // The envelope only: a stored row passed in by mistake must not carry its trash flag or name index along.
      const clean = characterEnvelope(doc);
      const stored = mode === 'replace' ? clean : await this.asCopy(clean);
      await this.db.characters.put({ ...stored, sortName: sortName(stored.name) });
      return stored;
    });
  }

  /**
   * Stores a checked, imported campaign and its members in one transaction. With 'keep-both' the campaign and
   * every member whose id is already stored get new ids (the party list follows), so nothing stored is touched.
   */
  async importCampaign(
    campaign: CampaignDocument,
    members: readonly CharacterDocument[],
    mode: ImportMode,
  ): Promise<{ campaign: CampaignDocument; members: CharacterDocument[] }> {
    return this.db.transaction('rw', [this.db.characters, this.db.campaigns], async () => {
      const renamed = new Map<string, CharacterId>();
      const stored: CharacterDocument[] = [];
      for (const member of members) {
        const clash = mode === 'keep-both' && (await this.db.characters.get(member.id)) !== undefined;
        const doc = clash ? await this.asCopy(characterEnvelope(member)) : characterEnvelope(member);
        if (clash) renamed.set(member.id, doc.id);
        await this.db.characters.put({ ...doc, sortName: sortName(doc.name) });
        stored.push(doc);
      }
      let saved: CampaignDocument = { ...campaignEnvelope(campaign), members: campaign.members.map((id) => renamed.get(id) ?? id) };
      if (mode === 'keep-both' && (await this.db.campaigns.get(campaign.id)) !== undefined) {
        const taken = new Set((await this.db.campaigns.toArray()).map((row) => row.sortName));
        saved = { ...saved, id: newId<'CampaignId'>(), name: copyName(saved.name, taken), createdAt: this.now(), updatedAt: this.now() };
      }
      await this.db.campaigns.put({ ...saved, sortName: sortName(saved.name) });
      return { campaign: saved, members: stored };
    });
  }

  /**
   * Stores a copy of a stored character under a new id and the next free "Name (n)"; the copy keeps the history
   * (its undo snapshots still fit) and is live even when the original is in the trash. Older stored schemas are
   * upgraded on the way; throws when the id is unknown or the stored copy is from a newer Sheetsmith.
   */
  async duplicateCharacter(id: string): Promise<CharacterDocument> {
    return this.db.transaction('rw', this.db.characters, async () => {
      const original = await new CharacterRepository(this.db).get(id);
      if (!original) throw new Error(`There is no character with id ${id} to duplicate.`);
      const copy = await this.asCopy(original);
      await this.db.characters.put({ ...copy, sortName: sortName(copy.name) });
      return copy;
    });
  }

  /** `doc` as a new document: fresh id, free copy name, created and changed now. Call inside a transaction. */
  private async asCopy(doc: CharacterDocument): Promise<CharacterDocument> {
    // Every stored name, trashed ones too, read from the name index rather than loading whole documents.
    const taken = new Set((await this.db.characters.orderBy('sortName').uniqueKeys()).map(String));
    const at = this.now();
    return { ...doc, id: newId<'CharacterId'>(), name: copyName(doc.name, taken), createdAt: at, updatedAt: at };
  }
}
