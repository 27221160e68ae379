/**
 * The .ico container with PNG images inside (supported by every browser since Windows Vista's format): a 6-byte
 * header, one 16-byte entry per image, then the PNG files as they are.
 */

/** One image of an icon file: its side in pixels and its PNG bytes. */
export interface IcoImage {
  readonly size: number;
  readonly png: Uint8Array;
}

export function icoFromPngs(images: readonly IcoImage[]): Uint8Array {
  const headerBytes = 6 + 16 * images.length;
  const out = new Uint8Array(headerBytes + images.reduce((sum, i) => sum + i.png.length, 0));
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, images.length, true);
  let offset = headerBytes;
  images.forEach((image, i) => {
    if (image.size < 1 || image.size > 256) throw new Error(`an icon image is 1 to 256 px wide, not ${image.size}`);
    const entry = 6 + 16 * i;
    view.setUint8(entry, image.size === 256 ? 0 : image.size);
    view.setUint8(entry + 1, image.size === 256 ? 0 : image.size);
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(image.png, offset);
    offset += image.png.length;
  });
  return out;
}

/** The images of an .ico file (for tests): each entry's declared size and its bytes. */
export function readIco(bytes: Uint8Array): IcoImage[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) throw new Error('not an icon file');
  const count = view.getUint16(4, true);
  return Array.from({ length: count }, (_, i) => {
    const entry = 6 + 16 * i;
    const size = view.getUint8(entry) || 256;
    const length = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    return { size, png: bytes.subarray(offset, offset + length) };
  });
}

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((b, i) => png[i] !== b)) throw new Error('not a PNG file');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
