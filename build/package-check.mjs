// `npm run package:check`: checks the electron-builder configuration offline. The real Electron binary comes from
// the network, so a stub stands in for it and only the unpacked app (--dir) is made; the check then confirms the
// app archive holds the bundled main process, preload and renderer, and that the fuses were flipped in the binary.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A real Electron binary carries a "fuse wire": this sentinel, the wire version (1), its length, then one byte per
// fuse ('1' on, '0' off). The stub carries one with Electron's defaults, so electron-builder flips it as it would
// flip the real binary's, and the result can be read back.
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const DEFAULT_WIRE = '10110001';
/** Wire position → the state the builder config must leave it in (see electronFuses in electron-builder.yml). */
const EXPECTED_FUSES = {
  0: ['RunAsNode', '0'],
  2: ['EnableNodeOptionsEnvironmentVariable', '0'],
  3: ['EnableNodeCliInspectArguments', '0'],
  4: ['EnableEmbeddedAsarIntegrityValidation', '1'],
  5: ['OnlyLoadAppFromAsar', '1'],
  7: ['GrantFileProtocolExtraPrivileges', '0'],
};

const stub = mkdtempSync(path.join(tmpdir(), 'electron-stub-'));
writeFileSync(
  path.join(stub, 'electron'),
  Buffer.concat([
    Buffer.from('#!/bin/sh\necho "Sheetsmith packaging stub"\nexit 0\n# '),
    Buffer.from(SENTINEL),
    Buffer.from([1, DEFAULT_WIRE.length]),
    Buffer.from(`${DEFAULT_WIRE}\n`),
  ]),
);
chmodSync(path.join(stub, 'electron'), 0o755);
const out = mkdtempSync(path.join(tmpdir(), 'sheetsmith-package-'));
execFileSync(
  'npx',
  ['electron-builder', '--config', 'build/electron-builder.yml', '--dir', '--linux', `-c.electronDist=${stub}`, '-c.electronVersion=45.4.1', `-c.directories.output=${out}`],
  { stdio: 'inherit' },
);
const unpacked = path.join(out, 'linux-unpacked');
const asar = path.join(unpacked, 'resources', 'app.asar');
if (!existsSync(asar)) throw new Error(`package check: ${asar} was not made`);
const listing = execFileSync('npx', ['@electron/asar', 'list', asar], { encoding: 'utf8' });
for (const needed of ['/dist-electron/main.cjs', '/dist-electron/preload.cjs', '/dist/renderer/index.html']) {
  if (!listing.includes(needed)) throw new Error(`package check: ${needed} is missing from app.asar`);
}

const binary = path.join(unpacked, 'sheetsmith');
const bytes = readFileSync(binary);
const at = bytes.indexOf(SENTINEL);
if (at < 0) throw new Error(`package check: no fuse wire in ${binary}`);
const wire = bytes.subarray(at + SENTINEL.length + 2, at + SENTINEL.length + 2 + DEFAULT_WIRE.length).toString('latin1');
for (const [index, [name, state]] of Object.entries(EXPECTED_FUSES)) {
  if (wire[Number(index)] !== state) {
    throw new Error(`package check: fuse ${name} is ${wire[Number(index)]}, expected ${state} (wire ${wire})`);
  }
}
console.log(`Package check passed: ${asar}; fuses ${wire}`);
