/**
 * Issue 21 §2: the keys one round of the combat tracker takes, in the built app in Chromium — five Dark Dungeons
 * characters against six goblins and an ogre, two hits and a condition (tests/support/combat-round.ts, the same
 * round the e2e test checks). A count, not a time: it is the same on every run, so it is measured once.
 */
import type { Browser } from '@playwright/test';
import { playRoundByKeys, setUpRound } from '../tests/support/combat-round';
import type { BenchServer } from './server';

export async function benchRoundKeys(browser: Browser, server: BenchServer): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.goto(`${server.origin}/`);
    const party = await setUpRound(page, 'Bench round');
    const round = await playRoundByKeys(page, party);
    if (!/^Round 2 /.test(round.headline)) throw new Error(`the round did not end: "${round.headline}"`);
    return round.presses;
  } finally {
    await context.close();
  }
}
