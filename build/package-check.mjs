// `npm run package:check`: checks the electron-builder configuration offline. The real Electron binary comes from
// the network, so a stub stands in for it and only the unpacked app (--dir) is made; the check then confirms the
// app archive holds the bundled main process, preload and renderer.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const stub = mkdtempSync(path.join(tmpdir(), 'electron-stub-'));
writeFileSync(path.join(stub, 'electron'), '#!/bin/sh\necho "Sheetsmith packaging stub"\n');
chmodSync(path.join(stub, 'electron'), 0o755);
const out = mkdtempSync(path.join(tmpdir(), 'sheetsmith-package-'));
execFileSync(
  'npx',
  ['electron-builder', '--config', 'build/electron-builder.yml', '--dir', '--linux', `-c.electronDist=${stub}`, '-c.electronVersion=45.4.1', `-c.directories.output=${out}`],
  { stdio: 'inherit' },
);
const asar = path.join(out, 'linux-unpacked', 'resources', 'app.asar');
if (!existsSync(asar)) throw new Error(`package check: ${asar} was not made`);
const listing = execFileSync('npx', ['@electron/asar', 'list', asar], { encoding: 'utf8' });
for (const needed of ['/dist-electron/main.cjs', '/dist-electron/preload.cjs', '/dist/renderer/index.html']) {
  if (!listing.includes(needed)) throw new Error(`package check: ${needed} is missing from app.asar`);
}
console.log(`Package check passed: ${asar}`);
