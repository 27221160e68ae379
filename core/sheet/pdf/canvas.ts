/**
 * Drawing primitives in top-down page coordinates (y grows downwards from the page's top edge), which is how the
 * layout thinks; PDF's bottom-up coordinates are confined to this file. Also the shared render context.
 */
import {
  appendBezierCurve,
  beginText,
  closePath,
  endPath,
  endText,
  fill,
  fillAndStroke,
  lineTo,
  moveText,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingColor,
  setFontAndSize,
  setLineWidth,
  setStrokingColor,
  showText,
  stroke as stroke_,
} from 'pdf-lib';
import type { PDFFont, PDFImage, PDFName, PDFPage, RGB } from 'pdf-lib';
import { fitText } from './text-fit';
import type { FittedText } from './text-fit';
import { ASCENT, DESCENT } from './theme';
import type { Theme } from './theme';

/** A form field to create once layout is done (only in the fillable variant). */
export interface FormPlacement {
  /** Field name: the SheetField or TextSection id. */
  readonly name: string;
  readonly value: string;
  readonly page: PDFPage;
  /** Rectangle in top-down coordinates. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly fontSize: number;
  readonly align: 'left' | 'center';
  readonly multiline: boolean;
  /** Big numbers (HP) print bold, like the static values around them. */
  readonly bold: boolean;
  /** A text field (the default), or a check box for a box to tick (its value "✓" when ticked). */
  readonly kind?: 'text' | 'check';
}

/** Everything the section renderers share. */
export interface RenderContext {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly theme: Theme;
  readonly fillable: boolean;
  /** Form fields to create after layout. */
  readonly placements: FormPlacement[];
  /** The mark printed after overridden values; explained in the footer. */
  readonly overrideMark: string;
  /** Set when any overridden value was printed, so the footer knows to explain the mark. */
  overrideMarked: boolean;
  /**
   * The play layout: an in-play value prints as it starts beside an empty box to write in (and, fillable, the box is
   * the form field). False in the reading layout, where the value itself is printed (or is the form field).
   */
  readonly writeIn: boolean;
}

/** Options for a rectangle. */
export interface RectStyle {
  readonly fill?: RGB;
  readonly stroke?: RGB;
  readonly strokeWidth?: number;
  /** Corner radius; 0 for square corners. */
  readonly radius?: number;
}

/**
 * A coordinate as written to the page: to a hundredth of a point, far below what prints or shows, so the page's
 * operators carry two decimals rather than fifteen (less to format, to compress and to store).
 */
function pt(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A page plus the conversion from top-down coordinates. */
export class Canvas {
  readonly width: number;
  readonly height: number;

  /**
   * @param dry Measure only: every drawing call is skipped (a layout run to plan the next one, see render-sheet.ts),
   *   while every size and position is worked out exactly as when drawing.
   */
  constructor(
    readonly page: PDFPage,
    readonly dry = false,
  ) {
    const { width, height } = page.getSize();
    this.width = width;
    this.height = height;
  }

  /** The page's resource name of each font drawn with, added once (see text). */
  private readonly fontKeys = new Map<PDFFont, PDFName>();

  /**
   * Draws one line of text with its baseline at top-down y. The operators are written here rather than through
   * pdf-lib's drawText, which adds two entries to the page's font resources on every call (it sets the font, then
   * restores the one before, each under a fresh unique name found by scanning the names so far): a page of a few
   * hundred strings ended with a thousand font names, costly to build and to write.
   */
  text(text: string, x: number, baseline: number, font: PDFFont, size: number, color: RGB): void {
    if (text === '' || this.dry) return;
    // A string with a line break or tab is left to pdf-lib, which splits and cleans it (the layout never sends one).
    if (/[\t\n\f\r\v\b\u0085\u2028\u2029]/.test(text)) {
      this.page.drawText(text, { x, y: this.height - baseline, font, size, color });
      return;
    }
    let key = this.fontKeys.get(font);
    if (!key) {
      key = this.page.node.newFontDictionary(font.name, font.ref);
      this.fontKeys.set(font, key);
    }
    this.page.pushOperators(beginText(), setFillingColor(color), setFontAndSize(key, size), moveText(pt(x), pt(this.height - baseline)), showText(font.encodeText(text)), endText());
  }

  /**
   * Fits text into a box of the given width (shrinking, then truncating) and draws it aligned left, centred or right.
   * Returns what was drawn.
   */
  fitted(
    text: string,
    x: number,
    baseline: number,
    width: number,
    font: PDFFont,
    size: number,
    minSize: number,
    color: RGB,
    align: 'left' | 'center' | 'right' = 'left',
  ): FittedText {
    const fit = fitText(font, text, width, size, minSize);
    const w = font.widthOfTextAtSize(fit.text, fit.size);
    const dx = align === 'left' ? 0 : align === 'center' ? (width - w) / 2 : width - w;
    this.text(fit.text, x + dx, baseline, font, fit.size, color);
    return fit;
  }

  /** A rectangle with its top-left corner at (x, y). */
  rect(x: number, y: number, width: number, height: number, style: RectStyle): void {
    if (this.dry) return;
    const r = Math.min(style.radius ?? 0, width / 2, height / 2);
    const stroke = style.stroke;
    const left = pt(x);
    const right = pt(x + width);
    const top = pt(this.height - y);
    const bottom = pt(this.height - y - height);
    const paint = style.fill && stroke ? fillAndStroke() : style.fill ? fill() : stroke ? stroke_() : endPath();
    const setUp = [
      pushGraphicsState(),
      ...(style.fill ? [setFillingColor(style.fill)] : []),
      ...(stroke ? [setStrokingColor(stroke), setLineWidth(style.strokeWidth ?? 0.6)] : []),
    ];
    // Written straight as operators: pdf-lib's drawRectangle and drawSvgPath (which parsed a path string for every
    // box) cost more than the few operators a box is.
    if (r <= 0) {
      this.page.pushOperators(...setUp, rectangle(left, bottom, pt(right - left), pt(top - bottom)), paint, popGraphicsState());
      return;
    }
    // Four lines and four quarter circles (a Bézier each, control points at 0.5523 of the radius).
    const k = pt(r * 0.5523);
    const ops = [
      ...setUp,
      moveTo(left + r, top),
      lineTo(right - r, top),
      appendBezierCurve(right - r + k, top, right, top - r + k, right, top - r),
      lineTo(right, bottom + r),
      appendBezierCurve(right, bottom + r - k, right - r + k, bottom, right - r, bottom),
      lineTo(left + r, bottom),
      appendBezierCurve(left + r - k, bottom, left, bottom + r - k, left, bottom + r),
      lineTo(left, top - r),
      appendBezierCurve(left, top - r + k, left + r - k, top, left + r, top),
      closePath(),
      paint,
      popGraphicsState(),
    ];
    this.page.pushOperators(...ops);
  }

  /** An image with its top-left corner at (x, y), drawn at the given size. */
  image(image: PDFImage, x: number, y: number, width: number, height: number): void {
    if (this.dry) return;
    this.page.drawImage(image, { x, y: this.height - y - height, width, height });
  }

  /** An empty square box to tick, its top-left corner at (x, y). */
  tickBox(x: number, y: number, size: number, color: RGB): void {
    this.rect(x, y, size, size, { stroke: color, strokeWidth: 0.7, radius: 0 });
  }

  /** A horizontal rule at top-down y. */
  hline(x1: number, x2: number, y: number, color: RGB, thickness = 0.5): void {
    if (this.dry) return;
    const at = pt(this.height - y);
    this.page.pushOperators(pushGraphicsState(), setStrokingColor(color), setLineWidth(thickness), moveTo(pt(x1), at), lineTo(pt(x2), at), stroke_(), popGraphicsState());
  }
}

/** Where to put a baseline so text of this size sits inside a band starting at top with the given padding. */
export function baselineBelow(top: number, size: number, padding = 0): number {
  return top + padding + size * ASCENT;
}

/** The height text of this size occupies from the top of its ascent to the bottom of its descent. */
export function textBandHeight(size: number): number {
  return size * (ASCENT + DESCENT);
}

/**
 * Draws a value followed, when overridden, by the override mark in the accent colour, fitted into width together.
 * Returns the size the value was drawn at.
 */
export function drawMarkedValue(
  canvas: Canvas,
  ctx: RenderContext,
  value: string,
  overridden: boolean,
  x: number,
  baseline: number,
  width: number,
  font: PDFFont,
  size: number,
  minSize: number,
  align: 'left' | 'center',
): number {
  if (!overridden) return canvas.fitted(value, x, baseline, width, font, size, minSize, ctx.theme.ink, align).size;
  ctx.overrideMarked = true;
  const markSize = Math.max(6, size * 0.6);
  // A small gap keeps the mark a separate glyph run, so it never touches the value's box.
  const markWidth = ctx.regular.widthOfTextAtSize(ctx.overrideMark, markSize) + 1.5;
  const fit = fitText(font, value, Math.max(0, width - markWidth), size, minSize);
  const w = font.widthOfTextAtSize(fit.text, fit.size);
  const start = align === 'center' ? x + (width - w - markWidth) / 2 : x;
  canvas.text(fit.text, start, baseline, font, fit.size, ctx.theme.ink);
  const markBaseline = baseline - fit.size * 0.35;
  canvas.text(ctx.overrideMark, start + w + 1.5, markBaseline, ctx.regular, markSize, ctx.theme.accent);
  return fit.size;
}
