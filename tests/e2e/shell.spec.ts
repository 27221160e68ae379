import { expect, test } from '@playwright/test';
import { AppPage, type Section } from '../support/app-page';

const SECTIONS: Section[] = ['Characters', 'Campaigns', 'Dice', 'Settings', 'About'];

test.beforeEach(async ({ page }) => {
  await new AppPage(page).clearData();
});

test('visits every section in both themes, each accessible and explaining its empty state', async ({ page }) => {
  const app = new AppPage(page);
  await app.open();
  await expect(page).toHaveTitle('Sheetsmith');
  for (const theme of ['light', 'dark'] as const) {
    await app.setTheme(theme);
    for (const section of SECTIONS) {
      await app.goTo(section);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await app.expectAccessible(`${section} (${theme})`);
      await app.screenshot(`shell-${section.toLowerCase()}-${theme}`);
    }
  }
  await app.goTo('Characters');
  await expect(page.getByText('No characters yet')).toBeVisible();
  await app.goTo('Campaigns');
  await expect(page.getByText('No campaigns yet')).toBeVisible();
});

test('the keyboard reaches every section with visible focus', async ({ page }) => {
  const app = new AppPage(page);
  await app.open();
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab');
  await expect(app.nav('Characters')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(app.nav('Campaigns')).toBeFocused();
  const outline = await app.nav('Campaigns').evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(app.nav('Campaigns')).toHaveAttribute('aria-current', 'page');
  // Focus moves into the new view, so the next Tab continues there.
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeFocused();
});

test('a campaign edit survives a reload', async ({ page }) => {
  const app = new AppPage(page);
  await app.open();
  await app.goTo('Campaigns');
  // An empty name is refused with a message and nothing is created.
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('A campaign needs a name.')).toBeVisible();
  await page.getByLabel('New campaign name').fill('The Sunken Crown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'The Sunken Crown' })).toBeVisible();
  await page.getByLabel('Notes').fill('Session zero on Friday.');
  await page.getByLabel('Name').fill('The Drowned Crown');
  await app.expectSaved();
  await page.waitForTimeout(1000); // autosave promises "within a second"
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'The Drowned Crown' })).toBeVisible();
  await expect(page.getByLabel('Notes')).toHaveValue('Session zero on Friday.');
});

test('dice: rolls show every die and bad notation gets a clear message', async ({ page }) => {
  const app = new AppPage(page);
  await app.open();
  await app.goTo('Dice');
  await page.getByRole('textbox', { name: 'Dice' }).fill('4d6kh3');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('dice-history').locator('li').first()).toContainText('4d6kh3');
  await page.getByRole('textbox', { name: 'Dice' }).fill('2d');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /sides/ })).toBeVisible();
  await app.screenshot('dice');
});

test('a section chosen the moment a page closes is where the app goes, and Back then returns to the sheet, not the closed page', async ({ page }) => {
  const app = new AppPage(page);
  await app.open();
  await page.getByRole('button', { name: 'Make it' }).click();
  await page.getByRole('button', { name: 'Play actions…' }).click();
  await expect(page.getByRole('button', { name: 'Back to the sheet' })).toBeVisible();
  const sheet = page.url().replace(/\/play$/, '');
  // Both clicks in one task, before the browser has carried out the closing's Back: the quickest a hand can be.
  await page.evaluate(() => {
    const button = (text: string) => [...document.querySelectorAll<HTMLElement>('button, a')].find((b) => b.textContent?.trim() === text);
    button('Back to the sheet')?.click();
    button('Campaigns')?.click();
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/#\/campaigns$/);
  await page.goBack();
  await expect(page).toHaveURL(sheet);
  await expect(page.getByRole('button', { name: 'Play actions…' })).toBeVisible();
});
