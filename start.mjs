// `npm start`: launches the Electron app; when its binary cannot be had (no network on first launch), says so in
// one line and serves the browser runtime instead.
import { spawn } from 'node:child_process';
import { electronBinary } from './electron-path.mjs';

const found = electronBinary();
if ('path' in found) {
  const child = spawn(found.path, ['.'], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(`Sheetsmith: ${found.error}; opening the browser runtime instead.`);
  await import('./serve.mjs');
}
