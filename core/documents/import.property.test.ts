/**
 * Property tests: thousands of random, truncated and mutated files thrown at importDocument and parseBackup.
 * Whatever comes in, neither may throw; every refusal is one sentence ending in a period; every acceptance is a
 * well-formed document that exports and re-imports to the same bytes with nothing left to repair, within the size
 * limit; invalid UTF-8 is refused. These use a fake system; import-systems.property.test.ts runs the same promise
 * over every registered game system, through derive, the sheet and the PDF.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exportCharacter, importDocument, exportCampaign, utf8Length, type ImportOutcome } from './import';
import { createBackup, parseBackup, type BackupOutcome } from './backup';
import { isIsoDate } from './document-checks';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from './character';
import type { CampaignDocument } from './campaign';
import type { CharacterId } from './ids';
import { toBase64, type Portrait } from './portrait';
import { FIXED_NOW, counterIds, fakeSystem, fakeSystems, sampleCampaign } from './testing/fake-system';

const opts = () => ({ systems: fakeSystems, now: () => FIXED_NOW, newId: counterIds() });
type Path = (string | number)[];

/** A refusal must be one non-empty sentence ending in a period. */
function expectSentence(error: unknown): void {
  expect(typeof error).toBe('string');
  expect(error).toMatch(/^[^\n]*\S[^\n]*\.$/);
  expect((error as string).length).toBeLessThan(1000);
}

/** What an accepted character must look like, field by field, whatever file it came from. */
function expectWellFormed(doc: CharacterDocument): void {
  expect(doc.format).toBe('sheetsmith/character');
  expect(doc.schemaVersion).toBe(CHARACTER_SCHEMA_VERSION);
  expect(typeof doc.id === 'string' && doc.id.length > 0).toBe(true);
  expect(doc.system).toBe('fake');
  expect(Array.from(doc.name).length).toBeLessThanOrEqual(200);
  expect(['draft', 'complete']).toContain(doc.status);
  expect(typeof doc.creationStep).toBe('string');
  expect(isIsoDate(doc.createdAt) && isIsoDate(doc.updatedAt)).toBe(true);
  expect(fakeSystem.checkShape(doc.data)).toEqual([]);
  for (const o of Object.values(doc.overrides)) {
    expect(['number', 'string']).toContain(typeof o.value);
    expect(typeof o.note === 'string' && isIsoDate(o.at)).toBe(true);
  }
  expect(doc.houseRules.every((r) => typeof r === 'string')).toBe(true);
  expect(new Set(doc.history.map((h) => h.id)).size).toBe(doc.history.length);
  for (const h of doc.history) {
    expect(isIsoDate(h.at) && typeof h.summary === 'string' && h.dice.every((d) => typeof d === 'string')).toBe(true);
    expect('before' in h).toBe(false); // schema 3 keeps reverse patches, never a whole earlier copy
    if (h.undo?.set !== undefined) expect(fakeSystem.checkShape({ ...(doc.data as object), ...h.undo.set })).toEqual([]);
  }
  // Repairs are complete: the accepted document exports and re-imports with nothing left to repair, same bytes.
  const text = exportCharacter(doc);
  const again = importDocument(text, opts());
  expect(again.ok && again.report).toEqual([]);
  expect(again.ok && exportCharacter(again.doc as CharacterDocument)).toBe(text);
}

function expectSafe(outcome: ImportOutcome): void {
  if (!outcome.ok) return expectSentence(outcome.error);
  outcome.report.forEach(expectSentence);
  if (outcome.kind === 'character') expectWellFormed(outcome.doc as CharacterDocument);
  outcome.members.forEach(expectWellFormed);
}

function expectSafeBackup(outcome: BackupOutcome): void {
  if (!outcome.ok) return expectSentence(outcome.error);
  outcome.report.forEach(expectSentence);
  for (const c of outcome.backup.characters) {
    const { deletedAt, ...doc } = c;
    if (deletedAt !== undefined) expect(isIsoDate(deletedAt)).toBe(true);
    expectWellFormed(doc);
  }
}

const isoDate = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const text = fc.string({ maxLength: 30, unit: 'grapheme' });
const payload = fc.record({ level: fc.integer({ min: -5, max: 40 }), extra: fc.jsonValue({ maxDepth: 3 }) });

/** A small valid portrait: PNG or JPEG magic bytes and whatever follows (the check reads only the magic). */
const arbPortrait: fc.Arbitrary<Portrait> = fc
  .tuple(fc.constantFrom('image/png' as const, 'image/jpeg' as const), fc.uint8Array({ maxLength: 40 }))
  .map(([type, rest]) => {
    const magic = type === 'image/png' ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : [0xff, 0xd8, 0xff];
    return { type, data: toBase64(Uint8Array.from([...magic, ...rest])) };
  });

const ENVELOPE_KEYS = ['format', 'schemaVersion', 'id', 'system', 'name', 'status', 'creationStep', 'createdAt', 'updatedAt', 'data', 'overrides', 'houseRules', 'history'] as const;

/** Valid current characters with a bit of everything (a portrait or none). */
const arbCharacter: fc.Arbitrary<CharacterDocument> = fc.record({
  format: fc.constant('sheetsmith/character' as const),
  schemaVersion: fc.constant(CHARACTER_SCHEMA_VERSION),
  id: fc.uuid().map((id) => id as CharacterId),
  system: fc.constant('fake'),
  name: text,
  status: fc.constantFrom('draft' as const, 'complete' as const),
  creationStep: text,
  createdAt: isoDate,
  updatedAt: isoDate,
  data: payload,
  overrides: fc.dictionary(text, fc.record({ value: fc.oneof(fc.integer(), text), note: text, at: isoDate }), { maxKeys: 4 }),
  houseRules: fc.array(text, { maxLength: 3 }),
  history: fc.uniqueArray(
    fc.record(
      {
        id: fc.uuid(),
        at: isoDate,
        kind: fc.constantFrom('level-up' as const, 'training' as const, 'xp' as const, 'restore' as const, 'edit' as const, 'details' as const, 'created' as const),
        summary: text,
        dice: fc.array(text, { maxLength: 3 }),
      },
      { requiredKeys: ['id', 'at', 'kind', 'summary', 'dice'] },
    ),
    { selector: (h) => h.id, maxLength: 4 },
  ),
  portrait: arbPortrait,
}, { requiredKeys: [...ENVELOPE_KEYS] });

/** Every path to a value inside a JSON value (the root is []). */
function pathsOf(value: unknown, here: Path = [], out: Path[] = []): Path[] {
  out.push(here);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...here, i], out));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) pathsOf(v, [...here, k], out);
  return out;
}

/** A deep copy of `root` with the value at `path` replaced (or removed, when `replacement` is undefined). */
function withAt(root: unknown, path: Path, replacement: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(root)) as unknown;
  if (path.length === 0) return replacement;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === undefined) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}

/** Picks a random path of `doc` and a random replacement (a wrong type, or removal). */
const mutation = (doc: unknown) =>
  fc.record({
    path: fc.constantFrom(...pathsOf(doc)),
    value: fc.oneof(fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<unknown>, fc.constant(undefined), fc.constant(-1), fc.constant('')),
  });

const MARK = '@@DEEP@@';
const deepArrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObjects = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

describe('importDocument under random and hostile input', () => {
  it('accepts every valid character unchanged and round-trips it byte for byte', () => {
    fc.assert(
      fc.property(arbCharacter, (doc) => {
        const first = exportCharacter(doc);
        const outcome = importDocument(first, opts());
        expect(outcome.ok && outcome.report).toEqual([]);
        expect(outcome.ok && exportCharacter(outcome.doc as CharacterDocument)).toBe(first);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on random JSON values or random text', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => expectSafe(importDocument(JSON.stringify(value), opts()))), { numRuns: 1000 });
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (raw) => expectSafe(importDocument(raw, opts()))), { numRuns: 1000 });
  });

  it('refuses files truncated at any point, in a sentence', () => {
    fc.assert(
      fc.property(arbCharacter, fc.double({ min: 0, max: 1, noNaN: true }), (doc, at) => {
        const full = exportCharacter(doc);
        const cut = Math.floor(at * (full.length - 2)); // always cuts into the closing "}\n"
        const outcome = importDocument(full.slice(0, cut), opts());
        expect(outcome.ok).toBe(false);
        expectSafe(outcome);
      }),
      { numRuns: 1000 },
    );
  });

  it('survives a wrong type (or a removal) at any path, repairing or refusing', () => {
    fc.assert(
      fc.property(
        arbCharacter.chain((doc) => fc.tuple(fc.constant(doc), mutation(doc))),
        ([doc, { path, value }]) => expectSafe(importDocument(JSON.stringify(withAt(doc, path, value)), opts())),
      ),
      { numRuns: 2000 },
    );
  });

  it('survives random edits of the text (inserted, deleted and replaced characters)', () => {
    const edit = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), remove: fc.nat(5), insert: fc.string({ maxLength: 3 }) });
    fc.assert(
      fc.property(arbCharacter, fc.array(edit, { minLength: 1, maxLength: 4 }), (doc, edits) => {
        let t = exportCharacter(doc);
        for (const e of edits) {
          const i = Math.floor(e.at * t.length);
          t = t.slice(0, i) + e.insert + t.slice(i + e.remove);
        }
        expectSafe(importDocument(t, opts()));
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses nesting 10,000 levels deep wherever it is, without a stack overflow', () => {
    fc.assert(
      fc.property(
        arbCharacter.chain((doc) => fc.tuple(fc.constant(doc), fc.constantFrom(...pathsOf(doc)), fc.boolean())),
        ([doc, path, arrays]) => {
          const t = JSON.stringify(withAt(doc, path, MARK)).replace(`"${MARK}"`, arrays ? deepArrays(10_000) : deepObjects(10_000));
          const outcome = importDocument(t, opts());
          expect(!outcome.ok && outcome.error).toMatch(/nested more than 64 levels deep/);
          expectSafe(outcome);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses a string over 1 MiB wherever it is (value or key)', () => {
    const huge = 'é'.repeat(600_000); // 1.2 MB in UTF-8 though only 600,000 characters
    fc.assert(
      fc.property(
        arbCharacter.chain((doc) => fc.tuple(fc.constant(doc), fc.constantFrom(...pathsOf(doc)), fc.boolean())),
        ([doc, path, asKey]) => {
          const outcome = importDocument(JSON.stringify(withAt(doc, path, asKey ? { [huge]: 1 } : huge)), opts());
          expect(!outcome.ok && outcome.error).toMatch(/over 1 MiB/);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('accepts only files that write back within the size limit, whatever the limit and however compact the file', () => {
    const nested = fc.array(fc.jsonValue({ maxDepth: 6 }), { maxLength: 20 });
    fc.assert(
      fc.property(arbCharacter, nested, fc.integer({ min: 200, max: 20_000 }), (doc, extra, maxBytes) => {
        // Compact JSON, as another program might write it: canonical JSON's indentation can multiply its size.
        const compact = JSON.stringify({ ...doc, data: { level: 1, extra } });
        const outcome = importDocument(new TextEncoder().encode(compact), { ...opts(), maxBytes });
        expectSafe(outcome);
        if (outcome.ok && outcome.kind === 'character') expect(utf8Length(exportCharacter(outcome.doc))).toBeLessThanOrEqual(maxBytes);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses any invalid UTF-8 byte sequence anywhere in a file, in one sentence', () => {
    const bad = fc.constantFrom([0x80], [0xbf], [0xc0, 0x80], [0xc1, 0xbf], [0xe0, 0x80, 0x80], [0xed, 0xb0, 0x80], [0xf5, 0x80, 0x80, 0x80], [0xfe], [0xff], [0xe2, 0x82], [0xf0, 0x9f, 0x98]);
    fc.assert(
      fc.property(arbCharacter, bad, fc.double({ min: 0, max: 1, noNaN: true }), (doc, seq, at) => {
        const good = new TextEncoder().encode(exportCharacter(doc));
        // Between two ASCII bytes, so the bad sequence cannot complete a neighbour.
        let i = Math.floor(at * good.length);
        while (i > 0 && (good[i - 1] ?? 0) >= 0x80) i--;
        const file = new Uint8Array([...good.subarray(0, i), ...seq, ...good.subarray(i)]);
        const outcome = importDocument(file, opts());
        expect(!outcome.ok && outcome.error).toMatch(new RegExp(`^The file is not valid UTF-8 text \\(byte ${i.toLocaleString('en-US')} is not part of any character\\)`));
        expectSafe(outcome);
      }),
      { numRuns: 500 },
    );
  });

  it('handles any schema version: current and older are read, newer refused by name, nonsense refused', () => {
    const version = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }),
      fc.double(),
      fc.constantFrom(0, -1, 1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2),
      fc.jsonValue({ maxDepth: 1 }),
    );
    fc.assert(
      fc.property(arbCharacter, version, (doc, v) => {
        const outcome = importDocument(JSON.stringify({ ...doc, schemaVersion: v }), opts());
        expectSafe(outcome);
        if (typeof v === 'number' && Number.isInteger(v) && v > CHARACTER_SCHEMA_VERSION) {
          expect(!outcome.ok && outcome.error).toMatch(/saved by a newer Sheetsmith/);
        }
        const readable = typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= CHARACTER_SCHEMA_VERSION;
        expect(outcome.ok).toBe(readable);
      }),
      { numRuns: 1000 },
    );
  });

  it('survives wrong types at any path of a campaign file', () => {
    const members = fc.uniqueArray(arbCharacter, { selector: (c) => c.id, maxLength: 3 });
    fc.assert(
      fc.property(
        members.chain((ms) => {
          const file = JSON.parse(exportCampaign(sampleCampaign(ms.map((m) => m.id)), ms)) as unknown;
          return fc.tuple(fc.constant(file), mutation(file));
        }),
        ([file, { path, value }]) => {
          const outcome = importDocument(JSON.stringify(withAt(file, path, value)), opts());
          expectSafe(outcome);
          if (outcome.ok) {
            const campaign = outcome.doc as CampaignDocument;
            expect(exportCampaign(campaign, outcome.members)).toBe(exportCampaign(campaign, outcome.members));
            for (const m of outcome.members) expect(campaign.members).toContain(m.id);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('parseBackup under random and hostile input', () => {
  const backupOf = (characters: CharacterDocument[]) =>
    createBackup(
      {
        characters: characters.map((c, i) => (i % 2 === 0 ? c : { ...c, deletedAt: FIXED_NOW })),
        campaigns: [sampleCampaign(characters.map((c) => c.id))],
        settings: [{ key: 'theme', value: 'dark' }, { key: 'backupReminderDays', value: 14 }],
      },
      FIXED_NOW,
    );
  const arbBackupText = fc.uniqueArray(arbCharacter, { selector: (c) => c.id, maxLength: 4 }).map(backupOf);

  it('accepts every valid backup with nothing to report, and writes it back byte for byte', () => {
    fc.assert(
      fc.property(arbBackupText, (t) => {
        const outcome = parseBackup(t, opts());
        expect(outcome.ok && outcome.report).toEqual([]);
        if (outcome.ok) expect(createBackup(outcome.backup, outcome.backup.createdAt)).toBe(t);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on random JSON, truncation, text edits or wrong types at any path', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => expectSafeBackup(parseBackup(JSON.stringify(v), opts()))), { numRuns: 1000 });
    fc.assert(
      fc.property(arbBackupText, fc.double({ min: 0, max: 1, noNaN: true }), (t, at) => {
        const outcome = parseBackup(t.slice(0, Math.floor(at * (t.length - 2))), opts());
        expect(outcome.ok).toBe(false);
        expectSafeBackup(outcome);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        arbBackupText.chain((t) => {
          const file = JSON.parse(t) as unknown;
          return fc.tuple(fc.constant(file), mutation(file));
        }),
        ([file, { path, value }]) => expectSafeBackup(parseBackup(JSON.stringify(withAt(file, path, value)), opts())),
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses deep nesting, huge strings and wrong versions in a backup', () => {
    fc.assert(
      fc.property(arbBackupText, fc.constantFrom('deep', 'huge', 'newer', 'negative', 'huge-version', 'text-version'), (t, kind) => {
        const file = JSON.parse(t) as Record<string, unknown>;
        const bad =
          kind === 'deep' ? JSON.stringify({ ...file, settings: MARK }).replace(`"${MARK}"`, deepObjects(10_000))
          : kind === 'huge' ? JSON.stringify({ ...file, createdAt: 'x'.repeat(1024 * 1024 + 1) })
          : JSON.stringify({ ...file, schemaVersion: { newer: 2, negative: -3, 'huge-version': 1e300, 'text-version': '1' }[kind] });
        const outcome = parseBackup(bad, opts());
        expect(outcome.ok).toBe(false);
        expectSafeBackup(outcome);
        if (kind === 'newer' || kind === 'huge-version') expect(!outcome.ok && outcome.error).toMatch(/saved by a newer Sheetsmith/);
      }),
      { numRuns: 200 },
    );
  });
});
