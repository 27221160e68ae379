/** Small timing helpers shared by the benchmarks: repeated runs after warm-up, reduced to a median. */

/** How many times a measurement is repeated. */
export interface Repeat {
  /** Runs thrown away first, so JIT compilation, caches and lazy loading do not count. */
  readonly warmup: number;
  /** Runs kept; the figure is their median. */
  readonly runs: number;
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median() of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Runs `sample` warm-up + kept times and returns the median of the kept samples. Each call returns its own figure
 * (a duration in ms, a rate...), so a sample may time only the part that matters and leave out its set-up.
 */
export async function medianOf(repeat: Repeat, sample: (run: number) => number | Promise<number>): Promise<number> {
  for (let i = 0; i < repeat.warmup; i++) await sample(-1 - i);
  const kept: number[] = [];
  for (let i = 0; i < repeat.runs; i++) kept.push(await sample(i));
  return median(kept);
}

/** Milliseconds taken by `work`. */
export async function timeMs(work: () => unknown): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** Rounds to `digits` decimals, for figures people read. */
export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
