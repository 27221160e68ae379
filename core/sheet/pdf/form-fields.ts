/**
 * The fillable variant's AcroForm: one text field per in-play value, named after the field id, prefilled, and drawn
 * with the sheet's own font so names like "Zoë Ærendil Þórr" survive.
 */
import { TextAlignment } from 'pdf-lib';
import type { PDFDocument, PDFFont, PDFTextField, RGB } from 'pdf-lib';
import type { FormPlacement } from './canvas';

/**
 * Characters a player may type into the form beyond those already printed: ASCII, Latin-1 and Latin Extended-A, plus
 * typographic punctuation. Their glyphs are added to the font subset so viewers that build appearances from the
 * embedded font can show them.
 */
export const FORM_CHARSET: string = (() => {
  const ranges: [number, number][] = [
    [0x20, 0x7e],
    [0xa0, 0xff],
    [0x100, 0x17f],
    [0x2010, 0x2027],
  ];
  let s = '';
  for (const [from, to] of ranges) for (let c = from; c <= to; c++) s += String.fromCodePoint(c);
  return s;
})();

/**
 * Creates the form fields for every placement. A name seen twice (the same value printed in two places) gets a
 * second widget on the same field, which is what PDF means by one field shown twice: editing one edits both.
 */
export function createFormFields(
  doc: PDFDocument,
  font: PDFFont,
  textColor: RGB,
  placements: readonly FormPlacement[],
): void {
  if (placements.length === 0) return;
  const form = doc.getForm();
  // Pull the extra glyphs into the subset before any appearance is built.
  font.encodeText(FORM_CHARSET);
  const byName = new Map<string, PDFTextField>();
  for (const p of placements) {
    let field = byName.get(p.name);
    const fresh = !field;
    if (!field) {
      field = form.createTextField(p.name);
      if (p.multiline) field.enableMultiline();
      field.setAlignment(p.align === 'center' ? TextAlignment.Center : TextAlignment.Left);
      field.setText(p.value);
      byName.set(p.name, field);
    }
    const height = p.page.getSize().height;
    field.addToPage(p.page, {
      x: p.x,
      y: height - p.y - p.height,
      width: p.width,
      height: p.height,
      font,
      textColor,
      backgroundColor: undefined,
      borderColor: undefined,
      borderWidth: 0,
    });
    // The size lives in the /DA entry, which only exists once the field has a widget.
    if (fresh) field.setFontSize(p.fontSize);
  }
  form.updateFieldAppearances(font);
}
