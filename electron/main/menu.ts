/** The application menu with the usual accelerators; commands go to the renderer over one channel. */
import { app, BrowserWindow, Menu, type MenuItemConstructorOptions } from 'electron';
import { MENU_CHANNEL, type MenuCommand } from '../ipc-contract';
import path from 'node:path';
import { clearRecent, onRecentChange, openPath, recentFiles } from './recent';
import { viewSubmenu } from './window-options';

function send(command: MenuCommand): void {
  const win = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  win?.webContents.send(MENU_CHANNEL, command);
}

export function setupMenu(): void {
  onRecentChange(buildMenu);
  buildMenu();
}

function buildMenu(): void {
  const isMac = process.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: '&File',
      submenu: [
        { label: 'New Character', accelerator: 'CmdOrCtrl+N', click: () => send('new-character') },
        { label: 'Open…', accelerator: 'CmdOrCtrl+O', click: () => send('open') },
        {
          label: 'Open Recent',
          submenu: [
            ...recentFiles().map((p) => ({ label: path.basename(p), click: () => void openPath(p) })),
            ...(recentFiles().length ? [{ type: 'separator' as const }] : []),
            { label: 'Clear Recent', enabled: recentFiles().length > 0, click: clearRecent },
          ],
        },
        { label: 'Save As…', accelerator: 'CmdOrCtrl+Shift+S', click: () => send('save-as') },
        { label: 'Export PDF…', accelerator: 'CmdOrCtrl+P', click: () => send('export-pdf') },
        { label: 'Print a Blank Sheet…', click: () => send('blank-sheet') },
        { type: 'separator' },
        { label: 'Import…', accelerator: 'CmdOrCtrl+I', click: () => send('import') },
        { label: 'Back Up Everything…', click: () => send('backup') },
        { label: 'Restore Backup…', click: () => send('restore') },
        { type: 'separator' },
        { label: 'Settings', accelerator: 'CmdOrCtrl+,', click: () => send('settings') },
        ...(isMac ? [] : [{ type: 'separator' as const }, { role: 'quit' as const }]),
      ],
    },
    { role: 'editMenu' },
    // Not the 'viewMenu' role: it carries Toggle Developer Tools, which packaged builds leave out.
    { label: '&View', submenu: viewSubmenu(app.isPackaged) },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ label: `About ${app.getName()}`, click: () => send('about') }] },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
