/**
 * Issue 20: the browser runtime as an installable offline web app. After one visit it opens with the network off
 * (the service worker precaches every file); Chromium finds its manifest valid and installable; a newly deployed
 * build shows "a new version is ready — reload"; and no view logs a console error.
 */
import { chromium, expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppPage } from '../support/app-page';
import { CampaignPage } from '../support/campaign-page';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';

/** Waits until the service worker is active: it activates only once its precache is complete. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 }).toBe('activated');
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test('after one visit the app opens, and works, with the network off', async ({ page, context }) => {
  const app = new AppPage(page);
  await app.clearData();
  await app.open();
  await workerReady(page);
  await page.getByLabel('Quick character:').selectOption({ label: 'Thief' });
  await page.getByRole('button', { name: 'Make it' }).click();
  // The sheet first: read too early, the heading is still the Characters view's.
  await expect(page.getByTestId('id-class')).toHaveText('Thief');
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  await app.expectSaved();

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your characters' })).toContainText(name);
  // Views and code that load on first use come from the cache too: the sheet (and its game system), the dice.
  await page.getByRole('button', { name: new RegExp(name) }).first().click();
  await expect(page.getByTestId('id-class')).toHaveText('Thief');
  await app.goTo('Dice');
  await page.getByRole('group', { name: 'Quick rolls' }).getByRole('button', { name: 'd20', exact: true }).click();
  await expect(page.getByTestId('dice-history').getByRole('listitem')).toHaveCount(1);
  // A navigation the worker does not know (a deep link) is answered with the app.
  await page.goto('/#/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await context.setOffline(false);
});

test('the manifest is valid and Chromium finds the app installable', async ({ baseURL }) => {
  // A profile on disk: Playwright's usual contexts are off the record, where Chromium never offers to install.
  const profile = mkdtempSync(path.join(tmpdir(), 'sheetsmith-profile-'));
  const executablePath = chromiumPath();
  const context = await chromium.launchPersistentContext(profile, { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}), baseURL });
  try {
    await checkInstallable(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
  }
});

async function checkInstallable(page: Page): Promise<void> {
  await page.goto('/');
  await workerReady(page);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors, 'manifest parse errors').toEqual([]);
  const parsed = JSON.parse(manifest.data ?? '{}') as { name?: string; display?: string; start_url?: string; icons?: { src: string; sizes: string; purpose?: string }[] };
  expect(parsed.name).toBe('Sheetsmith');
  expect(parsed.display).toBe('standalone');
  expect(parsed.icons?.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
  for (const icon of parsed.icons ?? []) {
    const response = await page.request.get(new URL(icon.src, page.url()).href);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors, 'installability errors').toEqual([]);
  // The favicon browsers ask for by themselves is there (it was a 404, logged as an error at every start).
  expect((await page.request.get('/favicon.ico')).status()).toBe(200);
}

test('every view opens without a console error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const gm = new CampaignPage(page);
  const app = gm.app;
  await app.clearData();
  await app.open();
  await gm.quickCharacter('Cleric');
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Restore points' })).toBeVisible();
  await app.goTo('Characters');
  await page.getByRole('button', { name: 'New character' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Name and concept$/ })).toBeVisible();
  await gm.create('Errors Anonymous');
  for (const tab of ['Party', 'Combat', 'Sessions & XP', 'People & places', 'Treasure', 'Time', 'Dice'] as const) await gm.goTo(tab);
  for (const section of ['Dice', 'Settings', 'About', 'Characters'] as const) await app.goTo(section);
  expect(errors).toEqual([]);
});

test('a newly deployed build shows “a new version is ready”, and Reload switches to it', async ({ browser }) => {
  test.setTimeout(120_000);
  // A copy of the build on its own server, so this test can "deploy" a new version by changing its worker.
  const root = mkdtempSync(path.join(tmpdir(), 'sheetsmith-deploy-'));
  cpSync('dist/renderer', path.join(root, 'dist/renderer'), { recursive: true });
  const server = await serve(root);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
    await workerReady(page);
    await expect(page.getByTestId('update-ready')).toHaveCount(0);

    // The new build: any change to the worker file is a new version to the browser.
    appendFileSync(path.join(root, 'dist/renderer/sw.js'), '\n// deployed again\n');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const prompt = page.getByTestId('update-ready');
    await expect(prompt).toContainText('A new version of Sheetsmith is ready');
    await page.screenshot({ path: 'screenshots/update-ready.png' });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload now' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
    await expect(page.getByTestId('update-ready')).toHaveCount(0);
  } finally {
    await context.close();
    server.process.kill();
  }
});

/** Runs build/serve.mjs over `root` on a free port; resolves with its address once it listens. */
function serve(root: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [path.resolve('build/serve.mjs')], { cwd: root, env: { ...process.env, PORT: '0' } });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve({ url: match[1], process: child });
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
  });
}
