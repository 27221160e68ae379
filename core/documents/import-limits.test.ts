/**
 * Imports never accept what the app cannot use (issue #14 §4): bytes that are not UTF-8, counts and lengths past
 * the envelope's limits, values canonical JSON cannot write, and files that would grow past the size limit when
 * Sheetsmith writes them again. Each is refused in one sentence, or repaired with a note; migrations keep what the
 * file already holds.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createBackup, parseBackup } from './backup';
import { decodeUtf8Strict, exportCharacter, importDocument, type ImportOptions, type ImportOutcome } from './import';
import {
  MAX_HISTORY_ENTRIES,
  MAX_HOUSE_RULES,
  MAX_HOUSE_RULE_LENGTH,
  MAX_NOTES_LENGTH,
  MAX_OVERRIDES,
  MAX_PARTY,
  MAX_SUMMARY_LENGTH,
} from './content-limits';
import { CHARACTER_MIGRATIONS, migrateCharacter } from './migrations';
import { CHARACTER_SCHEMA_VERSION } from './character';
import { FIXED_NOW, counterIds, fakeSystem, sampleCampaign, sampleCharacter } from './testing/fake-system';
import { defineSystem, type AnySystem } from '../systems/types';

/** The fake system with creation steps, so a draft's step can be checked against them. */
const stepped: AnySystem = defineSystem<unknown>({
  ...fakeSystem,
  creation: { ...fakeSystem.creation, steps: [{ id: 'concept', title: 'Concept', help: '' }, { id: 'review', title: 'Review', help: '' }] },
});
const systems = (id: string): AnySystem | undefined => (id === 'fake' ? stepped : undefined);
const options = (more: Partial<ImportOptions> = {}): ImportOptions => ({ systems, now: () => FIXED_NOW, newId: counterIds(), ...more });
const json = (value: unknown): string => JSON.stringify(value);
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

function refused(outcome: ImportOutcome): string {
  if (outcome.ok) throw new Error('expected a refusal');
  expect(outcome.error).toMatch(/^[^\n]*\S[^\n]*\.$/);
  return outcome.error;
}
function accepted(outcome: ImportOutcome): Extract<ImportOutcome, { ok: true }> {
  if (!outcome.ok) throw new Error(`expected ok, got: ${outcome.error}`);
  return outcome;
}

describe('decodeUtf8Strict', () => {
  it('decodes UTF-8, keeping a byte-order mark for the reader to note', () => {
    expect(decodeUtf8Strict(bytes('Zoë 北 👩'))).toEqual({ ok: true, text: 'Zoë 北 👩' });
    expect(decodeUtf8Strict(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]))).toEqual({ ok: true, text: '\ufeff{}' });
  });

  // Each is ill-formed by RFC 3629 §4: a stray continuation byte, a byte never used, an overlong "/", a UTF-16
  // surrogate, a sequence cut short, a code point past U+10FFFF.
  const bad: [string, number[], number][] = [
    ['a stray continuation byte', [0x61, 0x80], 1],
    ['0xFF', [0x61, 0x62, 0xff], 2],
    ['an overlong encoding', [0xc0, 0xaf], 0],
    ['an encoded surrogate', [0x61, 0xed, 0xa0, 0x80], 1],
    ['a cut sequence', [0x61, 0xe2, 0x82], 1],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
  ];
  for (const [what, input, offset] of bad) {
    it(`refuses ${what} in one sentence, naming the byte`, () => {
      expect(decodeUtf8Strict(new Uint8Array(input))).toEqual({
        ok: false,
        error: `The file is not valid UTF-8 text (byte ${offset} is not part of any character); it may be damaged or saved in another encoding, so it was not opened.`,
      });
    });
  }
});

describe('importDocument: bytes', () => {
  it('reads bytes exactly as it reads the same text', () => {
    const text = exportCharacter(sampleCharacter());
    expect(importDocument(bytes(text), options())).toEqual(importDocument(text, options()));
  });

  it('refuses invalid UTF-8 instead of replacing it, and says nothing else', () => {
    const good = bytes(exportCharacter(sampleCharacter({ name: 'Zoë' })));
    const broken = new Uint8Array([...good.subarray(0, 40), 0xff, ...good.subarray(40)]);
    expect(refused(importDocument(broken, options()))).toMatch(/^The file is not valid UTF-8 text \(byte 40 is not part of any character\)/);
  });

  it('refuses bytes over the size limit before decoding them', () => {
    expect(refused(importDocument(new Uint8Array(2000).fill(0xff), options({ maxBytes: 1000 })))).toBe(
      'The file is 2.0 KiB, larger than the 1000 bytes limit for a Sheetsmith file.',
    );
  });
});

describe('importDocument: counts and lengths', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    [`${MAX_HOUSE_RULES + 1} house rules`, { houseRules: Array.from({ length: MAX_HOUSE_RULES + 1 }, (_, i) => `Rule ${i}`) }, /^The file holds 51 house rules, more than the 50 Sheetsmith keeps, so it was not imported\.$/],
    ['a house rule too long', { houseRules: ['x'.repeat(MAX_HOUSE_RULE_LENGTH + 1)] }, /^House rule 1 is 201 characters long, more than the 200 Sheetsmith keeps/],
    [`${MAX_OVERRIDES + 1} overrides`, { overrides: Object.fromEntries(Array.from({ length: MAX_OVERRIDES + 1 }, (_, i) => [`v${i}`, { value: i, note: '', at: FIXED_NOW }])) }, /^The file holds 501 overridden values/],
    ['a history summary too long', { history: [{ id: 'h', at: FIXED_NOW, kind: 'edit', summary: 's'.repeat(MAX_SUMMARY_LENGTH + 1), dice: [] }] }, /^The summary of history entry 1 is 2,001 characters long/],
  ];
  for (const [what, change, expected] of cases) {
    it(`refuses ${what}, in a sentence that loses nothing`, () => {
      expect(refused(importDocument(json(sampleCharacter(change)), options()))).toMatch(expected);
    });
  }

  it(`refuses a history of more than ${MAX_HISTORY_ENTRIES.toLocaleString('en-US')} entries`, () => {
    const history = Array.from({ length: MAX_HISTORY_ENTRIES + 1 }, (_, i) => ({ id: `h${i}`, at: FIXED_NOW, kind: 'xp', summary: '', dice: [] }));
    expect(refused(importDocument(json(sampleCharacter({ history: history as never })), options()))).toBe(
      'The file holds 5,001 history entries, more than the 5,000 Sheetsmith keeps, so it was not imported.',
    );
  });

  it('accepts the largest counts and lengths it allows', () => {
    const doc = sampleCharacter({
      houseRules: Array.from({ length: MAX_HOUSE_RULES }, () => 'r'.repeat(MAX_HOUSE_RULE_LENGTH)),
      history: Array.from({ length: MAX_HISTORY_ENTRIES }, (_, i) => ({ id: `h${i}`, at: FIXED_NOW, kind: 'xp' as const, summary: 's'.repeat(100), dice: [] })),
    });
    expect(accepted(importDocument(exportCharacter(doc), options())).report).toEqual([]);
  });

  it('refuses campaign notes and parties past their limits', () => {
    const notes = json({ ...sampleCampaign([]), notes: 'n'.repeat(MAX_NOTES_LENGTH + 1), memberCharacters: [] });
    expect(refused(importDocument(notes, options()))).toMatch(/^The campaign notes are 200,001 characters long, more than the 200,000 Sheetsmith keeps/);
    const party = json({ ...sampleCampaign(Array.from({ length: MAX_PARTY + 1 }, (_, i) => `c${i}`)), memberCharacters: [] });
    expect(refused(importDocument(party, options()))).toMatch(/^The file holds 1,001 party members/);
  });

  it('refuses a campaign whose carried characters would take the party past the limit, as a re-import would (issue #23 §2)', () => {
    const carried = Array.from({ length: MAX_PARTY + 1 }, (_, i) => sampleCharacter({ id: `c${i}` as never, name: `C${i}` }));
    // None listed, all carried: each would join the party.
    expect(refused(importDocument(json({ ...sampleCampaign([]), memberCharacters: carried }), options()))).toBe(
      'The file holds 1,001 party members, more than the 1,000 Sheetsmith keeps, so it was not imported.',
    );
    // 1,000 listed and carried, one more carried only.
    const listed = sampleCampaign(carried.slice(0, MAX_PARTY).map((c) => c.id));
    expect(refused(importDocument(json({ ...listed, memberCharacters: carried }), options()))).toMatch(/^The file holds 1,001 party members/);
    // Exactly 1,000 carried and none listed is a full party, accepted.
    expect(accepted(importDocument(json({ ...sampleCampaign([]), memberCharacters: carried.slice(1) }), options())).members).toHaveLength(MAX_PARTY);
  });

  it("sends a draft whose step the system does not have to the system's last step, with a note", () => {
    const outcome = accepted(importDocument(json(sampleCharacter({ status: 'draft', creationStep: 'no-such-step' })), options()));
    expect(outcome.kind === 'character' && outcome.doc.creationStep).toBe('review');
    expect(outcome.report).toEqual(['The creation step was not one this game system has, so it was set to the review step.']);
  });
});

describe('importDocument: only what Sheetsmith can write back', () => {
  it('refuses a number too large to hold (1e400) in data the system does not check', () => {
    const text = json(sampleCharacter({ data: { level: 1, extra: 12345 } })).replace('12345', '1e400');
    expect(refused(importDocument(text, options()))).toBe(
      'The file holds a value Sheetsmith cannot save (cannot write Infinity as JSON at data.extra), so the character was not imported.',
    );
  });

  it('refuses a compact file that would grow past the size limit when written as canonical JSON', () => {
    // Nested lists cost 2 bytes each in a compact file and a whole indented line each when written again.
    const compact = json(sampleCharacter({ data: { level: 1, deep: Array.from({ length: 500 }, () => [[[[0]]]]) } }));
    const outcome = importDocument(compact, options({ maxBytes: compact.length + 100 }));
    expect(refused(outcome)).toMatch(/^Saved again, this character would be \d+(\.\d)? KiB, larger than the \d+(\.\d)? KiB limit for a Sheetsmith file, so the character was not imported\.$/);
  });
});

describe('parseBackup: only what can be backed up again', () => {
  const backupText = (settings: string) =>
    createBackup({ characters: [sampleCharacter()], campaigns: [], settings: [{ key: 'theme', value: 'dark' }] }, FIXED_NOW).replace(
      /"settings": \[[\s\S]*?\n {2}\]/,
      `"settings": ${settings}`,
    );

  it('leaves out a setting holding a number too large to hold, with a note, so later backups can be written', () => {
    const outcome = parseBackup(backupText('[{"key": "theme", "value": "dark"}, {"key": "zoom", "value": [1, 1e400]}]'), options());
    expect(outcome.ok && outcome.backup.settings).toEqual([{ key: 'theme', value: 'dark' }]);
    expect(outcome.ok && outcome.report).toEqual(['The setting "zoom" held a number too large to store and was left out; its default will be used.']);
  });

  it('refuses a backup that would grow past the limit when written again, restoring nothing', () => {
    const text = backupText(`[{"key": "deep", "value": ${json(Array.from({ length: 500 }, () => [[[[0]]]]))}}]`);
    const compact = json(JSON.parse(text));
    expect(parseBackup(compact, options({ maxBytes: compact.length + 100 }))).toEqual({
      ok: false,
      error: expect.stringMatching(/^Saved again, this backup would be .*, so nothing was restored\.$/),
    });
  });
});

describe('migrations keep what the file already has', () => {
  const v1 = JSON.parse(readFileSync(new URL('./fixtures/character-v1.json', import.meta.url), 'utf8')) as Record<string, unknown>;

  it('adds the version-2 fields to a version-1 file that lacks them', () => {
    const { doc } = migrateCharacter(v1);
    expect(doc).toMatchObject({ schemaVersion: CHARACTER_SCHEMA_VERSION, status: 'complete', creationStep: 'review', overrides: {}, houseRules: [], history: [] });
  });

  it('never writes over a field a version-1 file already holds', () => {
    const held = {
      status: 'draft',
      creationStep: 'skills',
      overrides: { ac: { value: 4, note: 'plate', at: FIXED_NOW } },
      houseRules: ['GM swap: Cha into Str'],
      history: [{ id: 'h1', at: FIXED_NOW, kind: 'created', summary: 'Made by hand', dice: [] }],
    };
    const { doc } = migrateCharacter({ ...v1, ...held });
    expect(doc).toMatchObject({ ...held, schemaVersion: CHARACTER_SCHEMA_VERSION });
  });

  it('carries every field it does not know over unchanged, in every migration', () => {
    for (const migration of CHARACTER_MIGRATIONS) {
      const out = migration.up({ ...v1, schemaVersion: migration.from, 'x-kept': { a: [1] } });
      expect(out['x-kept']).toEqual({ a: [1] });
    }
  });
});
