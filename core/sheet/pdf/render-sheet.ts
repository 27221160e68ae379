/**
 * Renders any SheetModel to a printable PDF: page 1 holds the header band and the main sections in two balanced
 * columns; the extra sections follow, full width, on page 2 and on. Pure: the fonts come in as bytes, so the same
 * code runs in Electron, the browser and the command line.
 */
import { PDFDocument, type PDFImage } from 'pdf-lib';
import type { SheetModel, SheetSection } from '../sheet-model';
import { FieldsBlock } from './boxes';
import type { RenderContext } from './canvas';
import { grownSection, planFill, wantsFill, type PlacedSection } from './fill';
import { drawFooter, houseRulesOf, planFooter, rulesNotFollowedOf, type FooterPlan } from './footer';
import { embedSheetFonts } from './font-faces';
import { createFormFields } from './form-fields';
import { drawMainHeader, drawRunningHeader } from './header';
import { portraitBytes } from '../../documents/portrait';
import type { Portrait } from '../../documents/portrait';
import { PageFlow } from './page-flow';
import type { Block, FlowAction } from './page-flow';
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
  let sheet = await layOut(model, options, []);
  // A sheet for writing by hand: lay it out again with the room left given to blank rows and lines (fill.ts).
  if (wantsFill([...model.main, ...model.extra])) {
    const { more, script } = planFill(sheet.placed, sheet.flow);
    if (more.size > 0) {
      const fillable = options.fillable === true;
      const grow = (s: SheetSection) => grownSection(s, more.get(s) ?? 0, fillable);
      sheet = await layOut({ ...model, main: model.main.map(grow), extra: model.extra.map(grow) }, options, script);
    }
  }
  const { doc, ctx, flow, footer } = sheet;
  flow.pages.forEach((canvas, i) => drawFooter(canvas, ctx, footer, model.footer.date, i + 1, flow.pages.length));
  if (ctx.fillable) createFormFields(doc, { regular: ctx.regular, bold: ctx.bold }, THEME.ink, ctx.placements);
  // Appearances were built with our font above; letting save() rebuild them would fall back to Helvetica.
  return doc.save({ updateFieldAppearances: false });
}

/** A sheet laid out and drawn, all but its footers and form fields. */
interface LaidOut {
  readonly doc: PDFDocument;
  readonly ctx: RenderContext;
  readonly flow: PageFlow;
  readonly footer: FooterPlan;
  readonly placed: PlacedSection[];
}

/** Lays the sheet out on fresh pages; with a script, making an earlier layout's decisions again (see PageFlow). */
async function layOut(model: SheetModel, options: RenderSheetOptions, script: readonly (readonly FlowAction[])[]): Promise<LaidOut> {
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
  const portrait = model.portrait ? await embedPortrait(doc, model.portrait) : null;
  const footer = planFooter(ctx, model, size[0] - 2 * THEME.margin);
  const flow = new PageFlow(
    doc,
    size,
    THEME,
    footer.height + 10,
    (canvas, index) => (index === 0 ? drawMainHeader(canvas, ctx, model, portrait) : drawRunningHeader(canvas, ctx, model)),
    script,
  );
  const placed: PlacedSection[] = [];
  const place = (section: SheetSection): void => {
    const block = blockFor(ctx, section);
    placed.push({ section, block });
    flow.place(block);
  };

  flow.setColumns(MAIN_COLUMNS, true, 1);
  model.main.forEach(place);
  // House rules, and rules not followed, too long for the footer are listed in full after the other sections.
  const extra: readonly SheetSection[] = [
    ...model.extra,
    ...(footer.rulesMoved ? [{ kind: 'text', id: 'house-rules', title: 'House Rules', paragraphs: houseRulesOf(model) } as const] : []),
    ...(footer.brokenMoved ? [{ kind: 'text', id: 'rules-not-followed', title: 'Rules Not Followed', paragraphs: rulesNotFollowedOf(model) } as const] : []),
  ];
  if (extra.length > 0) {
    // Extra sections start on page 2; if main already spilled past page 1 they follow it on the same page.
    flow.setColumns(1, flow.pages.length === 1);
    extra.forEach(place);
  }
  return { doc, ctx, flow, footer, placed };
}

/**
 * The portrait embedded in the PDF, or null when its bytes do not decode as the image they start like (a damaged
 * file): the sheet is still printed, without the picture, rather than not at all.
 */
async function embedPortrait(doc: PDFDocument, portrait: Portrait): Promise<PDFImage | null> {
  try {
    const bytes = portraitBytes(portrait);
    return portrait.type === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    return null;
  }
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
