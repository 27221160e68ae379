import { safeFileName } from '../../core/documents/file-names';
/**
 * Validators for IPC arguments. Main distrusts the renderer: every request is checked here before use, and a
 * bad one is answered with an error sentence instead of being acted on.
 */
import type { FileKind, OpenFileRequest, SaveFileRequest, SavePdfRequest } from '../ipc-contract';

export class IpcArgumentError extends Error {}

const FILE_KINDS: readonly FileKind[] = ['character', 'campaign', 'backup'];
/** Files larger than this are refused both ways; a backup of thousands of characters stays well below it. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fileKind(value: unknown): FileKind {
  if (typeof value === 'string' && (FILE_KINDS as readonly string[]).includes(value)) return value as FileKind;
  throw new IpcArgumentError('Unknown file kind.');
}

function suggestedName(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
    throw new IpcArgumentError('A file name of 1 to 200 characters is needed.');
  }
  return value;
}

export function validateNull(value: unknown): null {
  if (value !== null && value !== undefined) throw new IpcArgumentError('This request takes no arguments.');
  return null;
}

export function validateSaveFile(value: unknown): SaveFileRequest {
  if (!isRecord(value)) throw new IpcArgumentError('Save request is malformed.');
  const content = value['content'];
  if (typeof content !== 'string') throw new IpcArgumentError('Save request has no text content.');
  if (content.length > MAX_FILE_BYTES) throw new IpcArgumentError('The file is too large to save.');
  return { kind: fileKind(value['kind']), suggestedName: suggestedName(value['suggestedName']), content };
}

export function validateOpenFile(value: unknown): OpenFileRequest {
  if (!isRecord(value) || !Array.isArray(value['kinds']) || value['kinds'].length === 0) {
    throw new IpcArgumentError('Open request names no file kinds.');
  }
  return { kinds: value['kinds'].map(fileKind) };
}

export function validateSavePdf(value: unknown): SavePdfRequest {
  if (!isRecord(value)) throw new IpcArgumentError('PDF request is malformed.');
  const bytes = value['bytes'];
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) throw new IpcArgumentError('PDF request has no bytes.');
  if (bytes.length > MAX_FILE_BYTES) throw new IpcArgumentError('The PDF is too large to save.');
  return { suggestedName: suggestedName(value['suggestedName']), bytes };
}

export { safeFileName };
