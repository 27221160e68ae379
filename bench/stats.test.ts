import { describe, expect, it } from 'vitest';
import { median, medianOf, round } from './stats';

describe('bench statistics', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('drops the warm-up runs before taking the median', async () => {
    const seen: number[] = [];
    // Warm-up samples are huge; if they were kept the median would move.
    const m = await medianOf({ warmup: 2, runs: 3 }, (run) => {
      seen.push(run);
      return run < 0 ? 1000 : run + 1;
    });
    expect(m).toBe(2);
    expect(seen).toEqual([-1, -2, 0, 1, 2]);
  });

  it('rounds for reading', () => {
    expect(round(1.26, 1)).toBe(1.3);
    expect(round(1234.5678, 0)).toBe(1235);
  });
});
