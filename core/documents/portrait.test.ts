/** Portraits: recognised by their first bytes (never the name), bounded in size, and kept byte for byte. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_PORTRAIT_BYTES, checkPortraitValue, fromBase64, portraitBytes, portraitFromBytes, sniffPortraitType, toBase64 } from './portrait';
import { exportCharacter, importDocument } from './import';
import { FIXED_NOW, counterIds, fakeSystems, sampleCharacter } from './testing/fake-system';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const opts = () => ({ systems: fakeSystems, now: () => FIXED_NOW, newId: counterIds() });

describe('portraitFromBytes', () => {
  it('takes a PNG and a JPEG by their magic bytes', () => {
    const png = portraitFromBytes(PNG);
    const jpeg = portraitFromBytes(JPEG);
    expect(png.ok && png.portrait.type).toBe('image/png');
    expect(jpeg.ok && jpeg.portrait.type).toBe('image/jpeg');
    expect(png.ok && portraitBytes(png.portrait)).toEqual(PNG);
  });

  it('refuses text, a GIF and an empty file in one sentence, whatever the name', () => {
    for (const bytes of [new TextEncoder().encode('hello, not a picture'), new TextEncoder().encode('GIF89a....'), new Uint8Array()]) {
      const result = portraitFromBytes(bytes);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problem).toMatch(/^[^\n]+\.$/);
    }
    const text = portraitFromBytes(new TextEncoder().encode('hello'));
    expect(!text.ok && text.problem).toContain('not a PNG or JPEG');
  });

  it('refuses an image over the limit and names the limit', () => {
    const big = new Uint8Array(MAX_PORTRAIT_BYTES + 1);
    big.set(PNG);
    const result = portraitFromBytes(big);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toContain('512 KiB');
    const exact = new Uint8Array(MAX_PORTRAIT_BYTES);
    exact.set(JPEG);
    expect(portraitFromBytes(exact).ok).toBe(true);
  });

  it('sniffs nothing from a prefix that is too short', () => {
    expect(sniffPortraitType(PNG.slice(0, 4))).toBeNull();
    expect(sniffPortraitType(JPEG.slice(0, 2))).toBeNull();
  });
});

describe('base64', () => {
  it('round-trips any bytes and matches the standard encoding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = toBase64(bytes);
        expect(fromBase64(text)).toEqual(bytes);
        // The platform's own encoder (a test may use it; core may not) agrees.
        expect(text).toBe(btoa(String.fromCharCode(...bytes)));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses text that is not padded base64', () => {
    for (const bad of ['abc', 'ab!d', '====', 'a===']) expect(fromBase64(bad)).toBeNull();
  });
});

describe('a portrait in a character file', () => {
  const portrait = { type: 'image/png' as const, data: toBase64(PNG) };

  it('exports and re-imports byte for byte', () => {
    const doc = sampleCharacter({ portrait });
    const text = exportCharacter(doc);
    const outcome = importDocument(text, opts());
    expect(outcome.ok && outcome.report).toEqual([]);
    expect(outcome.ok && outcome.doc).toMatchObject({ portrait });
    expect(outcome.ok && exportCharacter(outcome.doc as typeof doc)).toBe(text);
  });

  it('drops a portrait whose bytes are not what it says, and says so', () => {
    const lying = { type: 'image/jpeg', data: toBase64(PNG) };
    expect(checkPortraitValue(lying).ok).toBe(false);
    const outcome = importDocument(JSON.stringify({ ...sampleCharacter(), portrait: lying }), opts());
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect('portrait' in outcome.doc).toBe(false);
    expect(outcome.report.join(' ')).toContain('The portrait was dropped because');
  });

  it('drops a portrait larger than the limit before decoding it', () => {
    const huge = { type: 'image/png', data: 'A'.repeat((MAX_PORTRAIT_BYTES / 3) * 4 + 8) };
    const result = checkPortraitValue(huge);
    expect(!result.ok && result.problem).toContain('512 KiB');
  });
});
