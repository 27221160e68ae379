import { describe, expect, it } from 'vitest';
import { readFace, readFaces, readSigned, showSigned } from './input';

describe('16+ number fields', () => {
  it('reads stats as the text writes them ("STR test with STR +2", 001:1)', () => {
    expect(readSigned('+2')).toBe(2);
    expect(readSigned('−3')).toBe(-3);
    expect(readSigned('-3')).toBe(-3);
    expect(readSigned('2.5')).toBeNaN();
    expect(readSigned('', 0)).toBe(0);
    expect(showSigned(-18)).toBe('−18');
    expect(showSigned(0)).toBe('+0');
  });

  it('reads a typed face, blank for a roll here, a sentence for words', () => {
    expect(readFace('13')).toBe(13);
    expect(readFace('')).toBeNull();
    expect(readFace('thirteen')).toEqual({ problem: 'Type the face the d20 shows, 1 to 20, or leave it blank to roll here.' });
  });

  it('reads the faces of an open-ended roll in order: 10, 20, 4 (001:6)', () => {
    expect(readFaces('10, 20, 4')).toEqual([10, 20, 4]);
    expect(readFaces('10 20 4')).toEqual([10, 20, 4]);
    expect(readFaces('10+7')).toEqual([10, 7]);
    expect(readFaces('  ')).toBeNull();
    expect(readFaces('10, x')).toEqual({ problem: 'Type the faces the d20 showed, in order, such as “10, 7”, or leave it blank to roll here.' });
  });
});
