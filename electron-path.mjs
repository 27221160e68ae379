// Finds the Electron binary, or explains in one line why there is none (its download happens on first launch
// and needs the network).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';

const require = createRequire(import.meta.url);

/** @returns {{ path: string } | { error: string }} */
export function electronBinary() {
  try {
    const binary = require('electron');
    if (typeof binary === 'string' && existsSync(binary)) return { path: binary };
    return { error: 'the Electron binary is not installed' };
  } catch (error) {
    const first = String(error instanceof Error ? error.message : error).split('\n')[0];
    return { error: `the Electron binary is not available (${first})` };
  }
}
