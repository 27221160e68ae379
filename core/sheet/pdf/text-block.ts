/**
 * Text sections: wrapped paragraphs, or ruled lines to write on when empty (and after the text, for a section that
 * fills the room left). In the fillable variant an in-play text
 * section becomes a multi-line form field (one per piece when it splits over columns or pages).
 */
import type { TextSection } from '../sheet-model';
import { baselineBelow } from './canvas';
import type { Canvas, RenderContext } from './canvas';
import { drawHeading, headingHeight } from './boxes';
import type { Block } from './page-flow';
import { MULTILINE_INSET } from './form-fields';
import { wrapText } from './text-fit';
import { lineHeight } from './theme';

/** Spacing of hand-writing lines: about 6 mm, a comfortable pencil line. */
export const RULED_LINE = 17;
/** Extra space between paragraphs. */
const PARAGRAPH_GAP = 4;
/** Lines a split must at least carry. */
const MIN_SPLIT_LINES = 3;
/** Writing room a fillable notes field keeps below its text. */
const FILLABLE_SPARE_LINES = 3;

/**
 * Lines to write on that an empty section prints: its blankLines (on the fillable sheet, as tall a field as the
 * plain sheet's lines, so the two lay out alike; four lines when the section names none).
 */
export function blankLinesOf(section: TextSection, fillable: boolean): number {
  return fillable ? Math.max(section.blankLines ?? 4, 1) : Math.max(section.blankLines ?? 0, 0);
}

/** One printed line: text (with its paragraph), a paragraph gap, or a ruled line for writing. */
type Line =
  | { readonly kind: 'text'; readonly text: string; readonly paragraph: number }
  | { readonly kind: 'gap' }
  | { readonly kind: 'ruled' };

/** A text section laid out line by line. */
export class TextBlock implements Block {
  private lines: Line[] = [];
  /** top[i] is the height of lines 0..i-1, so the height of any run of lines is one subtraction (see heightOf). */
  private tops: number[] = [0];
  private linesWidth = -1;
  private next = 0;
  private started = false;
  private pieces = 0;

  constructor(
    private readonly ctx: RenderContext,
    private readonly section: TextSection,
  ) {}

  get done(): boolean {
    return this.started && this.next >= this.lines.length;
  }

  /**
   * Lines to write on are not worth splitting: an empty section moves whole to the next column that holds it. A section
   * that fills the room left (notes on paper) is the exception: its lines are room, not content, so it takes what a
   * column has left (its heading and a few lines at least) and leaves the rest out rather than start a page of them.
   */
  get keepTogether(): boolean {
    return !this.flexible && this.section.paragraphs.every((p) => p.trim() === '');
  }

  /** True for a section whose ruled lines are room to write in that may be left out (TextSection.fill). */
  private get flexible(): boolean {
    return (this.section.fill ?? 0) > 0;
  }

  /** Wraps once per width; the first draw fixes the width for the rest of the section. */
  private layout(width: number): Line[] {
    if (this.started || width === this.linesWidth) return this.lines;
    const size = this.ctx.theme.size.body;
    const lines: Line[] = [];
    const fillable = this.isField;
    // A form field wraps inside its inset, so the printed layout must wrap at the same width.
    const wrapWidth = fillable ? width - 2 * MULTILINE_INSET : width;
    const paragraphs = this.section.paragraphs.filter((p) => p.trim() !== '');
    paragraphs.forEach((p, i) => {
      if (i > 0) lines.push({ kind: 'gap' });
      for (const text of wrapText(this.ctx.regular, p, size, wrapWidth)) lines.push({ kind: 'text', text, paragraph: i });
    });
    // Lines to write on: an empty section's blankLines; after text, a fillable field's spare room, and the blankLines of
    // a section that fills the room left (notes on paper go on in pencil).
    const after = (fillable ? FILLABLE_SPARE_LINES : 0) + ((this.section.fill ?? 0) > 0 ? Math.max(0, Math.floor(this.section.blankLines ?? 0)) : 0);
    const ruled = paragraphs.length === 0 ? blankLinesOf(this.section, fillable) : after;
    for (let i = 0; i < ruled; i++) lines.push({ kind: 'ruled' });
    this.lines = lines;
    this.linesWidth = width;
    const tops = [0];
    for (const line of lines) tops.push((tops[tops.length - 1] ?? 0) + this.lineHeightOf(line));
    this.tops = tops;
    return lines;
  }

  /** True when this section prints as a form field (the fillable variant of an in-play section). */
  private get isField(): boolean {
    return this.ctx.fillable && this.section.inPlay === true;
  }

  private lineHeightOf(line: Line): number {
    // In a form field a paragraph break is an empty line, so it takes a whole line there.
    if (line.kind === 'gap') return this.isField ? lineHeight(this.ctx.theme.size.body) : PARAGRAPH_GAP;
    if (line.kind === 'ruled') return RULED_LINE;
    return lineHeight(this.ctx.theme.size.body);
  }

  /**
   * Height of lines from..to-1 of the current layout. Constant time: page flow asks for the remaining height on
   * every column of every page, which summed line by line made long notes quadratic.
   */
  private heightOf(from: number, to: number): number {
    return (this.tops[to] ?? 0) - (this.tops[from] ?? 0);
  }

  remainingHeight(width: number): number {
    const lines = this.layout(width);
    return headingHeight(this.ctx, this.section.title, width, this.started) + this.heightOf(this.next, lines.length);
  }

  minChunkHeight(width: number): number {
    const lines = this.layout(width);
    return headingHeight(this.ctx, this.section.title, width, this.started) + this.heightOf(this.next, Math.min(lines.length, this.next + MIN_SPLIT_LINES));
  }

  draw(canvas: Canvas, x: number, y: number, width: number, maxHeight: number): number {
    const lines = this.layout(width);
    const { theme } = this.ctx;
    const size = theme.size.body;
    const drawnHeading = drawHeading(canvas, this.ctx, this.section.title, x, y, width, this.started);
    let used = drawnHeading;
    this.started = true;
    const first = this.next;
    const top = y + used;
    while (this.next < lines.length) {
      const line = lines[this.next];
      if (!line) break;
      const h = this.lineHeightOf(line);
      if (this.next > first && used + h > maxHeight) break;
      this.next++;
      used += h;
    }
    // Lines to write on that did not fit are left out (a section that fills the room left, see keepTogether).
    if (this.flexible && this.next > first && lines.slice(this.next).every((l) => l.kind === 'ruled')) this.next = lines.length;
    // No continuation of fewer than MIN_SPLIT_LINES lines when this piece can spare some for it.
    const left = lines.length - this.next;
    if (left > 0 && left < MIN_SPLIT_LINES) {
      const spare = this.next - first - MIN_SPLIT_LINES;
      if (spare > 0) {
        this.next -= Math.min(spare, MIN_SPLIT_LINES - left);
        used = drawnHeading + this.heightOf(first, this.next);
      }
    }
    // A gap never starts the next piece: skip it so the continuation begins with text.
    if (lines[this.next]?.kind === 'gap') this.next++;
    const piece = lines.slice(first, this.next);
    const fillable = this.isField;
    let ly = top;
    for (const line of piece) {
      const h = this.lineHeightOf(line);
      if (line.kind === 'ruled') canvas.hline(x, x + width, ly + h - 2, theme.rule, 0.5);
      else if (line.kind === 'text' && !fillable) {
        canvas.text(line.text, x, baselineBelow(ly, size, (h - size * 1.17) / 2), this.ctx.regular, size, theme.ink);
      }
      ly += h;
    }
    if (fillable) this.placeField(canvas, piece, x, top, width, ly - top);
    return used;
  }

  /** The form field covering one piece, prefilled with that piece's text (paragraphs kept apart). */
  private placeField(canvas: Canvas, piece: readonly Line[], x: number, y: number, width: number, height: number): void {
    const parts: string[] = [];
    let paragraph = -1;
    for (const line of piece) {
      if (line.kind !== 'text') continue;
      if (paragraph === -1) parts.push(line.text);
      else parts.push(line.paragraph === paragraph ? ` ${line.text}` : `\n\n${line.text}`);
      paragraph = line.paragraph;
    }
    this.pieces++;
    this.ctx.placements.push({
      name: this.pieces === 1 ? this.section.id : `${this.section.id}-${this.pieces}`,
      value: parts.join(''),
      page: canvas.page,
      x,
      y,
      width,
      height: Math.max(height, RULED_LINE),
      fontSize: this.ctx.theme.size.body,
      align: 'left',
      multiline: true,
      bold: false,
    });
  }
}
