/**
 * The import promise, as a property over every registered game system: whatever file comes in, valid or hostile,
 * a document the importer accepts can be used everywhere. It derives, validates, shows its card, trackers and sheet
 * (with ids unique where the screen keys by them), prints a PDF, exports to canonical JSON within the size limit,
 * and re-imports from that export with nothing to repair and the same bytes; a backup of it restores. Files start as
 * valid characters from each system's quick generator (levelled up at random) and are then mutated at random paths.
 * The counts are printed and kept for the README: documents fuzzed, accepted, and wrong accepts (always 0).
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededRandom } from '../dice';
import { listSystems, loadAllSystems } from '../systems/registry';
import type { AnySystem } from '../systems/types';
import type { SheetModel } from '../sheet/sheet-model';
import { renderSheetPdf } from '../sheet/pdf/render-sheet';
import { exportCharacter, importDocument, utf8Length, type ImportOutcome } from './import';
import { createBackup, parseBackup } from './backup';
import type { CharacterDocument } from './character';
import { MAX_FILE_BYTES } from './limits';
import { delivery, deliver, mutate, mutationOf, render, type Mutation } from './testing/fuzz';

const systems = await loadAllSystems();
const NOW = '2026-05-01T10:00:00.000Z';
const FONT_DIR = new URL('../../resources/fonts/', import.meta.url);
const fonts = {
  regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
  bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
};
const options = { systems, now: () => NOW };

/** A valid character of `system`: a quick one, then levelled up `levels` times (stopping at the top level). */
function validCharacter(system: AnySystem, seed: number, levels: number, variant: number): CharacterDocument {
  const rng = createSeededRandom(seed);
  const picked = system.quickVariants.length > 0 ? system.quickVariants[variant % system.quickVariants.length]?.id : undefined;
  let doc = system.quick(rng, { id: `fuzz-${seed}`, now: NOW, ...(picked ? { variant: picked } : {}) });
  for (let i = 0; i < levels && system.progression; i++) {
    try {
      doc = system.progression.advance(doc, rng, { now: NOW, force: true }).doc;
    } catch (error) {
      if (error instanceof RangeError) break; // the top level
      throw error;
    }
  }
  return doc;
}

/** Seed, levels to go up and quick-character variant; low levels are most common, as in play (and quicker). */
const seedArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  levels: fc.oneof(fc.constant(0), fc.nat(4), fc.nat(40)),
  variant: fc.nat(50),
});

/** A refusal or a report line: one sentence ending in a period. */
function expectSentence(text: string): void {
  expect(text).toMatch(/^[^\n]*\S[^\n]*\.$/);
  expect(text.length).toBeLessThan(1000);
}

/** Ids must be unique where the screen keys its lists by them (Svelte refuses duplicate keys). */
function expectUniqueIds(model: SheetModel): void {
  const unique = (ids: readonly string[], where: string) => expect(new Set(ids).size, `duplicate ids in ${where}`).toBe(ids.length);
  const sections = [...model.main, ...model.extra];
  unique(model.identity.map((f) => f.id), 'identity');
  unique(model.main.map((s) => s.id), 'main sections');
  unique(model.extra.map((s) => s.id), 'extra sections');
  for (const s of sections) {
    if (s.kind === 'fields') unique(s.fields.map((f) => f.id), s.id);
    if (s.kind === 'table') unique(s.rows.map((r) => r.id), s.id);
  }
}

/** Everything the app does with an accepted character, without a screen. Returns the sheet for the PDF. */
function expectUsable(system: AnySystem, doc: CharacterDocument): SheetModel {
  expect(system.checkShape(doc.data)).toEqual([]);
  for (const v of system.derive(doc)) {
    expect(typeof v.value === 'string' || Number.isFinite(v.value), `derived ${v.id} = ${String(v.value)}`).toBe(true);
  }
  expect(Array.isArray(system.validate(doc))).toBe(true);
  system.card(doc);
  system.vitals.trackers(doc);
  const model = system.sheet(doc, NOW);
  expectUniqueIds(model);
  // Exported, it re-imports with nothing to repair and the same bytes, within the one size limit.
  const text = exportCharacter(doc);
  expect(utf8Length(text)).toBeLessThanOrEqual(MAX_FILE_BYTES);
  const again = importDocument(new TextEncoder().encode(text), options);
  expect(again.ok && again.report).toEqual([]);
  expect(again.ok && again.kind === 'character' && exportCharacter(again.doc)).toBe(text);
  // A backup holding it restores with nothing to repair.
  const backup = parseBackup(createBackup({ characters: [doc], campaigns: [], settings: [] }, NOW), options);
  expect(backup.ok && backup.report).toEqual([]);
  return model;
}

/** Tallies for the README, per system. */
const tally = new Map<string, { fuzzed: number; accepted: number; wrong: number; pdfs: number }>();
const countFor = (id: string) => {
  let t = tally.get(id);
  if (!t) tally.set(id, (t = { fuzzed: 0, accepted: 0, wrong: 0, pdfs: 0 }));
  return t;
};

/** Imports one fuzzed file and checks an acceptance; a failed check counts as a wrong accept and fails the run. */
function importAndCheck(system: AnySystem, file: string | Uint8Array): { outcome: ImportOutcome; model?: SheetModel } {
  const t = countFor(system.id);
  t.fuzzed++;
  const outcome = importDocument(file, options);
  if (!outcome.ok) {
    expectSentence(outcome.error);
    return { outcome };
  }
  t.accepted++;
  try {
    outcome.report.forEach(expectSentence);
    expect(outcome.kind).toBe('character');
    if (outcome.kind !== 'character') return { outcome };
    return { outcome, model: expectUsable(system, outcome.doc) };
  } catch (error) {
    t.wrong++;
    throw error;
  }
}

/** A mutated file of a valid character: one to three changes, then delivered as text or (possibly bad) bytes. */
const fuzzedFile = (system: AnySystem) =>
  seedArb.chain(({ seed, levels, variant }) => {
    const json = JSON.parse(exportCharacter(validCharacter(system, seed, levels, variant))) as unknown;
    return fc.tuple(fc.constant(json), fc.array(mutationOf(json), { minLength: 1, maxLength: 3 }), delivery);
  });

function applyAll(json: unknown, mutations: readonly Mutation[]): string {
  return render(mutations.reduce<unknown>((doc, m) => mutate(doc, m), json));
}

afterAll(() => {
  for (const [id, t] of tally) {
    console.log(`import fuzz ${id}: ${t.fuzzed} documents fuzzed, ${t.accepted} accepted, ${t.wrong} wrong accepts, ${t.pdfs} PDFs rendered`);
  }
});

describe.each(listSystems().map((m) => [m.id] as const))('importing %s files', (id) => {
  const system = systems(id);
  if (!system) throw new Error(`The registry lists ${id} but loadAllSystems did not load it.`);

  it('accepts every valid character with nothing to repair, and it works everywhere', () => {
    fc.assert(
      fc.property(seedArb, ({ seed, levels, variant }) => {
        const doc = validCharacter(system, seed, levels, variant);
        const { outcome } = importAndCheck(system, exportCharacter(doc));
        expect(outcome.ok && outcome.report).toEqual([]);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('accepts only what works: mutated files are repaired (with a note) or refused (in a sentence)', () => {
    fc.assert(
      fc.property(fuzzedFile(system), ([json, mutations, how]) => {
        const text = applyAll(json, mutations);
        const { outcome } = importAndCheck(system, deliver(text, how));
        // Invalid UTF-8 is never read past, whatever else the file holds.
        if (how.kind === 'bad-utf8') expect(!outcome.ok && outcome.error).toMatch(/^The file is not valid UTF-8 text/);
      }),
      { numRuns: 500 },
    );
  }, 300_000);

  it('prints a PDF of every accepted mutated file (or of the valid one it came from)', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzedFile(system), async ([json, mutations, how]) => {
        const first = importAndCheck(system, deliver(applyAll(json, mutations), how));
        const used = first.model ? first : importAndCheck(system, render(json));
        expect(used.model).toBeDefined();
        if (!used.model) return;
        const bytes = await renderSheetPdf(used.model, { paper: 'a4', fonts, fillable: first.model !== undefined });
        expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
        countFor(system.id).pdfs++;
      }),
      { numRuns: 40 },
    );
  }, 300_000);

  it('has fuzzed with no wrong accepts', () => {
    const t = countFor(id);
    expect(t.fuzzed).toBeGreaterThanOrEqual(600);
    expect(t.accepted).toBeGreaterThan(0);
    expect(t.wrong).toBe(0);
  });
});
