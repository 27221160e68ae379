/** Unit tests of text fitting and wrapping, with a fake font whose widths are easy to reason about. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitBox, fitLines, fitText, singleLine, truncateToWidth, wrapText } from './text-fit';
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

describe('fitLines (table cells: wrap before shrinking)', () => {
  it('keeps a line that fits, and wraps one that does not at full size between words', () => {
    expect(fitLines(mono, 'Dagger', 100, 10, 6)).toEqual({ lines: ['Dagger'], size: 10 });
    // 10 chars a line at 10pt.
    expect(fitLines(mono, 'Sword, Bastard (One Handed)', 50, 10, 6)).toEqual({ lines: ['Sword,', 'Bastard', '(One', 'Handed)'], size: 10 });
  });

  it('shrinks for a word wider than the column, no further than needed, then wraps at that size', () => {
    // "Non-proficient" breaks after its hyphen; "proficient" (10 chars) fits 40pt at 8pt.
    expect(fitLines(mono, 'Non-proficient', 40, 10, 6)).toEqual({ lines: ['Non-', 'proficient'], size: 8 });
    // A single word that fits once shrunk stays on one line.
    expect(fitLines(mono, 'accented', 36, 10, 6)).toEqual({ lines: ['accented'], size: 9 });
  });

  it('breaks a word between code points only when even the smallest size is too wide, and loses nothing', () => {
    const fit = fitLines(mono, 'abcdefghijklmnopqrst', 30, 10, 6);
    expect(fit.size).toBe(6);
    expect(fit.lines.join('')).toBe('abcdefghijklmnopqrst');
    for (const line of fit.lines) expect(mono.widthOfTextAtSize(line, 6)).toBeLessThanOrEqual(30);
  });
});

describe('fitBox (value boxes: shrink before wrapping)', () => {
  it('prefers one smaller line, and wraps at the smallest size when that is not enough', () => {
    expect(fitBox(mono, "120' (40')", 40, 10, 7)).toEqual({ lines: ["120' (40')"], size: 8 });
    const fit = fitBox(mono, "120' (40') encumbered: 90' (30')", 40, 10, 7, 5);
    expect(fit.size).toBe(7);
    expect(fit.lines.join(' ')).toBe("120' (40') encumbered: 90' (30')");
    expect(fit.lines.length).toBeGreaterThan(1);
  });
});

describe('wrapText at hyphens and slashes', () => {
  it('breaks a long word after a hyphen or slash before breaking between letters', () => {
    expect(wrapText(mono, '10/20/30/40', 10, 30)).toEqual(['10/20/', '30/40']);
    expect(wrapText(mono, 'well-known-thing', 10, 50)).toEqual(['well-', 'known-', 'thing']);
  });
});
