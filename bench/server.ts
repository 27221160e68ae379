/**
 * A static server for the benchmark on 127.0.0.1 (a free port): the built app at /, the benchmark's pages at
 * /bench/, and generated files (backups) from memory under /bench/data/. One origin, so the restore page and the
 * app share IndexedDB. Headers match build/serve.mjs (no-cache), so the app loads as the browser runtime does.
 */
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
};

/** A running benchmark server. */
export interface BenchServer {
  readonly origin: string;
  /** Serves `body` at /bench/data/<name>. */
  put(name: string, body: string): string;
  close(): Promise<void>;
}

/** Starts the server over the app's build and the benchmark pages' build. */
export async function startServer(appDir: string, pagesDir: string): Promise<BenchServer> {
  const data = new Map<string, string>();
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const pathname = decodeURIComponent(url.pathname);
      const generated = pathname.startsWith('/bench/data/') ? data.get(pathname.slice('/bench/data/'.length)) : undefined;
      if (generated !== undefined) {
        res.writeHead(200, { 'Content-Type': TYPES['.json']!, 'Cache-Control': 'no-cache' }).end(generated);
        return;
      }
      const [root, rest] = pathname.startsWith('/bench/') ? [pagesDir, pathname.slice('/bench'.length)] : [appDir, pathname];
      let file = path.join(root, rest === '/' ? 'index.html' : rest);
      if (!file.startsWith(root)) {
        res.writeHead(403).end();
        return;
      }
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch {
        file = path.join(appDir, 'index.html');
        body = await readFile(file);
      }
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
      res.end(body);
    })().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the benchmark server has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    put(name, body) {
      data.set(name, body);
      return `${origin}/bench/data/${name}`;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
