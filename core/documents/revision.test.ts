import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INITIAL_REVISION,
  compareRevisions,
  isRevision,
  nextRevision,
  parseRevision,
  revisionHash,
  revisionNumber,
  sha256Hex,
} from './revision';
import { canonicalJson } from './canonical-json';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('sha256Hex', () => {
  // The examples of FIPS 180-2 appendix B (one block, two blocks) and the empty message's well-known digest.
  it('matches the published test vectors', () => {
    expect(sha256Hex(utf8('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256Hex(utf8(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('agrees with Node’s own SHA-256 at every padding boundary and on random text', () => {
    // 55, 56 and 64 bytes are where the length field moves to an extra block.
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const bytes = new Uint8Array(length).map((_, i) => (i * 31 + 7) & 0xff);
      expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(sha256Hex(utf8(text))).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
      { numRuns: 200 },
    );
  });
});

describe('revisions', () => {
  const doc = { id: 'a', name: 'Ayla', data: { hp: 7 } };

  it('numbers saves from 1 and hashes the canonical JSON (32 hex digits of SHA-256)', () => {
    const expectedHash = createHash('sha256').update(canonicalJson(doc), 'utf8').digest('hex').slice(0, 32);
    expect(nextRevision(undefined, doc)).toBe(`1-${expectedHash}`);
    expect(nextRevision(INITIAL_REVISION, doc)).toBe(`1-${expectedHash}`);
    expect(nextRevision(`41-${'0'.repeat(32)}`, doc)).toBe(`42-${expectedHash}`);
  });

  it('gives the same hash whatever the key order, and a different one for different content', () => {
    expect(revisionHash({ data: { hp: 7 }, name: 'Ayla', id: 'a' })).toBe(revisionHash(doc));
    expect(revisionHash({ ...doc, data: { hp: 8 } })).not.toBe(revisionHash(doc));
  });

  it('refuses a document that cannot be written as JSON, as an export would', () => {
    expect(() => revisionHash({ hp: Number.NaN })).toThrow(/NaN/);
  });

  it('reads the save count, treating a missing or damaged revision as 0', () => {
    expect(revisionNumber('12-abc')).toBe(12);
    expect(revisionNumber(INITIAL_REVISION)).toBe(0);
    expect(revisionNumber(undefined)).toBe(0);
    expect(revisionNumber('twelve')).toBe(0);
    expect(revisionNumber('-3-ab')).toBe(0);
    expect(parseRevision('7-00ff')).toEqual({ number: 7, hash: '00ff' });
    expect(parseRevision('07-00ff')).toBeNull();
    expect(parseRevision('7-00FF')).toBeNull();
    expect(isRevision('3-')).toBe(true);
    expect(isRevision(3)).toBe(false);
  });

  it('orders by number first, then by hash, like CouchDB’s winner', () => {
    expect(compareRevisions('2-ffff', '10-0000')).toBeLessThan(0);
    expect(compareRevisions('10-0000', '2-ffff')).toBeGreaterThan(0);
    expect(compareRevisions('3-aa', '3-ab')).toBeLessThan(0);
    expect(compareRevisions('3-ab', '3-ab')).toBe(0);
    expect(compareRevisions(undefined, INITIAL_REVISION)).toBe(0);
    expect(compareRevisions(undefined, '1-00')).toBeLessThan(0);
  });
});
