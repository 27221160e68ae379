/**
 * Page flow: hands out space in columns on pages, adds pages when a section runs out of room, and splits sections that
 * allow it. Sections are "blocks" that know their own height and can draw part of themselves and resume later.
 */
import type { PDFDocument } from 'pdf-lib';
import { Canvas } from './canvas';
import type { Theme } from './theme';

/** A section ready to be laid out; it may be drawn in several pieces (a long table over two pages). */
export interface Block {
  /** Height the part not yet drawn needs at this width, heading included. */
  remainingHeight(width: number): number;
  /** Smallest first piece worth drawing (heading plus a few rows): smaller leftovers move on instead of splitting. */
  minChunkHeight(width: number): number;
  /** True for small groups (ability boxes) that should move whole to a fresh column rather than split. */
  readonly keepTogether: boolean;
  /**
   * Draws as much as fits in maxHeight at (x, y) (top-down) and returns the height used. Must draw something when
   * given at least minChunkHeight, so layout always progresses.
   */
  draw(canvas: Canvas, x: number, y: number, width: number, maxHeight: number): number;
  /** True once everything has been drawn. */
  readonly done: boolean;
}

/** Draws a page's header (full on page 1, slim after) and returns the top-down y where content may begin. */
export type HeaderPainter = (canvas: Canvas, pageIndex: number) => number;

interface Column {
  readonly x: number;
  readonly width: number;
  y: number;
}

/** Lays blocks out over pages, in one or more columns per page. */
export class PageFlow {
  /** Every page created so far, in order. */
  readonly pages: Canvas[] = [];
  private columns: Column[] = [];
  private columnCount = 1;
  /** Where content begins on the current page, below its header. */
  private top = 0;

  /**
   * @param bottomReserve Height kept free above the bottom margin for the footer.
   */
  constructor(
    private readonly doc: PDFDocument,
    private readonly size: readonly [number, number],
    private readonly theme: Theme,
    private readonly bottomReserve: number,
    private readonly header: HeaderPainter,
  ) {}

  /** The last y content may reach on any page. */
  get bottom(): number {
    return this.size[1] - this.theme.margin - this.bottomReserve;
  }

  /** Starts a new page with the current column count. */
  newPage(): void {
    const canvas = new Canvas(this.doc.addPage([this.size[0], this.size[1]]));
    this.top = this.header(canvas, this.pages.length);
    this.pages.push(canvas);
    this.resetColumns(this.top);
  }

  /**
   * Switches to a new column count. With freshPage the next block starts on a new page; otherwise the new columns
   * start below everything drawn so far on this page.
   */
  setColumns(count: number, freshPage: boolean): void {
    this.columnCount = Math.max(1, count);
    if (freshPage || this.pages.length === 0) {
      this.newPage();
      return;
    }
    const lowest = Math.max(this.top, ...this.columns.map((c) => c.y));
    this.resetColumns(lowest);
  }

  /** Places a block, splitting it over columns and pages as needed. */
  place(block: Block): void {
    if (this.pages.length === 0) this.newPage();
    // Counts rounds since something was last drawn: a long section may take thousands of rounds (pages), but a round
    // that draws nothing is followed by a fresh column or page, so a few in a row mean a block that cannot progress.
    let idle = 0;
    const drew = (used: number): void => {
      idle = used > 0 ? 0 : idle;
    };
    while (!block.done) {
      if (++idle > 100) throw new Error('page flow made no progress');
      // Least-filled column first, so columns stay balanced; ties go left to keep reading order.
      const order = [...this.columns].sort((a, b) => a.y - b.y || a.x - b.x);
      const whole = order.find((c) => block.remainingHeight(c.width) <= this.bottom - c.y);
      if (whole) {
        const used = block.draw(this.canvas, whole.x, whole.y, whole.width, this.bottom - whole.y);
        drew(used);
        whole.y += used + this.theme.sectionGap;
        continue;
      }
      const freshHeight = this.bottom - this.top;
      const fitsFresh = block.remainingHeight(order[0]?.width ?? 0) <= freshHeight;
      const split =
        block.keepTogether && fitsFresh
          ? undefined
          : order.find((c) => this.bottom - c.y >= block.minChunkHeight(c.width));
      if (split) {
        const used = block.draw(this.canvas, split.x, split.y, split.width, this.bottom - split.y);
        drew(used);
        // A split leaves this column full: the rest continues in the next column or page.
        split.y = used > 0 ? this.bottom : split.y;
        if (used > 0) continue;
      }
      if (this.columns.every((c) => c.y === this.top)) {
        // A fresh page and still nothing fits: draw what we can rather than loop for ever.
        const col = this.columns[0];
        if (!col) throw new Error('page flow has no column');
        drew(block.draw(this.canvas, col.x, col.y, col.width, Math.max(this.bottom - col.y, block.minChunkHeight(col.width))));
        col.y = this.bottom;
        continue;
      }
      this.newPage();
    }
  }

  private get canvas(): Canvas {
    const canvas = this.pages[this.pages.length - 1];
    if (!canvas) throw new Error('page flow has no page');
    return canvas;
  }

  private resetColumns(y: number): void {
    const { margin, columnGap } = this.theme;
    const inner = this.size[0] - 2 * margin;
    const width = (inner - columnGap * (this.columnCount - 1)) / this.columnCount;
    this.columns = Array.from({ length: this.columnCount }, (_, i) => ({
      x: margin + i * (width + columnGap),
      width,
      y,
    }));
  }
}
