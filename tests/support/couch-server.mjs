/**
 * A CouchDB-like server for the tests: express-pouchdb 4.2 over PouchDB's memory adapter, speaking CouchDB's HTTP and
 * replication protocol, with a server admin and CORS for the browser runtime. It runs in its own process (started by
 * tests/support/couch.ts): in one process with a client PouchDB, express-pouchdb's pouchdb-all-dbs plugin crashes on
 * the client's http databases.
 *
 *   PORT=5984 COUCH_ADMIN=admin COUCH_PASSWORD=admin node tests/support/couch-server.mjs
 *
 * PORT 0 (the default) takes any free port; COUCH_EXIT_WITH_STDIN=1 makes it exit when its stdin closes. Prints `COUCH_URL=http://127.0.0.1:<port>` once it listens and the admin
 * is set. Its known differences from CouchDB 3 (401 instead of 403 for non-members, databases public without
 * `_security`, integer sequences) must not be relied on by any test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import express from 'express';

// express-pouchdb and its plugins are CommonJS; PouchDB is loaded the same way so both share one module instance.
const require = createRequire(import.meta.url);
const PouchDB = require('pouchdb-core').plugin(require('pouchdb-adapter-memory')).plugin(require('pouchdb-replication'));
const expressPouchDB = require('express-pouchdb');

const port = Number(process.env.PORT ?? '0');
const adminName = process.env.COUCH_ADMIN || 'admin';
const adminPassword = process.env.COUCH_PASSWORD || 'admin';
const NODE = 'node1@127.0.0.1';

// express-pouchdb writes a log file (default ./log.txt); keep it out of the working tree and remove it on exit.
const scratch = mkdtempSync(join(tmpdir(), 'sheetsmith-couch-'));
const MemoryPouch = PouchDB.defaults({ adapter: 'memory' });
const couch = expressPouchDB(MemoryPouch, { mode: 'fullCouchDB', inMemoryConfig: true, logPath: join(scratch, 'log.txt') });

const CORS_HEADERS = 'accept, authorization, content-type, origin, referer';
const CORS_METHODS = 'GET, PUT, POST, HEAD, DELETE';

const app = express();
// CORS as a CouchDB configured for the browser runtime answers it ([cors] origins = *, credentials = true): the
// request's own origin echoed back, never `*`, since the app sends its login.
app.use((req, res, next) => {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', CORS_HEADERS);
    res.setHeader('Access-Control-Allow-Methods', CORS_METHODS);
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
});
// express-pouchdb crashes the whole process (an unhandled rejection in its `PUT /:db` route) when someone who is not a
// server admin creates or deletes a database; CouchDB answers 401. Ask our own `/_session` who is calling first.
app.use((req, res, next) => {
  if ((req.method !== 'PUT' && req.method !== 'DELETE') || !/^\/[a-z][^/]*\/?$/.test(req.path)) {
    next();
    return;
  }
  const headers = {};
  if (req.headers.authorization) headers.authorization = req.headers.authorization;
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  fetch(`${baseUrl()}/_session`, { headers })
    .then((response) => response.json())
    .then((session) => {
      if (session?.userCtx?.roles?.includes('_admin')) {
        next();
      } else {
        res.status(401).json({ error: 'unauthorized', reason: 'You are not a server admin.' });
      }
    })
    .catch(next);
});
// pouchdb-validation (inside express-pouchdb) sets `newDoc._revisions` to the stored document's before it validates a
// write, so a replicated update (`_bulk_docs` with new_edits:false) loses the revision history it carries and is
// dropped without an error: replication would report it written while the server kept the old version. CouchDB keeps
// the history. Parse such a body here (express-pouchdb then takes the parsed body) and pin each document's history.
app.post(/^\/[a-z][^/]*\/_bulk_docs$/, express.json({ limit: '64mb' }), (req, _res, next) => {
  const docs = Array.isArray(req.body?.docs) ? req.body.docs : [];
  if (req.body?.new_edits === false) {
    for (const doc of docs) {
      if (typeof doc !== 'object' || doc === null || doc._revisions === undefined) continue;
      const history = doc._revisions;
      Object.defineProperty(doc, '_revisions', { enumerable: true, configurable: false, get: () => history, set: () => {} });
    }
  }
  next();
});
app.use(couch);

const server = app.listen(port, '127.0.0.1', () => {
  void start();
});

/** The server's own address (known once it listens). */
function baseUrl() {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return `http://127.0.0.1:${actualPort}`;
}

async function start() {
  const url = baseUrl();
  // Before any admin exists the server is in "admin party"; the node-scoped config route is the one that keeps
  // working on express-pouchdb once an admin is set (`/_config/...` refuses afterwards).
  const response = await fetch(`${url}/_node/${NODE}/_config/admins/${encodeURIComponent(adminName)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(adminPassword),
  });
  if (!response.ok) {
    process.stderr.write(`couch-server: could not set the admin (${response.status}): ${await response.text()}\n`);
    stop(1);
    return;
  }
  process.stdout.write(`COUCH_URL=${url}\n`);
}

function stop(code) {
  server.close();
  rmSync(scratch, { recursive: true, force: true });
  process.exit(code);
}

process.on('SIGTERM', () => stop(0));
if (process.env.COUCH_EXIT_WITH_STDIN === '1') {
  // Started by tests/support/couch.ts: go when it goes, so a test run that dies never leaves a server behind.
  process.stdin.on('end', () => stop(0));
  process.stdin.resume();
}
process.on('SIGINT', () => stop(0));
