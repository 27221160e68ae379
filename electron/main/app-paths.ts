/**
 * The app's own origin and how an `app://sheetsmith/…` request maps to a file of the renderer. Kept apart from the
 * protocol registration (which needs Electron) so the checks run under plain Node in the unit tests.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://sheetsmith`;

/** The renderer's page; every route is a hash on it. */
export const APP_PAGE = `${APP_ORIGIN}/index.html`;

/** True when a URL is a page of the app (any route: the hash changes as the user moves around). */
export function isAppUrl(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const u = new URL(url);
    return u.protocol === `${APP_SCHEME}:` && u.host === 'sheetsmith' && u.username === '' && u.pathname === '/index.html';
  } catch {
    return false;
  }
}

/** Where a request leads: a file to serve, or the status to answer instead. */
export type AppPathResult = { readonly file: string } | { readonly status: 400 | 404 };

/**
 * Maps a request URL to a file inside `root` (an absolute, normalised folder) without touching the disk.
 * Malformed escapes and NUL bytes are 400; other hosts and anything outside `root` (including a sibling folder
 * whose name merely starts with root's, such as `renderer-evil/`) are 404.
 */
export function resolveAppPath(root: string, requestUrl: string): AppPathResult {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { status: 400 };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== 'sheetsmith' || url.username !== '') return { status: 404 };
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
  } catch {
    return { status: 400 };
  }
  if (relative.includes('\0')) return { status: 400 };
  const file = path.join(root, relative);
  // The separator matters: "/app/renderer-evil".startsWith("/app/renderer") is true.
  return file.startsWith(root + path.sep) ? { file } : { status: 404 };
}

/**
 * As resolveAppPath, then 404 unless the path, with every symbolic link followed, is an existing regular file still
 * inside `root` (folders are not served; a link inside the folder that leads out of it is not followed out). Returns
 * the resolved file, so what is served is what was checked.
 */
export async function locateAppFile(root: string, requestUrl: string): Promise<AppPathResult> {
  const result = resolveAppPath(root, requestUrl);
  if (!('file' in result)) return result;
  try {
    const realRoot = await fs.realpath(root);
    const real = await fs.realpath(result.file);
    if (!real.startsWith(realRoot + path.sep)) return { status: 404 };
    return (await fs.stat(real)).isFile() ? { file: real } : { status: 404 };
  } catch {
    return { status: 404 };
  }
}
