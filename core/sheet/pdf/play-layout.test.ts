/**
 * The play layout for every system, beyond each system's own paper test: blank sheets and fillable sheets are the same
 * two pages, the history prints only when asked and then on pages of its own, and the check that no page holds less
 * than a quarter of its lines does catch such a page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poppler, wordBoxes } from '../../../tests/unit-support/pdf-inspect';
import { PRINTED, levelledUp, playPaperProblems, printSheet } from '../../../tests/unit-support/play-paper';
import { createSeededRandom } from '../../dice';
import { listSystems, loadSystem } from '../../systems/registry';
import type { AnySystem } from '../../systems/types';
import { renderSheetPdf } from './render-sheet';

const FONT_DIR = new URL('../../../resources/fonts/', import.meta.url);
const fonts = {
  regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
  bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
};
const work = mkdtempSync(join(tmpdir(), 'play-layout-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const systems: AnySystem[] = [];
beforeAll(async () => {
  for (const m of listSystems()) {
    const s = await loadSystem(m.id);
    if (s) systems.push(s);
  }
}, 60_000);

async function pageCount(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}

describe('the play layout', () => {
  it('prints every system’s blank sheet on two pages of A4 and of Letter, plain and fillable, with the play block’s labels on page 1', async () => {
    expect(systems.length).toBeGreaterThanOrEqual(5);
    for (const system of systems) {
      const model = system.blankSheet(PRINTED);
      const play = model.play;
      if (!play) throw new Error(`${system.id}: the blank sheet has no play block`);
      for (const paper of ['a4', 'letter'] as const) {
        for (const fillable of [false, true]) {
          const bytes = await renderSheetPdf(model, { paper, fonts, fillable });
          const where = `${system.id} blank ${paper}${fillable ? ' fillable' : ''}`;
          expect(await pageCount(bytes), where).toBe(2);
          const file = join(work, `blank-${system.id}-${paper}-${fillable}.pdf`);
          writeFileSync(file, bytes);
          const page1 = poppler('pdftotext', ['-f', '1', '-l', '1', '-enc', 'UTF-8', file, '-']).replace(/\s+/g, ' ');
          for (const label of [play.health.label, 'State', ...play.defences.map((f) => f.label)]) expect(page1, `${where}: ${label}`).toContain(label.toUpperCase());
          expect(page1).toContain('Conditions');
        }
      }
    }
  }, 300_000);

  it('keeps a fillable sheet on the same two pages as the plain one', async () => {
    for (const system of systems) {
      const doc = system.quick(createSeededRandom(5), { id: 'q', now: `${PRINTED}T00:00:00.000Z` });
      const model = system.sheet(doc, PRINTED);
      for (const paper of ['a4', 'letter'] as const) {
        expect(await pageCount(await renderSheetPdf(model, { paper, fonts, fillable: true })), `${system.id} ${paper}`).toBe(2);
      }
    }
  }, 300_000);

  it('prints the history only when asked, after the sheet on pages of its own; such a page of a few lines is one the check finds', async () => {
    const dd = systems.find((s) => s.id === 'dark-dungeons');
    if (!dd) throw new Error('Dark Dungeons is not registered');
    const doc = levelledUp(dd, dd.quick(createSeededRandom(8), { id: 'h', now: `${PRINTED}T00:00:00.000Z`, variant: 'fighter' }), 2);
    const summaries = doc.history.filter((h) => h.kind === 'level-up').map((h) => h.summary);
    expect(summaries).toHaveLength(2);
    const plain = await printSheet(dd, doc, 'a4', work, 'history');
    expect(playPaperProblems(plain, 'without history')).toEqual([]);
    const asked = await printSheet(dd, doc, 'a4', work, 'history', true);
    expect(asked.pages).toBe(3);
    const { words } = wordBoxes(asked.file);
    const onPage = (page: number) => words.filter((w) => w.page === page).map((w) => w.text).join(' ');
    expect(onPage(3)).toMatch(/^.*DARK DUNGEONS History DATE CHANGE/);
    for (const summary of summaries) expect(onPage(3)).toContain(summary.split(' ').slice(0, 4).join(' '));
    for (const page of [1, 2]) expect(onPage(page)).not.toContain('History');
    expect(poppler('pdftotext', ['-enc', 'UTF-8', plain.file, '-'])).not.toContain(summaries[0] ?? '?');
    // Three history lines make a page the play layout would never print on its own: the check says so.
    expect(playPaperProblems(asked, 'with history')).toEqual([
      'with history: 3 pages, not 2',
      `with history: page 3 holds ${asked.lines[2]} lines, under a quarter of a page (${asked.leastLines})`,
    ]);
  }, 120_000);
});
