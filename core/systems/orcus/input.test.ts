/** Reading what players type into Orcus's number fields: prices in the text's coins (002:651-657), signed bonuses. */
import { describe, expect, it } from 'vitest';
import { readDecimal, readOptional, readPriceCp, readWhole } from './input';

describe('reading Orcus number fields', () => {
  it('reads prices in gold, silver and copper: 1 gp = 10 sp = 100 cp (002:651-657)', () => {
    expect(readPriceCp('5')).toBe(500);
    expect(readPriceCp('5 gp')).toBe(500);
    expect(readPriceCp('1 gp 5 sp')).toBe(150);
    expect(readPriceCp('3 sp 7 cp')).toBe(37);
    expect(readPriceCp('2.5')).toBe(250);
    expect(readPriceCp('', 0)).toBe(0);
    expect(readPriceCp('five gold')).toBeNaN();
    expect(readPriceCp('5 gp and change')).toBeNaN();
  });

  it('reads signed whole numbers the way they are written: +2, −1, -1, 1,000', () => {
    expect(readWhole('+2')).toBe(2);
    expect(readWhole('−1')).toBe(-1);
    expect(readWhole(' -1 ')).toBe(-1);
    expect(readWhole('1,000')).toBe(1000);
    expect(readWhole('1.5')).toBeNaN();
    expect(readWhole('', 0)).toBe(0);
    expect(readOptional('')).toBeNull();
    expect(readOptional('12')).toBe(12);
    expect(readDecimal('0.5')).toBe(0.5);
    expect(readDecimal('half')).toBeNaN();
  });
});
