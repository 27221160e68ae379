/**
 * What is typed into a form that is not yet a record (a treasure lot, a monster, a timer, a condition being added),
 * kept in localStorage as it is typed, so a reload or a closed window loses none of it (issue 21 §1). The record's
 * own fields, once it exists, are saved through the campaign's document like any edit; these drafts are only the
 * forms' half-typed words, and are cleared when the form is sent.
 *
 * Storage writes are synchronous, so a key pressed just before the page goes away is kept without any flush.
 * Where the browser refuses storage (private modes, a full disk) the form works as before and keeps nothing.
 */
const PREFIX = 'sheetsmith:draft:';

/** The storage the drafts live in: localStorage, or null where the browser refuses it. */
function localStorageOrNull(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The draft of one form: a set of text fields with their blank values, under one key (a campaign's id and the form). */
export class FormDraft<Fields extends string> {
  #values = $state<Record<Fields, string>>({} as Record<Fields, string>);

  constructor(
    /** Names the form and what it belongs to, e.g. `campaign:<id>:treasure`. */
    readonly key: string,
    /** Each field's value when nothing is kept (and after the form is sent). */
    private readonly blank: Readonly<Record<Fields, string>>,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = localStorageOrNull(),
  ) {
    this.#values = { ...blank, ...this.read() };
  }

  /** A field's value as typed. */
  get(field: Fields): string {
    return this.#values[field];
  }

  /** Keeps a field's new value, on screen and in storage at once. */
  set(field: Fields, value: string): void {
    this.#values[field] = value;
    this.write();
  }

  /** Sets the fields named back to their blank values (all of them when none is named), once the form is sent. */
  clear(...fields: Fields[]): void {
    const names = fields.length > 0 ? fields : (Object.keys(this.blank) as Fields[]);
    for (const f of names) this.#values[f] = this.blank[f];
    this.write();
  }

  /** The fields kept for this form, those that are still fields of it and text. */
  private read(): Partial<Record<Fields, string>> {
    try {
      const raw = this.storage?.getItem(PREFIX + this.key);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (typeof parsed !== 'object' || parsed === null) return {};
      const kept: Partial<Record<Fields, string>> = {};
      for (const f of Object.keys(this.blank) as Fields[]) {
        const v = (parsed as Record<string, unknown>)[f];
        if (typeof v === 'string') kept[f] = v;
      }
      return kept;
    } catch {
      return {};
    }
  }

  /** Stores what differs from the blank form; nothing at all once the form is blank again. */
  private write(): void {
    const changed = Object.fromEntries((Object.keys(this.blank) as Fields[]).filter((f) => this.#values[f] !== this.blank[f]).map((f) => [f, this.#values[f]]));
    try {
      if (Object.keys(changed).length === 0) this.storage?.removeItem(PREFIX + this.key);
      else this.storage?.setItem(PREFIX + this.key, JSON.stringify(changed));
    } catch {
      // Storage full or refused: the form still works, the draft is just not kept.
    }
  }
}
