/**
 * Renders any SheetModel to a printable PDF. A sheet with play values prints in the play layout: page 1 holds the
 * header band, the play block (health, defences, state, the numbers read every round, the values spent in play, each
 * with a box to write in or boxes to tick), the conditions box and the sections the system marks for the table, in two
 * columns; everything else follows from page 2 in two columns; the history only when asked, on pages of its own. Any
 * other sheet (a monster's stat block) prints in the reading layout: the main sections on page 1, the extra ones
 * after, full width. Pure: the fonts come in as bytes, so the same code runs in Electron, the browser and the command
 * line.
 */
import { PDFDocument, type PDFImage } from 'pdf-lib';
import type { SheetModel, SheetSection } from '../sheet-model';
import { isWriting, paperPlan, type PaperPlan } from '../paper-layout';
import { PlayBandBlock } from './play-band';
import { FieldsBlock } from './boxes';
import type { RenderContext } from './canvas';
import { grownSection, planFill, wantsFill, type PlacedSection } from './fill';
import { drawFooter, houseRulesOf, planFooter, rulesNotFollowedOf, type FooterPlan } from './footer';
import { embedSheetFonts, measuringFonts } from './font-faces';
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
  /** Print the history sections too, on pages of their own after the sheet (the play layout leaves them out). */
  readonly withHistory?: boolean;
}

/** The mark after an overridden value: a dagger, explained in the footer. */
const OVERRIDE_MARK = '†';

/** Columns of page 1 (abilities beside combat and saves, as on a paper sheet) and of the pages after it. */
const MAIN_COLUMNS = 2;

/**
 * What is laid out: a sheet with play values in the play layout (the play block and the sections the system marks
 * for it on page 1, the rest from page 2, the history only when asked), any other in the reading layout (main
 * sections on page 1, extra sections after).
 */
type Layout =
  | { readonly kind: 'play'; readonly plan: PaperPlan }
  | { readonly kind: 'reading'; readonly main: readonly SheetSection[]; readonly extra: readonly SheetSection[] };

/** Every section a layout prints, in order. */
function sectionsOf(layout: Layout): readonly SheetSection[] {
  if (layout.kind === 'reading') return [...layout.main, ...layout.extra];
  const { conditions, pageOne, rest, history } = layout.plan;
  return [...(conditions ? [conditions] : []), ...pageOne, ...rest, ...history];
}

/** The layout with each section passed through `grow` (the second pass of a sheet that fills its pages). */
function grownLayout(layout: Layout, grow: (s: SheetSection) => SheetSection): Layout {
  if (layout.kind === 'reading') return { ...layout, main: layout.main.map(grow), extra: layout.extra.map(grow) };
  const { plan } = layout;
  const conditions = plan.conditions ? grow(plan.conditions) : null;
  return {
    kind: 'play',
    plan: { ...plan, conditions: conditions?.kind === 'text' ? conditions : plan.conditions, pageOne: plan.pageOne.map(grow), rest: plan.rest.map(grow), history: plan.history.map(grow) },
  };
}

/** Renders a sheet to PDF bytes. */
export async function renderSheetPdf(model: SheetModel, options: RenderSheetOptions): Promise<Uint8Array> {
  const plan = paperPlan(model, { withHistory: options.withHistory === true });
  const layout: Layout = plan ? { kind: 'play', plan } : { kind: 'reading', main: model.main, extra: model.extra };
  let sheet: LaidOut;
  if (wantsFill(sectionsOf(layout))) {
    // A sheet for writing by hand: a first run only measures (nothing is drawn) to find the room left, then the sheet
    // is laid out and drawn once with that room given to blank rows and lines (fill.ts).
    const measured = await layOut(model, layout, options, [], true);
    const { more, script } = planFill(measured.placed, measured.flow);
    const fillable = options.fillable === true;
    sheet = more.size > 0 ? await layOut(model, grownLayout(layout, (s) => grownSection(s, more.get(s) ?? 0, fillable)), options, script) : await layOut(model, layout, options, []);
  } else {
    sheet = await layOut(model, layout, options, []);
  }
  const { doc, ctx, flow, footer } = sheet;
  flow.pages.forEach((canvas, i) => drawFooter(canvas, ctx, footer, model.footer.date, i + 1, flow.pages.length));
  if (ctx.fillable) createFormFields(doc, { regular: ctx.regular, bold: ctx.bold }, THEME.ink, ctx.placements);
  // Written in one go: pdf-lib otherwise waits for a timer every 50 objects (to keep a page responsive), which on a
  // busy machine cost more than the writing.
  return doc.save({ updateFieldAppearances: false, objectsPerTick: Infinity });
}

/** A sheet laid out and drawn, all but its footers and form fields. */
interface LaidOut {
  readonly doc: PDFDocument;
  readonly ctx: RenderContext;
  readonly flow: PageFlow;
  readonly footer: FooterPlan;
  readonly placed: PlacedSection[];
}

/**
 * Lays the sheet out on fresh pages; with a script, making an earlier layout's decisions again (see PageFlow); `dry`
 * measures without drawing (the pages stay blank), for planning the run that draws.
 */
async function layOut(model: SheetModel, layout: Layout, options: RenderSheetOptions, script: readonly (readonly FlowAction[])[], dry = false): Promise<LaidOut> {
  const doc = await PDFDocument.create();
  const { regular, bold } = dry ? await measuringFonts(() => PDFDocument.create(), options.fonts) : await embedSheetFonts(doc, options.fonts);
  setMetadata(doc, model);

  const ctx: RenderContext = {
    regular,
    bold,
    theme: THEME,
    fillable: options.fillable === true,
    placements: [],
    overrideMark: OVERRIDE_MARK,
    overrideMarked: false,
    writeIn: layout.kind === 'play',
  };
  const size = PAPER_SIZES[options.paper];
  const portrait = model.portrait ? await embedPortrait(doc, model.portrait) : null;
  const footer = planFooter(ctx, model, size[0] - 2 * THEME.margin);
  const headed = layout.kind === 'play' ? { ...model, identity: layout.plan.identity } : model;
  const flow = new PageFlow(
    doc,
    size,
    THEME,
    footer.height + 10,
    (canvas, index) => (index === 0 ? drawMainHeader(canvas, ctx, headed, portrait) : drawRunningHeader(canvas, ctx, model)),
    script,
    dry,
  );
  const placed: PlacedSection[] = [];
  const place = (section: SheetSection, block: Block = blockFor(ctx, section)): void => {
    placed.push({ section, block });
    flow.place(block);
  };
  // House rules, and rules not followed, too long for the footer are listed in full after the other sections.
  const moved: readonly SheetSection[] = [
    ...(footer.rulesMoved ? [{ kind: 'text', id: 'house-rules', title: 'House Rules', paragraphs: houseRulesOf(model) } as const] : []),
    ...(footer.brokenMoved ? [{ kind: 'text', id: 'rules-not-followed', title: 'Rules Not Followed', paragraphs: rulesNotFollowedOf(model) } as const] : []),
  ];

  if (layout.kind === 'play') {
    const { plan } = layout;
    // Page 1: the play block and the conditions box across the page, then the system's page-1 sections in columns.
    flow.setColumns(1, true);
    place(PLAY_BLOCK_SECTION, new PlayBandBlock(ctx, plan.play, plan.resources));
    if (plan.conditions) place(plan.conditions);
    flow.setColumns(MAIN_COLUMNS, false);
    plan.pageOne.forEach((s) => place(s));
    // Sections moved out of the footer go before the lines to write on, which end the sheet.
    const writingFrom = plan.rest.findIndex(isWriting);
    const rest = writingFrom < 0 ? [...plan.rest, ...moved] : [...plan.rest.slice(0, writingFrom), ...moved, ...plan.rest.slice(writingFrom)];
    if (rest.length > 0) {
      // Page 2 and on; when page 1's sections already ran onto page 2, the rest follow them in the same columns.
      if (flow.pages.length === 1) flow.setColumns(MAIN_COLUMNS, true);
      rest.forEach((s) => place(s));
    }
    if (plan.history.length > 0) {
      // The history, when asked for, on pages of its own.
      flow.setColumns(1, true);
      plan.history.forEach((s) => place(s));
    }
    return { doc, ctx, flow, footer, placed };
  }

  flow.setColumns(MAIN_COLUMNS, true, 1);
  layout.main.forEach((s) => place(s));
  const extra: readonly SheetSection[] = [...layout.extra, ...moved];
  if (extra.length > 0) {
    // Extra sections start on page 2; if main already spilled past page 1 they follow it on the same page.
    flow.setColumns(1, flow.pages.length === 1);
    extra.forEach((s) => place(s));
  }
  return { doc, ctx, flow, footer, placed };
}

/** The play block stands where a section would in the fill plan: it never grows. */
const PLAY_BLOCK_SECTION: SheetSection = { kind: 'fields', id: 'play', title: 'In Play', fields: [] };

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
