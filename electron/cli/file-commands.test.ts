import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { reportLine } from './file-commands';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../core/documents/character';
import { characterSheet } from '../../core/sheet/character-sheet';
import { renderSheetPdf } from '../../core/sheet/pdf/render-sheet';
import { loadSystem } from '../../core/systems/registry';

const MAIN = path.resolve('electron/cli/main.ts');
const TSX = path.resolve('node_modules/.bin/tsx');
const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-files-'));
const SLOW = { timeout: 300_000 };

/**
 * Runs the real command line. It runs from a scratch directory, not the repository, so the fonts must be found
 * from the CLI's own location.
 */
function cli(...args: string[]) {
  const r = spawnSync(TSX, [MAIN, ...args], { encoding: 'utf8', cwd: dir });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The command line with more environment (a fixed clock). */
function cliAt(env: Readonly<Record<string, string>>, ...args: string[]) {
  const r = spawnSync(TSX, [MAIN, ...args], { encoding: 'utf8', cwd: dir, env: { ...process.env, ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Text of a PDF through poppler, as a reader would see it. */
function pdfText(file: string): string {
  if (!existsSync('/usr/bin/pdftotext')) throw new Error('/usr/bin/pdftotext is missing: install poppler-utils');
  return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const made = cli('new', 'dark-dungeons', '--class', 'thief', '--seed', '5', '--json');
const character = path.join(dir, 'thief.json');
writeFileSync(character, made.stdout);
const NAME = made.status === 0 ? (JSON.parse(made.stdout) as { name: string }).name : '(new failed)';

describe('pdf', SLOW, () => {
  it('writes an A4 sheet with the name on it and reports the page count', async () => {
    expect(made.status).toBe(0);
    const out = path.join(dir, 'a4.pdf');
    const r = cli('pdf', character, '-o', out);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const pdf = await PDFDocument.load(readFileSync(out));
    const pages = pdf.getPageCount();
    expect(r.stdout).toBe(`Wrote "${out}" (${pages} page${pages === 1 ? '' : 's'}, A4)\n`);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdfText(out)).toContain(NAME);
    expect(pdf.getForm().getFields()).toHaveLength(0);
  });

  it('--paper letter gives Letter pages; --fillable gives form fields', async () => {
    const out = path.join(dir, 'letter.pdf');
    const r = cli('pdf', character, '-o', out, '--paper', 'letter', '--fillable');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/, Letter\)\n$/);
    const pdf = await PDFDocument.load(readFileSync(out));
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(pdf.getForm().getFields().length).toBeGreaterThan(0);
  });

  it('prints to play from: two pages, the history only with --with-history, on pages of its own; the same bytes as the app', async () => {
    // A character with a history: taken up two levels.
    const levelled = path.join(dir, 'levelled.json');
    const up = cli('level-up', character, '--to', '3', '--seed', '2', '-o', levelled);
    expect(up.status).toBe(0);
    const clock = { SOURCE_DATE_EPOCH: '1777600000' };
    const plain = path.join(dir, 'play.pdf');
    const withHistory = path.join(dir, 'history.pdf');
    expect(cliAt(clock, 'pdf', levelled, '-o', plain).stdout).toMatch(/\(2 pages, A4\)\n$/);
    const r = cliAt(clock, 'pdf', levelled, '-o', withHistory, '--with-history');
    expect(r.status).toBe(0);
    const pages = (await PDFDocument.load(readFileSync(withHistory))).getPageCount();
    expect(pages).toBeGreaterThan(2);
    expect(r.stdout).toContain(`(${pages} pages, A4)`);
    const doc = JSON.parse(readFileSync(levelled, 'utf8')) as CharacterDocument;
    const summaries = doc.history.filter((h) => h.kind === 'level-up').map((h) => h.summary);
    expect(summaries).toHaveLength(2);
    // The history starts page 3, after the two pages of the sheet, and is not on them; without the option it is nowhere.
    const page3 = execFileSync('/usr/bin/pdftotext', ['-f', '3', '-l', String(pages), '-enc', 'UTF-8', withHistory, '-'], { encoding: 'utf8' });
    // Page 3 opens with its running head (the name and the system), then the History heading.
    expect(page3.replace(/\s+/g, ' ').trim()).toMatch(/^.{1,80}? DARK DUNGEONS History DATE CHANGE /);
    for (const summary of summaries) expect(page3.replace(/\s+/g, ' ')).toContain(summary.slice(0, 20));
    const sheetPages = execFileSync('/usr/bin/pdftotext', ['-f', '1', '-l', '2', '-enc', 'UTF-8', withHistory, '-'], { encoding: 'utf8' });
    expect(sheetPages).not.toContain(summaries[0]?.slice(0, 20));
    expect(pdfText(plain)).not.toContain(summaries[0]?.slice(0, 20));
    // The app prints the same sheet through the same core: the same bytes for the same day (SOURCE_DATE_EPOCH's).
    const system = await loadSystem(doc.system);
    if (!system) throw new Error('the character’s system does not load');
    const fonts = { regular: new Uint8Array(readFileSync('resources/fonts/DejaVuSans.ttf')), bold: new Uint8Array(readFileSync('resources/fonts/DejaVuSans-Bold.ttf')) };
    for (const [file, history] of [[plain, false], [withHistory, true]] as const) {
      const app = await renderSheetPdf(characterSheet(system, doc, '2026-05-01'), { paper: 'a4', fonts, withHistory: history });
      expect(Buffer.from(app).equals(readFileSync(file)), file).toBe(true);
    }
    // Four runs of the command line: more time than one.
  }, 120_000);

  it('--blank needs no character file', async () => {
    const out = path.join(dir, 'blank.pdf');
    const r = cli('pdf', '--blank', '-o', out);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Wrote ".*blank\.pdf" \(\d+ pages?, A4\)\n$/);
    expect(pdfText(out)).toMatch(/DARK DUNGEONS/);
    expect(pdfText(out)).not.toContain(NAME);
  });

  it.each([
    [['pdf', '__FILE__', '-o', 'x.pdf', '--paper', 'legal'], /Unknown paper "legal"; use a4 or letter/],
    [['pdf', '__FILE__'], /Name the PDF to write: -o/],
    [['pdf', '-o', 'x.pdf'], /Name a character file/],
    [['pdf', '/no/such.json', '-o', 'x.pdf'], /File not found: "\/no\/such\.json"\.$/],
    [['pdf', '__FILE__', '-o', 'x.pdf', '--colour'], /Unknown option --colour/],
    [['pdf', '__FILE__', '--blank', '-o', 'x.pdf'], /--blank prints an empty sheet and takes no character file/],
    [['pdf', '--blank', '--with-history', '-o', 'x.pdf'], /--with-history prints a character’s history; a blank sheet has none/],
    [['pdf', '__FILE__', '-o', '/no/such/dir/x.pdf'], /^sheetsmith: Could not write "\/no\/such\/dir\/x\.pdf": the folder does not exist\.$/],
  ])('refuses %j with one line and exit 2', (args, message) => {
    const r = cli(...(args as string[]).map((a) => (a === '__FILE__' ? character : a)));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd()).toMatch(message as RegExp);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\.tmp-/);
    expect(existsSync(path.join(dir, 'x.pdf'))).toBe(false);
  });
});

/** True when text holds a raw control character (a terminal escape, bell, carriage return…) other than newline. */
function hasRawControl(text: string): boolean {
  return [...text].some((ch) => {
    const code = ch.charCodeAt(0);
    return ch !== '\n' && (code < 0x20 || (code >= 0x7f && code <= 0x9f));
  });
}

describe('output names and overwrites', SLOW, () => {
  it('pdf -o refuses to replace a file that is not a PDF, in one line with exit 2, and leaves it untouched', () => {
    expect(made.status).toBe(0);
    const victim = path.join(dir, 'victim.json');
    writeFileSync(victim, made.stdout);
    const r = cli('pdf', victim, '-o', victim);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`sheetsmith: "${victim}" exists and is not a PDF; pdf only replaces PDFs, so choose another name.\n`);
    expect(readFileSync(victim, 'utf8')).toBe(made.stdout);
    const folder = path.join(dir, 'a-folder.pdf');
    mkdirSync(folder);
    const f = cli('pdf', character, '-o', folder);
    expect(f.status).toBe(2);
    expect(f.stderr).toBe(`sheetsmith: "${folder}" is a folder; name the PDF file to write.\n`);
  });

  it('pdf -o replaces an earlier PDF', async () => {
    const out = path.join(dir, 'again.pdf');
    writeFileSync(out, '%PDF-1.4\n% an older sheet\n');
    const r = cli('pdf', character, '-o', out);
    expect(r.status).toBe(0);
    expect((await PDFDocument.load(readFileSync(out))).getPageCount()).toBeGreaterThan(0);
  });

  it('prints names quoted, with terminal escapes shown as text, never sent raw', () => {
    const out = path.join(dir, 'red\x1b[31mEVIL\x07\r.pdf');
    const r = cli('pdf', character, '-o', out);
    expect(r.status).toBe(0);
    expect(existsSync(out)).toBe(true);
    expect(hasRawControl(r.stdout)).toBe(false);
    expect(r.stdout).toContain(`"${dir}/red\\x1b[31mEVIL\\x07\\x0d.pdf"`);
    const missing = cli('pdf', path.join(dir, 'no\x1b]0;pwned\x07.json'), '-o', 'x.pdf');
    expect(missing.status).toBe(2);
    expect(hasRawControl(missing.stderr)).toBe(false);
    expect(missing.stderr).toContain('no\\x1b]0;pwned\\x07.json"');
  });

  it('prints a character name from a file without its escapes', () => {
    const file = path.join(dir, 'escape-name.json');
    writeFileSync(file, JSON.stringify({ ...(JSON.parse(made.stdout) as object), name: 'Evil\x1b]0;pwned\x07\x1b[2J' }));
    const r = cli('migrate', file, '-o', path.join(dir, 'escape-out.json'));
    expect(hasRawControl(r.stdout)).toBe(false);
    expect(hasRawControl(r.stderr)).toBe(false);
  });

  it('write errors name the file asked for, never the temporary file', () => {
    const folder = path.join(dir, 'out-folder.json');
    mkdirSync(folder);
    const r = cli('migrate', character, '-o', folder);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`sheetsmith: "${folder}" is a folder; name the file to write.\n`);
    const lost = cli('migrate', character, '-o', path.join(dir, 'no', 'such', 'y.json'));
    expect(lost.stderr).toBe(`sheetsmith: Could not write "${path.join(dir, 'no', 'such', 'y.json')}": the folder does not exist.\n`);
    expect(lost.stderr).not.toMatch(/\.tmp-/);
  });
});

describe('migrate', SLOW, () => {
  const fixture = path.resolve('core/documents/fixtures/character-v1.json');

  /** The schema-1 fixture: Black Leaf with no status, overrides, house rules or history. */
  function v1File(): string {
    return fixture;
  }

  it('upgrades a schema-1 character to the current schema and reports each migration on stderr', () => {
    const out = path.join(dir, 'v2.json');
    const r = cli('migrate', v1File(), '-o', out);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^migrated: Schema 1 → 2: Version 1 had no draft state/);
    expect(r.stderr).toMatch(/\nmigrated: Schema 2 → 3: History entries no longer keep a whole copy/);
    expect(r.stdout).toBe(`Wrote "${out}" (character "Black Leaf", schema ${CHARACTER_SCHEMA_VERSION}, ${CHARACTER_SCHEMA_VERSION - 1} changes)\n`);
    const doc = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
    expect(doc['schemaVersion']).toBe(CHARACTER_SCHEMA_VERSION);
    expect(doc).toMatchObject({ name: 'Black Leaf', status: 'complete', history: [], houseRules: [], overrides: {} });
    // The output is current and canonical: migrating it again changes nothing.
    const again = path.join(dir, 'v2-again.json');
    const r2 = cli('migrate', out, '-o', again);
    expect(r2.stderr).toBe('');
    expect(r2.stdout).toMatch(/0 changes\)/);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(out, 'utf8'));
  });

  it('reports repairs as "repaired: "', () => {
    const file = path.join(dir, 'bom.json');
    writeFileSync(file, `\uFEFF${made.stdout}`);
    const r = cli('migrate', file, '-o', path.join(dir, 'bom-out.json'));
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^repaired: .*byte-order mark/im);
  });

  it('refuses what import refuses: damaged data, a foreign file, a newer schema', () => {
    // A v1 envelope whose payload lost its fields is damaged, not migratable.
    const damaged = path.join(dir, 'damaged-v1.json');
    writeFileSync(damaged, JSON.stringify({ ...(JSON.parse(readFileSync(fixture, 'utf8')) as object), data: { classId: 'thief', level: 1, xp: 0 } }));
    const bare = cli('migrate', damaged, '-o', path.join(dir, 'bare.json'));
    expect(bare.status).toBe(2);
    expect(bare.stderr).toMatch(/^sheetsmith: ".*damaged-v1\.json": The character data is damaged: /);
    const foreign = path.join(dir, 'foreign.json');
    writeFileSync(foreign, '{"hello": 1}');
    expect(cli('migrate', foreign, '-o', path.join(dir, 'f.json')).stderr).toMatch(/not a Sheetsmith file/);
    const newer = path.join(dir, 'newer.json');
    writeFileSync(newer, JSON.stringify({ ...(JSON.parse(made.stdout) as object), schemaVersion: 99 }));
    const n = cli('migrate', newer, '-o', path.join(dir, 'n.json'));
    expect(n.status).toBe(2);
    expect(n.stderr).toMatch(/newer Sheetsmith/);
    expect(existsSync(path.join(dir, 'bare.json'))).toBe(false);
  });

  it.each([
    [['migrate', '__FILE__'], /Name the file to write: -o/],
    [['migrate', '-o', 'y.json'], /Name a character or campaign file/],
    [['migrate', '/no/such.json', '-o', 'y.json'], /File not found/],
    [['migrate', '__FILE__', '-o', 'y.json', '--force'], /Unknown option --force/],
  ])('refuses %j with one line and exit 2', (args, message) => {
    const r = cli(...(args as string[]).map((a) => (a === '__FILE__' ? character : a)));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message as RegExp);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('labels schema upgrades "migrated" and everything else "repaired"', () => {
    expect(reportLine('Schema 1 → 2: added fields.')).toBe('migrated: Schema 1 → 2: added fields.');
    expect(reportLine('The name was blank, so it was set.')).toBe('repaired: The name was blank, so it was set.');
  });
});
