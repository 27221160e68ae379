/**
 * The shell's typed event bus: commands that reach a view the shell does not hold (the File menu's "Export PDF…"
 * reaches the open sheet). One map names every event and its payload, so a typo is a type error, not a silent no-op.
 */
export interface AppEvents {
  /** Export the open sheet as a PDF with the sheet's own paper and fillable choices. */
  'export-pdf': undefined;
}

type Handler<K extends keyof AppEvents> = (payload: AppEvents[K]) => void;

export class EventBus {
  readonly #handlers = new Map<keyof AppEvents, Set<Handler<keyof AppEvents>>>();

  /** Listens to an event; returns the function that stops listening (an `$effect` can return it). */
  on<K extends keyof AppEvents>(event: K, handler: Handler<K>): () => void {
    let set = this.#handlers.get(event);
    if (!set) {
      set = new Set();
      this.#handlers.set(event, set);
    }
    const h = handler as Handler<keyof AppEvents>;
    set.add(h);
    return () => set.delete(h);
  }

  /** Sends an event; returns how many listeners heard it (0 tells the caller nobody could act on it). */
  emit<K extends keyof AppEvents>(event: K, payload: AppEvents[K]): number {
    const set = this.#handlers.get(event);
    for (const h of set ?? []) h(payload);
    return set?.size ?? 0;
  }
}
