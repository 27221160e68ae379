/**
 * A `fetch` for the sync code (PouchDB's http adapter, the server set-up) that sends each request through main
 * (electron/main/server-fetch.ts): same signature and the same kinds of failure as the page's own fetch, so the
 * replication's words (offline, refused, error) read the same. A request that could not reach the server rejects
 * with a TypeError, as fetch does; an aborted one with an AbortError.
 */
import type { IpcResult, ServerFetchRequest, ServerFetchResponse } from '../../../electron/ipc-contract';

/** What the adapter needs of the preload's API. */
export interface ServerChannel {
  serverFetch(request: ServerFetchRequest): Promise<IpcResult<ServerFetchResponse>>;
  serverAbort(request: { id: string }): Promise<IpcResult<null>>;
}

/** Statuses a Response cannot be built with (no body allowed). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** The request's body as text: the sync code sends JSON strings; anything else is refused rather than mangled. */
function textBody(body: RequestInit['body']): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body;
  throw new TypeError('Only text bodies are sent to the sync server.');
}

function abortError(): DOMException {
  return new DOMException('The request to the sync server was stopped.', 'AbortError');
}

export function serverFetchThrough(channel: ServerChannel): (url: string, init: RequestInit) => Promise<Response> {
  return async (url, init) => {
    const signal = init.signal ?? null;
    if (signal?.aborted) throw abortError();
    // Unique across windows too: main keeps one table of requests under way for all of them.
    const id = globalThis.crypto.randomUUID();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const request: ServerFetchRequest = { id, url: String(url), method: (init.method ?? 'GET').toUpperCase(), headers, body: textBody(init.body) };
    const onAbort = () => void channel.serverAbort({ id });
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const result = await channel.serverFetch(request);
      if (signal?.aborted) throw abortError();
      // A refusal by main (a bad address) and a server out of reach both fail as fetch fails: a TypeError.
      if (!result.ok) throw new TypeError(result.error);
      const answer = result.data;
      return new Response(NULL_BODY.has(answer.status) || request.method === 'HEAD' ? null : answer.body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      });
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  };
}
