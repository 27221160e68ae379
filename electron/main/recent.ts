/**
 * Files opened from the OS (file association, a second launch with a path) and the Open Recent list. Main reads the
 * file and hands its text to the renderer, which imports it through the same untrusted-import path as any file.
 */
import { app, BrowserWindow } from 'electron';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { FILE_OPENED_CHANNEL } from '../ipc-contract';
import { readTextFile, writeFileAtomic } from '../services/file-service';

const MAX_RECENT = 10;
let recent: string[] = [];
let onChange: () => void = () => undefined;
const pending: string[] = [];

function recentFile(): string {
  return path.join(app.getPath('userData'), 'recent-files.json');
}

export function loadRecent(): void {
  try {
    const list = JSON.parse(readFileSync(recentFile(), 'utf8')) as unknown;
    recent = Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    recent = [];
  }
}

export function recentFiles(): readonly string[] {
  return recent;
}

/** Called when the list changes, so the menu can be rebuilt. */
export function onRecentChange(listener: () => void): void {
  onChange = listener;
}

export function addRecent(filePath: string): void {
  recent = [filePath, ...recent.filter((p) => p !== filePath)].slice(0, MAX_RECENT);
  app.addRecentDocument(filePath);
  void writeFileAtomic(recentFile(), JSON.stringify(recent)).catch(() => undefined);
  onChange();
}

export function clearRecent(): void {
  recent = [];
  app.clearRecentDocuments();
  void writeFileAtomic(recentFile(), '[]').catch(() => undefined);
  onChange();
}

/** Reads a file and sends it to the window; before the window is ready it waits in a queue. */
export async function openPath(filePath: string): Promise<void> {
  const win = BrowserWindow.getAllWindows()[0];
  if (!win || win.webContents.isLoading()) {
    pending.push(filePath);
    return;
  }
  try {
    const content = await readTextFile(filePath);
    addRecent(filePath);
    win.webContents.send(FILE_OPENED_CHANNEL, { fileName: path.basename(filePath), content });
  } catch (error) {
    win.webContents.send(FILE_OPENED_CHANNEL, { fileName: path.basename(filePath), content: '', error: error instanceof Error ? error.message : String(error) });
  }
}

/** Sends files that arrived before the window finished loading. */
export function flushPending(): void {
  for (const p of pending.splice(0)) void openPath(p);
}

/** Paths of Sheetsmith files in a command line (the OS passes them when a file is opened with the app). */
export function pathsFromArgv(argv: readonly string[]): string[] {
  return argv.filter((a) => /\.(sheetsmith(-backup)?\.)?json$/i.test(a) && !a.startsWith('-'));
}
