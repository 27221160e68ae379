/**
 * File reading and writing for the main process and the command-line tool. Writes are atomic (a temporary file
 * renamed over the target), so a crash mid-write never leaves half a character behind.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Largest file Sheetsmith reads; anything bigger is refused before it is read into memory. */
export const MAX_READ_BYTES = 64 * 1024 * 1024;

export class FileServiceError extends Error {}

/** Reads a UTF-8 text file, refusing missing, non-regular and oversized files with one plain sentence. */
export async function readTextFile(filePath: string, maxBytes = MAX_READ_BYTES): Promise<string> {
  let stat;
  try {
    stat = await fs.stat(filePath);
  } catch {
    throw new FileServiceError(`File not found: ${filePath}`);
  }
  if (!stat.isFile()) throw new FileServiceError(`Not a file: ${filePath}`);
  if (stat.size > maxBytes) {
    throw new FileServiceError(`File is too large (${stat.size} bytes; the limit is ${maxBytes}): ${filePath}`);
  }
  return fs.readFile(filePath, 'utf8');
}

/** Writes bytes or text atomically: to a temporary file beside the target, then renamed over it. */
export async function writeFileAtomic(filePath: string, content: string | Uint8Array): Promise<void> {
  const dir = path.dirname(filePath);
  const tmp = path.join(dir, `.${path.basename(filePath)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await fs.writeFile(tmp, content);
    await fs.rename(tmp, filePath);
  } catch (error) {
    await fs.rm(tmp, { force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new FileServiceError(`Could not write ${filePath}: ${reason}`);
  }
}
