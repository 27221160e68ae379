import { createSystemRandom } from '../../../core/dice';
import { nowIso } from '../../../core/documents/file-names';
import type { ClassId } from '../../../core/systems/dark-dungeons/character';
import { quickCharacter } from '../../../core/systems/dark-dungeons/rules/quick';
import type { CharacterRepository } from '../store/characters-repo';
import type { StoredCharacter } from '../store/db';
import { newDraft, type DdDoc } from './creation.svelte';
import type { SaveStatus } from './save-status.svelte';

/** The character list: live from the store, with the actions the list offers. */
export class CharactersState {
  list = $state<StoredCharacter[]>([]);
  trash = $state<StoredCharacter[]>([]);
  loaded = $state(false);
  private subs: { unsubscribe(): void }[] = [];

  constructor(
    private readonly repo: CharacterRepository,
    private readonly save: SaveStatus,
  ) {}

  start(): void {
    this.subs.push(
      this.repo.watchAll().subscribe((rows) => {
        this.list = rows;
        this.loaded = true;
      }),
      this.repo.watchTrash().subscribe((rows) => (this.trash = rows)),
    );
  }

  stop(): void {
    for (const s of this.subs) s.unsubscribe();
    this.subs = [];
  }

  /** Stores a new empty draft and returns it. */
  async createDraft(): Promise<DdDoc> {
    const doc = newDraft();
    await this.save.track(this.repo.save(doc));
    return doc;
  }

  /** Builds and stores a complete quick character of the class (or a random one). */
  async createQuick(classId?: ClassId): Promise<DdDoc> {
    const doc = quickCharacter(createSystemRandom(), { id: globalThis.crypto.randomUUID(), now: nowIso(), ...(classId ? { classId } : {}) });
    await this.save.track(this.repo.save(doc));
    return doc;
  }

  async get(id: string): Promise<DdDoc | undefined> {
    return (await this.repo.get(id)) as DdDoc | undefined;
  }

  async moveToTrash(id: string): Promise<void> {
    await this.save.track(this.repo.trash(id));
  }

  async restore(id: string): Promise<void> {
    await this.save.track(this.repo.restore(id));
  }

  async emptyTrash(): Promise<void> {
    await this.save.track(this.repo.emptyTrash());
  }
}
