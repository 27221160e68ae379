/**
 * The desktop app's way to the sync server: the renderer's fetch (server-fetch.ts here) sends each request through
 * the `server:fetch` channel, and main (electron/main/server-fetch.ts) sends it on. Main's channel is called here as
 * Electron would call it, with Node's fetch in place of net.fetch, against the test CouchDB (tests/support/couch.ts):
 * the server set-up and a PouchDB replication work through it unchanged; hostile requests are refused in a sentence;
 * a server out of reach fails as fetch fails (so sync says "offline"); a redirect is not followed; a long poll stops.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { IpcResult, ServerFetchRequest, ServerFetchResponse } from '../../../electron/ipc-contract';
import { startCouch, type RunningCouch } from '../../../tests/support/couch';
import { serverFetchThrough } from './server-fetch';
import { MemoryPouch } from '../sync/memory-pouch';
import { checkServer, shareCampaignOnServer } from '../sync/server-setup';
import { remoteDatabase } from '../sync/replication';

type Listener = (event: unknown, raw: unknown) => Promise<IpcResult<unknown>>;
const listeners = new Map<string, Listener>();
vi.mock('electron', () => ({
  ipcMain: { handle: (channel: string, listener: Listener) => listeners.set(channel, listener) },
  get net(): never {
    throw new Error('the real net module was used');
  },
}));

const APP = { url: 'app://sheetsmith/index.html#/settings' };
const fromApp = { senderFrame: APP, sender: { mainFrame: APP } };

/** Every request main sent on, as it sent it. */
const sent: { url: string; init: RequestInit }[] = [];

/** The preload's two calls, answered by main's handlers. */
const channel = {
  serverFetch: (request: ServerFetchRequest) => listeners.get('server:fetch')!(fromApp, request) as Promise<IpcResult<ServerFetchResponse>>,
  serverAbort: (request: { id: string }) => listeners.get('server:abort')!(fromApp, request) as Promise<IpcResult<null>>,
};
const fetchThroughMain = serverFetchThrough(channel);

let couch: RunningCouch;
let redirecting: Server;
let redirectUrl = '';
beforeAll(async () => {
  const { setupServerFetch } = await import('../../../electron/main/server-fetch');
  setupServerFetch((url, init) => {
    sent.push({ url, init });
    return fetch(url, init);
  });
  couch = await startCouch();
  redirecting = createServer((_req, res) => res.writeHead(302, { location: 'https://elsewhere.example/' }).end());
  await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
  redirectUrl = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/`;
}, 30_000);
afterAll(async () => {
  await couch?.stop();
  redirecting?.close();
});

/** The sentence main answered a raw request with. */
async function refusal(raw: unknown): Promise<string> {
  const result = await listeners.get('server:fetch')!(fromApp, raw);
  if (result.ok) throw new Error('the request was sent');
  return result.error;
}

describe('requests refused before anything is sent', () => {
  const good = { id: 'r1', url: 'http://127.0.0.1:5984/db', method: 'GET', headers: {}, body: null };

  it('says why, in a sentence, for each kind of hostile request', async () => {
    const before = sent.length;
    expect(await refusal(null)).toBe('The request to the sync server is malformed.');
    expect(await refusal({ ...good, url: 'file:///etc/passwd' })).toBe('The sync server address must start with http:// or https://.');
    expect(await refusal({ ...good, url: 'not an address' })).toBe('The sync server address is not a web address.');
    expect(await refusal({ ...good, url: 'http://admin:secret@127.0.0.1:5984/' })).toBe('The sync server address must not hold a login.');
    expect(await refusal({ ...good, url: `http://h/${'a'.repeat(9000)}` })).toBe('The sync server address is missing or too long.');
    expect(await refusal({ ...good, method: 'TRACE' })).toBe('A request to the sync server is one of GET, HEAD, POST, PUT, DELETE.');
    expect(await refusal({ ...good, body: '{}' })).toBe('A GET request carries no body.');
    expect(await refusal({ ...good, method: 'PUT', body: new Uint8Array(3) })).toBe('A request to the sync server carries text (JSON) only.');
    expect(await refusal({ ...good, method: 'PUT', body: 'x'.repeat(32 * 1024 * 1024 + 1) })).toBe('A request to the sync server is limited to 32 MiB.');
    expect(await refusal({ ...good, id: '../x' })).toBe('The request to the sync server has no valid id.');
    expect(await refusal({ ...good, headers: { authorization: 'Basic a\r\nX-Evil: 1' } })).toBe('The authorization header is malformed.');
    expect(sent.length).toBe(before);
  });

  it('passes on only the headers CouchDB needs', async () => {
    const result = await channel.serverFetch({ ...good, id: 'r2', url: `${couch.url}/`, headers: { Accept: 'application/json', Cookie: 'AuthSession=x', Host: 'evil', Origin: 'app://x' } });
    expect(result.ok).toBe(true);
    expect(sent.at(-1)?.init.headers).toEqual({ accept: 'application/json' });
  });

  it('does not answer a page that is not the app', async () => {
    const other = { url: 'https://evil.example/' };
    const result = await listeners.get('server:fetch')!({ senderFrame: other, sender: { mainFrame: other } }, good);
    expect(result).toEqual({ ok: false, error: 'Request refused: it did not come from Sheetsmith.' });
  });
});

describe('the sync code through main', () => {
  it('checks the server and shares a campaign on it (databases, accounts, rules)', async () => {
    expect(await checkServer(couch.url, couch.admin, { fetch: fetchThroughMain })).toMatch(/^\d/);
    const campaignId = `c${randomUUID()}`;
    const shared = await shareCampaignOnServer(
      { url: couch.url, admin: couch.admin, campaignId, gm: couch.admin.name, players: [{ name: `p${randomUUID().slice(0, 8)}`, password: 'a long pass phrase' }] },
      { fetch: fetchThroughMain },
    );
    expect(shared.rulesInstalled).toBe(true);
    expect(shared.databases.table).toBe(`campaign-${campaignId}`);
  });

  it('replicates documents both ways with PouchDB, as the page’s own fetch would', async () => {
    const name = `through-main-${randomUUID()}`;
    const admin = new MemoryPouch(`${couch.url}/${name}`, { auth: { username: couch.admin.name, password: couch.admin.password } });
    await admin.info(); // creates the database
    const remote = remoteDatabase({ Pouch: MemoryPouch, url: `${couch.url}/${name}`, login: couch.admin, fetch: fetchThroughMain });
    const here = new MemoryPouch(`here-${name}`);
    const there = new MemoryPouch(`there-${name}`);
    await here.bulkDocs(Array.from({ length: 30 }, (_, i) => ({ _id: `doc-${i}`, doc: { n: i, name: `Ayla ✓ ${i}` } })));
    const up = await here.replicate.to(remote);
    expect(up.ok).toBe(true);
    expect(up.docs_written).toBe(30);
    const down = await there.replicate.from(remote);
    expect(down.docs_written).toBe(30);
    expect(((await there.get('doc-7')) as unknown as { doc: { name: string } }).doc.name).toBe('Ayla ✓ 7');
    await Promise.all([here.destroy(), there.destroy(), admin.destroy()]);
  });

  it('stops a live feed’s long poll when replication is cancelled', async () => {
    const name = `live-${randomUUID()}`;
    const admin = new MemoryPouch(`${couch.url}/${name}`, { auth: { username: couch.admin.name, password: couch.admin.password } });
    await admin.info();
    const remote = remoteDatabase({ Pouch: MemoryPouch, url: `${couch.url}/${name}`, login: couch.admin, fetch: fetchThroughMain });
    const here = new MemoryPouch(`live-here-${name}`);
    const feed = here.replicate.from(remote, { live: true, retry: false });
    const longPolls = () => sent.filter((s) => s.url.includes(`/${name}/_changes`) && s.url.includes('feed=longpoll'));
    await vi.waitFor(() => expect(longPolls().length).toBeGreaterThan(0), { timeout: 5_000 });
    const complete = new Promise((resolve) => feed.on('complete', resolve));
    feed.cancel();
    await complete;
    // The long poll main held open was aborted, not left to run out: nothing is still waiting on the server.
    await vi.waitFor(() => expect(longPolls().every((s) => s.init.signal?.aborted)).toBe(true), { timeout: 2_000 });
    await Promise.all([here.destroy(), admin.destroy()]);
  });
});

describe('failures read as the page’s own fetch failures', () => {
  it('a server out of reach fails with a TypeError saying "Failed to fetch", which sync reads as offline', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await fetchThroughMain(`http://127.0.0.1:${port}/`, { method: 'GET' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(/^Failed to fetch: the sync server could not be reached \(/);
  });

  it('a redirect is not followed, and says to give the final address', async () => {
    const error = await fetchThroughMain(redirectUrl, { method: 'GET' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe('The sync server sent this request elsewhere (302); give its final address (often https://) in Settings → Sync.');
  });

  it('an answer of the server (401, 404) is an answer, with its status and body', async () => {
    const response = await fetchThroughMain(`${couch.url}/no-such-db-${randomUUID()}`, { method: 'GET', headers: { Authorization: `Basic ${btoa(`${couch.admin.name}:${couch.admin.password}`)}` } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe('not_found');
  });

  it('an aborted request rejects with an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await fetchThroughMain(`${couch.url}/`, { method: 'GET', signal: controller.signal }).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as DOMException).name).toBe('AbortError');
  });
});
