/**
 * Tracks writes to the store so the shell can say "Saving…", "All changes saved" or what went wrong.
 */
export class SaveStatus {
  pending = $state(0);
  /** Epoch milliseconds of the last successful write. */
  lastSavedAt = $state<number | null>(null);
  error = $state<string | null>(null);

  readonly label = $derived(
    this.error
      ? `Not saved: ${this.error}`
      : this.pending > 0
        ? 'Saving…'
        : this.lastSavedAt
          ? 'All changes saved'
          : 'Saved on this device',
  );

  /** Runs a write and records its outcome; rethrows nothing (the status shows the error). */
  async track<T>(write: Promise<T>): Promise<T | undefined> {
    this.pending += 1;
    try {
      const result = await write;
      this.error = null;
      this.lastSavedAt = Date.now();
      return result;
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      return undefined;
    } finally {
      this.pending -= 1;
    }
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
}
