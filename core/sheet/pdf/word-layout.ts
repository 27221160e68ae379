/**
 * Fontkit with text layout remembered word by word. pdf-lib lays out every string it measures or draws with fontkit's
 * full OpenType shaper, about two milliseconds per printed line: a megabyte of notes spent most of its minutes there.
 * A line's glyphs are its words' glyphs with a space glyph between them, so each distinct word is shaped once and
 * reused. That is exact when no substitution reaches across a space and every word is shaped with the line's script,
 * which holds for Latin text (ligatures and marks sit inside a word); lines in other scripts and calls with explicit
 * features are shaped whole as before. word-layout.test.ts compares both ways over mixed scripts.
 */
import fontkit from '@pdf-lib/fontkit';
import type { Font, Glyph, GlyphPosition, GlyphRun } from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';
import { withSyncSubsets } from './sync-subset';

/** What pdf-lib's registerFontkit takes. */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * Text made only of Latin letters, combining marks, and the punctuation and symbol blocks every script shares.
 * Fontkit shapes a whole run with the script of its first letter, so a word may only be shaped alone when every word
 * of the line would be shaped with the same script: any other letter (Greek, Cyrillic, CJK, emoji, right-to-left
 * text, which fontkit reverses as one run) or a control character sends the line to whole-line shaping.
 */
const LATIN_LINE = /^[\u0020-\u036f\u1e00-\u1eff\u2000-\u2bff\ufb00-\ufb06]*$/;

/** True when a line may be shaped (and measured) word by word: see LATIN_LINE. */
export function shapesWordByWord(text: string): boolean {
  return LATIN_LINE.test(text);
}

/** Distinct words remembered per font; past this the memory is cleared (a sheet has a few thousand words). */
const MAX_WORDS = 50_000;

interface Shaped {
  readonly glyphs: readonly Glyph[];
  readonly positions: readonly GlyphPosition[];
}

/**
 * Printable ASCII with no "f" before f, i, l or t: the font maps each character to its own glyph (its only ligatures
 * start with "f"), so the glyphs come straight from the character map, with no shaping at all. Positions are the
 * advances (pdf-lib reads only the glyphs; kerning would only move them).
 */
const PLAIN = /^[\x21-\x7e]*$/;
const LIGATURE = /f[filt]/;

/** Makes `font.layout` shape left-to-right text one word at a time, remembering each word. Returns the same font. */
export function withWordLayout(font: Font): Font {
  const shapeWhole = font.layout.bind(font);
  const words = new Map<string, Shaped>();
  const shaped = (word: string): Shaped => {
    let known = words.get(word);
    if (!known) {
      if (words.size >= MAX_WORDS) words.clear();
      if (PLAIN.test(word) && !LIGATURE.test(word)) {
        const glyphs = font.glyphsForString(word);
        known = { glyphs, positions: glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 })) };
      } else {
        const run = shapeWhole(word);
        known = { glyphs: run.glyphs, positions: run.positions };
      }
      words.set(word, known);
    }
    return known;
  };
  font.layout = (text: string, features?: Parameters<Font['layout']>[1]): GlyphRun => {
    if (features !== undefined || text === '' || !shapesWordByWord(text)) return shapeWhole(text, features);
    // An empty run carries fontkit's own getters (advance width, bounding box) over the glyphs put in it.
    const run = shapeWhole('');
    const glyphs: Glyph[] = [];
    const positions: GlyphPosition[] = [];
    // Appended one by one: spreading a long word's glyphs into push() would overflow the argument limit.
    const append = (part: Shaped): void => {
      for (const g of part.glyphs) glyphs.push(g);
      for (const p of part.positions) positions.push(p);
    };
    const space = shaped(' ');
    text.split(' ').forEach((word, i) => {
      if (i > 0) append(space);
      if (word !== '') append(shaped(word));
    });
    run.glyphs = glyphs;
    run.positions = positions;
    return run;
  };
  return font;
}

/** A parsed face: a private copy of its file (fontkit reads glyphs from it lazily, so nobody else may change it). */
interface Face {
  readonly bytes: Uint8Array;
  readonly postscriptName: string | undefined;
  readonly font: Font;
}

/** Faces kept; a sheet uses two, a party sheet the same two. Past this the oldest is dropped. */
const MAX_FACES = 6;
const faces: Face[] = [];

/**
 * Arrays already matched to a face, by identity. A font file is not changed once read, so an array seen before holds the
 * face it held then (while that face is still kept).
 */
const seenArrays = new WeakMap<Uint8Array, Font>();

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  // Compared in 32-bit words where the buffers allow it: a font file is most of a megabyte.
  const words = a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0 ? a.length >>> 2 : 0;
  const wa = new Uint32Array(a.buffer, a.byteOffset, words);
  const wb = new Uint32Array(b.buffer, b.byteOffset, words);
  for (let i = 0; i < words; i++) if (wa[i] !== wb[i]) return false;
  for (let i = words << 2; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The face for these bytes, shaping word by word, parsed once per process. pdf-lib embeds a font per document and
 * asked fontkit to parse the file again every time (and, as fontkit decodes its tables lazily, to decode the shaping
 * tables again on every sheet): for a one-page sheet that was most of the time beyond writing the PDF itself. The
 * face is found by comparing the bytes, never by name; pdf-lib still makes a fresh subset per document, written
 * without timer waits (sync-subset.ts).
 */
export function parsedFace(bytes: Uint8Array, postscriptName?: string): Font {
  // The same array as last time (the app, the command line and a batch keep theirs): no need to compare a megabyte.
  const seen = postscriptName === undefined ? seenArrays.get(bytes) : undefined;
  if (seen && faces.some((f) => f.font === seen)) return seen;
  const known = faces.find((f) => f.postscriptName === postscriptName && sameBytes(f.bytes, bytes));
  if (known) {
    if (postscriptName === undefined) seenArrays.set(bytes, known.font);
    return known.font;
  }
  const copy = bytes.slice();
  const font = withSyncSubsets(withWordLayout(fontkit.create(copy, postscriptName)));
  faces.push({ bytes: copy, postscriptName, font });
  if (postscriptName === undefined) seenArrays.set(bytes, font);
  if (faces.length > MAX_FACES) faces.shift();
  return font;
}

/** How many faces are parsed and kept (tests check that the same bytes twice are parsed once). */
export function parsedFaceCount(): number {
  return faces.length;
}

/** Fontkit for pdf-lib's registerFontkit: faces parsed once per process, shaping word by word (see parsedFace). */
export const wordLayoutFontkit: Fontkit = {
  create: (buffer, postscriptName) => parsedFace(buffer, postscriptName),
};
