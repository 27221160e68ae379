/**
 * The footer is on every page, so it stays short: house rules too long for two lines are counted there and listed
 * in full in a House Rules section; a long override legend is counted (the values carry the mark themselves).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collapse, poppler } from '../../../tests/unit-support/pdf-inspect';
import type { SheetModel } from '../sheet-model';
import { THIEF_SHEET } from './fixtures';
import { renderSheetPdf } from './render-sheet';

const FONT_DIR = new URL('../../../resources/fonts/', import.meta.url);
const fonts = {
  regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
  bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
};
const work = mkdtempSync(join(tmpdir(), 'footer-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The most house rules an import accepts: 50 of 200 characters (core/documents/content-limits.ts). */
const MANY_RULES = Array.from({ length: 50 }, (_, i) => `Rule ${i + 1}: ${'a long ruling about weapons and armour '.repeat(6)}`.slice(0, 200));
const MANY_OVERRIDES = Array.from({ length: 60 }, (_, i) => `Value number ${i + 1}`);

/** Lines of every page around the sections: the running header, the heading of a continued section, the footer. */
const FURNITURE = [/^DARK DUNGEONS$/, /^CHARACTER SHEET$/, /^Black Leaf$/, /^House Rules( \(continued\))?$/, /^Dark Dungeons · House rules:/, /^† Overridden by hand/, /^Printed .* · Page \d+ of \d+$/];

async function textOf(name: string, model: SheetModel): Promise<string> {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, await renderSheetPdf(model, { paper: 'a4', fonts }));
  return poppler('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']);
}

describe('the footer', () => {
  it('keeps a few house rules and overrides in the footer of every page', async () => {
    const raw = await textOf('few', THIEF_SHEET);
    const text = collapse(raw);
    expect(text).toContain('House rules: GM swap used');
    expect(text).toContain('Overridden by hand: HP max');
    expect(raw.split(/\n|\f/)).not.toContain('House Rules');
  });

  it('counts many house rules and long override lists, and prints every rule in a House Rules section', async () => {
    const model: SheetModel = { ...THIEF_SHEET, footer: { ...THIEF_SHEET.footer, houseRules: MANY_RULES, overrides: MANY_OVERRIDES } };
    const raw = await textOf('many', model);
    const text = collapse(raw);
    expect(text).toContain('House rules: 50, listed under House Rules');
    expect(text).toContain('Overridden by hand: 60 values, each marked †');
    // The section's heading is a line of its own.
    expect(raw.split(/\n|\f/)).toContain('House Rules');
    // The section read back without the page furniture between its pages holds every rule, each once: the
    // footer only counts them.
    const lines = raw.split(/\n|\f/);
    const section = collapse(lines.slice(lines.indexOf('House Rules')).filter((l) => !FURNITURE.some((f) => f.test(l))).join(' '));
    for (const rule of MANY_RULES) expect(section.split(collapse(rule)).length - 1, rule.slice(0, 20)).toBe(1);
    for (const rule of MANY_RULES) expect(text.split(collapse(rule)).length - 1, rule.slice(0, 20)).toBeLessThanOrEqual(1);
  });
});
