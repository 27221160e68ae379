/**
 * Issue 13: importing a campaign whose characters are already in the store asks keep both / replace / use existing
 * (or cancel) instead of silently adding copies. A campaign is saved as a file and imported back, once per answer;
 * the roster and the campaign's party are checked after each.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CampaignPage } from '../support/campaign-page';
import { SheetPage } from '../support/sheet-page';

const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-campaign-import-'));

test.beforeEach(async ({ page }) => {
  await new CampaignPage(page).app.clearData();
});

/** Picks `file` through the Characters view's import button. */
async function importFile(gm: CampaignPage, file: string): Promise<void> {
  await gm.app.goTo('Characters');
  const chooser = gm.page.waitForEvent('filechooser');
  await gm.page.getByRole('button', { name: 'Import a character or campaign file…' }).click();
  await (await chooser).setFiles(file);
}

/** The names on the roster, in its order. */
async function roster(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Your characters' }).getByRole('listitem');
  return (await items.allTextContents()).map((t) => t.trim());
}

/** The campaigns on the list, by name. */
async function campaignNames(gm: CampaignPage): Promise<string[]> {
  await gm.app.goTo('Campaigns');
  const list = gm.page.getByRole('list', { name: 'Your campaigns' });
  await expect(list).toBeVisible();
  return (await list.getByRole('listitem').allTextContents()).map((t) => t.trim());
}

/** Opens a campaign from the list by its exact name and returns its party, as names in party order. */
async function partyOf(gm: CampaignPage, name: string): Promise<string[]> {
  await gm.app.goTo('Campaigns');
  const exact = new RegExp(`^${name.replace(/[()]/g, '\\$&')}$`);
  await gm.page.getByRole('list', { name: 'Your campaigns' }).getByRole('button').filter({ has: gm.page.locator('strong', { hasText: exact }) }).click();
  await expect(gm.page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await gm.goTo('Party');
  return (await gm.memberRows().getByRole('button', { name: /^Open .*’s sheet$/ }).allTextContents()).map((t) => t.trim());
}

test('a campaign imported back asks what to do with the characters already here, and each answer does what it says', async ({ page }) => {
  test.setTimeout(120_000);
  const gm = new CampaignPage(page);
  const app = gm.app;
  await app.open();
  const fighter = await gm.quickCharacter('Fighter');
  const thief = await gm.quickCharacter('Thief');
  await gm.create('The Sunken Crown');
  await gm.goTo('Party');
  await gm.addMember(fighter);
  await gm.addMember(thief);
  const thiefXp = (await gm.memberRow(thief).getByTestId('member-xp').textContent()) ?? '';
  await app.expectSaved();

  // Saved as a file with the party.
  await gm.goTo('Overview');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as file (with the party)…' }).click();
  const file = path.join(dir, 'the-sunken-crown.sheetsmith-campaign.json');
  await (await download).saveAs(file);

  // The thief earns XP after the file was saved: the stored thief is now newer than the file's. (Changes within two
  // seconds count as one, so the award waits that long, as a GM at the table would anyway.)
  await page.waitForTimeout(2_100);
  await gm.goTo('Party');
  await gm.memberRow(thief).getByRole('button', { name: `Open ${thief}’s sheet` }).click();
  await new SheetPage(page).openExperience();
  await page.getByLabel('Award XP').fill('500');
  await page.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(page.locator('#xp-result')).toContainText('500');
  await app.expectSaved();

  // Importing it back asks; the dialog has the focus, lists both characters and says which copy is newer.
  await importFile(gm, file);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Characters of “The Sunken Crown” are already here');
  await expect(dialog.getByRole('button', { name: 'Keep both' })).toBeFocused();
  const rows = dialog.getByTestId('campaign-conflict-characters').getByRole('row');
  await expect(rows).toHaveCount(3);
  // Rows by their exact name: two quick characters can draw the same name, the second then being "… (2)".
  const rowOf = (name: string) => rows.filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(rowOf(thief)).toContainText('the stored one is newer');
  await expect(rowOf(fighter)).toContainText('both changed at about the same time');
  await expect(dialog).toContainText('The campaign is stored as “The Sunken Crown”; both changed at about the same time.');
  await app.expectAccessible('campaign import conflict');
  await app.screenshot('campaign-import-conflict');
  await app.setTheme('dark');
  await app.screenshot('campaign-import-conflict-dark');
  await app.setTheme('light');

  // The keyboard stays in the dialog (Shift+Tab from the first answer goes round to the last); Escape cancels,
  // writing nothing, and gives the focus back to the import button.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Keep both' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import a character or campaign file…' })).toBeFocused();
  await expect(page.getByTestId('file-notice')).toContainText('Import cancelled; nothing was changed.');
  expect(await roster(page)).toHaveLength(2);
  expect(await campaignNames(gm)).toHaveLength(1);

  // Keep both: copies of both characters and of the campaign, whose party is the copies.
  await importFile(gm, file);
  await dialog.getByRole('button', { name: 'Keep both' }).click();
  await expect(page.getByTestId('file-notice')).toContainText(`Imported the campaign “The Sunken Crown (2)” with 2 characters, kept beside the stored ones as “${fighter} (2)”, “${thief} (2)”.`);
  await app.goTo('Characters');
  await expect(page.getByRole('list', { name: 'Your characters' }).getByRole('listitem')).toHaveCount(4);
  expect(await partyOf(gm, 'The Sunken Crown (2)')).toEqual([`${fighter} (2)`, `${thief} (2)`]);
  expect(await partyOf(gm, 'The Sunken Crown')).toEqual([fighter, thief]);

  // Use the stored characters: no new character; a campaign beside the stored one, with the stored characters.
  await importFile(gm, file);
  await dialog.getByRole('button', { name: 'Use the stored characters' }).click();
  await expect(page.getByTestId('file-notice')).toContainText('Imported the campaign “The Sunken Crown (3)” beside the stored one: it uses 2 stored characters, 0 added.');
  await app.goTo('Characters');
  await expect(page.getByRole('list', { name: 'Your characters' }).getByRole('listitem')).toHaveCount(4);
  expect(await partyOf(gm, 'The Sunken Crown (3)')).toEqual([fighter, thief]);
  // The stored thief kept its XP (the file's copy was not written).
  await expect(gm.memberRow(thief).getByTestId('member-xp')).not.toHaveText(thiefXp);

  // Replace: the file's versions overwrite the stored ones; the thief's XP is back as it was in the file.
  await importFile(gm, file);
  await dialog.getByRole('button', { name: 'Replace the stored ones' }).click();
  await expect(page.getByTestId('file-notice')).toContainText('Imported the campaign “The Sunken Crown” over the stored one: 2 stored characters replaced by the file’s, 0 added.');
  await app.goTo('Characters');
  await expect(page.getByRole('list', { name: 'Your characters' }).getByRole('listitem')).toHaveCount(4);
  expect(await campaignNames(gm)).toHaveLength(3);
  expect(await partyOf(gm, 'The Sunken Crown')).toEqual([fighter, thief]);
  await expect(gm.memberRow(thief).getByTestId('member-xp')).toHaveText(thiefXp);
});
