/**
 * UTF-8 for files: measuring text in bytes without encoding it, and decoding a file's bytes strictly, so a damaged
 * or wrongly encoded file is refused in a sentence instead of having its bad bytes silently replaced.
 */

/**
 * A file as it arrives: its bytes (from a file reader; decoded here, strictly, as UTF-8) or text already decoded by
 * the caller. Bytes are better: only they let a damaged or wrongly encoded file be refused instead of having its
 * bad bytes silently replaced with "\uFFFD".
 */
export type FileContent = string | Uint8Array;

/** Text decoded from bytes, or why the bytes are not UTF-8 text (one sentence). */
export type Decoded = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly error: string };

/** Offset of the first byte that is not part of a well-formed UTF-8 character (RFC 3629), or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i++;
      continue;
    }
    // Lead byte: length, and the range the first continuation byte must fall in (no overlongs, no surrogates).
    const [length, low, high] =
      b >= 0xc2 && b <= 0xdf ? [2, 0x80, 0xbf]
      : b === 0xe0 ? [3, 0xa0, 0xbf]
      : b === 0xed ? [3, 0x80, 0x9f]
      : b >= 0xe1 && b <= 0xef ? [3, 0x80, 0xbf]
      : b === 0xf0 ? [4, 0x90, 0xbf]
      : b === 0xf4 ? [4, 0x80, 0x8f]
      : b >= 0xf1 && b <= 0xf3 ? [4, 0x80, 0xbf]
      : [0, 0, 0];
    if (length === 0 || i + length > bytes.length) return i;
    const second = bytes[i + 1] ?? 0;
    if (second < low || second > high) return i;
    for (let k = 2; k < length; k++) {
      const c = bytes[i + k] ?? 0;
      if (c < 0x80 || c > 0xbf) return i;
    }
    i += length;
  }
  return -1;
}

/**
 * Decodes a file's bytes as UTF-8, refusing (in one sentence, with the offset of the first bad byte) anything that is
 * not well-formed UTF-8 instead of replacing it. A byte-order mark is kept in the text, so the reader can note it.
 */
export function decodeUtf8Strict(bytes: Uint8Array): Decoded {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    const at = firstInvalidUtf8(bytes);
    const where = at >= 0 ? ` (byte ${at.toLocaleString('en-US')} is not part of any character)` : '';
    return { ok: false, error: `The file is not valid UTF-8 text${where}; it may be damaged or saved in another encoding, so it was not opened.` };
  }
}

/** UTF-8 length of a string without allocating an encoded copy (files can be tens of megabytes). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
