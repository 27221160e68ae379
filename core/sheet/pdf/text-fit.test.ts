/** Unit tests of text fitting and wrapping, with a fake font whose widths are easy to reason about. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText, singleLine, truncateToWidth, wrapText } from './text-fit';
import type { Measurer } from './text-fit';

/** Every code point is half an em wide. */
const mono: Measurer = { widthOfTextAtSize: (text, size) => Array.from(text).length * size * 0.5 };

describe('fitText', () => {
  it('keeps text that fits at full size', () => {
    expect(fitText(mono, 'Dagger', 100, 10, 6)).toEqual({ text: 'Dagger', size: 10, truncated: false });
  });

  it('shrinks text that is a little too wide, no further than needed', () => {
    // 12 chars at 10pt = 60pt wide; 48pt allows 8pt.
    expect(fitText(mono, 'Short sword!', 48, 10, 6)).toEqual({ text: 'Short sword!', size: 8, truncated: false });
  });

  it('truncates with an ellipsis at the minimum size when shrinking is not enough', () => {
    const fit = fitText(mono, 'An extraordinarily long item name', 30, 10, 6);
    expect(fit.truncated).toBe(true);
    expect(fit.size).toBe(6);
    expect(fit.text.endsWith('…')).toBe(true);
    // 30pt at 6pt (3pt per char) holds 10 chars: 9 kept plus the ellipsis.
    expect(fit.text).toBe('An extrao…');
  });

  it('never exceeds the width and never grows the size', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 300 }), (text, width) => {
        const fit = fitText(mono, text, width, 10, 6);
        expect(mono.widthOfTextAtSize(fit.text, fit.size)).toBeLessThanOrEqual(width + 1e-9);
        expect(fit.size).toBeLessThanOrEqual(10);
        expect(fit.size).toBeGreaterThanOrEqual(6);
      }),
    );
  });
});

describe('truncateToWidth', () => {
  it('cuts between code points, not inside a surrogate pair', () => {
    // 2.5pt per code point at 5pt: 10pt holds four, three kept plus the ellipsis.
    expect(truncateToWidth(mono, '𝔄𝔅ℭ𝔇𝔈𝔉', 10, 5)).toBe('𝔄𝔅ℭ…');
  });

  it('returns an empty string when not even the ellipsis fits', () => {
    expect(truncateToWidth(mono, 'abc', 1, 10)).toBe('');
  });
});

describe('wrapText', () => {
  it('wraps at word boundaries', () => {
    // 10pt: 5pt per char, 50pt = 10 chars a line.
    expect(wrapText(mono, 'Owes Captain Marrow 20 gp', 10, 50)).toEqual(['Owes', 'Captain', 'Marrow 20', 'gp']);
  });

  it('breaks words longer than a line', () => {
    expect(wrapText(mono, 'abcdefghijklmnopqrstuvwxyz', 10, 50)).toEqual(['abcdefghij', 'klmnopqrst', 'uvwxyz']);
  });

  it('keeps explicit line breaks, including empty lines', () => {
    expect(wrapText(mono, 'one\n\ntwo', 10, 50)).toEqual(['one', '', 'two']);
  });

  it('loses no words and never exceeds the width', () => {
    const word = fc.array(fc.constantFrom(...'abcdxyzæøþð'), { minLength: 1, maxLength: 30 }).map((a) => a.join(''));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), fc.integer({ min: 5, max: 400 }), (words, width) => {
        const lines = wrapText(mono, words.join(' '), 10, width);
        for (const line of lines) expect(mono.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(Math.max(width, 5));
        // Spaces between words may sit inside a line; the letters, in order, are all there.
        expect(lines.join('').replace(/ /g, '')).toBe(words.join(''));
      }),
    );
  });
});

describe('singleLine', () => {
  it('collapses newlines and runs of spaces', () => {
    expect(singleLine('  Black\n Leaf\t the  Bold ')).toBe('Black Leaf the Bold');
  });
});
