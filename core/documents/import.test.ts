import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { exportCampaign, exportCharacter, importDocument, type ImportOptions, type ImportOutcome } from './import';
import { canonicalJson } from './canonical-json';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from './character';
import type { CampaignDocument } from './campaign';
import { FIXED_NOW, counterIds, fakeSystems, sampleCampaign, sampleCharacter } from './testing/fake-system';
import { loadSystem } from '../systems/registry';
import type { AnySystem } from '../systems/types';

// The registered system, as the app and the command line reach it.
const darkDungeons: AnySystem = await loadSystem('dark-dungeons').then((s) => {
  if (!s) throw new Error('Dark Dungeons is registered');
  return s;
});

const options = (): ImportOptions => ({ systems: fakeSystems, now: () => FIXED_NOW, newId: counterIds() });
const json = (value: unknown): string => JSON.stringify(value);

function ok(outcome: ImportOutcome): Extract<ImportOutcome, { ok: true }> {
  if (!outcome.ok) throw new Error(`expected ok, got: ${outcome.error}`);
  return outcome;
}
function refused(outcome: ImportOutcome): string {
  if (outcome.ok) throw new Error('expected a refusal');
  expect(outcome.error).toMatch(/^\S.*\.$/s);
  return outcome.error;
}
/** A character with some fields changed or removed (undefined removes), as raw JSON. */
function variant(changes: Record<string, unknown>): Record<string, unknown> {
  const doc: Record<string, unknown> = { ...sampleCharacter() };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete doc[key];
    else doc[key] = value;
  }
  return doc;
}

describe('importDocument: valid files', () => {
  it('reads a current character unchanged, with an empty report', () => {
    const doc = sampleCharacter();
    const outcome = ok(importDocument(exportCharacter(doc), options()));
    expect(outcome.kind).toBe('character');
    expect(outcome.doc).toEqual(doc);
    expect(outcome.members).toEqual([]);
    expect(outcome.report).toEqual([]);
  });

  it('round-trips a character byte for byte: export → import → export', () => {
    const first = exportCharacter(sampleCharacter());
    const again = exportCharacter(ok(importDocument(first, options())).doc as CharacterDocument);
    expect(again).toBe(first);
  });

  it('round-trips a campaign with its members byte for byte', () => {
    const a = sampleCharacter({ id: 'a' as CharacterDocument['id'], name: 'Ayla' });
    const b = sampleCharacter({ id: 'b' as CharacterDocument['id'], name: 'Bram', history: [] });
    const campaign = sampleCampaign(['b', 'a']);
    const first = exportCampaign(campaign, [a, b]);
    const outcome = ok(importDocument(first, options()));
    expect(outcome.kind).toBe('campaign');
    expect(outcome.report).toEqual([]);
    expect(outcome.members.map((m) => m.name)).toEqual(['Bram', 'Ayla']);
    expect(exportCampaign(outcome.doc as CampaignDocument, outcome.members)).toBe(first);
  });

  it('does not write store bookkeeping (sortName, deletedAt) into a file', () => {
    const stored = { ...sampleCharacter(), sortName: 'ayla', deletedAt: FIXED_NOW };
    expect(exportCharacter(stored)).toBe(exportCharacter(sampleCharacter()));
  });

  it('migrates the schema-1 fixture and reports the migration', () => {
    const text = readFileSync(new URL('./fixtures/character-v1.json', import.meta.url), 'utf8');
    // The fixture tests the envelope migration; its three-field payload predates the full Dark Dungeons data
    // shape, so the real checkShape would refuse it (see the report), hence a lenient copy of the system here.
    const outcome = ok(importDocument(text, { systems: () => ({ ...darkDungeons, checkShape: () => [] }) }));
    const doc = outcome.doc as CharacterDocument;
    expect(doc.schemaVersion).toBe(CHARACTER_SCHEMA_VERSION);
    expect(doc.name).toBe('Black Leaf');
    expect(doc.history).toEqual([]);
    expect(outcome.report).toHaveLength(CHARACTER_SCHEMA_VERSION - 1);
    expect(outcome.report[0]).toMatch(/^Schema 1 → 2: .*\.$/);
    expect(outcome.report[1]).toMatch(/^Schema 2 → 3: .*\.$/);
  });

  it('imports a real Dark Dungeons character through the Dark Dungeons system', () => {
    const doc: CharacterDocument = { ...sampleCharacter(), system: 'dark-dungeons', data: darkDungeons.newData(), history: [], overrides: {} };
    const systems = (id: string) => (id === 'dark-dungeons' ? darkDungeons : undefined);
    const text = exportCharacter(doc);
    const outcome = ok(importDocument(text, { systems }));
    expect(outcome.report).toEqual([]);
    expect(exportCharacter(outcome.doc as CharacterDocument)).toBe(text);
    const damaged = importDocument(exportCharacter({ ...doc, data: { ...(doc.data as object), level: 'one' } }), { systems });
    expect(refused(damaged)).toBe('The character data is damaged: data.level: should be a whole number.');
  });

  it('ignores a byte-order mark and says so', () => {
    const outcome = ok(importDocument(`\uFEFF${exportCharacter(sampleCharacter())}`, options()));
    expect(outcome.report).toEqual([expect.stringMatching(/byte-order mark/)]);
  });
});

describe('importDocument: refusals, each one sentence', () => {
  const cases: [string, string, RegExp][] = [
    ['too large', 'x'.repeat(2000), /^The file is 2\.0 KiB, larger than the 1000 bytes limit/],
    ['empty', '   ', /^The file is empty\.$/],
    ['truncated', exportCharacter(sampleCharacter()).slice(0, 40), /^The file is not valid JSON \(it may be truncated\): the text ends too early, at line 3, column 3\.$/],
    ['cut in a string', exportCharacter(sampleCharacter()).slice(0, 50), /^The file is not valid JSON \(it may be truncated\): the text ends too early, at line 3, column 13\.$/],
    ['a syntax error', '{"format": "sheetsmith/character",\n "a" 1}', /^The file is not valid JSON \(it may be truncated\): .* at line 2, column 6\.$/],
    ['not Sheetsmith (array)', '[1,2]', /^This is not a Sheetsmith file\.$/],
    ['not Sheetsmith (format)', json({ format: 'other' }), /^This is not a Sheetsmith file\.$/],
    ['a backup', json({ format: 'sheetsmith/backup' }), /full Sheetsmith backup.*restore it from Settings/],
    ['newer', json(variant({ schemaVersion: CHARACTER_SCHEMA_VERSION + 1 })), /saved by a newer Sheetsmith/],
    ['bad version', json(variant({ schemaVersion: -1 })), /no valid schema version/],
    ['unknown system', json(variant({ system: 'x' })), /^This character uses the game system "x", which this Sheetsmith does not know\.$/],
    ['no system', json(variant({ system: undefined })), /does not say which game system/],
    ['a name that is not text', json(variant({ name: 42 })), /name is not text/],
    ['damaged data', json(variant({ data: { level: 'three' } })), /^The character data is damaged: level should be a number \(at level\)\.$/],
    ['missing data', json(variant({ data: undefined })), /character data is missing/],
    ['deep nesting', `{"format":"sheetsmith/character","data":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, /nested more than 64 levels/],
    ['a huge string', json(variant({ houseRules: ['x'.repeat(1024 * 1024 + 1)] })), /text over 1 MiB at houseRules\[0\]/],
  ];
  for (const [what, text, expected] of cases) {
    it(`refuses ${what}`, () => {
      expect(refused(importDocument(text, { ...options(), maxBytes: what === 'too large' ? 1000 : undefined }))).toMatch(expected);
    });
  }

  it('counts the size limit in UTF-8 bytes, not characters', () => {
    const text = json(variant({ name: 'é'.repeat(600) }));
    expect(refused(importDocument(text, { ...options(), maxBytes: text.length + 100 }))).toMatch(/larger than/);
  });

  it('refuses a campaign whose member is unusable, naming the member', () => {
    const bad = { ...sampleCharacter({ name: 'Bram' }), data: {} };
    const text = json({ ...sampleCampaign(['char-1']), memberCharacters: [bad] });
    expect(refused(importDocument(text, options()))).toMatch(
      /^The campaign cannot be imported because the character "Bram" is unusable: the character data is damaged: level should be a number/,
    );
  });

  it('never throws, even when the systems lookup or checkShape does', () => {
    const explode = () => {
      throw new Error('boom');
    };
    expect(refused(importDocument(exportCharacter(sampleCharacter()), { systems: explode }))).toMatch(/unexpected problem: boom\.$/);
    const system = { ...fakeSystems('fake')!, checkShape: explode };
    expect(refused(importDocument(exportCharacter(sampleCharacter()), { systems: () => system }))).toMatch(/damaged: the game system could not read it \(boom\)/);
    expect(refused(importDocument(42 as unknown as string, options()))).toMatch(/could not be read as text/);
  });
});

describe('importDocument: repairs, each reported', () => {
  it('fills in missing lists, status, step and times', () => {
    const text = json(variant({ houseRules: undefined, overrides: undefined, history: undefined, status: 'weird', creationStep: 3, updatedAt: 'yesterday', createdAt: undefined }));
    const outcome = ok(importDocument(text, options()));
    const doc = outcome.doc as CharacterDocument;
    expect(doc.houseRules).toEqual([]);
    expect(doc.overrides).toEqual({});
    // The file had no history; the one entry now is the repair itself, listing each sentence of the report.
    expect(doc.history).toEqual([{ id: '1:repair', at: FIXED_NOW, kind: 'repair', summary: 'Read from a file and put right: 7 things Sheetsmith could not use as written', dice: [], payload: { repairs: outcome.report } }]);
    expect(doc.status).toBe('complete');
    expect(doc.creationStep).toBe('review');
    expect(doc.updatedAt).toBe(FIXED_NOW);
    expect(doc.createdAt).toBe(FIXED_NOW);
    expect(outcome.report).toHaveLength(7);
    for (const line of outcome.report) expect(line).toMatch(/^[A-Z].*\.$/);
  });

  it('the repair entry comes back unchanged when the character is exported and read again, which repairs nothing', () => {
    const first = ok(importDocument(json(variant({ houseRules: ['a', 5], extra: 1 })), options()));
    const again = ok(importDocument(exportCharacter(first.doc as CharacterDocument), options()));
    expect(again.report).toEqual([]);
    expect(again.doc).toEqual(first.doc);
    expect((again.doc as CharacterDocument).history.filter((h) => h.kind === 'repair')).toHaveLength(1);
  });

  it('a file with more repairs than an entry keeps lists the first ones and how many more, still readable again', () => {
    const unknown = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`history-${i}`, i]));
    const history = Array.from({ length: 250 }, () => 'garbage');
    const first = ok(importDocument(json(variant({ ...unknown, history })), options()));
    const doc = first.doc as CharacterDocument;
    const repair = doc.history.at(-1);
    if (repair?.kind !== 'repair' || !repair.payload) throw new Error('no repair entry');
    expect(first.report.length).toBeGreaterThan(200);
    expect(repair.payload.repairs).toHaveLength(200);
    expect(repair.payload.repairs.at(-1)).toBe(`…and ${first.report.length - 199} more.`);
    expect(repair.summary).toBe(`Read from a file and put right: ${first.report.length} things Sheetsmith could not use as written`);
    const again = ok(importDocument(exportCharacter(doc), options()));
    expect(again.report).toEqual([]);
    expect(again.doc).toEqual(doc);
  });

  it('shortens a too-long name to 200 characters (by code point) and says so', () => {
    const outcome = ok(importDocument(json(variant({ name: '😀'.repeat(250) })), options()));
    expect(Array.from((outcome.doc as CharacterDocument).name)).toHaveLength(200);
    expect(outcome.report).toEqual(['The name was 250 characters long and was shortened to the first 200.']);
  });

  it('renews duplicate and missing history ids, and drops unusable entries and undo states', () => {
    const history = [
      { id: 'h1', at: '2026-01-01T00:00:00.000Z', kind: 'xp', summary: 'a', dice: [] },
      { id: 'h1', at: '2026-01-02T00:00:00.000Z', kind: 'xp', summary: 'b', dice: [] },
      { at: 'never', kind: 'dance', summary: 7, dice: 'no', before: { level: 'x' } },
      'garbage',
    ];
    const outcome = ok(importDocument(json(variant({ history, id: undefined })), options()));
    const doc = outcome.doc as CharacterDocument;
    expect(doc.id).toBe('new-1');
    expect(doc.history.map((h) => h.id)).toEqual(['h1', 'new-2', 'new-3', '4:repair']);
    expect(doc.history[2]).toEqual({ id: 'new-3', at: doc.createdAt, kind: 'edit', summary: '', dice: [] });
    expect(outcome.report).toEqual([
      'The character had no usable id, so it was given a new one.',
      'History entry 2 had a duplicate id and was given a new one.',
      'History entry 3 had a missing id and was given a new one.',
      "History entry 3 had no readable time; the character's creation time was used.",
      'History entry 3 was of an unknown kind and is now shown as an edit.',
      'History entry 3 had no readable summary; it was left blank.',
      'History entry 3 had dice records that were not text; those were dropped.',
      'History entry 3 kept a whole earlier copy of the character, which is no longer kept, so that change can no longer be undone.',
      'History entry 4 was not readable and was dropped.',
    ]);
  });

  it('drops unusable overrides and house rules, and ignores unknown fields', () => {
    const overrides = { good: { value: 'x', note: 'n', at: FIXED_NOW }, bad: { value: [1] }, partial: { value: 3 } };
    const outcome = ok(importDocument(json(variant({ overrides, houseRules: ['a', 5], extra: 1 })), options()));
    const doc = outcome.doc as CharacterDocument;
    expect(doc.overrides).toEqual({ good: overrides.good, partial: { value: 3, note: '', at: FIXED_NOW } });
    expect(doc.houseRules).toEqual(['a']);
    expect(outcome.report).toEqual([
      'The override of "bad" had no usable value and was dropped.',
      'The override of "partial" had a missing note or time, which were filled in.',
      '1 house rule(s) that were not text were dropped.',
      'Unknown fields were ignored: "extra".',
    ]);
    expect(JSON.parse(exportCharacter(doc))).not.toHaveProperty('extra');
  });

  it('keeps a "__proto__" key as plain data instead of changing an object prototype', () => {
    const text = exportCharacter(sampleCharacter()).replace('"overrides": {', '"overrides": {\n    "__proto__": { "value": 1, "note": "", "at": "2026-01-01T00:00:00.000Z" },');
    const doc = ok(importDocument(text, options())).doc as CharacterDocument;
    expect(Object.getPrototypeOf(doc.overrides)).toBe(Object.prototype);
    expect(Object.keys(doc.overrides)).toContain('__proto__');
  });

  it('adds members found in a campaign file to its party and separates duplicate ids', () => {
    const a = sampleCharacter({ id: 'a' as CharacterDocument['id'] });
    const text = canonicalJson({ ...sampleCampaign(['a', 'ghost', 'a']), memberCharacters: [a, a] });
    const outcome = ok(importDocument(text, options()));
    expect((outcome.doc as CampaignDocument).members).toEqual(['a', 'ghost', 'new-1']);
    expect(outcome.members.map((m) => m.id)).toEqual(['a', 'new-1']);
    expect(outcome.report).toEqual([
      'Members listed more than once are now listed once.',
      'The character "Ayla" had the same id as another character in the file, so it was given a new one.',
      'The character "Ayla" was in the file but not in the party list, so it was added to the party.',
      '1 party member is not in this file; the party list still names them.',
    ]);
  });
});
