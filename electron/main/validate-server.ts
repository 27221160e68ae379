/**
 * Validators of the sync server channel (server-fetch.ts). Main passes on only what CouchDB's protocol needs: an
 * http(s) URL without a login in it, one of its methods, a few headers, a text body of bounded size. No Electron
 * import, so each is unit-tested with hostile arguments under plain Node.
 */
import { MAX_SERVER_BODY, SERVER_HEADERS, SERVER_METHODS, type ServerAbortRequest, type ServerFetchRequest } from '../ipc-contract';
import { IpcArgumentError, isRecord } from './validate';

/** A request's own name: short, plain characters (a counter, a UUID). */
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;
/** Longest URL accepted: a document id and a query, never a payload. */
const MAX_URL_LENGTH = 8192;

function requestId(value: unknown): string {
  if (typeof value !== 'string' || !REQUEST_ID.test(value)) throw new IpcArgumentError('The request to the sync server has no valid id.');
  return value;
}

function serverUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) throw new IpcArgumentError('The sync server address is missing or too long.');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new IpcArgumentError('The sync server address is not a web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new IpcArgumentError('The sync server address must start with http:// or https://.');
  // The login goes in the Authorization header; one written into the address would end up in logs and errors.
  if (url.username !== '' || url.password !== '') throw new IpcArgumentError('The sync server address must not hold a login.');
  return url.href;
}

function method(value: unknown): string {
  if (typeof value === 'string' && (SERVER_METHODS as readonly string[]).includes(value)) return value;
  throw new IpcArgumentError(`A request to the sync server is one of ${SERVER_METHODS.join(', ')}.`);
}

/** The headers CouchDB needs, lower-cased; any other (a cookie, a host, an origin) is left out, not refused. */
function headers(value: unknown): Record<string, string> {
  if (!isRecord(value)) throw new IpcArgumentError('The request to the sync server has malformed headers.');
  const kept: Record<string, string> = {};
  for (const [name, text] of Object.entries(value)) {
    const lower = name.toLowerCase();
    if (!(SERVER_HEADERS as readonly string[]).includes(lower)) continue;
    if (typeof text !== 'string' || text.length > MAX_URL_LENGTH || /[\r\n\0]/.test(text)) throw new IpcArgumentError(`The ${lower} header is malformed.`);
    kept[lower] = text;
  }
  return kept;
}

function body(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw new IpcArgumentError('A request to the sync server carries text (JSON) only.');
  if (value.length > MAX_SERVER_BODY) throw new IpcArgumentError(`A request to the sync server is limited to ${MAX_SERVER_BODY / 1024 / 1024} MiB.`);
  return value;
}

export function validateServerFetch(value: unknown): ServerFetchRequest {
  if (!isRecord(value)) throw new IpcArgumentError('The request to the sync server is malformed.');
  const m = method(value['method']);
  const b = body(value['body'] ?? null);
  if ((m === 'GET' || m === 'HEAD') && b !== null) throw new IpcArgumentError(`A ${m} request carries no body.`);
  return { id: requestId(value['id']), url: serverUrl(value['url']), method: m, headers: headers(value['headers'] ?? {}), body: b };
}

export function validateServerAbort(value: unknown): ServerAbortRequest {
  if (!isRecord(value)) throw new IpcArgumentError('The abort request is malformed.');
  return { id: requestId(value['id']) };
}
