import type { PDFFont } from 'pdf-lib';

/**
 * Makes a font's text measuring fast. pdf-lib measures by running fontkit's full text layout on every call, and a
 * sheet measures hundreds of strings (fitting, wrapping, truncating): that was most of a sheet's render time. Every
 * character's advance is measured once and a string's width is their sum — what pdf-lib itself adds up, since its
 * width is the sum of glyph advances and the drawn PDF text carries no kerning. Strings with characters the layout
 * may combine (ligatures, marks) are measured the slow way, exactly.
 */
export function withFastWidths(font: PDFFont): PDFFont {
  const exact = font.widthOfTextAtSize.bind(font);
  const advance = new Map<string, number>();
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
  font.widthOfTextAtSize = (text: string, size: number): number => {
    if (needsLayout.test(text)) return exact(text, size);
    let units = 0;
    for (const ch of text) units += perUnit(ch);
    return units * size;
  };
  return font;
}
