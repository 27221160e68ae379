/**
 * Drawing primitives in top-down page coordinates (y grows downwards from the page's top edge), which is how the
 * layout thinks; PDF's bottom-up coordinates are confined to this file. Also the shared render context.
 */
import type { PDFFont, PDFImage, PDFPage, RGB } from 'pdf-lib';
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

/** A page plus the conversion from top-down coordinates. */
export class Canvas {
  readonly width: number;
  readonly height: number;

  constructor(readonly page: PDFPage) {
    const { width, height } = page.getSize();
    this.width = width;
    this.height = height;
  }

  /** Draws one line of text with its baseline at top-down y. */
  text(text: string, x: number, baseline: number, font: PDFFont, size: number, color: RGB): void {
    if (text === '') return;
    this.page.drawText(text, { x, y: this.height - baseline, font, size, color });
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
    const r = Math.min(style.radius ?? 0, width / 2, height / 2);
    const stroke = style.stroke;
    const common = {
      ...(style.fill ? { color: style.fill } : {}),
      ...(stroke ? { borderColor: stroke, borderWidth: style.strokeWidth ?? 0.6 } : {}),
    };
    if (r <= 0) {
      this.page.drawRectangle({ x, y: this.height - y - height, width, height, ...common });
      return;
    }
    // drawSvgPath uses SVG's y-down axis from the given origin, which matches our top-down coordinates.
    const path =
      `M ${r} 0 H ${width - r} A ${r} ${r} 0 0 1 ${width} ${r} V ${height - r} ` +
      `A ${r} ${r} 0 0 1 ${width - r} ${height} H ${r} A ${r} ${r} 0 0 1 0 ${height - r} V ${r} ` +
      `A ${r} ${r} 0 0 1 ${r} 0 Z`;
    this.page.drawSvgPath(path, { x, y: this.height - y, ...common });
  }

  /** An image with its top-left corner at (x, y), drawn at the given size. */
  image(image: PDFImage, x: number, y: number, width: number, height: number): void {
    this.page.drawImage(image, { x, y: this.height - y - height, width, height });
  }

  /** An empty square box to tick, its top-left corner at (x, y). */
  tickBox(x: number, y: number, size: number, color: RGB): void {
    this.rect(x, y, size, size, { stroke: color, strokeWidth: 0.7, radius: 0 });
  }

  /** A horizontal rule at top-down y. */
  hline(x1: number, x2: number, y: number, color: RGB, thickness = 0.5): void {
    this.page.drawLine({
      start: { x: x1, y: this.height - y },
      end: { x: x2, y: this.height - y },
      thickness,
      color,
    });
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
