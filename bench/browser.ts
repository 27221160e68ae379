/**
 * Browser figures, in headless Chromium against the built renderer (browser runtime): start-up against a blank
 * Svelte page, opening the roster with 50 and 5,000 stored characters, and restoring a 5,000-character backup.
 * Times are taken inside the page: performance.now() counts from the navigation's start, and a MutationObserver
 * installed before any page script notes the first moment the page is ready, so polling adds nothing.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { benchSystem } from './engine';
import { createSeededRandom } from '../core/dice';
import { createBackup } from '../core/documents/backup';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium';
import type { BenchServer } from './server';
import { median, medianOf, type Repeat } from './stats';

/** The web section of the report. */
export interface WebFigures {
  /** Navigation → the first paint with content (the shell's top bar and menu, before the store is open), ms. */
  readonly firstPaintMs: number;
  /** Navigation → the Characters view interactive (empty store), ms. */
  readonly appReadyMs: number;
  /** Navigation → an empty Svelte component mounted, ms. */
  readonly blankReadyMs: number;
  /** appReadyMs / blankReadyMs. */
  readonly ratio: number;
}

/** The store section of the report. */
export interface StoreFigures {
  /** Navigation → the roster rendered and scrollable with 50 stored characters, ms. */
  readonly roster50Ms: number;
  /** The same with 5,000. */
  readonly roster5000Ms: number;
  /** roster5000Ms / roster50Ms. */
  readonly scaleRatio: number;
}

/** The import section of the report. */
export interface ImportFigures {
  /** TransferRepository.restoreAll of a 5,000-character backup into an empty store, ms. */
  readonly backup5000Ms: number;
}

/**
 * Runs before any page script on every navigation. `mode` says what "ready" means: the blank component mounted; the
 * Characters view interactive (a row with its buttons, or the empty state); or that plus the page being scrollable
 * (a roster too long for the window). Written as plain JS: it runs in the page, not here.
 */
function readyScript(mode: 'blank' | 'app' | 'roster'): string {
  return `(() => {
    if (location.pathname.endsWith('/restore.html')) return;
    const mode = ${JSON.stringify(mode)};
    const ready = () => {
      if (mode === 'blank') return document.querySelector('[data-bench-ready]') !== null;
      const list = document.querySelector('ul[aria-label="Your characters"]');
      const row = list && list.querySelector('li button');
      const empty = Array.from(document.querySelectorAll('h2')).some((h) => h.textContent === 'No characters yet');
      if (mode === 'app') return Boolean(row || empty);
      const root = document.scrollingElement;
      return Boolean(row) && root !== null && root.scrollHeight > window.innerHeight;
    };
    const observer = new MutationObserver(() => {
      if (window.__benchReady === undefined && ready()) {
        window.__benchReady = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  })();`;
}

/**
 * The page's first contentful paint, ms from navigation start (it may land a frame after ready, so it is awaited).
 * Read after timeToReady, on the same navigation.
 */
async function firstPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, {
    timeout: 10_000,
    polling: 20,
  });
  return Number(await handle.jsonValue());
}

/** Navigates to `url` and returns the page's own time from navigation start to ready. */
async function timeToReady(page: Page, url: string): Promise<number> {
  // Leaving first makes every run a full navigation (no same-document shortcut, the old page torn down).
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'commit' });
  // A function, not a string: the app's CSP forbids eval, and a function is passed to the page without it.
  const handle = await page.waitForFunction(() => (globalThis as { __benchReady?: number }).__benchReady, undefined, {
    timeout: 60_000,
    polling: 50,
  });
  return Number(await handle.jsonValue());
}

async function newContext(browser: Browser, mode: 'blank' | 'app' | 'roster'): Promise<{ context: BrowserContext; page: Page }> {
  // No service worker: every run loads the app from the server as a first visit does (the browser runtime's worker
  // would otherwise serve the repeat runs from its cache), so the figures compare with the blank page's and earlier.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.addInitScript({ content: readyScript(mode) });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

/** A backup of `count` quick characters (seeded, so every bench run restores the same file). */
export async function backupOf(count: number): Promise<string> {
  const { system } = await benchSystem();
  const rng = createSeededRandom(count);
  const characters = Array.from({ length: count }, (_, i) =>
    system.quick(rng, { id: `bench-${String(i).padStart(5, '0')}`, now: '2025-01-01T00:00:00.000Z' }),
  );
  return createBackup({ characters, campaigns: [], settings: [] }, '2025-01-01T00:00:00.000Z');
}

interface RestoreTiming {
  readonly ms: number;
  readonly characters: number;
}

/** Restores the backup at `url` into the store `dbName` through the benchmark's restore page. */
async function restoreInPage(page: Page, origin: string, dbName: string, url: string): Promise<RestoreTiming> {
  await page.goto(`${origin}/bench/restore.html`);
  await page.waitForFunction(() => 'sheetsmithBench' in globalThis);
  return page.evaluate(
    ([name, backupUrl]) =>
      (globalThis as unknown as { sheetsmithBench: { restore(db: string, url: string, fresh: boolean): Promise<RestoreTiming> } }).sheetsmithBench.restore(name, backupUrl, true),
    [dbName, url] as const,
  );
}

/** Launches the Chromium the end-to-end tests use. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({ args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) });
}

/** Start-up of the app (empty store) against the blank page, interleaved so both see the same machine load. */
export async function benchWeb(browser: Browser, server: BenchServer, repeat: Repeat): Promise<WebFigures> {
  const app = await newContext(browser, 'app');
  const blank = await newContext(browser, 'blank');
  try {
    const blankTimes: number[] = [];
    const paintTimes: number[] = [];
    const appReadyMs = await medianOf(repeat, async (run) => {
      const b = await timeToReady(blank.page, `${server.origin}/bench/blank.html`);
      if (run >= 0) blankTimes.push(b);
      const ready = await timeToReady(app.page, `${server.origin}/`);
      const paint = await firstPaint(app.page);
      if (run >= 0) paintTimes.push(paint);
      return ready;
    });
    const blankReadyMs = median(blankTimes);
    return { firstPaintMs: median(paintTimes), appReadyMs, blankReadyMs, ratio: appReadyMs / blankReadyMs };
  } finally {
    await app.context.close();
    await blank.context.close();
  }
}

/** Opens the roster with 50 and with 5,000 stored characters (restored from a backup, the app's own code path). */
export async function benchStore(browser: Browser, server: BenchServer, repeat: Repeat): Promise<StoreFigures> {
  const rosterMs = async (count: number): Promise<number> => {
    const { context, page } = await newContext(browser, 'roster');
    try {
      const url = server.put(`roster-${count}.json`, await backupOf(count));
      const restored = await restoreInPage(page, server.origin, 'sheetsmith', url);
      if (restored.characters !== count) throw new Error(`seeded ${restored.characters} characters, not ${count}`);
      return await medianOf(repeat, () => timeToReady(page, `${server.origin}/`));
    } finally {
      await context.close();
    }
  };
  const roster50Ms = await rosterMs(50);
  const roster5000Ms = await rosterMs(5000);
  return { roster50Ms, roster5000Ms, scaleRatio: roster5000Ms / roster50Ms };
}

/** Restores a 5,000-character backup into a fresh store, timed inside the page. */
export async function benchImport(browser: Browser, server: BenchServer, repeat: Repeat): Promise<ImportFigures> {
  const { context, page } = await newContext(browser, 'app');
  try {
    const url = server.put('backup-5000.json', await backupOf(5000));
    const backup5000Ms = await medianOf(repeat, async () => {
      const timing = await restoreInPage(page, server.origin, 'bench-restore', url);
      if (timing.characters !== 5000) throw new Error(`restored ${timing.characters} characters, not 5000`);
      return timing.ms;
    });
    return { backup5000Ms };
  } finally {
    await context.close();
  }
}
