import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
const INDEX = '<!doctype html><title>Sheetsmith test page</title>';

mkdirSync(path.join(root, 'assets'), { recursive: true });
mkdirSync(path.join(top, 'dist', 'renderer-evil'));
writeFileSync(path.join(root, 'index.html'), INDEX);
writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1);');
writeFileSync(path.join(top, 'dist', 'renderer-evil', 'secret.txt'), SECRET);
writeFileSync(path.join(top, 'dist', 'secret.txt'), SECRET);

let server: ChildProcess | undefined;
let port = 0;
let stderr = '';

beforeAll(async () => {
  const child = spawn(process.execPath, [SERVE], { cwd: top, env: { ...process.env, PORT: '0', SHEETSMITH_OPEN: '0' } });
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

/** Sends `target` exactly as written (no client-side normalisation) and returns the status and body. */
function get(target: string, method = 'GET'): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type'] ?? '') }));
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
    [`/${'a'.repeat(10_000)}`, 414],
  ])('answers %s with %i and serves nothing outside its folder', async (target, status) => {
    const r = await get(target);
    expect(r.status).toBe(status);
    expect(r.body).not.toContain(SECRET);
    expect(r.body).not.toContain('root:');
  });

  it('refuses other methods and malformed HTTP without stopping', async () => {
    expect((await get('/', 'POST')).status).toBe(405);
    expect((await get('/', 'DELETE')).status).toBe(405);
    expect(await raw('GET /\0 HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('NONSENSE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
  });

  it('is still running and answering after every hostile request', async () => {
    expect(server?.exitCode).toBeNull();
    expect(await get('/')).toMatchObject({ status: 200, body: INDEX });
    expect(stderr).toBe('');
  });
});
