/**
 * Paper sizes, colours and type sizes of the printed sheet. Kept in one place so the look can be tuned without
 * touching layout code, and so every layout file agrees on the same measures.
 */
import { rgb } from 'pdf-lib';
import type { RGB } from 'pdf-lib';

/** The paper sizes the sheet prints on. */
export type Paper = 'a4' | 'letter';

/** Page width and height in PDF points (1/72 in). A4 is 210×297 mm. */
export const PAPER_SIZES: Readonly<Record<Paper, readonly [number, number]>> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
};

/** The colours and measures the layout uses. */
export interface Theme {
  /** Main ink: a dark grey reads softer than black and still prints crisply. */
  readonly ink: RGB;
  /** Labels, captions and the footer. */
  readonly muted: RGB;
  /** The one accent colour: headings, the header rule, override marks. */
  readonly accent: RGB;
  /** Box outlines. */
  readonly boxStroke: RGB;
  /** Thin table rules and writing lines. */
  readonly rule: RGB;
  /** Zebra stripes and the table header fill. */
  readonly zebra: RGB;
  readonly headerFill: RGB;
  /** Page margin on every side. */
  readonly margin: number;
  /** Gap between the columns of page 1. */
  readonly columnGap: number;
  /** Vertical gap between sections. */
  readonly sectionGap: number;
  /** Gap between boxes in a row. */
  readonly boxGap: number;
  /** Text sizes and their smallest allowed shrink. */
  readonly size: {
    readonly title: number;
    readonly titleMin: number;
    readonly subtitle: number;
    readonly heading: number;
    readonly label: number;
    readonly labelMin: number;
    readonly value: number;
    readonly valueMin: number;
    readonly large: number;
    readonly largeMin: number;
    readonly cell: number;
    readonly cellMin: number;
    readonly headerCell: number;
    readonly body: number;
    readonly footer: number;
  };
}

/** The default look: dark grey ink on white with a deep red accent. */
export const THEME: Theme = {
  ink: rgb(0.16, 0.16, 0.18),
  muted: rgb(0.4, 0.4, 0.43),
  accent: rgb(0.52, 0.13, 0.15),
  boxStroke: rgb(0.55, 0.55, 0.58),
  rule: rgb(0.78, 0.78, 0.8),
  zebra: rgb(0.95, 0.95, 0.96),
  headerFill: rgb(0.9, 0.9, 0.92),
  margin: 36,
  columnGap: 16,
  sectionGap: 12,
  boxGap: 5,
  size: {
    title: 22,
    titleMin: 12,
    subtitle: 9.5,
    heading: 10,
    label: 6.3,
    labelMin: 5,
    value: 10.5,
    valueMin: 7,
    large: 19,
    largeMin: 10,
    cell: 8.5,
    cellMin: 6.5,
    headerCell: 7,
    body: 9,
    footer: 7,
  },
};

/**
 * Line height for a font size. DejaVu's ascent + descent is about 1.17 em; lines closer than that make the glyph
 * boxes of neighbouring lines overlap (and text extraction then merges or reorders them).
 */
export function lineHeight(size: number): number {
  return size * 1.32;
}

/** Ascent of DejaVu Sans as a fraction of the size (1901/2048): where a baseline goes below a box's top. */
export const ASCENT = 0.93;
/** Descent of DejaVu Sans as a fraction of the size (483/2048). */
export const DESCENT = 0.24;
