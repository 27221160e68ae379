/**
 * Long text never hangs: a megabyte of notes (ordinary words, accented words, words tens of thousands of letters long
 * without a space) flows onto as many pages as it needs, every character of it readable back with poppler, and the
 * time grows linearly with its length (checked as a ratio of two lengths, not as a time budget, so a slow machine
 * passes and a quadratic step fails). An accepted character with about 1 MiB of notes once kept the PDF export
 * running for more than eight minutes (issue #14).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { poppler } from '../../../tests/unit-support/pdf-inspect';
import type { SheetModel } from '../sheet-model';
import { renderSheetPdf } from './render-sheet';

const FONT_DIR = new URL('../../../resources/fonts/', import.meta.url);
const fonts = {
  regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
  bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
};
const work = mkdtempSync(join(tmpdir(), 'long-text-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const KiB = 1024;
const WORDS = ['the', 'fighter', 'offered', 'fifty', 'gold', 'flasks', 'to', 'café', 'owner', 'naïve', 'Þórr', 'after', 'a', 'long', 'night', 'in', 'Thornwall', 'deep', 'below'];

/** Notes of `length` characters: paragraphs of words, and now and then one word thousands of letters long. */
function notesOf(length: number): string {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < length; i++) {
    let word: string;
    if (i % 400 === 399) {
      // A word with no space to break at, of letters (ligature pairs included) from the whole alphabet.
      const letters: string[] = [];
      for (let k = 0, n = 20_000 + next(40_000); k < n; k++) letters.push('abcdefghijklmnopqrstuvwxyz'[next(26)] ?? 'a');
      word = letters.join('');
    } else word = `${WORDS[next(WORDS.length)] ?? 'x'}${i % 7 === 0 ? i : ''}`;
    const sep = i === 0 ? '' : i % 90 === 0 ? '\n' : ' ';
    parts.push(sep, word);
    size += sep.length + word.length;
  }
  return parts.join('').slice(0, length);
}

/** A sheet holding only the notes, so everything poppler reads back besides the page furniture is the notes. */
function sheetWith(notes: string): SheetModel {
  return {
    system: { id: 'test', name: 'Test System' },
    title: 'Long Notes',
    subtitle: '',
    identity: [],
    main: [{ kind: 'text', id: 'notes', title: 'Notes', paragraphs: notes.split('\n'), inPlay: true }],
    extra: [],
    footer: { houseRules: [], overrides: [], date: '2026-05-01' },
  };
}

/** Lines every page carries around the notes: header, section heading, footer. */
const FURNITURE = [/^TEST SYSTEM$/, /^CHARACTER SHEET$/, /^Long Notes$/, /^Notes( \(continued\))?$/, /^Test System · House rules: none$/, /^Printed 2026-05-01 · Page \d+ of \d+$/];

async function render(notes: string): Promise<{ bytes: Uint8Array; ms: number }> {
  const start = performance.now();
  const bytes = await renderSheetPdf(sheetWith(notes), { paper: 'a4', fonts });
  return { bytes, ms: performance.now() - start };
}

describe('long notes in the PDF', () => {
  it('prints 1 MiB of notes on a bounded number of pages, every character readable back', async () => {
    const notes = notesOf(1024 * KiB);
    const { bytes } = await render(notes);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    // A page of notes holds about 6,000 characters in two columns; far fewer per page would mean pages running
    // away with blank space, far more would mean text lost.
    expect(pages).toBeGreaterThan(notes.length / 12_000);
    expect(pages).toBeLessThan(notes.length / 3_000);
    const file = join(work, 'notes-1mib.pdf');
    writeFileSync(file, bytes);
    // -raw keeps the order the text was drawn in, so the notes come back in order, page after page.
    const lines = poppler('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']).split(/\n|\f/);
    const body = lines.filter((l) => !FURNITURE.some((f) => f.test(l.trim())));
    const squeeze = (s: string) => s.replace(/\s+/g, '');
    expect(squeeze(body.join('')) === squeeze(notes), 'the notes read back from the PDF differ from the notes').toBe(true);
  }, 300_000);

  it('takes time linear in the length of the notes (400 KiB within 8× the time of 100 KiB)', async () => {
    const small = notesOf(100 * KiB);
    const large = notesOf(400 * KiB);
    await render(small); // warm up: fonts parsed, code compiled
    // The faster of two runs each, so a moment of load on a shared machine does not decide the ratio.
    const time = async (notes: string) => Math.min((await render(notes)).ms, (await render(notes)).ms);
    const ratio = (await time(large)) / (await time(small));
    expect(ratio, `400 KiB took ${ratio.toFixed(1)}× the time of 100 KiB`).toBeLessThan(8);
  }, 300_000);
});
