/**
 * The fillable variant's AcroForm: one text field per in-play value, named after the field id, prefilled, and drawn
 * with the sheet's own font so names like "Zoë Ærendil Þórr" survive.
 */
import { TextAlignment, drawCheckBox, drawTextField } from 'pdf-lib';
import type { AppearanceProviderFor, PDFCheckBox, PDFDocument, PDFFont, PDFForm, PDFTextField, RGB } from 'pdf-lib';
import type { FormPlacement } from './canvas';
import { wrapText } from './text-fit';
import { ASCENT, DESCENT, lineHeight } from './theme';

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
 * Left and right inset of a multi-line field's text. The text section wraps at the same inner width and line height,
 * so the prefilled appearance fills exactly the space the layout gave it.
 */
export const MULTILINE_INSET = 2;

/**
 * Appearance of a multi-line field, wrapped with our own wrapText. pdf-lib's default multi-line layout re-measures
 * the paragraph once per word per line (quadratic), which took seconds for 2,000 characters of notes.
 */
function multilineAppearance(size: number, color: RGB): AppearanceProviderFor<PDFTextField> {
  return (field, widget, font) => {
    const { width, height } = widget.getRectangle();
    const lines = wrapText(font, field.getText() ?? '', size, width - 2 * MULTILINE_INSET);
    const step = lineHeight(size);
    // Same baseline placement as the printed text lines: centred in each line's step.
    const first = (step - size * (ASCENT + DESCENT)) / 2 + size * ASCENT;
    const textLines = lines.map((text, i) => ({
      encoded: font.encodeText(text),
      x: MULTILINE_INSET,
      y: height - first - i * step,
    }));
    return drawTextField({
      x: 0,
      y: 0,
      width,
      height,
      borderWidth: 0,
      color: undefined,
      borderColor: undefined,
      textLines,
      textColor: color,
      font: font.name,
      fontSize: size,
      padding: 0,
    });
  };
}

/**
 * A check box's look: its tick only, no border or fill (the page draws the box under it). pdf-lib's own look strokes a
 * hairline border, which doubles the printed box.
 */
function tickAppearance(color: RGB): AppearanceProviderFor<PDFCheckBox> {
  return (_field, widget) => {
    const { width, height } = widget.getRectangle();
    const look = (filled: boolean) => drawCheckBox({ x: 0, y: 0, width, height, thickness: 1.2, borderWidth: 0, markColor: color, color: undefined, borderColor: undefined, filled });
    return { normal: { on: look(true), off: look(false) } };
  };
}

/** A box to tick as a check box over the printed box, ticked when its value is "✓". */
function addCheckBox(form: PDFForm, p: FormPlacement, color: RGB): void {
  const box = form.createCheckBox(p.name);
  const height = p.page.getSize().height;
  box.addToPage(p.page, { x: p.x + 0.8, y: height - p.y - p.height + 0.8, width: p.width - 1.6, height: p.height - 1.6, textColor: color, backgroundColor: undefined, borderColor: undefined, borderWidth: 0 });
  if (p.value === '✓') box.check();
  // Last, so the look is ours and the form's final update has nothing left to redo.
  box.updateAppearances(tickAppearance(color));
}

/**
 * Creates the form fields for every placement. A name seen twice (the same value printed in two places) gets a
 * second widget on the same field, which is what PDF means by one field shown twice: editing one edits both.
 */
export function createFormFields(
  doc: PDFDocument,
  fonts: { readonly regular: PDFFont; readonly bold: PDFFont },
  textColor: RGB,
  placements: readonly FormPlacement[],
): void {
  if (placements.length === 0) return;
  const form = doc.getForm();
  const font = fonts.regular;
  // Pull the extra glyphs into the subsets before any appearance is built.
  font.encodeText(FORM_CHARSET);
  if (placements.some((p) => p.bold)) fonts.bold.encodeText(FORM_CHARSET);
  const fields = new Map<string, { field: PDFTextField; placement: FormPlacement }>();
  for (const p of placements) {
    if (p.kind === 'check') {
      addCheckBox(form, p, textColor);
      continue;
    }
    let entry = fields.get(p.name);
    const fresh = !entry;
    if (!entry) {
      const field = form.createTextField(p.name);
      if (p.multiline) field.enableMultiline();
      field.setAlignment(p.align === 'center' ? TextAlignment.Center : TextAlignment.Left);
      entry = { field, placement: p };
      fields.set(p.name, entry);
    }
    const height = p.page.getSize().height;
    // Widgets are added while the field is still empty, so pdf-lib's first (default) appearance costs nothing.
    entry.field.addToPage(p.page, {
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
    if (fresh) entry.field.setFontSize(p.fontSize);
  }
  for (const { field, placement } of fields.values()) {
    field.setText(placement.value);
    if (placement.multiline) field.updateAppearances(font, multilineAppearance(placement.fontSize, textColor));
    else if (placement.bold) field.updateAppearances(fonts.bold);
  }
  // Single-line fields get pdf-lib's own appearance, built with our font rather than the default Helvetica.
  form.updateFieldAppearances(font);
}
