/**
 * The desktop app's requests to the group's sync server. The renderer's page is app://, a secure origin, and Chromium
 * blocks a secure page's requests to a plain-http server (a CouchDB on the home network) as mixed content; main's
 * network stack (Electron's net.fetch) has no such rule, so the renderer's PouchDB and server set-up send their
 * requests here. Only what CouchDB needs passes (validate-server.ts); redirects are not followed, so a request never
 * ends up at another address than the one the user gave; every request can be aborted by its id (a live feed's long
 * poll when sync stops).
 */
import { net } from 'electron';
import { MAX_SERVER_BODY, SERVER_UNREACHABLE, type ServerFetchRequest, type ServerFetchResponse } from '../ipc-contract';
import { handle, IpcAnswerError } from './ipc';
import { validateServerAbort, validateServerFetch } from './validate-server';

/** The fetch main sends with: Electron's net.fetch, or Node's in tests. */
export type MainFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Requests under way, by the caller's id. */
const running = new Map<string, AbortController>();

/** Sends one request and reads its answer as text (CouchDB's answers are JSON); a failure to connect says so in words. */
export async function sendToServer(request: ServerFetchRequest, send: MainFetch): Promise<ServerFetchResponse> {
  const controller = new AbortController();
  running.get(request.id)?.abort();
  running.set(request.id, controller);
  try {
    let response: Response;
    try {
      response = await send(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body !== null ? { body: request.body } : {}),
        redirect: 'manual',
        signal: controller.signal,
      });
    } catch (cause) {
      if (controller.signal.aborted) throw new IpcAnswerError('The request to the sync server was stopped.', { cause });
      throw new IpcAnswerError(`${SERVER_UNREACHABLE} (${cause instanceof Error ? cause.message : String(cause)}).`, { cause });
    }
    // Node's fetch hands a manual redirect back as it came; Chromium's as an opaque response of status 0.
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      throw new IpcAnswerError(`The sync server sent this request elsewhere (${response.status}); give its final address (often https://) in Settings → Sync.`);
    }
    const length = Number(response.headers.get('content-length') ?? '0');
    if (length > MAX_SERVER_BODY * 2) throw new IpcAnswerError('The sync server answered with more than Sheetsmith reads at once.');
    const body = request.method === 'HEAD' ? '' : await response.text();
    if (body.length > MAX_SERVER_BODY) throw new IpcAnswerError('The sync server answered with more than Sheetsmith reads at once.');
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    return { status: response.status, statusText: response.statusText, headers, body };
  } finally {
    if (running.get(request.id) === controller) running.delete(request.id);
  }
}

/** Stops a request under way (nothing happens for one that has finished). */
export function abortServerRequest(id: string): void {
  running.get(id)?.abort();
  running.delete(id);
}

/** Registers the sync server channels. `send` is Electron's net.fetch; tests pass Node's fetch. */
export function setupServerFetch(send: MainFetch = (url, init) => net.fetch(url, init)): void {
  handle('server:fetch', validateServerFetch, (request) => sendToServer(request, send));
  handle('server:abort', validateServerAbort, async ({ id }) => {
    abortServerRequest(id);
    return null;
  });
}
