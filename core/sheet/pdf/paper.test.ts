/**
 * Paper that is usable at the table (issue 15), for every registered system: nothing printed is cut to "…", blank
 * sheets are rows and lines to write on down to the footer, the footer keeps rules not followed apart from house
 * rules, and the fillable PDF has a field for every value that changes in play, sitting where the value prints.
 * Read back with poppler (pdftotext, pdftoppm) and pdf-lib.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFCheckBox, PDFDocument, PDFTextField } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collapse, inPlayValues, overlaps, poppler, wordBoxes } from '../../../tests/unit-support/pdf-inspect';
import type { CharacterDocument } from '../../documents/character';
import { createSeededRandom } from '../../dice';
import { listSystems, loadSystem } from '../../systems/registry';
import type { AnySystem } from '../../systems/types';
import type { SheetModel } from '../sheet-model';
import { renderSheetPdf } from './render-sheet';
import type { Paper } from './theme';

const FONT_DIR = new URL('../../../resources/fonts/', import.meta.url);
const fonts = {
  regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
  bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
};
const work = mkdtempSync(join(tmpdir(), 'paper-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PRINTED = '2026-05-01';

async function pdf(name: string, model: SheetModel, paper: Paper = 'a4', fillable = false): Promise<{ bytes: Uint8Array; file: string }> {
  const bytes = await renderSheetPdf(model, { paper, fonts, fillable });
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  return { bytes, file };
}

/** Every system with its quick character (seed 4, as `new <system> --seed 4`) and its sample characters. */
interface Subject {
  readonly system: AnySystem;
  readonly characters: readonly { readonly name: string; readonly doc: CharacterDocument }[];
}
const subjects: Subject[] = [];

beforeAll(async () => {
  for (const manifest of listSystems()) {
    const system = await loadSystem(manifest.id);
    if (!system) throw new Error(`system ${manifest.id} does not load`);
    const quick = system.quick(createSeededRandom(4), { id: `quick-${manifest.id}`, now: `${PRINTED}T00:00:00.000Z` });
    const samples = system.samples ? (await system.samples()).characters.map((c) => ({ name: c.file, doc: c.doc })) : [];
    subjects.push({ system, characters: [{ name: 'quick', doc: quick }, ...samples] });
  }
}, 120_000);

/** Text items (pdftotext's words) that end in an ellipsis: what "cut short" looks like on paper. */
function cutShort(file: string): string[] {
  return poppler('pdftotext', ['-enc', 'UTF-8', file, '-'])
    .split(/\s+/)
    .filter((w) => w.endsWith('…'));
}

describe('nothing is cut to "…"', () => {
  it('on any page of any system’s quick, sample and blank sheets, A4 and Letter, plain and fillable (and no words overlap)', async () => {
    expect(subjects.length).toBeGreaterThanOrEqual(5);
    const found: string[] = [];
    for (const { system, characters } of subjects) {
      const sheets = [...characters.map((c) => ({ name: c.name, model: system.sheet(c.doc, PRINTED) })), { name: 'blank', model: system.blankSheet(PRINTED) }];
      for (const { name, model } of sheets) {
        for (const [paper, fillable] of [['a4', false], ['letter', false], ['a4', true]] as const) {
          const { file } = await pdf(`${system.id}-${name}-${paper}-${fillable}`, model, paper, fillable);
          const where = `${system.id} ${name} ${paper}${fillable ? ' fillable' : ''}`;
          for (const word of cutShort(file)) found.push(`${where}: ${word}`);
          // Wrapped cells grow their rows: no line may run into the next.
          for (const clash of overlaps(wordBoxes(file).words)) found.push(`${where}: ${clash}`);
        }
      }
    }
    expect(found).toEqual([]);
  }, 600_000);

  it('wraps two long cells that differ only at the end, and long headers, so both read whole', async () => {
    // Table 6-1 lists the bastard sword twice (004:1488): one- and two-handed used to print the same, cut short.
    const model: SheetModel = {
      system: { id: 'test', name: 'Test' },
      title: 'Wrapping',
      subtitle: '',
      identity: [],
      main: [
        {
          kind: 'table',
          id: 'weapons',
          title: 'Weapon Feats',
          columns: ['Weapon', 'Proficiency level reached', 'Damage'],
          widths: [1.6, 1, 1],
          rows: [
            { id: 'one', cells: ['Sword, Bastard (One Handed)', 'Basic', '1d6+1'] },
            { id: 'two', cells: ['Sword, Bastard (Two Handed)', 'Basic', '1d8+1'] },
            { id: 'net', cells: ['Net', 'Non-proficient', 'Entangles the target until it breaks free or is cut loose by a friend'] },
          ],
        },
      ],
      extra: [],
      footer: { houseRules: [], overrides: [], date: PRINTED },
    };
    const { file } = await pdf('wrapping', model);
    const text = collapse(poppler('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']));
    expect(cutShort(file)).toEqual([]);
    expect(text).toContain('Sword, Bastard (One Handed)');
    expect(text).toContain('Sword, Bastard (Two Handed)');
    expect(text).toContain('Entangles the target until it breaks free or is cut loose by a friend');
    expect(text).toContain('PROFICIENCY LEVEL REACHED');
    // The column is too narrow for either name on one line: each went on below its first word (the row grew), and
    // the second row starts below the first row's last line.
    const { words } = wordBoxes(file);
    const at = (text: string) => words.filter((w) => w.text === text).map((w) => w.yMin);
    const [sword1, sword2] = at('Sword,');
    const [handed1, handed2] = at('Handed)');
    if (sword1 === undefined || sword2 === undefined || handed1 === undefined || handed2 === undefined) throw new Error('the names are not on the page');
    expect(handed1).toBeGreaterThan(sword1 + 3);
    expect(sword2).toBeGreaterThan(handed1 + 3);
    expect(handed2).toBeGreaterThan(sword2 + 3);
  });
});

/**
 * The lowest inked pixel row of each half of each page, above the footer, in points from the page's top: where
 * the sheet's content ends in each column. Page rasterised in grey at 36 dpi (half a point per pixel).
 */
function contentBottoms(file: string, prefix: string): { page: number; left: number; right: number; bottom: number }[] {
  poppler('pdftoppm', ['-gray', '-r', '36', file, prefix]);
  const out: { page: number; left: number; right: number; bottom: number }[] = [];
  for (let page = 1; ; page++) {
    let pgm: Buffer;
    try {
      pgm = readFileSync(`${prefix}-${page}.pgm`);
    } catch {
      break;
    }
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not write a binary PGM');
    const w = Number(header[1]);
    const h = Number(header[2]);
    const px = pgm.subarray(header[0].length);
    const scale = 72 / 36;
    // The footer rule: the lowest row inked across most of the width.
    let footer = h;
    for (let y = h - 1; y >= 0 && footer === h; y--) {
      let inked = 0;
      for (let x = 0; x < w; x++) if ((px[y * w + x] ?? 255) < 245) inked++;
      if (inked > w * 0.6) footer = y;
    }
    const lowest = (from: number, to: number): number => {
      for (let y = footer - 3; y >= 0; y--) for (let x = from; x < to; x++) if ((px[y * w + x] ?? 255) < 245) return y * scale;
      return 0;
    };
    out.push({ page, left: lowest(0, Math.floor(w / 2) - 4), right: lowest(Math.ceil(w / 2) + 4, w), bottom: footer * scale });
  }
  return out;
}

describe('blank sheets are usable at the table', () => {
  it('fill every page to the footer with rows and lines, in both columns of page 1, A4 and Letter', async () => {
    const gaps: string[] = [];
    for (const { system } of subjects) {
      for (const paper of ['a4', 'letter'] as const) {
        const name = `blank-${system.id}-${paper}`;
        const { file } = await pdf(name, system.blankSheet(PRINTED), paper);
        const pages = contentBottoms(file, join(work, name));
        expect(pages.length).toBeGreaterThanOrEqual(2);
        for (const p of pages) {
          // Two blank rows (15 pt each), a heading and the gaps around the footer are the most a page may leave
          // unused in any column; 40% of a page was left blank before.
          const limit = 70;
          for (const side of ['left', 'right'] as const) {
            const unused = p.bottom - p[side];
            if (unused > limit) gaps.push(`${system.id} ${paper} page ${p.page} ${side}: ${Math.round(unused)} pt unused`);
          }
        }
      }
    }
    expect(gaps).toEqual([]);
  }, 300_000);

  it('gives Dark Dungeons’ equipment and spellbook rows to the space left, more than the few they had', async () => {
    const dd = subjects.find((s) => s.system.id === 'dark-dungeons')?.system;
    if (!dd) throw new Error('Dark Dungeons is not registered');
    for (const paper of ['a4', 'letter'] as const) {
      const { bytes } = await pdf(`blank-dd-fill-${paper}`, dd.blankSheet(PRINTED), paper, true);
      const names = (await PDFDocument.load(bytes)).getForm().getFields().map((f) => f.getName());
      const rows = (table: string) => new Set(names.filter((n) => n.startsWith(`${table}.blank-`)).map((n) => n.split('.')[1])).size;
      // The model asks for 4 rows each (blankOf); the room left on page 2 gives them twice that and more.
      expect(rows('equipment'), paper).toBeGreaterThanOrEqual(8);
      expect(rows('spellbook'), paper).toBeGreaterThanOrEqual(6);
    }
  }, 120_000);
});

describe('the footer', () => {
  it('lists house rules as house rules and rules not followed apart (a Dark Dungeons character with two broken)', async () => {
    const dd = subjects.find((s) => s.system.id === 'dark-dungeons');
    const quick = dd?.characters[0]?.doc;
    if (!dd || !quick) throw new Error('Dark Dungeons is not registered');
    // Str 19 cannot come from 3d6 (004:19), and money cannot be negative: two rules broken, no house rule.
    const data = structuredClone(quick.data) as { rolled: Record<string, number>; money: Record<string, number> };
    data.rolled.str = 19;
    data.money.gp = -5;
    const doc: CharacterDocument = { ...quick, data, houseRules: [] };
    const broken = dd.system.validate(doc).map((v) => v.message);
    expect(broken).toHaveLength(2);
    const model = dd.system.sheet(doc, PRINTED);
    expect(model.footer.rulesNotFollowed).toEqual(broken);
    const { file } = await pdf('footer-broken', model);
    const text = collapse(poppler('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']));
    expect(text).toContain('House rules: none');
    expect(text).toContain(`Rules not followed: ${broken.join('; ')}`);
    // With a house rule too, each list keeps its own label.
    const ruled = await pdf('footer-both', { ...model, footer: { ...model.footer, houseRules: ['GM swap used'] } });
    const both = collapse(poppler('pdftotext', ['-raw', '-enc', 'UTF-8', ruled.file, '-']));
    expect(both).toContain('House rules: GM swap used');
    expect(both).toContain(`Rules not followed: ${broken.join('; ')}`);
  });

  it('counts a long list of rules not followed and prints them in full in their own section', async () => {
    const many = Array.from({ length: 12 }, (_, i) => `Rule ${i + 1} is broken in a way that takes a whole sentence to say.`);
    const model: SheetModel = {
      system: { id: 'test', name: 'Test' },
      title: 'Rule Breaker',
      subtitle: '',
      identity: [],
      main: [{ kind: 'text', id: 'notes', title: 'Notes', paragraphs: ['Nothing much.'] }],
      extra: [],
      footer: { houseRules: [], overrides: [], rulesNotFollowed: many, date: PRINTED },
    };
    const { file } = await pdf('footer-many', model);
    const raw = poppler('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']);
    const text = collapse(raw);
    expect(text).toContain('Rules not followed: 12, listed under Rules Not Followed');
    expect(raw.split(/\n|\f/)).toContain('Rules Not Followed');
    for (const rule of many) expect(text.split(rule).length - 1, rule).toBe(1);
  });
});

/** Share of pixels that differ clearly between two greyscale rasterisations of the same page. */
function pixelDifference(a: Buffer, b: Buffer): number {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/;
  const ha = header.exec(a.subarray(0, 64).toString('latin1'));
  const hb = header.exec(b.subarray(0, 64).toString('latin1'));
  if (!ha || !hb || ha[1] !== hb[1] || ha[2] !== hb[2]) throw new Error('the two pages differ in size');
  const pa = a.subarray(ha[0].length);
  const pb = b.subarray(hb[0].length);
  let differ = 0;
  for (let i = 0; i < pa.length; i++) if (Math.abs((pa[i] ?? 0) - (pb[i] ?? 0)) > 96) differ++;
  return differ / pa.length;
}

describe('the fillable PDF', () => {
  it('has a field, named after its id, for every in-play value, text and table cell of every system’s sheet', async () => {
    for (const { system, characters } of subjects) {
      const doc = characters[0]?.doc;
      if (!doc) throw new Error(`${system.id} has no quick character`);
      const model = system.sheet(doc, PRINTED);
      const want = inPlayValues(model);
      const { bytes } = await pdf(`fill-${system.id}`, model, 'a4', true);
      const form = (await PDFDocument.load(bytes)).getForm();
      const got = new Map(form.getFields().map((f) => [f.getName(), f instanceof PDFTextField ? (f.getText() ?? '') : f instanceof PDFCheckBox ? (f.isChecked() ? '✓' : '') : '(not text)'] as const));
      for (const [name, value] of want) {
        expect(got.has(name), `${system.id}: field ${name}`).toBe(true);
        // Text sections may be split into numbered fields over pages; single values are prefilled whole.
        if (!value.includes('\n')) expect(collapse(got.get(name) ?? ''), `${system.id}: ${name}`).toBe(collapse(value));
      }
      // Every field is one the model asked for (blank rows of tables that fill are the only ones not listed).
      for (const name of got.keys()) expect(want.has(name) || /\.blank-\d+\./.test(name) || /-\d+$/.test(name), `${system.id}: unexpected ${name}`).toBe(true);
    }
  }, 120_000);

  it('covers what changes in play on a Dark Dungeons sheet: HP, state, XP, each coin, equipment, spells and their slots, conditions, notes', async () => {
    const dd = subjects.find((s) => s.system.id === 'dark-dungeons');
    const quick = dd?.characters[0]?.doc;
    if (!dd || !quick) throw new Error('Dark Dungeons is not registered');
    const model = dd.system.sheet(quick, PRINTED);
    const { bytes } = await pdf('fill-dd', model, 'a4', true);
    const form = (await PDFDocument.load(bytes)).getForm();
    const names = form.getFields().map((f) => f.getName());
    for (const name of ['play.hp', 'play.state', 'xp', 'purse.pp', 'purse.gp', 'purse.ep', 'purse.sp', 'purse.cp', 'conditions', 'notes']) expect(names).toContain(name);
    // Boxes to write in start empty: the value they start from is printed beside them.
    for (const name of ['play.hp', 'xp', 'purse.gp']) expect(form.getTextField(name).getText() ?? '', name).toBe('');
    // A level-1 elf casts one first-level spell a day (Table 4-4, 004:375): one box to tick.
    expect(form.getCheckBox('spells.1.1').isChecked()).toBe(false);
    expect(names).not.toContain('spells.1.2');
    const equipment = model.extra.find((s) => s.id === 'equipment');
    if (equipment?.kind !== 'table') throw new Error('no equipment table');
    expect(equipment.rows.length).toBeGreaterThan(0);
    for (const row of equipment.rows) for (const column of ['item', 'qty', 'cost-gp', 'weight-cn']) expect(names).toContain(`equipment.${row.id}.${column}`);
    // The quick character is an elf, a spell caster: its spellbook and prepared spells are fields too.
    expect(names.some((n) => n.startsWith('spellbook.'))).toBe(true);
    expect(names.some((n) => n.startsWith('prepared.'))).toBe(true);
  });

  it('puts each field where the value prints: the fillable pages look like the plain ones', async () => {
    for (const { system, characters } of subjects) {
      const doc = characters[0]?.doc;
      if (!doc) continue;
      const model = system.sheet(doc, PRINTED);
      const plain = await pdf(`look-${system.id}-plain`, model);
      const fill = await pdf(`look-${system.id}-fill`, model, 'a4', true);
      const pages = (await PDFDocument.load(plain.bytes)).getPageCount();
      for (let page = 1; page <= pages; page++) {
        const a = join(work, `look-${system.id}-plain-${page}`);
        const b = join(work, `look-${system.id}-fill-${page}`);
        poppler('pdftoppm', ['-gray', '-r', '50', '-f', String(page), '-l', String(page), '-singlefile', plain.file, a]);
        poppler('pdftoppm', ['-gray', '-r', '50', '-f', String(page), '-l', String(page), '-singlefile', fill.file, b]);
        // A field drawn a line off, or left empty, changes several percent of a page; a baseline a pixel off, a few
        // hundredths of one.
        expect(pixelDifference(readFileSync(`${a}.pgm`), readFileSync(`${b}.pgm`)), `${system.id} page ${page}`).toBeLessThan(0.004);
      }
    }
  }, 300_000);
});
