import { describe, expect, it } from 'vitest';
import { readSigned, showSigned } from './input';

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
});
