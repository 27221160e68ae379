/**
 * The app window: secure web preferences, remembered size and position, and the checks that keep it on the
 * app's own page.
 */
import { app, BrowserWindow, screen, shell } from 'electron';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { writeFileAtomic } from '../services/file-service';
import { APP_PAGE, isAppUrl } from './app-paths';
import { isAllowedExternalUrl, isDevToolsShortcut } from './guards';
import { appWebPreferences } from './window-options';

interface Bounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized?: boolean;
}

const DEFAULT_BOUNDS: Bounds = { width: 1280, height: 800 };

function stateFile(): string {
  return path.join(app.getPath('userData'), 'window-state.json');
}

function loadBounds(): Bounds {
  try {
    const parsed = JSON.parse(readFileSync(stateFile(), 'utf8')) as Partial<Bounds>;
    if (typeof parsed.width !== 'number' || typeof parsed.height !== 'number') return DEFAULT_BOUNDS;
    const bounds: Bounds = { ...DEFAULT_BOUNDS, ...parsed };
    // Forget a position that is off every screen now (a monitor was unplugged).
    if (typeof bounds.x === 'number' && typeof bounds.y === 'number') {
      const { x, y } = bounds;
      const visible = screen.getAllDisplays().some(({ workArea: a }) => x >= a.x - 50 && y >= a.y - 50 && x < a.x + a.width && y < a.y + a.height);
      if (!visible) return { width: bounds.width, height: bounds.height };
    }
    return bounds;
  } catch {
    return DEFAULT_BOUNDS;
  }
}

/** The folder the renderer is served from (the app:// handler's root). */
export function rendererRoot(): string {
  return path.join(__dirname, '..', 'dist', 'renderer');
}

/** The URL of the app's own page; anything else is not ours. */
export function rendererUrl(): string {
  return APP_PAGE;
}

/** Opens a link in the OS browser only when the app itself links to it (see EXTERNAL_LINKS); everything else is dropped. */
function openExternalIfAllowed(url: string): void {
  if (isAllowedExternalUrl(url)) void shell.openExternal(url);
}

/**
 * DevTools only in development builds: the preference already removes them from a packaged build; the toggle keys
 * are swallowed and a window that somehow opens is closed, so a packaged app never exposes a console to the page.
 */
function lockDevTools(win: BrowserWindow): void {
  win.webContents.on('before-input-event', (event, input) => {
    if (isDevToolsShortcut(input)) event.preventDefault();
  });
  win.webContents.on('devtools-opened', () => win.webContents.closeDevTools());
}

export function createMainWindow(): BrowserWindow {
  const bounds = loadBounds();
  const win = new BrowserWindow({
    ...bounds,
    minWidth: 1024,
    minHeight: 700,
    title: 'Sheetsmith',
    show: false,
    webPreferences: appWebPreferences(path.join(__dirname, 'preload.cjs'), app.isPackaged),
  });
  if (bounds.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());

  const save = () => {
    if (win.isDestroyed()) return;
    const b = win.getNormalBounds();
    void writeFileAtomic(stateFile(), JSON.stringify({ ...b, maximized: win.isMaximized() })).catch(() => undefined);
  };
  win.on('close', save);

  if (app.isPackaged) lockDevTools(win);

  // Keep the window on our page: no navigation elsewhere, no new windows (links the app makes open in the OS browser).
  win.webContents.on('will-navigate', (event, url) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    openExternalIfAllowed(url);
  });
  win.webContents.setWindowOpenHandler(({ url }) => {
    openExternalIfAllowed(url);
    return { action: 'deny' };
  });
  void win.loadURL(rendererUrl());
  return win;
}
