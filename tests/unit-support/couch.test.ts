/**
 * Which CouchDB the sync tests use: SHEETSMITH_COUCH_URL names a real one (its login from the URL or from its own
 * variables); without it the tests start their own server, and that server really starts and stops.
 */
import { describe, expect, it } from 'vitest';
import { couchFromEnv, startCouch } from '../support/couch';

describe('couchFromEnv', () => {
  it('means "start our own" when SHEETSMITH_COUCH_URL is unset or empty', () => {
    expect(couchFromEnv({})).toBeNull();
    expect(couchFromEnv({ SHEETSMITH_COUCH_URL: '' })).toBeNull();
  });

  it('takes the admin login out of the URL, decoded, and leaves the URL without it', () => {
    expect(couchFromEnv({ SHEETSMITH_COUCH_URL: 'http://admin:s%40cret@couch.local:5984/' })).toEqual({
      url: 'http://couch.local:5984',
      admin: { name: 'admin', password: 's@cret' },
    });
  });

  it('falls back to SHEETSMITH_COUCH_ADMIN and SHEETSMITH_COUCH_PASSWORD, and refuses a URL with no login at all', () => {
    const env = { SHEETSMITH_COUCH_URL: 'https://couch.local/db-root', SHEETSMITH_COUCH_ADMIN: 'root', SHEETSMITH_COUCH_PASSWORD: 'pw' };
    expect(couchFromEnv(env)).toEqual({ url: 'https://couch.local/db-root', admin: { name: 'root', password: 'pw' } });
    expect(() => couchFromEnv({ SHEETSMITH_COUCH_URL: 'http://couch.local:5984' })).toThrow(/has no admin login/);
    expect(() => couchFromEnv({ SHEETSMITH_COUCH_URL: 'not a url' })).toThrow(/SHEETSMITH_COUCH_URL is not a URL/);
  });
});

describe.skipIf(Boolean(process.env['SHEETSMITH_COUCH_URL']))('startCouch', () => {
  it('starts a server in its own process that knows its admin, and stops it', async () => {
    const couch = await startCouch();
    const auth = `Basic ${Buffer.from(`${couch.admin.name}:${couch.admin.password}`).toString('base64')}`;
    const session = await fetch(`${couch.url}/_session`, { headers: { Authorization: auth } });
    expect(await session.json()).toMatchObject({ userCtx: { name: couch.admin.name, roles: ['_admin'] } });
    const preflight = await fetch(`${couch.url}/_session`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    await couch.stop();
    await expect(fetch(`${couch.url}/`)).rejects.toThrow();
  });
});
