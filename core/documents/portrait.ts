/**
 * A character's portrait: a small PNG or JPEG the player picks, kept in the document envelope (so every game system
 * has one), exported and re-imported byte for byte as base64 text, shown on the sheet and printed on the PDF. The
 * file is recognised by its first bytes, never by its name, and refused in one sentence when it is not an image
 * Sheetsmith can print or is larger than {@link MAX_PORTRAIT_BYTES}.
 */

/** The image formats pdf-lib embeds (embedPng, embedJpg), which is what a portrait may be. */
export type PortraitType = 'image/png' | 'image/jpeg';

/** A portrait as the document keeps it. */
export interface Portrait {
  /** The image's format, read from its first bytes when it was picked (or checked again on import). */
  readonly type: PortraitType;
  /** The file's bytes as base64 (RFC 4648, with padding): JSON-safe, and the same bytes come back out. */
  readonly data: string;
}

/**
 * The largest portrait kept: 512 KiB is a sharp head-and-shoulders photo or drawing, prints crisply at the PDF's
 * few centimetres, and keeps a party of twenty under 10 MiB in a backup.
 */
export const MAX_PORTRAIT_BYTES = 512 * 1024;

/** "512 KiB", for messages. */
export const MAX_PORTRAIT_WORDS = `${MAX_PORTRAIT_BYTES / 1024} KiB`;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/** The image format the bytes start with, or null when they are neither PNG nor JPEG. */
export function sniffPortraitType(bytes: Uint8Array): PortraitType | null {
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg';
  return null;
}

/** "1.2 MiB", "640 KiB", "12 bytes": a file size as a message names it. */
export function sizeWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

/** A portrait made from a picked file's bytes, or why it was refused (one sentence; nothing changes then). */
export type PortraitCheck = { readonly ok: true; readonly portrait: Portrait } | { readonly ok: false; readonly problem: string };

/** Checks a picked file's bytes: PNG or JPEG by its first bytes, and no larger than {@link MAX_PORTRAIT_BYTES}. */
export function portraitFromBytes(bytes: Uint8Array): PortraitCheck {
  if (bytes.length === 0) return { ok: false, problem: 'That file is empty; pick a PNG or JPEG image.' };
  const type = sniffPortraitType(bytes);
  if (!type) return { ok: false, problem: 'That file is not a PNG or JPEG image (whatever its name says); pick a PNG or JPEG picture.' };
  if (bytes.length > MAX_PORTRAIT_BYTES) {
    return { ok: false, problem: `That image is ${sizeWords(bytes.length)}; a portrait can be at most ${MAX_PORTRAIT_WORDS}, so make it smaller and pick it again.` };
  }
  return { ok: true, portrait: { type, data: toBase64(bytes) } };
}

/** The portrait's bytes. */
export function portraitBytes(portrait: Portrait): Uint8Array {
  return fromBase64(portrait.data) ?? new Uint8Array();
}

/** A `data:` URL for an <img>, which the renderer's content policy allows. */
export function portraitUrl(portrait: Portrait): string {
  return `data:${portrait.type};base64,${portrait.data}`;
}

/**
 * Checks a portrait read from an untrusted file: the type named, base64 text whose bytes start as that type says,
 * and no larger than the limit. Null (with the reason) when it cannot be kept.
 */
export function checkPortraitValue(value: unknown): { readonly ok: true; readonly portrait: Portrait } | { readonly ok: false; readonly problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, problem: 'it is not an image record' };
  const record = value as Record<string, unknown>;
  const type = record['type'];
  const data = record['data'];
  if (type !== 'image/png' && type !== 'image/jpeg') return { ok: false, problem: 'it is not a PNG or JPEG image' };
  // Four base64 characters hold three bytes: a longer text is larger than the limit before decoding it.
  if (typeof data !== 'string' || data.length > Math.ceil(MAX_PORTRAIT_BYTES / 3) * 4) return { ok: false, problem: `it is not an image of at most ${MAX_PORTRAIT_WORDS}` };
  const bytes = fromBase64(data);
  if (!bytes || bytes.length === 0 || bytes.length > MAX_PORTRAIT_BYTES) return { ok: false, problem: `it is not readable as an image of at most ${MAX_PORTRAIT_WORDS}` };
  if (sniffPortraitType(bytes) !== type) return { ok: false, problem: `its bytes are not the ${type === 'image/png' ? 'PNG' : 'JPEG'} image it says it is` };
  if (toBase64(bytes) !== data) return { ok: false, problem: 'its image text is not in the standard form' };
  return { ok: true, portrait: { type, data } };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Map([...ALPHABET].map((ch, i) => [ch.charCodeAt(0), i]));

/** Base64 of bytes (standard alphabet, padded). Pure: core runs without Node's Buffer or the DOM's btoa. */
export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    chunk +=
      ALPHABET.charAt((n >> 18) & 63) +
      ALPHABET.charAt((n >> 12) & 63) +
      (i + 1 < bytes.length ? ALPHABET.charAt((n >> 6) & 63) : '=') +
      (i + 2 < bytes.length ? ALPHABET.charAt(n & 63) : '=');
    // Joining chunks keeps string building linear for half a megabyte.
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  parts.push(chunk);
  return parts.join('');
}

/** Bytes of standard, padded base64, or null when the text is not that. */
export function fromBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    for (let j = 0; j < 4; j++) {
      const code = text.charCodeAt(i + j);
      const last = i + 4 === text.length;
      if (code === 61 /* = */ && last && j >= 4 - padding) {
        n <<= 6;
        continue;
      }
      const v = LOOKUP.get(code);
      if (v === undefined) return null;
      n = (n << 6) | v;
    }
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}
