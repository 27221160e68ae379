import { expect, test } from '@playwright/test';
import { AppPage } from '../support/app-page';

// Issue 21 §10: the Dice page's own log (no campaign open) is there after a reload, and emptied only when asked.
test('the Dice page’s log with no campaign open survives a reload', async ({ page }) => {
  const app = new AppPage(page);
  await app.clearData();
  await app.open();
  await app.goTo('Dice');
  await page.getByRole('textbox', { name: 'Dice' }).fill('2d6+3');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const log = page.getByTestId('dice-history');
  await expect(log.getByRole('listitem')).toHaveCount(1);
  const first = (await log.getByRole('listitem').first().textContent()) ?? '';
  expect(first).toContain('2d6+3');
  await page.reload();
  await expect(page.getByTestId('dice-history').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('dice-history').getByRole('listitem').first()).toHaveText(first);
});
