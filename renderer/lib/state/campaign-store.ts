import type { CampaignDocument } from '../../../core/documents/campaign';
import type { CharacterDocument } from '../../../core/documents/character';
import { MembersChangedError, type CampaignRepository } from '../store/campaigns-repo';
import type { Live } from '../store/characters-repo';
import type { SaveOptions } from '../store/document-table';
import type { Revisioned } from '../store/rows';
import type { RevisionedStore } from './live-document.svelte';
import { PendingJournal, type JournalEntry, type PendingEdit } from './pending-journal';

/** Characters to write in the same transaction as the campaign's next save, with the revisions they were read at. */
export interface Companions {
  readonly characters: readonly CharacterDocument[];
  readonly revs: Readonly<Record<string, string>>;
}

/**
 * The campaign repository as the open campaign's LiveDocument sees it, with one addition: characters attached for the
 * next save are written with the campaign in ONE transaction (a combat's hit points, an award, new quick NPCs), so the
 * campaign and its members never disagree. The LiveDocument keeps doing what it does for every campaign edit (revision
 * checks, merging another window's change, the pending journal); a retry after a merge writes the same characters.
 * The caller attaches, commits, and detaches in a `finally`, so characters never ride along with a later save.
 */
export class CampaignStore implements RevisionedStore<CampaignDocument> {
  #companions: Companions | null = null;
  #refused: MembersChangedError | null = null;

  constructor(private readonly repo: CampaignRepository) {}

  /**
   * True while characters are attached: a write of the campaign with them is under way. A change that writes no
   * character (ending a fight) is not: the journal keeps it like any other edit if the page goes away meanwhile.
   */
  get attached(): boolean {
    return this.#companions !== null && this.#companions.characters.length > 0;
  }

  /** Characters to write with the next save(s) of the campaign, until {@link detach}. */
  attach(companions: Companions): void {
    this.#companions = companions;
  }

  /**
   * Detaches the characters; returns the refusal of the last save with them when a character had moved on (the save
   * status would show it as a failed write, which it is not: nothing was lost, the GM repeats the action).
   */
  detach(): MembersChangedError | null {
    const refused = this.#refused;
    this.#companions = null;
    this.#refused = null;
    return refused;
  }

  getWithRev(id: string): Promise<Revisioned<CampaignDocument> | undefined> {
    return this.repo.getWithRev(id);
  }

  watchOne(id: string): Live<Revisioned<CampaignDocument> | undefined> {
    return this.repo.watchOne(id);
  }

  watchHome(id: string, moved: () => void): () => void {
    return this.repo.watchHome(id, moved);
  }

  save(doc: CampaignDocument, options: SaveOptions = {}): Promise<{ readonly rev: string }> {
    const companions = this.#companions;
    if (!companions || companions.characters.length === 0) return this.repo.save(doc, options);
    return this.repo.saveWithCharacters(doc, options, companions.characters, companions.revs).catch((e: unknown) => {
      if (e instanceof MembersChangedError) this.#refused = e;
      throw e;
    });
  }
}

/**
 * The pending journal as the open campaign uses it: while a campaign write with characters is under way, the page
 * going away must not keep the campaign alone (an award recorded without the XP, a fight's hit points without the
 * characters' own), so nothing is journalled then; the write itself lands whole or not at all.
 */
export class CampaignJournal extends PendingJournal {
  constructor(
    private readonly inner: PendingJournal,
    private readonly store: CampaignStore,
  ) {
    super(null, inner.pageId);
  }

  override write(edit: PendingEdit): boolean {
    return this.store.attached ? false : this.inner.write(edit);
  }

  override park(edit: PendingEdit): boolean {
    return this.store.attached ? false : this.inner.park(edit);
  }

  override parked(): JournalEntry[] {
    return this.inner.parked();
  }

  override clear(kind: PendingEdit['kind'], id: string): void {
    this.inner.clear(kind, id);
  }

  override discard(entry: JournalEntry): void {
    this.inner.discard(entry);
  }

  override entries(): JournalEntry[] {
    return this.inner.entries();
  }
}
