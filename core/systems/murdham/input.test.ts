import { describe, expect, it } from 'vitest';
import { readKeywords, readShillings, readWhole } from './input';

describe('reading typed Murdham numbers', () => {
  it('reads shillings written with quarters the way the text writes money (000:151, 000:153)', () => {
    expect(readShillings('12')).toBe(12);
    expect(readShillings('12.25')).toBe(12.25);
    expect(readShillings('12¼')).toBe(12.25);
    expect(readShillings('½')).toBe(0.5);
    expect(readShillings('3 3/4')).toBe(3.75);
    expect(readShillings('512ʂ')).toBe(512);
    expect(readShillings('1,250')).toBe(1250);
  });

  it('gives the empty value for a blank field and NaN for words, so core can refuse them in a sentence', () => {
    expect(readShillings('  ', 0)).toBe(0);
    expect(readShillings('twelve')).toBeNaN();
    expect(readShillings('1/0')).toBeNaN();
    expect(readWhole('')).toBeNaN();
    expect(readWhole('7', 1)).toBe(7);
    expect(readWhole('7.5')).toBeNaN();
    expect(readWhole(' 15 ')).toBe(15);
  });

  it('splits keywords on commas, semicolons and new lines', () => {
    expect(readKeywords('climb, sorcery;swim')).toEqual(['climb', ' sorcery', 'swim']);
  });
});
