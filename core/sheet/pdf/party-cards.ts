/**
 * The party sheet's member cards (issue 21 §9): for each member a framed card with its name, class and XP, a row of
 * boxes (every defence, health now and at most beside an empty box to pencil it, the rules' state word, initiative,
 * movement and thresholds) and lines of figures (saves, attacks, thief abilities or skills, conditions), laid out in
 * one or two columns on one page. Nothing here knows a game: the cards are read from the party sheet's model
 * (party-sheet.ts) by the ids of their fields.
 *
 * Text is wrapped only at spaces, never inside a word and never cut short with "…": a line of figures breaks between
 * figures first ("Death 12 · Wands 13"), inside a figure only when one is wider than the line. When the cards do not
 * fit, the text shrinks a step at a time down to a floor; past the floor the caller prints the compact table instead.
 */
import type { FieldsSection, SheetField } from '../sheet-model';
import { baselineBelow, type Canvas, type RenderContext } from './canvas';
import { labelText } from './boxes';
import type { Measurer } from './text-fit';
import { wrapText } from './text-fit';
import { DESCENT, lineHeight } from './theme';

/** Between the figures of a line, and where a line prefers to break. */
export const FIGURE_SEPARATOR = ' · ';

/** The text sizes tried, largest first: the first at which every card fits on the page wins. */
export const CARD_SIZES = [9, 8.5, 8, 7.5, 7, 6.5, 6, 5.5] as const;

/** A box of the card's row: a label over a value. */
interface CardBox {
  readonly label: string;
  readonly value: string;
  /** 'health': the value then an empty box to pencil it in play; 'state': the rules' word, in the accent. */
  readonly kind: 'plain' | 'health' | 'state';
  /** True for the glance values (initiative, movement, thresholds), which take a row of their own when all do not fit in one. */
  readonly glance?: boolean;
}

/** A member's card as the layout needs it. */
export interface MemberCard {
  readonly title: string;
  /** Class and level, then XP: "Thief 1 · XP 0 / 2,000". */
  readonly subtitle: string;
  readonly boxes: readonly CardBox[];
  /** Labelled lines: saves, attacks, abilities, skills, and the conditions last. */
  readonly lines: readonly { readonly label: string; readonly value: string }[];
}

/** Reads a member's card from its section of the party sheet's model (see memberSection in party-sheet.ts). */
export function memberCard(section: FieldsSection): MemberCard {
  const ends = (f: SheetField, suffix: RegExp) => suffix.test(f.id.slice(f.id.indexOf('.')));
  const first = (suffix: RegExp) => section.fields.find((f) => ends(f, suffix));
  const all = (suffix: RegExp) => section.fields.filter((f) => ends(f, suffix));
  const line = first(/^\.line$/);
  const xp = first(/^\.xp$/);
  const xpText = xp && xp.value !== '' ? `XP ${xp.value}${/ready/.test(xp.label) ? ' — level up ready' : ''}` : '';
  const health = first(/^\.health$/);
  const state = first(/^\.state$/);
  const conditions = first(/^\.conditions$/);
  return {
    title: section.title,
    subtitle: [line?.value ?? '', xpText].filter((t) => t !== '').join(FIGURE_SEPARATOR),
    boxes: [
      ...all(/^\.defence\.\d+$/).map((f): CardBox => ({ label: f.label, value: f.value, kind: 'plain' })),
      ...(health ? [{ label: health.label, value: health.value, kind: 'health' as const }] : []),
      ...(state ? [{ label: state.label, value: state.value, kind: 'state' as const }] : []),
      ...all(/^\.glance\.\d+$/).map((f): CardBox => ({ label: f.label, value: f.value, kind: 'plain', glance: true })),
    ],
    lines: [...all(/^\.lines\./).map((f) => ({ label: f.label, value: f.value })), ...(conditions ? [{ label: conditions.label, value: conditions.value }] : [])],
  };
}

/**
 * Text wrapped at spaces into lines no wider than `width`, breaking between figures first; null when one word is
 * wider than the line (the caller shrinks the text rather than break the word).
 */
export function wrapFigures(font: Measurer, text: string, size: number, width: number): string[] | null {
  const lines: string[] = [];
  let current = '';
  const add = (piece: string, separator: string): boolean => {
    const candidate = current === '' ? piece : `${current}${separator}${piece}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      return true;
    }
    if (current !== '') lines.push(current);
    current = '';
    if (font.widthOfTextAtSize(piece, size) > width) return false;
    current = piece;
    return true;
  };
  for (const figure of text.replace(/\s+/g, ' ').trim().split(FIGURE_SEPARATOR)) {
    if (figure === '' || add(figure, FIGURE_SEPARATOR)) continue;
    // A figure wider than a line goes word by word, from a fresh line.
    const words = figure.split(' ').filter((w) => w !== '');
    for (const word of words) if (!add(word, ' ')) return null;
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** Wrapped at spaces; a word wider than the line even at the smallest size is the one thing still broken. */
function wrapped(font: Measurer, text: string, size: number, width: number): string[] {
  return wrapFigures(font, text, size, width) ?? wrapText(font, text, size, width);
}

/** The card's sizes at one text size. */
interface Sizes {
  readonly text: number;
  readonly title: number;
  readonly label: number;
  readonly value: number;
}

function sizesFor(text: number): Sizes {
  return { text, title: text + 1.5, label: Math.max(5, text - 1.6), value: text + 1.5 };
}

const PAD = 5;
const BOX_PAD = 3;
const BOX_GAP = 3;
/** Width of the empty box to pencil health into, and of an empty state box. */
const PENCIL = 30;

/** A card planned at a width and size: its height, and how to draw it. */
export interface PlannedCard {
  readonly height: number;
  /** Whether every word fits whole on its line at this size. */
  readonly whole: boolean;
  draw(canvas: Canvas, x: number, y: number, height: number): void;
}

interface PlacedBox {
  readonly box: CardBox;
  readonly x: number;
  readonly width: number;
  readonly lines: readonly string[];
}

/** Plans one card at `width` with text of `size`. */
export function planCard(ctx: RenderContext, card: MemberCard, width: number, size: number): PlannedCard {
  const { theme, regular, bold } = ctx;
  const s = sizesFor(size);
  const inner = width - 2 * PAD;
  let whole = true;
  const wrap = (font: Measurer, text: string, sz: number, w: number): string[] => {
    const lines = wrapFigures(font, text, sz, w);
    if (lines) return lines;
    whole = false;
    return wrapped(font, text, sz, w);
  };

  const titleLines = wrap(bold, card.title, s.title, inner);
  const subtitleLines = card.subtitle === '' ? [] : wrap(regular, card.subtitle, s.text, inner);
  let y = PAD + titleLines.length * lineHeight(s.title) + subtitleLines.length * lineHeight(s.text) + 2;

  // The boxes: each as wide as its label or value needs, packed into rows, each row stretched to the card's width.
  // `compact`: the state word may wrap at its spaces ("Unconscious, / dying"), so its box needs only its widest word.
  const natural = (b: CardBox, compact: boolean): number => {
    const label = bold.widthOfTextAtSize(labelText(b.label), s.label);
    const valueFont = b.kind === 'state' ? bold : regular;
    const widest = (text: string) => Math.max(0, ...text.split(' ').map((w) => valueFont.widthOfTextAtSize(w, s.value)));
    const value = b.value === '' ? 0 : compact && b.kind === 'state' ? widest(b.value) : valueFont.widthOfTextAtSize(b.value, s.value);
    const need = b.kind === 'health' ? value + 4 + PENCIL : b.kind === 'state' && b.value === '' ? PENCIL : value;
    return Math.min(inner, Math.max(label, need) + 2 * BOX_PAD);
  };
  // One row when they all fit; else the defences, health and state in one row (or more) and the glance values after.
  const pack = (boxes: readonly CardBox[], compact: boolean): CardBox[][] => {
    const rows: CardBox[][] = [];
    let rowWidth = 0;
    for (const b of boxes) {
      const w = natural(b, compact);
      const row = rows[rows.length - 1];
      if (row && rowWidth + BOX_GAP + w <= inner) {
        row.push(b);
        rowWidth += BOX_GAP + w;
      } else {
        rows.push([b]);
        rowWidth = w;
      }
    }
    return rows;
  };
  // One row with the state word on two lines is better than a second row.
  const compact = pack(card.boxes, false).length > 1 && pack(card.boxes, true).length === 1;
  const together = pack(card.boxes, compact);
  const rows = together.length <= 1 ? together : [...pack(card.boxes.filter((b) => !b.glance), false), ...pack(card.boxes.filter((b) => b.glance), false)];
  const labelBand = s.label * 1.25 + BOX_PAD;
  const placedRows: { top: number; height: number; boxes: PlacedBox[] }[] = [];
  for (const row of rows) {
    const needs = row.map((b) => natural(b, compact));
    const spare = inner - needs.reduce((a, b) => a + b, 0) - BOX_GAP * (row.length - 1);
    const total = needs.reduce((a, b) => a + b, 0);
    let bx = 0;
    const boxes = row.map((box, i): PlacedBox => {
      const w = (needs[i] ?? 0) + (spare * (needs[i] ?? 0)) / total;
      const valueWidth = w - 2 * BOX_PAD - (box.kind === 'health' ? PENCIL + 4 : 0);
      const lines = box.value === '' ? [] : wrap(box.kind === 'state' ? bold : regular, box.value, s.value, valueWidth);
      const placed = { box, x: bx, width: w, lines };
      bx += w + BOX_GAP;
      return placed;
    });
    const height = labelBand + Math.max(1, ...boxes.map((b) => b.lines.length)) * lineHeight(s.value) + 1;
    placedRows.push({ top: y, height, boxes });
    y += height + BOX_GAP;
  }
  if (rows.length > 0) y += 1;

  // The lines: a column of labels (wrapped at spaces when long), the figures wrapped beside them.
  const labelOf = (l: { readonly label: string }) => labelText(l.label);
  const widestWord = Math.max(0, ...card.lines.flatMap((l) => labelOf(l).split(' ').map((w) => bold.widthOfTextAtSize(w, s.label))));
  const widestLabel = Math.max(0, ...card.lines.map((l) => bold.widthOfTextAtSize(labelOf(l), s.label)));
  const labelWidth = Math.max(widestWord, Math.min(widestLabel, inner * 0.2)) + 4;
  const textWidth = inner - labelWidth;
  const setLines = card.lines.map((l) => ({
    labels: wrap(bold, labelOf(l), s.label, labelWidth - 4),
    lines: l.value === '' ? [] : wrap(regular, l.value, s.text, textWidth),
    top: 0,
  }));
  for (const l of setLines) {
    l.top = y;
    y += Math.max(Math.max(1, l.lines.length) * lineHeight(s.text), l.labels.length * lineHeight(s.label) + (s.text - s.label));
  }
  const height = y + PAD - 2;

  return {
    height,
    whole,
    draw(canvas, x, top, frame) {
      canvas.rect(x, top, width, frame, { stroke: theme.rule, strokeWidth: 0.8, radius: 3 });
      const left = x + PAD;
      let ty = top + PAD;
      for (const line of titleLines) {
        canvas.text(line, left, baselineBelow(ty, s.title), bold, s.title, theme.accent);
        ty += lineHeight(s.title);
      }
      for (const line of subtitleLines) {
        canvas.text(line, left, baselineBelow(ty, s.text), regular, s.text, theme.muted);
        ty += lineHeight(s.text);
      }
      for (const row of placedRows) {
        const rowTop = top + row.top;
        for (const p of row.boxes) {
          const bx = left + p.x;
          canvas.rect(bx, rowTop, p.width, row.height, { stroke: theme.boxStroke, strokeWidth: 0.5, radius: 2 });
          canvas.text(labelText(p.box.label), bx + BOX_PAD, baselineBelow(rowTop, s.label, BOX_PAD - 1), bold, s.label, theme.muted);
          const font = p.box.kind === 'state' ? bold : regular;
          const color = p.box.kind === 'state' ? theme.accent : theme.ink;
          p.lines.forEach((line, i) => canvas.text(line, bx + BOX_PAD, baselineBelow(rowTop + labelBand + i * lineHeight(s.value), s.value), font, s.value, color));
          if (p.box.kind === 'health') {
            // The empty box to pencil the value in play, at the right of the health box.
            // Level with the value's first line, whatever the row's height.
            const ph = lineHeight(s.value) + 2;
            canvas.rect(bx + p.width - BOX_PAD - PENCIL, rowTop + labelBand - 1.5, PENCIL, ph, { stroke: theme.boxStroke, strokeWidth: 0.6, radius: 0 });
          }
        }
      }
      for (const l of setLines) {
        const ly = top + l.top;
        l.labels.forEach((label, i) => canvas.text(label, left, baselineBelow(ly + i * lineHeight(s.label), s.label, (s.text - s.label) * 0.93), bold, s.label, theme.accent));
        if (l.lines.length === 0) {
          // Nothing yet (no conditions): a rule to write on.
          const base = baselineBelow(ly, s.text) + s.text * DESCENT * 0.5;
          canvas.hline(left + labelWidth, left + inner, base, theme.rule, 0.5);
        }
        l.lines.forEach((line, i) => canvas.text(line, left + labelWidth, baselineBelow(ly + i * lineHeight(s.text), s.text), regular, s.text, theme.ink));
      }
    },
  };
}

/**
 * Lays the cards out between `top` and `bottom` at the largest text size at which they fit with every word whole: in
 * one column for up to three members, else two, each row of the grid as tall as its tallest card. Returns false (and
 * draws nothing) when they do not fit even at the smallest size.
 */
export function layoutCards(ctx: RenderContext, canvas: Canvas, cards: readonly MemberCard[], x: number, top: number, width: number, bottom: number): boolean {
  const columns = cards.length <= 3 ? 1 : 2;
  const gap = 8;
  const cardWidth = (width - gap * (columns - 1)) / columns;
  for (const size of CARD_SIZES) {
    const planned = cards.map((c) => planCard(ctx, c, cardWidth, size));
    const last = size === CARD_SIZES[CARD_SIZES.length - 1];
    if (!last && planned.some((p) => !p.whole)) continue;
    const rowHeights: number[] = [];
    for (let i = 0; i < planned.length; i += columns) rowHeights.push(Math.max(...planned.slice(i, i + columns).map((p) => p.height)));
    const total = rowHeights.reduce((a, b) => a + b, 0) + gap * Math.max(0, rowHeights.length - 1);
    if (top + total > bottom) continue;
    let y = top;
    rowHeights.forEach((h, r) => {
      planned.slice(r * columns, r * columns + columns).forEach((p, c) => p.draw(canvas, x + c * (cardWidth + gap), y, h));
      y += h + gap;
    });
    return true;
  }
  return false;
}
