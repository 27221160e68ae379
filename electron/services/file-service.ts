/**
 * File reading and writing for the main process and the command-line tool. Writes are atomic and durable (a
 * temporary file, synced to disk, renamed over the target, then the folder synced), so a crash or power cut mid-write
 * leaves either the old file or the new one, never half a character. Errors are one sentence naming the file the
 * user asked for, never the temporary file.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs, type Stats } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { MAX_FILE_BYTES } from '../../core/documents/limits';
import { quoteName } from './display-name';

/** A file could not be read or written; the message is one sentence for the user. */
export class FileServiceError extends Error {}

const MIB = 1024 * 1024;

/** The reason for a failed file operation in words, from the error code alone (the message would name temp files). */
export function describeFsError(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'ENOENT':
      return 'the folder does not exist';
    case 'ENOTDIR':
      return 'part of the path is not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'the disk quota is used up';
    case 'EROFS':
      return 'the disk is read-only';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    case 'EBUSY':
      return 'the file is in use';
    default:
      return code ? `the system refused (${code})` : 'an unexpected error';
  }
}

async function statOrNull(filePath: string): Promise<Stats | null> {
  try {
    return await fs.stat(filePath);
  } catch {
    return null;
  }
}

/** Strict UTF-8: a file with invalid bytes is refused rather than read with U+FFFD silently put in their place. */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Reads a UTF-8 text file, refusing missing, non-regular, oversized (MAX_FILE_BYTES, the one limit for every
 * Sheetsmith file) and invalid UTF-8 files with one plain sentence. A byte-order mark is kept so import can report it.
 */
export async function readTextFile(filePath: string, maxBytes = MAX_FILE_BYTES): Promise<string> {
  const stat = await statOrNull(filePath);
  if (!stat) throw new FileServiceError(`File not found: ${quoteName(filePath)}.`);
  if (!stat.isFile()) throw new FileServiceError(`Not a file: ${quoteName(filePath)}.`);
  const tooLarge = () =>
    new FileServiceError(
      `${quoteName(filePath)} is too large: ${(stat.size / MIB).toFixed(1)} MiB, and Sheetsmith reads files up to ${maxBytes / MIB} MiB.`,
    );
  if (stat.size > maxBytes) throw tooLarge();
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(filePath);
  } catch (error) {
    throw new FileServiceError(`Could not read ${quoteName(filePath)}: ${describeFsError(error)}.`);
  }
  // The file may have grown since it was measured.
  if (bytes.length > maxBytes) throw tooLarge();
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new FileServiceError(`${quoteName(filePath)} is not valid UTF-8 text, so it is not a Sheetsmith file.`);
  }
}

/** A PDF file starts with this header (ISO 32000-1, 7.5.2). */
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** True when the bytes begin with the PDF header `%PDF-`. */
export function isPdfBytes(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_HEADER.length && PDF_HEADER.every((b, i) => bytes[i] === b);
}

/**
 * What is at a path before a file is written there, as the commands that write judge it:
 * - 'none': nothing (a new file is made);
 * - 'pdf', 'character', 'campaign', 'backup': a file of that kind (a PDF by its header, a Sheetsmith file by its
 *   `format`), which a command writing that kind may replace;
 * - 'other': any other file (text, a picture, another program's settings, an unreadable or oversized file);
 * - 'folder'; 'special': a device, a pipe or a socket; 'broken-link': a symbolic link to nothing.
 * Symbolic links are followed to the file they name, as a write through them would be.
 */
export type ExistingKind = 'none' | 'pdf' | 'character' | 'campaign' | 'backup' | 'other' | 'folder' | 'special' | 'broken-link';

/** The Sheetsmith file formats by `format`, for {@link existingFileKind}. */
const SHEETSMITH_FORMATS: Readonly<Record<string, ExistingKind>> = {
  'sheetsmith/character': 'character',
  'sheetsmith/campaign': 'campaign',
  'sheetsmith/backup': 'backup',
};

/** What is at a path, for a command about to write there; see {@link ExistingKind}. Never opens a special file. */
export async function existingFileKind(filePath: string): Promise<ExistingKind> {
  const target = await resolveWriteTarget(filePath);
  if (target.kind !== 'file') return target.kind;
  let handle: FileHandle | undefined;
  let head: Uint8Array;
  try {
    handle = await fs.open(target.realPath, 'r');
    head = new Uint8Array(PDF_HEADER.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    head = head.subarray(0, bytesRead);
  } catch {
    // Unreadable: treat as something not to overwrite.
    return 'other';
  } finally {
    await handle?.close();
  }
  if (isPdfBytes(head)) return 'pdf';
  // A Sheetsmith file is JSON whose `format` names it; read as the app reads files (size limit, strict UTF-8).
  try {
    const value = JSON.parse(await readTextFile(target.realPath)) as unknown;
    const format = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)['format'] : undefined;
    return (typeof format === 'string' ? SHEETSMITH_FORMATS[format] : undefined) ?? 'other';
  } catch {
    return 'other';
  }
}

/** Where a write to a path lands: see {@link resolveWriteTarget}. */
export interface WriteTarget {
  /** Nothing there yet, a regular file, or what cannot be written as a file. */
  readonly kind: 'none' | 'file' | 'folder' | 'special' | 'broken-link';
  /** The path the write goes to: the path itself, or the file a symbolic link (or a chain of them) names. */
  readonly realPath: string;
  /** How many hard links the file has (1 for most files; 0 when there is none yet). */
  readonly links: number;
}

/**
 * Where a write to `filePath` lands. A symbolic link is followed to the file it names, so the link stays a link and
 * the file it names is written (a link to nothing is refused: where it points may be anywhere). Hard links are
 * counted, so a write can keep them (writeFileAtomic).
 */
export async function resolveWriteTarget(filePath: string): Promise<WriteTarget> {
  let link: Stats;
  try {
    link = await fs.lstat(filePath);
  } catch {
    return { kind: 'none', realPath: filePath, links: 0 };
  }
  let realPath = filePath;
  if (link.isSymbolicLink()) {
    try {
      realPath = await fs.realpath(filePath);
    } catch {
      return { kind: 'broken-link', realPath: filePath, links: 0 };
    }
  }
  const stat = link.isSymbolicLink() ? await statOrNull(realPath) : link;
  if (!stat) return { kind: 'broken-link', realPath: filePath, links: 0 };
  if (stat.isDirectory()) return { kind: 'folder', realPath, links: stat.nlink };
  if (!stat.isFile()) return { kind: 'special', realPath, links: stat.nlink };
  return { kind: 'file', realPath, links: stat.nlink };
}

/**
 * Makes the rename durable: on POSIX systems a new directory entry reaches the disk only when the folder itself is
 * synced. Windows cannot open a folder for syncing, and some file systems refuse (EINVAL); the rename has already
 * happened then, so there is nothing to undo.
 */
async function syncFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  let handle: FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // See above: best effort where the platform allows it.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * Writes bytes or text atomically and durably: to a new temporary file beside the target (so the rename stays on
 * one file system), synced, renamed over the target, then the folder synced. An existing file keeps its
 * permissions. On failure the target is untouched and the temporary file removed.
 *
 * A symbolic link is written through: the file it names is replaced, the link stays (a link to nothing, a folder
 * and a device, pipe or socket are refused). A file with other hard links is rewritten in place, so every name of it
 * sees the new content: the new content is first written and synced beside it, so a failure midway leaves it whole
 * under the target's name (as a file of its own, the other links keeping the old content), and the error says so.
 */
export async function writeFileAtomic(filePath: string, content: string | Uint8Array): Promise<void> {
  const target = await resolveWriteTarget(filePath);
  const refuse = (why: string) => new FileServiceError(`Could not write ${quoteName(filePath)}: ${why}.`);
  if (target.kind === 'folder') throw refuse('it is a folder');
  if (target.kind === 'broken-link') throw refuse('it is a link to a file that does not exist');
  if (target.kind === 'special') throw refuse('it is not a regular file (a device, a pipe or a socket)');
  const realPath = target.realPath;
  const dir = path.dirname(realPath);
  const existing = target.kind === 'file' ? await statOrNull(realPath) : null;
  const mode = existing?.isFile() ? existing.mode & 0o777 : 0o666;
  const tmp = path.join(dir, `.${path.basename(realPath)}.tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
  let handle: FileHandle | undefined;
  try {
    // 'wx': a fresh file, never one that happens to exist (or a link someone planted) under the temporary name.
    handle = await fs.open(tmp, 'wx', mode);
    await handle.writeFile(content);
    await handle.sync();
    await handle.close();
    handle = undefined;
    if (target.links > 1) await rewriteInPlace(realPath, tmp, content, filePath);
    else await fs.rename(tmp, realPath);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fs.rm(tmp, { force: true }).catch(() => undefined);
    if (error instanceof FileServiceError) throw error;
    throw refuse(describeFsError(error));
  }
  await syncFolder(dir);
}

/**
 * Rewrites a hard-linked file in place (truncated and written through its own inode), then removes the synced copy
 * `tmp`. If that fails midway, `tmp` (whole) is renamed over the file's name instead, and the error says so.
 */
async function rewriteInPlace(realPath: string, tmp: string, content: string | Uint8Array, asked: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await fs.open(realPath, 'r+');
    await handle.truncate(0);
    await handle.writeFile(content);
    await handle.sync();
    await handle.close();
    handle = undefined;
  } catch (error) {
    await handle?.close().catch(() => undefined);
    try {
      await fs.rename(tmp, realPath);
    } catch {
      throw new FileServiceError(`Could not write ${quoteName(asked)}: ${describeFsError(error)}; it may be damaged.`);
    }
    throw new FileServiceError(
      `Could not write ${quoteName(asked)} in place (${describeFsError(error)}); it was written as a new file instead, so its other hard links keep the old content.`,
    );
  }
  await fs.rm(tmp, { force: true });
}
