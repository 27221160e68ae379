/**
 * Validators for IPC arguments. Main distrusts the renderer: every request is checked here before use, and a
 * bad one is answered with an error sentence instead of being acted on. No Electron import, so each validator is
 * unit-tested with hostile arguments under plain Node.
 */
import { safeFileName } from '../../core/documents/file-names';
import { MAX_FILE_BYTES } from '../../core/documents/limits';
import {
  MAX_SECRET_BYTES,
  SECRET_UNOPENABLE,
  type FileKind,
  type OpenFileRequest,
  type OpenSecretRequest,
  type SaveFileRequest,
  type SavePdfRequest,
  type SealSecretRequest,
} from '../ipc-contract';
import { isPdfBytes } from '../services/file-service';

/** A request the renderer should never have sent; its message is the sentence the user sees. */
export class IpcArgumentError extends Error {}

const FILE_KINDS: readonly FileKind[] = ['character', 'campaign', 'backup'];

/** Longest suggested file name accepted (main shortens it further when it makes the file name). */
const MAX_NAME_LENGTH = 200;

/** A lone UTF-16 surrogate: text with one cannot be written as UTF-8 without silently changing it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFileKind(value: unknown): value is FileKind {
  return typeof value === 'string' && (FILE_KINDS as readonly string[]).includes(value);
}

function fileKind(value: unknown): FileKind {
  if (isFileKind(value)) return value;
  throw new IpcArgumentError('Unknown file kind.');
}

function suggestedName(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NAME_LENGTH) {
    throw new IpcArgumentError(`A file name of 1 to ${MAX_NAME_LENGTH} characters is needed.`);
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
  // Every UTF-16 unit is at least one UTF-8 byte, so the cheap length test rejects most oversized text at once.
  if (content.length > MAX_FILE_BYTES || Buffer.byteLength(content, 'utf8') > MAX_FILE_BYTES) {
    throw new IpcArgumentError('The file is too large to save.');
  }
  if (LONE_SURROGATE.test(content)) throw new IpcArgumentError('The text to save is not valid Unicode.');
  return { kind: fileKind(value['kind']), suggestedName: suggestedName(value['suggestedName']), content };
}

export function validateOpenFile(value: unknown): OpenFileRequest {
  if (!isRecord(value) || !Array.isArray(value['kinds']) || value['kinds'].length === 0) {
    throw new IpcArgumentError('Open request names no file kinds.');
  }
  const kinds: unknown[] = value['kinds'];
  if (kinds.length > FILE_KINDS.length) throw new IpcArgumentError('Open request names too many file kinds.');
  return { kinds: [...new Set(kinds.map(fileKind))] };
}

export function validateSavePdf(value: unknown): SavePdfRequest {
  if (!isRecord(value)) throw new IpcArgumentError('PDF request is malformed.');
  const bytes = value['bytes'];
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) throw new IpcArgumentError('PDF request has no bytes.');
  if (bytes.length > MAX_FILE_BYTES) throw new IpcArgumentError('The PDF is too large to save.');
  if (!isPdfBytes(bytes)) throw new IpcArgumentError('Only a PDF can be saved as a PDF.');
  return { suggestedName: suggestedName(value['suggestedName']), bytes };
}

export function validateSealSecret(value: unknown): SealSecretRequest {
  if (!isRecord(value)) throw new IpcArgumentError('Seal request is malformed.');
  const text = value['text'];
  if (typeof text !== 'string') throw new IpcArgumentError('Seal request has no text.');
  if (text.length > MAX_SECRET_BYTES || Buffer.byteLength(text, 'utf8') > MAX_SECRET_BYTES) {
    throw new IpcArgumentError(`A password longer than ${MAX_SECRET_BYTES} bytes cannot be kept.`);
  }
  // safeStorage encrypts UTF-8: a lone surrogate would come back as U+FFFD, a different password.
  if (LONE_SURROGATE.test(text)) throw new IpcArgumentError('The password is not valid Unicode.');
  return { text };
}

/** Longest sealed value (base64 characters) accepted: a sealed MAX_SECRET_BYTES secret with room for the OS's header. */
export const MAX_SEALED_CHARS = 4 * Math.ceil((MAX_SECRET_BYTES + 1024) / 3);

/** Canonical base64 (what Buffer's toString('base64') writes); Buffer.from would skip anything else silently. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function validateOpenSecret(value: unknown): OpenSecretRequest {
  if (!isRecord(value)) throw new IpcArgumentError('Unlock request is malformed.');
  const sealed = value['value'];
  if (typeof sealed !== 'string') throw new IpcArgumentError('Unlock request has no sealed text.');
  // Not something safeStorage wrote: the stored value is damaged, and the user's way out is the same as for a secret
  // sealed elsewhere.
  if (sealed.length === 0 || sealed.length > MAX_SEALED_CHARS || !BASE64.test(sealed)) throw new IpcArgumentError(SECRET_UNOPENABLE);
  return { value: sealed };
}

export { safeFileName };
