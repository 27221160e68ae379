import type { CampaignDocument } from '../../../core/documents/campaign';
import { newCampaign } from '../../../core/documents/campaign';
import { nowIso } from '../../../core/documents/file-names';
import { newId, type CampaignId } from '../../../core/documents/ids';
import type { CampaignRepository } from '../store/campaigns-repo';
import type { CharacterRepository, CharacterSummary } from '../store/characters-repo';
import type { CharacterDocument } from '../../../core/documents/character';
import type { CharacterId } from '../../../core/documents/ids';
import { loadSystem, systemName } from '../../../core/systems/registry';
import type { PartyAwardReport } from '../../../core/systems/types';
import type { StoredCampaign } from '../store/db';
import { writeKeys, type SaveStatus } from './save-status.svelte';
import { LiveDocument } from './live-document.svelte';
import type { PendingJournal } from './pending-journal';

/** Validates a campaign name; returns the problem in words, or null. */
export function campaignNameProblem(name: string): string | null {
  if (name.trim().length === 0) return 'A campaign needs a name.';
  if (name.length > 120) return 'Keep the name to 120 characters or fewer.';
  return null;
}

/** The campaign list and the campaign being edited, with autosave. */
export class CampaignsState {
  #list = $state<StoredCampaign[]>([]);
  #loaded = $state(false);
  #listError = $state<string | null>(null);
  /** The name as typed, while it is not a name the store keeps (empty, too long). */
  #nameDraft = $state<string | null>(null);
  #everyone = $state<CharacterSummary[]>([]);
  #lastAward = $state<PartyAwardReport | null>(null);
  #awardError = $state<string | null>(null);
  readonly #live: LiveDocument<CampaignDocument>;
  #unsubscribe: (() => void) | null = null;

  constructor(
    private readonly repo: CampaignRepository,
    private readonly save: SaveStatus,
    private readonly characters: CharacterRepository,
    journal: PendingJournal | null = null,
  ) {
    this.#live = new LiveDocument(repo, save, writeKeys.campaign, 400, undefined, journal && { journal, kind: 'campaign' });
  }

  /** The live campaigns, by name. */
  get list(): readonly StoredCampaign[] {
    return this.#list;
  }
  /** True once the list has been read (until then the view shows nothing). */
  get loaded(): boolean {
    return this.#loaded;
  }
  /** Why the campaign list could not be read, shown on the campaigns page. */
  get listError(): string | null {
    return this.#listError;
  }
  /** The open campaign as edited here (the name as typed, even while it cannot be saved). */
  get editing(): CampaignDocument | null {
    const doc = this.#live.doc;
    return doc && this.#nameDraft !== null ? { ...doc, name: this.#nameDraft } : doc;
  }
  /** What another window did to the open campaign. */
  get notice(): string | null {
    return this.#live.notice;
  }
  /** Every live character, for the party picker (loaded when a campaign opens). */
  get everyone(): readonly CharacterSummary[] {
    return this.#everyone;
  }
  /** The last party award, for showing each member's arithmetic. */
  get lastAward(): PartyAwardReport | null {
    return this.#lastAward;
  }
  get awardError(): string | null {
    return this.#awardError;
  }

  start(): void {
    const sub = this.repo.watchAll().subscribe({
      next: (rows) => {
        this.#list = rows;
        this.#loaded = true;
      },
      error: (error: unknown) => {
        this.#listError = `The campaigns could not be read: ${error instanceof Error ? error.message : String(error)}`;
      },
    });
    this.#unsubscribe = () => sub.unsubscribe();
  }

  stop(): void {
    this.#live.close();
    this.#unsubscribe?.();
  }

  async create(name: string, system: string): Promise<CampaignDocument> {
    const doc = newCampaign({ id: newId<'CampaignId'>() as CampaignId, name: name.trim(), system, now: nowIso() });
    await this.save.track(this.repo.save(doc), writeKeys.campaign(doc.id));
    return doc;
  }

  async open(id: string): Promise<void> {
    this.#nameDraft = null;
    await this.#live.open(id);
    this.#lastAward = null;
    this.#awardError = null;
    this.#everyone = await this.characters.allSummaries();
  }

  /** Adds a character to the party, or takes one out; written at once. */
  async setMember(id: string, member: boolean): Promise<void> {
    const doc = this.#live.doc;
    if (!doc) return;
    const others = doc.members.filter((m) => m !== id);
    await this.#live.commit({ ...doc, members: member ? [...others, id as CharacterId] : others, updatedAt: nowIso() });
  }

  /**
   * Awards XP to the whole party: split equally, each share with the member's own bonus, all members saved in one
   * transaction (supplement §4), each based on the revision it was read at: a member changed in another window
   * meanwhile refuses the whole award, which can then be given again on the newer characters. Members that cannot
   * take XP yet (drafts) are listed with the reason; trashed characters are never counted or changed.
   */
  async awardParty(text: string): Promise<void> {
    const campaign = this.#live.doc;
    if (!campaign) return;
    const total = Number(text.replace(/[,\s_]/g, ''));
    if (text.trim() === '' || !Number.isInteger(total) || total <= 0) {
      this.#awardError = 'Type the XP the party earned, a whole number above 0.';
      return;
    }
    const system = await loadSystem(campaign.system);
    if (!system?.progression) {
      this.#awardError = `${systemName(campaign.system)} has no experience points in its rules, so there is nothing to award.`;
      return;
    }
    const progression = system.progression;
    const read = await Promise.all(campaign.members.map((id) => this.characters.getWithRev(id)));
    const members = read.filter((r): r is NonNullable<typeof r> => r !== undefined && r.deletedAt === undefined && system.owns(r.doc));
    const docs: CharacterDocument[] = members.map((m) => m.doc);
    const revs = Object.fromEntries(members.map((m) => [m.doc.id, m.rev]));
    try {
      const plan = progression.planPartyAward(docs, total);
      const changed = progression.applyPartyAward(docs, plan, nowIso());
      let conflict = false;
      await this.save.track(this.characters.saveAll(changed, revs), writeKeys.general, { onConflict: () => (conflict = true) });
      if (conflict) {
        this.#awardError = 'A member was changed in another window while the award was worked out, so nothing was given; award it again.';
        return;
      }
      this.#lastAward = plan;
      this.#awardError = null;
      this.#everyone = await this.characters.allSummaries();
    } catch (e) {
      this.#awardError = e instanceof Error ? e.message : String(e);
    }
  }

  /** Applies an edit to the open campaign and schedules the save. Names the store cannot keep stay on screen only. */
  edit(patch: Partial<Pick<CampaignDocument, 'name' | 'notes'>>): void {
    if (!this.#live.doc) return;
    const { name, ...rest } = patch;
    if (name !== undefined) this.#nameDraft = campaignNameProblem(name) === null ? null : name;
    const keep = name !== undefined && campaignNameProblem(name) === null ? { name } : {};
    this.#live.edit((d) => ({ ...d, ...rest, ...keep, updatedAt: nowIso() }));
  }

  flush(): void {
    this.#live.flush();
  }

  /** The page is going away: unwritten edits go to the journal at once, then are written. */
  flushForExit(): void {
    this.#live.flushForExit();
  }

  async trash(id: string): Promise<void> {
    await this.save.track(this.repo.trash(id), writeKeys.campaign(id));
    if (this.#live.doc?.id === id) this.#live.close();
  }
}
