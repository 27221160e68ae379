import type { PDFFont } from 'pdf-lib';
import { shapesWordByWord } from './word-layout';

/**
 * Widths already measured in one face, in units of the font size: per character, and per word for words that need
 * shaping. Shared by every document that embeds the same parsed face (font-faces.ts), since widths depend only on it.
 */
export interface WidthMemo {
  readonly advances: Map<string, number>;
  readonly words: Map<string, number>;
}

/**
 * Makes a font's text measuring fast. pdf-lib measures by running fontkit's full text layout on every call, and a
 * sheet measures hundreds of strings (fitting, wrapping, truncating): that was most of a sheet's render time. Every
 * character's advance is measured once and a string's width is their sum — what pdf-lib itself adds up, since its
 * width is the sum of glyph advances and the drawn PDF text carries no kerning. Strings with characters the layout
 * may combine (ligatures, marks) are measured the slow way, exactly: a Latin line word by word, each word once (the
 * line is shaped word by word too, see word-layout.ts), any other line whole. Pass the face's memo to reuse what other
 * documents measured in it; without one the widths are remembered for this font only.
 */
export function withFastWidths(font: PDFFont, memo: WidthMemo = { advances: new Map(), words: new Map() }): PDFFont {
  const exact = font.widthOfTextAtSize.bind(font);
  const advance = memo.advances;
  const perUnit = (ch: string): number => {
    let w = advance.get(ch);
    if (w === undefined) {
      w = exact(ch, 1000) / 1000;
      advance.set(ch, w);
    }
    return w;
  };
  // Latin letters in DejaVu form ligatures only for "fi"/"fl"-like pairs in some fonts; measuring those exactly keeps
  // the result identical to pdf-lib's.
  const needsLayout = /f[filt]|[\u0300-\u036f\u0590-\u08ff]/;
  const sum = (text: string): number => {
    let units = 0;
    for (const ch of text) units += perUnit(ch);
    return units;
  };
  // Words measured exactly, remembered: wrapping measures a line once per word added to it.
  const words = memo.words;
  const wordUnits = (word: string): number => {
    if (!needsLayout.test(word)) return sum(word);
    let w = words.get(word);
    if (w === undefined) {
      if (words.size >= 50_000) words.clear();
      w = exact(word, 1000) / 1000;
      words.set(word, w);
    }
    return w;
  };
  font.widthOfTextAtSize = (text: string, size: number): number => {
    if (!needsLayout.test(text)) return sum(text) * size;
    // A Latin line is shaped word by word (word-layout.ts), so its width is its words' widths and its spaces'.
    if (!shapesWordByWord(text)) return exact(text, size);
    let units = 0;
    const parts = text.split(' ');
    parts.forEach((word, i) => {
      if (i > 0) units += perUnit(' ');
      if (word !== '') units += wordUnits(word);
    });
    return units * size;
  };
  return font;
}
