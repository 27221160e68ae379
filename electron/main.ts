/**
 * The Electron main process: composes the feature modules (each registers its own handlers) and owns the
 * single-instance lock.
 */
import { app, BrowserWindow } from 'electron';
import { createMainWindow, rendererUrl } from './main/window';
import { trustSenders } from './main/ipc';
import { setupAppInfo } from './main/app-info';
import { setupFiles } from './main/files';
import { setupMenu } from './main/menu';
import { setupSecurity } from './main/security';

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const win = BrowserWindow.getAllWindows()[0];
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });

  // IPC is only accepted from the top frame of our own page.
  trustSenders((event) => event.senderFrame?.url === rendererUrl() && event.senderFrame === event.sender.mainFrame);

  void app.whenReady().then(() => {
    setupSecurity();
    setupAppInfo();
    setupFiles();
    setupMenu();
    createMainWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
