// Serves the built renderer (dist/renderer under the working directory) on 127.0.0.1 for the browser runtime and
// prints the URL. Port: $PORT (0 picks a free one), else 5199 (the next free one if taken).
// Only files inside the folder are served: malformed escapes and NUL bytes are 400, folders, missing files and
// anything outside the folder (a sibling such as renderer-evil/ included, and any file a symbolic link inside the
// folder leads out to) are 404, and no request can stop the server: every failure is answered, logged and survived.
// Every answer forbids framing (CSP frame-ancestors 'none', X-Frame-Options) and carries the page's own CSP; a
// request whose Host is not this machine (localhost, 127.0.0.1, [::1]) or a host named in SHEETSMITH_ALLOWED_HOSTS
// (comma-separated, for a hosted deployment behind a proxy) is refused with 403, so a DNS-rebinding page cannot
// read the app.
import http from 'node:http';
import { createReadStream, existsSync, promises as fs, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { exec } from 'node:child_process';

const root = path.resolve('dist/renderer');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error('Sheetsmith: dist/renderer is missing; run `npm run build:renderer` first.');
  process.exit(2);
}
/** The folder as the disk has it (itself possibly reached through a link): what every served file must lie inside. */
const realRoot = realpathSync(root);

/**
 * The Content-Security-Policy header: the page's own policy (its meta tag, the one place it is written) plus what a
 * meta tag cannot say, frame-ancestors; a strict default when the page has none.
 */
const CSP = (() => {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1];
  const own = (meta ?? "default-src 'self'; object-src 'none'; base-uri 'none'").trim().replace(/;\s*$/, '');
  return `${own}; frame-ancestors 'none'`;
})();

/** Headers on every answer: no framing, no sniffing, no referrer (issue #23 §7). */
const SECURITY_HEADERS = {
  'Content-Security-Policy': CSP,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** Host names this server answers to: this machine, and any in SHEETSMITH_ALLOWED_HOSTS (comma-separated). */
const ALLOWED_HOSTS = new Set([
  'localhost',
  '127.0.0.1',
  '[::1]',
  ...(process.env.SHEETSMITH_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== ''),
]);

/**
 * Whether a Host header names an allowed host (any port): the name before the port, compared exactly, so
 * "127.0.0.1.evil.example" or "localhost@evil.example" are not taken for this machine.
 * @param {string | undefined} host
 */
function hostAllowed(host) {
  if (!host) return false;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(host.trim());
  return match !== null && ALLOWED_HOSTS.has((match[1] ?? '').toLowerCase());
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
};

/** Longer request targets are refused (414): nothing the app serves has a name anywhere near this long. */
const MAX_URL_LENGTH = 2048;

/**
 * The file a request target names inside `root`, or the status to answer instead. Pure: the disk is not touched.
 * @param {string} rootDir absolute, normalised folder
 * @param {string} target the request target as received (path and query)
 * @returns {{ file: string } | { status: 400 | 404 | 414 }}
 */
function resolveRequest(rootDir, target) {
  if (target.length > MAX_URL_LENGTH) return { status: 414 };
  if (!target.startsWith('/')) return { status: 400 };
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(target, 'http://127.0.0.1').pathname);
  } catch {
    return { status: 400 };
  }
  if (pathname.includes('\0')) return { status: 400 };
  const file = path.join(rootDir, pathname === '/' ? 'index.html' : pathname);
  // With the separator: "dist/renderer-evil".startsWith("dist/renderer") is true, and must not be served.
  return file.startsWith(rootDir + path.sep) ? { file } : { status: 404 };
}

const STATUS_TEXT = { 400: 'Bad request', 403: 'Host not allowed', 404: 'Not found', 405: 'Method not allowed', 414: 'URI too long', 500: 'Server error' };

/** @param {http.ServerResponse} res @param {keyof typeof STATUS_TEXT} status */
function fail(res, status) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`${STATUS_TEXT[status]}\n`);
}

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
async function answer(req, res) {
  // Before anything else: a page of another site that rebinds its name to 127.0.0.1 sends its own name as Host.
  if (!req.headers.host) {
    fail(res, 400);
    return;
  }
  if (!hostAllowed(req.headers.host)) {
    fail(res, 403);
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    fail(res, 405);
    return;
  }
  const found = resolveRequest(root, req.url ?? '/');
  if ('status' in found) {
    fail(res, found.status);
    return;
  }
  // The path as the disk resolves it (links followed) must still lie inside the folder.
  const real = await fs.realpath(found.file).catch(() => null);
  if (real === null || !real.startsWith(realRoot + path.sep)) {
    fail(res, 404);
    return;
  }
  const stat = await fs.stat(real).catch(() => null);
  if (!stat?.isFile()) {
    fail(res, 404);
    return;
  }
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': TYPES[path.extname(found.file)] ?? 'application/octet-stream',
    'Content-Length': stat.size,
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(real);
  // A file that vanishes or cannot be read mid-answer ends this answer only.
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

const server = http.createServer((req, res) => {
  answer(req, res).catch((error) => {
    console.error('Sheetsmith: request failed:', error instanceof Error ? error.message : error);
    fail(res, 500);
  });
});
// Malformed HTTP (a broken request line, oversized headers): answer 400 on that connection and carry on.
server.on('clientError', (_error, socket) => {
  if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  else socket.destroy();
});

let port = Number(process.env.PORT ?? 5199);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Sheetsmith: PORT must be a whole number from 0 to 65535, got "${process.env.PORT}".`);
  process.exit(2);
}
server.on('error', (error) => {
  if (error.code === 'EADDRINUSE' && !process.env.PORT) {
    port += 1;
    server.listen(port, '127.0.0.1');
  } else {
    console.error(`Sheetsmith: cannot serve on port ${port}: ${error.message}`);
    process.exit(2);
  }
});
server.on('listening', () => {
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`;
  console.log(`Sheetsmith is running at ${url}  (Ctrl+C to stop)`);
  if (process.env.SHEETSMITH_OPEN === '1') {
    const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start ""' : 'xdg-open';
    exec(`${opener} ${url}`, () => undefined);
  }
});
server.listen(port, '127.0.0.1');
