/**
 * Document revisions, shaped like CouchDB's `_rev` ("3-1f0c…": the number of saves, a dash, a content hash) so a
 * later replication through CouchDB's protocol can carry them as they are. The store gives every character and
 * campaign row one and refuses a save based on an older one (renderer/lib/store/document-table.ts); core only
 * computes them. Pure and synchronous: the hash is a small SHA-256 written here (FIPS 180-4), since Web Crypto's
 * digest is async and a save must compute its revision inside one store transaction.
 */
import { canonicalJson } from './canonical-json';

/**
 * The revision of a document stored before revisions existed (or never stored): number 0, no hash. A row without a
 * `rev` is treated as this, and gets a real one on its next save.
 */
export const INITIAL_REVISION = '0-';

/** Hex digits of SHA-256 kept in a revision: 128 bits, as many as CouchDB's own MD5-based revision hashes. */
export const REVISION_HASH_HEX = 32;

/** A revision split into its parts. */
export interface ParsedRevision {
  /** How many times the document was saved (0 before its first revision). */
  readonly number: number;
  /** Lower-case hex content hash; empty for INITIAL_REVISION. */
  readonly hash: string;
}

const REVISION = /^(0|[1-9][0-9]{0,15})-([0-9a-f]*)$/;

/** The parts of a revision, or null when `rev` is not one ("N-hex", N a whole number). */
export function parseRevision(rev: string): ParsedRevision | null {
  const match = REVISION.exec(rev);
  if (!match) return null;
  const number = Number(match[1]);
  return Number.isSafeInteger(number) ? { number, hash: match[2] ?? '' } : null;
}

/** Whether `value` is a revision string. */
export function isRevision(value: unknown): value is string {
  return typeof value === 'string' && parseRevision(value) !== null;
}

/**
 * The save count of a revision: 0 for undefined (never revised) and for text that is not a revision, since a row
 * with a damaged `rev` is best treated as one that has none (its next save gives it a fresh one).
 */
export function revisionNumber(rev: string | undefined): number {
  return rev === undefined ? 0 : (parseRevision(rev)?.number ?? 0);
}

/**
 * The content hash of a document: the first REVISION_HASH_HEX hex digits of SHA-256 over its canonical JSON (UTF-8).
 * The caller passes the document without store bookkeeping (sort index, trash flag, the revision itself). Throws
 * what canonicalJson throws (NaN, Infinity, cycles...): a document that cannot be written as JSON could not be
 * exported or backed up either, so it is better refused at the save than discovered at the backup.
 */
export function revisionHash(doc: unknown): string {
  return sha256Hex(new TextEncoder().encode(canonicalJson(doc))).slice(0, REVISION_HASH_HEX);
}

/** The revision a save of `doc` gets after `prevRev` (undefined for a new document): "<N+1>-<hash of doc>". */
export function nextRevision(prevRev: string | undefined, doc: unknown): string {
  return `${revisionNumber(prevRev) + 1}-${revisionHash(doc)}`;
}

/**
 * Orders revisions as CouchDB picks a winner: by number, then by hash (plain code-unit order). Negative when `a`
 * comes first (is older), 0 when equal, positive when `a` is newer. Undefined and malformed count as INITIAL_REVISION.
 */
export function compareRevisions(a: string | undefined, b: string | undefined): number {
  const pa = (a === undefined ? null : parseRevision(a)) ?? { number: 0, hash: '' };
  const pb = (b === undefined ? null : parseRevision(b)) ?? { number: 0, hash: '' };
  if (pa.number !== pb.number) return pa.number - pb.number;
  return pa.hash < pb.hash ? -1 : pa.hash > pb.hash ? 1 : 0;
}

/**
 * Round constants: the first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4
 * §4.2.2), held as int32 (the same bits) like every word of the rounds.
 */
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** Initial hash value: the first 32 bits of the fractional parts of the square roots of the first 8 primes (§5.3.3). */
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** SHA-256 of `bytes` as 64 lower-case hex digits (FIPS 180-4 §6.2). Exported for its tests against known vectors. */
export function sha256Hex(bytes: Uint8Array): string {
  // Padding (§5.1.1): a 1 bit, zeros, then the length in bits as a 64-bit big-endian number, to a multiple of 64 bytes.
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = bytes.length * 8;
  view.setUint32(padded.length - 8, Math.floor(bits / 0x1_0000_0000));
  view.setUint32(padded.length - 4, bits >>> 0);
  // The message as big-endian 32-bit words, read once; the rounds below work on plain int32 locals (`| 0`), which
  // engines keep unboxed: about ten times faster than reading through the DataView and typed arrays each round.
  const words = new Int32Array(padded.length / 4);
  for (let i = 0; i < words.length; i++) words[i] = view.getInt32(i * 4);
  const w = new Int32Array(64);
  let h0 = H0[0] ?? 0, h1 = H0[1] ?? 0, h2 = H0[2] ?? 0, h3 = H0[3] ?? 0;
  let h4 = H0[4] ?? 0, h5 = H0[5] ?? 0, h6 = H0[6] ?? 0, h7 = H0[7] ?? 0;
  for (let block = 0; block < words.length; block += 16) {
    for (let t = 0; t < 16; t++) w[t] = words[block + t] ?? 0;
    for (let t = 16; t < 64; t++) {
      const w15 = w[t - 15] ?? 0;
      const w2 = w[t - 2] ?? 0;
      const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
      const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
      w[t] = ((w[t - 16] ?? 0) + s0 + (w[t - 7] ?? 0) + s1) | 0;
    }
    let a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, hh = h7;
    for (let t = 0; t < 64; t++) {
      const sigma1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (hh + sigma1 + ((e & f) ^ (~e & g)) + (K[t] ?? 0) + (w[t] ?? 0)) | 0;
      const sigma0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (sigma0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + hh) | 0;
  }
  return [h0, h1, h2, h3, h4, h5, h6, h7].map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}

