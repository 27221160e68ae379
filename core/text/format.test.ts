import { describe, expect, it } from 'vitest';
import { formatNumber, signed } from './format';

describe('formatters', () => {
  it('separates thousands', () => {
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-2500)).toBe('-2,500');
  });
  it('signs modifiers', () => {
    expect(signed(2)).toBe('+2');
    expect(signed(0)).toBe('0');
    expect(signed(-1)).toBe('-1');
  });
});
