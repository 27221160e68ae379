// Serves the built renderer (dist/renderer) on 127.0.0.1 for the browser runtime and prints the URL.
// Port: $PORT, else 5199 (the next free one if taken).
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { exec } from 'node:child_process';

const root = path.resolve('dist/renderer');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error('Sheetsmith: dist/renderer is missing; run `npm run build:renderer` first.');
  process.exit(2);
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
  '.ico': 'image/x-icon',
};

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  let file = path.join(root, decodeURIComponent(url.pathname));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(root, 'index.html');
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  createReadStream(file).pipe(res);
});

let port = Number(process.env.PORT ?? 5199);
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
  const url = `http://127.0.0.1:${port}/`;
  console.log(`Sheetsmith is running at ${url}  (Ctrl+C to stop)`);
  if (process.env.SHEETSMITH_OPEN === '1') {
    const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start ""' : 'xdg-open';
    exec(`${opener} ${url}`, () => undefined);
  }
});
server.listen(port, '127.0.0.1');
