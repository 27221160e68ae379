import { _electron as electron, expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Launches the real desktop app. Electron downloads its binary on first launch; where that cannot happen (no
// network), the test is skipped with the reason printed.
function electronBinary(): { path: string } | { error: string } {
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', "import { electronBinary } from './build/electron-path.mjs'; process.stdout.write(JSON.stringify(electronBinary()));"],
    { encoding: 'utf8' },
  );
  return JSON.parse(out) as { path: string } | { error: string };
}

test('the Electron app opens a window titled Sheetsmith whose preload API answers', async () => {
  const found = electronBinary();
  if (!('path' in found)) {
    console.log(`Skipping the Electron smoke test: ${found.error}.`);
    test.skip(true, found.error);
    return;
  }
  if (!existsSync('dist-electron/main.cjs')) execFileSync('npm', ['run', '--silent', 'build:electron'], { stdio: 'inherit' });
  const app = await electron.launch({ executablePath: found.path, args: ['.', '--no-sandbox'] });
  const window = await app.firstWindow();
  await expect(window).toHaveTitle('Sheetsmith');
  const info = await window.evaluate(async () => {
    const api = (window as unknown as { sheetsmith?: { appInfo: (r: null) => Promise<{ ok: boolean; data?: { runtime: string } }> } }).sheetsmith;
    return api ? api.appInfo(null) : null;
  });
  expect(info?.ok).toBe(true);
  expect(info?.data?.runtime).toBe('electron');
  // The renderer has no Node: the sandbox holds.
  expect(await window.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
  await app.close();
});
