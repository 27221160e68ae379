import { RevisionConflictError, StoreClosedError, describeWriteError } from '../store/store-errors';

/**
 * Names for what a write writes, so a failure stays visible until a write of the same thing succeeds: a failed
 * character save must not be hidden by a restore point that saved fine a moment later.
 */
export const writeKeys = {
  character: (id: string): string => `character:${id}`,
  /** A character's restore points (taking or restoring one). */
  points: (id: string): string => `points:${id}`,
  campaign: (id: string): string => `campaign:${id}`,
  settings: 'settings',
  /** The key of writes tracked without one; they all clear each other, as every write did before keys existed. */
  general: 'general',
} as const;

/** Whether a write key is a character's restore points (see writeKeys.points). */
function isPointKey(key: string): boolean {
  return key.startsWith('points:');
}

/** One write that failed and has not been written successfully since. */
export interface SaveProblem {
  /** What was being written (see writeKeys). */
  readonly key: string;
  /** One sentence for the user. */
  readonly message: string;
}

/** Options of {@link SaveStatus.track}. */
export interface TrackOptions {
  /**
   * Called when the write was refused because the document changed elsewhere (RevisionConflictError). Such a refusal
   * is not shown as a save error: the state class shows the newer document and a notice, or merges and saves again.
   */
  readonly onConflict?: (conflict: RevisionConflictError) => void;
}

// The quota check and its advice live with the store's errors (a restore needs them too); re-exported for the views.
export { QUOTA_MESSAGE, describeWriteError, isQuotaError } from '../store/store-errors';

/**
 * Tracks writes to the store so the shell can say "Saving…", "All changes saved" or what went wrong. Each failure
 * is kept under its write key until a write with the same key succeeds, so "All changes saved" is only shown when
 * every failed write was written after all. Once the store closed under an upgrade elsewhere, that is all it says.
 */
export class SaveStatus {
  pending = $state(0);
  /** Epoch milliseconds of the last successful write. */
  lastSavedAt = $state<number | null>(null);
  /** Failed writes not yet written successfully, one per key, oldest first. */
  problems = $state<SaveProblem[]>([]);
  /** True once a newer Sheetsmith upgraded the store from another window: nothing can be saved until a reload. */
  storeClosed = $state(false);

  /**
   * The failure the status names: the first of a document (a character, a campaign, settings) before any of a restore
   * point, whose failure never means the change it records was lost.
   */
  readonly #shown = $derived(this.problems.find((p) => !isPointKey(p.key)) ?? this.problems[0] ?? null);

  /** The sentence of the failure shown (or the closed store), else null. */
  readonly error = $derived(this.storeClosed ? new StoreClosedError().message : (this.#shown?.message ?? null));

  readonly label = $derived(
    this.storeClosed
      ? new StoreClosedError().message
      : this.#shown
        ? `${isPointKey(this.#shown.key) ? 'Restore point not saved' : 'Not saved'}: ${this.#shown.message}${this.problems.length > 1 ? ` (and ${this.problems.length - 1} more not saved)` : ''}`
        : this.pending > 0
          ? 'Saving…'
          : this.lastSavedAt
            ? 'All changes saved'
            : 'Saved on this device',
  );

  /** Numbers writes in the order they started, so an older write's late failure cannot undo a newer success. */
  private started = 0;
  /** Per key, the start number of the newest write that succeeded. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping read only by track(), never rendered
  private readonly succeeded = new Map<string, number>();
  /** Called after every successful write (see onWriteSucceeded); bookkeeping, never rendered. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- as above
  readonly #successListeners = new Set<() => void>();
  /** Per key, the start number of the write whose failure is shown. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- as above; `problems` is the reactive view of it
  private readonly failedAt = new Map<string, number>();

  /**
   * Runs a write and records its outcome under `key` (see writeKeys); resolves to the write's result, or undefined
   * when it failed. Rethrows nothing: a failure is shown until a write with the same key that started later
   * succeeds; a write that fails after a later one of the same key succeeded is not shown (the later one wrote the
   * newer state). A RevisionConflictError goes to `options.onConflict` and is not a failure of the status; a
   * StoreClosedError switches the status to "reload to continue".
   */
  async track<T>(write: Promise<T>, key: string = writeKeys.general, options: TrackOptions = {}): Promise<T | undefined> {
    const order = ++this.started;
    this.pending += 1;
    try {
      const result = await write;
      this.succeed(key, order);
      return result;
    } catch (error) {
      if (error instanceof RevisionConflictError) options.onConflict?.(error);
      else if (error instanceof StoreClosedError) this.storeClosed = true;
      else this.fail(key, order, describeWriteError(error));
      return undefined;
    } finally {
      this.pending -= 1;
    }
  }

  /**
   * Calls `listener` after each write that succeeds, until the returned function is called: a window's write landing
   * is the sign that storage works again, so writes that failed are tried again (LiveDocument).
   */
  onWriteSucceeded(listener: () => void): () => void {
    this.#successListeners.add(listener);
    return () => this.#successListeners.delete(listener);
  }

  /** Forgets the failure under `key`, e.g. when its document was deleted or the user chose the stored version. */
  resolve(key: string): void {
    this.failedAt.delete(key);
    if (this.problems.some((p) => p.key === key)) this.problems = this.problems.filter((p) => p.key !== key);
  }

  /** Switches the status to "reload to continue" (wire it to SheetsmithDb.onVersionChange). */
  markStoreClosed(): void {
    this.storeClosed = true;
  }

  private succeed(key: string, order: number): void {
    this.succeeded.set(key, Math.max(order, this.succeeded.get(key) ?? 0));
    this.lastSavedAt = Date.now();
    const failed = this.failedAt.get(key);
    if (failed !== undefined && failed < order) this.resolve(key);
    for (const listener of [...this.#successListeners]) listener();
  }

  private fail(key: string, order: number, message: string): void {
    if ((this.succeeded.get(key) ?? 0) > order) return;
    this.failedAt.set(key, order);
    const problem: SaveProblem = { key, message };
    const index = this.problems.findIndex((p) => p.key === key);
    this.problems = index < 0 ? [...this.problems, problem] : this.problems.map((p, i) => (i === index ? problem : p));
  }
}

/**
 * Calls `save` at most once per `delayMs` while edits keep coming, so typing autosaves within a second without a
 * write per keystroke. `flush()` writes at once (on leaving a view or closing the page).
 */
export class Debouncer {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly save: () => void,
    private readonly delayMs = 400,
  ) {}

  schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.save();
    }, this.delayMs);
  }

  flush(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.save();
  }

  /** True while an edit waits for its save. */
  get pending(): boolean {
    return this.timer !== null;
  }

  /** Drops the waiting save (the caller writes at once instead). */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
