/**
 * Where each document lives (GUIDE practice 20: every document has exactly one home). A document of a campaign
 * shared through the group's server lives in that campaign's PouchDB database; everything else in the device's
 * Dexie store. The repositories ask here first; with nothing shared (the usual case) every answer is "the device",
 * and no sync code is loaded: the sync module registers a home for each shared campaign once it starts.
 */
import type { CampaignDocument } from '../../../core/documents/campaign';
import type { CharacterDocument } from '../../../core/documents/character';
import type { CharacterCard } from '../../../core/systems/types';
import type { Observable } from 'dexie';
import type { DocumentStore } from './document-store';

/** What lists show of a shared character, read from its stored body (no system code, no migration). */
export interface SharedCharacterRow {
  readonly id: string;
  readonly name: string;
  readonly sortName: string;
  readonly status: CharacterDocument['status'];
  readonly creationStep: string;
  readonly system: string;
  readonly card: CharacterCard | null;
  readonly updatedAt: string;
  readonly deletedAt?: string;
  readonly rev: string;
}

/** A shared campaign as lists show it: the whole document (campaigns are few and small) with its revision. */
export interface SharedCampaignRow {
  readonly doc: CampaignDocument;
  readonly sortName: string;
  readonly rev: string;
  readonly deletedAt?: string;
}

/** One shared campaign's database, as the repositories use it. */
export interface SharedHome {
  readonly campaignId: string;
  readonly characters: DocumentStore<CharacterDocument>;
  readonly campaigns: DocumentStore<CampaignDocument>;
  /** Its characters as lists show them, now. */
  characterRows(): readonly SharedCharacterRow[];
  /** Its campaign (one, or none while a join is still arriving). */
  campaignRows(): readonly SharedCampaignRow[];
  /** Whether a character lives here (known at once after a write here, before the rows are read again). */
  hasCharacter(id: string): boolean;
  /** Whether a campaign lives here. */
  hasCampaign(id: string): boolean;
  /** Calls `listener` after every change of its rows; returns the function that stops it. */
  onChange(listener: () => void): () => void;
}

/** The homes of this device's shared campaigns; empty until the sync module starts. */
export class Homes {
  readonly #homes = new Map<string, SharedHome>();
  readonly #stops = new Map<string, () => void>();
  readonly #listeners = new Set<() => void>();

  /** Registers a shared campaign's home (replacing one for the same campaign). */
  add(home: SharedHome): void {
    this.remove(home.campaignId);
    this.#homes.set(home.campaignId, home);
    this.#stops.set(home.campaignId, home.onChange(() => this.#emit()));
    this.#emit();
  }

  /** Forgets a shared campaign's home (stopped sharing: its documents are back on the device). */
  remove(campaignId: string): void {
    this.#stops.get(campaignId)?.();
    this.#stops.delete(campaignId);
    if (this.#homes.delete(campaignId)) this.#emit();
  }

  /** True while any campaign is shared on this device. */
  get any(): boolean {
    return this.#homes.size > 0;
  }

  /** The shared home of a character, or undefined when it lives on the device. */
  ofCharacter(id: string): SharedHome | undefined {
    for (const home of this.#homes.values()) if (home.hasCharacter(id)) return home;
    return undefined;
  }

  /** The shared home of a campaign, or undefined when it lives on the device. */
  ofCampaign(id: string): SharedHome | undefined {
    const home = this.#homes.get(id);
    if (home) return home;
    for (const other of this.#homes.values()) if (other.hasCampaign(id)) return other;
    return undefined;
  }

  /** Every shared character's row. */
  characterRows(): SharedCharacterRow[] {
    return [...this.#homes.values()].flatMap((home) => home.characterRows());
  }

  /** Every shared campaign's row. */
  campaignRows(): SharedCampaignRow[] {
    return [...this.#homes.values()].flatMap((home) => home.campaignRows());
  }

  /** Every home. */
  all(): SharedHome[] {
    return [...this.#homes.values()];
  }

  /** Calls `listener` whenever a home is added or removed or any of their rows change. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}

/**
 * A live value made of a device query (re-run by Dexie on every write) and the shared homes (re-read whenever they
 * change): `merge` runs with the device's latest result each time either side moves. Nothing is emitted before the
 * device query's first result, so a view never sees the shared half alone.
 */
export function withHomes<A, B>(homes: Homes, device: Observable<A>, merge: (local: A) => B) {
  return {
    subscribe(next: (value: B) => void, error?: (e: unknown) => void): { unsubscribe(): void } {
      let latest: { value: A } | null = null;
      const emit = () => {
        if (latest) next(merge(latest.value));
      };
      const stopHomes = homes.subscribe(emit);
      const sub = device.subscribe({
        next: (value) => {
          latest = { value };
          emit();
        },
        ...(error ? { error } : {}),
      });
      return {
        unsubscribe: () => {
          stopHomes();
          sub.unsubscribe();
        },
      };
    },
  };
}

/**
 * Calls `moved` when the home `find` gives for a document changes (shared, joined, shared no more); returns the stop.
 * Revisions start anew in a new home, so whoever holds the document open reads it again there.
 */
export function watchHomeOf(homes: Homes, find: () => SharedHome | undefined, moved: () => void): () => void {
  let home = find();
  return homes.subscribe(() => {
    const now = find();
    if (now === home) return;
    home = now;
    moved();
  });
}
