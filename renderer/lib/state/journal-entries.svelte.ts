import type { JournalEntry, JournalEntryKind, SessionEntry } from '../../../core/documents/campaign';
import type { CharacterId } from '../../../core/documents/ids';
import { newId } from '../../../core/documents/ids';
import {
  addEntry,
  allTags,
  characterLink,
  entriesOf,
  filterEntries,
  removeEntry,
  renameEntry,
  restoreEntry,
  sameNameBefore,
  searchEntries,
  sessionsWith,
  updateEntry,
  type CharacterLink,
  type EntryFields,
  type EntryHit,
  type RemovedEntry,
} from '../../../core/campaign/journal-entries';
import type { CampaignsState } from './campaigns.svelte';

/** An entry's kind at the start of a sentence. */
export const KIND_TITLES: Readonly<Record<JournalEntryKind, string>> = { npc: 'NPC', place: 'Place' };

/** A character an NPC can be linked to, as the picker lists it. */
export interface LinkableCharacter {
  readonly id: string;
  readonly name: string;
  /** In the open campaign's party. */
  readonly member: boolean;
}

/**
 * The open campaign's NPCs and places (issue 21 §8): the list narrowed by words, tag and kind; the entry open; adding
 * one (also from a session's name), editing it as it is typed, renaming it with its sessions, linking an NPC to a
 * character, deleting with an undo. Every change goes through core's journal-entries commands.
 */
export class JournalEntriesState {
  #selectedId = $state<string | null>(null);
  #query = $state('');
  #tag = $state<string | null>(null);
  #kind = $state<JournalEntryKind | null>(null);
  #removed = $state.raw<{ readonly campaignId: string; readonly removed: RemovedEntry } | null>(null);
  /** The entry's name when the GM began typing it, so the sessions can follow the new one when typing ends. */
  #renaming: { readonly id: string; readonly from: string } | null = null;

  constructor(private readonly host: CampaignsState) {}

  /** Every entry of the open campaign, in the order made. */
  readonly all = $derived.by((): readonly JournalEntry[] => (this.host.editing ? entriesOf(this.host.editing) : []));

  /** The entries the filters let through. */
  readonly shown = $derived.by((): readonly JournalEntry[] => {
    const campaign = this.host.editing;
    return campaign ? filterEntries(campaign, { query: this.#query, tag: this.#tag, kind: this.#kind }) : [];
  });

  /** Every tag in use, for the tag filter. */
  readonly tags = $derived.by((): readonly string[] => (this.host.editing ? allTags(this.host.editing) : []));

  /** The entry open: the one chosen while it exists, else the first the list shows (as the sessions open the latest). */
  get selected(): JournalEntry | null {
    return this.all.find((e) => e.id === this.#selectedId) ?? this.shown[0] ?? null;
  }

  select(id: string | null): void {
    this.#selectedId = id;
  }

  get query(): string {
    return this.#query;
  }
  set query(value: string) {
    this.#query = value;
  }
  /** The tag the list is narrowed to, or null for all. */
  get tag(): string | null {
    return this.#tag;
  }
  set tag(value: string | null) {
    this.#tag = value;
  }
  get kind(): JournalEntryKind | null {
    return this.#kind;
  }
  set kind(value: JournalEntryKind | null) {
    this.#kind = value;
  }

  /** Where words are found in entries (the Sessions page's search shows these beside the sessions' hits). */
  hitsFor(query: string): readonly EntryHit[] {
    const campaign = this.host.editing;
    return campaign ? searchEntries(campaign, query) : [];
  }

  /** The sessions that name an entry, in journal order. */
  sessionsOf(entry: JournalEntry): readonly SessionEntry[] {
    const campaign = this.host.editing;
    return campaign ? sessionsWith(campaign, entry) : [];
  }

  /** The entry of the same kind and name made earlier, which sessions link to instead of this one. */
  shadowedBy(entry: JournalEntry): JournalEntry | undefined {
    const campaign = this.host.editing;
    return campaign ? sameNameBefore(campaign, entry) : undefined;
  }

  /** Characters an NPC can be linked to: the party first, then every other character on this device, by name. */
  readonly characters = $derived.by((): readonly LinkableCharacter[] => {
    const members: readonly string[] = this.host.editing?.members ?? [];
    const rows = this.host.everyone.map((c) => ({ id: c.id, name: c.name.trim() || 'Unnamed', member: members.includes(c.id) }));
    return rows.sort((a, b) => Number(b.member) - Number(a.member) || a.name.localeCompare(b.name, 'en'));
  });

  /** Where an NPC's character link leads. */
  linkOf(entry: JournalEntry): CharacterLink {
    return characterLink(entry, this.host.editing?.members ?? [], this.host.everyone.map((c) => c.id));
  }

  /** A linked character's name as shown. */
  characterName(id: string): string {
    return this.characters.find((c) => c.id === id)?.name ?? 'A character not on this device';
  }

  /** Adds an entry and opens it; true when stored. */
  async add(kind: JournalEntryKind, name: string): Promise<boolean> {
    const id = newId<'JournalEntry'>();
    const ok = await this.host.change((c) => addEntry(c, id, { kind, name }), [`${KIND_TITLES[kind]} “${name.trim() || 'unnamed'}” added.`]);
    if (ok) {
      this.#selectedId = id;
      this.#removed = null;
    }
    return ok;
  }

  /** Makes an entry for a name a session lists (the name then links to it); the session's page stays open. */
  async makeFromSession(kind: JournalEntryKind, name: string): Promise<boolean> {
    return this.add(kind, name);
  }

  /** Changes an entry's notes, tags or link; saved shortly, as typed. */
  edit(id: string, patch: Partial<Omit<EntryFields, 'name'>>): void {
    this.host.edit((c) => updateEntry(c, id, patch));
  }

  /** The name as it is typed: saved as typed; the sessions follow when {@link finishName} is called. */
  typeName(id: string, name: string): void {
    const entry = this.all.find((e) => e.id === id);
    if (!entry) return;
    if (this.#renaming?.id !== id) this.#renaming = { id, from: entry.name };
    this.host.edit((c) => updateEntry(c, id, { name }));
  }

  /**
   * Typing the name is done (the field left, Enter, the entry closed, the page going away): sessions that named it by
   * its old name take the new one. Without an id, finishes whichever name is being typed.
   */
  finishName(id?: string): void {
    const renaming = this.#renaming;
    if (!renaming || (id !== undefined && renaming.id !== id)) return;
    this.#renaming = null;
    const entry = this.all.find((e) => e.id === renaming.id);
    if (!entry) return;
    const from = renaming.from;
    const to = entry.name;
    this.host.edit((c) => renameEntry(c, entry.id, from, to));
  }

  /** Links an NPC to a character, or unlinks it (null). */
  link(id: string, characterId: string | null): void {
    this.host.edit((c) => updateEntry(c, id, { characterId: characterId as CharacterId | null }));
  }

  /** Deletes an entry; it can be put back with {@link undoRemove} until another is deleted or added. */
  async remove(id: string): Promise<boolean> {
    const campaign = this.host.editing;
    const entry = this.all.find((e) => e.id === id);
    if (!campaign || !entry) return false;
    let removed: RemovedEntry | null = null;
    const ok = await this.host.change((c) => {
      const out = removeEntry(c, id);
      if ('problem' in out) return out;
      removed = out.removed;
      return out.campaign;
    });
    if (ok && removed) {
      this.#removed = { campaignId: campaign.id, removed };
      if (this.#selectedId === id) this.#selectedId = null;
    }
    return ok;
  }

  /** The entry deleted last here, while its deletion can be undone. */
  get removed(): JournalEntry | null {
    const r = this.#removed;
    return r && r.campaignId === this.host.editing?.id ? r.removed.entry : null;
  }

  /** Puts the entry deleted last back where it was, and opens it. */
  async undoRemove(): Promise<boolean> {
    const r = this.#removed;
    if (!r || r.campaignId !== this.host.editing?.id) return false;
    const ok = await this.host.change((c) => restoreEntry(c, r.removed), [`“${r.removed.entry.name || 'unnamed'}” is back.`]);
    if (ok) {
      this.#removed = null;
      this.#selectedId = r.removed.entry.id;
    }
    return ok;
  }
}
