/**
 * Serves the renderer from an `app://sheetsmith/` origin instead of file://. A standard, secure scheme gives the page
 * a real origin (IndexedDB, fetch of its own fonts for the PDF, a CSP 'self' that means only the app's files), and
 * the handler refuses any path outside the renderer's folder.
 */
import { net, protocol } from 'electron';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://sheetsmith`;

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: false } },
  ]);
}

/** Resolves an app:// request to a file inside `root`, or null when it points outside (or is not ours). */
export function resolveAppPath(root: string, requestUrl: string): string | null {
  const url = new URL(requestUrl);
  if (`${url.protocol}//${url.host}` !== APP_ORIGIN) return null;
  const relative = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
  const file = path.normalize(path.join(root, relative));
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/** Serves the renderer's files; call once the app is ready. */
export function serveRenderer(root: string): void {
  protocol.handle(APP_SCHEME, (request) => {
    const file = resolveAppPath(root, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    return net.fetch(pathToFileURL(file).toString());
  });
}
