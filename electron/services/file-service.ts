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

/** What is at a path before a PDF is written there: nothing, a PDF (fine to replace), or something else. */
export async function existingFileKind(filePath: string): Promise<'none' | 'pdf' | 'other' | 'folder'> {
  const stat = await statOrNull(filePath);
  if (!stat) return 'none';
  if (stat.isDirectory()) return 'folder';
  if (!stat.isFile()) return 'other';
  let handle: FileHandle | undefined;
  try {
    handle = await fs.open(filePath, 'r');
    const head = new Uint8Array(PDF_HEADER.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return isPdfBytes(head.subarray(0, bytesRead)) ? 'pdf' : 'other';
  } catch {
    // Unreadable: treat as something not to overwrite.
    return 'other';
  } finally {
    await handle?.close();
  }
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
 */
export async function writeFileAtomic(filePath: string, content: string | Uint8Array): Promise<void> {
  const dir = path.dirname(filePath);
  const existing = await statOrNull(filePath);
  if (existing?.isDirectory()) throw new FileServiceError(`Could not write ${quoteName(filePath)}: it is a folder.`);
  const mode = existing?.isFile() ? existing.mode & 0o777 : 0o666;
  const tmp = path.join(dir, `.${path.basename(filePath)}.tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
  let handle: FileHandle | undefined;
  try {
    // 'wx': a fresh file, never one that happens to exist (or a link someone planted) under the temporary name.
    handle = await fs.open(tmp, 'wx', mode);
    await handle.writeFile(content);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(tmp, filePath);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fs.rm(tmp, { force: true }).catch(() => undefined);
    throw new FileServiceError(`Could not write ${quoteName(filePath)}: ${describeFsError(error)}.`);
  }
  await syncFolder(dir);
}
