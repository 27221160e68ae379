/**
 * The session journal: dated entries with notes, the members present, NPCs met and places visited, and what the
 * session's awards and combats left (awards.ts and combat.ts write those); searchable across the campaign.
 */
import type { CampaignDocument, SessionEntry } from '../documents/campaign';
import { MAX_LABEL_LENGTH, MAX_SESSIONS, MAX_SESSION_NAMES } from '../documents/campaign';
import { MAX_NOTES_LENGTH } from '../documents/content-limits';
import type { CharacterId } from '../documents/ids';
import type { Problem } from './members';

/** The fields of a session the GM edits. */
export type SessionFields = Pick<SessionEntry, 'date' | 'title' | 'notes' | 'present' | 'npcsMet' | 'places'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function problemWith(campaign: CampaignDocument, fields: SessionFields): string | null {
  if (fields.date !== '' && (!DAY.test(fields.date) || Number.isNaN(Date.parse(fields.date)))) return 'Give the day of play as YYYY-MM-DD.';
  if (fields.title.length > MAX_LABEL_LENGTH) return 'That title is too long.';
  if (fields.notes.length > MAX_NOTES_LENGTH) return `Session notes are kept up to ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters.`;
  for (const list of [fields.npcsMet, fields.places, fields.present]) {
    if (list.length > MAX_SESSION_NAMES) return `A session lists at most ${MAX_SESSION_NAMES} names of each kind.`;
    if (list.some((n) => n.length > MAX_LABEL_LENGTH)) return 'One of those names is too long.';
  }
  if (fields.present.some((id) => !campaign.members.includes(id))) return 'Only party members can be marked present.';
  return null;
}

/** Names without blanks or repeats, trimmed. */
function tidy(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))];
}

/** Adds a session at the end of the journal; by default every member is present. */
export function addSession(campaign: CampaignDocument, id: string, fields: Partial<SessionFields> & { readonly date: string }): CampaignDocument | Problem {
  if (campaign.journal.some((s) => s.id === id)) return { problem: 'That session id is already taken.' };
  if (campaign.journal.length >= MAX_SESSIONS) return { problem: `The journal keeps at most ${MAX_SESSIONS.toLocaleString('en-US')} sessions.` };
  const entry: SessionEntry = {
    id,
    date: fields.date,
    title: (fields.title ?? '').trim(),
    notes: fields.notes ?? '',
    present: [...new Set(fields.present ?? campaign.members)],
    npcsMet: tidy(fields.npcsMet ?? []),
    places: tidy(fields.places ?? []),
    awards: [],
    combats: [],
  };
  const problem = problemWith(campaign, entry);
  return problem ? { problem } : { ...campaign, journal: [...campaign.journal, entry] };
}

/** Changes a session's date, title, notes, members present, NPCs or places. */
export function updateSession(campaign: CampaignDocument, id: string, patch: Partial<SessionFields>): CampaignDocument | Problem {
  const session = campaign.journal.find((s) => s.id === id);
  if (!session) return { problem: 'That session is not in the journal.' };
  const next: SessionEntry = {
    ...session,
    ...patch,
    title: (patch.title ?? session.title).trim(),
    present: [...new Set(patch.present ?? session.present)] as CharacterId[],
    npcsMet: tidy(patch.npcsMet ?? session.npcsMet),
    places: tidy(patch.places ?? session.places),
  };
  const problem = problemWith(campaign, next);
  return problem ? { problem } : { ...campaign, journal: campaign.journal.map((s) => (s.id === id ? next : s)) };
}

/** Takes a session out of the journal; refused while it holds an award that stands (undo the award first). */
export function removeSession(campaign: CampaignDocument, id: string): CampaignDocument | Problem {
  const session = campaign.journal.find((s) => s.id === id);
  if (!session) return campaign;
  if (session.awards.some((a) => a.undoneAt === null)) return { problem: 'This session gave XP; undo its award before removing it, so the characters and the journal agree.' };
  return {
    ...campaign,
    journal: campaign.journal.filter((s) => s.id !== id),
    treasure: campaign.treasure.map((t) => (t.sessionId === id ? { ...t, sessionId: null } : t)),
    combat: campaign.combat?.sessionId === id ? { ...campaign.combat, sessionId: null } : campaign.combat,
  };
}

/** The most recent session by date (the last added among equal dates), or undefined. */
export function latestSession(campaign: CampaignDocument): SessionEntry | undefined {
  let latest: SessionEntry | undefined;
  for (const s of campaign.journal) if (!latest || s.date >= latest.date) latest = s;
  return latest;
}

/** Where a search found its words. */
export type JournalField = 'title' | 'notes' | 'npc' | 'place' | 'member' | 'treasure' | 'combat';

/** One place a search found its words. */
export interface JournalHit {
  readonly sessionId: string;
  readonly date: string;
  readonly title: string;
  readonly field: JournalField;
  /** The words around the match: "…met the harbour-master at dawn…". */
  readonly snippet: string;
  /** Where the match starts in the snippet and how long it is, for highlighting. */
  readonly start: number;
  readonly length: number;
}

const SNIPPET_SIDE = 40;

function snippetOf(text: string, at: number, length: number): { snippet: string; start: number } {
  const from = Math.max(0, at - SNIPPET_SIDE);
  const to = Math.min(text.length, at + length + SNIPPET_SIDE);
  const before = from > 0 ? '…' : '';
  const snippet = `${before}${text.slice(from, to).replace(/\s+/g, ' ')}${to < text.length ? '…' : ''}`;
  // Collapsing whitespace may shift the match; look for it again in the snippet.
  const start = snippet.toLocaleLowerCase('en').indexOf(text.slice(at, at + length).replace(/\s+/g, ' ').toLocaleLowerCase('en'));
  return { snippet, start: Math.max(0, start) };
}

/**
 * Finds words across the journal (case-insensitive): titles, notes, NPCs, places, members present (by the names
 * given), the session's treasure and the monsters its combats defeated. In journal order, several hits per session.
 */
export function searchJournal(campaign: CampaignDocument, query: string, names: ReadonlyMap<string, string> = new Map()): JournalHit[] {
  const needle = query.trim().toLocaleLowerCase('en');
  if (needle === '') return [];
  const hits: JournalHit[] = [];
  for (const s of campaign.journal) {
    const texts: [JournalField, string][] = [
      ['title', s.title],
      ['notes', s.notes],
      ...s.npcsMet.map((n): [JournalField, string] => ['npc', n]),
      ...s.places.map((p): [JournalField, string] => ['place', p]),
      ...s.present.map((id): [JournalField, string] => ['member', names.get(id) ?? '']),
      ...campaign.treasure.filter((t) => t.sessionId === s.id).map((t): [JournalField, string] => ['treasure', t.name]),
      ...s.combats.flatMap((c) => c.defeated.map((d): [JournalField, string] => ['combat', d.name])),
    ];
    for (const [field, text] of texts) {
      const at = text.toLocaleLowerCase('en').indexOf(needle);
      if (at < 0) continue;
      const { snippet, start } = snippetOf(text, at, needle.length);
      hits.push({ sessionId: s.id, date: s.date, title: s.title, field, snippet, start, length: needle.length });
    }
  }
  return hits;
}
