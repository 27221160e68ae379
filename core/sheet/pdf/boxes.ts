/**
 * Section headings and labelled value boxes: the "fields" sections (abilities, saves, combat numbers) and the identity
 * boxes of the header band.
 */
import type { FieldsSection, SheetField } from '../sheet-model';
import { baselineBelow, drawMarkedValue } from './canvas';
import type { Canvas, RenderContext } from './canvas';
import type { Block } from './page-flow';
import { DESCENT } from './theme';

/** Height of a section heading, the rule under it and the gap before content. */
export const HEADING_HEIGHT = 20;

/** Draws a section heading: bold accent title with a thin accent rule under it across the width. */
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
  const size = theme.size.heading;
  const shown = continued ? `${title} (continued)` : title;
  canvas.fitted(shown, x, baselineBelow(y, size), width, ctx.bold, size, 7, theme.accent);
  canvas.hline(x, x + width, y + size * 1.3 + 1, theme.accent, 0.7);
  return HEADING_HEIGHT;
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

/** A value wider than this does not widen the grid's boxes: it shrinks (and at worst truncates) in its box instead. */
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

/**
 * Draws one labelled box: label at the top, value below (big and centred for large boxes). In the fillable variant an
 * in-play field's value is not drawn; a form field is placed over the value area instead.
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
  const valueTop = y + LABEL_PAD + theme.size.label * 1.3 + 1;
  if (ctx.fillable && field.inPlay) {
    ctx.placements.push({
      name: field.id,
      value: field.value,
      page: canvas.page,
      x: x + 2,
      y: valueTop,
      width: width - 4,
      height: y + height - 2 - valueTop,
      fontSize: large ? Math.min(17, valueSize) : theme.size.value,
      align: large ? 'center' : 'left',
      multiline: false,
      bold: large,
    });
    return;
  }
  if (field.value === '' && !field.overridden) return;
  const baseline = y + height - 5 - valueSize * DESCENT;
  drawMarkedValue(
    canvas,
    ctx,
    field.value,
    field.overridden === true,
    x + pad,
    baseline,
    inner,
    large ? ctx.bold : ctx.regular,
    valueSize,
    large ? theme.size.largeMin : theme.size.valueMin,
    large ? 'center' : 'left',
  );
}

/** A "fields" section as a grid of boxes; splits between rows if it must. */
export class FieldsBlock implements Block {
  readonly keepTogether = true;
  private nextRow = 0;
  private started = false;

  constructor(
    private readonly ctx: RenderContext,
    private readonly section: FieldsSection,
  ) {}

  get done(): boolean {
    return this.started && this.nextRow >= this.rowCount(this.lastWidth);
  }

  private lastWidth = 0;

  private grid(width: number): BoxGrid {
    return gridFor(this.ctx, this.section.fields, width, this.section.emphasis === 'large');
  }

  private rowCount(width: number): number {
    return Math.ceil(this.section.fields.length / this.grid(width).cols);
  }

  remainingHeight(width: number): number {
    const g = this.grid(width);
    const rows = this.rowCount(width) - this.nextRow;
    if (rows <= 0) return HEADING_HEIGHT;
    return HEADING_HEIGHT + rows * (g.rowHeight + this.ctx.theme.boxGap) - this.ctx.theme.boxGap;
  }

  minChunkHeight(width: number): number {
    return HEADING_HEIGHT + this.grid(width).rowHeight;
  }

  draw(canvas: Canvas, x: number, y: number, width: number, maxHeight: number): number {
    const g = this.grid(width);
    const gap = this.ctx.theme.boxGap;
    const fields = this.section.fields;
    this.lastWidth = width;
    let used = drawHeading(canvas, this.ctx, this.section.title, x, y, width, this.started && this.nextRow > 0);
    this.started = true;
    const rows = this.rowCount(width);
    let drawn = 0;
    while (this.nextRow < rows && (drawn === 0 || used + g.rowHeight <= maxHeight)) {
      const rowFields = fields.slice(this.nextRow * g.cols, (this.nextRow + 1) * g.cols);
      rowFields.forEach((f, i) => {
        drawFieldBox(canvas, this.ctx, f, x + i * (g.boxWidth + gap), y + used, g.boxWidth, g.rowHeight, this.section.emphasis === 'large');
      });
      used += g.rowHeight + gap;
      this.nextRow++;
      drawn++;
    }
    return drawn > 0 ? used - gap : used;
  }
}
