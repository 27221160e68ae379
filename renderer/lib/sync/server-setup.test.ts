/**
 * The bootstrap module against a real protocol: express-pouchdb in its own process, or the CouchDB named by
 * SHEETSMITH_COUCH_URL. Every test uses its own campaign and player names, so the suite can run on a shared server.
 * The server is checked with plain fetch, not PouchDB, and nothing relies on express-pouchdb's known differences
 * (401 for non-members where CouchDB says 403, databases public without `_security`, integer sequences).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCouch, type RunningCouch } from '../../../tests/support/couch';
import { CHARACTER_SCHEMA_VERSION } from '../../../core/documents/character';
import { DESIGN_DOC_ID, SHEETSMITH_DESIGN_VERSION } from './design-doc';
import { addPlayer, checkServer, existingAccounts, refreshSharingRules, removePlayer, ServerSetupError, shareCampaignOnServer, sharedCampaignPlayers, type ServerLogin } from './server-setup';
import { campaignDatabases } from './shared-doc';

let couch: RunningCouch;
beforeAll(async () => {
  couch = await startCouch();
}, 30_000);
afterAll(async () => {
  await couch.stop();
});

const run = randomUUID().slice(0, 8);
let counter = 0;
/** A fresh campaign id and players for one test. */
function fresh(): { campaignId: string; ann: ServerLogin; bob: ServerLogin } {
  counter++;
  return {
    campaignId: `t${run}${counter}`,
    ann: { name: `ann-${run}-${counter}`, password: 'ann secret' },
    bob: { name: `bob-${run}-${counter}`, password: 'bob secret' },
  };
}

/** One request with plain fetch; the body parsed as JSON. */
async function http(method: string, path: string, login: ServerLogin | null, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (login) headers['Authorization'] = `Basic ${Buffer.from(`${login.name}:${login.password}`).toString('base64')}`;
  const response = await fetch(`${couch.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const parsed: unknown = await response.json();
  return { status: response.status, body: typeof parsed === 'object' && parsed !== null ? { ...parsed } : {} };
}

function character(id: string, owner: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { _id: `character:${id}`, kind: 'character', owner, schemaVersion: CHARACTER_SCHEMA_VERSION, doc: { name: id }, sortName: id, ...extra };
}

/** Starts a local HTTP server on a free port; resolves to the port. */
async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no port');
  return address.port;
}

/** Rejects with the ServerSetupError a call gives. */
async function setupError(promise: Promise<unknown>): Promise<ServerSetupError> {
  const error: unknown = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ServerSetupError)) throw new Error(`expected a ServerSetupError, got ${String(error)}`);
  return error;
}

describe('checkServer', () => {
  it("answers the server's version for a login that works", async () => {
    expect(await checkServer(couch.url, couch.admin)).toMatch(/^\d+\.\d+/);
  });

  it('says the server refused a wrong password, without repeating it', async () => {
    const error = await setupError(checkServer(couch.url, { name: couch.admin.name, password: 'not-the-password' }));
    expect(error.message).toBe(`The server refused the login for ${couch.admin.name}. Check the name and password.`);
    expect(error.problem).toBe('login-refused');
    expect(error.status).toBe(401);
    expect(error.message).not.toContain('not-the-password');
  });

  it('says an address with nothing listening could not be reached', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await setupError(checkServer(`http://127.0.0.1:${port}/`, couch.admin));
    expect(error.message).toBe(`The server at http://127.0.0.1:${port} could not be reached. Check the address and that the server is running.`);
    expect(error).toMatchObject({ problem: 'unreachable', status: 0 });
  });

  it('says so when the address answers but is not CouchDB', async () => {
    const web = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Hello</h1>'));
    const port = await listen(web);
    try {
      const error = await setupError(checkServer(`http://127.0.0.1:${port}`, couch.admin));
      expect(error.message).toMatch(/^The server at http:\/\/127\.0\.0\.1:\d+ answered, but it is not CouchDB\./);
      expect(error.problem).toBe('not-couchdb');
    } finally {
      await new Promise<void>((resolve) => web.close(() => resolve()));
    }
  });

  it('refuses a bad address or login name before sending anything', async () => {
    const untouchable = () => Promise.reject(new Error('nothing should be sent'));
    const refusal = (url: string, name: string) => setupError(checkServer(url, { name, password: 'pw' }, { fetch: untouchable }));
    expect((await refusal('ftp://couch.example.org', 'gm')).message).toBe('The server address must start with http:// or https://, not ftp://.');
    expect((await refusal('couch.example.org', 'gm')).message).toMatch(/is not a web address/);
    expect((await refusal('http://gm:secret@couch.example.org', 'gm')).message).not.toContain('secret');
    expect((await refusal('http://couch.example.org', '')).message).toBe('The login is empty.');
    expect((await refusal('http://couch.example.org', 'a:b')).message).toBe('The login "a:b" cannot contain ":".');
    expect((await refusal('http://couch.example.org', '_ann')).problem).toBe('invalid-input');
  });
});

describe('shareCampaignOnServer', () => {
  it('creates both databases, their security, the accounts and the rules, and sharing again changes nothing', async () => {
    const { campaignId, ann, bob } = fresh();
    const request = { url: couch.url, admin: couch.admin, campaignId, gm: couch.admin.name, players: [ann, bob] };
    const first = await shareCampaignOnServer(request);
    const { table, gm } = campaignDatabases(campaignId);
    expect(first).toEqual({ url: couch.url, databases: { table, gm }, rulesInstalled: true });

    for (const db of [table, gm]) expect((await http('GET', `/${db}`, couch.admin)).status).toBe(200);
    expect((await http('GET', `/${table}/_security`, couch.admin)).body).toMatchObject({
      admins: { names: [couch.admin.name] },
      members: { names: [couch.admin.name, ann.name, bob.name] },
    });
    expect((await http('GET', `/${gm}/_security`, couch.admin)).body).toMatchObject({ admins: { names: [couch.admin.name] }, members: { names: [couch.admin.name] } });
    for (const player of [ann, bob]) {
      expect((await http('GET', '/_session', player)).body).toMatchObject({ userCtx: { name: player.name, roles: [] } });
    }
    const design = await http('GET', `/${table}/${DESIGN_DOC_ID}`, couch.admin);
    expect(design.body['sheetsmithDesign']).toBe(SHEETSMITH_DESIGN_VERSION);

    const account = await http('GET', `/_users/org.couchdb.user:${ann.name}`, couch.admin);
    expect(await shareCampaignOnServer(request)).toEqual({ ...first, rulesInstalled: false });
    expect((await http('GET', `/${table}/${DESIGN_DOC_ID}`, couch.admin)).body['_rev']).toBe(design.body['_rev']);
    expect((await http('GET', `/_users/org.couchdb.user:${ann.name}`, couch.admin)).body['_rev']).toBe(account.body['_rev']);
  });

  it("sets a known player's new password, and replaces older rules but never newer ones", async () => {
    const { campaignId, ann } = fresh();
    const request = { url: couch.url, admin: couch.admin, campaignId, gm: couch.admin.name, players: [ann] };
    await shareCampaignOnServer(request);
    const renewed = { ...ann, password: 'a new secret' };
    await shareCampaignOnServer({ ...request, players: [renewed] });
    expect((await http('GET', '/_session', ann)).status).toBe(401);
    expect((await http('GET', '/_session', renewed)).body).toMatchObject({ userCtx: { name: ann.name } });

    const path = `/${campaignDatabases(campaignId).table}/${DESIGN_DOC_ID}`;
    const installed = await http('GET', path, couch.admin);
    await http('PUT', path, couch.admin, { ...installed.body, sheetsmithDesign: 0 });
    expect((await shareCampaignOnServer(request)).rulesInstalled).toBe(true);
    const current = await http('GET', path, couch.admin);
    await http('PUT', path, couch.admin, { ...current.body, sheetsmithDesign: SHEETSMITH_DESIGN_VERSION + 1 });
    expect((await shareCampaignOnServer(request)).rulesInstalled).toBe(false);
    expect((await http('GET', path, couch.admin)).body['sheetsmithDesign']).toBe(SHEETSMITH_DESIGN_VERSION + 1);
  });

  it('refuses players who clash with the GM or each other, and a wrong admin password, in words', async () => {
    const { campaignId, ann } = fresh();
    const base = { url: couch.url, admin: couch.admin, campaignId, gm: couch.admin.name };
    expect((await setupError(shareCampaignOnServer({ ...base, players: [{ name: couch.admin.name, password: 'x' }] }))).message).toMatch(
      /is the game master’s or the admin’s login/,
    );
    expect((await setupError(shareCampaignOnServer({ ...base, players: [ann, ann] }))).message).toBe(`The player login ${ann.name} is given twice.`);
    const wrong = await setupError(shareCampaignOnServer({ ...base, admin: { name: couch.admin.name, password: 'wrong' }, players: [ann] }));
    expect(wrong.message).toBe(`The server refused the login for ${couch.admin.name}. Check the name and password.`);
    expect((await setupError(shareCampaignOnServer({ ...base, admin: ann, players: [] }))).problem).toBe('login-refused');
  });
});

describe('the rules on the server', () => {
  const { campaignId, ann, bob } = fresh();
  const carl: ServerLogin = { name: `carl-${run}`, password: 'carl secret' };
  const gmUser: ServerLogin = { name: `gm-${run}`, password: 'gm secret' };
  const { table, gm } = campaignDatabases(campaignId);

  beforeAll(async () => {
    // The GM here is an ordinary account, so the rules are proven for a database admin by name, not only a server admin.
    await http('PUT', `/_users/org.couchdb.user:${gmUser.name}`, couch.admin, { name: gmUser.name, password: gmUser.password, type: 'user', roles: [] });
    await shareCampaignOnServer({ url: couch.url, admin: couch.admin, campaignId, gm: gmUser.name, players: [ann, bob] });
    // carl plays in another campaign on the same server.
    await shareCampaignOnServer({ url: couch.url, admin: couch.admin, campaignId: `${campaignId}other`, gm: couch.admin.name, players: [carl] });
    expect((await http('PUT', `/${table}/character:ann1`, ann, character('ann1', ann.name))).status).toBe(201);
    expect((await http('PUT', `/${table}/character:bob1`, bob, character('bob1', bob.name))).status).toBe(201);
  });

  it("refuses a player writing, creating for or deleting another player's character, with the reason", async () => {
    const bobs = await http('GET', `/${table}/character:bob1`, ann);
    const edit = await http('PUT', `/${table}/character:bob1`, ann, { ...bobs.body, sortName: 'mine now' });
    expect(edit).toMatchObject({ status: 403, body: { error: 'forbidden', reason: `Only ${bob.name}, who plays this character, or the game master can change it.` } });
    const create = await http('PUT', `/${table}/character:fake`, ann, character('fake', bob.name));
    expect(create.body['reason']).toBe(`You cannot create a character for ${bob.name}; only they or the game master can.`);
    const remove = await http('DELETE', `/${table}/character:bob1?rev=${String(bobs.body['_rev'])}`, ann);
    expect(remove).toMatchObject({ status: 403, body: { reason: `Only ${bob.name}, who plays this character, or the game master can delete it.` } });
  });

  it('lets a player change their own character but not give it away', async () => {
    const own = await http('GET', `/${table}/character:ann1`, ann);
    expect((await http('PUT', `/${table}/character:ann1`, ann, { ...own.body, sortName: 'ann the bold' })).status).toBe(201);
    const now = await http('GET', `/${table}/character:ann1`, ann);
    const giveAway = await http('PUT', `/${table}/character:ann1`, ann, { ...now.body, owner: bob.name });
    expect(giveAway).toMatchObject({ status: 403, body: { reason: 'Only the game master can give a character to another player.' } });
  });

  it('refuses a player writing the campaign, and a schema newer than the rules know, in words', async () => {
    const campaign = { _id: `campaign:${campaignId}`, kind: 'campaign', owner: gmUser.name, schemaVersion: 1, doc: {}, sortName: 'c' };
    expect(await http('PUT', `/${table}/campaign:${campaignId}`, ann, campaign)).toMatchObject({
      status: 403,
      body: { reason: 'Only the game master can change the campaign.' },
    });
    const newer = CHARACTER_SCHEMA_VERSION + 1;
    const future = await http('PUT', `/${table}/character:ann2`, ann, character('ann2', ann.name, { schemaVersion: newer }));
    expect(future.status).toBe(403);
    expect(future.body['reason']).toContain(`This character was saved by a newer Sheetsmith (schema ${newer}); this server's rules know up to ${CHARACTER_SCHEMA_VERSION}.`);
  });

  it("lets the GM write the campaign, any character and a character's owner", async () => {
    const campaign = { _id: `campaign:${campaignId}`, kind: 'campaign', owner: gmUser.name, schemaVersion: 1, doc: {}, sortName: 'c' };
    expect((await http('PUT', `/${table}/campaign:${campaignId}`, gmUser, campaign)).status).toBe(201);
    const bobs = await http('GET', `/${table}/character:bob1`, gmUser);
    expect((await http('PUT', `/${table}/character:bob1`, gmUser, { ...bobs.body, owner: ann.name })).status).toBe(201);
    expect((await http('PUT', `/${table}/character:npc1`, gmUser, character('npc1', gmUser.name))).status).toBe(201);
    expect((await http('PUT', `/${gm}/note:1`, gmUser, { text: 'the dragon is a sheep' })).status).toBe(201);
  });

  it('keeps a non-member out of the table and a player out of the GM database', async () => {
    expect([401, 403]).toContain((await http('GET', `/${table}/_all_docs`, carl)).status);
    expect([401, 403]).toContain((await http('PUT', `/${table}/character:carl1`, carl, character('carl1', carl.name))).status);
    expect([401, 403]).toContain((await http('GET', `/${gm}/_all_docs`, ann)).status);
    expect([401, 403]).toContain((await http('PUT', `/${gm}/note:2`, ann, { text: 'peek' })).status);
  });
});

describe('the accounts and players already on the server', () => {
  it('names the logins that have an account, lists a shared campaign’s players, and refreshes its rules only when older', async () => {
    const { campaignId, ann, bob } = fresh();
    await shareCampaignOnServer({ url: couch.url, admin: couch.admin, campaignId, gm: couch.admin.name, players: [ann] });
    expect(await existingAccounts({ url: couch.url, admin: couch.admin, names: [ann.name, bob.name, ann.name] })).toEqual([ann.name]);
    expect(await sharedCampaignPlayers({ url: couch.url, admin: couch.admin, campaignId })).toEqual([ann.name]);
    expect(await refreshSharingRules({ url: couch.url, admin: couch.admin, campaignId })).toBe(false);
    await expect(existingAccounts({ url: couch.url, admin: couch.admin, names: ['_admin'] })).rejects.toThrow('A player’s login "_admin" cannot begin with "_"');
    await expect(sharedCampaignPlayers({ url: couch.url, admin: couch.admin, campaignId: `${campaignId}-none` })).rejects.toThrow(/not shared/);
  });
});

describe('addPlayer and removePlayer', () => {
  it('adds a player who can then write their character, and removes them while keeping their account', async () => {
    const { campaignId, ann, bob } = fresh();
    const where = { url: couch.url, admin: couch.admin, campaignId };
    await shareCampaignOnServer({ ...where, gm: couch.admin.name, players: [ann] });
    const { table } = campaignDatabases(campaignId);
    await addPlayer({ ...where, player: bob });
    await addPlayer({ ...where, player: bob });
    expect((await http('GET', `/${table}/_security`, couch.admin)).body).toMatchObject({ members: { names: [couch.admin.name, ann.name, bob.name] } });
    expect((await http('PUT', `/${table}/character:bob1`, bob, character('bob1', bob.name))).status).toBe(201);

    await removePlayer({ ...where, playerName: bob.name });
    expect((await http('GET', `/${table}/_security`, couch.admin)).body).toMatchObject({ members: { names: [couch.admin.name, ann.name] } });
    expect([401, 403]).toContain((await http('GET', `/${table}/_all_docs`, bob)).status);
    expect((await http('GET', '/_session', bob)).body).toMatchObject({ userCtx: { name: bob.name } });
    expect((await setupError(removePlayer({ ...where, playerName: couch.admin.name }))).message).toMatch(/is the game master of this campaign/);
  });

  it('refuses to add a player to a campaign that is not shared', async () => {
    const { campaignId, ann } = fresh();
    const error = await setupError(addPlayer({ url: couch.url, admin: couch.admin, campaignId, player: ann }));
    expect(error.message).toMatch(/^This campaign is not shared on .* \(it has no database campaign-/);
  });
});
