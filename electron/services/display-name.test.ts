import { describe, expect, it } from 'vitest';
import { escapeControls, quoteName } from './display-name';

describe('names printed to a terminal', () => {
  it('quote plain names and leave their text alone', () => {
    expect(quoteName('thief.json')).toBe('"thief.json"');
    expect(quoteName('/Users/ann/My Characters/Black Leaf.pdf')).toBe('"/Users/ann/My Characters/Black Leaf.pdf"');
    expect(quoteName('C:\\Users\\Ann\\x.pdf')).toBe('"C:\\Users\\Ann\\x.pdf"');
    expect(quoteName('')).toBe('""');
    expect(quoteName('Ærwyn Þórsdóttir 🐉')).toBe('"Ærwyn Þórsdóttir 🐉"');
  });

  it('show terminal escapes, bells, carriage returns and newlines as escapes', () => {
    expect(quoteName('red\x1b[31m.pdf')).toBe('"red\\x1b[31m.pdf"');
    expect(quoteName('title\x1b]0;pwned\x07')).toBe('"title\\x1b]0;pwned\\x07"');
    expect(quoteName('ok\rWrote evil.pdf')).toBe('"ok\\x0dWrote evil.pdf"');
    expect(quoteName('two\nlines\tand tab')).toBe('"two\\x0alines\\x09and tab"');
    expect(quoteName('nul\x00del\x7fcsi\x9b')).toBe('"nul\\x00del\\x7fcsi\\x9b"');
  });

  it('show the invisible bidi controls that reorder text (a "fdp.exe" that is really "exe.pdf")', () => {
    expect(quoteName('invoice\u202Efdp.exe')).toBe('"invoice\\u202efdp.exe"');
    expect(quoteName('a\u2066b\u2069c\u200Fd\u2028e')).toBe('"a\\u2066b\\u2069c\\u200fd\\u2028e"');
  });

  it('escape a quote inside the name so the quoting cannot be closed early', () => {
    expect(quoteName('say "hi".pdf')).toBe('"say \\"hi\\".pdf"');
  });

  it('keep the characters asked for, such as the newlines between output lines', () => {
    expect(escapeControls('line 1\nline 2\x1b[2J', '\n')).toBe('line 1\nline 2\\x1b[2J');
    expect(escapeControls('a\nb')).toBe('a\\x0ab');
  });
});
