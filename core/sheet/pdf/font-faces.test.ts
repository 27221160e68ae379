/**
 * Faces are parsed once per process: a second document, even from a fresh copy of the same file, reuses the parsed
 * face, and every document still carries its own subset with only its own glyphs.
 */
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedSheetFonts } from './font-faces';
import { parsedFaceCount } from './word-layout';

const FONT_DIR = new URL('../../../resources/fonts/', import.meta.url);
const read = (file: string) => new Uint8Array(readFileSync(new URL(file, FONT_DIR)));

async function pdfWith(text: string, fonts: { regular: Uint8Array; bold: Uint8Array }): Promise<Uint8Array> {
  // No dates in the metadata: two saves a second apart must still give the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const { regular, bold } = await embedSheetFonts(doc, fonts);
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 10, y: 100, size: 12, font: regular });
  page.drawText(text, { x: 10, y: 60, size: 12, font: bold });
  return doc.save();
}

describe('embedSheetFonts', () => {
  it('parses each face once, however many documents embed it and from however many copies of the file', async () => {
    const first = { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
    await pdfWith('Black Leaf', first);
    const parsed = parsedFaceCount();
    for (let i = 0; i < 3; i++) await pdfWith(`Copy ${i}`, { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') });
    expect(parsedFaceCount()).toBe(parsed);
  });

  it('gives each document its own subset: a short text embeds fewer glyphs than a long one after it', async () => {
    const fonts = { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
    const long = await pdfWith('The quick brown fox jumps over the lazy dog 0123456789 ÆÐÞ', fonts);
    const short = await pdfWith('ab', fonts);
    // Two glyphs in two subsets against some sixty: the short file is much smaller, not carrying the long one's glyphs.
    expect(short.length).toBeLessThan(long.length * 0.8);
    const again = await pdfWith('ab', fonts);
    expect(Buffer.from(again).equals(Buffer.from(short))).toBe(true);
  });

  it('keeps each face its own widths across documents (bold is wider than regular, in both orders)', async () => {
    const regular = read('DejaVuSans.ttf');
    const bold = read('DejaVuSans-Bold.ttf');
    const widths = async (fonts: { regular: Uint8Array; bold: Uint8Array }) => {
      const embedded = await embedSheetFonts(await PDFDocument.create(), fonts);
      return [embedded.regular.widthOfTextAtSize('Wandering Monster', 10), embedded.bold.widthOfTextAtSize('Wandering Monster', 10)] as const;
    };
    const [r1, b1] = await widths({ regular, bold });
    const [r2, b2] = await widths({ regular: bold, bold: regular });
    expect(b1).toBeGreaterThan(r1);
    expect([r2, b2]).toEqual([b1, r1]);
  });
});
