/**
 * App-wide security settings: refuse every permission request and every webview or new window, and keep the
 * spellchecker off so Chromium never downloads dictionaries (Sheetsmith makes no network requests of its own).
 */
import { app, session } from 'electron';

export function setupSecurity(): void {
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  // The window's webPreferences turn spellcheck off too; off for the session as well, so no later window or
  // default can start the dictionary download.
  session.defaultSession.setSpellCheckerEnabled(false);
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}
