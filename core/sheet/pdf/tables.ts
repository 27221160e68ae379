/**
 * Table sections: a header row, thin rules, zebra stripes, and blank rows for writing in. Nothing is cut short: a cell
 * too long for its column wraps and its row grows (headers too). A long table splits between rows, or inside a row
 * taller than what is left, and repeats its header (and its heading, marked "continued") wherever it resumes. In the
 * fillable variant every cell of an in-play table, blank rows included, is a form field.
 */
import type { SheetRow, TableSection } from '../sheet-model';
import type { Canvas, RenderContext } from './canvas';
import { TICK_SIZE, drawHeading, headingHeight, labelText } from './boxes';
import { MULTILINE_INSET } from './form-fields';
import type { Block } from './page-flow';
import { fitBox, fitLines, singleLine } from './text-fit';
import type { WrappedText } from './text-fit';
import { ASCENT, DESCENT, lineHeight } from './theme';

/** Height of a one-line header row. */
const HEADER_ROW = 15;
/** Height of a one-line body row: ~1.6× the cell size, roomy enough to write in by hand on a blank sheet. */
export const BODY_ROW = 15;
/** Rows a split must at least carry over, so a table never leaves a lone row behind a heading. */
const MIN_SPLIT_ROWS = 3;
/** A row taller than this many lines may be split between pages even when it is not the first of its piece. */
const SPLIT_ROW_LINES = 3;
const CELL_PAD = 4;

/** A cell's left and right padding: less in a narrow column (the To Hit row's), so "10" fits at full size there. */
function padFor(width: number): number {
  return Math.min(CELL_PAD, Math.max(1.5, width * 0.1));
}

/** One printed row: a real row, or a blank one left for the player (numbered from 1 within the table). */
type PrintedRow = { readonly kind: 'row'; readonly row: SheetRow } | { readonly kind: 'blank'; readonly index: number };

/** A row set in its columns: each cell's lines, and the row's line count (its tallest cell). */
interface RowLayout {
  /** Position in the whole table: stripes follow it, so they do not restart after a page break. */
  readonly index: number;
  readonly printed: PrintedRow;
  readonly cells: readonly WrappedText[];
  readonly lines: number;
}

/**
 * Column x offsets and widths from the section's relative widths (equal when missing or malformed), scaled to the
 * table's width.
 */
export function columnWidths(section: TableSection, width: number): number[] {
  const n = Math.max(section.columns.length, 1);
  const rel =
    section.widths && section.widths.length === section.columns.length && section.widths.every((w) => w > 0)
      ? section.widths
      : Array.from({ length: n }, () => 1);
  const total = rel.reduce((a, b) => a + b, 0);
  return rel.map((w) => (w / total) * width);
}

/** Form-field name parts: a column's caption as a slug ("Cost (gp)" → "cost-gp"), dots kept out of names. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** Names for each column's form fields: the caption's slug, or its position when that is empty or taken. */
function columnKeys(columns: readonly string[]): string[] {
  const seen = new Set<string>();
  return columns.map((c, i) => {
    const key = slug(c);
    const unique = key === '' || seen.has(key) ? `col-${i + 1}` : key;
    seen.add(unique);
    return unique;
  });
}

/** A table section laid out row by row. */
export class TableBlock implements Block {
  readonly keepTogether = false;
  private readonly rows: PrintedRow[];
  /** Row being drawn next, and how many of its lines an earlier piece already drew. */
  private next = 0;
  private lineOffset = 0;
  private started = false;
  private layoutWidth = -1;
  private header: readonly WrappedText[] = [];
  private headerHeight = HEADER_ROW;
  private laid: RowLayout[] = [];
  /** tops[i] is the height of rows 0..i-1, so any run of whole rows is one subtraction. */
  private tops: number[] = [0];
  private readonly pitch: number;
  private readonly padY: number;

  constructor(
    private readonly ctx: RenderContext,
    private readonly section: TableSection,
  ) {
    const blank = Math.max(0, Math.floor(section.blankRows ?? 0));
    this.rows = [
      ...section.rows.map((row): PrintedRow => ({ kind: 'row', row })),
      ...Array.from({ length: blank }, (_, i): PrintedRow => ({ kind: 'blank', index: i + 1 })),
    ];
    // An empty table still gets one blank row so the header does not float alone.
    if (this.rows.length === 0) this.rows.push({ kind: 'blank', index: 1 });
    this.pitch = lineHeight(ctx.theme.size.cell);
    this.padY = BODY_ROW - this.pitch;
  }

  get done(): boolean {
    return this.started && this.next >= this.rows.length;
  }

  /** True when this table prints as form fields (the fillable variant of an in-play table). */
  private get isField(): boolean {
    return this.ctx.fillable && this.section.inPlay === true;
  }

  /** Sets every row at this width; once drawing has begun the width is fixed for the rest of the table. */
  private layout(width: number): void {
    if (this.started || width === this.layoutWidth) return;
    const { theme } = this.ctx;
    const widths = columnWidths(this.section, width);
    this.header = this.section.columns.map((col, i) =>
      // Captions shrink a little before they wrap: a header row of two-line captions is mostly air.
      fitBox(this.ctx.bold, labelText(col), (widths[i] ?? 0) - 2 * padFor(widths[i] ?? 0), theme.size.headerCell, 6, 5),
    );
    const headerLines = Math.max(1, ...this.header.map((h) => h.lines.length));
    this.headerHeight = HEADER_ROW + (headerLines - 1) * lineHeight(theme.size.headerCell);
    const markWidth = this.markWidth();
    this.laid = this.rows.map((printed, index): RowLayout => {
      if (printed.kind === 'blank') return { index, printed, cells: [], lines: 1 };
      const cells = widths.map((w, i) => {
        // A column of boxes to tick prints no text.
        if (this.isCheck(i)) return fitLines(this.ctx.regular, '', w, theme.size.cell, theme.size.cellMin);
        // The override mark follows the first cell's last line: keep room for it.
        const room = w - 2 * padFor(w) - (i === 0 && printed.row.overridden === true ? markWidth : 0);
        return fitLines(this.ctx.regular, printed.row.cells[i] ?? '', room, theme.size.cell, theme.size.cellMin);
      });
      return { index, printed, cells, lines: Math.max(1, ...cells.map((c) => c.lines.length)) };
    });
    const tops = [0];
    for (const row of this.laid) tops.push((tops[tops.length - 1] ?? 0) + this.rowHeight(row.lines));
    this.tops = tops;
    this.layoutWidth = width;
  }

  /** True for a column printed as a box to tick (TableSection.checkColumns). */
  private isCheck(column: number): boolean {
    return this.section.checkColumns?.includes(column) === true;
  }

  /** The boxes to tick of a row's check columns, centred in their cells; ticked where the cell says "✓". */
  private drawChecks(canvas: Canvas, row: RowLayout, widths: readonly number[], x: number, top: number): void {
    const checks = this.section.checkColumns ?? [];
    if (checks.length === 0) return;
    const keys = columnKeys(this.section.columns);
    const printed = row.printed;
    const size = TICK_SIZE;
    let cx = x;
    widths.forEach((w, i) => {
      if (checks.includes(i)) {
        const bx = cx + (w - size) / 2;
        const by = top + (BODY_ROW - size) / 2;
        canvas.tickBox(bx, by, size, this.ctx.theme.boxStroke);
        const ticked = printed.kind === 'row' && printed.row.cells[i]?.trim() === '✓';
        if (this.ctx.fillable) {
          const rowKey = printed.kind === 'row' ? printed.row.id.replace(/\./g, '-') : `blank-${printed.index}`;
          this.ctx.placements.push({ name: `${this.section.id}.${rowKey}.${keys[i] ?? `col-${i + 1}`}`, value: ticked ? '✓' : '', page: canvas.page, x: bx, y: by, width: size, height: size, fontSize: size, align: 'center', multiline: false, bold: false, kind: 'check' });
        } else if (ticked) {
          canvas.text('✓', bx + 1, by + size - 1.5, this.ctx.bold, size, this.ctx.theme.ink);
        }
      }
      cx += w;
    });
  }

  private markWidth(): number {
    const markSize = Math.max(6, this.ctx.theme.size.cell * 0.6);
    return this.ctx.regular.widthOfTextAtSize(this.ctx.overrideMark, markSize) + 1.5;
  }

  private rowHeight(lines: number): number {
    return lines * this.pitch + this.padY;
  }

  /** Height of what is left of the rows from `next` on. */
  private rowsLeft(limit = Infinity): number {
    const n = this.laid.length;
    if (this.next >= n) return 0;
    const current = this.rowHeight((this.laid[this.next]?.lines ?? 1) - this.lineOffset);
    const last = Math.min(n, this.next + limit);
    return current + (this.tops[last] ?? 0) - (this.tops[this.next + 1] ?? 0);
  }

  remainingHeight(width: number): number {
    this.layout(width);
    return this.headingHeight(width) + this.headerHeight + this.rowsLeft(this.neededRows());
  }

  /**
   * Rows the table needs from `next` on: all of them, except that a table filling the room left (TableSection.fill)
   * needs only its rows with content (one row at least): its blank rows are room, drawn as far as the column has it
   * (draw leaves the rest out), and the second layout gives them the room left.
   */
  private neededRows(): number {
    if ((this.section.fill ?? 0) <= 0) return Infinity;
    let last = this.rows.length;
    while (last > this.next && this.rows[last - 1]?.kind === 'blank') last--;
    return Math.max(1, last - this.next);
  }

  minChunkHeight(width: number): number {
    this.layout(width);
    return this.headingHeight(width) + this.headerHeight + Math.min(this.rowsLeft(MIN_SPLIT_ROWS), MIN_SPLIT_ROWS * BODY_ROW);
  }

  private headingHeight(width: number): number {
    return headingHeight(this.ctx, this.section.title, width, this.started);
  }

  draw(canvas: Canvas, x: number, y: number, width: number, maxHeight: number): number {
    this.layout(width);
    const widths = columnWidths(this.section, width);
    let used = drawHeading(canvas, this.ctx, this.section.title, x, y, width, this.started);
    this.started = true;
    used += this.drawHeader(canvas, widths, x, y + used, width);

    let drawn = 0;
    while (this.next < this.laid.length) {
      const row = this.laid[this.next];
      if (!row) break;
      const left = row.lines - this.lineOffset;
      const room = maxHeight - used;
      let count = left;
      if (this.rowHeight(left) > room) {
        // The rest of the row does not fit: split it only when it starts this piece or is itself tall, so ordinary
        // rows stay whole; always leave at least a line for the next piece, and draw one line at least.
        const fit = Math.floor((room - this.padY) / this.pitch);
        if (drawn > 0 && !(left > SPLIT_ROW_LINES && fit >= 2)) break;
        count = Math.max(1, Math.min(fit, left - 1));
      }
      const height = this.rowHeight(count);
      this.drawRow(canvas, row, this.lineOffset, this.lineOffset + count, widths, x, y + used, width, height);
      used += height;
      drawn++;
      if (count < left) {
        this.lineOffset += count;
        break;
      }
      this.next++;
      this.lineOffset = 0;
    }
    // Rows left blank for writing in are room, not content: a table never continues elsewhere with blank rows only.
    if (drawn > 0 && this.lineOffset === 0 && this.rows.slice(this.next).every((r) => r.kind === 'blank')) this.next = this.rows.length;
    return used;
  }

  /** Header row: a light fill with small capital captions, wrapped and sitting on the rule under them. */
  private drawHeader(canvas: Canvas, widths: readonly number[], x: number, top: number, width: number): number {
    const { theme } = this.ctx;
    const height = this.headerHeight;
    canvas.rect(x, top, width, height, { fill: theme.headerFill });
    let cx = x;
    this.header.forEach((cell, i) => {
      const step = lineHeight(cell.size);
      const lastBaseline = top + height - 4 - cell.size * DESCENT;
      cell.lines.forEach((line, j) => {
        canvas.text(line, cx + padFor(widths[i] ?? 0), lastBaseline - (cell.lines.length - 1 - j) * step, this.ctx.bold, cell.size, theme.muted);
      });
      cx += widths[i] ?? 0;
    });
    canvas.hline(x, x + width, top + height, theme.ink, 0.6);
    return height;
  }

  /** Draws lines from..to-1 of a row (a whole row, or the piece of a split one) in a band of the given height. */
  private drawRow(
    canvas: Canvas,
    row: RowLayout,
    from: number,
    to: number,
    widths: readonly number[],
    x: number,
    top: number,
    width: number,
    height: number,
  ): void {
    const { theme } = this.ctx;
    if (row.index % 2 === 1) canvas.rect(x, top, width, height, { fill: theme.zebra });
    if (this.isField && from === 0) this.placeFields(canvas, row, widths, x, top, height);
    else if (row.printed.kind === 'row') this.drawCells(canvas, row, row.printed.row, from, to, widths, x, top);
    if (from === 0) this.drawChecks(canvas, row, widths, x, top);
    canvas.hline(x, x + width, top + height, theme.rule, 0.4);
  }

  private drawCells(canvas: Canvas, layout: RowLayout, row: SheetRow, from: number, to: number, widths: readonly number[], x: number, top: number): void {
    const { theme } = this.ctx;
    let cx = x;
    layout.cells.forEach((cell, i) => {
      for (let line = from; line < Math.min(to, cell.lines.length); line++) {
        const baseline = top + this.padY / 2 + (line - from) * this.pitch + (this.pitch - cell.size * (ASCENT + DESCENT)) / 2 + cell.size * ASCENT;
        const text = cell.lines[line] ?? '';
        const pad = padFor(widths[i] ?? 0);
        canvas.text(text, cx + pad, baseline, this.ctx.regular, cell.size, theme.ink);
        // The override mark goes after the first cell: it flags the row, not one number in it.
        if (i === 0 && row.overridden === true && line === cell.lines.length - 1) this.drawMark(canvas, cx + pad + this.ctx.regular.widthOfTextAtSize(text, cell.size), baseline, cell.size);
      }
      cx += widths[i] ?? 0;
    });
  }

  private drawMark(canvas: Canvas, x: number, baseline: number, size: number): void {
    this.ctx.overrideMarked = true;
    const markSize = Math.max(6, this.ctx.theme.size.cell * 0.6);
    canvas.text(this.ctx.overrideMark, x + 1.5, baseline - size * 0.35, this.ctx.regular, markSize, this.ctx.theme.accent);
  }

  /**
   * The fillable variant of an in-play table: a form field over each cell, prefilled with the cell, named
   * `<section id>.<row id>.<column>` (`blank-N` for the Nth blank row), wrapping like the printed cell.
   */
  private placeFields(canvas: Canvas, layout: RowLayout, widths: readonly number[], x: number, top: number, height: number): void {
    const keys = columnKeys(this.section.columns);
    const printed = layout.printed;
    const rowKey = printed.kind === 'row' ? printed.row.id.replace(/\./g, '-') : `blank-${printed.index}`;
    const size = this.ctx.theme.size.cell;
    let cx = x;
    widths.forEach((w, i) => {
      if (this.isCheck(i)) {
        // A box to tick is a check box (drawChecks), not a text field.
        cx += w;
        return;
      }
      const cell = layout.cells[i];
      const multiline = (cell?.lines.length ?? 1) > 1;
      this.ctx.placements.push({
        name: `${this.section.id}.${rowKey}.${keys[i] ?? `col-${i + 1}`}`,
        value: printed.kind === 'row' ? singleLine(printed.row.cells[i] ?? '') : '',
        page: canvas.page,
        // A multi-line field wraps inside its inset: placed so that its text starts where the printed cell's would.
        x: cx + padFor(w) - MULTILINE_INSET,
        y: multiline ? top + this.padY / 2 : top + 1,
        width: w - 2 * padFor(w) + 2 * MULTILINE_INSET,
        height: multiline ? height - this.padY : height - 2,
        fontSize: cell?.size ?? size,
        align: 'left',
        multiline,
        bold: false,
      });
      cx += w;
    });
  }
}
