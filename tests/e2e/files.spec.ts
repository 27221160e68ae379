import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppPage } from '../support/app-page';
import { SheetPage } from '../support/sheet-page';

const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-e2e-'));

test.beforeEach(async ({ page }) => {
  await new AppPage(page).clearData();
});

async function quick(page: Page, cls: string): Promise<string> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Characters' }).click();
  await page.getByLabel('Quick character:').selectOption({ label: cls });
  await page.getByRole('button', { name: 'Make it' }).click();
  await expect(page.getByTestId('id-class')).toHaveText(cls);
  return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
}

async function chooseFile(page: Page, trigger: () => Promise<void>, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await trigger();
  await (await chooser).setFiles(file);
}

test('backs up, clears all data, restores, and finds every character, campaign and history entry', async ({ page }) => {
  const app = new AppPage(page);
  await app.open();
  const thief = await quick(page, 'Thief');
  await new SheetPage(page).openExperience();
  await page.getByLabel('Award XP').fill('500');
  await page.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(page.locator('#xp-result')).toContainText('500');
  const cleric = await quick(page, 'Cleric');
  await app.goTo('Campaigns');
  await page.getByLabel('New campaign name').fill('The Sunken Crown');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Sunken Crown' })).toBeVisible();
  await app.expectSaved();

  await app.goTo('Settings');
  await expect(page.getByTestId('last-backup')).toContainText('No backup has been made yet');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Back up everything…' }).click();
  const backupFile = path.join(dir, 'backup.sheetsmith-backup.json');
  await (await download).saveAs(backupFile);
  await expect(page.getByTestId('last-backup')).toContainText('Last backup');
  expect(JSON.parse(readFileSync(backupFile, 'utf8')).format).toBe('sheetsmith/backup');

  await app.clearData();
  await app.open();
  await expect(page.getByText('No characters yet')).toBeVisible();
  await app.goTo('Settings');
  await page.getByRole('button', { name: 'Restore a backup…' }).click();
  await chooseFile(page, () => page.getByRole('button', { name: 'Choose the backup to restore…' }).click(), backupFile);
  await expect(page.getByTestId('file-notice')).toContainText('2 characters, 1 campaign');

  await app.goTo('Characters');
  await expect(app.characterRow(thief)).toBeVisible();
  await expect(app.characterRow(cleric)).toBeVisible();
  await app.characterRow(thief).click();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await expect(page.getByText(/\+\d+ XP \(500 ×/)).toBeVisible();
  await app.goTo('Campaigns');
  await expect(page.getByRole('button', { name: /The Sunken Crown/ })).toBeVisible();
  await app.screenshot('settings-after-restore');
});

test('a damaged file is refused with one sentence and nothing in the store changes', async ({ page }) => {
  const app = new AppPage(page);
  await app.open();
  const name = await quick(page, 'Dwarf');
  const good = path.join(dir, 'dwarf.sheetsmith.json');
  await new SheetPage(page).openFiles();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as file…' }).click();
  await (await download).saveAs(good);
  const text = readFileSync(good, 'utf8');
  const truncated = path.join(dir, 'truncated.sheetsmith.json');
  writeFileSync(truncated, text.slice(0, Math.floor(text.length / 2)));

  await app.goTo('Characters');
  const before = await page.getByRole('list', { name: 'Your characters' }).getByRole('listitem').count();
  await chooseFile(page, () => page.getByRole('button', { name: 'Import a character or campaign file…' }).click(), truncated);
  await expect(page.getByRole('alert').filter({ hasText: 'truncated.sheetsmith.json' })).toContainText(/not valid JSON|truncated/);
  await expect(page.getByRole('list', { name: 'Your characters' }).getByRole('listitem')).toHaveCount(before);

  // The good file is the same character: the app asks, and "Keep both" makes a copy.
  await chooseFile(page, () => page.getByRole('button', { name: 'Import a character or campaign file…' }).click(), good);
  await expect(page.getByRole('dialog')).toContainText('is already here');
  await app.expectAccessible('import conflict');
  await page.getByRole('button', { name: 'Keep both' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (2)` })).toBeVisible();
});

test('restore points: a level-up can be brought back from the history, and that restore undone', async ({ page }) => {
  const app = new AppPage(page);
  await app.open();
  await quick(page, 'Fighter');
  await new SheetPage(page).openExperience();
  await page.getByLabel('Award XP').fill('2000');
  await page.getByRole('button', { name: 'Award', exact: true }).click();
  await page.getByRole('button', { name: 'Level up…' }).click();
  await page.getByRole('button', { name: 'Apply level 2' }).click();
  await expect(page.getByTestId('id-level')).toHaveText('2');
  await page.getByRole('button', { name: 'Undo last level-up' }).click();
  await page.getByRole('button', { name: 'Undo it' }).click();
  await expect(page.getByTestId('id-level')).toHaveText('1');

  await page.getByRole('button', { name: 'History', exact: true }).click();
  const points = page.getByRole('list', { name: 'Restore points' });
  await expect(points.getByText('Level 2')).toBeVisible();
  await points.getByRole('button', { name: /Level 2$/ }).click();
  await points.getByRole('button', { name: 'Restore this' }).click();
  await expect(page.getByTestId('id-level')).toHaveText('2');
  // The restore kept the state it replaced: restoring that brings level 1 back.
  await points.getByRole('button', { name: /Before restoring/ }).first().click();
  await points.getByRole('button', { name: 'Restore this' }).click();
  await expect(page.getByTestId('id-level')).toHaveText('1');
  await app.expectAccessible('history with restore points');
  await app.screenshot('history-restore-points');
});

test('a file put right on import keeps the repair in the character’s history, listing what was put right', async ({ page }) => {
  const app = new AppPage(page);
  await app.open();
  const name = await quick(page, 'Elf');
  const saved = path.join(dir, 'elf.sheetsmith.json');
  await new SheetPage(page).openFiles();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as file…' }).click();
  await (await download).saveAs(saved);
  // Another character (a new id), with a field Sheetsmith does not know and a history entry it cannot read.
  const doc = JSON.parse(readFileSync(saved, 'utf8')) as { id: string; name: string; history: unknown[] } & Record<string, unknown>;
  const damaged = path.join(dir, 'damaged-elf.sheetsmith.json');
  writeFileSync(damaged, JSON.stringify({ ...doc, id: crypto.randomUUID(), name: `${name} the Second`, mood: 'grim', history: [...doc.history, 'garbage'] }));

  await app.goTo('Characters');
  await chooseFile(page, () => page.getByRole('button', { name: 'Import a character or campaign file…' }).click(), damaged);
  await expect(page.getByRole('heading', { level: 1, name: `${name} the Second` })).toBeVisible();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'Read from a file and put right: 2 things Sheetsmith could not use as written' });
  await expect(entry).toContainText('Repair');
  await entry.getByText('What was put right (2)').click();
  await expect(entry).toContainText('Unknown fields were ignored: "mood".');
  await expect(entry).toContainText('was not readable and was dropped');
  await page.screenshot({ path: 'screenshots/history-repair.png' });
});
