import { importDocument, exportCharacter, exportCampaign } from '../../../core/documents/import';
import type { CharacterDocument } from '../../../core/documents/character';
import type { CampaignDocument } from '../../../core/documents/campaign';
import { nowIso } from '../../../core/documents/file-names';
import { loadAllSystems } from '../../../core/systems/registry';
import type { Platform } from '../platform';
import { PlatformError } from '../platform';
import type { SheetsmithDb } from '../store/db';
import type { Homes } from '../store/homes';
import { TransferRepository, type CampaignClash, type CampaignImportMode, type ImportMode } from '../store/transfer-repo';
import { campaignImportSentence } from './campaign-import-text';
import type { SaveStatus } from './save-status.svelte';
import type { SettingsState } from './settings.svelte';

/** An import waiting for the user's answer because a character with the same id already exists. */
export interface PendingConflict {
  readonly doc: CharacterDocument;
  readonly existingName: string;
  readonly report: readonly string[];
}

/** A campaign import waiting for the user's answer because the campaign or some of its characters are already stored. */
export interface PendingCampaignConflict {
  readonly campaign: CampaignDocument;
  readonly members: readonly CharacterDocument[];
  /** What is already stored, for the question. */
  readonly clash: CampaignClash;
  readonly report: readonly string[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The outcome of the last file action, for the status area: what happened, in words. */
export interface FileNotice {
  readonly kind: 'ok' | 'error';
  readonly text: string;
  /** Repairs and migrations made while importing, one sentence each. */
  readonly report: readonly string[];
}

/**
 * Files in and out: export, import (untrusted, repaired, migrated, all or nothing), duplicate, backup and restore.
 * Through the platform, so the same code saves with a dialog in Electron and downloads in the browser.
 */
export class FilesState {
  #notice = $state<FileNotice | null>(null);
  #conflict = $state<PendingConflict | null>(null);
  #campaignConflict = $state<PendingCampaignConflict | null>(null);
  private readonly transfer: TransferRepository;

  constructor(
    db: SheetsmithDb,
    private readonly platform: Platform,
    private readonly save: SaveStatus,
    private readonly settings: SettingsState,
    /** Where shared campaigns' documents live (backups include them; imports never give one a second home). */
    homes?: Homes,
  ) {
    this.transfer = new TransferRepository(db, undefined, homes);
  }

  /** The last outcome of a file operation, shown until dismissed or replaced. */
  get notice(): FileNotice | null {
    return this.#notice;
  }
  /** An imported character that is already stored, waiting for the user's choice. */
  get conflict(): PendingConflict | null {
    return this.#conflict;
  }

  /** An imported campaign whose characters (or itself) are already stored, waiting for the user's choice. */
  get campaignConflict(): PendingCampaignConflict | null {
    return this.#campaignConflict;
  }

  /** Shows a sentence about a file (a refusal from the shell: a dropped backup, a file too large). */
  say(kind: FileNotice['kind'], text: string): void {
    this.#notice = { kind, text, report: [] };
  }

  dismiss(): void {
    this.#notice = null;
  }

  private ok(text: string, report: readonly string[] = []): void {
    this.#notice = { kind: 'ok', text, report };
  }

  private fail(error: unknown): void {
    const text = error instanceof PlatformError || error instanceof Error ? error.message : String(error);
    this.#notice = { kind: 'error', text, report: [] };
  }

  async exportCharacter(doc: CharacterDocument): Promise<void> {
    try {
      const r = await this.platform.saveFile({ kind: 'character', suggestedName: doc.name || 'character', content: exportCharacter(doc) });
      if (r.saved) this.ok(`Saved ${r.fileName ?? doc.name}.`);
    } catch (e) {
      this.fail(e);
    }
  }

  async exportCampaign(campaign: CampaignDocument, members: readonly CharacterDocument[]): Promise<void> {
    try {
      const r = await this.platform.saveFile({ kind: 'campaign', suggestedName: campaign.name, content: exportCampaign(campaign, members) });
      if (r.saved) this.ok(`Saved ${r.fileName ?? campaign.name}.`);
    } catch (e) {
      this.fail(e);
    }
  }

  /** Asks for a file and imports it; returns the id of what was imported (for navigation), or null. */
  async importFile(): Promise<string | null> {
    try {
      const picked = await this.platform.openFile(['character', 'campaign']);
      if (picked.canceled) return null;
      return await this.importText(picked.content, picked.fileName);
    } catch (e) {
      this.fail(e);
      return null;
    }
  }

  /** Imports text from a file (picked or dropped). Nothing is written when the file is refused. */
  async importText(text: string, fileName: string): Promise<string | null> {
    const outcome = importDocument(text, { systems: await loadAllSystems() });
    if (!outcome.ok) {
      this.#notice = { kind: 'error', text: `${fileName}: ${outcome.error}`, report: [] };
      return null;
    }
    if (outcome.kind === 'campaign') {
      const campaign = outcome.doc as CampaignDocument;
      const clash = await this.transfer.findCampaignConflict(campaign, outcome.members);
      if (clash) {
        this.#campaignConflict = { campaign, members: outcome.members, clash, report: outcome.report };
        return null;
      }
      await this.storeCampaign({ campaign, members: outcome.members, clash: null, report: outcome.report }, 'keep-both');
      return null;
    }
    const doc = outcome.doc as CharacterDocument;
    const existing = await this.transfer.findConflict(doc.id);
    if (existing) {
      this.#conflict = { doc, existingName: existing.name, report: outcome.report };
      return null;
    }
    return this.store(doc, 'replace', outcome.report);
  }

  /** The user's answer to a conflict: replace the stored one, keep both, or cancel (nothing written). */
  async resolveConflict(answer: ImportMode | 'cancel'): Promise<string | null> {
    // A plain copy: the store cannot clone the reactive proxy that $state keeps.
    const pending = this.conflict ? ($state.snapshot(this.conflict) as PendingConflict) : null;
    this.#conflict = null;
    if (!pending) return null;
    if (answer === 'cancel') {
      this.ok('Import cancelled; nothing was changed.');
      return null;
    }
    return this.store(pending.doc, answer, pending.report);
  }

  /**
   * The user's answer to a campaign whose characters (or itself) are already stored: keep both, replace the stored
   * ones, use the stored characters, or cancel (nothing written).
   */
  async resolveCampaignConflict(answer: CampaignImportMode | 'cancel'): Promise<void> {
    // A plain copy: the store cannot clone the reactive proxy that $state keeps.
    const pending = this.campaignConflict ? ($state.snapshot(this.campaignConflict) as PendingCampaignConflict) : null;
    this.#campaignConflict = null;
    if (!pending) return;
    if (answer === 'cancel') {
      this.ok('Import cancelled; nothing was changed.');
      return;
    }
    await this.storeCampaign(pending, answer);
  }

  private async storeCampaign(pending: Omit<PendingCampaignConflict, 'clash'> & { readonly clash: CampaignClash | null }, mode: CampaignImportMode): Promise<void> {
    const stored = await this.save.track(this.transfer.importCampaign(pending.campaign, pending.members, mode));
    if (!stored) return;
    this.ok(campaignImportSentence(stored, mode, pending.clash, pending.members.map((m) => m.id)), pending.report);
  }

  private async store(doc: CharacterDocument, mode: ImportMode, report: readonly string[]): Promise<string | null> {
    const stored = await this.save.track(this.transfer.importCharacter(doc, mode));
    if (!stored) return null;
    this.ok(`Imported “${stored.name}”.`, report);
    return stored.id;
  }

  async duplicate(id: string): Promise<string | null> {
    const copy = await this.save.track(this.transfer.duplicateCharacter(id));
    if (copy) this.ok(`Made “${copy.name}”.`);
    return copy?.id ?? null;
  }

  /** Writes one file with everything; records when, for the reminder in Settings. */
  async backup(): Promise<void> {
    try {
      const backup = await this.transfer.exportBackup();
      const r = await this.platform.saveFile({ kind: 'backup', suggestedName: `sheetsmith-backup-${nowIso().slice(0, 10)}`, content: backup.text });
      if (!r.saved) return;
      await this.settings.set('lastBackupAt', nowIso());
      this.ok(`Backed up everything to ${r.fileName ?? 'the file'}.${backup.warning ? ` ${backup.warning}` : ''}`);
    } catch (e) {
      this.fail(e);
    }
  }

  /** Restores a backup file: all or nothing, replacing what is stored. */
  async restore(): Promise<boolean> {
    try {
      const picked = await this.platform.openFile(['backup']);
      if (picked.canceled) return false;
      return await this.restoreText(picked.content, picked.fileName);
    } catch (e) {
      this.fail(e);
      return false;
    }
  }

  async restoreText(text: string, fileName: string): Promise<boolean> {
    const outcome = await this.transfer.restoreAll(text, await loadAllSystems());
    if (!outcome.ok) {
      this.#notice = { kind: 'error', text: `${fileName}: ${outcome.error} Nothing was changed.`, report: [] };
      return false;
    }
    await this.settings.load();
    const c = outcome.counts;
    const done = `Restored ${fileName}: ${plural(c.characters, 'character')}, ${plural(c.campaigns, 'campaign')}, ${plural(c.restorePoints, 'restore point')}, ${plural(c.settings, 'setting')}.`;
    // What was left out is said first and in the notice itself, not among the repairs: it is not in the store now.
    const left = outcome.skipped.map((s) => `${s.name} (${s.reason.replace(/\.$/, '')})`);
    if (left.length > 0) {
      this.#notice = { kind: 'error', text: `${done} Left out because ${left.length === 1 ? 'it' : 'they'} could not be used: ${left.join('; ')}.`, report: outcome.report };
    } else this.ok(done, outcome.report);
    return true;
  }
}
