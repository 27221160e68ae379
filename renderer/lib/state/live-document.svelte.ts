import { mergeDocuments } from '../../../core/documents/merge';
import { revisionNumber } from '../../../core/documents/revision';
import type { Live } from '../store/characters-repo';
import type { Revisioned } from '../store/rows';
import type { RevisionConflictError } from '../store/store-errors';
import { Debouncer, type SaveStatus } from './save-status.svelte';
import type { PendingEdit, PendingJournal } from './pending-journal';

/** How many times in a row a save is merged onto another window's newer one before the newer one wins. */
const MAX_MERGES = 4;
/** How many of its own revisions a page remembers, to know a late echo of one (see LiveDocument.follow). */
const HELD_REVISIONS = 8;

/** What a live document needs of its repository (characters and campaigns both offer it). */
export interface RevisionedStore<T> {
  getWithRev(id: string): Promise<Revisioned<T> | undefined>;
  watchOne(id: string): Live<Revisioned<T> | undefined>;
  save(doc: T, options?: { baseRev?: string }): Promise<{ readonly rev: string }>;
  /** Calls `moved` when the document moves to another home (a campaign shared or no longer shared); returns the stop. */
  watchHome?(id: string, moved: () => void): () => void;
}

/** When a failed write is tried again: after `firstMs`, then twice as long each time up to `maxMs`. */
export interface RetryDelays {
  readonly firstMs: number;
  readonly maxMs: number;
}

/** A failed write is tried again after 2 s, 4 s, 8 s… up to every 30 s, and at once when another write lands. */
const RETRY: RetryDelays = { firstMs: 2_000, maxMs: 30_000 };

/** How a document is told apart and stamped: its id and the time of an edit. */
interface Stamped {
  readonly id: string;
  readonly updatedAt: string;
}

/**
 * One document open for editing in this window, kept honest against the store when the same document is open in
 * another window or tab:
 * - it follows the stored document live: another window's save appears here within a moment, unless this window has
 *   edits of its own not yet written;
 * - every save is based on the revision it was read at; a save refused because the stored one moved on is merged field
 *   by field onto the stored one (the other window's change kept, this window's edit applied on top) when no field was
 *   changed by both, and otherwise refused with a visible notice and the newer document shown. Nothing is written
 *   silently over another window's change.
 * Edits are saved shortly after they are made; {@link flush} writes at once (leaving a view, hiding the page).
 * A write that fails (a full disk) is tried again, with growing pauses and at once when any other write of the window
 * lands; until then the edit stays on screen and in the save status, and another window's save of the same document
 * is merged under it rather than taken in its place (issue #23 §3, §8).
 */
export class LiveDocument<T extends Stamped> {
  #doc = $state<T | null>(null);
  #notice = $state<string | null>(null);
  /** The stored revision the current edits are based on, and the document as it was stored at that revision. */
  #rev: string | undefined;
  #base: T | null = null;
  #saving: Promise<unknown> | null = null;
  /** Edits made here, and how many of them are stored: unequal while an edit waits to be written. */
  #edits = 0;
  #stored = 0;
  /** How many edits this page's journal entry holds (0: none written); only a save carrying them all clears it. */
  #journaled = 0;
  /** The newest stored version seen while our own edits were pending: taken up once they are written. */
  #missed: Revisioned<T> | null = null;
  #sub: { unsubscribe(): void } | null = null;
  #offHome: (() => void) | null = null;
  /** What to do when the open document moves to another home: open it again there, unless the owner says otherwise. */
  #onMoved: (id: string) => void = (id) => void this.open(id);
  /** The last revisions this page opened or wrote, newest last (see follow). */
  #held: string[] = [];
  readonly #debouncer: Debouncer;
  /** The retry of a failed write: its timer, the next pause, and the hook on the window's other writes. */
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #retryDelay: number;
  #offSuccess: (() => void) | null = null;

  constructor(
    private readonly store: RevisionedStore<T>,
    private readonly status: SaveStatus,
    /** The save status key of a document (its writes' failures stay shown until one of them succeeds). */
    private readonly keyOf: (id: string) => string,
    delayMs: number,
    /** Called after each successful save with the saved document (restore points, bookkeeping). */
    private readonly afterSave: (doc: T) => Promise<void> = async () => undefined,
    /** Where unwritten edits go when the page goes away, and which kind of document this is there. */
    private readonly journal: { readonly journal: PendingJournal; readonly kind: PendingEdit['kind'] } | null = null,
    /** When a failed write is tried again (tests shorten it). */
    private readonly retry: RetryDelays = RETRY,
  ) {
    this.#debouncer = new Debouncer(() => void this.save(), delayMs);
    this.#retryDelay = retry.firstMs;
  }

  get doc(): T | null {
    return this.#doc;
  }
  /** A sentence about what another window did to this document, until the next edit here. */
  get notice(): string | null {
    return this.#notice;
  }

  /** Opens a stored document and starts following it. Undefined when it is not stored. */
  async open(id: string): Promise<T | undefined> {
    this.close();
    // close() started writing any pending edit; read only once it has landed. Read before, the store still holds the
    // version under the edit: it would be adopted, and the write's own echo then ignored as ours (the sheet showed
    // the state before a play action after going back from the play page).
    while (this.#saving) await this.#saving;
    const found = await this.store.getWithRev(id);
    if (!found) return undefined;
    this.adopt(found);
    this.#sub = this.store.watchOne(id).subscribe(
      (stored) => this.follow(stored),
      () => undefined,
    );
    this.followHome(id);
    return found.doc;
  }

  /**
   * Sets what happens when the open document moves to another home (shared, or no longer shared): by default it is
   * opened again there; an owner with more to re-read (the campaign's party) opens itself again instead.
   */
  whenMoved(onMoved: (id: string) => void): void {
    this.#onMoved = onMoved;
  }

  /**
   * Watches the document's home. Its revisions start anew in a new home (the copy in a shared campaign's database is
   * at revision 1), so a page that kept following the old home would never see the new one's changes, and its next
   * save would meet the new home's revision as another window's. Opened again there, it follows the right one.
   */
  private followHome(id: string): void {
    this.#offHome = this.store.watchHome?.(id, () => this.#onMoved(id)) ?? null;
  }

  /** Starts editing a document already in hand (a new draft, just saved), following the store from `rev`. */
  track(doc: T, rev: string | undefined): void {
    this.close();
    this.adopt({ doc, rev: rev ?? '0-' });
    this.#sub = this.store.watchOne(doc.id).subscribe((stored) => this.follow(stored));
    this.followHome(doc.id);
  }

  /**
   * Stops following (the view closed); pending edits are written first. Edits whose write failed are parked in the
   * journal (PendingJournal.park), where the app writes them once storage works again, or the next start does:
   * nothing here tries again once the view is gone.
   */
  close(): void {
    this.flush();
    if (this.#retryTimer !== null || this.#offSuccess !== null) {
      this.stopRetry();
      const doc = this.#doc;
      if (doc && this.journal && this.#edits !== this.#stored) {
        this.journal.journal.park({ kind: this.journal.kind, id: doc.id, baseRev: this.#rev ?? null, base: $state.snapshot(this.#base), doc: $state.snapshot(doc) });
      }
    }
    this.#sub?.unsubscribe();
    this.#sub = null;
    this.#offHome?.();
    this.#offHome = null;
  }

  private adopt(found: Revisioned<T>): void {
    this.#stored = this.#edits;
    // An entry this page journalled for the document before is not this session's to clear.
    this.#journaled = 0;
    this.#doc = found.doc;
    this.#base = found.doc;
    this.#rev = found.rev;
    this.hold(found.rev);
    this.#notice = null;
  }

  /** Remembers a revision this page holds; a few are enough to know a late echo of our own writes. */
  private hold(rev: string): void {
    this.#held = [...this.#held.filter((r) => r !== rev), rev].slice(-HELD_REVISIONS);
  }

  /**
   * Another window's save (or our own, coming back): taken when nothing of ours is waiting to be written. Edits of
   * ours that could not be written (a failed save) stay: the other window's change is merged under them, or, when both
   * changed the same field, ours stays shown until its retry meets theirs and is refused with a notice.
   */
  private follow(stored: Revisioned<T> | undefined): void {
    if (!stored || stored.rev === this.#rev) return;
    // A version this page already had (opened or wrote) coming back late: a watch's read that started before our last
    // save landed. Taking it would quietly put back what that save wrote.
    if (this.#held.includes(stored.rev)) return;
    if (this.#debouncer.pending || this.#saving) {
      // Our save will meet it (and merge); if ours was already written, it is taken up after.
      this.#missed = stored;
      return;
    }
    this.#missed = null;
    const mine = this.#doc;
    if (this.#edits !== this.#stored && mine && this.#base) {
      const merged = mergeDocuments(this.#base, $state.snapshot(mine) as T, stored.doc);
      if (merged.ok) {
        this.#doc = merged.doc;
        this.#base = stored.doc;
        this.#rev = stored.rev;
        this.hold(stored.rev);
        this.#notice = 'Another window changed this too; both changes are shown, and this window’s is not saved yet.';
      } else {
        this.#missed = stored;
        this.#notice = `Another window changed ${describeConflicts(merged.conflicts)} too; this window’s unsaved change is kept here until it can be saved.`;
      }
      this.retryLater();
      return;
    }
    this.adopt(stored);
    this.#notice = 'Updated with a change made in another window.';
  }

  /** Replaces the document (an edit) and schedules the save. */
  edit(change: (doc: T) => T): void {
    if (!this.#doc) return;
    this.#doc = change(this.#doc);
    this.#edits++;
    this.#notice = null;
    this.#debouncer.schedule();
  }

  /**
   * Replaces the document and writes it at once (a level-up, an award). True once it is stored (merged onto another
   * window's change if need be); false when it was refused, with the notice saying why and the newer one shown.
   */
  async commit(doc: T): Promise<boolean> {
    this.#debouncer.cancel();
    this.#doc = doc;
    this.#edits++;
    this.#notice = null;
    return this.save();
  }

  /** Writes pending edits now. */
  flush(): void {
    this.#debouncer.flush();
  }

  /**
   * The page is going away: edits not yet stored go to the journal at once (synchronously), then a write is started
   * too, which may or may not finish before the page ends; whichever lands, the next start sorts it out.
   */
  flushForExit(): void {
    this.journalUnwritten();
    this.flush();
  }

  /** Puts the edits not yet stored in this page's journal entry (synchronously). */
  private journalUnwritten(): void {
    const doc = this.#doc;
    if (doc && this.journal && this.#edits !== this.#stored) {
      if (this.journal.journal.write({ kind: this.journal.kind, id: doc.id, baseRev: this.#rev ?? null, base: $state.snapshot(this.#base), doc: $state.snapshot(doc) })) {
        this.#journaled = this.#edits;
      }
    }
  }

  /** Resolves when every write started so far has finished (tests, leaving the page). */
  async settled(): Promise<void> {
    this.flush();
    while (this.#saving) await this.#saving;
  }

  private async save(): Promise<boolean> {
    while (this.#saving) await this.#saving;
    const doc = this.#doc;
    if (!doc) return false;
    const edits = this.#edits;
    const run = this.write($state.snapshot(doc) as T).then((ok) => {
      if (ok) this.#stored = Math.max(this.#stored, edits);
      // The journal entry is cleared only by a save that carried every edit in it: a save already under way when
      // the page went away did not (another window's saves never touch this page's entry: it is keyed by page).
      if (ok && this.journal && this.#journaled > 0 && edits >= this.#journaled) {
        this.journal.journal.clear(this.journal.kind, doc.id);
        this.#journaled = 0;
      }
      return ok;
    });
    this.#saving = run.then(() => undefined);
    try {
      return await run;
    } finally {
      this.#saving = null;
      const missed = this.#missed;
      if (missed && missed.rev !== this.#rev && revisionNumber(missed.rev) > revisionNumber(this.#rev)) this.follow(missed);
    }
  }

  /** One save based on the revision in hand; true when stored. */
  private async write(doc: T, attempt = 0): Promise<boolean> {
    let conflict: RevisionConflictError<T> | null = null;
    const saved = await this.status.track(this.store.save(doc, this.#rev === undefined ? {} : { baseRev: this.#rev }), this.keyOf(doc.id), {
      onConflict: (e) => (conflict = e as RevisionConflictError<T>),
    });
    if (saved) {
      this.#rev = saved.rev;
      this.hold(saved.rev);
      this.#base = doc;
      this.stopRetry();
      this.#retryDelay = this.retry.firstMs;
      await this.afterSave(doc);
      return true;
    }
    if (conflict) return this.resolve(conflict, doc, attempt);
    this.retryLater();
    return false;
  }

  /** Tries the failed write again later: after a growing pause, or at once when another write of the window lands. */
  private retryLater(): void {
    if (this.#retryTimer !== null || this.status.storeClosed) return;
    const delay = this.#retryDelay;
    this.#retryDelay = Math.min(delay * 2, this.retry.maxMs);
    this.#retryTimer = setTimeout(() => this.retryNow(), delay);
    this.#offSuccess ??= this.status.onWriteSucceeded(() => this.retryNow());
  }

  private retryNow(): void {
    this.stopRetry();
    // An edit made since has its own save on the way; a save under way retries on its own if it fails.
    if (this.#edits !== this.#stored && !this.#saving && !this.#debouncer.pending) void this.save();
  }

  private stopRetry(): void {
    if (this.#retryTimer !== null) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    this.#offSuccess?.();
    this.#offSuccess = null;
  }

  /** Our save met another window's: merge field by field, or show theirs and say what of ours was not kept. */
  private async resolve(conflict: RevisionConflictError<T>, mine: T, attempt: number): Promise<boolean> {
    const stored = conflict.stored;
    if (stored === null || conflict.storedRev === null) {
      this.#notice = conflict.message;
      this.refused(mine);
      return false;
    }
    // Each merge is three-way from the stored document the previous one was made on, so a window that keeps saving
    // meanwhile is merged again; a few rounds, then the newer document wins and the notice says so.
    const merged = this.#base && attempt < MAX_MERGES ? mergeDocuments(this.#base, mine, stored) : ({ ok: false, conflicts: ['the same character (again and again)'] } as const);
    this.#base = stored;
    this.#rev = conflict.storedRev;
    this.hold(conflict.storedRev);
    if (merged.ok) {
      this.#doc = merged.doc;
      this.#notice = 'Another window changed this too; both changes were kept.';
      return this.write(merged.doc, attempt + 1);
    }
    this.#doc = stored;
    this.#notice = `Another window changed ${describeConflicts(merged.conflicts)} at the same time, so this window’s change was not saved; the newer version is shown.`;
    this.refused(mine);
    return false;
  }

  /**
   * Our edits were refused, visibly (the notice): nothing of them is waiting to be written any more, so they leave
   * the save status (a write of them that failed earlier is no longer "not saved yet") and no retry is left running.
   */
  private refused(mine: T): void {
    this.#stored = this.#edits;
    this.stopRetry();
    this.status.resolve(this.keyOf(mine.id));
  }
}

/** The fields two windows both changed, in words, each once: "notes, hit points current". */
function describeConflicts(conflicts: readonly string[]): string {
  // The history records each change (both windows' entries for the notes clash too): the notice names what the user
  // edited, and the history only when nothing else clashed.
  const edited = conflicts.filter((c) => !/^history\b/.test(c));
  return (edited.length > 0 ? edited : conflicts)
    .map(describePath)
    .filter((p, i, all) => all.indexOf(p) === i)
    .join(', ');
}

/** "data.hitPoints.current" → "hit points current": a path in words for the notice. */
function describePath(path: string): string {
  const words = path
    .replace(/^data\./, '')
    .replace(/\[id=[^\]]*\]/g, '')
    .split('.')
    .map((w) => w.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
  return words.join(' ') || 'the same value';
}
