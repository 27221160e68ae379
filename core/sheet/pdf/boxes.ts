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

/** The least width of the empty box an in-play value is written in, in the play layout. */
export const WRITE_BOX_MIN = 34;
/** A box with a box to write in is at least this tall, so a pencilled number fits under its label. */
const WRITE_ROW = 36;
/** Side of a box to tick (a spell slot, an omen) and the gap after it. */
export const TICK_SIZE = 8.5;
export const TICK_GAP = 2.5;

/** True when the field prints as its starting value beside an empty box (an in-play value in the play layout). */
export function isWriteIn(ctx: RenderContext, field: SheetField): boolean {
  return ctx.writeIn && field.inPlay === true;
}

/** The number of boxes to tick printed after a field's value (0 for none; at most 20, more are written in). */
export function tickCount(field: SheetField): number {
  const n = Math.floor(field.boxes ?? 0);
  return n > 0 && n <= 20 ? n : 0;
}

/** Width the boxes to tick after a value take. */
function ticksWidth(n: number): number {
  return n > 0 ? 4 + n * (TICK_SIZE + TICK_GAP) - TICK_GAP : 0;
}

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
        Math.min(VALUE_NEED_CAP, (large ? ctx.bold : ctx.regular).widthOfTextAtSize(f.value, valueSize) + (f.overridden ? 8 : 0)) +
          (isWriteIn(ctx, f) ? WRITE_BOX_MIN + 6 : ticksWidth(tickCount(f))),
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
  if (isWriteIn(ctx, field)) return Math.max(base, WRITE_ROW);
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
  if (isWriteIn(ctx, field)) {
    drawWriteIn(canvas, ctx, field, x, valueTop, width, y + height - valueTop, large);
    return;
  }
  const ticks = tickCount(field);
  const { set, markWidth, markSize } = setValue(ctx, field, width - ticksWidth(ticks), large);
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
  if (ticks > 0) drawTicks(canvas, ctx, x + width - pad - (ticksWidth(ticks) - 4), y + height - VALUE_BOTTOM - TICK_SIZE, ticks, field.id);
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

/**
 * A row of `n` boxes to tick, the first's top-left corner at (x, y), the first `ticked` of them ticked; in the fillable
 * variant each is a check box named `<name>.<1..n>`.
 */
export function drawTicks(canvas: Canvas, ctx: RenderContext, x: number, y: number, n: number, name: string, ticked = 0): void {
  for (let i = 0; i < n; i++) {
    const bx = x + i * (TICK_SIZE + TICK_GAP);
    canvas.tickBox(bx, y, TICK_SIZE, ctx.theme.boxStroke);
    if (ctx.fillable) {
      ctx.placements.push({ name: `${name}.${i + 1}`, value: i < ticked ? '✓' : '', page: canvas.page, x: bx, y, width: TICK_SIZE, height: TICK_SIZE, fontSize: TICK_SIZE, align: 'center', multiline: false, bold: false, kind: 'check' });
    } else if (i < ticked) {
      canvas.text('✓', bx + 1, y + TICK_SIZE - 1.5, ctx.bold, TICK_SIZE, ctx.theme.ink);
    }
  }
}

/**
 * The value area of an in-play value in the play layout: the value as it starts, then an empty box to write the value
 * in play (the whole area when there is no starting value, as on a blank sheet). In the fillable variant the empty
 * box is an empty form field named after the field, for the value in play; the starting value stays printed.
 */
export function drawWriteIn(canvas: Canvas, ctx: RenderContext, field: SheetField, x: number, top: number, width: number, height: number, large: boolean): void {
  const { theme } = ctx;
  const pad = 4;
  const inner = width - 2 * pad;
  const font = large ? ctx.bold : ctx.regular;
  const size = large ? theme.size.large : theme.size.value;
  const minSize = large ? theme.size.largeMin : theme.size.valueMin;
  const start = field.value.trim();
  // The starting value keeps what it needs (up to 60% of the box); the box to write in takes the rest.
  const startWidth = start === '' ? 0 : Math.min(inner * 0.6, Math.max(font.widthOfTextAtSize(start, size), font.widthOfTextAtSize(start, minSize)) + (field.overridden ? 8 : 0));
  const boxLeft = start === '' ? x + 3 : x + pad + startWidth + 5;
  const boxWidth = Math.max(WRITE_BOX_MIN * 0.6, x + width - 3 - boxLeft);
  const boxTop = top - 1;
  const boxHeight = Math.max(8, height - 2);
  if (start !== '') {
    const baseline = top + height - VALUE_BOTTOM - size * DESCENT;
    drawMarkedValue(canvas, ctx, start, field.overridden === true, x + pad, Math.min(baseline, top + (height + size * (ASCENT - DESCENT)) / 2), startWidth, font, size, minSize, 'left');
  }
  canvas.rect(boxLeft, boxTop, boxWidth, boxHeight, { stroke: theme.rule, strokeWidth: 0.8, radius: 1.5 });
  if (ctx.fillable) {
    ctx.placements.push({
      name: field.id,
      value: '',
      page: canvas.page,
      x: boxLeft + 1,
      y: boxTop + 1,
      width: boxWidth - 2,
      height: boxHeight - 2,
      fontSize: large ? Math.min(15, size) : theme.size.value,
      align: 'center',
      multiline: false,
      bold: large,
    });
  }
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
