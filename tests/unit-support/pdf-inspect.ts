/**
 * Test helpers that read PDFs back with poppler: text, word boxes, overlap checks, and what a sheet model prints.
 * Poppler is a hard requirement: when it is missing the tests fail and say so, rather than skip.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { SheetField, SheetModel, SheetSection } from '../../core/sheet/sheet-model';
import { paperPlan } from '../../core/sheet/paper-layout';

/** Runs a poppler tool, failing with a clear message when it is not installed. */
export function poppler(tool: 'pdftotext' | 'pdftoppm', args: string[]): string {
  const path = `/usr/bin/${tool}`;
  if (!existsSync(path)) throw new Error(`${path} is missing: install poppler-utils (apt-get install poppler-utils)`);
  return execFileSync(path, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}


/** Text with -layout, whitespace collapsed. */
export function layoutText(file: string): string {
  return poppler('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
}

export const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim();

export interface WordBox {
  readonly page: number;
  readonly text: string;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
}

/** Word boxes from pdftotext -bbox-layout, with their page number. */
export function wordBoxes(file: string): { words: WordBox[]; pages: { width: number; height: number }[] } {
  const html = poppler('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', file, '-']);
  const pages: { width: number; height: number }[] = [];
  const words: WordBox[] = [];
  const token = /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const m of html.matchAll(token)) {
    if (m[1] !== undefined) pages.push({ width: Number(m[1]), height: Number(m[2]) });
    else words.push({ page: pages.length, text: m[7] ?? '', xMin: Number(m[3]), yMin: Number(m[4]), xMax: Number(m[5]), yMax: Number(m[6]) });
  }
  return { words, pages };
}

/** Pairs of word boxes on the same page that overlap by more than a hair (0.3 pt either way). */
export function overlaps(words: readonly WordBox[]): string[] {
  const eps = 0.3;
  const found: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      const a = words[i];
      const b = words[j];
      if (!a || !b || a.page !== b.page) continue;
      const ix = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const iy = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (ix > eps && iy > eps) found.push(`page ${a.page}: "${a.text}" and "${b.text}"`);
    }
  }
  return found;
}

/**
 * The sections a model prints, in order, as printed: in the play layout (a model with play values) those the layout
 * prints (page 1's and the rest, with the conditions box), a section trimmed of the fields the play block prints under
 * its paper title, and the history only when asked; otherwise main and extra.
 */
export function printedSections(model: SheetModel, withHistory = false): SheetSection[] {
  const plan = paperPlan(model, { withHistory });
  return plan ? [...(plan.conditions ? [plan.conditions] : []), ...plan.pageOne, ...plan.rest, ...plan.history] : [...model.main, ...model.extra];
}

/**
 * Every printed string of a model: title, subtitle, identity values, field values, table cells, paragraphs; in the
 * play layout also the play block's values (defences, the numbers read every round, the maximum health, the state
 * word and the values spent in play as they start), and not what it leaves out.
 */
export function printedValues(model: SheetModel): string[] {
  const fromSection = (s: SheetSection): string[] =>
    s.kind === 'fields' ? s.fields.map((f) => f.value) : s.kind === 'table' ? s.rows.flatMap((r) => r.cells.filter((_, i) => !(s.checkColumns ?? []).includes(i))) : [...s.paragraphs];
  const plan = paperPlan(model);
  const band = plan
    ? [
        ...plan.play.defences.map((f) => f.value),
        ...plan.play.glance.map((f) => f.value),
        plan.play.health.max !== null && plan.play.health.model === 'pool' ? String(plan.play.health.max) : '',
        plan.play.state ?? '',
        ...plan.resources.filter((r) => r.boxes !== 1).map((r) => (r.max === undefined || r.value === '' ? r.value : `${r.value} of ${r.max}`)),
      ]
    : [];
  return [model.title, model.subtitle, ...(plan ? plan.identity : model.identity).map((f) => f.value), ...band, ...printedSections(model).flatMap(fromSection)].filter((v) => v !== '');
}

/** A column caption as a form-field name part: lower case, each run of other than letters and digits one dash. */
const captionKey = (caption: string): string =>
  caption
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** Form fields of a fields section or band value: a text field, or a check box per box to tick ("✓" when ticked). */
function fieldEntries(f: SheetField, writeIn: boolean): [string, string][] {
  if (!f.inPlay) return [];
  // In the play layout the value is printed as it starts; the field beside it is empty, for the value in play.
  return [[f.id, writeIn ? '' : f.value]];
}

/** The check boxes of `n` boxes to tick named `<name>.<1..n>`, the first `ticked` ticked. */
function ticks(name: string, n: number, ticked = 0): [string, string][] {
  return Array.from({ length: n }, (_, i): [string, string] => [`${name}.${i + 1}`, i < ticked ? '✓' : '']);
}

/**
 * The in-play values of a model: what the fillable PDF must turn into form fields, by field name, with the value each
 * starts with ("✓" for a ticked check box). Fields and text sections by their id; every cell of an in-play table as
 * `<section>.<row id, dots as dashes>.<column caption key>`, and its blank rows as `<section>.blank-N.<column>` (N
 * from 1) when their number is fixed (a table that fills the room left gets as many as fit; the caller checks those
 * apart); a column of boxes to tick is a check box in every row. A model with play values prints in the play layout:
 * there the in-play values are empty fields beside their starting value, the play block's boxes are named
 * `play.<id>`, and what the play block prints, or the history, is not on the sheet.
 */
export function inPlayValues(model: SheetModel): Map<string, string> {
  const out = new Map<string, string>();
  const plan = paperPlan(model);
  const writeIn = plan !== null;
  const set = (entries: readonly [string, string][]) => entries.forEach(([k, v]) => out.set(k, v));
  for (const f of plan ? plan.identity : model.identity) set(fieldEntries(f, writeIn));
  if (plan) {
    const { health } = plan.play;
    if (health.model === 'track') set(ticks(`play.${health.trackerId}`, health.max !== null && health.max > 0 && health.max <= 20 ? health.max : 5));
    else out.set(`play.${health.trackerId}`, '');
    out.set('play.state', '');
    for (const r of plan.resources) {
      const n = Math.floor(r.boxes ?? 0);
      if (n === 1) set(ticks(`play.${r.id}`, 1, Number(r.value) >= 1 ? 1 : 0));
      else if (n > 1 && n <= 20) set(ticks(`play.${r.id}`, n));
      else out.set(`play.${r.id}`, '');
    }
  }
  const sections = plan ? [...(plan.conditions ? [plan.conditions] : []), ...plan.pageOne, ...plan.rest] : [...model.main, ...model.extra];
  for (const s of sections) {
    if (s.kind === 'fields') {
      for (const f of s.fields) {
        set(fieldEntries(f, writeIn));
        const n = Math.floor(f.boxes ?? 0);
        if (n > 0 && n <= 20 && !(writeIn && f.inPlay)) set(ticks(f.id, n));
      }
    }
    if (s.kind === 'text' && s.inPlay) out.set(s.id, s.paragraphs.join('\n\n'));
    if (s.kind === 'table') {
      const keys = s.columns.map(captionKey);
      const checks = s.checkColumns ?? [];
      if (!s.inPlay && checks.length === 0) continue;
      const cell = (rowKey: string, cells: readonly string[]) =>
        keys.forEach((k, i) => {
          if (checks.includes(i)) out.set(`${s.id}.${rowKey}.${k}`, cells[i]?.trim() === '✓' ? '✓' : '');
          else if (s.inPlay) out.set(`${s.id}.${rowKey}.${k}`, collapse(cells[i] ?? ''));
        });
      for (const row of s.rows) cell(row.id.replace(/\./g, '-'), row.cells);
      const blank = (s.fill ?? 0) > 0 ? 0 : Math.max(s.rows.length === 0 ? 1 : 0, s.blankRows ?? 0);
      for (let n = 1; n <= blank; n++) cell(`blank-${n}`, []);
    }
  }
  return out;
}
