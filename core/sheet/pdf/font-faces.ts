/**
 * Embedding the sheet's two faces in a document. The faces are parsed once per process (word-layout.ts parsedFace)
 * and what was measured in them is kept with them, so a second sheet, a party sheet or a batch from the command line
 * pays only for its own text and its own font subset.
 */
import type { Font } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { withFastWidths, type WidthMemo } from './fast-width';
import { parsedFace, wordLayoutFontkit } from './word-layout';

/** Widths measured per parsed face; a face dropped from the cache takes its widths with it. */
const widthsOf = new WeakMap<Font, WidthMemo>();

function widthMemo(face: Font): WidthMemo {
  let memo = widthsOf.get(face);
  if (!memo) {
    memo = { advances: new Map(), words: new Map() };
    widthsOf.set(face, memo);
  }
  return memo;
}

/** Embeds a sheet's regular and bold faces (subset) with fast, remembered widths (fast-width.ts). */
export async function embedSheetFonts(
  doc: PDFDocument,
  fonts: { readonly regular: Uint8Array; readonly bold: Uint8Array },
): Promise<{ regular: PDFFont; bold: PDFFont }> {
  // Each face is looked up once (the lookup compares the file's bytes); pdf-lib's own request for it is then answered
  // from what was found, by identity.
  const regular = parsedFace(fonts.regular);
  const bold = parsedFace(fonts.bold);
  doc.registerFontkit({
    create: (buffer, postscriptName) =>
      postscriptName === undefined && buffer === fonts.regular ? regular : postscriptName === undefined && buffer === fonts.bold ? bold : wordLayoutFontkit.create(buffer, postscriptName),
  });
  const embed = async (bytes: Uint8Array, face: Font): Promise<PDFFont> => withFastWidths(await doc.embedFont(bytes, { subset: true }), widthMemo(face));
  return { regular: await embed(fonts.regular, regular), bold: await embed(fonts.bold, bold) };
}

/** Fonts for measuring only, per pair of font files: embedded once per process in a document that is never written. */
const measuring = new WeakMap<Uint8Array, WeakMap<Uint8Array, Promise<{ regular: PDFFont; bold: PDFFont }>>>();

/**
 * The sheet's faces for a layout that only measures (render-sheet.ts's first run of a sheet that fills its pages):
 * the same widths as embedSheetFonts gives, without embedding the faces again in every sheet's throw-away document.
 * Nothing may be drawn with them.
 */
export function measuringFonts(
  create: () => Promise<PDFDocument>,
  fonts: { readonly regular: Uint8Array; readonly bold: Uint8Array },
): Promise<{ regular: PDFFont; bold: PDFFont }> {
  let byBold = measuring.get(fonts.regular);
  if (!byBold) {
    byBold = new WeakMap();
    measuring.set(fonts.regular, byBold);
  }
  let found = byBold.get(fonts.bold);
  if (!found) {
    found = create().then((doc) => embedSheetFonts(doc, fonts));
    byBold.set(fonts.bold, found);
  }
  return found;
}
