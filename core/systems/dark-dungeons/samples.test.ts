/**
 * The shipped samples (resources/samples): they are exactly what build/make-samples.ts makes, they follow the rules,
 * they round-trip through export and import byte for byte, and their printed sheets carry every value.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { exportCampaign, exportCharacter, importDocument } from '../../documents/import';
import type { CampaignDocument } from '../../documents/campaign';
import type { CharacterDocument } from '../../documents/character';
import { loadAllSystems } from '../registry';
import { renderSheetPdf } from '../../sheet/pdf/render-sheet';
import { collapse, inPlayValues, layoutText, overlaps, printedValues, wordBoxes } from '../../../tests/unit-support/pdf-inspect';
import { darkDungeons } from './system';
import type { DarkDungeonsData } from './character';

const SAMPLES = path.resolve('resources/samples');
const FONTS = path.resolve('resources/fonts');
const fonts = { regular: new Uint8Array(readFileSync(path.join(FONTS, 'DejaVuSans.ttf'))), bold: new Uint8Array(readFileSync(path.join(FONTS, 'DejaVuSans-Bold.ttf'))) };
const work = mkdtempSync(path.join(tmpdir(), 'samples-'));
const files = readdirSync(SAMPLES).filter((f) => f.endsWith('.sheetsmith.json'));
const characterFiles = files.filter((f) => !f.startsWith('the-'));

function load(file: string) {
  const outcome = importDocument(readFileSync(path.join(SAMPLES, file), 'utf8'), { systems: await loadAllSystems() });
  if (!outcome.ok) throw new Error(`${file}: ${outcome.error}`);
  return outcome;
}

describe('the samples', () => {
  it('are exactly what build/make-samples.ts writes', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'made-'));
    execFileSync(path.resolve('node_modules/.bin/tsx'), ['build/make-samples.ts'], { env: { ...process.env, SAMPLES_OUT: out } });
    for (const f of files) expect(readFileSync(path.join(out, f), 'utf8'), f).toBe(readFileSync(path.join(SAMPLES, f), 'utf8'));
  }, 60_000);

  it.each(files)('%s imports with nothing to repair and exports to identical bytes', (file) => {
    const text = readFileSync(path.join(SAMPLES, file), 'utf8');
    const outcome = load(file);
    expect(outcome.report).toEqual([]);
    const again = outcome.kind === 'character' ? exportCharacter(outcome.doc as CharacterDocument) : exportCampaign(outcome.doc as CampaignDocument, outcome.members);
    expect(again).toBe(text);
  });

  it.each(characterFiles)('%s follows every rule', (file) => {
    expect(darkDungeons.validate(load(file).doc as CharacterDocument<DarkDungeonsData>)).toEqual([]);
  });
});

describe('sample sheets as PDF', () => {
  it.each(characterFiles.flatMap((f) => [[f, 'a4'] as const, [f, 'letter'] as const]))('%s on %s prints every section and value, with no overlap', async (file, paper) => {
    const doc = load(file).doc as CharacterDocument<DarkDungeonsData>;
    const model = darkDungeons.sheet(doc, '2026-11-22');
    const bytes = await renderSheetPdf(model, { paper, fonts });
    const out = path.join(work, `${file}-${paper}.pdf`);
    writeFileSync(out, bytes);
    const text = collapse(layoutText(out));
    for (const s of [...model.main, ...model.extra]) expect(text, `section ${s.title}`).toContain(s.title);
    // Long values may be shortened with "…" to fit a box; every value's first word is printed.
    for (const v of printedValues(model)) expect(text, `value "${v}"`).toContain(collapse(v).split(' ')[0]!.replace(/…$/, ''));
    const { words } = wordBoxes(out);
    expect(overlaps(words)).toEqual([]);
    const pdf = await PDFDocument.load(bytes);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual(paper === 'a4' ? [595, 842] : [612, 792]);
  }, 60_000);

  it('the stress character (long name, 40 items, 30 spells) flows onto more pages without overlap', async () => {
    const doc = load('stress.sheetsmith.json').doc as CharacterDocument<DarkDungeonsData>;
    expect(doc.data.equipment).toHaveLength(40);
    expect(doc.data.spellbook).toHaveLength(30);
    const bytes = await renderSheetPdf(darkDungeons.sheet(doc, '2026-11-22'), { paper: 'a4', fonts });
    const out = path.join(work, 'stress.pdf');
    writeFileSync(out, bytes);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(3);
    const text = collapse(layoutText(out));
    expect(text).toContain('Þórunn Ævarsdóttir');
    expect(text).toContain('Item 40');
    expect(text).toContain('Spell of the Long Night 29');
    expect(overlaps(wordBoxes(out).words)).toEqual([]);
  }, 60_000);

  it('the fillable variant has a form field, holding its value, for every in-play value', async () => {
    const doc = load('zoe-aerendil.sheetsmith.json').doc as CharacterDocument<DarkDungeonsData>;
    const model = darkDungeons.sheet(doc, '2026-11-22');
    const pdf = await PDFDocument.load(await renderSheetPdf(model, { paper: 'letter', fonts, fillable: true }));
    const fields = new Map(pdf.getForm().getFields().map((f) => [f.getName(), f]));
    const expected = inPlayValues(model);
    expect([...expected.keys()].sort()).toEqual(expect.arrayContaining(['hp.current', 'money.gp', 'notes', 'xp']));
    for (const [id, value] of expected) {
      const field = fields.get(id);
      expect(field, id).toBeInstanceOf(PDFTextField);
      expect((field as PDFTextField).getText() ?? '', id).toBe(value);
    }
  });

  it('the blank Dark Dungeons sheet renders on both papers with every section title', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      const model = darkDungeons.blankSheet('2026-11-22');
      const out = path.join(work, `blank-${paper}.pdf`);
      writeFileSync(out, await renderSheetPdf(model, { paper, fonts, fillable: true }));
      const text = collapse(layoutText(out));
      for (const s of [...model.main, ...model.extra]) expect(text).toContain(s.title);
    }
  });
});
