import type { OpenFileResponse, SaveFileRequest } from '../../../electron/ipc-contract';
import { UNSEALED_SECRETS, type Platform } from './platform';

/** An in-memory platform for unit tests: remembers what was saved and answers opens from a queue. */
export interface MemoryPlatform extends Platform {
  readonly saved: SaveFileRequest[];
  readonly pdfs: { name: string; bytes: Uint8Array }[];
  /** Files the next openFile calls return, in order; an empty queue means the user cancelled. */
  readonly toOpen: OpenFileResponse[];
}

export function createMemoryPlatform(): MemoryPlatform {
  const saved: SaveFileRequest[] = [];
  const pdfs: { name: string; bytes: Uint8Array }[] = [];
  const toOpen: OpenFileResponse[] = [];
  return {
    runtime: 'memory',
    saved,
    pdfs,
    toOpen,
    appInfo: async () => ({ name: 'Sheetsmith', version: 'test', runtime: 'browser', versions: {} }),
    saveFile: async (request) => {
      saved.push(request);
      return { saved: true, fileName: request.suggestedName };
    },
    openFile: async () => toOpen.shift() ?? { canceled: true },
    savePdf: async (name, bytes) => {
      pdfs.push({ name, bytes });
      return { saved: true, fileName: name };
    },
    onMenuCommand: () => () => undefined,
    onFileOpened: () => () => undefined,
    onUpdateReady: () => () => undefined,
    // As the browser: kept as typed, and a sealed secret cannot be opened (tests of that path pass one).
    ...UNSEALED_SECRETS,
  };
}
