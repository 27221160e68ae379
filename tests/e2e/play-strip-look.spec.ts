/**
 * Issue 18, "Done when": the play strip at the top of every sheet, in each system, at 1280×800 (and Dark Dungeons and
 * Orcus at 1024×700), light and dark. At 1280×800 the play numbers — hit points, AC or defences, saves and attacks —
 * are in view without scrolling. Screenshots go to test-results/play-strip/ for a person to look at (not committed).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { AppPage } from '../support/app-page';

const SYSTEMS = ['Dark Dungeons', 'Orcus', 'Murdham', 'True SRD', '16+'] as const;
const SMALL_TOO: readonly string[] = ['Dark Dungeons', 'Orcus'];

test.beforeEach(async ({ page }) => {
  await new AppPage(page).clearData();
});

/** A quick character of the system, its sheet open. */
async function quick(page: Page, system: string): Promise<void> {
  await page.getByLabel('Game system').selectOption({ label: system });
  await page.getByRole('button', { name: 'Make it' }).click();
  await expect(page.getByRole('region', { name: 'Play' })).toBeVisible();
}

/** Expects the element wholly inside the window, as it is now (no scrolling). */
async function inView(page: Page, what: Locator, name: string): Promise<void> {
  const box = await what.boundingBox();
  const size = page.viewportSize();
  expect(box, `${name} is on screen`).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), `${name} ends inside the window`).toBeLessThanOrEqual(size?.height ?? 0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends inside the window's width`).toBeLessThanOrEqual(size?.width ?? 0);
}

for (const system of SYSTEMS) {
  test(`${system}: the play strip's numbers are in view at 1280×800, in both themes`, async ({ page }) => {
    const app = new AppPage(page);
    await app.open();
    await quick(page, system);
    const strip = page.getByRole('region', { name: 'Play' });
    const stem = system.replace(/\W+/g, '-').toLowerCase();
    for (const size of SMALL_TOO.includes(system) ? [{ width: 1280, height: 800 }, { width: 1024, height: 700 }] : [{ width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      if (size.width === 1280) {
        await inView(page, page.getByTestId('strip-health'), 'the hit points');
        await inView(page, strip.locator('dl.numbers'), 'the defences and the other numbers');
        const groups = strip.getByRole('group').filter({ hasText: /save|attack|weapon/i });
        expect(await groups.count(), 'the strip has saves or attacks to roll').toBeGreaterThan(0);
        for (const g of await groups.all()) await inView(page, g, `the roll group “${(await g.getAttribute('aria-label')) ?? ''}”`);
      }
      for (const theme of ['light', 'dark'] as const) {
        await app.setTheme(theme);
        await page.screenshot({ path: path.join(test.info().project.outputDir, 'play-strip', `${stem}-${size.width}-${theme}.png`) });
      }
      await app.setTheme('light');
    }
  });
}
