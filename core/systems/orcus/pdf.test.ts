/**
 * The Orcus character sheet, the blank sheet and a monster's stat block print through the shared PDF code (A4 and
 * Letter, fillable), and the printed text carries the values.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFCheckBox, PDFDocument, PDFTextField } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { renderSheetPdf } from '../../sheet/pdf/render-sheet';
import { collapse, layoutText } from '../../../tests/unit-support/pdf-inspect';
import { buildMonster, monsterSheet } from './monsters';
import { orcus } from './system';

const FONTS = path.resolve('resources/fonts');
const fonts = { regular: new Uint8Array(readFileSync(path.join(FONTS, 'DejaVuSans.ttf'))), bold: new Uint8Array(readFileSync(path.join(FONTS, 'DejaVuSans-Bold.ttf'))) };

describe('printing', () => {
  it('a character sheet prints on A4 with form fields for what changes in play', async () => {
    const doc = orcus.quick(createSeededRandom(4), { id: 'p4', now: '2026-01-01T00:00:00.000Z', variant: 'warrior' });
    const bytes = await renderSheetPdf(orcus.sheet(doc, '2026-01-01'), { paper: 'a4', fillable: true, fonts });
    const pdf = await PDFDocument.load(bytes);
    const fields = pdf.getForm().getFields();
    const names = fields.filter((f) => f instanceof PDFTextField).map((f) => f.getName());
    // The play block's boxes to write in (named after the trackers), the purse's coins, XP and the notes.
    expect(names).toEqual(expect.arrayContaining(['play.hp', 'play.state', 'play.tempHp', 'play.recoveries', 'play.actionPoints', 'xp', 'purse.gp', 'purse.sp', 'notes']));
    // Three death saves, each a box to tick (002:1461), and a box to tick for each power slot used.
    const checks = fields.filter((f) => f instanceof PDFCheckBox).map((f) => f.getName());
    expect(checks).toEqual(expect.arrayContaining(['play.deathSaves.1', 'play.deathSaves.2', 'play.deathSaves.3']));
    expect(checks.some((n) => /^powers\.power-slot-\d+\.used$/.test(n))).toBe(true);
  });

  it('a monster’s stat block prints on Letter with its figures', async () => {
    const block = buildMonster({ level: 5, role: 'blocker', rank: 'elite', name: 'Hobgoblin warden' });
    const bytes = await renderSheetPdf(monsterSheet(block, '2026-01-01'), { paper: 'letter', fonts });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'orcus-pdf-')), 'monster.pdf');
    writeFileSync(file, bytes);
    const text = collapse(layoutText(file));
    expect(text).toContain('Hobgoblin warden');
    expect(text).toContain('98');
    expect(text).toContain('2d12+4');
  });

  it('the blank sheet prints', async () => {
    const bytes = await renderSheetPdf(orcus.blankSheet('2026-01-01'), { paper: 'a4', fonts });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  });
});
