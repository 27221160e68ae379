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

/**
 * One layout decision: start a new page, or draw the block in a column of the current page, whole (it fits), split
 * (part of it, the column is then full) or forced (a fresh page where not even its smallest piece fits).
 */
export type FlowAction = { readonly kind: 'newPage' } | { readonly kind: 'draw'; readonly column: number; readonly mode: 'whole' | 'split' | 'forced' };

/** A drawn piece of a block: where it went and whether the block was finished by it. */
export interface FlowPiece {
  readonly block: Block;
  /** Index of the run of columns it went into (a page, or the part of a page after a change of column count). */
  readonly segment: number;
  readonly column: number;
  /** Top-down y of the piece's top and bottom edges. */
  readonly top: number;
  readonly bottom: number;
  readonly finished: boolean;
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
  /** Columns of the pages a run of columns spills onto (see setColumns). */
  private spillCount = 1;
  /** True once the block being placed has drawn a piece: its continuation keeps the columns it began in. */
  private begun = false;
  /**
   * The column (of the current segment) the block being placed last drew a piece in: its continuation goes to a column
   * to the right of it, or to the next page, never back to a column on its left (that would read backwards).
   */
  private lastColumn = -1;
  /** Where content begins on the current page, below its header. */
  private top = 0;
  /** Every piece drawn, in order: what a second pass plans from (render-sheet.ts fills blank space with it). */
  readonly pieces: FlowPiece[] = [];
  /** The decisions of each place() call, in order; given to a later flow as its script they are made again. */
  readonly actions: FlowAction[][] = [];
  /** For each finished segment, the lowest y its content may reach (the next segment's start, less the gap). */
  private readonly limits: number[] = [];
  /** Segments that ended where a page did (and the last one): what grows in them moves nothing after them. */
  private readonly pageEnds = new Set<number>();
  private segment = -1;

  /**
   * @param bottomReserve Height kept free above the bottom margin for the footer.
   * @param script The actions of an earlier flow over the same blocks: each place() call makes its call's decisions
   *   again (a block that grew only into room left free then lands where it did), then carries on as usual.
   * @param dry Lay out without drawing (Canvas.dry): to learn where everything goes before the run that draws.
   */
  constructor(
    private readonly doc: PDFDocument,
    private readonly size: readonly [number, number],
    private readonly theme: Theme,
    private readonly bottomReserve: number,
    private readonly header: HeaderPainter,
    private readonly script: readonly (readonly FlowAction[])[] = [],
    private readonly dry = false,
  ) {}

  /** The lowest y content in a segment may reach: the page's bottom, or where the next segment began. */
  segmentLimit(segment: number): number {
    return this.limits[segment] ?? this.bottom;
  }

  /** True when the segment ended with its page (or has not ended): nothing laid out after it sits below it. */
  segmentEndsPage(segment: number): boolean {
    return segment === this.segment || this.pageEnds.has(segment);
  }

  /** The gap kept between sections in a column. */
  get sectionGap(): number {
    return this.theme.sectionGap;
  }

  /** The last y content may reach on any page. */
  get bottom(): number {
    return this.size[1] - this.theme.margin - this.bottomReserve;
  }

  /** Starts a new page: with the current column count, or the spill count when a run of columns spills onto it. */
  newPage(spill = false): void {
    if (spill) this.columnCount = this.spillCount;
    const canvas = new Canvas(this.doc.addPage([this.size[0], this.size[1]]), this.dry);
    this.top = this.header(canvas, this.pages.length);
    this.pages.push(canvas);
    if (this.segment >= 0) {
      this.limits[this.segment] = this.bottom;
      this.pageEnds.add(this.segment);
    }
    this.lastColumn = -1;
    this.resetColumns(this.top);
  }

  /**
   * Switches to a new column count. With freshPage the next block starts on a new page; otherwise the new columns
   * start below everything drawn so far on this page. A page the run spills onto for a block that has not begun
   * gets spillCount columns (page 1's two columns continue full width, as the sections after them do, rather than
   * leaving a column empty); a block already begun continues in the columns it was laid out for.
   */
  setColumns(count: number, freshPage: boolean, spillCount = count): void {
    this.columnCount = Math.max(1, count);
    this.spillCount = Math.max(1, spillCount);
    if (freshPage || this.pages.length === 0) {
      this.newPage();
      return;
    }
    const lowest = Math.max(this.top, ...this.columns.map((c) => c.y));
    this.limits[this.segment] = lowest - this.theme.sectionGap;
    this.resetColumns(lowest);
  }

  /** Places a block, splitting it over columns and pages as needed. */
  place(block: Block): void {
    if (this.pages.length === 0) this.newPage();
    const log: FlowAction[] = [];
    this.begun = false;
    this.lastColumn = -1;
    const script = this.script[this.actions.length] ?? [];
    this.actions.push(log);
    for (const action of script) {
      if (block.done) break;
      this.act(block, action, log);
    }
    // Counts rounds since something was last drawn: a long section may take thousands of rounds (pages), but a round
    // that draws nothing is followed by a fresh column or page, so a few in a row mean a block that cannot progress.
    let idle = 0;
    while (!block.done) {
      if (++idle > 100) throw new Error('page flow made no progress');
      // Least-filled column first, so columns stay balanced; ties go left to keep reading order. A block already
      // begun continues only to the right of where it was drawn.
      const order = [...this.columns].filter((_, i) => i > this.lastColumn).sort((a, b) => a.y - b.y || a.x - b.x);
      if (order.length === 0) {
        this.act(block, { kind: 'newPage' }, log);
        continue;
      }
      const whole = order.find((c) => block.remainingHeight(c.width) <= this.bottom - c.y);
      if (whole) {
        if (this.act(block, { kind: 'draw', column: this.columns.indexOf(whole), mode: 'whole' }, log) > 0) idle = 0;
        continue;
      }
      const freshHeight = this.bottom - this.top;
      const fitsFresh = block.remainingHeight(order[0]?.width ?? 0) <= freshHeight;
      const split =
        block.keepTogether && fitsFresh
          ? undefined
          : order.find((c) => this.bottom - c.y >= block.minChunkHeight(c.width));
      if (split) {
        const used = this.act(block, { kind: 'draw', column: this.columns.indexOf(split), mode: 'split' }, log);
        if (used > 0) {
          idle = 0;
          continue;
        }
      }
      if (this.columns.every((c) => c.y === this.top) && this.lastColumn < 0) {
        // A fresh page and still nothing fits: draw what we can rather than loop for ever.
        if (this.act(block, { kind: 'draw', column: 0, mode: 'forced' }, log) > 0) idle = 0;
        continue;
      }
      this.act(block, { kind: 'newPage' }, log);
    }
  }

  /** Carries out one decision and logs it; returns the height drawn (0 for a new page). */
  private act(block: Block, action: FlowAction, log: FlowAction[]): number {
    log.push(action);
    if (action.kind === 'newPage') {
      this.newPage(!this.begun);
      return 0;
    }
    const col = this.columns[action.column];
    if (!col) throw new Error('page flow has no such column');
    const room = this.bottom - col.y;
    const maxHeight = action.mode === 'forced' ? Math.max(room, block.minChunkHeight(col.width)) : room;
    const used = block.draw(this.canvas, col.x, col.y, col.width, maxHeight);
    if (used > 0) {
      this.begun = true;
      this.lastColumn = action.column;
    }
    if (used > 0) this.pieces.push({ block, segment: this.segment, column: action.column, top: col.y, bottom: col.y + used, finished: block.done });
    // A whole block leaves the column open below it; a split or forced piece leaves it full, the rest continuing in
    // the next column or page.
    if (action.mode === 'whole') col.y += used + this.theme.sectionGap;
    else if (action.mode === 'forced' || used > 0) col.y = this.bottom;
    return used;
  }

  private get canvas(): Canvas {
    const canvas = this.pages[this.pages.length - 1];
    if (!canvas) throw new Error('page flow has no page');
    return canvas;
  }

  private resetColumns(y: number): void {
    this.segment++;
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
