import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-names';

describe('safeFileName', () => {
  it('keeps ordinary and non-ASCII names, adding the extension once', () => {
    expect(safeFileName('Zoë Ærendil', '.pdf')).toBe('Zoë Ærendil.pdf');
    expect(safeFileName('Black Leaf.pdf', '.pdf')).toBe('Black Leaf.pdf');
  });
  it('removes folders, reserved characters, control codes and leading dots', () => {
    expect(safeFileName('../../etc/passwd', '.json')).toBe('etc passwd.json');
    expect(safeFileName('a:b*c?"d<e>f|g\u0001h', '.json')).toBe('a b c d e f g h.json');
  });
  it('names an empty or all-illegal name "untitled" and caps the length', () => {
    expect(safeFileName('  ///  ', '.pdf')).toBe('untitled.pdf');
    expect(safeFileName('x'.repeat(500), '.pdf')).toHaveLength(124);
  });
});
