/**
 * Serves the renderer from an `app://sheetsmith/` origin instead of file://. A standard, secure scheme gives the page
 * a real origin (IndexedDB, fetch of its own fonts for the PDF, a CSP 'self' that means only the app's files), and
 * the handler serves only regular files inside the renderer's folder (see app-paths.ts for the checks).
 */
import { net, protocol } from 'electron';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_SCHEME, locateAppFile } from './app-paths';

export { APP_ORIGIN, APP_SCHEME } from './app-paths';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: false } },
  ]);
}

const STATUS_TEXT = { 400: 'Bad request', 404: 'Not found' } as const;

/** Serves the renderer's files; call once the app is ready. */
export function serveRenderer(root: string): void {
  const base = path.resolve(root);
  protocol.handle(APP_SCHEME, async (request) => {
    try {
      const found = await locateAppFile(base, request.url);
      if ('status' in found) return new Response(STATUS_TEXT[found.status], { status: found.status });
      return await net.fetch(pathToFileURL(found.file).toString());
    } catch (error) {
      // A request must never take the handler down; the page just gets an error answer.
      console.error('[app://]', error);
      return new Response('Not found', { status: 404 });
    }
  });
}
