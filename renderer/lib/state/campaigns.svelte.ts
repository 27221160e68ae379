import type { CampaignDocument } from '../../../core/documents/campaign';
import { CAMPAIGN_SCHEMA_VERSION } from '../../../core/documents/campaign';
import { nowIso } from '../../../core/documents/file-names';
import { newId, type CampaignId } from '../../../core/documents/ids';
import type { CampaignRepository } from '../store/campaigns-repo';
import type { CharacterRepository, CharacterSummary } from '../store/characters-repo';
import type { CharacterDocument } from '../../../core/documents/character';
import type { CharacterId } from '../../../core/documents/ids';
import { loadSystem, systemName } from '../../../core/systems/registry';
import type { PartyAwardReport } from '../../../core/systems/types';
import type { StoredCampaign } from '../store/db';
import { Debouncer, type SaveStatus } from './save-status.svelte';

/** Validates a campaign name; returns the problem in words, or null. */
export function campaignNameProblem(name: string): string | null {
  if (name.trim().length === 0) return 'A campaign needs a name.';
  if (name.length > 120) return 'Keep the name to 120 characters or fewer.';
  return null;
}

/** The campaign list and the campaign being edited, with autosave. */
export class CampaignsState {
  list = $state<StoredCampaign[]>([]);
  loaded = $state(false);
  /** Why the campaign list could not be read, shown on the campaigns page. */
  listError = $state<string | null>(null);
  /** The open campaign's working copy; edits go here and are saved shortly after. */
  editing = $state<CampaignDocument | null>(null);
  /** Every live character, for the party picker (loaded when a campaign opens). */
  everyone = $state<CharacterSummary[]>([]);
  /** The last party award, for showing each member's arithmetic. */
  lastAward = $state<PartyAwardReport | null>(null);
  awardError = $state<string | null>(null);
  private readonly debouncer: Debouncer;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly repo: CampaignRepository,
    private readonly save: SaveStatus,
    private readonly characters: CharacterRepository,
  ) {
    this.debouncer = new Debouncer(() => void this.persist());
  }

  start(): void {
    const sub = this.repo.watchAll().subscribe({
      next: (rows) => {
        this.list = rows;
        this.loaded = true;
      },
      error: (error: unknown) => {
        this.listError = `The campaigns could not be read: ${error instanceof Error ? error.message : String(error)}`;
      },
    });
    this.unsubscribe = () => sub.unsubscribe();
  }

  stop(): void {
    this.debouncer.flush();
    this.unsubscribe?.();
  }

  async create(name: string, system: string): Promise<CampaignDocument> {
    const now = nowIso();
    const doc: CampaignDocument = {
      format: 'sheetsmith/campaign',
      schemaVersion: CAMPAIGN_SCHEMA_VERSION,
      id: newId<'CampaignId'>() as CampaignId,
      name: name.trim(),
      system,
      notes: '',
      members: [],
      createdAt: now,
      updatedAt: now,
    };
    await this.save.track(this.repo.save(doc));
    return doc;
  }

  async open(id: string): Promise<void> {
    this.debouncer.flush();
    this.editing = (await this.repo.get(id)) ?? null;
    this.lastAward = null;
    this.awardError = null;
    this.everyone = await this.characters.allSummaries();
  }

  /** Adds a character to the party, or takes one out. */
  async setMember(id: string, member: boolean): Promise<void> {
    if (!this.editing) return;
    const others = this.editing.members.filter((m) => m !== id);
    const members = member ? [...others, id as CharacterId] : others;
    this.editing = { ...this.editing, members };
    this.debouncer.schedule();
    this.debouncer.flush();
  }

  /**
   * Awards XP to the whole party: split equally, each share with the member's own bonus, all members saved in one
   * transaction (supplement §4). Members that cannot take XP yet (drafts) are listed with the reason.
   */
  async awardParty(text: string): Promise<void> {
    if (!this.editing) return;
    const total = Number(text.replace(/[,\s_]/g, ''));
    if (text.trim() === '' || !Number.isInteger(total) || total <= 0) {
      this.awardError = 'Type the XP the party earned, a whole number above 0.';
      return;
    }
    const system = await loadSystem(this.editing.system);
    if (!system?.progression) {
      this.awardError = `${systemName(this.editing.system)} has no experience points in its rules, so there is nothing to award.`;
      return;
    }
    const progression = system.progression;
    const docs = (await Promise.all(this.editing.members.map((id) => this.characters.get(id)))).filter(
      (d): d is CharacterDocument => d !== undefined && system.owns(d),
    );
    try {
      const plan = progression.planPartyAward(docs, total);
      const changed = progression.applyPartyAward(docs, plan, nowIso());
      await this.save.track(this.characters.saveAll(changed));
      this.lastAward = plan;
      this.awardError = null;
      this.everyone = await this.characters.allSummaries();
    } catch (e) {
      this.awardError = e instanceof Error ? e.message : String(e);
    }
  }

  /** Applies an edit to the open campaign and schedules the save. Empty names are kept out of the store. */
  edit(patch: Partial<Pick<CampaignDocument, 'name' | 'notes'>>): void {
    if (!this.editing) return;
    this.editing = { ...this.editing, ...patch };
    if (campaignNameProblem(this.editing.name) === null) this.debouncer.schedule();
  }

  flush(): void {
    this.debouncer.flush();
  }

  private async persist(): Promise<void> {
    if (this.editing) await this.save.track(this.repo.save($state.snapshot(this.editing) as CampaignDocument));
  }

  async trash(id: string): Promise<void> {
    await this.save.track(this.repo.trash(id));
    if (this.editing?.id === id) this.editing = null;
  }
}
