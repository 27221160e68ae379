/**
 * End-to-end tests of the PDF: render the fixtures, then read them back with poppler (pdftotext, pdftoppm) and
 * pdf-lib. Poppler is a hard requirement here: if it is missing the tests fail and say so, rather than skip.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetModel } from '../sheet-model';
import { BLANK_SHEET, STRESS_SHEET, THIEF_SHEET } from './fixtures';
import { collapse, inPlayValues, layoutText, overlaps, poppler, printedValues, wordBoxes } from '../../../tests/unit-support/pdf-inspect';
import { renderSheetPdf } from './render-sheet';
import type { RenderSheetOptions } from './render-sheet';

const FONT_DIR = new URL('../../../resources/fonts/', import.meta.url);
const fonts = {
  regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
  bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
};
const work = mkdtempSync(join(tmpdir(), 'sheet-pdf-'));

/** Share of pixels that are not white in a binary PGM (P5, 8-bit) as pdftoppm -gray writes it. */
function inkShare(pgm: Buffer): number {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a binary PGM');
  const [, w, h] = header.map(Number);
  const pixels = pgm.subarray(header[0].length);
  expect(pixels.length).toBe((w ?? 0) * (h ?? 0));
  let ink = 0;
  for (const p of pixels) if (p < 250) ink++;
  return ink / pixels.length;
}

async function render(name: string, model: SheetModel, options: Omit<RenderSheetOptions, 'fonts'>): Promise<{ bytes: Uint8Array; file: string }> {
  const bytes = await renderSheetPdf(model, { ...options, fonts });
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  return { bytes, file };
}

describe('renderSheetPdf', () => {
  let thiefA4: { bytes: Uint8Array; file: string };
  beforeAll(async () => {
    thiefA4 = await render('thief-a4', THIEF_SHEET, { paper: 'a4' });
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('prints every section title and every value of the thief', () => {
    const text = layoutText(thiefA4.file);
    const flat = collapse(text);
    for (const s of [...THIEF_SHEET.main, ...THIEF_SHEET.extra]) expect(text, `section title ${s.title}`).toContain(s.title);
    for (const v of printedValues(THIEF_SHEET)) expect(flat, `value ${v}`).toContain(collapse(v));
    // The footer: system, house rule, override legend, date and page count.
    expect(flat).toContain('House rules: GM swap used');
    expect(flat).toContain('Overridden by hand: HP max');
    expect(flat).toContain('Printed 2026-05-01 · Page 1 of 2');
    expect(flat).toContain('Page 2 of 2');
  });

  it('prints non-ASCII names intact', async () => {
    const { file } = await render('stress-a4', STRESS_SHEET, { paper: 'a4' });
    const text = layoutText(file);
    expect(text).toContain('Zoë Ærendil');
    expect(text).toContain('Þórr');
    expect(text).toContain('Þórunn Ævarsdóttir-Featherstonehaugh');
  });

  it('uses the exact A4 and Letter page sizes on every page', async () => {
    const expected = { a4: [595.28, 841.89], letter: [612, 792] } as const;
    for (const paper of ['a4', 'letter'] as const) {
      const { bytes } = await render(`stress-size-${paper}`, STRESS_SHEET, { paper });
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThan(1);
      for (const page of doc.getPages()) {
        expect(page.getWidth()).toBeCloseTo(expected[paper][0], 2);
        expect(page.getHeight()).toBeCloseTo(expected[paper][1], 2);
      }
    }
  });

  it('makes a prefilled text field for every in-play value in the fillable variant, and none otherwise', async () => {
    const plain = await PDFDocument.load(thiefA4.bytes);
    expect(plain.getForm().getFields()).toHaveLength(0);

    const { bytes } = await render('thief-a4-fill', THIEF_SHEET, { paper: 'a4', fillable: true });
    const form = (await PDFDocument.load(bytes)).getForm();
    const got = new Map(
      form.getFields().map((f) => {
        if (!(f instanceof PDFTextField)) throw new Error(`${f.getName()} is not a text field`);
        return [f.getName(), f.getText() ?? ''] as const;
      }),
    );
    const want = inPlayValues(THIEF_SHEET);
    expect(want.size).toBeGreaterThan(5);
    expect(new Set(got.keys())).toEqual(new Set(want.keys()));
    for (const [id, value] of want) expect(got.get(id), id).toBe(value);
    expect(form.getTextField('notes').isMultiline()).toBe(true);
    expect(form.getTextField('combat.hp').isMultiline()).toBe(false);
  });

  it('keeps non-ASCII text in form fields and splits long notes into numbered fields', async () => {
    const { bytes } = await render('stress-a4-fill', STRESS_SHEET, { paper: 'a4', fillable: true });
    const form = (await PDFDocument.load(bytes)).getForm();
    expect(form.getTextField('identity.xp').getText()).toBe('3,400,000');
    const notes = form
      .getFields()
      .filter((f) => /^notes(-\d+)?$/.test(f.getName()))
      .map((f) => form.getTextField(f.getName()).getText() ?? '');
    // However the notes were split over pages, the pieces hold all of it, word for word.
    const words = (s: string): string[] => s.split(/\s+/).filter((w) => w !== '');
    expect(words(notes.join(' '))).toEqual(words(STRESS_SHEET.extra.flatMap((s) => (s.kind === 'text' ? s.paragraphs : [])).join(' ')));
    expect(collapse(notes.join(' '))).toContain('Þing of Ærendal');
  });

  it('never lets two words overlap or leave the margins (stress model, both papers, both variants)', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      for (const fillable of [false, true]) {
        const { file } = await render(`stress-boxes-${paper}-${fillable}`, STRESS_SHEET, { paper, fillable });
        const { words, pages } = wordBoxes(file);
        expect(pages.length, 'stress model pages').toBeGreaterThan(1);
        expect(words.length).toBeGreaterThan(500);
        expect(overlaps(words)).toEqual([]);
        const margin = 36 - 1;
        const outside = words.filter((w) => {
          const p = pages[w.page - 1];
          return !p || w.xMin < margin || w.yMin < margin || w.xMax > p.width - margin || w.yMax > p.height - margin;
        });
        expect(outside.map((w) => `page ${w.page}: ${w.text}`)).toEqual([]);
      }
    }
  });

  it('lays the thief out without overlaps, main on page 1 and extras after', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      const { file } = await render(`thief-boxes-${paper}`, THIEF_SHEET, { paper });
      const { words, pages } = wordBoxes(file);
      expect(pages).toHaveLength(2);
      expect(overlaps(words)).toEqual([]);
      const page1 = words.filter((w) => w.page === 1).map((w) => w.text);
      expect(page1).toContain('Abilities');
      expect(page1).toContain('Skills');
      expect(page1).not.toContain('Equipment');
      expect(words.filter((w) => w.page === 2).map((w) => w.text)).toContain('Equipment');
    }
  });

  it('renders the blank sheet on both papers: every title, label and column, no values, boxes drawn, empty fields', async () => {
    const fields = [...BLANK_SHEET.identity, ...[...BLANK_SHEET.main, ...BLANK_SHEET.extra].flatMap((s) => (s.kind === 'fields' ? s.fields : []))];
    const columns = [...BLANK_SHEET.main, ...BLANK_SHEET.extra].flatMap((s) => (s.kind === 'table' ? s.columns : []));
    const inPlay = [...inPlayValues(BLANK_SHEET).keys()];
    expect(fields.length).toBeGreaterThan(20);
    expect(inPlay.length).toBeGreaterThan(3);
    for (const paper of ['a4', 'letter'] as const) {
      for (const fillable of [false, true]) {
        const { bytes, file } = await render(`blank-${paper}-${fillable}`, BLANK_SHEET, { paper, fillable });
        const text = collapse(layoutText(file));
        for (const s of [...BLANK_SHEET.main, ...BLANK_SHEET.extra]) expect(text, `section ${s.title}`).toContain(s.title);
        // Labels and column heads are printed in capitals.
        for (const f of fields) expect(text, `label ${f.label}`).toContain(collapse(f.label).toUpperCase());
        for (const c of columns) expect(text, `column ${c}`).toContain(collapse(c).toUpperCase());
        expect(text).toContain('Page 2 of 2');
        // Nothing of the thief it was made from is printed: no name, no subtitle, no identity value (a word that is
        // also a printed title, such as "Thief" in "Thief Abilities", is not a value).
        const printedNames = [...BLANK_SHEET.main, ...BLANK_SHEET.extra].map((s) => s.title).join(' ');
        const values = [THIEF_SHEET.title, THIEF_SHEET.subtitle, ...THIEF_SHEET.identity.map((f) => f.value)];
        for (const v of values.filter((v) => v.length > 2 && !printedNames.includes(v))) expect(text, `value ${v}`).not.toContain(v);
        expect(overlaps(wordBoxes(file).words)).toEqual([]);
        // Page 1 rasterised in grey: the boxes, rules and labels are drawn (about 14% of an A4 page is not white at
        // 30 dpi; an empty page has none), and the page is not a solid block.
        const prefix = join(work, `blank-${paper}-${fillable}`);
        poppler('pdftoppm', ['-gray', '-r', '30', '-f', '1', '-l', '1', file, prefix]);
        const ink = inkShare(readFileSync(`${prefix}-1.pgm`));
        expect(ink, 'share of non-white pixels on page 1').toBeGreaterThan(0.05);
        expect(ink).toBeLessThan(0.5);
        // The fillable variant has an empty form field for each in-play value, and for each cell of the equipment
        // table's blank rows (as many as fill the page: at least the thief's 8 items and 4 blank rows); the plain one
        // has none.
        const form = (await PDFDocument.load(bytes)).getForm();
        const names = form.getFields().map((f) => f.getName());
        const rows = names.filter((n) => /^equipment\.blank-\d+\./.test(n));
        expect(names.filter((n) => !rows.includes(n)).sort()).toEqual(fillable ? [...inPlay].sort() : []);
        if (fillable) {
          expect(rows.length % 4).toBe(0);
          expect(rows.length / 4).toBeGreaterThanOrEqual(12);
          for (let n = 1; n <= rows.length / 4; n++) for (const c of ['item', 'qty', 'weight-cn', 'notes']) expect(rows, `equipment.blank-${n}.${c}`).toContain(`equipment.blank-${n}.${c}`);
        }
        for (const f of form.getFields()) expect(f instanceof PDFTextField ? f.getText() ?? '' : 'not a text field', f.getName()).toBe('');
      }
    }
  });

  it('renders the same model to the same bytes', async () => {
    const again = await renderSheetPdf(THIEF_SHEET, { paper: 'a4', fonts });
    expect(Buffer.from(again).equals(Buffer.from(thiefA4.bytes))).toBe(true);
  });
});
