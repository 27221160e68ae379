/**
 * The Electron main process: composes the feature modules (each registers its own handlers) and owns the
 * single-instance lock.
 */
import { app, BrowserWindow } from 'electron';
import { createMainWindow, rendererRoot } from './main/window';
import { registerAppScheme, serveRenderer } from './main/app-protocol';
import { setupAppInfo } from './main/app-info';
import { setupFiles } from './main/files';
import { setupMenu } from './main/menu';
import { setupSecrets } from './main/secrets';
import { setupServerFetch } from './main/server-fetch';
import { setupSecurity } from './main/security';
import { flushPending, loadRecent, openPath, pathsFromArgv } from './main/recent';

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // macOS hands files opened with the app through this event, even before 'ready'.
  app.on('open-file', (event, filePath) => {
    event.preventDefault();
    void openPath(filePath);
  });
  app.on('second-instance', (_event, argv) => {
    for (const p of pathsFromArgv(argv.slice(1))) void openPath(p);
    const win = BrowserWindow.getAllWindows()[0];
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });

  // IPC is only accepted from the top frame of our own page (main/guards.ts isTrustedSender, applied in main/ipc.ts).
  registerAppScheme();

  void app.whenReady().then(() => {
    serveRenderer(rendererRoot());
    setupSecurity();
    setupAppInfo();
    setupFiles();
    setupSecrets();
    setupServerFetch();
    loadRecent();
    setupMenu();
    const win = createMainWindow();
    win.webContents.on('did-finish-load', flushPending);
    for (const p of pathsFromArgv(process.argv.slice(1))) void openPath(p);
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
