/**
 * Page headers: page 1 carries the header band (name, subtitle, identity boxes); later pages a slim running head so a
 * loose page still says whose it is.
 */
import type { PDFImage } from 'pdf-lib';
import type { SheetField, SheetModel } from '../sheet-model';
import { baselineBelow } from './canvas';
import type { Canvas, RenderContext } from './canvas';
import { WRITE_BOX_MIN, drawFieldBox, fieldBoxHeight, isWriteIn, labelText } from './boxes';
import { fitBox, singleLine } from './text-fit';
import type { WrappedText } from './text-fit';
import { lineHeight } from './theme';

const IDENTITY_ROW = 30;
/** The portrait's frame at the top right of page 1 (points): about 2.3 × 2.9 cm, a passport photo's proportions. */
export const PORTRAIT_WIDTH = 66;
export const PORTRAIT_HEIGHT = 84;
/** Space between the portrait's frame and the header band beside it. */
const PORTRAIT_GAP = 10;
const IDENTITY_MIN_WIDTH = 62;

/** Identity boxes grouped into rows with their widths: each box as wide as its content, rows stretched to fill. */
export function identityRows(
  ctx: RenderContext,
  fields: readonly SheetField[],
  width: number,
): { field: SheetField; width: number }[][] {
  const { theme } = ctx;
  const gap = theme.boxGap;
  const need = (f: SheetField): number =>
    Math.min(
      width,
      Math.max(
        IDENTITY_MIN_WIDTH,
        ctx.bold.widthOfTextAtSize(labelText(f.label), theme.size.label) + 12,
        ctx.regular.widthOfTextAtSize(singleLine(f.value), theme.size.value) + 14 + (isWriteIn(ctx, f) ? WRITE_BOX_MIN + 6 : 0),
      ),
    );
  const rows: SheetField[][] = [];
  let current: SheetField[] = [];
  let used = 0;
  for (const f of fields) {
    const w = need(f);
    if (current.length > 0 && used + gap + w > width) {
      rows.push(current);
      current = [];
      used = 0;
    }
    used += (current.length > 0 ? gap : 0) + w;
    current.push(f);
  }
  if (current.length > 0) rows.push(current);
  return rows.map((row) => {
    const needs = row.map(need);
    const total = needs.reduce((a, b) => a + b, 0);
    const spare = width - gap * (row.length - 1) - total;
    // Spare width goes equally to every box, so short values do not get swallowed by one giant box.
    return row.map((field, i) => ({ field, width: (needs[i] ?? 0) + spare / row.length }));
  });
}

/**
 * Draws page 1's header band and returns the y where content begins. With a portrait, the band narrows and the
 * picture stands in a frame at its right, the band reaching at least to the frame's foot, so nothing overlaps it.
 */
export function drawMainHeader(canvas: Canvas, ctx: RenderContext, model: SheetModel, portrait: PDFImage | null = null): number {
  const { theme } = ctx;
  const x = theme.margin;
  const fullWidth = canvas.width - 2 * theme.margin;
  const width = portrait ? fullWidth - PORTRAIT_WIDTH - PORTRAIT_GAP : fullWidth;
  let y = theme.margin;
  if (portrait) drawPortrait(canvas, ctx, portrait, x + width + PORTRAIT_GAP, y);

  // The system's name, small and in the accent colour, at the top right.
  const system = labelText(model.system.name);
  const systemSize = 7.5;
  const sheetWord = 'CHARACTER SHEET';
  // The name keeps clear of whichever of the two right-hand captions is wider.
  const systemWidth = Math.min(
    Math.max(ctx.bold.widthOfTextAtSize(system, systemSize), ctx.regular.widthOfTextAtSize(sheetWord, 6)),
    width / 3,
  );
  canvas.fitted(system, x + width - systemWidth, baselineBelow(y, systemSize, 2), systemWidth, ctx.bold, systemSize, 5, theme.accent, 'right');
  canvas.fitted(sheetWord, x + width - systemWidth, baselineBelow(y, 6, 2 + systemSize * 1.3), systemWidth, ctx.regular, 6, 5, theme.muted, 'right');

  const nameWidth = width - systemWidth - 16;
  const titleSize = theme.size.title;
  if (model.title.trim() !== '') {
    // A long name shrinks a little, then wraps: it is never cut.
    const set = fitBox(ctx.bold, model.title, nameWidth, titleSize, 16, theme.size.titleMin);
    y += drawLines(canvas, ctx, set, x, y, 'bold', theme.ink) - set.size * 1.2 + Math.max(titleSize, set.size) * 1.2;
  } else {
    // A blank sheet: a line to write the name on, with a caption under it.
    canvas.hline(x, x + nameWidth * 0.75, y + titleSize * 1.1, theme.boxStroke, 0.6);
    canvas.text('CHARACTER NAME', x, y + titleSize * 1.1 + 8, ctx.bold, theme.size.label, theme.muted);
    y += 8 + titleSize * 1.2;
  }

  if (model.subtitle.trim() !== '') {
    const size = theme.size.subtitle;
    const set = fitBox(ctx.regular, model.subtitle, width, size, 8, 7);
    y += drawLines(canvas, ctx, set, x, y + 1, 'regular', theme.muted) - set.size * 1.2 + size * 1.4 + 2;
  } else {
    y += 6;
  }
  y += 4;

  for (const row of identityRows(ctx, model.identity, width)) {
    const height = Math.max(...row.map((cell) => fieldBoxHeight(ctx, cell.field, cell.width, false, IDENTITY_ROW)));
    let bx = x;
    for (const cell of row) {
      drawFieldBox(canvas, ctx, cell.field, bx, y, cell.width, height, false);
      bx += cell.width + theme.boxGap;
    }
    y += height + theme.boxGap;
  }
  y += 3;
  if (portrait) y = Math.max(y, theme.margin + PORTRAIT_HEIGHT + 4);
  canvas.hline(x, x + fullWidth, y, theme.accent, 1.4);
  return y + 12;
}

/** The portrait inside its frame, scaled to fit whole (never cropped or stretched) and centred. */
function drawPortrait(canvas: Canvas, ctx: RenderContext, image: PDFImage, left: number, top: number): void {
  const inset = 2;
  const scale = Math.min((PORTRAIT_WIDTH - 2 * inset) / image.width, (PORTRAIT_HEIGHT - 2 * inset) / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  canvas.rect(left, top, PORTRAIT_WIDTH, PORTRAIT_HEIGHT, { stroke: ctx.theme.boxStroke, strokeWidth: 0.6, radius: 2 });
  canvas.image(image, left + (PORTRAIT_WIDTH - w) / 2, top + (PORTRAIT_HEIGHT - h) / 2, w, h);
}

/**
 * Draws wrapped lines from top-down y (the first line's ascent at y) and returns the height they take: the lines
 * above the last at the line height, the last at 1.2 of its size, which is how far a single line used to advance.
 */
function drawLines(canvas: Canvas, ctx: RenderContext, set: WrappedText, x: number, y: number, face: 'regular' | 'bold', color: Parameters<Canvas['text']>[5]): number {
  const step = lineHeight(set.size);
  set.lines.forEach((line, i) => canvas.text(line, x, baselineBelow(y + i * step, set.size), ctx[face], set.size, color));
  return (set.lines.length - 1) * step + set.size * 1.2;
}

/** Draws the running head of pages 2 and on and returns the y where content begins. */
export function drawRunningHeader(canvas: Canvas, ctx: RenderContext, model: SheetModel): number {
  const { theme } = ctx;
  const x = theme.margin;
  const width = canvas.width - 2 * theme.margin;
  const y = theme.margin;
  const size = 11;
  const system = labelText(model.system.name);
  const systemWidth = Math.min(ctx.bold.widthOfTextAtSize(system, 7.5), width / 3);
  canvas.fitted(system, x + width - systemWidth, baselineBelow(y, 7.5, 2.5), systemWidth, ctx.bold, 7.5, 5, theme.accent, 'right');
  const name = model.title.trim() !== '' ? model.title : 'Character sheet';
  const set = fitBox(ctx.bold, name, width - systemWidth - 16, size, 7, 6);
  const ruleY = y + drawLines(canvas, ctx, set, x, y, 'bold', theme.ink) - set.size * 1.2 + size * 1.35;
  canvas.hline(x, x + width, ruleY, theme.accent, 1);
  return ruleY + 12;
}
