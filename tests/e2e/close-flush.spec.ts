import { expect, test } from '@playwright/test';
import { AppPage } from '../support/app-page';
import { SheetPage } from '../support/sheet-page';

// Nothing typed is lost on close (issue #14 §3): an edit made just before a reload is written when the page goes away,
// not only when the autosave's delay (about 0.4 s) runs out.
for (const waitMs of [0, 50, 200]) {
  test(`sheet notes and a hit-point change typed ${waitMs} ms before a reload are kept`, async ({ page }) => {
    const app = new AppPage(page);
    await app.clearData();
    await app.open();
    await page.getByLabel('Quick character:').selectOption({ label: 'Thief' });
    await page.getByRole('button', { name: 'Make it' }).click();
    await expect(page.getByTestId('id-class')).toHaveText('Thief');
    const hp = Number(await page.getByTestId('strip-health').textContent());

    await new SheetPage(page).damage(1);
    await page.locator('#sheet-text-notes').fill(`Flushed after ${waitMs} ms`);
    if (waitMs > 0) await page.waitForTimeout(waitMs);
    await page.reload();
    await expect(page.locator('#sheet-text-notes')).toHaveValue(`Flushed after ${waitMs} ms`);
    await expect(page.getByTestId('strip-health')).toHaveText(String(hp - 1));
  });

  test(`campaign notes typed ${waitMs} ms before a reload are kept`, async ({ page }) => {
    const app = new AppPage(page);
    await app.clearData();
    await app.open();
    await app.goTo('Campaigns');
    await page.getByLabel('New campaign name').fill('Flush test');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Flush test' })).toBeVisible();
    await page.getByLabel('Notes').fill(`Campaign notes after ${waitMs} ms`);
    if (waitMs > 0) await page.waitForTimeout(waitMs);
    await page.reload();
    await expect(page.getByLabel('Notes')).toHaveValue(`Campaign notes after ${waitMs} ms`);
  });
}
