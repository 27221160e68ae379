import { describe, expect, it } from 'vitest';
import type { CampaignDocument } from '../documents/campaign';
import { MAX_ENTRY_TAGS, MAX_JOURNAL_ENTRIES, MAX_LABEL_LENGTH } from '../documents/campaign';
import type { CharacterId } from '../documents/ids';
import { sampleCampaign } from '../documents/testing/fake-system';
import { addSession, updateSession } from './journal';
import {
  addEntry,
  allTags,
  characterLink,
  entriesOf,
  entryNamed,
  filterEntries,
  removeEntry,
  renameEntry,
  restoreEntry,
  searchEntries,
  sessionNames,
  sessionsWith,
  tagsFrom,
  updateEntry,
} from './journal-entries';

function ok(result: CampaignDocument | { problem: string }): CampaignDocument {
  if ('problem' in result) throw new Error(result.problem);
  return result;
}

/** A campaign with two sessions: the first meets Old Bram at the Crypt of Ash, the second meets Bram again at the Bell tower. */
function table(): CampaignDocument {
  let c = sampleCampaign(['a', 'b']);
  c = ok(addSession(c, 's1', { date: '2026-03-01', title: 'Into the crypt', npcsMet: ['Old Bram', 'Sister Ysolde'], places: ['Crypt of Ash'] }));
  c = ok(addSession(c, 's2', { date: '2026-03-08', title: 'The bell', npcsMet: ['old  bram'], places: ['Bell tower'] }));
  return c;
}

describe('journal entries (issue 21 §8)', () => {
  it('add NPCs and places with notes and tags; a campaign without entries has no field at all', () => {
    const c = table();
    expect(c).not.toHaveProperty('journalEntries');
    const next = ok(addEntry(c, 'e1', { kind: 'npc', name: '  Old Bram ', notes: 'Gravedigger; owes the party', tags: ['village', ' Village', 'debtor', ''] }));
    expect(entriesOf(next)).toEqual([{ id: 'e1', kind: 'npc', name: 'Old Bram', notes: 'Gravedigger; owes the party', tags: ['village', 'debtor'], characterId: null }]);
    expect(addEntry(next, 'e1', { kind: 'place' })).toEqual({ problem: 'That entry id is already taken.' });
    expect(addEntry(next, 'e2', { kind: 'place', name: 'x'.repeat(MAX_LABEL_LENGTH + 1) })).toEqual({ problem: 'That name is too long.' });
    expect(addEntry(next, 'e2', { kind: 'place', tags: Array.from({ length: MAX_ENTRY_TAGS + 1 }, (_, i) => `t${i}`) })).toHaveProperty('problem');
    expect(addEntry(next, 'e2', { kind: 'place', characterId: 'a' as CharacterId })).toEqual({ problem: 'Only an NPC can be linked to a character.' });
  });

  it('refuse a new entry past the limit', () => {
    const many = Array.from({ length: MAX_JOURNAL_ENTRIES }, (_, i) => ({ id: `e${i}`, kind: 'npc' as const, name: `N${i}`, notes: '', tags: [], characterId: null }));
    expect(addEntry({ ...table(), journalEntries: many }, 'new', { kind: 'npc' })).toHaveProperty('problem');
  });

  it('link sessions by name, ignoring case and spacing; a name with no entry links nothing', () => {
    let c = ok(addEntry(table(), 'e1', { kind: 'npc', name: 'Old Bram' }));
    c = ok(addEntry(c, 'e2', { kind: 'place', name: 'crypt of ash' }));
    const s1 = c.journal[0]!;
    expect(sessionNames(c, s1, 'npc').map((n) => [n.name, n.entry?.id])).toEqual([['Old Bram', 'e1'], ['Sister Ysolde', undefined]]);
    expect(sessionNames(c, s1, 'place').map((n) => n.entry?.id)).toEqual(['e2']);
    expect(sessionsWith(c, entriesOf(c)[0]!).map((s) => s.id)).toEqual(['s1', 's2']);
    expect(sessionsWith(c, entriesOf(c)[1]!).map((s) => s.id)).toEqual(['s1']);
    // A place called like an NPC is not that NPC.
    expect(entryNamed(c, 'place', 'Old Bram')).toBeUndefined();
    // Typing the name into a session links it.
    c = ok(updateSession(c, 's2', { places: ['Bell tower', 'Crypt of ash'] }));
    expect(sessionsWith(c, entriesOf(c)[1]!).map((s) => s.id)).toEqual(['s1', 's2']);
  });

  it('rename an entry and the sessions that named it, once the name is typed', () => {
    let c = ok(addEntry(table(), 'e1', { kind: 'npc', name: 'Old Bram' }));
    // Typed key by key: only the entry changes.
    c = ok(updateEntry(c, 'e1', { name: 'Bramwel' }));
    expect(c.journal[0]!.npcsMet).toEqual(['Old Bram', 'Sister Ysolde']);
    // Done typing: the sessions follow the name it had before.
    c = ok(renameEntry(c, 'e1', 'Old Bram', 'Bramwell the Old'));
    expect(entriesOf(c)[0]!.name).toBe('Bramwell the Old');
    expect(c.journal.map((s) => s.npcsMet)).toEqual([['Bramwell the Old', 'Sister Ysolde'], ['Bramwell the Old']]);
    expect(sessionsWith(c, entriesOf(c)[0]!)).toHaveLength(2);
    // A session that already listed the new name keeps it once.
    c = ok(addEntry(c, 'e2', { kind: 'npc', name: 'Sister Ysolde' }));
    c = ok(renameEntry(c, 'e2', 'Sister Ysolde', 'bramwell the old'));
    expect(c.journal[0]!.npcsMet).toEqual(['Bramwell the Old']);
    // A blank name renames no session.
    const blank = ok(renameEntry(c, 'e1', 'Bramwell the Old', ' '));
    expect(blank.journal).toEqual(c.journal);
  });

  it('delete an entry, keeping the sessions’ names, and undo it in place', () => {
    let c = ok(addEntry(table(), 'e1', { kind: 'npc', name: 'Old Bram', notes: 'notes' }));
    c = ok(addEntry(c, 'e2', { kind: 'place', name: 'Crypt of Ash' }));
    const removed = removeEntry(c, 'e1');
    if ('problem' in removed) throw new Error(removed.problem);
    expect(entriesOf(removed.campaign).map((e) => e.id)).toEqual(['e2']);
    expect(removed.campaign.journal).toEqual(c.journal);
    expect(sessionNames(removed.campaign, c.journal[0]!, 'npc')[0]).toEqual({ name: 'Old Bram', entry: undefined });
    const back = ok(restoreEntry(removed.campaign, removed.removed));
    expect(back).toEqual(c);
    // The last one out leaves no empty list behind.
    const none = removeEntry(ok(addEntry(table(), 'x', { kind: 'npc' })), 'x');
    expect('problem' in none ? none : none.campaign).not.toHaveProperty('journalEntries');
    expect(removeEntry(c, 'gone')).toEqual({ problem: 'That entry is no longer in the journal.' });
  });

  it('filter by tag, kind and words; search names, notes and tags with snippets', () => {
    let c = ok(addEntry(table(), 'e1', { kind: 'npc', name: 'Old Bram', notes: 'Digs graves at night.\nKnows the crypt.', tags: ['Village', 'ally'] }));
    c = ok(addEntry(c, 'e2', { kind: 'place', name: 'Crypt of Ash', notes: 'Sealed door.', tags: ['village'] }));
    c = ok(addEntry(c, 'e3', { kind: 'npc', name: 'Sister Ysolde', tags: ['church'] }));
    expect(allTags(c)).toEqual(['ally', 'church', 'Village']);
    expect(filterEntries(c, { tag: 'VILLAGE' }).map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(filterEntries(c, { tag: 'village', kind: 'place' }).map((e) => e.id)).toEqual(['e2']);
    expect(filterEntries(c, { query: 'crypt' }).map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(filterEntries(c, { query: 'church' }).map((e) => e.id)).toEqual(['e3']);
    const hits = searchEntries(c, 'CRYPT');
    expect(hits.map((h) => [h.entryId, h.field])).toEqual([['e1', 'notes'], ['e2', 'name']]);
    for (const h of hits) expect(h.snippet.slice(h.start, h.start + h.length).toLowerCase()).toBe('crypt');
    expect(searchEntries(c, 'ally').map((h) => h.field)).toEqual(['tag']);
    expect(searchEntries(c, '  ')).toEqual([]);
    const long = ok(updateEntry(c, 'e2', { notes: `${'x'.repeat(100)} the crypt ${'y'.repeat(100)}` }));
    const [hit] = searchEntries(long, 'crypt').filter((h) => h.entryId === 'e2' && h.field === 'notes');
    expect(hit?.snippet.startsWith('…')).toBe(true);
    expect(hit && hit.snippet.slice(hit.start, hit.start + hit.length)).toBe('crypt');
    expect(tagsFrom('harbour, villain,\nowes us, ')).toEqual(['harbour', 'villain', 'owes us']);
  });

  it('link an NPC to a party member or any stored character; a missing one reads as missing', () => {
    let c = ok(addEntry(table(), 'e1', { kind: 'npc', name: 'Old Bram' }));
    c = ok(updateEntry(c, 'e1', { characterId: 'a' as CharacterId }));
    const stored = ['a', 'z'];
    expect(characterLink(entriesOf(c)[0]!, c.members, stored)).toEqual({ state: 'member', characterId: 'a' });
    c = ok(updateEntry(c, 'e1', { characterId: 'z' as CharacterId }));
    expect(characterLink(entriesOf(c)[0]!, c.members, stored)).toEqual({ state: 'stored', characterId: 'z' });
    c = ok(updateEntry(c, 'e1', { characterId: 'gone' as CharacterId }));
    expect(characterLink(entriesOf(c)[0]!, c.members, stored)).toEqual({ state: 'missing', characterId: 'gone' });
    c = ok(updateEntry(c, 'e1', { characterId: null }));
    expect(characterLink(entriesOf(c)[0]!, c.members, stored)).toEqual({ state: 'none' });
  });
});
