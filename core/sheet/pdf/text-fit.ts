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

/**
 * The longest prefix of text (whole code points, trailing space dropped) that, followed by "…", fits in maxWidth.
 * Returns "" when not even the ellipsis fits.
 */
export function truncateToWidth(font: Measurer, text: string, maxWidth: number, size: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  const chars = Array.from(text);
  // Binary search on the number of code points kept; width grows with the prefix.
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const candidate = chars.slice(0, mid).join('').trimEnd() + ELLIPSIS;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  if (lo === 0) return font.widthOfTextAtSize(ELLIPSIS, size) <= maxWidth ? ELLIPSIS : '';
  return chars.slice(0, lo).join('').trimEnd() + ELLIPSIS;
}

/**
 * Wraps text into lines no wider than maxWidth. Explicit newlines are kept as line breaks; words longer than a line
 * are broken between code points so nothing ever runs past the edge.
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
      current = '';
      // The word alone may still be too wide: break it into pieces that fit.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > maxWidth) {
        const piece = longestFittingPrefix(font, rest, size, maxWidth);
        lines.push(piece);
        rest = rest.slice(piece.length);
      }
      current = rest;
    }
    lines.push(current);
  }
  return lines;
}

/** The longest prefix (at least one code point) of text that fits in maxWidth. */
function longestFittingPrefix(font: Measurer, text: string, size: number, maxWidth: number): string {
  const chars = Array.from(text);
  let lo = 1;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(chars.slice(0, mid).join(''), size) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('');
}
