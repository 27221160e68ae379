import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { chmodSync, existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { promises as fsp } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_FILE_BYTES } from '../../core/documents/limits';
import { describeFsError, existingFileKind, FileServiceError, isPdfBytes, readTextFile, writeFileAtomic } from './file-service';

const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-fs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof FileServiceError)) throw new Error(`expected a FileServiceError, got ${String(error)}`);
  return error.message;
}

describe('readTextFile', () => {
  it('reads UTF-8 text and keeps a byte-order mark for import to report', async () => {
    const file = path.join(dir, 'bom.json');
    writeFileSync(file, Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]));
    expect(await readTextFile(file)).toBe('\uFEFF{}');
  });

  it('refuses invalid UTF-8 in one sentence instead of replacing the bytes', async () => {
    const file = path.join(dir, 'latin1.json');
    writeFileSync(file, Buffer.from([0x7b, 0x22, 0x6e, 0xe9, 0x22, 0x7d])); // {"né"} in Latin-1
    expect(await refusal(readTextFile(file))).toBe(`"${file}" is not valid UTF-8 text, so it is not a Sheetsmith file.`);
  });

  it('refuses missing files, folders and files over the limit, naming the file quoted', async () => {
    expect(await refusal(readTextFile(path.join(dir, 'nope.json')))).toBe(`File not found: "${path.join(dir, 'nope.json')}".`);
    expect(await refusal(readTextFile(dir))).toBe(`Not a file: "${dir}".`);
    const big = path.join(dir, 'big.json');
    writeFileSync(big, 'x'.repeat(3 * 1024 * 1024));
    expect(await refusal(readTextFile(big, 2 * 1024 * 1024))).toBe(`"${big}" is too large: 3.0 MiB, and Sheetsmith reads files up to 2 MiB.`);
  });

  it('uses the one shared limit by default (256 MiB, core/documents/limits.ts)', async () => {
    expect(MAX_FILE_BYTES).toBe(268_435_456);
    const file = path.join(dir, 'sparse.json');
    await fsp.writeFile(file, '');
    await fsp.truncate(file, MAX_FILE_BYTES + 1); // sparse: no 256 MiB written to disk
    expect(await refusal(readTextFile(file))).toMatch(/is too large: 256\.0 MiB, and Sheetsmith reads files up to 256 MiB\.$/);
  });
});

describe('writeFileAtomic', () => {
  it('writes the content, leaves no temporary file and keeps an existing file’s permissions', async () => {
    const file = path.join(dir, 'keep-mode.json');
    writeFileSync(file, 'old');
    chmodSync(file, 0o600);
    await writeFileAtomic(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('syncs the file before the rename and the folder after it', async () => {
    const calls: string[] = [];
    const probe = await fsp.open(path.join(dir, 'probe'), 'w');
    const handleProto = Object.getPrototypeOf(probe) as { sync: () => Promise<void> };
    await probe.close();
    const realSync = handleProto.sync;
    vi.spyOn(handleProto, 'sync').mockImplementation(async function (this: { fd: number }) {
      calls.push(statSync(`/proc/self/fd/${this.fd}`, { throwIfNoEntry: false })?.isDirectory() ? 'sync folder' : 'sync file');
      return realSync.call(this);
    });
    const realRename = fsp.rename;
    vi.spyOn(fsp, 'rename').mockImplementation(async (from, to) => {
      calls.push('rename');
      return realRename(from, to);
    });
    await writeFileAtomic(path.join(dir, 'durable.json'), 'x');
    expect(calls[0]).toBe('sync file');
    expect(calls[1]).toBe('rename');
    if (process.platform === 'linux') expect(calls[2]).toBe('sync folder');
  });

  it('on failure leaves the target untouched, removes the temporary file and never names it', async () => {
    const file = path.join(dir, 'target.json');
    writeFileSync(file, 'original');
    vi.spyOn(fsp, 'rename').mockRejectedValue(Object.assign(new Error(`ENOSPC: no space, rename '${dir}/.target.json.tmp-1-abc'`), { code: 'ENOSPC' }));
    const message = await refusal(writeFileAtomic(file, 'replacement'));
    expect(message).toBe(`Could not write "${file}": the disk is full.`);
    expect(message).not.toMatch(/\.tmp-/);
    expect(readFileSync(file, 'utf8')).toBe('original');
    expect(readdirSync(dir).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('refuses a folder as the target and a folder that does not exist, in words', async () => {
    const folder = path.join(dir, 'a-folder');
    mkdirSync(folder);
    expect(await refusal(writeFileAtomic(folder, 'x'))).toBe(`Could not write "${folder}": it is a folder.`);
    const lost = path.join(dir, 'no', 'such', 'x.json');
    expect(await refusal(writeFileAtomic(lost, 'x'))).toBe(`Could not write "${lost}": the folder does not exist.`);
  });

  it('quotes names with control characters as escapes', async () => {
    const lost = path.join(dir, 'no', 'red\x1b[31m.json');
    const message = await refusal(writeFileAtomic(lost, 'x'));
    expect(message).not.toContain('\x1b');
    expect(message).toContain('red\\x1b[31m.json');
  });
});

describe('helpers', () => {
  it('describes errors by code, never by their message', () => {
    expect(describeFsError(Object.assign(new Error('EACCES /tmp/.x.tmp-1'), { code: 'EACCES' }))).toBe('permission denied');
    expect(describeFsError(Object.assign(new Error('weird /tmp/.x.tmp-1'), { code: 'EWEIRD' }))).toBe('the system refused (EWEIRD)');
    expect(describeFsError('a string')).toBe('an unexpected error');
  });

  it('recognises PDFs by their header and tells what is already at a path', async () => {
    expect(isPdfBytes(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(isPdfBytes(new TextEncoder().encode('%PDF'))).toBe(false);
    expect(isPdfBytes(new TextEncoder().encode('{"format":"sheetsmith"}'))).toBe(false);
    expect(isPdfBytes(new TextEncoder().encode(' %PDF-1.7'))).toBe(false);
    const pdf = path.join(dir, 'old.pdf');
    writeFileSync(pdf, '%PDF-1.4 rest');
    const json = path.join(dir, 'char.json');
    writeFileSync(json, '{}');
    const empty = path.join(dir, 'empty.pdf');
    writeFileSync(empty, '');
    expect(await existingFileKind(pdf)).toBe('pdf');
    expect(await existingFileKind(json)).toBe('other');
    expect(await existingFileKind(empty)).toBe('other');
    expect(await existingFileKind(dir)).toBe('folder');
    expect(await existingFileKind(path.join(dir, 'none.pdf'))).toBe('none');
  });
});

describe('writeFileAtomic through links (issue #23 §5)', () => {
  it('writes the file a symbolic link names, and the link stays a link', async () => {
    const real = path.join(dir, 'linked-real.json');
    const link = path.join(dir, 'linked-link.json');
    writeFileSync(real, 'old');
    symlinkSync(real, link);
    await writeFileAtomic(link, 'new');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('new');
    expect(readdirSync(dir).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('keeps hard links: every name of the file sees the new content, with its permissions', async () => {
    const first = path.join(dir, 'hard-1.json');
    const second = path.join(dir, 'hard-2.json');
    writeFileSync(first, 'a much longer old content than the new one');
    chmodSync(first, 0o640);
    linkSync(first, second);
    await writeFileAtomic(second, 'new');
    expect(readFileSync(first, 'utf8')).toBe('new');
    expect(statSync(first).ino).toBe(statSync(second).ino);
    expect(statSync(first).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('refuses a link to nothing, a pipe and a device in words, without opening them', async () => {
    const dangling = path.join(dir, 'dangling.json');
    symlinkSync(path.join(dir, 'nothing-here.json'), dangling);
    expect(await refusal(writeFileAtomic(dangling, 'x'))).toBe(`Could not write "${dangling}": it is a link to a file that does not exist.`);
    expect(existsSync(path.join(dir, 'nothing-here.json'))).toBe(false);
    const fifo = path.join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    expect(await refusal(writeFileAtomic(fifo, 'x'))).toBe(`Could not write "${fifo}": it is not a regular file (a device, a pipe or a socket).`);
    expect(await refusal(writeFileAtomic('/dev/null', 'x'))).toBe('Could not write "/dev/null": it is not a regular file (a device, a pipe or a socket).');
  });

  it('tells Sheetsmith files by their format, following links', async () => {
    const character = path.join(dir, 'kind-character.json');
    writeFileSync(character, JSON.stringify({ format: 'sheetsmith/character' }));
    const campaign = path.join(dir, 'kind-campaign.json');
    writeFileSync(campaign, JSON.stringify({ format: 'sheetsmith/campaign' }));
    const link = path.join(dir, 'kind-link.json');
    symlinkSync(campaign, link);
    expect(await existingFileKind(character)).toBe('character');
    expect(await existingFileKind(link)).toBe('campaign');
    expect(await existingFileKind(path.join(dir, 'dangling.json'))).toBe('broken-link');
    expect(await existingFileKind('/dev/null')).toBe('special');
    const png = path.join(dir, 'kind.png');
    writeFileSync(png, Uint8Array.from([0x89, 0x50, 0x4e, 0x47]));
    expect(await existingFileKind(png)).toBe('other');
  });
});
