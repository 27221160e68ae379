/**
 * Measuring, fitting and wrapping text. Pure functions over anything that can measure a string (a pdf-lib PDFFont in
 * practice), so they can be tested without a PDF.
 */

/** Something that measures text; pdf-lib's PDFFont satisfies it. */
export interface Measurer {
  widthOfTextAtSize(text: string, size: number): number;
}

/** A string fitted into a width: possibly shrunk, possibly cut short. */
export interface FittedText {
  readonly text: string;
  readonly size: number;
  /** True when the text was cut and ends with "…". */
  readonly truncated: boolean;
}

const ELLIPSIS = '…';

/** Where a word may break without a space: after a hyphen, a dash or a slash ("Non-proficient", "10/20/30"). */
const SOFT_BREAK = /(?<=[-/\u2010-\u2014])/;

/** Collapses runs of whitespace (newlines, tabs) to single spaces: a one-line value must not break a line. */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Fits one line of text into maxWidth: keeps the size if it fits, else shrinks it (never below minSize), else cuts it
 * at minSize and ends it with "…". Sizes are rounded down to a quarter point so that the result is stable.
 */
export function fitText(font: Measurer, raw: string, maxWidth: number, size: number, minSize: number): FittedText {
  const text = singleLine(raw);
  if (text === '' || maxWidth <= 0) return { text: maxWidth <= 0 ? '' : text, size, truncated: false };
  const width = font.widthOfTextAtSize(text, size);
  if (width <= maxWidth) return { text, size, truncated: false };
  const shrunk = Math.floor(((size * maxWidth) / width) * 4) / 4;
  if (shrunk >= minSize && font.widthOfTextAtSize(text, shrunk) <= maxWidth) {
    return { text, size: shrunk, truncated: false };
  }
  return { text: truncateToWidth(font, text, maxWidth, minSize), size: minSize, truncated: true };
}

/** Text set in a box as lines: the size it is drawn at and its lines, none wider than the box. */
export interface WrappedText {
  readonly lines: readonly string[];
  readonly size: number;
}

/**
 * Sets text in a box of maxWidth without cutting any of it: one line at full size if it fits, else wrapped at full
 * size between words. A word wider than the box shrinks the text (never below minSize) until that word fits; only a
 * word too wide even then is broken between code points. Whitespace is collapsed as in singleLine, so a value's own
 * line breaks never add empty lines.
 */
export function fitLines(font: Measurer, raw: string, maxWidth: number, size: number, minSize: number): WrappedText {
  const text = singleLine(raw);
  if (text === '' || maxWidth <= 0 || font.widthOfTextAtSize(text, size) <= maxWidth) return { lines: [text], size };
  // The widest piece that cannot be broken: words, or their parts between hyphens and slashes.
  let widest = 0;
  for (const word of text.split(' ')) for (const part of word.split(SOFT_BREAK)) widest = Math.max(widest, font.widthOfTextAtSize(part, size));
  let fitted = size;
  if (widest > maxWidth) {
    fitted = Math.max(minSize, Math.floor(((size * maxWidth) / widest) * 4) / 4);
    // A single word that now fits on one line needs no wrapping at all.
    if (font.widthOfTextAtSize(text, fitted) <= maxWidth) return { lines: [text], size: fitted };
  }
  return { lines: wrapText(font, text, fitted, maxWidth), size: fitted };
}

/**
 * Sets a value in a box: on one line if it fits there at minSize or more (shrunk no more than needed), else wrapped
 * at minSize (a word wider than the box shrinks further, to floorSize, before it is broken). Boxes prefer one smaller
 * line to two; tables prefer two lines at full size (see fitLines).
 */
export function fitBox(font: Measurer, raw: string, maxWidth: number, size: number, minSize: number, floorSize = minSize): WrappedText {
  const one = fitText(font, raw, maxWidth, size, minSize);
  if (!one.truncated) return { lines: [one.text], size: one.size };
  return fitLines(font, raw, maxWidth, minSize, floorSize);
}

/**
 * The largest count n in 1..available for which fits(n) holds, assuming fits is monotone (true up to some n, then
 * false); 1 when even one does not fit, so a caller always makes progress. The search gallops from `guess` (the
 * previous line's count is a good one) before it bisects, so the cost grows with the answer (one printed line),
 * never with the whole text: a line cut from a megabyte-long word costs what a line of ordinary words costs.
 */
function largestFitting(available: number, fits: (n: number) => boolean, guess = 1): number {
  let good: number;
  let bad: number;
  const start = Math.min(Math.max(1, guess), available);
  if (start === 1 || fits(start)) {
    // Up from a count that fits (one always counts as fitting), doubling the step.
    good = start;
    let step = 1;
    while (good + step <= available && fits(good + step)) {
      good += step;
      step *= 2;
    }
    bad = Math.min(good + step, available + 1);
  } else {
    // Down from a count that does not fit, doubling the step, to one that does (or to 1).
    bad = start;
    let step = 1;
    while (bad - step > 1 && !fits(bad - step)) {
      bad -= step;
      step *= 2;
    }
    good = Math.max(1, bad - step);
  }
  while (bad - good > 1) {
    const mid = Math.floor((good + bad) / 2);
    if (fits(mid)) good = mid;
    else bad = mid;
  }
  return good;
}

/**
 * The longest prefix of text (whole code points, trailing space dropped) that, followed by "…", fits in maxWidth.
 * Returns "" when not even the ellipsis fits.
 */
export function truncateToWidth(font: Measurer, text: string, maxWidth: number, size: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  if (font.widthOfTextAtSize(ELLIPSIS, size) > maxWidth) return '';
  const chars = Array.from(text);
  const prefix = (n: number) => chars.slice(0, n).join('').trimEnd();
  const fits = (n: number) => font.widthOfTextAtSize(prefix(n) + ELLIPSIS, size) <= maxWidth;
  if (chars.length === 0 || !fits(1)) return ELLIPSIS;
  return prefix(largestFitting(chars.length, fits)) + ELLIPSIS;
}

/**
 * Wraps text into lines no wider than maxWidth. Explicit newlines are kept as line breaks; words longer than a line
 * are broken between code points so nothing ever runs past the edge. Time is linear in the length of the text
 * (each line is measured a bounded number of times), so a megabyte of notes wraps in well under a second.
 */
export function wrapText(font: Measurer, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const hardLine of text.split(/\r?\n/)) {
    const words = hardLine.split(/[ \t]+/).filter((w) => w !== '');
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let current = '';
    for (const word of words) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current !== '') lines.push(current);
      current = word;
      // The word alone may still be too wide: break it into pieces that fit, keeping the last one open.
      if (font.widthOfTextAtSize(word, size) > maxWidth) {
        const pieces = breakWord(font, word, size, maxWidth);
        current = pieces.pop() ?? '';
        lines.push(...pieces);
      }
    }
    lines.push(current);
  }
  return lines;
}

/**
 * A word cut into pieces that each fit in maxWidth, in order: after its hyphens, dashes and slashes where those
 * pieces fit, else between code points (a piece is one code point at least).
 */
function breakWord(font: Measurer, word: string, size: number, maxWidth: number): string[] {
  const segments = word.split(SOFT_BREAK);
  if (segments.length === 1) return breakChars(font, word, size, maxWidth);
  const pieces: string[] = [];
  let current = '';
  for (const segment of segments) {
    if (font.widthOfTextAtSize(current + segment, size) <= maxWidth) {
      current += segment;
      continue;
    }
    if (current !== '') pieces.push(current);
    current = segment;
    if (font.widthOfTextAtSize(segment, size) > maxWidth) {
      const parts = breakChars(font, segment, size, maxWidth);
      current = parts.pop() ?? '';
      pieces.push(...parts);
    }
  }
  pieces.push(current);
  return pieces;
}

/** A word cut between code points into pieces that each fit in maxWidth (a piece is one code point at least). */
function breakChars(font: Measurer, word: string, size: number, maxWidth: number): string[] {
  const chars = Array.from(word);
  const pieces: string[] = [];
  let guess = 1;
  for (let start = 0; start < chars.length; ) {
    const piece = (n: number) => chars.slice(start, start + n).join('');
    const n = largestFitting(chars.length - start, (k) => font.widthOfTextAtSize(piece(k), size) <= maxWidth, guess);
    pieces.push(piece(n));
    start += n;
    guess = n;
  }
  return pieces;
}
