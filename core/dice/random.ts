/**
 * Random sources for dice. Everything that rolls takes a {@link RandomSource}, so a roll can be made reproducible
 * (seeded, e.g. to replay or undo a level-up), unpredictable (system crypto) or scripted (tests).
 */

/** A source of uniform randomness. Implementations must be unbiased; the dice code trusts them for fairness. */
export interface RandomSource {
  /** A uniformly distributed float in [0, 1). */
  next(): number;
  /** A uniformly distributed integer in [minInclusive, maxInclusive]; both bounds must be safe integers. */
  int(minInclusive: number, maxInclusive: number): number;
}

/**
 * The complete, JSON-serialisable state of a seeded source. Storing it before a level-up and restoring it with
 * {@link createSeededRandom} replays exactly the same rolls.
 */
export interface SeededRandomState {
  /** Which generator the words belong to; a state from another algorithm is refused rather than misread. */
  readonly algorithm: 'sfc32';
  /** The four 32-bit words a, b, c and counter of sfc32, each an unsigned integer in [0, 2^32). */
  readonly words: readonly [number, number, number, number];
}

/** A seeded, replayable random source. */
export interface SeededRandom extends RandomSource {
  /** A snapshot of the current state; restoring it continues with exactly the draws this source would make next. */
  state(): SeededRandomState;
}

const TWO_POW_32 = 0x1_0000_0000;
const TWO_POW_53 = 0x20_0000_0000_0000;

/**
 * An unbiased integer in [minInclusive, maxInclusive] built from uniform 32-bit draws by rejection sampling: draws at
 * or above the largest multiple of the range are thrown away, so no face is favoured (plain `u % range` would favour
 * small values whenever the range does not divide 2^32). Exported so every source, and the tests, share one copy.
 */
export function uniformInt(nextUint32: () => number, minInclusive: number, maxInclusive: number): number {
  if (!Number.isSafeInteger(minInclusive) || !Number.isSafeInteger(maxInclusive)) {
    throw new RangeError(`random int bounds must be safe integers, got ${minInclusive} and ${maxInclusive}`);
  }
  if (minInclusive > maxInclusive) {
    throw new RangeError(`random int needs min <= max, got ${minInclusive} > ${maxInclusive}`);
  }
  const range = maxInclusive - minInclusive + 1;
  if (range > TWO_POW_32) {
    throw new RangeError(`random int range may span at most 2^32 values, got ${range}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % range);
  for (;;) {
    const u = nextUint32();
    if (u < limit) return minInclusive + (u % range);
  }
}

/** A float in [0, 1) with the full 53 bits of precision a double can hold, from two 32-bit draws. */
function uniformFloat(nextUint32: () => number): number {
  const high = nextUint32() >>> 5; // 27 bits
  const low = nextUint32() >>> 6; // 26 bits
  return (high * 0x400_0000 + low) / TWO_POW_53;
}

/** Wraps a uniform 32-bit generator as a RandomSource. */
function sourceFromUint32(nextUint32: () => number): RandomSource {
  return {
    next: () => uniformFloat(nextUint32),
    int: (minInclusive, maxInclusive) => uniformInt(nextUint32, minInclusive, maxInclusive),
  };
}

function isUint32(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < TWO_POW_32;
}

/**
 * Checks that an untrusted value (e.g. read back from a saved level-up) is a valid {@link SeededRandomState}.
 * Throws a TypeError that says which part is wrong.
 */
export function assertSeededRandomState(value: unknown): asserts value is SeededRandomState {
  if (typeof value !== 'object' || value === null) {
    throw new TypeError('random state must be an object');
  }
  const algorithm = 'algorithm' in value ? value.algorithm : undefined;
  const words = 'words' in value ? value.words : undefined;
  if (algorithm !== 'sfc32') {
    throw new TypeError(`random state has unknown algorithm ${JSON.stringify(algorithm)}; expected "sfc32"`);
  }
  if (!Array.isArray(words) || words.length !== 4 || !words.every(isUint32)) {
    throw new TypeError('random state must hold exactly four unsigned 32-bit integers in "words"');
  }
}

/**
 * A seeded source using sfc32 (Chris Doty-Humphrey's Small Fast Counting generator from PractRand: 128 bits of state,
 * passes PractRand and BigCrush, and its counter word rules out short cycles). Seeding follows PractRand's
 * `sfc32::seed(Uint64)`: a = 0, b and c = the low and high 32 bits of the seed, counter = 1, then 12 discarded rounds.
 *
 * @param seedOrState a safe integer seed (negative seeds are fine and differ from their absolute value), or a state
 *   from {@link SeededRandom.state} to continue where that source stopped.
 */
export function createSeededRandom(seedOrState: number | SeededRandomState): SeededRandom {
  let a: number;
  let b: number;
  let c: number;
  let d: number;
  let warmUp = 0;

  if (typeof seedOrState === 'number') {
    if (!Number.isSafeInteger(seedOrState)) {
      throw new RangeError(`random seed must be a safe integer, got ${seedOrState}`);
    }
    // Two's-complement split into 32-bit halves, so -1 and 2^53 - 1 map to distinct seeds.
    const low = seedOrState >>> 0;
    const high = Math.floor((seedOrState - low) / TWO_POW_32) >>> 0;
    a = 0;
    b = low;
    c = high;
    d = 1;
    warmUp = 12;
  } else {
    assertSeededRandomState(seedOrState);
    [a, b, c, d] = seedOrState.words;
  }

  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < warmUp; i++) nextUint32();

  return {
    ...sourceFromUint32(nextUint32),
    state: () => ({ algorithm: 'sfc32', words: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] }),
  };
}

/** The part of Web Crypto we use; declared here so core does not depend on DOM or Node type libraries. */
interface CryptoLike {
  getRandomValues(array: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer>;
}

/**
 * An unpredictable source backed by `globalThis.crypto.getRandomValues` (present in Node 20+, browsers and Electron),
 * for ordinary play where nobody should be able to predict or replay the dice. Throws if Web Crypto is missing.
 */
export function createSystemRandom(): RandomSource {
  const host: { crypto?: CryptoLike } = globalThis;
  const crypto = host.crypto;
  if (crypto === undefined || typeof crypto.getRandomValues !== 'function') {
    throw new Error('system random needs Web Crypto (globalThis.crypto.getRandomValues), which is not available here');
  }
  // Fetch in batches: one crypto call per die would be needlessly slow for big rolls.
  const buffer = new Uint32Array(64);
  let index = buffer.length;
  const nextUint32 = (): number => {
    if (index >= buffer.length) {
      crypto.getRandomValues(buffer);
      index = 0;
    }
    const value = buffer[index++];
    if (value === undefined) throw new Error('system random buffer underflow'); // unreachable; satisfies the checker
    return value;
  };
  return sourceFromUint32(nextUint32);
}
