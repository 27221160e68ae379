/**
 * Renders any SheetModel to a printable PDF: page 1 holds the header band and the main sections in two balanced
 * columns; the extra sections follow, full width, on page 2 and on. Pure: the fonts come in as bytes, so the same
 * code runs in Electron, the browser and the command line.
 */
import { PDFDocument } from 'pdf-lib';
import type { SheetModel, SheetSection } from '../sheet-model';
import { FieldsBlock } from './boxes';
import type { RenderContext } from './canvas';
import { drawFooter, houseRulesOf, planFooter } from './footer';
import { embedSheetFonts } from './font-faces';
import { createFormFields } from './form-fields';
import { drawMainHeader, drawRunningHeader } from './header';
import { PageFlow } from './page-flow';
import type { Block } from './page-flow';
import { TableBlock } from './tables';
import { TextBlock } from './text-block';
import { PAPER_SIZES, THEME } from './theme';
import type { Paper } from './theme';

/** Options for renderSheetPdf. */
export interface RenderSheetOptions {
  readonly paper: Paper;
  /** Make in-play values and in-play text sections AcroForm text fields, prefilled. */
  readonly fillable?: boolean;
  /** TrueType bytes of the body and bold faces (resources/fonts/DejaVuSans.ttf and DejaVuSans-Bold.ttf). */
  readonly fonts: { readonly regular: Uint8Array; readonly bold: Uint8Array };
}

/** The mark after an overridden value: a dagger, explained in the footer. */
const OVERRIDE_MARK = '†';

/** Columns of page 1: abilities beside combat and saves, as on a paper sheet. */
const MAIN_COLUMNS = 2;

/** Renders a sheet to PDF bytes. */
export async function renderSheetPdf(model: SheetModel, options: RenderSheetOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedSheetFonts(doc, options.fonts);
  setMetadata(doc, model);

  const ctx: RenderContext = {
    regular,
    bold,
    theme: THEME,
    fillable: options.fillable === true,
    placements: [],
    overrideMark: OVERRIDE_MARK,
    overrideMarked: false,
  };
  const size = PAPER_SIZES[options.paper];
  const footer = planFooter(ctx, model, size[0] - 2 * THEME.margin);
  const flow = new PageFlow(doc, size, THEME, footer.height + 10, (canvas, index) =>
    index === 0 ? drawMainHeader(canvas, ctx, model) : drawRunningHeader(canvas, ctx, model),
  );

  flow.setColumns(MAIN_COLUMNS, true);
  for (const section of model.main) flow.place(blockFor(ctx, section));
  // House rules too long for the footer are listed in full after the other sections.
  const extra: readonly SheetSection[] = footer.rulesMoved
    ? [...model.extra, { kind: 'text', id: 'house-rules', title: 'House Rules', paragraphs: houseRulesOf(model) }]
    : model.extra;
  if (extra.length > 0) {
    // Extra sections start on page 2; if main already spilled past page 1 they follow it on the same page.
    flow.setColumns(1, flow.pages.length === 1);
    for (const section of extra) flow.place(blockFor(ctx, section));
  }

  flow.pages.forEach((canvas, i) => drawFooter(canvas, ctx, footer, model.footer.date, i + 1, flow.pages.length));
  if (ctx.fillable) createFormFields(doc, { regular, bold }, THEME.ink, ctx.placements);
  // Appearances were built with our font above; letting save() rebuild them would fall back to Helvetica.
  return doc.save({ updateFieldAppearances: false });
}

/** The layout block for one section. */
function blockFor(ctx: RenderContext, section: SheetSection): Block {
  switch (section.kind) {
    case 'fields':
      return new FieldsBlock(ctx, section);
    case 'table':
      return new TableBlock(ctx, section);
    case 'text':
      return new TextBlock(ctx, section);
  }
}

/** Title, subject and dates; the dates come from the model so the same sheet renders to the same bytes. */
function setMetadata(doc: PDFDocument, model: SheetModel): void {
  doc.setTitle(model.title.trim() !== '' ? model.title : `Blank ${model.system.name} character sheet`);
  doc.setSubject(`${model.system.name} character sheet`);
  doc.setCreator('Sheetsmith');
  doc.setProducer('Sheetsmith (pdf-lib)');
  const date = new Date(model.footer.date);
  if (!Number.isNaN(date.getTime())) {
    doc.setCreationDate(date);
    doc.setModificationDate(date);
  }
}
