import { describe, expect, it } from 'vitest';
import { formatCoins, splitCoins } from './coins';

describe('coins', () => {
  it('writes an amount in the fewest gold, silver and copper coins', () => {
    expect(formatCoins(7180)).toBe('71 gp 8 sp');
    expect(formatCoins(2995)).toBe('29 gp 9 sp 5 cp');
    expect(formatCoins(80)).toBe('8 sp');
    expect(formatCoins(3)).toBe('3 cp');
    expect(formatCoins(0)).toBe('0 gp');
    expect(formatCoins(125_000)).toBe('1,250 gp');
    expect(formatCoins(-5)).toBe('−5 cp');
  });
  it('splits into whole coins', () => {
    expect(splitCoins(7180)).toEqual({ gp: 71, sp: 8, cp: 0 });
    expect(splitCoins(7185.4)).toEqual({ gp: 71, sp: 8, cp: 5 });
  });
});
