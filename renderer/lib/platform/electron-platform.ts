import type { IpcResult, SheetsmithApi } from '../../../electron/ipc-contract';
import { PlatformError, type Platform } from './platform';
import { serverFetchThrough } from './server-fetch';

function unwrap<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new PlatformError(result.error);
  return result.data;
}

/** The Electron implementation: every call goes through the preload's typed API. */
export function createElectronPlatform(api: SheetsmithApi): Platform {
  return {
    runtime: 'electron',
    appInfo: async () => unwrap(await api.appInfo(null)),
    saveFile: async (request) => unwrap(await api.saveFile(request)),
    openFile: async (kinds) => unwrap(await api.openFile({ kinds })),
    savePdf: async (suggestedName, bytes) => unwrap(await api.savePdf({ suggestedName, bytes })),
    onMenuCommand: (listener) => api.onMenuCommand(listener),
    onFileOpened: (listener) => api.onFileOpened(listener),
    // The packaged app updates with its installer; no service worker runs on file://.
    onUpdateReady: () => () => undefined,
    sealSecret: async (text) => unwrap(await api.sealSecret({ text })),
    // An unsealed secret (kept where the OS had no keyring) needs no trip to main.
    openSecret: async (secret) => (secret.sealed ? unwrap(await api.openSecret({ value: secret.value })).text : secret.value),
    secretsAreSealed: async () => unwrap(await api.secretStatus(null)).sealed,
    // The page (app://) is a secure origin: Chromium would block its requests to a plain-http server as mixed content.
    serverFetch: serverFetchThrough(api),
  };
}
