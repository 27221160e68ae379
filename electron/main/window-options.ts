/**
 * The window's web preferences and the View menu, as plain data from one switch (development or packaged), so the
 * settings that keep the renderer locked down are unit-tested without Electron (only Electron's types are imported).
 */
import type { MenuItemConstructorOptions, WebPreferences } from 'electron';

/**
 * Web preferences for the app window. The renderer gets no Node, runs sandboxed and isolated from the preload;
 * spellcheck is off, because Chromium's spellchecker downloads dictionaries from Google on Windows and Linux and
 * Sheetsmith makes no network requests; DevTools exist only in development builds.
 */
export function appWebPreferences(preload: string, packaged: boolean): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
    devTools: !packaged,
  };
}

/** The View menu: the standard items, with the DevTools toggle only in development builds. */
export function viewSubmenu(packaged: boolean): MenuItemConstructorOptions[] {
  return [
    { role: 'reload' },
    { role: 'forceReload' },
    ...(packaged ? [] : [{ role: 'toggleDevTools' as const }]),
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
}
