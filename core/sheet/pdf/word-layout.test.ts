/**
 * Word-by-word layout must give exactly the glyphs fontkit's whole-line shaping gives (pdf-lib prints and measures
 * glyphs, so equal glyphs mean equal PDFs and equal widths), for every script a sheet may hold, in both faces.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withWordLayout } from './word-layout';

const FONT_DIR = new URL('../../../resources/fonts/', import.meta.url);

/** Letters from every corner the sheet meets: ligature pairs, accents and combining marks, Greek, Cyrillic, Arabic,
 * Hebrew, CJK (not in the font), emoji, no-break and other spaces. */
const PIECES = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'.,;:!?\'"()[]{}-–—…/\\@#%&*+=<>|~`^_$',
  'fi', 'fl', 'ff', 'ffi', 'ft', 'f', 'é', 'ß', 'Æ', 'Þ', 'ð', 'ø', 'ŀ', 'ĳ', 'ﬁ', 'e\u0301', 'a\u0308\u0323',
  'Ω', 'λόγος', 'Жизнь', 'مرحبا', 'שלום', '北京', '👩‍👩‍👧', '\u00a0', '\u2009', '\t',
  ' ', ' ', ' ', ' ',
];
const NOT_LATIN = new Set(['Ω', 'λόγος', 'Жизнь', 'مرحبا', 'שלום', '北京', '👩‍👩‍👧']);
const lineOf = (pieces: readonly string[]) => fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((parts) => parts.join(''));
/** Any mix, and Latin only (the lines shaped word by word; a mixed line is mostly shaped whole). */
const line = fc.oneof(lineOf(PIECES), lineOf(PIECES.filter((p) => !NOT_LATIN.has(p))));

describe.each(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'])('word-by-word layout of %s', (file) => {
  const bytes = new Uint8Array(readFileSync(new URL(file, FONT_DIR)));
  const whole = fontkit.create(bytes);
  const byWord = withWordLayout(fontkit.create(bytes));
  const glyphsOf = (run: ReturnType<typeof whole.layout>) => run.glyphs.map((g) => `${g.id}:${g.codePoints.join('+')}`);

  it('gives the glyphs (and their characters) of whole-line shaping, for any mix of scripts', () => {
    fc.assert(
      fc.property(line, (text) => {
        expect(glyphsOf(byWord.layout(text))).toEqual(glyphsOf(whole.layout(text)));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the same advance widths as pdf-lib adds them up, and repeats a word without shaping it again', () => {
    const text = 'The fifth flask of affliction fell off the left shelf';
    const sum = (run: ReturnType<typeof whole.layout>) => run.glyphs.reduce((w, g) => w + g.advanceWidth, 0);
    expect(sum(byWord.layout(text))).toBe(sum(whole.layout(text)));
    const first = byWord.layout('shelf shelf').glyphs;
    expect(first[0]).toBe(first[first.length - 1 - 4]);
  });

  it('keeps a right-to-left line whole (fontkit reverses it as one run)', () => {
    const text = 'שלום עולם and مرحبا بالعالم';
    expect(glyphsOf(byWord.layout(text))).toEqual(glyphsOf(whole.layout(text)));
  });
});
