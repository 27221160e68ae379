/**
 * Tables never cut a cell: a row taller than what is left of a page is split between its lines, the header repeated
 * where it resumes, and every word reads back once, in order; ordinary rows are never split.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { collapse, overlaps, poppler, wordBoxes } from '../../../tests/unit-support/pdf-inspect';
import type { SheetModel, SheetRow } from '../sheet-model';
import { renderSheetPdf } from './render-sheet';

const FONT_DIR = new URL('../../../resources/fonts/', import.meta.url);
const fonts = {
  regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
  bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
};
const work = mkdtempSync(join(tmpdir(), 'tables-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A history table: a few short rows around one whose summary is 6,000 characters, far more than a page holds. */
function historySheet(): { model: SheetModel; long: string } {
  const words = Array.from({ length: 1000 }, (_, i) => `w${i + 1}`);
  const long = `Level up: ${words.join(' ')} end.`;
  const row = (id: string, date: string, text: string): SheetRow => ({ id, cells: [date, text] });
  const model: SheetModel = {
    system: { id: 'test', name: 'Test' },
    title: 'History',
    subtitle: '',
    identity: [],
    main: [],
    extra: [
      {
        kind: 'table',
        id: 'history',
        title: 'History',
        columns: ['Date', 'Change'],
        widths: [1.2, 5],
        rows: [row('a', '2026-01-01', 'Created'), row('b', '2026-01-02', long), ...Array.from({ length: 30 }, (_, i) => row(`c${i}`, '2026-01-03', `Gold edited to ${i} gp`))],
      },
    ],
    footer: { houseRules: [], overrides: [], date: '2026-05-01' },
  };
  return { model, long };
}

describe('table rows', () => {
  it('split a row taller than a page between its lines, losing no word, repeating the header', async () => {
    const { model, long } = historySheet();
    const bytes = await renderSheetPdf(model, { paper: 'a4', fonts });
    const file = join(work, 'history.pdf');
    writeFileSync(file, bytes);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThanOrEqual(3);
    const raw = poppler('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']);
    // Each numbered word once, in order, and no cut word.
    const found = collapse(raw).split(' ').filter((w) => /^w\d+$/.test(w));
    expect(found).toEqual(long.split(' ').filter((w) => /^w\d+$/.test(w)));
    expect(raw).not.toContain('…');
    expect(raw.split(/\n|\f/).filter((l) => l.trim() === 'History (continued)').length).toBeGreaterThanOrEqual(pages - 2);
    const { words } = wordBoxes(file);
    expect(overlaps(words)).toEqual([]);
    // The short rows after it are whole: date and change on the same line.
    for (let i = 0; i < 30; i++) {
      const gold = words.find((w) => w.text === `${i}` && words.some((v) => v.text === 'to' && v.page === w.page && Math.abs(v.yMin - w.yMin) < 1));
      expect(gold, `row ${i}`).toBeDefined();
    }
  }, 120_000);
});
