import type { CampaignDocument } from '../../../core/documents/campaign';
import { newCampaign } from '../../../core/documents/campaign';
import { nowIso } from '../../../core/documents/file-names';
import { newId, type CampaignId } from '../../../core/documents/ids';
import type { CharacterDocument } from '../../../core/documents/character';
import type { MemberCharacter } from '../../../core/campaign/party';
import type { Problem } from '../../../core/campaign/members';
import { loadSystem } from '../../../core/systems/registry';
import type { AnySystem } from '../../../core/systems/types';
import type { CampaignRepository, MembersChangedError } from '../store/campaigns-repo';
import type { CharacterRepository, CharacterSummary } from '../store/characters-repo';
import type { StoredCampaign } from '../store/db';
import { memberDocs, namesById, readMembers, type MemberRead } from './campaign-reads';
import { moveLegacyConditions } from '../../../core/campaign/legacy-conditions';
import { writeKeys, type SaveStatus } from './save-status.svelte';
import { LiveDocument } from './live-document.svelte';
import { CampaignJournal, CampaignStore } from './campaign-store';
import type { PendingJournal } from './pending-journal';
import { createSystemRandom, type RandomSource } from '../../../core/dice';
import { PartyState } from './party.svelte';
import { CombatTracker } from './combat.svelte';
import { SessionsState } from './sessions.svelte';
import { JournalEntriesState } from './journal-entries.svelte';
import { TreasureState } from './treasure.svelte';
import { DivideState } from './divide.svelte';
import { ClockState } from './clock.svelte';
import { DiceState } from './dice.svelte';

/** Validates a campaign name; returns the problem in words, or null. */
export function campaignNameProblem(name: string): string | null {
  if (name.trim().length === 0) return 'A campaign needs a name.';
  if (name.length > 120) return 'Keep the name to 120 characters or fewer.';
  return null;
}

type Subscription = { unsubscribe(): void };

/** What reading the members gives when no campaign is open. */
const NO_MEMBERS: ReadonlyMap<string, MemberRead> = new Map();


/** What a change of the campaign that also changes characters hands to {@link CampaignsState.commitWith}. */
export interface CampaignUpdate {
  readonly campaign: CampaignDocument;
  readonly characters: readonly CharacterDocument[];
  readonly notices: readonly string[];
}

/**
 * The campaign list (and its trash), and the campaign open for play: its document (a LiveDocument, so it follows
 * other windows and merges or refuses their edits), its game system, and its members as the store keeps them (their
 * cards, live). Every change of the open campaign goes through {@link change}, {@link edit} or {@link commitWith};
 * the table's parts (party, combat, sessions, treasure, clock, dice) are state classes of their own over this one.
 */
export class CampaignsState {
  #list = $state.raw<StoredCampaign[]>([]);
  #trash = $state.raw<StoredCampaign[]>([]);
  #loaded = $state(false);
  #listError = $state<string | null>(null);
  /** The name as typed, while it is not a name the store keeps (empty, too long). */
  #nameDraft = $state<string | null>(null);
  #everyone = $state.raw<CharacterSummary[]>([]);
  #system = $state.raw<AnySystem | null>(null);
  #memberSummaries = $state.raw<readonly CharacterSummary[]>([]);
  #problem = $state<string | null>(null);
  #notices = $state.raw<readonly string[]>([]);
  /** The campaign writes with characters, one after another (see commitWith). */
  #commits: Promise<unknown> = Promise.resolve();
  /** The read-then-write changes, one after another (see exclusive). */
  #turns: Promise<unknown> = Promise.resolve();
  #lastOpenedId = $state<string | null>(null);
  /** The campaign open here, or null once closed (the LiveDocument keeps its last document after closing). */
  #openId = $state<string | null>(null);
  readonly #store: CampaignStore;
  readonly #live: LiveDocument<CampaignDocument>;
  #subs: Subscription[] = [];
  #openSubs: Subscription[] = [];
  #memberSub: Subscription | null = null;
  #memberKey = '';
  /** The party dashboard of the open campaign. */
  readonly party: PartyState;
  /** The combat tracker of the open campaign. */
  readonly combat: CombatTracker;
  /** The session journal and its XP awards. */
  readonly sessions: SessionsState;
  /** The journal's NPCs and places. */
  readonly entries: JournalEntriesState;
  /** The treasure ledger. */
  readonly treasure: TreasureState;
  /** The treasure's Divide step: coins into purses, items to a member. */
  readonly divide: DivideState;
  /** The campaign clock and its timers. */
  readonly clock: ClockState;
  /** The dice panel, logging to the open campaign. */
  readonly dice: DiceState;

  constructor(
    private readonly repo: CampaignRepository,
    private readonly save: SaveStatus,
    /** The characters' repository: members are read and written through it, with their revisions. */
    readonly characters: CharacterRepository,
    journal: PendingJournal | null = null,
    /** The dice of the table (quick NPCs, hit points, initiative, the dice panel); seeded in tests. */
    rng: RandomSource = createSystemRandom(),
  ) {
    this.#store = new CampaignStore(repo);
    this.#live = new LiveDocument(this.#store, save, writeKeys.campaign, 400, undefined, journal && { journal: new CampaignJournal(journal, this.#store), kind: 'campaign' });
    // Shared (or no longer shared), the campaign and its party are read again from their new home.
    this.#live.whenMoved((id) => void this.reread(id));
    this.party = new PartyState(this, save, rng);
    this.combat = new CombatTracker(this, rng);
    this.sessions = new SessionsState(this);
    this.entries = new JournalEntriesState(this);
    this.treasure = new TreasureState(this);
    this.divide = new DivideState(this);
    this.clock = new ClockState(this, rng);
    this.dice = new DiceState(rng, this);
  }

  /** The live campaigns, by name. */
  get list(): readonly StoredCampaign[] {
    return this.#list;
  }
  /** Campaigns in the trash, most recently trashed first. */
  get trash(): readonly StoredCampaign[] {
    return this.#trash;
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
    const doc = this.current;
    return doc && this.#nameDraft !== null ? { ...doc, name: this.#nameDraft } : doc;
  }
  /** The open campaign as last stored or edited here (no name draft), or null when none is open. */
  private get current(): CampaignDocument | null {
    const doc = this.#live.doc;
    return doc && doc.id === this.#openId ? doc : null;
  }

  /** The open campaign's game system, once loaded (null for a system this build does not know). */
  get system(): AnySystem | null {
    return this.#system;
  }
  /** What another window did to the open campaign. */
  get notice(): string | null {
    return this.#live.notice;
  }
  /** Why the last change of the open campaign was refused, in one sentence; null after a change that worked. */
  get problem(): string | null {
    return this.#problem;
  }
  /** What the last change said (a condition ended, a torch ran out, the fight's summary). */
  get notices(): readonly string[] {
    return this.#notices;
  }
  /** Every live character, for the party picker (read when a campaign opens and after changes here). */
  get everyone(): readonly CharacterSummary[] {
    return this.#everyone;
  }
  /** The campaign opened last in this window (the dice panel logs to it by default). */
  get lastOpenedId(): string | null {
    return this.#lastOpenedId;
  }

  /** The open campaign's members as the store keeps them (card, trash flag), in party order; missing ones left out. */
  get memberSummaries(): readonly CharacterSummary[] {
    return this.#memberSummaries;
  }

  /** The members as core's campaign code wants them (trashed ones flagged). */
  readonly memberCharacters = $derived<readonly MemberCharacter[]>(
    this.#memberSummaries.map((s) => ({
      id: s.id as MemberCharacter['id'],
      name: s.name,
      status: s.status,
      card: s.card,
      trashed: s.deletedAt !== undefined,
    })),
  );

  /** Names of the members by id, for sentences and searches. */
  readonly memberNames = $derived<ReadonlyMap<string, string>>(namesById(this.#memberSummaries));

  start(): void {
    this.#subs.push(
      this.repo.watchAll().subscribe(
        (rows) => {
          this.#list = rows;
          this.#loaded = true;
        },
        (error: unknown) => {
          this.#listError = `The campaigns could not be read: ${error instanceof Error ? error.message : String(error)}`;
        },
      ),
      this.repo.watchTrash().subscribe(
        (rows) => (this.#trash = rows),
        () => undefined,
      ),
    );
  }

  stop(): void {
    this.closeOpen();
    for (const s of this.#subs) s.unsubscribe();
    this.#subs = [];
  }

  async create(name: string, system: string): Promise<CampaignDocument> {
    const doc = newCampaign({ id: newId<'CampaignId'>() as CampaignId, name: name.trim(), system, now: nowIso() });
    await this.save.track(this.repo.save(doc), writeKeys.campaign(doc.id));
    return doc;
  }

  async open(id: string): Promise<void> {
    this.#nameDraft = null;
    this.#problem = null;
    this.#notices = [];
    this.closeOpen();
    const doc = await this.#live.open(id);
    if (!doc) return;
    this.#openId = id;
    this.#lastOpenedId = id;
    this.#system = (await loadSystem(doc.system)) ?? null;
    this.watchMembers(doc.members);
    // Another window's change of the party: follow its members too.
    this.#openSubs.push(this.repo.watchOne(id).subscribe((stored) => stored && this.watchMembers(stored.doc.members)));
    await this.refreshEveryone();
    await this.moveLegacyConditions();
  }

  /**
   * A campaign of schema 2 kept its members' conditions itself: they move onto the characters (one write with the
   * campaign), so the sheet, the party and the tracker show the same ones.
   */
  private async moveLegacyConditions(): Promise<void> {
    const doc = this.current;
    const system = this.#system;
    if (!doc || !system || (doc.conditions.length === 0 && (doc.combat?.conditions.length ?? 0) === 0)) return;
    const read = await this.readMembers();
    const moved = moveLegacyConditions($state.snapshot(doc) as CampaignDocument, system, memberDocs(read), { now: nowIso(), newId: () => newId<'Condition'>() });
    if (!moved) return;
    const revs = Object.fromEntries(moved.characters.flatMap((c) => (read.get(c.id) ? [[c.id, read.get(c.id)?.rev ?? '']] : [])));
    await this.commitWith(moved, revs);
  }

  /** Closes the open campaign (its edits written first): the dice panel then keeps rolls in this window only. */
  close(): void {
    this.closeOpen();
    this.#system = null;
  }

  /**
   * The open campaign moved home (shared, or no longer shared): read it and follow it there, and its party, without
   * closing the page (a dialog open on it, the share's join details, stays).
   */
  private async reread(id: string): Promise<void> {
    if (this.#openId !== id) return;
    await this.#live.open(id);
    for (const s of this.#openSubs) s.unsubscribe();
    this.#openSubs = [this.repo.watchOne(id).subscribe((stored) => stored && this.watchMembers(stored.doc.members))];
    this.#memberKey = '';
    this.watchMembers(this.#live.doc?.members ?? []);
  }

  private closeOpen(): void {
    this.#openId = null;
    this.#live.close();
    for (const s of this.#openSubs) s.unsubscribe();
    this.#openSubs = [];
    this.#memberSub?.unsubscribe();
    this.#memberSub = null;
    this.#memberKey = '';
    this.#memberSummaries = [];
  }

  /** Follows the summaries (cards) of these members, when they are not the ones followed already. */
  private watchMembers(ids: readonly string[]): void {
    const key = ids.join('\n');
    if (key === this.#memberKey && this.#memberSub) return;
    this.#memberKey = key;
    this.#memberSub?.unsubscribe();
    this.#memberSub = this.characters.watchSummaries(ids).subscribe((rows) => {
      this.#memberSummaries = rows.filter((r): r is CharacterSummary => r !== undefined);
    });
  }

  /** Reads the characters again for the picker (after one was made or added here). */
  async refreshEveryone(): Promise<void> {
    this.#everyone = await this.characters.allSummaries();
  }

  /** Shows a refusal (or clears it). */
  say(problem: string | null): void {
    this.#problem = problem;
  }

  /** Shows what a change said. */
  tell(notices: readonly string[]): void {
    this.#notices = notices;
  }

  /**
   * Applies a pure change to the open campaign and writes it at once. A refusal (a Problem) is shown and nothing
   * changes. True when stored.
   */
  async change(fn: (doc: CampaignDocument) => CampaignDocument | Problem, notices: readonly string[] = []): Promise<boolean> {
    const doc = this.current;
    if (!doc) return false;
    const next = fn($state.snapshot(doc) as CampaignDocument);
    if ('problem' in next) {
      this.#problem = next.problem;
      return false;
    }
    this.#problem = null;
    this.#notices = notices;
    const ok = await this.#live.commit({ ...next, updatedAt: nowIso() });
    this.watchMembers(next.members);
    return ok;
  }

  /** Applies a pure change and saves it shortly (typing: notes, a session's text); refusals are shown. */
  edit(fn: (doc: CampaignDocument) => CampaignDocument | Problem): void {
    const doc = this.current;
    if (!doc) return;
    const next = fn(doc);
    if ('problem' in next) {
      this.#problem = next.problem;
      return;
    }
    this.#problem = null;
    this.#live.edit(() => ({ ...next, updatedAt: nowIso() }));
  }

  /** Edits the campaign's name or notes (saved shortly). Names the store cannot keep stay on screen only. */
  editDetails(patch: Partial<Pick<CampaignDocument, 'name' | 'notes'>>): void {
    if (!this.current) return;
    const { name, ...rest } = patch;
    if (name !== undefined) this.#nameDraft = campaignNameProblem(name) === null ? null : name;
    const keep = name !== undefined && campaignNameProblem(name) === null ? { name } : {};
    this.#live.edit((d) => ({ ...d, ...rest, ...keep, updatedAt: nowIso() }));
  }

  /**
   * Reads the open campaign's members from the store with their revisions: those of the campaign's system that are
   * in play (not in the trash, not drafts unless `drafts`), by id. What a change of characters is based on.
   */
  async readMembers(options: { readonly drafts?: boolean } = {}): Promise<ReadonlyMap<string, MemberRead>> {
    const doc = this.current;
    const system = this.#system;
    return doc && system ? readMembers(this.characters, doc, system, options) : NO_MEMBERS;
  }

  /**
   * Writes a change of the campaign together with the characters it changed, in one transaction, each character on
   * the revision it was read at (`revs`; new characters have none). A character changed elsewhere meanwhile refuses
   * the whole change with a sentence and the campaign is read again; nothing is half-written. True when stored.
   */
  commitWith(update: CampaignUpdate, revs: Readonly<Record<string, string>>): Promise<boolean> {
    // One at a time: the characters ride on the store until this write is done, and a second change clicked
    // meanwhile must not put its own in their place before they are written (nor take them off with its `detach`).
    const run = this.#commits.then(() => this.commitNow(update, revs));
    this.#commits = run.catch(() => undefined);
    return run;
  }

  /**
   * Runs a change that reads the members and then writes (a fight's step, an award) after every change started before
   * it is stored, so what it reads already holds them: read while a change clicked a moment earlier is still being
   * written, the members' revisions would be the older ones and the change would be refused as a clash with itself.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#turns.then(async () => {
      await this.#commits;
      await this.#live.settled();
      return work();
    });
    this.#turns = run.catch(() => undefined);
    return run;
  }

  private async commitNow(update: CampaignUpdate, revs: Readonly<Record<string, string>>): Promise<boolean> {
    const doc = this.current;
    if (!doc) return false;
    const id = doc.id;
    const characters = update.characters.map((c) => $state.snapshot(c) as CharacterDocument);
    this.#store.attach({ characters, revs });
    let ok = false;
    let changed: MembersChangedError | null = null;
    try {
      ok = await this.#live.commit({ ...update.campaign, updatedAt: nowIso() });
    } finally {
      changed = this.#store.detach();
    }
    if (changed) {
      this.save.resolve(writeKeys.campaign(id));
      await this.#live.open(id);
      this.#problem = changed.message;
      return false;
    }
    this.#problem = ok ? null : (this.#live.notice ?? 'The change could not be saved.');
    this.#notices = ok ? update.notices : [];
    this.watchMembers(update.campaign.members);
    if (ok && update.characters.some((c) => !doc.members.includes(c.id))) await this.refreshEveryone();
    return ok;
  }

  flush(): void {
    this.#live.flush();
  }

  /** Resolves when every write started so far has finished (tests). */
  settled(): Promise<void> {
    return this.#live.settled();
  }

  /** The page is going away: unwritten edits go to the journal at once, then are written. */
  flushForExit(): void {
    // A journal entry's name typed and not yet left: its sessions take the new name in the same last write.
    this.entries.finishName();
    this.#live.flushForExit();
  }

  /** Moves a campaign to the trash (its characters stay); it can be restored from the list's trash. */
  async moveToTrash(id: string): Promise<void> {
    if (this.current?.id === id) this.closeOpen();
    await this.save.track(this.repo.trash(id), writeKeys.campaign(id));
  }

  /** Takes a campaign out of the trash. */
  async restore(id: string): Promise<void> {
    await this.save.track(this.repo.restore(id), writeKeys.campaign(id));
  }

  /** Deletes the campaigns in the trash for good (their characters are not touched). */
  async emptyTrash(): Promise<void> {
    await this.save.track(this.repo.emptyTrash());
  }
}
