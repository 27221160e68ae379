import { decodeUtf8Strict } from '../../../core/documents/utf8';
import type { FileKind } from '../../../electron/ipc-contract';
import { PlatformError, UNSEALED_SECRETS, type Platform } from './platform';
import { safeFileName } from '../../../core/documents/file-names';
import { MAX_FILE_BYTES } from '../../../core/documents/limits';
import { watchForUpdates } from './offline';

const MiB = 1024 * 1024;

const EXTENSIONS: Record<FileKind, string> = {
  character: '.sheetsmith.json',
  campaign: '.sheetsmith.json',
  backup: '.sheetsmith-backup.json',
};


function download(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function pickFile(accept: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.style.display = 'none';
    input.addEventListener('change', () => {
      resolve(input.files?.[0] ?? null);
      input.remove();
    });
    input.addEventListener('cancel', () => {
      resolve(null);
      input.remove();
    });
    document.body.append(input);
    input.click();
  });
}

/** The browser implementation: saving downloads, opening uploads. */
export function createBrowserPlatform(version: string): Platform {
  return {
    runtime: 'browser',
    appInfo: async () => ({
      name: 'Sheetsmith',
      version,
      runtime: 'browser',
      versions: { browser: navigator.userAgent },
    }),
    saveFile: async (request) => {
      const fileName = safeFileName(request.suggestedName, EXTENSIONS[request.kind]);
      download(fileName, new Blob([request.content], { type: 'application/json' }));
      return { saved: true, fileName };
    },
    openFile: async () => {
      const file = await pickFile('.json,application/json');
      if (!file) return { canceled: true };
      // The one limit of every Sheetsmith file (core/documents/limits.ts), so the browser reads what core accepts.
      if (file.size > MAX_FILE_BYTES) {
        throw new PlatformError(`${file.name} is too large: ${(file.size / MiB).toFixed(1)} MiB, and Sheetsmith reads files up to ${MAX_FILE_BYTES / MiB} MiB.`);
      }
      // Strict UTF-8: a damaged file is refused in one sentence rather than read with replacement characters.
      const decoded = decodeUtf8Strict(new Uint8Array(await file.arrayBuffer()));
      if (!decoded.ok) throw new PlatformError(`${file.name}: ${decoded.error}`);
      return { canceled: false, fileName: file.name, content: decoded.text };
    },
    savePdf: async (suggestedName, bytes) => {
      const fileName = safeFileName(suggestedName, '.pdf');
      // Copy into a fresh ArrayBuffer: a Uint8Array view over a shared buffer is not a valid BlobPart everywhere.
      download(fileName, new Blob([bytes.slice().buffer], { type: 'application/pdf' }));
      return { saved: true, fileName };
    },
    onMenuCommand: () => () => undefined,
    onFileOpened: () => () => undefined,
    onUpdateReady: (listener) => watchForUpdates(listener),
    // A web page has no OS keychain: secrets stay in this browser's storage as typed, and Settings says so.
    ...UNSEALED_SECRETS,
  };
}
