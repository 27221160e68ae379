/**
 * The CouchDB the sync tests run against. By default a fresh express-pouchdb server (tests/support/couch-server.mjs) in
 * a child process of its own, since in one process with a client PouchDB its pouchdb-all-dbs plugin crashes on the
 * client's http databases. With `SHEETSMITH_COUCH_URL` set (http://admin:secret@host:5984) the same tests run against
 * that real CouchDB instead; tests must then use unique database and login names, since the server is shared.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** A running server: its address (no login in it), its admin login, and how to stop it. */
export interface RunningCouch {
  readonly url: string;
  readonly admin: { readonly name: string; readonly password: string };
  stop(): Promise<void>;
}

const SERVER_SCRIPT = fileURLToPath(new URL('./couch-server.mjs', import.meta.url));
const START_TIMEOUT_MS = 20_000;

/** The real CouchDB named by the environment, or null when the tests should start their own server. */
export function couchFromEnv(env: NodeJS.ProcessEnv): Omit<RunningCouch, 'stop'> | null {
  const raw = env['SHEETSMITH_COUCH_URL'];
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error('SHEETSMITH_COUCH_URL is not a URL; it should look like http://admin:secret@127.0.0.1:5984.');
  }
  const name = decodeURIComponent(parsed.username) || env['SHEETSMITH_COUCH_ADMIN'] || '';
  const password = decodeURIComponent(parsed.password) || env['SHEETSMITH_COUCH_PASSWORD'] || '';
  if (!name || !password) {
    throw new Error('SHEETSMITH_COUCH_URL has no admin login: put it in the URL (http://admin:secret@host:5984) or set SHEETSMITH_COUCH_ADMIN and SHEETSMITH_COUCH_PASSWORD.');
  }
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.href.replace(/\/+$/, ''), admin: { name, password } };
}

/** Starts the test server (or names the real CouchDB from the environment). */
export async function startCouch(): Promise<RunningCouch> {
  const real = couchFromEnv(process.env);
  if (real) return { ...real, stop: () => Promise.resolve() };

  // A password of its own each run, so no test can pass by knowing the default.
  const admin = { name: 'admin', password: randomBytes(9).toString('hex') };
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    // COUCH_EXIT_WITH_STDIN: the server exits when this process does (its stdin closes), even if stop() is never called.
    env: { ...process.env, PORT: '0', COUCH_ADMIN: admin.name, COUCH_PASSWORD: admin.password, COUCH_EXIT_WITH_STDIN: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  let ready = false;
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    // Before it is ready its complaints go into the start error; afterwards (a crash mid-test) straight to ours.
    if (ready) process.stderr.write(`[test CouchDB] ${chunk}`);
    else stderr += chunk;
  });

  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`The test CouchDB (${SERVER_SCRIPT}) did not start within ${START_TIMEOUT_MS / 1000} s.${stderr ? `\n${stderr}` : ''}`));
    }, START_TIMEOUT_MS);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const match = /^COUCH_URL=(\S+)$/m.exec(stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        ready = true;
        resolve(match[1]);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (ready) return;
      reject(new Error(`The test CouchDB exited before it was ready (${signal ?? `code ${code}`}).${stderr ? `\n${stderr}` : ''}`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });

  return {
    url,
    admin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.stdin.end();
        child.kill('SIGTERM');
      }),
  };
}
