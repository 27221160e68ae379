// Finds the Electron binary, or explains in one line why there is none. Electron downloads its binary on first
// launch; without the network that fails with a stack trace, so the attempt runs in a child process whose output
// is kept, and only a one-line reason comes back.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** @returns {{ path: string } | { error: string }} */
export function electronBinary() {
  const probe = spawnSync(process.execPath, ['-e', "process.stdout.write(require('electron'))"], {
    encoding: 'utf8',
    timeout: 180_000,
  });
  const binary = probe.stdout?.trim();
  if (probe.status === 0 && binary && existsSync(binary)) return { path: binary };
  const output = `${probe.stderr ?? ''}\n${probe.stdout ?? ''}`;
  const reason = /fetch failed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED/.test(output)
    ? 'its download needs a network connection'
    : (output.split('\n').find((line) => /error/i.test(line))?.trim() ?? 'it is not installed');
  return { error: `the Electron binary is not available (${reason})` };
}
