import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument, JournalEntry } from './campaign';
import { MAX_ENTRY_TAGS, MAX_JOURNAL_ENTRIES, MAX_LABEL_LENGTH } from './campaign';
import { MAX_NOTES_LENGTH } from './content-limits';
import { checkCampaign } from './document-checks';
import { exportCampaign, importDocument } from './import';
import type { CharacterId } from './ids';
import { FIXED_NOW, counterIds, fakeSystems, sampleCampaign } from './testing/fake-system';
import { createSeededRandom } from '../dice';

const ctx = { systems: fakeSystems, now: () => FIXED_NOW, newId: counterIds() };

const entry = (id: string, fields: Partial<JournalEntry> = {}): JournalEntry => ({ id, kind: 'npc', name: `NPC ${id}`, notes: '', tags: [], characterId: null, ...fields });

function withEntries(entries: readonly JournalEntry[]): CampaignDocument {
  return sampleCampaign([], {
    journal: [{ id: 's1', date: '2026-03-01', title: 'Into the crypt', notes: '', present: [], npcsMet: ['Old Bram'], places: ['Crypt of Ash'], awards: [], combats: [] }],
    journalEntries: entries,
  });
}

const json = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

function importText(text: string): { doc: CampaignDocument; report: readonly string[] } {
  const outcome = importDocument(text, ctx);
  if (!outcome.ok) throw new Error(outcome.error);
  if (outcome.kind !== 'campaign') throw new Error('not a campaign');
  return { doc: outcome.doc, report: outcome.report };
}

function refusal(raw: unknown): string {
  return refusalOf(JSON.stringify(raw));
}

function refusalOf(text: string): string {
  const outcome = importDocument(text, ctx);
  if (outcome.ok) throw new Error('accepted');
  return outcome.error;
}

describe('journal entries in campaign files (issue 21 §8)', () => {
  it('export and re-import a campaign with NPCs and places byte for byte, with no repair', () => {
    const doc = withEntries([
      entry('e1', { name: 'Old Bram', notes: 'Gravedigger.\nOwes the party 5 gp.', tags: ['village', 'debtor'], characterId: 'a' as CharacterId }),
      entry('e2', { kind: 'place', name: 'Crypt of Ash', notes: 'Sealed door', tags: ['dungeon'] }),
      entry('e3', { name: '' }),
    ]);
    const text = exportCampaign(doc, []);
    const { doc: back, report } = importText(text);
    expect(report).toEqual([]);
    expect(back).toEqual(doc);
    expect(exportCampaign(back, [])).toBe(text);
  });

  it('round-trip random entries (names, notes, tags and links of any characters) unchanged', () => {
    const random = createSeededRandom(2026);
    const rng = (): number => random.next();
    const pick = (chars: string, n: number) => Array.from({ length: n }, () => chars[Math.floor(rng() * chars.length)]).join('');
    const alphabet = 'abcXYZ éß“”\n\t,;-—😀\\"\'<>{}';
    for (let run = 0; run < 100; run++) {
      const entries = Array.from({ length: Math.floor(rng() * 12) }, (_, i) =>
        entry(`e${i}`, {
          kind: rng() < 0.5 ? 'npc' : 'place',
          name: pick(alphabet, Math.floor(rng() * 30)),
          notes: pick(alphabet, Math.floor(rng() * 200)),
          tags: [...new Set(Array.from({ length: Math.floor(rng() * 5) }, (_, t) => `tag${t}${pick('abc', 2)}`))].filter(
            (t, k, all) => all.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === k,
          ),
        }),
      ).map((e) => (e.kind === 'npc' && rng() < 0.3 ? { ...e, characterId: `char-${Math.floor(rng() * 5)}` as CharacterId } : e));
      const doc = withEntries(entries);
      const text = exportCampaign(doc, []);
      const { doc: back, report } = importText(text);
      expect(report).toEqual([]);
      expect(back.journalEntries ?? []).toEqual(entries);
      expect(exportCampaign(back, [])).toBe(text);
    }
  });

  it('open a file written before entries existed as it was: the sessions keep their names, no entry is made', () => {
    const v2 = JSON.parse(readFileSync(new URL('./fixtures/campaign-v2.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const checked = checkCampaign({ ...v2, system: 'fake' }, ctx);
    expect(checked.doc).not.toHaveProperty('journalEntries');
    const old = JSON.parse(exportCampaign(withEntries([]), [])) as Record<string, unknown>;
    expect(old).not.toHaveProperty('journalEntries');
    const { doc, report } = importText(JSON.stringify(old));
    expect(report).toEqual([]);
    expect(doc.journal[0]?.npcsMet).toEqual(['Old Bram']);
    expect(doc).not.toHaveProperty('journalEntries');
  });

  it('refuse an entry with a 10 MB name, a notes text past its limit, and more entries or tags than kept', () => {
    const raw = JSON.parse(exportCampaign(withEntries([entry('e1')]), [])) as Record<string, unknown>;
    const big = 'x'.repeat(10 * 1024 * 1024);
    expect(refusal({ ...raw, journalEntries: [entry('e1', { name: big })] })).toBe(
      'The file holds a text over 1 MiB at journalEntries[0].name, longer than any Sheetsmith text, so it was not opened.',
    );
    expect(refusal({ ...raw, journalEntries: [entry('e1', { name: 'x'.repeat(MAX_LABEL_LENGTH + 1) })] })).toMatch(/2,001 characters long, more than the 2,000 Sheetsmith keeps/);
    expect(refusal({ ...raw, journalEntries: [entry('e1', { notes: 'n'.repeat(MAX_NOTES_LENGTH + 1) })] })).toMatch(/not imported/);
    const many = JSON.stringify({ ...raw, journalEntries: Array.from({ length: 100_000 }, (_, i) => entry(`e${i}`)) });
    const started = Date.now();
    expect(refusalOf(many)).toBe(`The file holds 100,000 NPCs and places, more than the ${MAX_JOURNAL_ENTRIES.toLocaleString('en-US')} Sheetsmith keeps, so it was not imported.`);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(refusal({ ...raw, journalEntries: [{ ...entry('e1'), tags: Array.from({ length: MAX_ENTRY_TAGS + 1 }, (_, i) => `t${i}`) }] })).toMatch(/51 tags, more than the 50/);
    // At the limits it opens.
    const atLimit = { ...raw, journalEntries: [entry('e1', { name: 'n'.repeat(MAX_LABEL_LENGTH), tags: Array.from({ length: MAX_ENTRY_TAGS }, (_, i) => `t${i}`) })] };
    expect(importText(JSON.stringify(atLimit)).report).toEqual([]);
  });

  it('repair damaged entries field by field, keeping their notes, and say so', () => {
    const raw = json(withEntries([]));
    raw['journalEntries'] = [
      { id: 'e1', kind: 'dragon', name: 7, notes: 'Keep these words', tags: ['a', 'A', '', 3, 'b'.repeat(101)], characterId: 5 },
      { id: 'e1', kind: 'place', name: 'Crypt', notes: '', tags: [], characterId: 'someone' },
      'not an entry',
      { id: '', kind: 'npc', name: 'No id', notes: '', tags: 'x', characterId: null, evil: 'payload' },
    ];
    const checked = checkCampaign(raw, ctx);
    const entries = checked.doc.journalEntries ?? [];
    expect(entries).toHaveLength(3);
    expect(entries[0]).toEqual({ id: 'e1', kind: 'npc', name: '', notes: 'Keep these words', tags: ['a'], characterId: null });
    // A place cannot be a character: unlinked. Its id was taken, so it gets a new one.
    expect(entries[1]).toMatchObject({ kind: 'place', name: 'Crypt', characterId: null });
    expect(entries[1]?.id).not.toBe('e1');
    expect(entries[2]).not.toHaveProperty('evil');
    expect(entries[2]).toMatchObject({ name: 'No id', tags: [] });
    expect(checked.notes).toEqual([
      'Entry 1 of the NPCs and places had an unreadable kind (now an NPC), name, tags (blank, repeated or too long ones dropped), link to a character (unlinked), which were put right.',
      'Entry 2 of the NPCs and places had an unreadable link to a character (unlinked), which was put right.',
      'Entry 3 of the NPCs and places was not readable and was dropped.',
      'Entry 4 of the NPCs and places had an unreadable id, tags, which were put right.',
      '1 NPCs and places shared an id with another and was given a new one.',
    ]);
    // What was repaired re-imports unchanged.
    const again = checkCampaign(json(checked.doc), ctx);
    expect(again.notes).toEqual([]);
    expect(again.doc).toEqual(checked.doc);
  });

  it('keep a link to a character the file does not carry (it may be on this device); a list that is not a list is dropped', () => {
    const doc = withEntries([entry('e1', { characterId: 'not-in-this-file' as CharacterId })]);
    const { doc: back, report } = importText(exportCampaign(doc, []));
    expect(report).toEqual([]);
    expect(back.journalEntries?.[0]?.characterId).toBe('not-in-this-file');
    const checked = checkCampaign({ ...json(doc), journalEntries: { e1: entry('e1') } }, ctx);
    expect(checked.doc).not.toHaveProperty('journalEntries');
    expect(checked.notes).toEqual(['The NPCs and places were not a list and were dropped.']);
  });
});
