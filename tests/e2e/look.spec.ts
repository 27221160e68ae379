import { expect, test } from '@playwright/test';
import { AppPage } from '../support/app-page';

// Screens a new user meets with some data in them: the roster and Settings, in both themes, accessible.
test('the roster with characters and the Settings view look right in both themes', async ({ page }) => {
  const app = new AppPage(page);
  await app.clearData();
  await app.open();
  for (const cls of ['Thief', 'Cleric', 'Elf']) {
    await app.goTo('Characters');
    await page.getByLabel('Quick character:').selectOption({ label: cls });
    await page.getByRole('button', { name: 'Make it' }).click();
    await expect(page.getByTestId('id-class')).toHaveText(cls);
  }
  await app.goTo('Characters');
  await page.getByRole('button', { name: 'New character' }).click();
  await app.goTo('Characters');
  await expect(page.getByRole('list', { name: 'Your characters' }).getByRole('listitem')).toHaveCount(4);
  for (const theme of ['light', 'dark'] as const) {
    await app.setTheme(theme);
    await app.goTo('Characters');
    await app.expectAccessible(`roster (${theme})`);
    await app.screenshot(`roster-${theme}`);
    await app.goTo('Settings');
    await app.expectAccessible(`settings (${theme})`);
    await app.screenshot(`settings-${theme}`);
  }
});
