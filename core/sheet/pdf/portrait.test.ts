/**
 * The portrait on page 1 of the PDF: embedded as an image, inside its frame at the top right, clear of every word of
 * the header band; a damaged image leaves the sheet printed without it. Read back with poppler and pdf-lib.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFDict, PDFStream } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { THIEF_SHEET } from './fixtures';
import { poppler, wordBoxes } from '../../../tests/unit-support/pdf-inspect';
import { tinyPng } from '../../../tests/unit-support/tiny-png';
import { renderSheetPdf } from './render-sheet';
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH } from './header';
import { THEME, PAPER_SIZES } from './theme';
import { toBase64 } from '../../documents/portrait';
import type { SheetModel } from '../sheet-model';

const FONT_DIR = new URL('../../../resources/fonts/', import.meta.url);
const fonts = {
  regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
  bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
};
const work = mkdtempSync(join(tmpdir(), 'sheet-portrait-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A tall dark-red portrait, so the frame's middle is inked only if the image was drawn. */
const PORTRAIT = { type: 'image/png' as const, data: toBase64(tinyPng(30, 40, [120, 0, 0])) };

async function render(name: string, model: SheetModel): Promise<{ bytes: Uint8Array; file: string }> {
  const bytes = await renderSheetPdf(model, { paper: 'a4', fonts });
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  return { bytes, file };
}

/** Image XObjects on the first page. */
async function imagesOnPage1(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  const resources = pdf.getPage(0).node.Resources();
  const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return 0;
  return xobjects.keys().filter((k) => {
    // An embedded image is a stream (raw or compressed); only its dictionary's Subtype matters here.
    const object = xobjects.lookup(k);
    return object instanceof PDFStream && object.dict.get(PDFName.of('Subtype'))?.toString() === '/Image';
  }).length;
}

/** The grey level (0 black, 255 white) at a point of page 1, in points from the top left, rendered at 72 dpi. */
function greyAt(file: string, x: number, y: number): number {
  const out = join(work, `grey-${Math.round(x)}-${Math.round(y)}`);
  poppler('pdftoppm', ['-gray', '-r', '72', '-f', '1', '-l', '1', '-x', String(Math.round(x)), '-y', String(Math.round(y)), '-W', '1', '-H', '1', file, out]);
  const pgm = readFileSync(`${out}-1.pgm`);
  return pgm[pgm.length - 1] ?? 255;
}

describe('the portrait on the PDF', () => {
  const left = PAPER_SIZES.a4[0] - THEME.margin - PORTRAIT_WIDTH;
  const top = THEME.margin;

  it('is embedded once, on page 1, and drawn inside its frame', async () => {
    const { bytes, file } = await render('with', { ...THIEF_SHEET, portrait: PORTRAIT });
    expect(await imagesOnPage1(bytes)).toBe(1);
    expect(await imagesOnPage1(await render('without', THIEF_SHEET).then((r) => r.bytes))).toBe(0);
    // The middle of the frame is the image's dark red; a point just left of the frame is paper.
    expect(greyAt(file, left + PORTRAIT_WIDTH / 2, top + PORTRAIT_HEIGHT / 2)).toBeLessThan(100);
  });

  it('keeps every word of page 1 out of its frame, a long name and identity included', async () => {
    const long = { ...THIEF_SHEET, title: 'Black Leaf of the Long Caravan Road, Tearaway of the Merchant Houses', portrait: PORTRAIT };
    const { file } = await render('long', long);
    const { words } = wordBoxes(file);
    const inFrame = words.filter((w) => w.page === 1 && w.xMax > left - 0.3 && w.xMin < left + PORTRAIT_WIDTH && w.yMax > top && w.yMin < top + PORTRAIT_HEIGHT);
    expect(inFrame.map((w) => w.text)).toEqual([]);
    // The name is still printed whole.
    expect(words.filter((w) => w.page === 1).map((w) => w.text).join(' ')).toContain('Tearaway of the Merchant Houses');
  });

  it('prints the sheet without the picture when the image is damaged', async () => {
    const broken = { type: 'image/png' as const, data: toBase64(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])) };
    const { bytes } = await render('broken', { ...THIEF_SHEET, portrait: broken });
    expect(await imagesOnPage1(bytes)).toBe(0);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
  });
});
