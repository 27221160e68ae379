/**
 * Every command that writes a file refuses a target that is not a file of its own kind (issue #23 §5): a text file,
 * a picture, a PDF where a character goes, another program's settings, a pipe, a device; it writes through a symbolic
 * link to the file the link names (the link stays a link), refuses a link to nothing, and keeps hard links (every name
 * of the file sees the new content). The commands run in this process (what main.ts calls), in a scratch folder; one
 * case runs the real command line, for the one line on stderr and the exit status.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, linkSync, lstatSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { CliError } from './args';
import { newCommand } from './character-commands';
import { campaignCommand } from './campaign-commands';
import { migrateCommand, pdfCommand } from './file-commands';
import { levelUpCommand, xpCommand } from './progress-commands';
import { canonicalJson } from '../../core/documents/canonical-json';

const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-targets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SLOW = { timeout: 60_000 };

const CHARACTER = canonicalJson(await newCommand(['dark-dungeons', '--class', 'fighter', '--seed', '7', '--json']));
const at = (name: string) => path.join(dir, name);
function file(name: string, content: string | Uint8Array): string {
  writeFileSync(at(name), content);
  return at(name);
}
const xpOf = (text: string) => (JSON.parse(text) as { data: { xp: number } }).data.xp;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const CAMPAIGN = readFileSync(path.resolve('resources/samples/the-sunken-crown.sheetsmith.json'), 'utf8');

/** A refusal: the command throws a CliError (one line on stderr, exit 2) with `message`. */
async function expectRefused(run: Promise<unknown>, message: RegExp): Promise<void> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof CliError)) throw new Error(`expected a refusal, got ${String(error)}`);
  expect(error.status).toBe(2);
  expect(error.message).not.toContain('\n');
  expect(error.message).toMatch(message);
}

/** The real command line, for what main.ts adds: the line on stderr and the exit status. */
function cli(...args: string[]) {
  const r = spawnSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('electron/cli/main.ts'), ...args], { encoding: 'utf8', cwd: dir, timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('migrate -o and level-up -o refuse a target of another kind, leaving it as it was', SLOW, () => {
  const targets: [string, () => string, RegExp][] = [
    ['a text file', () => file('notes.txt', 'my shopping list\n'), /exists and is not a Sheetsmith character file; .* only replaces character files, so choose another name\.$/],
    ['a PNG picture', () => file('portrait.png', PNG), /exists and is not a Sheetsmith character file/],
    ['a PDF', () => file('sheet.pdf', '%PDF-1.7\n'), /exists and is not a Sheetsmith character file/],
    ['another program’s settings (JSON)', () => file('settings.json', '{"editor.fontSize": 14}\n'), /exists and is not a Sheetsmith character file/],
    ['a campaign file', () => file('crown.json', CAMPAIGN), /exists and is not a Sheetsmith character file/],
    ['a link to nothing', () => (symlinkSync(at('nowhere.json'), at('dangling.json')), at('dangling.json')), /is a link to a file that does not exist; name the file itself\.$/],
  ];
  it.each(targets)('migrate -o %s', async (_what, make, message) => {
    const source = file('source.json', CHARACTER);
    const target = make();
    const before = lstatSync(target).isSymbolicLink() ? null : readFileSync(target);
    await expectRefused(migrateCommand([source, '-o', target]), message);
    if (before) expect(readFileSync(target)).toEqual(before);
    else expect(lstatSync(target).isSymbolicLink() && !existsSync(target)).toBe(true);
  });

  it('migrate -o refuses a pipe and a device without opening them', async () => {
    const source = file('source.json', CHARACTER);
    const fifo = at('a-pipe');
    execFileSync('mkfifo', [fifo]);
    await expectRefused(migrateCommand([source, '-o', fifo]), /"[^"]*a-pipe" is not a regular file \(a device, a pipe or a socket\); migrate writes only to files\.$/);
    expect(statSync(fifo).isFIFO()).toBe(true);
    await expectRefused(migrateCommand([source, '-o', '/dev/null']), /"\/dev\/null" is not a regular file/);
  });

  it('level-up -o refuses a text file', async () => {
    const source = file('lvl-source.json', CHARACTER);
    const target = file('lvl-notes.txt', 'keep me\n');
    await expectRefused(levelUpCommand([source, '--force', '--seed', '1', '-o', target]), /exists and is not a Sheetsmith character file; level-up only replaces character files/);
    expect(readFileSync(target, 'utf8')).toBe('keep me\n');
  });

  it('migrate of a campaign refuses a character file as its target', async () => {
    const source = file('camp-source.json', CAMPAIGN);
    const target = file('a-character.json', CHARACTER);
    await expectRefused(migrateCommand([source, '-o', target]), /exists and is not a Sheetsmith campaign file; migrate only replaces campaign files/);
    expect(readFileSync(target, 'utf8')).toBe(CHARACTER);
  });

  it('migrate -o replaces a character file, and migrates a file in place', async () => {
    const source = file('in-place.json', CHARACTER);
    await migrateCommand([source, '-o', source]);
    expect(readFileSync(source, 'utf8')).toBe(CHARACTER);
  });

  it('the command line refuses in one line on stderr with exit 2, nothing on stdout', () => {
    const source = file('cli-source.json', CHARACTER);
    const target = file('cli-notes.txt', 'my shopping list\n');
    const r = cli('migrate', source, '-o', target);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`sheetsmith: "${target}" exists and is not a Sheetsmith character file; migrate only replaces character files, so choose another name.\n`);
    expect(readFileSync(target, 'utf8')).toBe('my shopping list\n');
  });
});

describe('writes go through symbolic links to the file they name, and keep hard links', SLOW, () => {
  it('xp --write on a symlinked character: the link stays, the file it names gets the award', async () => {
    const real = file('real-fighter.json', CHARACTER);
    const link = at('link-fighter.json');
    symlinkSync(real, link);
    await xpCommand([link, '--award', '100', '--write']);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(xpOf(readFileSync(real, 'utf8'))).toBeGreaterThanOrEqual(xpOf(CHARACTER) + 100);
  });

  it('xp --write on a hard-linked character: every name of the file gets the award', async () => {
    const first = file('hard-a.json', CHARACTER);
    const second = at('hard-b.json');
    linkSync(first, second);
    const inode = statSync(first).ino;
    await xpCommand([second, '--award', '100', '--write']);
    expect(statSync(second).ino).toBe(inode);
    expect(statSync(first).nlink).toBe(2);
    expect(readFileSync(first, 'utf8')).toBe(readFileSync(second, 'utf8'));
    expect(xpOf(readFileSync(first, 'utf8'))).toBeGreaterThanOrEqual(xpOf(CHARACTER) + 100);
    expect(readFileSync(first, 'utf8')).not.toMatch(/\.tmp-/);
  });

  it('migrate -o a link to a character file, through a chain of links', async () => {
    const real = file('chain-real.json', CHARACTER.replace(/"schemaVersion": \d+/, '"schemaVersion": 3'));
    symlinkSync(real, at('chain-1.json'));
    symlinkSync(at('chain-1.json'), at('chain-2.json'));
    await migrateCommand([file('chain-src.json', CHARACTER), '-o', at('chain-2.json')]);
    expect(lstatSync(at('chain-2.json')).isSymbolicLink() && lstatSync(at('chain-1.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe(CHARACTER);
  });

  it('campaign xp --write on a symlinked campaign writes the file it names', async () => {
    const real = file('real-crown.json', CAMPAIGN);
    const link = at('link-crown.json');
    symlinkSync(real, link);
    await campaignCommand([link, 'xp', '--monsters', '100', '--treasure', '0', '--write']);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).not.toBe(CAMPAIGN);
  });

  it('pdf -o a link to an earlier PDF writes the PDF it names', async () => {
    const real = file('real-sheet.pdf', '%PDF-1.4\n% an older sheet\n');
    const link = at('link-sheet.pdf');
    symlinkSync(real, link);
    await pdfCommand([file('pdf-src.json', CHARACTER), '-o', link]);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect((await PDFDocument.load(readFileSync(real))).getPageCount()).toBeGreaterThan(0);
  });

  it('pdf -o refuses a link to nothing', async () => {
    symlinkSync(at('no-sheet.pdf'), at('dangling.pdf'));
    await expectRefused(pdfCommand([file('pdf-src2.json', CHARACTER), '-o', at('dangling.pdf')]), /is a link to a file that does not exist/);
    expect(existsSync(at('no-sheet.pdf'))).toBe(false);
  });
});
