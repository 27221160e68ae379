import { expect, test, type Page } from '@playwright/test';
import { AppPage } from '../support/app-page';

/**
 * Issue 19: an address of a character of another system pasted over an open sheet opens that system's sheet, with no
 * uncaught error ("A Dark Dungeons step was shown for another system's character"), in both directions, for every
 * system against Dark Dungeons. Pasting an address that differs only after the "#" is a same-document navigation, as
 * typing it into the address bar is: the open sheet's view is handed the other character.
 */

const OTHERS = ['Orcus', 'Murdham', 'True SRD', '16+'] as const;

/** Makes a quick character of `system` from the Characters view; its address and name. */
async function quick(page: Page, app: AppPage, system: string): Promise<{ hash: string; name: string }> {
  await app.goTo('Characters');
  await page.getByLabel('Game system').selectOption({ label: system });
  await page.getByRole('button', { name: 'Make it' }).click();
  await expect(page.locator('#sheet-name')).toBeVisible();
  await expect(page).toHaveURL(/#\/characters\/[^/]+$/);
  const name = ((await page.locator('#sheet-name').textContent()) ?? '').trim();
  return { hash: new URL(page.url()).hash, name };
}

/** Pastes an address over the open page: only the part after "#" changes, so the page is not reloaded. */
async function paste(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}

test('an address of another system’s character pasted over an open sheet opens that sheet, both ways, with no page error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const app = new AppPage(page);
  await app.clearData();
  await app.open();
  const dd = await quick(page, app, 'Dark Dungeons');
  const others = [];
  for (const system of OTHERS) others.push({ system, ...(await quick(page, app, system)) });

  for (const other of others) {
    // Dark Dungeons open, the other system's address pasted over it.
    await paste(page, dd.hash);
    await expect(page.locator('#sheet-name')).toHaveText(dd.name);
    await expect(page.getByRole('button', { name: /^Level up…/ })).toBeVisible();
    await paste(page, other.hash);
    await expect(page.locator('#sheet-name')).toHaveText(other.name);
    await expect(page.locator('.sheet .subtitle')).toBeVisible();
    // And back: the other system open, the Dark Dungeons address pasted over it.
    await paste(page, dd.hash);
    await expect(page.locator('#sheet-name')).toHaveText(dd.name);
    await expect(page.getByRole('button', { name: /^Weapon training/ })).toBeVisible();
    expect(errors, `after ${other.system}`).toEqual([]);
  }
  // A page of the sheet (the details page) pasted for the other system's character opens it there too.
  const orcus = others[0]!;
  await paste(page, `${orcus.hash}/details`);
  await expect(page.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  await paste(page, dd.hash);
  await expect(page.locator('#sheet-name')).toHaveText(dd.name);
  expect(errors).toEqual([]);
});

test('“Level up…” without the XP is not the primary button; with the XP it is', async ({ page }) => {
  const app = new AppPage(page);
  await app.clearData();
  await app.open();
  await page.getByLabel('Quick character:').selectOption({ label: 'Fighter' });
  await page.getByRole('button', { name: 'Make it' }).click();
  const levelUp = page.getByRole('button', { name: /^Level up…/ });
  await expect(levelUp).toHaveText('Level up… (not enough XP yet)');
  await expect(levelUp).not.toHaveClass(/\bprimary\b/);
  // 2,000 XP reaches level 2 (Table 4-5, 004:474 "2 2000"), whatever the bonus: a level-up waiting, not a broken rule.
  await page.getByRole('button', { name: 'Experience…' }).click();
  await page.getByLabel('Award XP').fill('2000');
  await page.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(levelUp).toHaveText('Level up…');
  await expect(levelUp).toHaveClass(/\bprimary\b/);
  await expect(page.getByTestId('level-up-ready')).toBeVisible();
  await expect(page.getByText(/reaches level 2/)).toHaveCount(0);
});
