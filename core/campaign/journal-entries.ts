/**
 * The GM's people and places (issue 21 §8): NPCs and places as journal entries with their own notes and tags, an NPC
 * perhaps linked to its character. Sessions link to entries by name: a session's "NPCs met" name that matches an NPC
 * entry's name (ignoring case and spacing) is that NPC, and likewise for places. So a session keeps its names as
 * typed, sessions from before entries existed read as they did, and deleting an entry never touches a session.
 */
import type { CampaignDocument, JournalEntry, JournalEntryKind, SessionEntry } from '../documents/campaign';
import { MAX_ENTRY_TAGS, MAX_JOURNAL_ENTRIES, MAX_LABEL_LENGTH, MAX_TAG_LENGTH } from '../documents/campaign';
import { MAX_NOTES_LENGTH } from '../documents/content-limits';
import type { CharacterId } from '../documents/ids';
import type { Problem } from './members';

/** The fields of an entry the GM edits. */
export type EntryFields = Pick<JournalEntry, 'name' | 'notes' | 'tags' | 'characterId'>;

/** How an entry's kind is named in sentences. */
export const KIND_NAMES: Readonly<Record<JournalEntryKind, string>> = { npc: 'NPC', place: 'place' };

/** A name as sessions and entries are matched: trimmed, spaces collapsed, case ignored. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** The campaign's entries (none in older files). */
export function entriesOf(campaign: Pick<CampaignDocument, 'journalEntries'>): readonly JournalEntry[] {
  return campaign.journalEntries ?? [];
}

/** Tags without blanks or repeats (ignoring case), trimmed, in the order typed. */
export function tidyTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase('en');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** Tags typed comma-separated (or one a line). */
export function tagsFrom(text: string): string[] {
  return text.split(/[\n,]/).map((t) => t.trim()).filter((t) => t !== '');
}

function problemWith(entry: JournalEntry): string | null {
  if (entry.name.length > MAX_LABEL_LENGTH) return 'That name is too long.';
  if (entry.notes.length > MAX_NOTES_LENGTH) return `Notes are kept up to ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters.`;
  if (entry.tags.length > MAX_ENTRY_TAGS) return `An entry keeps at most ${MAX_ENTRY_TAGS} tags.`;
  if (entry.tags.some((t) => t.length > MAX_TAG_LENGTH)) return `Keep each tag to ${MAX_TAG_LENGTH} characters.`;
  if (entry.kind === 'place' && entry.characterId !== null) return 'Only an NPC can be linked to a character.';
  return null;
}

function withEntries(campaign: CampaignDocument, entries: readonly JournalEntry[]): CampaignDocument {
  const { journalEntries: _old, ...rest } = campaign;
  return entries.length > 0 ? { ...rest, journalEntries: entries } : rest;
}

/** Adds an entry at the end of the list. */
export function addEntry(
  campaign: CampaignDocument,
  id: string,
  fields: Partial<EntryFields> & { readonly kind: JournalEntryKind },
): CampaignDocument | Problem {
  const entries = entriesOf(campaign);
  if (entries.some((e) => e.id === id)) return { problem: 'That entry id is already taken.' };
  if (entries.length >= MAX_JOURNAL_ENTRIES) return { problem: `The journal keeps at most ${MAX_JOURNAL_ENTRIES.toLocaleString('en-US')} NPCs and places.` };
  const entry: JournalEntry = {
    id,
    kind: fields.kind,
    name: (fields.name ?? '').trim(),
    notes: fields.notes ?? '',
    tags: tidyTags(fields.tags ?? []),
    characterId: fields.characterId ?? null,
  };
  const problem = problemWith(entry);
  return problem ? { problem } : withEntries(campaign, [...entries, entry]);
}

/**
 * Changes an entry's name, notes, tags or character. The name is kept as typed (it is saved key by key); sessions
 * follow a new name only through {@link renameEntry}, once the GM has finished typing it.
 */
export function updateEntry(campaign: CampaignDocument, id: string, patch: Partial<EntryFields>): CampaignDocument | Problem {
  const entries = entriesOf(campaign);
  const entry = entries.find((e) => e.id === id);
  if (!entry) return { problem: 'That entry is no longer in the journal.' };
  const next: JournalEntry = { ...entry, ...patch, tags: patch.tags ? tidyTags(patch.tags) : entry.tags };
  const problem = problemWith(next);
  return problem ? { problem } : withEntries(campaign, entries.map((e) => (e.id === id ? next : e)));
}

/**
 * Renames an entry and the names in the sessions that linked to it under `from` (its name before the GM began
 * typing), so those sessions stay linked. A session that already lists the new name keeps one of it.
 */
export function renameEntry(campaign: CampaignDocument, id: string, from: string, to: string): CampaignDocument | Problem {
  const named = updateEntry(campaign, id, { name: to.trim() });
  if ('problem' in named) return named;
  const entry = entriesOf(named).find((e) => e.id === id);
  const oldKey = nameKey(from);
  const newName = to.trim();
  if (!entry || oldKey === '' || newName === '' || nameKey(newName) === oldKey) return named;
  // Another entry of the same kind already answering to the old name keeps the sessions' names.
  if (entriesOf(named).some((e) => e.id !== id && e.kind === entry.kind && nameKey(e.name) === oldKey)) return named;
  const field = entry.kind === 'npc' ? 'npcsMet' : 'places';
  const journal = named.journal.map((s): SessionEntry => {
    if (!s[field].some((n) => nameKey(n) === oldKey)) return s;
    const renamed = s[field].map((n) => (nameKey(n) === oldKey ? newName : n));
    const once = renamed.filter((n, i) => renamed.findIndex((m) => nameKey(m) === nameKey(n)) === i);
    return { ...s, [field]: once };
  });
  return { ...named, journal };
}

/** An entry taken out, with where it was, so the deletion can be undone. */
export interface RemovedEntry {
  readonly entry: JournalEntry;
  readonly index: number;
}

/** Takes an entry out; sessions keep the names they list (they are then no longer links). */
export function removeEntry(campaign: CampaignDocument, id: string): { readonly campaign: CampaignDocument; readonly removed: RemovedEntry } | Problem {
  const entries = entriesOf(campaign);
  const index = entries.findIndex((e) => e.id === id);
  const entry = entries[index];
  if (!entry) return { problem: 'That entry is no longer in the journal.' };
  return { campaign: withEntries(campaign, entries.filter((e) => e.id !== id)), removed: { entry, index } };
}

/** Puts a removed entry back where it was (the undo of a deletion). */
export function restoreEntry(campaign: CampaignDocument, removed: RemovedEntry): CampaignDocument | Problem {
  const entries = entriesOf(campaign);
  if (entries.some((e) => e.id === removed.entry.id)) return campaign;
  if (entries.length >= MAX_JOURNAL_ENTRIES) return { problem: `The journal keeps at most ${MAX_JOURNAL_ENTRIES.toLocaleString('en-US')} NPCs and places.` };
  const at = Math.min(removed.index, entries.length);
  return withEntries(campaign, [...entries.slice(0, at), removed.entry, ...entries.slice(at)]);
}

/** The entry a session's name links to: the first of that kind with the name, ignoring case and spacing. */
export function entryNamed(campaign: Pick<CampaignDocument, 'journalEntries'>, kind: JournalEntryKind, name: string): JournalEntry | undefined {
  const key = nameKey(name);
  return key === '' ? undefined : entriesOf(campaign).find((e) => e.kind === kind && nameKey(e.name) === key);
}

/** Another entry of the same kind the sessions would link to in this one's place (two with one name). */
export function sameNameBefore(campaign: Pick<CampaignDocument, 'journalEntries'>, entry: JournalEntry): JournalEntry | undefined {
  const first = entryNamed(campaign, entry.kind, entry.name);
  return first && first.id !== entry.id ? first : undefined;
}

/** The sessions that name an entry (among their NPCs met or places), in journal order. */
export function sessionsWith(campaign: CampaignDocument, entry: JournalEntry): SessionEntry[] {
  const key = nameKey(entry.name);
  if (key === '' || sameNameBefore(campaign, entry)) return [];
  const field = entry.kind === 'npc' ? 'npcsMet' : 'places';
  return campaign.journal.filter((s) => s[field].some((n) => nameKey(n) === key));
}

/** Every tag used, once each (ignoring case), sorted. */
export function allTags(campaign: Pick<CampaignDocument, 'journalEntries'>): string[] {
  return tidyTags(entriesOf(campaign).flatMap((e) => e.tags)).sort((a, b) => a.localeCompare(b, 'en'));
}

/** What the entries view is narrowed to. */
export interface EntryFilter {
  /** Words looked for in names, notes and tags; blank for all. */
  readonly query?: string;
  /** Only entries with this tag (ignoring case); null or absent for all. */
  readonly tag?: string | null;
  readonly kind?: JournalEntryKind | null;
}

/** The entries that pass the filter, in list order. */
export function filterEntries(campaign: Pick<CampaignDocument, 'journalEntries'>, filter: EntryFilter): JournalEntry[] {
  const needle = (filter.query ?? '').trim().toLocaleLowerCase('en');
  const tag = filter.tag ? filter.tag.toLocaleLowerCase('en') : null;
  return entriesOf(campaign).filter(
    (e) =>
      (!filter.kind || e.kind === filter.kind) &&
      (tag === null || e.tags.some((t) => t.toLocaleLowerCase('en') === tag)) &&
      (needle === '' || [e.name, e.notes, ...e.tags].some((t) => t.toLocaleLowerCase('en').includes(needle))),
  );
}

/** Where a search found its words in an entry. */
export type EntryField = 'name' | 'notes' | 'tag';

/** One place a search found its words in an entry. */
export interface EntryHit {
  readonly entryId: string;
  readonly kind: JournalEntryKind;
  readonly name: string;
  readonly field: EntryField;
  /** The words around the match. */
  readonly snippet: string;
  /** Where the match starts in the snippet and how long it is, for highlighting. */
  readonly start: number;
  readonly length: number;
}

const SNIPPET_SIDE = 40;

/** Finds words across the entries' names, notes and tags (case-insensitive), in list order. */
export function searchEntries(campaign: Pick<CampaignDocument, 'journalEntries'>, query: string): EntryHit[] {
  const needle = query.trim().toLocaleLowerCase('en');
  if (needle === '') return [];
  const hits: EntryHit[] = [];
  for (const e of entriesOf(campaign)) {
    const texts: [EntryField, string][] = [['name', e.name], ['notes', e.notes], ...e.tags.map((t): [EntryField, string] => ['tag', t])];
    for (const [field, text] of texts) {
      const at = text.toLocaleLowerCase('en').indexOf(needle);
      if (at < 0) continue;
      const from = Math.max(0, at - SNIPPET_SIDE);
      const to = Math.min(text.length, at + needle.length + SNIPPET_SIDE);
      const before = from > 0 ? '…' : '';
      // Whitespace is kept as it is (a newline shows as a space in the view) so the match stays where it was found.
      const snippet = `${before}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
      hits.push({ entryId: e.id, kind: e.kind, name: e.name, field, snippet, start: before.length + at - from, length: needle.length });
    }
  }
  return hits;
}

/** A session's name and what it links to: its entry, or none yet (the view offers to make one). */
export interface SessionName {
  readonly name: string;
  readonly entry: JournalEntry | undefined;
}

/** A session's NPCs met or places, each with the entry it links to. */
export function sessionNames(campaign: CampaignDocument, session: SessionEntry, kind: JournalEntryKind): SessionName[] {
  return (kind === 'npc' ? session.npcsMet : session.places).map((name) => ({ name, entry: entryNamed(campaign, kind, name) }));
}

/** What an NPC's character link points at, as the view shows it. */
export type CharacterLink =
  | { readonly state: 'none' }
  | { readonly state: 'member' | 'stored'; readonly characterId: CharacterId }
  /** Linked to a character that is not on this device (made elsewhere, or deleted): shown, and can be unlinked. */
  | { readonly state: 'missing'; readonly characterId: CharacterId };

/** Where an entry's character link leads, given the party and the characters stored here. */
export function characterLink(entry: JournalEntry, members: readonly string[], stored: readonly string[]): CharacterLink {
  const id = entry.characterId;
  if (id === null) return { state: 'none' };
  if (members.includes(id) && stored.includes(id)) return { state: 'member', characterId: id };
  return stored.includes(id) ? { state: 'stored', characterId: id } : { state: 'missing', characterId: id };
}
