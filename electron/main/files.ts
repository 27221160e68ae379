/**
 * File dialogs and writes for the renderer. Paths never come from the renderer: main asks the user with a native
 * dialog and only the chosen file's base name goes back.
 */
import { BrowserWindow, dialog, shell, type FileFilter } from 'electron';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FileKind } from '../ipc-contract';
import { handle } from './ipc';
import { withPdfExtension } from './guards';
import { safeFileName, validateOpenFile, validateSaveFile, validateSavePdf } from './validate';
import { readTextFile, writeFileAtomic } from '../services/file-service';
import { addRecent } from './recent';

const FILTERS: Record<FileKind, FileFilter> = {
  character: { name: 'Sheetsmith character', extensions: ['sheetsmith.json', 'json'] },
  campaign: { name: 'Sheetsmith campaign', extensions: ['sheetsmith.json', 'json'] },
  backup: { name: 'Sheetsmith backup', extensions: ['sheetsmith-backup.json', 'json'] },
};
const EXTENSIONS: Record<FileKind, string> = {
  character: '.sheetsmith.json',
  campaign: '.sheetsmith.json',
  backup: '.sheetsmith-backup.json',
};

function ownerWindow(): BrowserWindow | undefined {
  return BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
}

export function setupFiles(): void {
  handle('file:save', validateSaveFile, async (request) => {
    const win = ownerWindow();
    const options = {
      defaultPath: safeFileName(request.suggestedName, EXTENSIONS[request.kind]),
      filters: [FILTERS[request.kind]],
    };
    const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
    if (result.canceled || !result.filePath) return { saved: false };
    await writeFileAtomic(result.filePath, request.content);
    if (request.kind !== 'backup') addRecent(result.filePath);
    return { saved: true, fileName: path.basename(result.filePath) };
  });

  handle('file:open', validateOpenFile, async (request) => {
    const win = ownerWindow();
    const options = {
      properties: ['openFile' as const],
      filters: [...request.kinds.map((k) => FILTERS[k]), { name: 'All files', extensions: ['*'] }],
    };
    const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
    const chosen = result.filePaths[0];
    if (result.canceled || !chosen) return { canceled: true };
    const content = await readTextFile(chosen);
    if (!request.kinds.includes('backup')) addRecent(chosen);
    return { canceled: false, fileName: path.basename(chosen), content };
  });

  handle('pdf:save', validateSavePdf, async (request) => {
    const win = ownerWindow();
    const options = {
      defaultPath: safeFileName(request.suggestedName, '.pdf'),
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    };
    const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
    if (result.canceled || !result.filePath) return { saved: false };
    // The bytes are a PDF (validateSavePdf checked the header) and go only to a .pdf name, so "Open it" below
    // hands the OS a document to show, never something it would run.
    const filePath = withPdfExtension(result.filePath);
    if (filePath !== result.filePath && existsSync(filePath)) {
      // The dialog asked about the name without ".pdf"; the file actually written needs its own confirmation.
      const replace = await dialog.showMessageBox({
        type: 'question',
        message: `${path.basename(filePath)} already exists. Replace it?`,
        buttons: ['Replace', 'Cancel'],
        defaultId: 1,
        cancelId: 1,
      });
      if (replace.response !== 0) return { saved: false };
    }
    await writeFileAtomic(filePath, request.bytes);
    const answer = await dialog.showMessageBox({
      type: 'info',
      message: `Saved ${path.basename(filePath)}`,
      buttons: ['Open it', 'Close'],
      defaultId: 0,
      cancelId: 1,
    });
    if (answer.response === 0) void shell.openPath(filePath);
    return { saved: true, fileName: path.basename(filePath) };
  });
}
