import { describe, expect, it } from 'vitest';
import { readAmount, readSigned, showSigned } from './input';

describe('True SRD number fields', () => {
  it('reads signed scores as the chapter prints them ("Strength +1", 003:322)', () => {
    expect(readSigned('+1')).toBe(1);
    expect(readSigned('1')).toBe(1);
    expect(readSigned(' -2 ')).toBe(-2);
    expect(readSigned('−3')).toBe(-3);
    expect(readSigned('+0')).toBe(0);
  });

  it('leaves decisions to core: unreadable text is NaN, empty is the default given', () => {
    expect(readSigned('1.5')).toBeNaN();
    expect(readSigned('two')).toBeNaN();
    expect(readSigned('')).toBeNaN();
    expect(readSigned('', 0)).toBe(0);
    expect(readAmount('0.5')).toBe(0.5);
    expect(readAmount('1,200')).toBe(1200);
    expect(readAmount('-1')).toBeNaN();
  });

  it('writes a score back with its sign, the minus as a minus sign', () => {
    expect(showSigned(2)).toBe('+2');
    expect(showSigned(0)).toBe('+0');
    expect(showSigned(-1)).toBe('−1');
    expect(showSigned(null)).toBe('');
  });
});
