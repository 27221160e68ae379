/**
 * PDF figures: a full sheet of a sample character against the floor of pdf-lib itself (one page, the same embedded
 * font, one line of text), so the ratio says how much the sheet layout costs beyond what any PDF with that font costs.
 * The floor is plain pdf-lib, parsing the font for every PDF; the sheet parses its faces once per process (as the app,
 * a party sheet and a batch from the command line do) and pays only for its own layout, text and subsets.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { renderSheetPdf } from '../core/sheet/pdf/render-sheet';
import { PAPER_SIZES } from '../core/sheet/pdf/theme';
import { benchSystem, levelUpTo } from './engine';
import { median, medianOf, timeMs, type Repeat } from './stats';

/** The PDF section of the report. */
export interface PdfFigures {
  /** Sheet model + PDF of the sample character, A4, ms. */
  readonly sheetMs: number;
  /** pdf-lib: one A4 page, the regular font embedded (subset, as the sheet does) and one line of text, ms. */
  readonly floorMs: number;
  /** sheetMs / floorMs. */
  readonly ratio: number;
}

const FONT_DIR = new URL('../resources/fonts/', import.meta.url);

/** The sheet fonts as bytes, read once: reading files is not what is measured. */
export function sheetFonts(): { regular: Uint8Array; bold: Uint8Array } {
  return {
    regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
    bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
  };
}

/** The floor: the least a PDF with the sheet's font can cost. */
export async function floorPdf(regular: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(regular, { subset: true });
  const page = doc.addPage([...PAPER_SIZES.a4]);
  page.drawText('Sheetsmith — Dark Dungeons character sheet', { x: 40, y: page.getHeight() - 60, size: 12, font });
  return doc.save();
}

/** Measures the sheet PDF and the floor, interleaved so both see the same machine load. */
export async function benchPdf(repeat: Repeat): Promise<PdfFigures> {
  const fonts = sheetFonts();
  // The sample: a 9th-level elf (seeded), whose sheet has spells, weapon feats, skills and hit-point history.
  const { system, progression } = await benchSystem();
  const sample = levelUpTo(system, progression, 'elf', 4242, 9);
  const floorTimes: number[] = [];
  const sheetMs = await medianOf(repeat, async (run) => {
    const floor = await timeMs(() => floorPdf(fonts.regular));
    if (run >= 0) floorTimes.push(floor);
    return timeMs(async () => {
      const bytes = await renderSheetPdf(system.sheet(sample, '2025-01-01'), { paper: 'a4', fonts });
      if (bytes.length < 1000) throw new Error('the sheet PDF came out empty');
    });
  });
  const floorMs = median(floorTimes);
  return { sheetMs, floorMs, ratio: sheetMs / floorMs };
}
