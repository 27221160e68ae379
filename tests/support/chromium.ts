import { existsSync } from 'node:fs';

/** Chromium for end-to-end tests: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own. */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/** Flags that keep Chromium quiet and working on a machine without network or GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
