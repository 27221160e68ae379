/**
 * Table sections: a header row, thin rules, zebra stripes, and blank rows for writing in. A long table splits between
 * rows and repeats its header (and its heading, marked "continued") wherever it resumes.
 */
import type { SheetRow, TableSection } from '../sheet-model';
import { baselineBelow, drawMarkedValue } from './canvas';
import type { Canvas, RenderContext } from './canvas';
import { HEADING_HEIGHT, drawHeading, labelText } from './boxes';
import type { Block } from './page-flow';
import { DESCENT } from './theme';

/** Header row height. */
const HEADER_ROW = 15;
/** Body row height: ~1.6× the cell size, roomy enough to write in by hand on a blank sheet. */
const BODY_ROW = 15;
/** Rows a split must at least carry over, so a table never leaves a lone row behind a heading. */
const MIN_SPLIT_ROWS = 3;
const CELL_PAD = 4;

/** One printed row: a real row, or a blank one left for the player. */
type PrintedRow = { readonly kind: 'row'; readonly row: SheetRow } | { readonly kind: 'blank' };

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

/** A table section laid out row by row. */
export class TableBlock implements Block {
  readonly keepTogether = false;
  private readonly rows: PrintedRow[];
  private next = 0;
  private started = false;

  constructor(
    private readonly ctx: RenderContext,
    private readonly section: TableSection,
  ) {
    const blank = Math.max(0, Math.floor(section.blankRows ?? 0));
    this.rows = [
      ...section.rows.map((row): PrintedRow => ({ kind: 'row', row })),
      ...Array.from({ length: blank }, (): PrintedRow => ({ kind: 'blank' })),
    ];
    // An empty table still gets one blank row so the header does not float alone.
    if (this.rows.length === 0) this.rows.push({ kind: 'blank' });
  }

  get done(): boolean {
    return this.started && this.next >= this.rows.length;
  }

  remainingHeight(): number {
    return HEADING_HEIGHT + HEADER_ROW + (this.rows.length - this.next) * BODY_ROW;
  }

  minChunkHeight(): number {
    return HEADING_HEIGHT + HEADER_ROW + Math.min(MIN_SPLIT_ROWS, this.rows.length - this.next) * BODY_ROW;
  }

  draw(canvas: Canvas, x: number, y: number, width: number, maxHeight: number): number {
    const { theme } = this.ctx;
    const widths = columnWidths(this.section, width);
    let used = drawHeading(canvas, this.ctx, this.section.title, x, y, width, this.started);
    this.started = true;

    // Header row: a light fill with small capital captions.
    canvas.rect(x, y + used, width, HEADER_ROW, { fill: theme.headerFill });
    let cx = x;
    this.section.columns.forEach((col, i) => {
      const w = widths[i] ?? 0;
      const size = theme.size.headerCell;
      canvas.fitted(labelText(col), cx + CELL_PAD, y + used + HEADER_ROW - 4 - size * DESCENT, w - 2 * CELL_PAD, this.ctx.bold, size, 5, theme.muted);
      cx += w;
    });
    used += HEADER_ROW;
    canvas.hline(x, x + width, y + used, theme.ink, 0.6);

    let drawn = 0;
    while (this.next < this.rows.length && (drawn === 0 || used + BODY_ROW <= maxHeight)) {
      const printed = this.rows[this.next];
      const top = y + used;
      // Stripes follow the row's index in the whole table so they do not restart after a page break.
      if (this.next % 2 === 1) canvas.rect(x, top, width, BODY_ROW, { fill: theme.zebra });
      if (printed?.kind === 'row') this.drawCells(canvas, printed.row, widths, x, top);
      canvas.hline(x, x + width, top + BODY_ROW, theme.rule, 0.4);
      used += BODY_ROW;
      this.next++;
      drawn++;
    }
    return used;
  }

  private drawCells(canvas: Canvas, row: SheetRow, widths: readonly number[], x: number, top: number): void {
    const { theme } = this.ctx;
    const size = theme.size.cell;
    const baseline = baselineBelow(top, size, (BODY_ROW - size * 1.17) / 2);
    let cx = x;
    widths.forEach((w, i) => {
      const cell = row.cells[i] ?? '';
      // The override mark goes after the first cell: it flags the row, not one number in it.
      const marked = i === 0 && row.overridden === true;
      if (cell !== '' || marked) {
        drawMarkedValue(canvas, this.ctx, cell, marked, cx + CELL_PAD, baseline, w - 2 * CELL_PAD, this.ctx.regular, size, theme.size.cellMin, 'left');
      }
      cx += w;
    });
  }
}
