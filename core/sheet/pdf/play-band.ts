/**
 * The play block at the top of page 1 in the play layout: health as a maximum beside an empty box to write the value
 * in play (or boxes to tick along a track), the defences, the state word to write in, the numbers read every round,
 * and the other values spent in play, each as it starts beside a box to write in or boxes to tick. Boxes are laid out
 * in balanced rows across the page's width, each as wide as its content needs, the spare width shared.
 */
import type { PlayResource, SheetField, SheetPlay } from '../sheet-model';
import { baselineBelow } from './canvas';
import type { Canvas, RenderContext } from './canvas';
import { TICK_GAP, TICK_SIZE, WRITE_BOX_MIN, drawFieldBox, drawHeading, drawTicks, drawWriteIn, headingHeight, labelText } from './boxes';
import type { Block } from './page-flow';

/** Height of a row of the play block: the large boxes of page 1. */
const ROW = 44;
/** Most boxes to tick in one cell; a longer track is written in instead. */
const MAX_TICKS = 20;

/** One box of the play block. */
type Cell =
  | { readonly kind: 'value'; readonly field: SheetField; readonly large: boolean }
  | { readonly kind: 'health'; readonly health: SheetPlay['health'] }
  | { readonly kind: 'ticks'; readonly id: string; readonly label: string; readonly caption: string; readonly count: number; readonly ticked: number };

/** "7 of 9", or the value alone when there is no ceiling. */
function startOf(r: PlayResource): string {
  return r.max === undefined || r.value === '' ? r.value : `${r.value} of ${r.max}`;
}

/** The play block's boxes, in reading order: health, defences, state, glance, then the resources. */
export function playCells(play: SheetPlay, resources: readonly PlayResource[]): Cell[] {
  const cells: Cell[] = [{ kind: 'health', health: play.health }];
  for (const f of play.defences) cells.push({ kind: 'value', field: f, large: true });
  cells.push({ kind: 'value', field: { id: 'play.state', label: 'State', value: play.state ?? '', inPlay: true }, large: false });
  for (const f of play.glance) cells.push({ kind: 'value', field: f, large: f.value.length <= 5 });
  for (const r of resources) {
    const count = Math.floor(r.boxes ?? 0);
    // A single box (a damage track's) starts ticked or not; a row of them says where it starts ("2 of 3").
    if (count === 1) cells.push({ kind: 'ticks', id: `play.${r.id}`, label: r.label, caption: '', count, ticked: Number(r.value) >= 1 ? 1 : 0 });
    else if (count > 0 && count <= MAX_TICKS) cells.push({ kind: 'ticks', id: `play.${r.id}`, label: r.label, caption: startOf(r), count, ticked: 0 });
    else cells.push({ kind: 'value', field: { id: `play.${r.id}`, label: r.label, value: startOf(r), inPlay: true }, large: false });
  }
  return cells;
}

/** Width of `n` boxes to tick in a row. */
function ticksWidth(n: number): number {
  return n * (TICK_SIZE + TICK_GAP) - TICK_GAP;
}

/** The play block (see the file comment); drawn whole, never split. */
export class PlayBandBlock implements Block {
  readonly keepTogether = true;
  private drawn = false;
  private readonly cells: Cell[];
  private laidWidth = -1;
  private rows: { cell: Cell; width: number }[][] = [];

  constructor(
    private readonly ctx: RenderContext,
    play: SheetPlay,
    resources: readonly PlayResource[],
    private readonly title = 'In Play',
  ) {
    this.cells = playCells(play, resources);
  }

  get done(): boolean {
    return this.drawn;
  }

  /** The width a cell needs for its label and content. */
  private need(cell: Cell): number {
    const { theme } = this.ctx;
    const label = (text: string) => this.ctx.bold.widthOfTextAtSize(labelText(text), theme.size.label) + 10;
    switch (cell.kind) {
      case 'health': {
        const caption = this.ctx.bold.widthOfTextAtSize(this.healthCaption(cell.health), theme.size.label);
        if (cell.health.model === 'track') return Math.max(label(cell.health.label), caption + 12 + ticksWidth(this.trackTicks(cell.health)) + 8, 120);
        return Math.max(label(cell.health.label), caption + 10 + WRITE_BOX_MIN * 1.6, 140);
      }
      case 'ticks':
        return Math.max(label(cell.label), this.ctx.regular.widthOfTextAtSize(cell.caption, theme.size.value) + 14 + ticksWidth(cell.count), 58);
      case 'value': {
        const size = cell.large ? theme.size.large : theme.size.value;
        const value = (cell.large ? this.ctx.bold : this.ctx.regular).widthOfTextAtSize(cell.field.value, size) + (cell.field.overridden ? 8 : 0);
        const write = cell.field.inPlay ? WRITE_BOX_MIN + 8 : 0;
        return Math.max(label(cell.field.label), value + 12 + write, cell.field.inPlay ? 84 : 52);
      }
    }
  }

  private healthCaption(h: SheetPlay['health']): string {
    if (h.model === 'track') return h.max === null ? 'NOW' : `NOW ${h.current} OF ${h.max}`;
    return h.max !== null && h.current !== h.max ? `MAX · NOW ${h.current}` : 'MAX';
  }

  private trackTicks(h: SheetPlay['health']): number {
    return h.max !== null && h.max > 0 && h.max <= MAX_TICKS ? h.max : 5;
  }

  /**
   * Rows of cells at this width: as few rows as fit, the cells shared evenly between them (no row of one box under a
   * full one), each row stretched to the full width.
   */
  private layout(width: number): { cell: Cell; width: number }[][] {
    if (width === this.laidWidth) return this.rows;
    const gap = this.ctx.theme.boxGap;
    const needs = this.cells.map((c) => Math.min(width, this.need(c)));
    const total = needs.reduce((a, b) => a + b, 0) + gap * (needs.length - 1);
    let rows: number[][] = [];
    for (let count = Math.max(1, Math.ceil(total / width)); count <= needs.length; count++) {
      const target = total / count;
      rows = [[]];
      let used = 0;
      needs.forEach((w, i) => {
        const row = rows[rows.length - 1] ?? [];
        const next = used + (row.length > 0 ? gap : 0) + w;
        // Close the row when the next box would not fit, or when the row already holds its share.
        if (row.length > 0 && (next > width || used >= target - 1)) {
          rows.push([i]);
          used = w;
        } else {
          row.push(i);
          used = next;
        }
      });
      if (rows.length <= count) break;
    }
    this.rows = rows.map((row) => {
      const sum = row.reduce((a, i) => a + (needs[i] ?? 0), 0);
      const spare = Math.max(0, width - sum - gap * (row.length - 1));
      return row.map((i) => ({ cell: this.cells[i] as Cell, width: (needs[i] ?? 0) + spare / row.length }));
    });
    this.laidWidth = width;
    return this.rows;
  }

  remainingHeight(width: number): number {
    if (this.drawn) return 0;
    const rows = this.layout(width).length;
    return headingHeight(this.ctx, this.title, width, false) + rows * ROW + (rows - 1) * this.ctx.theme.boxGap;
  }

  minChunkHeight(width: number): number {
    return this.remainingHeight(width);
  }

  draw(canvas: Canvas, x: number, y: number, width: number): number {
    const gap = this.ctx.theme.boxGap;
    let top = y + drawHeading(canvas, this.ctx, this.title, x, y, width, false);
    for (const row of this.layout(width)) {
      let left = x;
      for (const { cell, width: w } of row) {
        this.drawCell(canvas, cell, left, top, w);
        left += w + gap;
      }
      top += ROW + gap;
    }
    this.drawn = true;
    return top - gap - y;
  }

  private drawCell(canvas: Canvas, cell: Cell, x: number, y: number, width: number): void {
    if (cell.kind === 'value') {
      drawFieldBox(canvas, this.ctx, cell.field, x, y, width, ROW, cell.large);
      return;
    }
    const { theme } = this.ctx;
    canvas.rect(x, y, width, ROW, { stroke: theme.boxStroke, strokeWidth: 0.6, radius: 2.5 });
    const label = cell.kind === 'health' ? cell.health.label : cell.label;
    canvas.fitted(labelText(label), x + 4, baselineBelow(y, theme.size.label, 3), width - 8, this.ctx.bold, theme.size.label, theme.size.labelMin, theme.muted);
    const valueTop = y + 3 + theme.size.label * 1.3 + 1;
    const area = y + ROW - valueTop;
    if (cell.kind === 'ticks') {
      const boxesLeft = x + width - 5 - ticksWidth(cell.count);
      if (cell.caption !== '') canvas.fitted(cell.caption, x + 4, valueTop + area / 2 + theme.size.value * 0.35, Math.max(10, boxesLeft - x - 8), this.ctx.regular, theme.size.value, theme.size.valueMin, theme.ink);
      drawTicks(canvas, this.ctx, boxesLeft, valueTop + (area - TICK_SIZE) / 2 - 1, cell.count, cell.id, cell.ticked);
      return;
    }
    this.drawHealth(canvas, cell.health, x, valueTop, width, area);
  }

  /** Health: the maximum (and the value now, when it is less) beside a box to write in, or a track's boxes to tick. */
  private drawHealth(canvas: Canvas, h: SheetPlay['health'], x: number, top: number, width: number, area: number): void {
    const { theme } = this.ctx;
    const caption = this.healthCaption(h);
    const name = `play.${h.trackerId}`;
    canvas.text(caption, x + 4, baselineBelow(top - 1, theme.size.label), this.ctx.bold, theme.size.label, theme.muted);
    if (h.model === 'track') {
      const n = this.trackTicks(h);
      drawTicks(canvas, this.ctx, x + 5, top + theme.size.label * 1.4 + 2, n, name);
      return;
    }
    const captionWidth = Math.max(this.ctx.bold.widthOfTextAtSize(caption, theme.size.label), 24);
    const numberTop = top + theme.size.label * 1.2;
    if (h.max !== null) {
      canvas.fitted(String(h.max), x + 4, numberTop + theme.size.large * 0.93 - 2, captionWidth + 2, this.ctx.bold, theme.size.large - 2, theme.size.largeMin, theme.ink);
    } else {
      // No maximum yet (a blank sheet): a line to write it on.
      canvas.hline(x + 4, x + 4 + captionWidth, top + area - 5, theme.rule, 0.8);
    }
    drawWriteIn(canvas, this.ctx, { id: name, label: h.label, value: '', inPlay: true }, x + captionWidth + 8, top, width - captionWidth - 8, area, true);
  }
}
