/**
 * Section headings and labelled value boxes: the "fields" sections (abilities, saves, combat numbers) and the identity
 * boxes of the header band.
 */
import type { FieldsSection, SheetField } from '../sheet-model';
import { baselineBelow, drawMarkedValue } from './canvas';
import type { Canvas, RenderContext } from './canvas';
import type { Block } from './page-flow';
import { fitBox } from './text-fit';
import type { WrappedText } from './text-fit';
import { ASCENT, DESCENT, lineHeight } from './theme';

/** Height of a one-line section heading, the rule under it and the gap before content. */
export const HEADING_HEIGHT = 20;

/** A heading set in its width: on one line, shrunk a little if need be, else wrapped (a long title is never cut). */
function setHeading(ctx: RenderContext, title: string, width: number, continued: boolean): WrappedText {
  const size = ctx.theme.size.heading;
  return fitBox(ctx.bold, continued ? `${title} (continued)` : title, width, size, size - 2, 6);
}

/** The height drawHeading takes for this title at this width. */
export function headingHeight(ctx: RenderContext, title: string, width: number, continued: boolean): number {
  const set = setHeading(ctx, title, width, continued);
  return HEADING_HEIGHT + (set.lines.length - 1) * lineHeight(set.size);
}

/** Draws a section heading: bold accent title with a thin accent rule under it across the width. Returns its height. */
export function drawHeading(
  canvas: Canvas,
  ctx: RenderContext,
  title: string,
  x: number,
  y: number,
  width: number,
  continued: boolean,
): number {
  const { theme } = ctx;
  const set = setHeading(ctx, title, width, continued);
  const step = lineHeight(set.size);
  set.lines.forEach((line, i) => canvas.text(line, x, baselineBelow(y + i * step, set.size), ctx.bold, set.size, theme.accent));
  const extra = (set.lines.length - 1) * step;
  canvas.hline(x, x + width, y + extra + theme.size.heading * 1.3 + 1, theme.accent, 0.7);
  return HEADING_HEIGHT + extra;
}

/** How a group of boxes is arranged at one width. */
export interface BoxGrid {
  readonly cols: number;
  readonly boxWidth: number;
  readonly rowHeight: number;
}

/** Box heights: big enough that label and value glyph boxes never touch. */
const NORMAL_ROW = 30;
const LARGE_ROW = 44;
const LABEL_PAD = 3;

/** A value wider than this does not widen the grid's boxes: it shrinks, or wraps onto more lines, in its box instead. */
const VALUE_NEED_CAP = 110;

/**
 * Chooses how many boxes go in a row: as many as keep every box wide enough for its label (allowed to shrink a
 * little) and its value, capped so a handful of fields does not turn into slivers. Rows are then balanced, so four
 * fields print as 2 + 2 rather than 3 + 1.
 */
export function gridFor(ctx: RenderContext, fields: readonly SheetField[], width: number, large: boolean): BoxGrid {
  const { theme } = ctx;
  const gap = theme.boxGap;
  const valueSize = large ? theme.size.large : theme.size.value;
  const minWidth = large ? 50 : 58;
  const need = Math.max(
    minWidth,
    ...fields.map((f) =>
      Math.max(
        ctx.bold.widthOfTextAtSize(labelText(f.label), theme.size.label * 0.9),
        Math.min(VALUE_NEED_CAP, (large ? ctx.bold : ctx.regular).widthOfTextAtSize(f.value, valueSize) + (f.overridden ? 8 : 0)),
      ) + 9,
    ),
  );
  const maxCols = Math.min(Math.max(fields.length, 1), large ? 6 : 5);
  let cols = maxCols;
  while (cols > 1 && (width - gap * (cols - 1)) / cols < need) cols--;
  if (fields.length > 0) cols = Math.ceil(fields.length / Math.ceil(fields.length / cols));
  return { cols, boxWidth: (width - gap * (cols - 1)) / cols, rowHeight: large ? LARGE_ROW : NORMAL_ROW };
}

/** Labels print in capitals: they read as captions and keep the value the eye's target. */
export function labelText(label: string): string {
  return label.toLocaleUpperCase('en');
}

/** Distance from a box's top to the top of its value area: label padding, the label line and a point of air. */
function valueTopOffset(ctx: RenderContext): number {
  return LABEL_PAD + ctx.theme.size.label * 1.3 + 1;
}

/** Space kept between the value's last baseline and the bottom of its box (plus the descent). */
const VALUE_BOTTOM = 5;

/** A box's value set in its width: one line, shrunk if need be, or wrapped lines; and the room kept for the mark. */
function setValue(ctx: RenderContext, field: SheetField, width: number, large: boolean): { set: WrappedText; markWidth: number; markSize: number } {
  const { theme } = ctx;
  const size = large ? theme.size.large : theme.size.value;
  const markSize = Math.max(6, size * 0.6);
  const markWidth = field.overridden === true ? ctx.regular.widthOfTextAtSize(ctx.overrideMark, markSize) + 1.5 : 0;
  const set = fitBox(large ? ctx.bold : ctx.regular, field.value, width - 8 - markWidth, size, large ? theme.size.largeMin : theme.size.valueMin, 5);
  return { set, markWidth, markSize };
}

/** The height a box of this width needs for its value: `base`, or more when the value wraps onto several lines. */
export function fieldBoxHeight(ctx: RenderContext, field: SheetField, width: number, large: boolean, base: number): number {
  const { set } = setValue(ctx, field, width, large);
  if (set.lines.length <= 1) return base;
  return Math.max(base, valueTopOffset(ctx) + (set.lines.length - 1) * lineHeight(set.size) + set.size * (ASCENT + DESCENT) + VALUE_BOTTOM);
}

/**
 * Draws one labelled box: label at the top, value below (big and centred for large boxes), on several lines when it
 * is too long for one (the box's height from fieldBoxHeight). In the fillable variant an in-play field's value is not
 * drawn; a form field is placed over the value area instead.
 */
export function drawFieldBox(
  canvas: Canvas,
  ctx: RenderContext,
  field: SheetField,
  x: number,
  y: number,
  width: number,
  height: number,
  large: boolean,
): void {
  const { theme } = ctx;
  canvas.rect(x, y, width, height, { stroke: theme.boxStroke, strokeWidth: 0.6, radius: 2.5 });
  const pad = 4;
  const inner = width - 2 * pad;
  const labelBaseline = baselineBelow(y, theme.size.label, LABEL_PAD);
  canvas.fitted(
    labelText(field.label),
    x + pad,
    labelBaseline,
    inner,
    ctx.bold,
    theme.size.label,
    theme.size.labelMin,
    theme.muted,
    large ? 'center' : 'left',
  );
  const valueSize = large ? theme.size.large : theme.size.value;
  const valueTop = y + valueTopOffset(ctx);
  const { set, markWidth, markSize } = setValue(ctx, field, width, large);
  if (ctx.fillable && field.inPlay) {
    const multiline = set.lines.length > 1;
    ctx.placements.push({
      name: field.id,
      value: field.value,
      page: canvas.page,
      x: x + 2,
      y: valueTop,
      width: width - 4,
      height: y + height - 2 - valueTop,
      fontSize: multiline ? set.size : large ? Math.min(17, valueSize) : theme.size.value,
      align: large && !multiline ? 'center' : 'left',
      multiline,
      bold: large && !multiline,
    });
    return;
  }
  if (field.value === '' && !field.overridden) return;
  const font = large ? ctx.bold : ctx.regular;
  const lastBaseline = y + height - VALUE_BOTTOM - set.size * DESCENT;
  const step = lineHeight(set.size);
  // A caller that did not make the box tall enough (fieldBoxHeight) gets the value on one line, cut short.
  if (set.lines.length > 1 && lastBaseline - (set.lines.length - 1) * step - set.size * ASCENT < valueTop - 0.5) {
    drawMarkedValue(canvas, ctx, field.value, field.overridden === true, x + pad, y + height - VALUE_BOTTOM - valueSize * DESCENT, inner, font, valueSize, large ? theme.size.largeMin : theme.size.valueMin, large ? 'center' : 'left');
    return;
  }
  set.lines.forEach((line, j) => {
    const last = j === set.lines.length - 1;
    const w = font.widthOfTextAtSize(line, set.size) + (last ? markWidth : 0);
    const lx = large ? x + pad + (inner - w) / 2 : x + pad;
    const baseline = lastBaseline - (set.lines.length - 1 - j) * step;
    canvas.text(line, lx, baseline, font, set.size, theme.ink);
    if (last && field.overridden === true) {
      ctx.overrideMarked = true;
      canvas.text(ctx.overrideMark, lx + w - markWidth + 1.5, baseline - set.size * 0.35, ctx.regular, markSize, theme.accent);
    }
  });
}

/** A "fields" section as a grid of boxes; splits between rows if it must. A row is as tall as its tallest value. */
export class FieldsBlock implements Block {
  readonly keepTogether = true;
  private nextRow = 0;
  private started = false;
  private lastWidth = 0;
  private heightsWidth = -1;
  private heights: number[] = [];

  constructor(
    private readonly ctx: RenderContext,
    private readonly section: FieldsSection,
  ) {}

  get done(): boolean {
    return this.started && this.nextRow >= this.rowCount(this.lastWidth);
  }

  private grid(width: number): BoxGrid {
    return gridFor(this.ctx, this.section.fields, width, this.section.emphasis === 'large');
  }

  private rowCount(width: number): number {
    return Math.ceil(this.section.fields.length / this.grid(width).cols);
  }

  /** Each row's height at this width: the grid's, or more for a value that wraps. */
  private rowHeights(width: number): number[] {
    if (width === this.heightsWidth) return this.heights;
    const g = this.grid(width);
    const large = this.section.emphasis === 'large';
    const heights: number[] = [];
    for (let r = 0; r * g.cols < this.section.fields.length; r++) {
      const fields = this.section.fields.slice(r * g.cols, (r + 1) * g.cols);
      heights.push(Math.max(g.rowHeight, ...fields.map((f) => fieldBoxHeight(this.ctx, f, g.boxWidth, large, g.rowHeight))));
    }
    this.heights = heights;
    this.heightsWidth = width;
    return heights;
  }

  remainingHeight(width: number): number {
    const rows = this.rowHeights(width).slice(this.nextRow);
    const heading = this.headingHeight(width);
    if (rows.length === 0) return heading;
    return heading + rows.reduce((a, b) => a + b + this.ctx.theme.boxGap, 0) - this.ctx.theme.boxGap;
  }

  minChunkHeight(width: number): number {
    return this.headingHeight(width) + (this.rowHeights(width)[this.nextRow] ?? this.grid(width).rowHeight);
  }

  private headingHeight(width: number): number {
    return headingHeight(this.ctx, this.section.title, width, this.started && this.nextRow > 0);
  }

  draw(canvas: Canvas, x: number, y: number, width: number, maxHeight: number): number {
    const g = this.grid(width);
    const heights = this.rowHeights(width);
    const gap = this.ctx.theme.boxGap;
    const fields = this.section.fields;
    this.lastWidth = width;
    let used = drawHeading(canvas, this.ctx, this.section.title, x, y, width, this.started && this.nextRow > 0);
    this.started = true;
    const rows = this.rowCount(width);
    let drawn = 0;
    while (this.nextRow < rows) {
      const h = heights[this.nextRow] ?? g.rowHeight;
      if (drawn > 0 && used + h > maxHeight) break;
      const rowFields = fields.slice(this.nextRow * g.cols, (this.nextRow + 1) * g.cols);
      rowFields.forEach((f, i) => {
        drawFieldBox(canvas, this.ctx, f, x + i * (g.boxWidth + gap), y + used, g.boxWidth, h, this.section.emphasis === 'large');
      });
      used += h + gap;
      this.nextRow++;
      drawn++;
    }
    return drawn > 0 ? used - gap : used;
  }
}
