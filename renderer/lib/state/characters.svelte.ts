import { createSystemRandom } from '../../../core/dice';
import { freeName } from '../store/free-name';
import type { CharacterDocument } from '../../../core/documents/character';
import { nowIso } from '../../../core/documents/file-names';
import { newId, type CharacterId } from '../../../core/documents/ids';
import { newCharacterDocument } from '../../../core/documents/new-character';
import { loadSystem, systemName } from '../../../core/systems/registry';
import type { AnySystem } from '../../../core/systems/types';
import type { CharacterRepository, CharacterSummary } from '../store/characters-repo';
import { writeKeys, type SaveStatus } from './save-status.svelte';

/** Rows are loaded in aligned pages of this many, so scrolling a few rows does not start a new query. */
export const ROSTER_PAGE = 50;

type Subscription = { unsubscribe(): void };

/**
 * The character roster. It never holds every character: the live ids come from the name index, and only the rows
 * the list shows (see {@link show}) are loaded, as small summaries. So opening a roster of 5,000 characters costs
 * about what opening one of 50 does.
 */
export class CharactersState {
  #ids = $state.raw<readonly string[]>([]);
  #trash = $state.raw<readonly CharacterSummary[]>([]);
  #loaded = $state(false);
  /** How many characters are not in the trash. */
  readonly count = $derived(this.#ids.length);
  /** Summaries of the loaded page range, by id. Replaced whole when a new range arrives, never changed in place. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- immutable: a new Map is assigned, so $state.raw suffices
  #summaries = $state.raw<ReadonlyMap<string, CharacterSummary>>(new Map());
  private range = { start: 0, end: ROSTER_PAGE };
  private subs: Subscription[] = [];
  private pageSub: Subscription | null = null;

  constructor(
    private readonly repo: CharacterRepository,
    private readonly save: SaveStatus,
    /** Called after the trash is emptied, to drop what belonged to the deleted characters (restore points). */
    private readonly afterEmptyTrash: () => Promise<unknown> = async () => undefined,
  ) {}

  /** Ids of the characters not in the trash, in name order. */
  get ids(): readonly string[] {
    return this.#ids;
  }
  /** The trash, most recently deleted first. */
  get trash(): readonly CharacterSummary[] {
    return this.#trash;
  }
  /** True once the first page is in (or the roster is known to be empty): until then the list shows nothing. */
  get loaded(): boolean {
    return this.#loaded;
  }

  start(): void {
    this.subs.push(
      this.repo.watchRosterIds().subscribe((ids) => {
        this.#ids = ids;
        if (ids.length === 0) this.#loaded = true;
        this.watchPage();
      }),
      this.repo.watchTrash().subscribe((rows) => (this.#trash = rows)),
    );
  }

  stop(): void {
    for (const s of this.subs) s.unsubscribe();
    this.subs = [];
    this.pageSub?.unsubscribe();
    this.pageSub = null;
  }

  /** The summary of the row at `index` (name order), or undefined while it is loading. */
  summaryAt(index: number): CharacterSummary | undefined {
    const id = this.#ids[index];
    return id === undefined ? undefined : this.#summaries.get(id);
  }

  /**
   * The list shows rows [start, end): load their summaries (and keep them live). The range is widened to whole
   * pages, so most scrolling stays inside what is already loaded.
   */
  show(start: number, end: number): void {
    const from = Math.max(0, Math.floor(start / ROSTER_PAGE) * ROSTER_PAGE);
    const to = Math.max(from + ROSTER_PAGE, Math.ceil(end / ROSTER_PAGE) * ROSTER_PAGE);
    if (from === this.range.start && to === this.range.end) return;
    this.range = { start: from, end: to };
    this.watchPage();
  }

  /** (Re)subscribes to the summaries of the current range; the old ones stay on screen until the new ones come. */
  private watchPage(): void {
    this.pageSub?.unsubscribe();
    this.pageSub = null;
    const ids = this.#ids.slice(this.range.start, this.range.end);
    if (ids.length === 0) return;
    this.pageSub = this.repo.watchSummaries(ids).subscribe((rows) => {
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- filled here, then frozen by assignment below
      const next = new Map<string, CharacterSummary>();
      for (const row of rows) if (row) next.set(row.id, row);
      this.#summaries = next;
      this.#loaded = true;
    });
  }

  private async system(id: string): Promise<AnySystem> {
    const system = await loadSystem(id);
    if (!system) throw new Error(`${systemName(id)} is not a game system this Sheetsmith knows.`);
    return system;
  }

  /** Stores a new empty draft of a system and returns it; throws, saying why, when it could not be stored. */
  async createDraft(systemId: string): Promise<CharacterDocument> {
    const doc = newCharacterDocument(await this.system(systemId), newId<'CharacterId'>() as CharacterId, nowIso());
    return this.storeNew(doc, 'The new character');
  }

  /**
   * Builds and stores a complete quick character of a system (of one kind, a class, or a random one); throws, saying
   * why, when it could not be stored.
   */
  async createQuick(systemId: string, variant?: string): Promise<CharacterDocument> {
    const system = await this.system(systemId);
    const made = system.quick(createSystemRandom(), { id: globalThis.crypto.randomUUID(), now: nowIso(), ...(variant ? { variant } : {}) });
    // A random name already in the roster becomes "Name (2)": two characters of one name are hard to tell apart.
    const doc = { ...made, name: freeName(made.name, await this.repo.takenNames()) };
    return this.storeNew(doc, `“${doc.name}”`);
  }

  /**
   * Stores a character made just now. When the store refuses (a full disk), the character is not made: the caller
   * gets the reason to show where the user asked (issue #23 §8: the view once opened the unstored character and
   * said it "no longer exists"), and the save status keeps no failure for a document that does not exist.
   */
  private async storeNew(doc: CharacterDocument, what: string): Promise<CharacterDocument> {
    const key = writeKeys.character(doc.id);
    if (await this.save.track(this.repo.save(doc), key)) return doc;
    const reason = this.save.problems.find((p) => p.key === key)?.message ?? this.save.error ?? 'the store refused it';
    this.save.resolve(key);
    throw new Error(`${what} could not be saved, so it was not made: ${reason}`);
  }

  async get(id: string): Promise<CharacterDocument | undefined> {
    return this.repo.get(id);
  }

  async moveToTrash(id: string): Promise<void> {
    await this.save.track(this.repo.trash(id));
  }

  async restore(id: string): Promise<void> {
    await this.save.track(this.repo.restore(id));
  }

  async emptyTrash(): Promise<void> {
    await this.save.track(this.repo.emptyTrash().then(() => this.afterEmptyTrash()));
  }
}
