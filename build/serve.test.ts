import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The browser runtime's real server (build/serve.mjs), started as `npm run web` starts it but in a scratch folder:
 * its dist/renderer holds a tiny app, and beside it a sibling folder whose name starts the same way, with a secret.
 * PORT=0 lets the OS pick a free port; the server listens on 127.0.0.1 only.
 */
const SERVE = path.resolve('build/serve.mjs');
const top = mkdtempSync(path.join(tmpdir(), 'sheetsmith-serve-'));
const root = path.join(top, 'dist', 'renderer');
const SECRET = 'sibling-secret-7f3a';
const META_CSP = "default-src 'self'; script-src 'self'; object-src 'none'";
const INDEX = `<!doctype html><meta http-equiv="Content-Security-Policy" content="${META_CSP}"><title>Sheetsmith test page</title>`;

mkdirSync(path.join(root, 'assets'), { recursive: true });
mkdirSync(path.join(top, 'dist', 'renderer-evil'));
writeFileSync(path.join(root, 'index.html'), INDEX);
writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1);');
writeFileSync(path.join(top, 'dist', 'renderer-evil', 'secret.txt'), SECRET);
writeFileSync(path.join(top, 'dist', 'secret.txt'), SECRET);
// Links inside the served folder: to a file outside it, to a folder outside it, and to a file inside it.
symlinkSync(path.join(top, 'dist', 'secret.txt'), path.join(root, 'leak.txt'));
symlinkSync(path.join(top, 'dist', 'renderer-evil'), path.join(root, 'evil-dir'));
symlinkSync(path.join(root, 'assets', 'app.js'), path.join(root, 'alias.js'));

let server: ChildProcess | undefined;
let port = 0;
let stderr = '';

beforeAll(async () => {
  const child = spawn(process.execPath, [SERVE], {
    cwd: top,
    env: { ...process.env, PORT: '0', SHEETSMITH_OPEN: '0', SHEETSMITH_ALLOWED_HOSTS: 'sheets.example.org, Table.Example.NET' },
  });
  server = child;
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${stderr}`)));
    setTimeout(() => reject(new Error(`serve.mjs did not start: ${out} ${stderr}`)), 10_000);
  });
});

afterAll(() => {
  server?.kill();
  rmSync(top, { recursive: true, force: true });
});

/** Sends `target` exactly as written (no client-side normalisation) and returns the status, body and headers. */
function get(
  target: string,
  method = 'GET',
  host?: string,
): Promise<{ status: number; body: string; type: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const headers = host === undefined ? {} : { Host: host };
    const req = http.request({ host: '127.0.0.1', port, path: target, method, agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type'] ?? ''), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends raw bytes on a socket and returns whatever comes back before the server closes it. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('build/serve.mjs', () => {
  it('listens on the loopback address only', () => {
    expect(port).toBeGreaterThan(0);
  });

  it('serves the app page and its files', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: INDEX, type: 'text/html; charset=utf-8' });
    expect(await get('/index.html?x=1')).toMatchObject({ status: 200, body: INDEX });
    expect(await get('/assets/app.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect(await get('/assets/app.js', 'HEAD')).toMatchObject({ status: 200, body: '' });
  });

  it.each([
    ['/..%2f..%2fetc/passwd', 404],
    ['/..%2frenderer-evil/secret.txt', 404],
    ['/..%2fsecret.txt', 404],
    ['/%2e%2e%2fsecret.txt', 404],
    ['/assets/..%2f..%2frenderer-evil%2fsecret.txt', 404],
    ['/..\\..\\secret.txt', 404],
    ['/%', 400],
    ['/%E0%A4%A', 400],
    ['/%00', 400],
    ['/index.html%00.js', 400],
    ['/assets', 404],
    ['/assets/', 404],
    ['/missing.js', 404],
    ['/leak.txt', 404],
    ['/evil-dir/secret.txt', 404],
    [`/${'a'.repeat(10_000)}`, 414],
  ])('answers %s with %i and serves nothing outside its folder', async (target, status) => {
    const r = await get(target);
    expect(r.status).toBe(status);
    expect(r.body).not.toContain(SECRET);
    expect(r.body).not.toContain('root:');
  });

  it('follows a link only to a file inside its folder (issue #23 §6)', async () => {
    expect(await get('/alias.js')).toMatchObject({ status: 200, body: 'console.log(1);' });
  });

  it('forbids framing by any site: a CSP with frame-ancestors none and X-Frame-Options on every answer (issue #23 §7)', async () => {
    for (const target of ['/', '/assets/app.js', '/missing.js']) {
      const { headers } = await get(target);
      expect(headers['x-frame-options']).toBe('DENY');
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      // The page's own policy (its meta tag) is sent as a header too, with what a meta tag cannot say.
      for (const directive of META_CSP.split('; ')) expect(csp).toContain(directive);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it.each([
    ['localhost', 200],
    ['LOCALHOST:5199', 200],
    ['127.0.0.1', 200],
    ['[::1]:8080', 200],
    ['sheets.example.org', 200],
    ['table.example.net:443', 200],
    ['evil.example', 403],
    ['127.0.0.1.evil.example', 403],
    ['sheets.example.org.evil.example', 403],
    ['localhost@evil.example', 403],
  ])('checks the Host header: %j is answered %i (DNS rebinding; SHEETSMITH_ALLOWED_HOSTS adds hosts)', async (host, status) => {
    const r = await get('/', 'GET', host);
    expect(r.status).toBe(status);
    if (status !== 200) expect(r.body).not.toContain('Sheetsmith test page');
  });

  it('answers 400 to a request without a Host', async () => {
    expect(await raw('GET / HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
  });

  it('refuses other methods and malformed HTTP without stopping', async () => {
    expect((await get('/', 'POST')).status).toBe(405);
    expect((await get('/', 'DELETE')).status).toBe(405);
    expect(await raw('GET /\0 HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('NONSENSE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n')).toMatch(/^HTTP\/1\.1 403/);
    expect(await raw('GET http://127.0.0.1/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
  });

  it('is still running and answering after every hostile request', async () => {
    expect(server?.exitCode).toBeNull();
    expect(await get('/')).toMatchObject({ status: 200, body: INDEX });
    expect(stderr).toBe('');
  });
});
