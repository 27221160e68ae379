import type { SheetsmithApi } from '../../../electron/ipc-contract';
import { createBrowserPlatform } from './browser-platform';
import { createElectronPlatform } from './electron-platform';
import type { Platform } from './platform';

declare global {
  interface Window {
    /** Present only inside Electron, put there by the preload bridge. */
    readonly sheetsmith?: SheetsmithApi;
  }
}

/**
 * Chooses the platform once, at startup: the preload's API when it is there, else the browser. This is the only
 * place that asks; everything else receives a Platform.
 */
export function detectPlatform(version: string): Platform {
  return window.sheetsmith ? createElectronPlatform(window.sheetsmith) : createBrowserPlatform(version);
}

export type { Platform, SealedSecret } from './platform';
export { PlatformError } from './platform';
