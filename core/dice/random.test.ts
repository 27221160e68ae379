import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertSeededRandomState, createSeededRandom, createSystemRandom, uniformInt } from './random';

const U32_MAX = 0xffff_ffff;

/**
 * An independent sfc32 written with BigInt arithmetic straight from PractRand's description (a, b, c, counter;
 * seed(Uint64): a = 0, b = low, c = high, counter = 1, 12 rounds discarded), to check the bit-twiddled version.
 */
function referenceSfc32(seed: bigint): () => bigint {
  const mask = (1n << 32n) - 1n;
  const u64 = BigInt.asUintN(64, seed);
  let a = 0n;
  let b = u64 & mask;
  let c = (u64 >> 32n) & mask;
  let counter = 1n;
  const rotl = (x: bigint, k: bigint): bigint => ((x << k) | (x >> (32n - k))) & mask;
  const raw = (): bigint => {
    const tmp = (a + b + counter) & mask;
    counter = (counter + 1n) & mask;
    a = b ^ (b >> 9n);
    b = (c + (c << 3n)) & mask;
    c = (rotl(c, 21n) + tmp) & mask;
    return tmp;
  };
  for (let i = 0; i < 12; i++) raw();
  return raw;
}

/** A uint32 stream from a fixed list, for driving uniformInt directly. */
function uint32Script(values: number[]): { next: () => number; used: () => number } {
  let i = 0;
  return {
    next: () => {
      const v = values[i++];
      if (v === undefined) throw new Error('uint32 script ran out');
      return v;
    },
    used: () => i,
  };
}

describe('createSeededRandom', () => {
  it('matches an independent BigInt implementation of sfc32 for several seeds', () => {
    for (const seed of [0, 1, 42, -1, 2 ** 32, 2 ** 32 + 7, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) {
      const rng = createSeededRandom(seed);
      const ref = referenceSfc32(BigInt(seed));
      // A range of exactly 2^32 accepts every draw, so int(0, 2^32 - 1) exposes the raw generator output.
      for (let i = 0; i < 50; i++) expect(rng.int(0, U32_MAX)).toBe(Number(ref()));
    }
  });

  it('builds next() from two draws with 53 bits of precision', () => {
    const rng = createSeededRandom(7);
    const ref = referenceSfc32(7n);
    for (let i = 0; i < 20; i++) {
      const high = Number(ref()) >>> 5;
      const low = Number(ref()) >>> 6;
      expect(rng.next()).toBe((high * 2 ** 26 + low) / 2 ** 53);
    }
  });

  it('gives the same sequence for the same seed', () => {
    const a = createSeededRandom(12345);
    const b = createSeededRandom(12345);
    const drawsA = Array.from({ length: 100 }, () => [a.int(1, 20), a.next()]);
    const drawsB = Array.from({ length: 100 }, () => [b.int(1, 20), b.next()]);
    expect(drawsA).toEqual(drawsB);
  });

  it('gives different sequences for different seeds, even in only the high 32 bits or the sign', () => {
    const sequence = (seed: number): number[] => {
      const rng = createSeededRandom(seed);
      return Array.from({ length: 20 }, () => rng.int(1, 1_000_000));
    };
    const seeds = [0, 1, 2, -1, 2 ** 32, 2 ** 33];
    const sequences = seeds.map((seed) => sequence(seed).join(','));
    expect(new Set(sequences).size).toBe(seeds.length);
  });

  it('refuses seeds that are not safe integers', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => createSeededRandom(bad)).toThrow(RangeError);
    }
    expect(() => createSeededRandom(1.5)).toThrow('random seed must be a safe integer, got 1.5');
  });

  it('replays exactly from a saved state, also after a JSON round trip', () => {
    const rng = createSeededRandom(99);
    for (let i = 0; i < 17; i++) rng.int(1, 6);
    const saved = JSON.parse(JSON.stringify(rng.state())) as unknown;
    const expected = Array.from({ length: 50 }, () => [rng.int(1, 8), rng.next()]);

    assertSeededRandomState(saved);
    const replay = createSeededRandom(saved);
    expect(Array.from({ length: 50 }, () => [replay.int(1, 8), replay.next()])).toEqual(expected);
    // Both sources have now made the same draws, so their states agree too.
    expect(replay.state()).toEqual(rng.state());
  });

  it('reports a state of four unsigned 32-bit words', () => {
    const state = createSeededRandom(-5).state();
    expect(state.algorithm).toBe('sfc32');
    expect(state.words).toHaveLength(4);
    for (const word of state.words) {
      expect(Number.isInteger(word) && word >= 0 && word <= U32_MAX).toBe(true);
    }
  });

  it('keeps its state snapshot independent of later draws', () => {
    const rng = createSeededRandom(3);
    const before = rng.state();
    const copy = structuredClone(before);
    rng.int(1, 6);
    expect(before).toEqual(copy);
    expect(rng.state()).not.toEqual(before);
  });

  it('shows every face of a d6 in 600 rolls and stays close to uniform (chi-square, 60,000 rolls)', () => {
    const rng = createSeededRandom(2024);
    const seen = new Set(Array.from({ length: 600 }, () => rng.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);

    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[rng.int(1, 6) - 1]!++;
    const expected = n / 6;
    const chiSquare = counts.reduce((acc, count) => acc + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(20.52); // df = 5, p = 0.001
  });

  it('keeps next() within [0, 1) with a mean near 0.5', () => {
    const rng = createSeededRandom(11);
    let sum = 0;
    for (let i = 0; i < 10_000; i++) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
      sum += x;
    }
    expect(sum / 10_000).toBeGreaterThan(0.49);
    expect(sum / 10_000).toBeLessThan(0.51);
  });
});

describe('assertSeededRandomState', () => {
  it('accepts a real state', () => {
    expect(() => assertSeededRandomState(createSeededRandom(1).state())).not.toThrow();
  });

  it.each([
    [null, 'random state must be an object'],
    ['sfc32', 'random state must be an object'],
    [
      { algorithm: 'mulberry32', words: [1, 2, 3, 4] },
      'random state has unknown algorithm "mulberry32"; expected "sfc32"',
    ],
    [{ words: [1, 2, 3, 4] }, 'random state has unknown algorithm undefined; expected "sfc32"'],
    [
      { algorithm: 'sfc32', words: [1, 2, 3] },
      'random state must hold exactly four unsigned 32-bit integers in "words"',
    ],
    [
      { algorithm: 'sfc32', words: [1, 2, 3, -1] },
      'random state must hold exactly four unsigned 32-bit integers in "words"',
    ],
    [
      { algorithm: 'sfc32', words: [1, 2, 3, 2 ** 32] },
      'random state must hold exactly four unsigned 32-bit integers in "words"',
    ],
    [
      { algorithm: 'sfc32', words: [1, 2, 3, 0.5] },
      'random state must hold exactly four unsigned 32-bit integers in "words"',
    ],
    [
      { algorithm: 'sfc32', words: [1, 2, 3, '4'] },
      'random state must hold exactly four unsigned 32-bit integers in "words"',
    ],
  ])('refuses %j', (state, message) => {
    expect(() => assertSeededRandomState(state)).toThrow(TypeError);
    expect(() => assertSeededRandomState(state)).toThrow(message);
  });

  it('is applied when a state is restored', () => {
    // @ts-expect-error a tampered state from an import must still be refused at run time
    expect(() => createSeededRandom({ algorithm: 'sfc32', words: [1, 2] })).toThrow(TypeError);
  });
});

describe('uniformInt', () => {
  it('rejects draws at or above the largest multiple of the range instead of folding them (no modulo bias)', () => {
    // Range 3: 2^32 mod 3 = 1, so only 2^32 - 1 is rejected.
    const s3 = uint32Script([U32_MAX, 5]);
    expect(uniformInt(s3.next, 1, 3)).toBe(1 + (5 % 3));
    expect(s3.used()).toBe(2);

    // Range 6: 2^32 mod 6 = 4, so the top four values are rejected and the fifth-highest is accepted.
    const s6 = uint32Script([U32_MAX, U32_MAX - 1, U32_MAX - 2, U32_MAX - 3, U32_MAX - 4]);
    expect(uniformInt(s6.next, 1, 6)).toBe(1 + ((U32_MAX - 4) % 6));
    expect(s6.used()).toBe(5);
  });

  it('accepts every draw when the range divides 2^32', () => {
    const s = uint32Script([U32_MAX]);
    expect(uniformInt(s.next, 1, 8)).toBe(8);
    expect(s.used()).toBe(1);
  });

  it('handles negative bounds and a single-value range', () => {
    expect(uniformInt(uint32Script([0]).next, -3, 3)).toBe(-3);
    expect(uniformInt(uint32Script([6]).next, -3, 3)).toBe(3);
    expect(uniformInt(uint32Script([123456]).next, 5, 5)).toBe(5);
  });

  it('refuses bad bounds', () => {
    const next = (): number => 0;
    expect(() => uniformInt(next, 6, 1)).toThrow('random int needs min <= max, got 6 > 1');
    expect(() => uniformInt(next, 1, 6.5)).toThrow('random int bounds must be safe integers, got 1 and 6.5');
    expect(() => uniformInt(next, 0, 2 ** 32)).toThrow('random int range may span at most 2^32 values, got 4294967297');
    expect(() => uniformInt(next, 0, Number.NaN)).toThrow(RangeError);
  });
});

describe('createSystemRandom', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws in range from the real Web Crypto and shows every face of a d6 in 600 rolls', () => {
    const rng = createSystemRandom();
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const face = rng.int(1, 6);
      expect(face >= 1 && face <= 6).toBe(true);
      seen.add(face);
    }
    expect(seen.size).toBe(6);
    const x = rng.next();
    expect(x >= 0 && x < 1).toBe(true);
  });

  it('reads words from crypto.getRandomValues in order, fetching 64 at a time', () => {
    let counter = 0;
    let calls = 0;
    vi.stubGlobal('crypto', {
      getRandomValues(array: Uint32Array): Uint32Array {
        calls++;
        for (let i = 0; i < array.length; i++) array[i] = counter++;
        return array;
      },
    });
    const rng = createSystemRandom();
    const draws = Array.from({ length: 65 }, () => rng.int(0, U32_MAX));
    expect(draws).toEqual(Array.from({ length: 65 }, (_, i) => i));
    expect(calls).toBe(2);
  });

  it('says so when Web Crypto is missing', () => {
    vi.stubGlobal('crypto', undefined);
    expect(() => createSystemRandom()).toThrow(
      'system random needs Web Crypto (globalThis.crypto.getRandomValues), which is not available here',
    );
  });
});
