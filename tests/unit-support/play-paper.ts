/**
 * The paper a player plays from, checked the way a player would look at it: a character's sheet printed on A4 and on
 * Letter is two pages, page 1 carries the labels of the boxes written in at the table (health, state, conditions, the
 * values spent in play, the defences), and no page holds less than a quarter of the lines a page holds. Read back
 * with poppler (pdftotext's word boxes). Used by each system's paper test with its own level-1 and level-3 characters.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CharacterDocument } from '../../core/documents/character';
import { characterSheet } from '../../core/sheet/character-sheet';
import { paperPlan } from '../../core/sheet/paper-layout';
import { renderSheetPdf } from '../../core/sheet/pdf/render-sheet';
import { THEME, lineHeight, type Paper } from '../../core/sheet/pdf/theme';
import type { AnySystem } from '../../core/systems/types';
import { createSeededRandom } from '../../core/dice';
import { wordBoxes, type WordBox } from './pdf-inspect';

const FONT_DIR = new URL('../../resources/fonts/', import.meta.url);
/** The sheet's two embedded faces, read once (also for tests/unit-support/loaded-as-is.ts). */
export const fonts = {
  regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
  bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
};

/** The date printed on the test sheets. */
export const PRINTED = '2026-05-01';

/**
 * The lines of text on a page: the rows across it that hold printed words (a row of boxes' labels, a table row, a line
 * of notes), as pdftotext's layout would give them. The footer is left out.
 */
export function textLines(words: readonly WordBox[], page: number, footerTop: number): number {
  const rows = new Set<number>();
  for (const w of words) if (w.page === page && w.yMin < footerTop) rows.add(Math.round(w.yMin / 3));
  return rows.size;
}

/** The lines of body text a page of this size holds between its margins: what "a quarter of its lines" counts from. */
export function pageCapacity(height: number): number {
  return Math.floor((height - 2 * THEME.margin) / lineHeight(THEME.size.body));
}

/** What a printed character sheet shows, page by page. */
export interface PrintedSheet {
  readonly file: string;
  readonly pages: number;
  /** Text lines on each page (see textLines) and the least each must have. */
  readonly lines: readonly number[];
  readonly leastLines: number;
  /** The words of page 1, in capitals as labels print, for looking labels up. */
  readonly pageOneText: string;
  /** The labels of page 1's boxes written in at the table (health, state, conditions, resources, defences). */
  readonly playLabels: readonly string[];
}

/** Prints a character's sheet (as the app and the command line do) and reads it back. */
export async function printSheet(system: AnySystem, doc: CharacterDocument, paper: Paper, dir: string, name: string, withHistory = false): Promise<PrintedSheet> {
  const model = characterSheet(system, doc, PRINTED);
  const bytes = await renderSheetPdf(model, { paper, fonts, withHistory });
  const file = join(dir, `${name}-${paper}${withHistory ? '-history' : ''}.pdf`);
  writeFileSync(file, bytes);
  const { words, pages } = wordBoxes(file);
  // The footer's text sits below this line: the margin, and at most three lines of footer.
  const footerTop = (pages[0]?.height ?? 0) - THEME.margin - 3 * lineHeight(THEME.size.footer) - 6;
  const lines = pages.map((_, i) => textLines(words, i + 1, footerTop));
  const plan = paperPlan(model);
  if (!plan) throw new Error(`${system.id}: the sheet has no play values, so it prints no play layout`);
  const playLabels = [
    plan.play.health.label,
    'State',
    'Conditions',
    ...plan.resources.map((r) => r.label),
    ...plan.play.defences.map((f) => f.label),
  ];
  return {
    file,
    pages: pages.length,
    lines,
    leastLines: Math.ceil(pageCapacity(pages[0]?.height ?? 0) / 4),
    pageOneText: words
      .filter((w) => w.page === 1)
      .map((w) => w.text)
      .join(' '),
    playLabels,
  };
}

/**
 * Everything wrong with a printed sheet for play, in words (empty when it is right): not two pages, a box's label
 * missing from page 1, a page with fewer than a quarter of a page's lines.
 */
export function playPaperProblems(sheet: PrintedSheet, where: string): string[] {
  const problems: string[] = [];
  if (sheet.pages !== 2) problems.push(`${where}: ${sheet.pages} pages, not 2`);
  const text = sheet.pageOneText.replace(/\s+/g, ' ');
  for (const label of sheet.playLabels) {
    const printed = label.toLocaleUpperCase('en');
    // "Conditions" is a section title, printed as written; box labels print in capitals.
    if (!text.includes(printed) && !text.includes(label)) problems.push(`${where}: "${label}" is not on page 1`);
  }
  sheet.lines.forEach((n, i) => {
    if (n < sheet.leastLines) problems.push(`${where}: page ${i + 1} holds ${n} lines, under a quarter of a page (${sheet.leastLines})`);
  });
  return problems;
}

/** Prints every character on A4 and on Letter and gathers the problems (see playPaperProblems). */
export async function playPaperCheck(system: AnySystem, characters: readonly { readonly name: string; readonly doc: CharacterDocument }[], dir: string): Promise<{ problems: string[]; printed: number }> {
  const problems: string[] = [];
  let printed = 0;
  for (const { name, doc } of characters) {
    for (const paper of ['a4', 'letter'] as const) {
      problems.push(...playPaperProblems(await printSheet(system, doc, paper, dir, `${system.id}-${name}`), `${name} ${paper}`));
      printed++;
    }
  }
  return { problems, printed };
}

/** A character taken up `levels` levels by the system's own advance (dice from a seed), as the command line does. */
export function levelledUp(system: AnySystem, doc: CharacterDocument, levels: number, seed = 9): CharacterDocument {
  const progression = system.progression;
  if (!progression) throw new Error(`${system.id} has no levels`);
  let d = doc;
  for (let i = 0; i < levels; i++) d = progression.advance(d, createSeededRandom(seed + i), { now: `${PRINTED}T12:00:00.000Z`, force: true }).doc;
  return d;
}
